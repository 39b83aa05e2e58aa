"""What the app draws does not follow Python's hash seed: a set of strings (a face's letter, a
target such as ``("pawn", square)``) iterates in an order that changes with ``PYTHONHASHSEED``
from run to run, so whatever is drawn from one is drawn in a fixed order instead."""

import hashlib
import os
import pathlib
import subprocess
import sys

import pygame

from pyrapack.rules import pyramidames as rules
from pyrapack.views.pyramidames.top import Picture, TopView

ROOT = pathlib.Path(__file__).resolve().parents[1]

# The Pyramidames lesson's summit capture, half entered (tools/screenshots.py's picture of it):
# its jump lights two faces, tinted over each other.
SUMMIT = """
import hashlib, sys, tempfile
sys.path.insert(0, "tools")
import pygame, screenshots
from pyrapack.app import App
with tempfile.TemporaryDirectory() as data:
    app = App(screenshots.first_start(data, (960, 600), "en"))
    app.fps = 0
    screenshots.marks.pulse = lambda period=0.9: 0.5
    screenshots.lesson_step(app, "pyramidames", "summit")
    print(hashlib.sha256(pygame.image.tobytes(pygame.display.get_surface(), "RGB")).hexdigest())
    app.quit()
    app.shutdown()
"""


def summit_picture(seed):
    env = dict(os.environ, PYTHONHASHSEED=str(seed), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", SUMMIT], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()[-1]


def test_the_lessons_summit_capture_is_drawn_the_same_whatever_the_hash_seed():
    """Seeds 0 and 1 iterated the two faces the capture lights in opposite orders: each face's
    outline went under or over the other's tint (1260 pixels apart)."""
    assert summit_picture(0) == summit_picture(1)


class _Backwards(frozenset):
    """A frozenset that iterates the other way round from its sorted order: a hash seed's order."""

    def __iter__(self):
        return iter(sorted(frozenset.__iter__(self), reverse=True))


class _Forwards(frozenset):
    def __iter__(self):
        return iter(sorted(frozenset.__iter__(self)))


def test_the_faces_in_use_are_tinted_in_a_fixed_order():
    """The top view of board E with two faces in use, whose wedges overlap: the same pixels
    whichever order the set of faces gives them in."""
    pygame.init()
    top = TopView()
    top.layout(pygame.Rect(0, 0, 400, 400), 1.0)
    drawn = []
    for faces in (_Forwards({"B", "C"}), _Backwards({"B", "C"})):
        surface = pygame.Surface((400, 400))
        top.draw(surface, Picture(pieces={(2, 2): 0}, active=faces, lifted=(2, 2)))
        drawn.append(hashlib.sha256(pygame.image.tobytes(surface, "RGB")).digest())
    assert rules.faces_of(7, 7) >= {"B", "C"}  # the corner both wedges hold: they overlap
    assert drawn[0] == drawn[1]
