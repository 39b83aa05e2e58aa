"""Puzzles in the real app, by clicks (issue 27): the Puzzles screen from the menu, a puzzle of
each game solved, one failed with its refutation shown and said, "Try again" and "Show
solution", the progress kept over a restart and a bad progress file kept aside."""

import json

import pygame
import pytest
from driver import Driver
from random_play import shortest_where

from pyrapack import games
from pyrapack.puzzles import collection, maker, progress
from pyrapack.tutorial.puzzle import PuzzleCoach, Session
from pyrapack.tutorial.puzzles_menu import PuzzlesScene

GAMES = [g.id for g in games.GAMES if g.has("puzzles")]  #: those with puzzles (a game of one ply has none)
#: the game whose puzzles are played through in the fewest clicks: the shortest that has puzzles (a game
#: of one ply has none: every move wins)
SHORT = shortest_where(lambda info: info.has("puzzles")).id


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()


def open_puzzles(driver):
    driver.click(driver.top.puzzles_button.rect.center)
    assert isinstance(driver.top, PuzzlesScene)
    return driver.top


def open_pool(driver, pool):
    screen = open_puzzles(driver) if not isinstance(driver.top, PuzzlesScene) else driver.top
    driver.tick()  # laid out
    rect = dict(screen.cards)[pool]
    driver.click(rect.center, frames=2)
    scene = driver.top
    assert isinstance(scene.coaching, PuzzleCoach)
    return scene


def wait_for_turn(driver, scene):
    coach = scene.coaching
    driver.until(lambda: coach.phase in ("try", "done", "wrong") and scene.anim is None
                 and not scene.turns.passing and (coach.phase != "wrong" or coach.refutation is None))


def solve(driver, scene):
    """Click the line's moves for the solver until the puzzle is solved."""
    coach = scene.coaching
    while coach.phase != "done":
        wait_for_turn(driver, scene)
        if coach.phase == "done":
            break
        driver.enter_move(coach.expected()[0])
    assert coach.heard == "puzzles.solved"
    driver.until(lambda: scene.anim is None)


@pytest.mark.parametrize("game", GAMES)
def test_a_puzzle_of_each_game_is_solved_by_clicks(driver, game):
    scene = open_pool(driver, game)
    puzzle = scene.coaching.puzzle
    assert puzzle["game"] == game and puzzle == collection.pool(game)[0]  # the easiest first
    solve(driver, scene)
    assert progress.of(driver.app.storage)[0].solved(puzzle)
    driver.click(scene.coaching.next_button.rect.center, frames=2)
    assert driver.top.coaching.puzzle["id"] != puzzle["id"]


def test_undo_and_hint_once_a_puzzle_is_solved_change_nothing(driver):
    """Found by the event fuzz: Ctrl+Z after the end put the puzzle back "to try" with its line
    played, and H then crashed looking for the next move of the line."""
    scene = open_pool(driver, SHORT)
    solve(driver, scene)
    moves = list(scene.match.moves)
    driver.press(pygame.K_z, mod=pygame.KMOD_CTRL, frames=2)
    driver.press(pygame.K_h, frames=10)
    assert scene.coaching.phase == "done" and scene.match.moves == moves


def test_esc_in_a_puzzle_goes_back_to_the_puzzles_screen(driver):
    """It went to the main menu: the Puzzles screen is where the player chose the puzzles."""
    open_pool(driver, SHORT)
    driver.press(pygame.K_ESCAPE, frames=2)
    assert isinstance(driver.top, PuzzlesScene)


def test_a_wrong_move_is_refuted_on_the_board_and_in_words_then_tried_again(driver):
    scene = open_pool(driver, SHORT)
    coach = scene.coaching
    wrong = next(m for m in scene.state.legal_moves()
                 if coach.puzzle["refute"][0].get(str(m), [None])[0] is not None)
    answer = maker.move_named(scene.state.play(wrong), coach.puzzle["refute"][0][str(wrong)][0])
    driver.enter_move(wrong)
    assert coach.phase == "wrong" and coach.feedback.kind == "warn"
    assert scene.texts.move_text(scene.state, answer) in coach.feedback.text()
    wait_for_turn(driver, scene)
    assert scene.match.moves[-2:] == [wrong, answer]  # the refutation is played on the board
    assert scene.hud.undo.visible and scene.hud.hint.visible  # "Try again", "Show solution"
    driver.click(scene.hud.undo.rect.center)
    assert coach.phase == "try" and scene.match.moves == []
    solve_after_miss = coach.puzzle
    driver.click(scene.hud.hint.rect.center)  # the hint: the piece lit
    assert scene.marks().lit
    driver.enter_move(coach.expected()[0])
    driver.until(lambda: coach.phase == "done" or coach.phase == "try" and scene.anim is None)
    record = progress.of(driver.app.storage)[0]
    assert record.results[solve_after_miss["id"]] == "failed"


