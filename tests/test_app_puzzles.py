"""Puzzles in the real app, by clicks (issue 27): the Puzzles screen from the menu, a puzzle of
each game solved, one failed with its refutation shown and said, "Try again" and "Show
solution", the progress kept over a restart and a bad progress file kept aside."""

import json

import pygame
import pytest
from driver import Driver

from pyrapack import games
from pyrapack.puzzles import collection, maker, progress
from pyrapack.tutorial.puzzle import PuzzleCoach
from pyrapack.tutorial.puzzles_menu import PuzzlesScene

GAMES = [g.id for g in games.GAMES]


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
    scene = open_pool(driver, "twentyseven")
    solve(driver, scene)
    moves = list(scene.match.moves)
    driver.press(pygame.K_z, mod=pygame.KMOD_CTRL, frames=2)
    driver.press(pygame.K_h, frames=10)
    assert scene.coaching.phase == "done" and scene.match.moves == moves


def test_esc_in_a_puzzle_goes_back_to_the_puzzles_screen(driver):
    """It went to the main menu: the Puzzles screen is where the player chose the puzzles."""
    open_pool(driver, "pyraos")
    driver.press(pygame.K_ESCAPE, frames=2)
    assert isinstance(driver.top, PuzzlesScene)


def test_a_wrong_move_is_refuted_on_the_board_and_in_words_then_tried_again(driver):
    scene = open_pool(driver, "twentyseven")
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
    scene = open_pool(driver, "pyraos")
    coach = scene.coaching
    wrong = next(m for m in scene.state.legal_moves() if scene.state.play(m) != coach.expected()[1])
    driver.enter_move(wrong)
    wait_for_turn(driver, scene)
    driver.click(scene.hud.hint.rect.center)  # now "Show solution"
    driver.until(lambda: coach.phase == "done")
    assert [str(m) for m in scene.match.moves] == coach.puzzle["line"]


def test_progress_survives_a_restart(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    scene = open_pool(d, "pyramidames")
    solve(d, scene)
    solved = scene.coaching.puzzle["id"]
    d.close()
    progress._LOADED.clear()
    d = Driver(tmp_path, size=(960, 600))
    try:
        assert progress.of(d.app.storage)[0].results[solved] == "solved"
        assert open_pool(d, "pyramidames").coaching.puzzle["id"] != solved
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
        d.until(lambda: replay.check is None)
        assert d.app.toasts[-1][0] == "puzzles.made"
        (mine,) = progress.of(d.app.storage)[0].own
        assert mine["position"] == match.states[BLUNDER_PLY].to_dict()
        d.tick(5)
        d.click(replay.puzzle_button.rect.center)
        d.until(lambda: replay.check is None)
        assert d.app.toasts[-1][0] == "puzzles.known"
        d.app.back_to_menu()
        d.tick()
        scene = open_pool(d, progress.OWN)
        assert scene.coaching.puzzle["id"] == mine["id"]
        solve(d, scene)
    finally:
        d.close()
