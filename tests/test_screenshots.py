"""The README's screenshot script runs headless and writes a picture of every screen."""

import pathlib
import subprocess
import sys

import pygame
import pytest

from pyrapack import games
from pyrapack.app import App
from pyrapack.cli import Launch
from pyrapack.ui import text

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


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_words_are_cut_short_on_the_screens_of_the_pictures(tmp_path, monkeypatch, size, lang):
    """Every screen the screenshots show, lessons included: no line ends in an ellipsis."""
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import screenshots

    cut = []
    whole = text.ellipsize

    def ellipsize(words, *args, **kwargs):
        shown = whole(words, *args, **kwargs)
        if shown != words:
            cut.append(words)
        return shown

    monkeypatch.setattr(text, "ellipsize", ellipsize)
    monkeypatch.setattr(pygame.image, "save", lambda *args: None)
    app = App(Launch(data_dir=str(tmp_path), size=size, no_sound=True, language=lang))
    app.fps = 0
    try:
        screenshots.frames(app)
        screenshots.readme(app, tmp_path)
        app.back_to_menu()
        screenshots.lessons(app, tmp_path)
    finally:
        app.quit()
        app.shutdown()
    assert not cut
