"""What the app draws, and the order the keyboard goes round the board in, do not follow Python's
hash seed: a set of strings (a target such as ``("pawn", square)``, a face's letter) iterates in
an order that changes with ``PYTHONHASHSEED`` from run to run, so whatever is drawn or walked
from one goes in a fixed order instead."""

import os
import pathlib
import subprocess
import sys

from test_screenshots import registered_here

from pyrapack import games

ROOT = pathlib.Path(__file__).resolve().parents[1]

# Every step of every lesson with its move half entered (what lights a capture's faces, a
# selection's destinations...), and each game in the middle with a piece chosen
# (tools/screenshots.py's pictures): a digest of each screen and the board's keyboard stops.
SCREENS = """
import hashlib, importlib, random, sys, tempfile
sys.path[:0] = ["tools", "tests"]
import pygame, screenshots
from test_screenshots import registered_here

from pyrapack import games
from pyrapack.app import App
for name in sys.argv[1:]:  # the games registered in the tests (their own)
    games.register(importlib.import_module(name).GAME)

def seen(scene):
    screen = hashlib.sha256(pygame.image.tobytes(pygame.display.get_surface(), "RGB")).hexdigest()
    return screen, [stop.key for stop in scene.board.stops(lambda target: None)]

with tempfile.TemporaryDirectory() as data:
    app = App(screenshots.first_start(data, (960, 600), "en"))
    app.fps = 0
    screenshots.marks.pulse = lambda period=0.9: 0.5  # the marks that breathe, caught mid-breath
    for info in games.GAMES:
        lesson = info.lesson()
        for index in range(len(lesson.steps) if lesson else 0):
            app.start_tutorial(info.id, index)
            scene = app.top
            for target in scene.input.sequence_of(scene.coaching.right_moves()[0])[:-1]:
                scene.input.click(target)
            screenshots.frames(app, 1)
            print(info.id, index, *seen(scene))
            app.back_to_menu()
        if info.playable:
            app.start_game(info.id, {"options": info.options(None, 0), "players": [None, None]})
            scene = app.top  # under the end's banner if the game ends
            screenshots.middle_game(app, info.id, random.Random(info.id))
            print(info.id, "game", *seen(scene))
            app.back_to_menu()
    app.quit()
    app.shutdown()
"""


def screens(seed):
    env = dict(os.environ, PYTHONHASHSEED=str(seed), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", SCREENS, *registered_here()], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def test_the_lessons_and_the_boards_are_drawn_and_walked_the_same_whatever_the_hash_seed():
    """Seeds 0 and 1 drew a lesson's capture over the summit of board E differently (the two
    faces it lights were tinted in the set's order, each outline under the other's tint)."""
    first, second = screens(0), screens(1)
    steps = sum(len(info.lesson().steps) for info in games.GAMES if info.lesson())
    assert len(first) == steps + sum(1 for info in games.GAMES if info.playable)
    assert first == second
