"""Playing 27 in the real app, headless, with real mouse events (and, at the end, by ear:
its lesson and a puzzle with speech and keys alone)."""

import random

import pygame
import pytest
from driver import Driver, playable_moves
from speech_player import moves_listed, play_a_turn, template
from worker_control import CAN_PAUSE, fail_twice, paused_before_the_game, resume, watched

from pyrapack import games
from pyrapack.i18n import said as said_as
from pyrapack.i18n import t
from pyrapack.match import Match
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.twentyseven import TwentySevenScene


def open_setup(driver):
    return driver.open_setup("twentyseven")


def choose(driver, row, value):
    driver.choose(row, value)


@pytest.mark.parametrize("variant", ["basic", "grey", "red"])
def test_hotseat_game_from_menu_to_banner_and_back(driver, variant):
    setup = open_setup(driver)
    choose(driver, setup.mode, "hotseat")
    choose(driver, setup.variant, variant)
    choose(driver, setup.first, "1")
    scene = driver.begin(setup)
    assert scene.state.variant == variant and scene.state.to_move == 1
    driver.play_to_the_end(scene, seed=len(variant))
    banner = driver.top
    assert scene.state.is_over
    driver.tick(10)
    driver.click(banner.menu.rect.center)
    assert isinstance(driver.top, MenuScene)


@pytest.mark.parametrize("variant", ["basic", "red"])
def test_game_against_the_bot_reaches_the_banner(driver, variant):
    setup = open_setup(driver)
    choose(driver, setup.mode, "bot")
    choose(driver, setup.level, "easy")
    choose(driver, setup.side, "0")
    choose(driver, setup.variant, variant)
    scene = driver.begin(setup)
    assert scene.match.players == (None, "easy")
    driver.play_to_the_end(scene, seed=3)
    bot_moves = [s.to_move for s in scene.match.states[:-1]].count(1)
    assert bot_moves > 0
    driver.click(driver.top.again.rect.center, frames=2)
    rematch = driver.top
    assert isinstance(rematch, TwentySevenScene) and rematch is not scene
    # the rematch swaps the colours (the banner's default): the person plays Black now
    assert rematch.match.players == ("easy", None) and rematch.state.variant == variant
    driver.settle()  # whoever the lot made first: once the bot has played, it is the person's turn
    assert rematch.state.to_move == 1 and rematch.human_to_move


def test_click_selects_then_moves_and_a_second_click_cancels(driver):
    setup = open_setup(driver)
    choose(driver, setup.mode, "hotseat")
    choose(driver, setup.variant, "basic")
    choose(driver, setup.first, "0")
    scene = driver.begin(setup)
    pawn = driver.point_of(("pawn", 0, 4))
    driver.click(pawn)
    assert scene.input.clicks == (("pawn", 0, 4),)
    assert scene.input.next_targets == {("cell", 1)}
    driver.click(pawn)  # the same pawn again: deselect
    assert scene.input.clicks == ()
    driver.click(pawn)
    driver.click(driver.point_of(("cell", 1)))
    assert scene.state.cells[1] == "GWWWW"
    driver.settle()
    assert scene.state.to_move == 1


