"""The real app, headless, while a bot thinks: frames keep coming, hints work, leaving stops it."""

import pygame
import pytest
from driver import Driver, playable_moves
from random_play import any_game, lasts
from worker_control import CAN_PAUSE, fail_twice, past_due, paused_before_the_game, resume, stop, watched

from pyrapack import games
from pyrapack.bots import worker
from pyrapack.match import Match
from pyrapack.scenes.menu import MenuScene

GAME = any_game().id  # what is tested here is the same in every game


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(1280, 800), timed_bots=True)
    yield d
    d.close()


def playable(game, plies=0):
    """``game``'s info; the test skips, saying why, when it has no scene yet or when a game of
    it can end within ``plies`` plies (a test that plays on after them)."""
    if not games.get(game).playable:
        pytest.skip(f"{game} has no game scene yet")
    if plies and not lasts(games.get(game), plies):
        pytest.skip(f"a game of {game} can end within {plies} plies")
    return games.get(game)


def thinking(driver, game=GAME):
    """A game two plies in, Hard (player 0) to move: past its opening book (the first two
    plies, answered at once), so Hard really searches, for its whole clock."""
    info = games.get(game)
    match = Match(game, info.options(None, 0), ["hard", None])
    for _ in range(2):
        match.play(match.state.legal_moves()[0])
    driver.app.resume_game(match)
    driver.tick()
    return driver.top


def test_frames_keep_coming_while_a_hard_bot_thinks(driver):
    scene = thinking(driver)
    driver.until(lambda: scene.turns.move_job is not None, frames=50)
    frames = 0
    while len(scene.match.moves) == 2:  # the scene takes the answer in a frame of its own
        driver.tick()
        frames += 1
        assert frames < 100_000
        driver.app.bot.listen(0.02)  # a frame every 20 ms at least, as a 50 Hz screen asks
    # a loop blocked by the search would tick once or twice before the answer is there
    assert frames >= 5
    assert scene.match.moves[2] in scene.match.states[2].legal_moves()


