"""Nothing moves on, nor goes away, without the player (issue 35, items 5-7): a lesson's step
done stays until the learner goes on, a puzzle's solution goes a move at a time, messages stay
until read, a hint's line survives the keys that go to its piece, the focus ring stays on the
board after the bot's reply, unless the Settings say lessons and puzzles go on by themselves;
Reduce motion stops what breathes, slides or fades. Game-independent: the registry's first
game with a lesson, with puzzles."""

import pygame
import pytest
from driver import Driver, playable_moves

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.puzzles import collection, maker
from pyrapack.settings import Settings
from pyrapack.tutorial.puzzle import Session
from pyrapack.ui import marks, theme

TEN_SECONDS = 200  # frames of 0.05 s: far longer than any pause the app ever had


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()


def key(driver, key, mod=0, frames=1):
    driver.press(key, mod=mod, frames=frames)


def lesson_step_done(driver):
    """The first game with a lesson, its first step's move played; the scene."""
    info = next(info for info in games.GAMES if info.has_lesson and info.playable)
    driver.app.start_tutorial(info.id, 0)
    driver.tick()
    scene = driver.top
    coach = scene.coaching
    driver.enter_move(coach.right_moves()[0])
    driver.until(lambda: coach.phase == "shown" and scene.anim is None)
    return scene, coach


def test_a_lesson_step_done_stays_until_the_learner_goes_on_by_key(driver):
    scene, coach = lesson_step_done(driver)
    driver.tick(TEN_SECONDS)
    assert coach.index == 0 and coach.phase == "shown"  # it went on by itself 1.95 s after the move
    assert coach.next_button.visible and coach.instruction() == t("tutorial.when_ready")
    key(driver, pygame.K_RETURN)  # "Next step" (with the ring shown, the ring is on it: test_keyboard)
    assert coach.index == 1 and coach.phase == "try"


def test_a_lesson_step_done_goes_on_at_a_click_on_the_board(driver):
    scene, coach = lesson_step_done(driver)
    driver.click(scene.board_rect.center)
    driver.tick()
    assert coach.index == 1


def test_with_the_setting_a_lesson_goes_on_by_itself(driver):
    driver.app.set_go_on(True)
    scene, coach = lesson_step_done(driver)
    driver.tick(TEN_SECONDS)
    assert coach.index >= 1


def a_puzzle(driver):
    """A puzzle of the first game with puzzles whose line has at least three moves, opened."""
    from pyrapack.puzzles import progress

    for info in games.GAMES:
        pool = collection.pool(info.id) if info.playable else []
        puzzle = next((p for p in pool if len(maker.walk(p)) >= 3 and p["refute"][0]), None)
        if puzzle is not None:
            Session(driver.app, info.id, progress.of(driver.app.storage)[0]).open(puzzle)
            driver.tick()
            return driver.top, driver.top.coaching
    raise AssertionError("no puzzle with a line of three moves")


def wrong_move(scene, coach):
    return next(m for m in playable_moves(scene.state) if coach.puzzle["refute"][0].get(str(m), [None])[0])


def test_a_puzzle_s_refutation_answers_as_soon_as_the_wrong_move_is_shown(driver):
    scene, coach = a_puzzle(driver)
    driver.enter_move(wrong_move(scene, coach))
    driver.until(lambda: scene.anim is None)
    driver.tick(1, dt=0.01)
    assert len(scene.match.moves) == 2  # the answer comes as a bot's would (it waited 0.7 s more)


def test_a_puzzle_s_solution_goes_a_move_at_a_time(driver):
    scene, coach = a_puzzle(driver)
    driver.enter_move(wrong_move(scene, coach))
    driver.until(lambda: scene.anim is None and len(scene.match.moves) == 2)
    driver.click(scene.hud.hint.rect.center)  # "Show solution": its first move at once
    driver.tick(TEN_SECONDS)
    assert coach.phase == "showing" and len(scene.match.moves) == 1  # it played the line by itself
    assert coach.next_move.visible
    driver.click(coach.next_move.rect.center)
    driver.tick(TEN_SECONDS)
    assert len(scene.match.moves) == 2
    while coach.phase == "showing":
        driver.click(coach.next_move.rect.center)
        driver.until(lambda: scene.anim is None)
    assert [str(m) for m in scene.match.moves] == coach.puzzle["line"]