def test_show_solution_plays_the_line(driver):
    scene = open_pool(driver, SHORT)
    coach = scene.coaching
    wrong = next(m for m in scene.state.legal_moves() if scene.state.play(m) != coach.expected()[1])
    driver.enter_move(wrong)
    wait_for_turn(driver, scene)
    driver.click(scene.hud.hint.rect.center)  # now "Show solution", a move at a time
    while coach.phase == "showing":
        driver.until(lambda: coach.next_move.visible or coach.phase == "done")
        if coach.phase == "showing":
            driver.click(coach.next_move.rect.center)
    assert [str(m) for m in scene.match.moves] == coach.puzzle["line"]


def test_progress_survives_a_restart(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    scene = open_pool(d, SHORT)
    solve(d, scene)
    solved = scene.coaching.puzzle["id"]
    d.close()
    progress._LOADED.clear()
    d = Driver(tmp_path, size=(960, 600))
    try:
        assert progress.of(d.app.storage)[0].results[solved] == "solved"
        assert open_pool(d, SHORT).coaching.puzzle["id"] != solved
    finally:
        d.close()


def test_a_corrupt_progress_file_is_kept_aside_with_a_message(tmp_path):
    (tmp_path / progress.FILE).write_text(json.dumps({"format": 1, "results": []}), encoding="utf-8")
    d = Driver(tmp_path, size=(960, 600))
    try:
        open_puzzles(d)
        assert any("corrupt" in key for key, _, _ in d.app.toasts)
        assert not (tmp_path / progress.FILE).exists()
        assert any(p.name.endswith(progress.FILE) for p in (tmp_path / "corrupt").iterdir())
        assert d.app.toasts[-1][1]["what"].key == "storage.what.puzzles"
    finally:
        d.close()


def test_a_blunder_of_a_reviewed_game_becomes_one_of_your_puzzles(tmp_path):
    """The replay of a reviewed game offers "Make it a puzzle" on the ``??`` move that threw a
    forced win away; once proven the position joins the player's own puzzles, and plays there."""
    from test_app_review import open_replay
    from test_review import BLUNDER_PLY, analysed, blunder_match

    from pyrapack.bots import review
    from pyrapack.library import Library
    from pyrapack.storage import Storage

    match = blunder_match()
    match.review = review.build(match, analysed(match))
    match.unsaved = True
    library = Library(Storage(tmp_path))
    library.save(match)
    library.storage.flush()
    d = Driver(tmp_path, size=(960, 600))
    try:
        replay = open_replay(d)
        replay.go(0)
        d.tick()
        assert not replay.puzzle_button.visible and replay.review_button.visible  # the start: no move to blame
        replay.go(BLUNDER_PLY + 1)
        d.tick()
        assert replay.puzzle_button.visible
        d.click(replay.puzzle_button.rect.center)
        d.until(lambda: replay.review.check is None)
        assert d.app.toasts[-1][0] == "puzzles.made"
        (mine,) = progress.of(d.app.storage)[0].own
        assert mine["position"] == match.states[BLUNDER_PLY].to_dict()
        d.tick(5)
        d.click(replay.puzzle_button.rect.center)
        d.until(lambda: replay.review.check is None)
        assert d.app.toasts[-1][0] == "puzzles.known"
        d.app.back_to_menu()
        d.tick()
        scene = open_pool(d, progress.OWN)
        assert scene.coaching.puzzle["id"] == mine["id"]
        solve(d, scene)
    finally:
        d.close()


def test_next_puzzle_clicked_while_the_last_move_is_shown_opens_the_next(driver):
    """Issue 34, item 6: "Next puzzle" shows as the last move starts to move; a click on it
    then only finished the move (0.4 s), and the player had to click again."""
    scene = open_pool(driver, GAMES[0])
    coach, first = scene.coaching, scene.coaching.puzzle["id"]
    while coach.phase != "done":
        wait_for_turn(driver, scene)
        driver.enter_move(coach.expected()[0])
    assert scene.anim is not None and coach.next_button.visible
    driver.click(coach.next_button.rect.center, frames=2)
    assert driver.top is not scene and driver.top.coaching.puzzle["id"] != first


def refuted(driver, game, answered=lambda answer: True):
    """The first puzzle of ``game`` with a wrong first move whose refutation ``answered`` (its
    notation) likes, opened as the Puzzles screen opens it; the wrong move clicked and its
    refutation played. Returns the scene."""
    wrong = next((puzzle, move) for puzzle in collection.pool(game)
                 for move, (answer, _) in puzzle["refute"][0].items() if answer and answered(answer))
    puzzle, move = wrong
    open_puzzles(driver)
    Session(driver.app, game, progress.of(driver.app.storage)[0]).open(puzzle)
    scene = driver.top
    driver.tick(2)
    driver.enter_move(next(m for m in scene.state.legal_moves() if str(m) == move))
    wait_for_turn(driver, scene)
    assert scene.coaching.phase == "wrong" and str(scene.match.moves[-1]) == puzzle["refute"][0][move][0]
    return scene


def still_refuted(scene):
    """The card still says the move was wrong and what refuted it; no piece wears the ring of
    a piece that can move (nothing can, until "Try again")."""
    coach = scene.coaching
    answer = scene.texts.move_text(scene.match.states[-2], scene.match.moves[-1])
    return coach.feedback.kind == "warn" and answer in coach.feedback.text() and not scene.marks().quiet_movable


@pytest.mark.parametrize("game", GAMES)
def test_after_a_refutation_the_card_says_why_and_nothing_looks_movable(driver, game):
    """Issue 34, item 5: the solver's pieces wore their "can move" rings after a wrong move,
    though the puzzle took no move until "Try again"."""
    assert still_refuted(refuted(driver, game))


@pytest.mark.parametrize("game", [info.id for info in games.GAMES if info.variants and info.has("puzzles")])
def test_a_puzzle_s_heading_names_its_variant(driver, game):
    """Issue 34, item 7: a pool mixes the variants, and every puzzle was headed "Puzzle · 27 ·
    level 1" whichever it was."""
    from pyrapack.i18n import t

    variants = {puzzle["variant"] for puzzle in collection.pool(game)}
    assert len(variants) > 1
    for variant in sorted(variants):
        puzzle = next(p for p in collection.pool(game) if p["variant"] == variant)
        Session(driver.app, game, progress.of(driver.app.storage)[0]).open(puzzle, replace=True)
        driver.tick()
        assert t(f"variant.{game}.{variant}") in driver.top.coaching.heading()


def a_wrong_move_refuted_by_a_pass():
    """(puzzle, its wrong first move) whose refutation is a forced pass, in any game that has one."""
    for info in games.GAMES:
        for puzzle in collection.shipped(info.id) if info.has("puzzles") else ():
            for wrong, answer in puzzle["refute"][0].items():
                if answer and answer[0] == "pass":
                    return puzzle, wrong
    pytest.skip("no shipped puzzle is refuted by a pass")


def test_a_refutation_that_is_a_forced_pass_read_by_the_player_is_not_played_again(driver):
    """Found beside the lesson's like race (the lesson storm): a click (it ends the wrong move's
    animation) and Enter (it reads the other side's forced pass) in one frame after a wrong move
    played the pass, then the coach played the refutation, a pass, again: an illegal move."""
    puzzle, wrong = a_wrong_move_refuted_by_a_pass()
    Session(driver.app, puzzle["game"], progress.of(driver.app.storage)[0]).open(puzzle)
    driver.tick(2)
    scene = driver.top
    driver.enter_move(maker.move_named(scene.state, wrong))
    driver.click(scene.board_rect.topleft, frames=0)
    driver.press(pygame.K_RETURN)
    driver.until(lambda: scene.anim is None and scene.coaching.refutation is None, frames=200)
    driver.tick(40)
    assert [str(m) for m in scene.match.moves] == [wrong, "pass"] and scene.coaching.phase == "wrong"


PUZZLE_GAMES = [info.id for info in games.GAMES if info.has("puzzles") and collection.shipped(info.id)]


@pytest.mark.parametrize("game", PUZZLE_GAMES)
def test_random_events_through_puzzles_never_raise(tmp_path, game):
    """The fuzz storm of test_fuzz, through puzzles: the solver now and then plays the line's
    move or a wrong one, asks for the solution, takes a move back or goes to the next puzzle, so
    refutations, solutions and the next puzzles get storms too (the lesson's storm found a forced
    reply played twice; this one looks for the like in puzzles)."""
    import random

    from test_fuzz import Storm

    storm = Storm(tmp_path, random.Random(f"puzzles-{game}"))
    storm.start()
    rng, phases = storm.rng, set()

    def open_one():
        storm.driver.app.back_to_menu()
        Session(storm.driver.app, game, progress.of(storm.driver.app.storage)[0]).next(replace=False)

    for i in range(300):
        if not storm.driver.app.running:
            storm.start()
        top = storm.driver.top
        coach = getattr(top, "coaching", None)
        if not isinstance(coach, PuzzleCoach):
            if rng.random() < 0.1:
                open_one()
        elif coach.phase == "try" and top.anim is None and not top.input.clicks and rng.random() < 0.3:
            right = coach.expected()[0]
            wrong = [m for m in top.state.legal_moves() if m != right]
            top.play_human(rng.choice(wrong) if wrong and rng.random() < 0.3 else right)
        elif rng.random() < 0.15:
            buttons = [b for b in (coach.next_button, coach.next_move, top.hud.hint, top.hud.undo)
                       if b.visible and b.enabled]
            if buttons:  # the next puzzle, the solution's next move, a hint or the solution, try again
                storm.driver.click(rng.choice(buttons).rect.center, frames=0)
        if isinstance(coach, PuzzleCoach):
            phases.add(coach.phase)
        storm.random_event()
        if i % 3 == 0:
            storm.driver.tick(1, dt=rng.choice([0.016, 0.05, 0.2]))
            storm.check()
    storm.driver.close()
    assert {"try", "wrong", "done"} <= phases  # refuted and solved puzzles got storms too


def test_a_long_name_wraps_on_its_puzzles_card_and_every_pool_has_its_number_key(tmp_path, monkeypatch, cut_words):
    """With thirteen games registered (PYRAPACK_EXTRA_GAMES=8), "Pyramid of the Seven Suns" was cut
    to "Pyramid of the Sev…" on its Puzzles card, and the number keys stopped at 6 while the
    key help said 1 – 9. A game not shipped that has puzzles takes long names of several words,
    then of one: whole on its card at 960x600, Size 100% and 150%, in two lines where one would
    cut it; and the last pool's number key opens it (nine pools: the shipped games' given again,
    as more games would)."""
    from pyrapack import i18n
    from pyrapack.ui import text

    own = next(info for info in games.GAMES if info not in games.SHIPPED and info.has("puzzles"))
    drawn = []
    for way in ("draw", "draw_fitted"):  # (each returns where it drew)
        monkeypatch.setattr(text, way, lambda surface, words, *a, _way=getattr(text, way), **k: drawn.append(
            (words, _way(surface, words, *a, **k))) or drawn[-1][1])
    driver = Driver(tmp_path, size=(960, 600), no_sound=True)
    try:
        screen = open_puzzles(driver)
        for name in ("Pyramid of the Seven Suns", "La Pyramide des sept soleils", "Obéliscomachie"):
            monkeypatch.setitem(i18n.catalogue("en"), own.title, name)
            for zoom in (100, 150):
                driver.app.set_zoom(zoom)
                drawn.clear()
                driver.tick()
                card = dict(screen.cards)[own.id]
                lines = [(words, box) for words, box in drawn if words and words in name]
                assert " ".join(words for words, _ in lines) == name and all(card.contains(box) for _, box in lines)
        assert cut_words == []
        pools = screen.pools()
        monkeypatch.setattr(PuzzlesScene, "pools", lambda self: (pools * 3)[:9])
        driver.app.set_zoom(100)
        driver.tick()
        key_help = dict(screen.key_help())
        assert i18n.t("keys.pools", last=9) in key_help
        driver.press(pygame.K_9)
        assert isinstance(driver.top.coaching, PuzzleCoach) and driver.top.info.id == (pools * 3)[8]
    finally:
        driver.close()
