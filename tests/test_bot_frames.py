"""The real app, headless, while a bot thinks: frames keep coming, hints work, leaving stops it."""

import pygame
import pytest
from driver import Driver

from pyrapack import games
from pyrapack.rules import GAMES
from pyrapack.scenes.menu import MenuScene


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(1280, 800))
    yield d
    d.close()


def playable(game):
    if not games.get(game).playable:
        pytest.skip(f"{game} has no game scene yet")
    return games.get(game)


def start(driver, game, players):
    info = games.get(game)
    driver.app.start_game(game, {"options": info.options(None, 0), "players": players})
    driver.tick()
    return driver.top


def test_frames_keep_coming_while_a_hard_bot_thinks(driver):
    scene = start(driver, "twentyseven", ["hard", None])
    bot = driver.app.bot
    driver.until(lambda: scene.bot_job is not None, frames=50)
    frames = 0
    while not bot.has_answer():
        driver.tick()
        frames += 1
        assert frames < 100_000
    # a loop blocked by the search would tick once or twice before the answer is there
    assert frames >= 5
    driver.until(lambda: scene.match.moves, frames=200)
    assert scene.match.moves[0] in scene.match.states[0].legal_moves()


def test_leaving_the_game_cancels_the_search_without_waiting(driver):
    scene = start(driver, "twentyseven", ["hard", None])
    bot = driver.app.bot
    driver.until(lambda: scene.bot_job is not None, frames=50)
    job = scene.bot_job
    driver.press(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    assert bot.cancelled  # the worker's search stops at its next check
    assert bot.poll(job) is None
    # the worker is free for the next request at once
    match_record = scene.match.record()
    answer = bot.wait(bot.ask(match_record, "easy"), timeout=30)
    assert scene.rules.Move.from_dict(answer) in scene.state.legal_moves()


def test_closing_the_window_stops_the_worker(driver):
    scene = start(driver, "twentyseven", ["hard", None])
    driver.until(lambda: scene.bot_job is not None, frames=50)
    driver.post(pygame.QUIT)
    driver.tick()
    assert not driver.app.running and driver.app.bot.cancelled
    driver.app.shutdown()
    assert not driver.app.bot.alive


@pytest.mark.parametrize("game", GAMES)
def test_pressing_h_highlights_a_legal_hint_move(driver, game):
    playable(game)
    scene = start(driver, game, [None, None])
    driver.press(pygame.K_h)
    assert scene.hint_job is not None
    driver.until(lambda: scene.hint is not None, frames=4000, dt=0.01)
    move = scene.hint[0]
    assert move in scene.state.legal_moves()
    assert scene.hint_targets