def test_leaving_the_game_cancels_the_search_without_waiting(driver):
    scene = thinking(driver)
    bot = driver.app.bot
    driver.until(lambda: scene.turns.move_job is not None, frames=50)
    job = scene.turns.move_job
    driver.press(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    assert bot.cancelled  # the worker's search stops at its next check
    assert bot.poll(job) is None
    # the worker is free for the next request at once
    match_record = scene.match.record()
    answer = bot.wait(bot.ask(match_record, "easy"), timeout=30)
    assert scene.match.rules.Move.from_dict(answer) in scene.state.legal_moves()


def test_closing_the_window_stops_the_worker(driver):
    scene = thinking(driver)
    driver.until(lambda: scene.turns.move_job is not None, frames=50)
    driver.post(pygame.QUIT)
    driver.tick()
    assert not driver.app.running and driver.app.bot.cancelled
    driver.app.shutdown()
    assert not driver.app.bot.alive


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_pressing_h_highlights_a_legal_hint_move(driver, game):
    playable(game)
    scene = driver.open_game(game, [None, None])
    driver.press(pygame.K_h)
    assert scene.turns.hint_job is not None
    driver.until(lambda: scene.turns.hint is not None, frames=4000, dt=0.01)
    move = scene.turns.hint
    assert move in scene.state.legal_moves()
    assert scene.marks().hint



# -- a hint and a move racing, a worker that hangs (issue 12, items 1 and 2) -----------------

needs_pause = pytest.mark.skipif(not CAN_PAUSE, reason="needs POSIX signals")


def first_move(scene):
    return playable_moves(scene.state)[0]


def toasts(driver):
    return [key for key, _, _ in driver.app.toasts]


@pytest.fixture
def paused(driver):
    """Resume the worker whatever happens, so that closing the app never waits on it."""
    yield
    resume(driver.app.bot)


@needs_pause
@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_a_move_played_before_the_hint_arrives_does_not_stall_the_bot(driver, paused, game):
    playable(game, plies=1)  # the game goes on after the first move
    scene = driver.open_game(game, [None, "easy"])
    bot = driver.app.bot
    stop(bot)  # the hint cannot come before the move
    driver.press(pygame.K_h)
    driver.enter_move(first_move(scene))
    assert len(scene.match.moves) == 1
    resume(bot)
    driver.until(lambda: len(scene.match.moves) >= 2, frames=3000)
    assert scene.match.moves[1] in scene.match.states[1].legal_moves()


@needs_pause
@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_a_hint_that_comes_after_the_move_is_not_shown_to_the_next_player(driver, paused, game):
    playable(game, plies=1)  # the game goes on after the first move
    scene = driver.open_game(game, [None, None])
    bot = paused_before_the_game(driver, game)  # between two people the first hint would start it
    driver.press(pygame.K_h)
    driver.enter_move(first_move(scene))
    resume(bot)
    driver.until(lambda: scene.turns.hint is not None or (scene.turns.hint_job is None and not bot.busy), frames=3000)
    assert scene.turns.hint is None
    driver.settle()
    driver.press(pygame.K_h)  # the next player's own hint is for their position
    driver.until(lambda: scene.turns.hint is not None, frames=4000, dt=0.01)
    assert scene.turns.hint in scene.state.legal_moves()


@needs_pause
def test_a_hung_worker_is_replaced_and_the_bot_still_moves(driver, paused):
    clock = watched(driver)
    bot = paused_before_the_game(driver, GAME)
    pid = bot.pid
    scene = driver.open_game(GAME, ["easy", None])
    driver.until(lambda: scene.turns.move_job is not None)
    driver.tick(20)  # well past the bot's own pause: still waiting, nothing said
    assert not scene.match.moves and "game.bot_restarted" not in toasts(driver)
    clock.advance(past_due(scene.info.id, "easy"))
    driver.tick()
    assert bot.pid != pid and "game.bot_restarted" in toasts(driver)
    driver.until(lambda: scene.match.moves, frames=4000, dt=0.01)
    assert scene.match.moves[0] in scene.match.states[0].legal_moves()


@needs_pause
def test_a_bot_that_never_answers_plays_a_fallback_move(driver, paused):
    clock = watched(driver)
    paused_before_the_game(driver, GAME)
    scene = driver.open_game(GAME, ["hard", None])
    fail_twice(driver, clock, scene, "hard")
    assert scene.match.moves[0] in scene.match.states[0].legal_moves()
    assert "game.bot_failed" in toasts(driver)


@needs_pause
def test_undo_does_not_queue_the_next_request_behind_a_stuck_worker(driver, paused):
    clock = watched(driver)
    scene = driver.open_game(GAME, [None, "easy"])
    bot = driver.app.bot
    driver.until(lambda: bot.ready, frames=4000, dt=0.01)
    move = first_move(scene)
    driver.enter_move(move)
    stop(bot)  # the bot's request goes to a worker that will never read it
    pid = bot.pid
    driver.until(lambda: scene.turns.move_job is not None)
    driver.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert not scene.match.moves and scene.turns.move_job is None
    clock.advance(worker.CANCEL_GRACE + 0.01)
    driver.enter_move(move)
    driver.until(lambda: len(scene.match.moves) >= 2, frames=4000, dt=0.01)
    assert bot.pid != pid


def hint_of_a_hung_worker(driver, game):
    """A hot-seat ``game`` whose player asked for a hint of a worker that hangs: (clock, scene, bot)."""
    clock = watched(driver)
    scene = driver.open_game(game, [None, None])
    bot = paused_before_the_game(driver, game)  # between two people the first hint would start it
    driver.press(pygame.K_h)
    driver.tick(20)
    assert scene.turns.hint is None
    return clock, scene, bot


@needs_pause
def test_a_hint_from_a_hung_worker_is_asked_again_of_a_new_one(driver, paused):
    clock, scene, bot = hint_of_a_hung_worker(driver, GAME)
    clock.advance(past_due(scene.info.id, "medium"))
    driver.until(lambda: scene.turns.hint is not None, frames=4000, dt=0.01)
    assert scene.turns.hint in scene.state.legal_moves()
    assert "game.bot_restarted" in toasts(driver)


@needs_pause
def test_a_hint_no_worker_gives_is_given_up_with_a_word_and_the_game_goes_on(driver, paused):
    clock, scene, bot = hint_of_a_hung_worker(driver, GAME)
    clock.advance(past_due(scene.info.id, "medium"))
    driver.tick()
    assert bot.restarts == 1 and scene.turns.hint_job is not None  # asked again of a new worker
    stop(bot)  # which hangs too: before or after it said it was ready (the pipe may still hold that)
    clock.advance(worker.START_GRACE + past_due(scene.info.id, "medium"))
    driver.until(lambda: scene.turns.hint_job is None or bot.ready, frames=50)
    if scene.turns.hint_job is not None:  # its "ready" was read after the clock moved: it counts from then
        clock.advance(past_due(scene.info.id, "medium"))
    driver.until(lambda: scene.turns.hint_job is None, frames=50)
    assert scene.turns.hint is None and scene.status[0] == "game.hint_failed"
    driver.enter_move(first_move(scene))  # the game goes on: a move, then a hint that comes
    assert len(scene.match.moves) == 1
    driver.press(pygame.K_h)
    driver.until(lambda: scene.turns.hint is not None, frames=4000, dt=0.01)
    assert scene.turns.hint in scene.state.legal_moves()


def test_between_two_people_no_bot_process_starts_until_a_hint_is_asked(driver):
    """A game of two people needs no bot: its process starts with the first hint, not before
    (against the bot it starts as the game opens, warm for the first move)."""
    game = next(g.id for g in games.GAMES if g.playable)
    scene = driver.open_game(game, [None, None])
    driver.tick(5)
    assert not driver.app.bot.alive
    driver.press(pygame.K_h)
    driver.until(lambda: scene.turns.hint is not None, frames=4000, dt=0.01)
    assert driver.app.bot.alive
    driver.app.back_to_menu()
    driver.app.bot.close()
    driver.open_game(game, [None, "easy"])
    assert driver.app.bot.alive
