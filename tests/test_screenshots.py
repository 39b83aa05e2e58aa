"""The README's screenshot script runs headless and writes a picture of every screen."""

import os
import pathlib
import subprocess
import sys

import pygame
import pytest

from driver import walk_the_pictures

from pyrapack import games
from pyrapack.ui import text, theme

ROOT = pathlib.Path(__file__).resolve().parents[1]


def registered_here():
    """The modules of the games registered here beyond the shipped ones (the tests' own), by name:
    a process started by a test registers them too."""
    return [name for info in games.added() for name, module in list(sys.modules.items())
            if getattr(module, "GAME", None) is info]


def script(*args):
    """tools/screenshots.py run with ``args`` and the games registered here (the tests' own too)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), os.environ.get("PYTHONPATH", "")]))
    return subprocess.run([sys.executable, "tools/screenshots.py", *args,
                           *(f"--register={name}" for name in registered_here())],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_screenshot_script_writes_every_screen(tmp_path):
    out = script("--out", str(tmp_path), "--size", "960x600")
    assert out.returncode == 0, out.stderr
    expected = {"menu", "setup", "settings", "rules", "learn", "replay", "puzzle"} | {g.id for g in games.GAMES if g.playable}
    assert {p.stem for p in tmp_path.glob("*.png")} == expected
    for path in tmp_path.glob("*.png"):
        assert pygame.image.load(str(path)).get_size() == (960, 600)


def test_screenshot_script_draws_two_steps_of_every_lesson(tmp_path):
    out = script("--lessons", "--out", str(tmp_path), "--size", "960x600", "--lang", "fr")
    assert out.returncode == 0, out.stderr
    shots = sorted(p.stem for p in tmp_path.glob("*.png"))
    assert len(shots) == 2 * len(games.GAMES)
    assert {name.split("-")[1] for name in shots} == {g.id for g in games.GAMES}


def test_the_pictures_show_the_same_game_on_a_machine_too_busy_to_think(monkeypatch):
    """The replay's game is played by Medium on its node budget: with its clock run out before
    it starts (a busy machine), the game, and so every word the replay shows, is the same (it
    was not: French's "En faire un problème" was cut in one game out of three, issue 34)."""
    import dataclasses

    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import screenshots

    from pyrapack.bots import engine

    usual = screenshots.reviewed_game()
    monkeypatch.setitem(engine.LEVELS, "medium", dataclasses.replace(engine.LEVELS["medium"], seconds=0.0))
    busy = screenshots._reviewed_game.__wrapped__(usual.game, 9)
    assert [str(m) for m in busy.moves] == [str(m) for m in usual.moves]


SMALLEST_TEXT = {(960, 600): 14, (1280, 800): 16, (1920, 1080): 16}  # pixels, at 100%


# English in the smallest window and at the largest Size; elsewhere French, whose words are the
# longer ones (a line fitted to its room is drawn smaller the longer it is)
@pytest.mark.parametrize("size, lang, zoom", [((960, 600), "en", 100), ((960, 600), "fr", 100),
                                              ((1280, 800), "fr", 100), ((1920, 1080), "fr", 100),
                                              ((960, 600), "fr", 150), ((1920, 1080), "en", 150)])
def test_no_words_are_cut_short_nor_small_on_the_screens_of_the_pictures(tmp_path, monkeypatch, cut_words, size, lang,
                                                                        zoom):
    """Every screen the screenshots show, lessons included, and Your games with games of every
    kind kept and their replays (issue 34, item 10: "…contre l'ordinateur · Fa…", "…their goal,
    cel…"), at the design size, the smallest window and the largest, at the Size setting's 100%
    and its largest: no line ends in an ellipsis, and none is drawn smaller than 14 px in the
    smallest window, 16 px from the design size up."""
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import screenshots

    cut, small = cut_words, set()
    render = text.render

    def rendered(words, size_asked, color=theme.TEXT, kind="body"):
        line = render(words, size_asked, color, kind)  # a line is as high as its font's lines
        if line.get_height() < theme.font(SMALLEST_TEXT[size], kind).get_linesize():
            small.add(words)
        return line

    monkeypatch.setattr(text, "render", rendered)
    monkeypatch.setattr(pygame.image, "save", lambda *args: None)
    walk_the_pictures(screenshots, tmp_path, screenshots.lessons, lambda app, out: screenshots.library(app, out, out, settle=1),
                      size=size, language=lang, zoom=zoom)
    assert not sorted(set(cut)), "\n".join(sorted(set(cut)))
    assert not small
