"""The README's screenshot script runs headless and writes a picture of every screen."""

import pathlib
import subprocess
import sys

import pygame

from pyrapack import games

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_screenshot_script_writes_every_screen(tmp_path):
    out = subprocess.run([sys.executable, "tools/screenshots.py", "--out", str(tmp_path), "--size", "960x600"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    expected = {"menu", "setup", "rules", "learn", "replay"} | {g.id for g in games.GAMES if g.playable}
    assert {p.stem for p in tmp_path.glob("*.png")} == expected
    for path in tmp_path.glob("*.png"):
        assert pygame.image.load(str(path)).get_size() == (960, 600)


def test_screenshot_script_draws_two_steps_of_every_lesson(tmp_path):
    out = subprocess.run([sys.executable, "tools/screenshots.py", "--lessons", "--out", str(tmp_path),
                          "--size", "960x600", "--lang", "fr"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    shots = sorted(p.stem for p in tmp_path.glob("*.png"))
    assert len(shots) == 2 * len(games.GAMES)
    assert {name.split("-")[1] for name in shots} == {g.id for g in games.GAMES}