def test_with_the_setting_a_puzzle_s_solution_plays_by_itself(driver):
    driver.app.set_go_on(True)
    scene, coach = a_puzzle(driver)
    driver.enter_move(wrong_move(scene, coach))
    driver.until(lambda: scene.anim is None and len(scene.match.moves) == 2)
    driver.click(scene.hud.hint.rect.center)
    driver.until(lambda: coach.phase == "done")


def test_a_message_stays_until_read_however_long_that_takes(driver):
    for n in range(3):  # more than the band holds at 960x600: some wait their turn
        driver.app.warn(("replay.imported", {"file": f"game {n}.pyrapack"}))
    driver.tick(TEN_SECONDS * 6)
    shown = driver.app.toast_layout((960, 600))
    assert shown and all(alpha == 255 for _, _, alpha in shown)  # no fading out
    assert len(driver.app.toasts) == 3  # none dropped for one waiting (6 s each, before)
    key(driver, pygame.K_LSHIFT)
    assert len(driver.app.toasts) < 3


def test_the_hint_s_line_stays_while_the_player_goes_to_the_hinted_piece(driver):
    info = next(info for info in games.GAMES if info.playable)
    scene = driver.open_game(info.id)
    key(driver, pygame.K_h)
    driver.until(lambda: scene.turns.hint is not None)
    said = scene.status
    assert said is not None and said.key.startswith("game.hint")
    for each in (pygame.K_TAB, pygame.K_TAB, pygame.K_RIGHT, pygame.K_RETURN):  # Tab to it, choose it
        key(driver, each)
    assert scene.status == said  # the first Tab erased it
    driver.enter_move(scene.turns.hint)
    driver.until(lambda: scene.anim is None)
    assert scene.status is None or scene.status.key != said.key  # about the position before: gone


def test_the_ring_stays_on_the_board_after_the_bot_s_reply(driver):
    info = next(info for info in games.GAMES if info.playable)
    scene = driver.open_game(info.id, players=(None, "beginner"))
    driver.settle()
    for _ in range(2):
        stops = scene.board.stops(scene.press)
        key(driver, pygame.K_TAB)  # the ring, on the board's first stop
        move = next(m for m in playable_moves(scene.state) if scene.input.sequence_of(m)[0] == stops[0].key)
        for target in scene.input.sequence_of(move):
            while scene.focus.current(scene.focus_stops()).key != target:
                key(driver, pygame.K_TAB)
            key(driver, pygame.K_RETURN)
        driver.settle()
        here = scene.focus.current(scene.focus_stops())
        assert here.key in scene.board.live_targets(), here.key  # it landed on Undo


def test_reduce_motion_stops_the_breathing_the_moves_and_the_fades(driver, monkeypatch):
    ticks = iter(range(0, 100000, 137))
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: next(ticks))
    assert len({marks.pulse() for _ in range(5)}) > 1
    driver.click(driver.top.settings_button.rect.center, frames=2)
    row = next(row for row in driver.top.rows if row.title == "settings.motion")
    driver.choose(row, True)
    assert driver.app.settings.reduce_motion and theme.REDUCED_MOTION
    assert len({marks.pulse() for _ in range(5)}) == 1
    key(driver, pygame.K_ESCAPE)
    info = next(info for info in games.GAMES if info.playable)
    scene = driver.open_game(info.id)
    assert driver.app.fade == 0
    driver.enter_move(playable_moves(scene.state)[0])
    assert scene.anim is None and len(scene.match.moves) == 1  # shown at its end at once


def test_the_two_settings_are_kept_and_older_files_wait_with_full_motion(tmp_path):
    older = Settings().to_dict()
    del older["go_on"], older["reduce_motion"]
    kept = Settings.from_dict(older)
    assert kept.go_on is False and kept.reduce_motion is False
    with pytest.raises(ValueError):
        Settings.from_dict(dict(older, go_on="yes"))
    d = Driver(tmp_path, size=(960, 600))
    try:
        d.app.set_go_on(True)
        d.app.set_motion(True)
    finally:
        d.close()
    d = Driver(tmp_path, size=(960, 600))
    try:
        assert d.app.settings.go_on and d.app.settings.reduce_motion and theme.REDUCED_MOTION
    finally:
        d.close()
