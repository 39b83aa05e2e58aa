"""What every playable game offers in the real app: undo/redo against the bot, resume, sizes."""

import functools
import json
import os
import pathlib
import pickle
import random
import subprocess
import sys

import pygame
import pytest
import elsewhere
from driver import Driver
from random_play import lasts

from pyrapack import games
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.menu import MenuScene

ROOT = pathlib.Path(__file__).resolve().parents[1]
PLAYABLE = [g.id for g in games.GAMES if g.playable]


@functools.cache
def lasting(game, plies):
    """Skip, saying why, when a game of ``game`` can end within ``plies`` plies: the test plays
    that many moves, the bot's among them (looked at once per game)."""
    if not lasts(games.get(game), plies):
        pytest.skip(f"a game of {game} can end within {plies} plies")


def human_move(driver, rng):
    scene = driver.top
    moves = [m for m in scene.state.legal_moves() if not getattr(m, "is_pass", False)]
    driver.enter_move(rng.choice(moves))


@pytest.mark.parametrize("game", PLAYABLE)
def test_undo_against_the_bot_takes_back_its_reply_and_my_move(tmp_path, game):
    lasting(game, 4)  # my move, its reply, mine, its reply: then my turn again
    driver = Driver(tmp_path, size=(960, 600), game=game, bot="easy", side="0")
    try:
        scene = driver.top
        rng = random.Random(game)
        driver.settle()
        human_move(driver, rng)
        driver.settle()
        mine = scene.state  # my turn again, after the bot's reply
        human_move(driver, rng)
        driver.settle()
        assert scene.state.to_move == 0 and not scene.state.is_over
        count = len(scene.match.moves)
        before_last_turn = mine
        driver.press(pygame.K_z, mod=pygame.KMOD_CTRL)
        assert scene.state == before_last_turn and scene.state.to_move == 0
        assert len(scene.match.moves) < count
        driver.press(pygame.K_y, mod=pygame.KMOD_CTRL)
        assert len(scene.match.moves) == count
        driver.click(scene.hud.undo.rect.center)
        assert scene.state == before_last_turn
        assert scene.turns.move_job is None  # no search was started for a human turn
    finally:
        driver.close()


@pytest.mark.parametrize("game", PLAYABLE)
def test_a_fresh_app_process_resumes_the_autosaved_game(tmp_path, game):
    lasting(game, 4)  # two moves of mine, each with the bot's reply
    script = (
        "import random, sys\n"
        f"sys.path[:0] = ['tests', *{elsewhere.folders()!r}]\n"
        "import pickle\n"
        "from pyrapack import games\n"
        f"games.register(*pickle.loads({pickle.dumps(games.added())!r}))  # the tests' own game too\n"
        "from driver import Driver\n"
        f"d = Driver({str(tmp_path)!r}, size=(960, 600), game={game!r}, bot='easy', side='0')\n"
        "rng = random.Random(5)\n"
        "d.settle()\n"
        "for _ in range(2):\n"
        "    moves = [m for m in d.top.state.legal_moves() if not getattr(m, 'is_pass', False)]\n"
        "    d.enter_move(rng.choice(moves))\n"
        "    d.settle()\n"
        "print(__import__('json').dumps(d.top.state.to_dict()))\n"
        "d.close()\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    position = json.loads(out.stdout.strip().splitlines()[-1])
    driver = Driver(tmp_path, size=(960, 600))
    try:
        menu = driver.top
        assert isinstance(menu, MenuScene) and menu.resume_button.visible
        driver.click(menu.resume_button.rect.center)
        scene = driver.top
        assert isinstance(scene, GameScene) and scene.info.id == game
        assert scene.state.to_dict() == position
        assert scene.match.players == (None, "easy")
    finally:
        driver.close()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("game", PLAYABLE)
def test_nothing_overlaps_in_a_game_scene(tmp_path, game, size):
    driver = Driver(tmp_path, size=size, game=game)
    try:
        scene = driver.top
        screen = pygame.Rect((0, 0), size)
        assert screen.contains(scene.board_rect) and screen.contains(scene.panel_rect)
        assert not scene.board_rect.colliderect(scene.panel_rect)
        buttons = [b for b in scene.buttons if b.visible and b is not scene.hud.confirm]
        for i, a in enumerate(buttons):
            assert screen.contains(a.rect), a.label
            assert scene.panel_rect.contains(a.rect), a.label
            for b in buttons[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.label, b.label)
    finally:
        driver.close()