def test_illegal_clicks_say_why_and_change_nothing(driver):
    setup = open_setup(driver)
    choose(driver, setup.mode, "hotseat")
    choose(driver, setup.first, "0")
    scene = driver.begin(setup)
    before = scene.state
    driver.click(driver.point_of(("pawn", 8, 3)))  # a black stack, white to move
    assert scene.state == before and scene.status[2] == "warn"
    assert "Black" in scene.status[1]["text"]
    driver.click((2, 2))  # outside the board
    driver.click((scene.size[0] - 3, scene.size[1] // 2))
    assert scene.state == before


def test_escape_goes_back_and_the_window_scales(driver):
    setup = open_setup(driver)
    scene = driver.begin(setup)
    driver.post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    driver.tick(2)
    assert scene.size == (1600, 900) and scene.board_rect.width > 900
    driver.press(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)


def until_black_must_pass(driver):
    """A hot-seat basic game, White first, played by seeded clicks to its forced pass: Black
    must pass after 19 moves, owning stacks it cannot move."""
    setup = open_setup(driver)
    choose(driver, setup.mode, "hotseat")
    choose(driver, setup.variant, "basic")
    choose(driver, setup.first, "0")
    scene = driver.begin(setup)
    rng = random.Random(0)
    while scene.state.legal_moves() != [scene.match.rules.PASS]:
        driver.enter_move(rng.choice(scene.state.legal_moves()))
        driver.until(lambda: scene.anim is None)
    return scene


def test_a_blocked_player_pass_is_shown_then_played(driver):
    scene = until_black_must_pass(driver)
    assert scene.turns.pass_timer is not None
    assert scene.status[0] == "game.must_pass_click" and scene.status[1]["name"] == "Black"
    driver.tick(600)  # 30 s: the notice waits to be read (issue 28: no timer plays it)
    assert scene.state.to_move == 1 and scene.status[0] == "game.must_pass_click"
    driver.click((5, 5))  # read: a click anywhere
    driver.settle()
    assert scene.match.moves[-1].is_pass and scene.state.to_move == 0
    assert scene.move_texts()[-1] == "passes"


def test_a_blocked_player_passes_with_enter_alone(driver):
    scene = until_black_must_pass(driver)
    driver.press(pygame.K_RETURN)
    driver.settle()
    assert scene.match.moves[-1].is_pass and scene.state.to_move == 0


def test_f11_toggles_full_screen_and_back_and_is_remembered(driver):
    setup = open_setup(driver)
    scene = driver.begin(setup)
    driver.press(pygame.K_F11, frames=2)
    full = driver.app.window.fullscreen
    assert driver.app.settings.fullscreen == full
    assert scene.size == driver.screen.get_size()
    driver.press(pygame.K_F11, frames=2)
    assert not driver.app.window.fullscreen and not driver.app.settings.fullscreen
    assert scene.size == driver.screen.get_size()


def test_a_pass_is_told_the_same_way_by_the_turn_line_the_card_and_the_notice(driver):
    """Issue 14: "Black cannot move and passes" showed while the turn line still said
    "Black to move: you own 2 stacks, move 2 cells"."""
    scene = until_black_must_pass(driver)
    assert scene.state.owned_stacks(1) > 0 and scene.status[0] == "game.must_pass_click"
    assert scene.turn_text() == "Black cannot move and passes"
    cards = scene.shown().players
    assert cards[1].busy == "passes" and cards[0].busy is None
    assert not scene.marks().movable  # nothing on the board says otherwise
    driver.settle()
    assert scene.turn_text().startswith("White to move")


@pytest.mark.parametrize("lang, you", [("en", "you"), ("fr", "vous")])
def test_the_turn_line_never_says_you_to_the_bot(tmp_path, lang, you):
    """The turn line said "Black to move: you own 3 stacks, move 3 cells" while the bot thought."""
    from driver import Driver

    from pyrapack import games, i18n

    d = Driver(tmp_path, size=(960, 600), language=lang)
    try:
        info = games.get("twentyseven")
        d.app.start_game("twentyseven", {"options": info.options("basic", 0), "players": ["hard", None]})
        d.tick()
        scene = d.top
        assert scene.match.bot_to_move
        words = scene.turn_text().lower().replace(":", " ").split()
        assert you not in words and str(scene.state.owned_stacks(0)) in words
    finally:
        d.close()
        i18n.set_language("en")


def test_wait_for_the_bot_goes_as_soon_as_the_bot_has_moved(driver):
    """Issue 25, item 3: "Wait: Black (the bot) is thinking." stayed 3.44 s after the bot's move,
    under a turn line saying "White to move". A line about a position goes with it."""
    scene = driver.start_game("twentyseven", mode="bot", level="easy", side="0", first="0")
    driver.enter_move(playable_moves(scene.state)[0])
    driver.until(lambda: scene.anim is None)
    assert scene.match.bot_to_move
    driver.click(scene.board_rect.center)  # a click on the board while the bot thinks
    assert scene.status.key == "game.wait_bot" and scene.shown().status is scene.status
    thinking = scene.state
    driver.until(lambda: scene.state is not thinking, dt=0.02)  # the frame the bot's move came
    assert scene.human_to_move and scene.shown().status is None
    assert scene.turn_text().startswith("White to move")


# Two positions of seeded random games where Black has two moves: carry the top pawn of cell 3
# (1x3-1: the game goes on) or the top two (2x3-1), which ends the game lost; take the top
# pawn of cell 6 (1x6-2) or the top two (2x6-2), which ends it won
TWO_MOVES = {"loses": (1, 17, "R GBBB GWB G G G G GBBBW RBBWWWWWWW", "1x3-1"),
             "wins": (121, 15, "RWWWWWBB GB GBBB G G GBB G G RBWWWW", "2x6-2")}


@pytest.mark.skipif(not CAN_PAUSE, reason="needs POSIX signals")
@pytest.mark.parametrize("case", sorted(TWO_MOVES))
def test_a_bot_whose_worker_fails_twice_takes_the_win_and_leaves_the_loss(driver, case):
    """No move comes from the worker: the app plays one itself, never one that loses at once
    while another exists, and a win at once when there is one (it played a random move)."""
    seed, plies, line, wanted = TWO_MOVES[case]
    info = games.get("twentyseven")
    match = Match(info.id, info.options("basic", 0), [None, "easy"])
    rng = random.Random(seed)
    for _ in range(plies):
        match.play(rng.choice(match.state.legal_moves()))
    state = match.state
    assert state.to_text() == line and state.to_move == 1 and len(state.legal_moves()) == 2
    clock = watched(driver)
    bot = paused_before_the_game(driver, info.id)
    try:
        driver.app.resume_game(match)
        scene = driver.top
        fail_twice(driver, clock, scene, "easy")
    finally:
        resume(bot)
    assert "game.bot_failed" in [key for key, _, _ in driver.app.toasts]
    assert state.notation(scene.match.moves[plies]) == wanted


@pytest.mark.parametrize("variant", ["basic", "grey"])
def test_the_move_list_s_key_reads_as_a_key_and_speaks_of_bases_where_they_travel(driver, variant):
    """Issue 34, item 8: "2 × 9 → 8: … + base: their base went with them" headed every list,
    above "No moves yet" too, where it read like a move, and in Basic, where no base travels."""
    scene = driver.open_game("twentyseven", variant=variant)
    assert scene.shown().note == ""
    driver.enter_move(playable_moves(scene.state)[0])
    driver.settle()
    note = scene.shown().note
    assert note.split()[0].isalpha() and ("base" in note) == (variant != "basic")


# -- by ear: speech, for players who cannot see the board -----------------------------------

def test_a_lesson_played_from_the_words_and_keys_alone(listener):
    title = t(games.get("twentyseven").title)
    listener.tab_to(t("speech.tile", game=title, action=t("tutorial.learn")))
    listener.press(pygame.K_RETURN, frames=2)
    hint = template("speech.hint", move="(?P<move>.+?)", words=".*")
    finale, finished = t("tutorial.finale_title", game=title), t("tutorial.finished")
    rng, steps, in_game = random.Random(3), 0, False
    for _ in range(300):
        heard = listener.heard()
        if finished in heard:
            break
        in_game = in_game or finale in heard
        if in_game:
            play_a_turn(listener, rng)
            continue
        said = [m for m in map(hint.fullmatch, listener.ask(pygame.K_h)) if m]
        mark = len(listener.voice.lines)
        if said:  # the step's move, as the hint says it
            listener.type_move(said[-1]["move"])
            steps += 1
        else:  # a pass to read, or the step's answer still to come
            play_a_turn(listener, rng)
        listener.tick(25, dt=0.1)
        if said_as("tutorial.when_ready") in listener.heard(mark):  # the step done stays until the learner goes on
            listener.press(pygame.K_RETURN, frames=2)
    assert finished in listener.heard() and steps >= 3


def test_a_puzzle_solved_from_the_words_and_keys_alone(listener):
    title = t(games.get("twentyseven").title)
    assert t("puzzles.title") in listener.ask(pygame.K_p, frames=2)[0]
    listener.tab_to(f"{title}, ")
    listener.press(pygame.K_RETURN, frames=2)
    lit = template("speech.hint_piece", what="(?P<what>.+)")
    wrong, solved = said_as("puzzles.wrong_next"), t("puzzles.solved")
    tried = 0
    for _ in range(40):
        if solved in listener.heard():
            break
        found = [m for m in map(lit.fullmatch, listener.ask(pygame.K_h)) if m]
        if not found:  # the other side answering
            listener.tick(25, dt=0.1)
            continue
        listener.tab_to(t("speech.target_first", what=found[-1]["what"]))
        for move in moves_listed(listener.ask(pygame.K_a)[-1]):
            mark = len(listener.voice.lines)
            listener.type_move(move)
            tried += 1
            listener.tick(3, dt=0.1)
            if wrong not in listener.heard(mark):
                break
            listener.press(pygame.K_z, pygame.KMOD_CTRL)  # try again
        listener.tick(25, dt=0.1)
    assert solved in listener.heard() and tried >= 1


def test_keys_take_more_or_fewer_pawns_of_a_27_stack(tmp_path):
    from test_keyboard import KeysOnly

    keys = KeysOnly(tmp_path, size=(960, 600))
    try:
        take_by_keys(keys)
    finally:
        keys.close()


def take_by_keys(keys):
    keys.press(pygame.K_1 + [info.id for info in games.GAMES].index("twentyseven"), frames=2)
    keys.press_button(keys.top.start)
    scene = keys.top
    if scene.state.to_move == 1:  # the lot made Black first: a move of Black's
        keys.enter_move(playable_moves(scene.state)[0])
    start = scene.state.start(scene.state.to_move)
    keys.press_on(lambda key: key == ("pawn", start, 3))
    assert scene.input.clicks == (("pawn", start, 3),)
    keys.press(pygame.K_DOWN)
    assert scene.input.clicks == (("pawn", start, 4),)
    keys.press(pygame.K_UP)
    keys.press(pygame.K_UP)
    assert scene.input.clicks == (("pawn", start, 2),)
    keys.press(pygame.K_ESCAPE)
    assert scene.input.clicks == ()


def test_the_readme_names_the_arrow_that_takes_one_more_pawn(tmp_path):
    """Issue 44, item 5: the README's key table said Up for one more pawn and Down for one fewer,
    the other way round from the game (and from its key card)."""
    from pathlib import Path

    from test_keyboard import KeysOnly

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith("|") and "in 27" in line)
    keys, does = (cell.strip() for cell in row.strip().strip("|").split("|"))
    named = dict(zip(keys.split(" / "), (does.split(": ")[1].split(" / "))))  # key -> "one more" / "one fewer ..."
    arrow = {"Up": pygame.K_UP, "Down": pygame.K_DOWN}
    keys = KeysOnly(tmp_path, size=(960, 600))
    try:
        keys.press(pygame.K_1 + [info.id for info in games.GAMES].index("twentyseven"), frames=2)
        keys.press_button(keys.top.start)
        scene = keys.top
        if scene.state.to_move == 1:
            keys.enter_move(playable_moves(scene.state)[0])
        start = scene.state.start(scene.state.to_move)
        for name, words in named.items():
            keys.press_on(lambda key: key == ("pawn", start, 3))
            keys.press(arrow[name])
            assert scene.input.clicks == (("pawn", start, 4 if words.startswith("one more") else 2),), row
            keys.press(pygame.K_ESCAPE)
    finally:
        keys.close()


def test_a_stack_s_top_pawn_takes_a_pointer_24_pixels_tall_and_deeper_pawns_a_key(tmp_path):
    """Issue 42, item 7: a pawn of a stack is a band 17-21 pixels tall at the smallest window (a stack
    may hold 27 pawns): the top pawn, where a move starts, answers a click anywhere above its stack
    too (24 pixels and more), and more pawns of it are taken by keys (↓, ↑: ``take_by_keys``) or
    typed (N, "3x4")."""
    driver = Driver(tmp_path, size=(960, 600))
    try:
        scene = driver.open_game("twentyseven")
        driver.play_moves(6, seed=3)
        for stop in scene.board.stops(scene.press):
            if stop.key[0] != "pawn" or stop.key[2] != 1:
                continue
            x = stop.rect.centerx
            rows = [y for y in range(scene.board_rect.top, scene.board_rect.bottom)
                    if stop.key in scene.board.targets_at((x, y))]
            assert len(rows) >= 24, (stop.key, len(rows))
    finally:
        driver.close()
