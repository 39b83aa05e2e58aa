"""The stand-alone build: ``tools/build_app.py`` makes a PyraPack that runs without Python.

It takes PyInstaller about half a minute, so these tests are marked ``build``: a
developer may skip them with ``pytest -m "not build"``; CI runs them (plain ``pytest``).
"""

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pyrapack import games, shipped

ROOT = Path(__file__).resolve().parents[1]
BANNER = re.compile(r"pygame-ce \d+\.\d+\.\d+ \(SDL [\d.]+, Python|Hello from the pygame community")
EXE = "PyraPack.exe" if sys.platform == "win32" else "PyraPack"

pytestmark = pytest.mark.build


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The app, built once into a temporary folder: (its folder, the build's output)."""
    out = tmp_path_factory.mktemp("app")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "build_app.py"),
                           "--dist", str(out / "dist"), "--work", str(out / "work")],
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    return out / "dist" / "PyraPack", done


def test_the_build_is_one_folder_with_the_program_and_its_files(built):
    folder, done = built
    assert (folder / EXE).is_file() and os.access(folder / EXE, os.X_OK)
    names = {p.name for p in folder.rglob("*")}
    assert {"Comfortaa-Bold.ttf", "Lato-Regular.ttf", "Lato-Bold.ttf", "move.wav", "win.wav",
            "icon.png"} <= names
    if importlib.util.find_spec("accessible_output2") is not None:  # speech, imported only when it starts
        assert any("accessible_output2" in p.parts for p in folder.rglob("*"))
    packed = {p.relative_to(folder).as_posix() for p in folder.rglob("*.json")}
    for layer, game in shipped.expected():  # the opening books, the puzzles (of the games it ships)
        if games.get(game) not in games.SHIPPED:
            continue  # the tests' own game: registered by the tests, never built
        assert any(name.endswith(f"pyrapack/{layer}/data/{game}.json") for name in packed), (layer, game)
    assert f"Built {folder}" in done.stdout
    assert not BANNER.search(done.stdout + done.stderr)
    assert "required via ctypes not found" not in done.stdout + done.stderr  # shell32, ole32: Windows' (issue 25)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="desktop entries are for Linux")
def test_on_linux_a_desktop_entry_starts_the_program_beside_it_wherever_the_folder_goes(built):
    """Its command names no folder: the program beside the entry (issue 25, item 8)."""
    from pyrapack import desktop_entry

    folder, _ = built
    entry = (folder / "PyraPack.desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines()[1:] if "=" in line)
    assert entry.startswith("[Desktop Entry]\n") and fields["Type"] == "Application"
    assert fields["Exec"] == desktop_entry.beside_command(EXE) and str(folder) not in fields["Exec"]
    assert Path(fields["Icon"]).is_file() and "Path" not in fields
    assert fields["Terminal"] == "false" and os.access(folder / "PyraPack.desktop", os.X_OK)


def test_the_built_program_plays_headless_and_its_bot_worker_answers(built, tmp_path):
    """Started like a player would (no Python around it), it checks itself and exits."""
    folder, _ = built
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "PYGAME_", "VIRTUAL_ENV"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([str(folder / EXE), "--self-check"], cwd=tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "stand-alone build" in out and "Traceback" not in out and not BANNER.search(out)
    assert f"loaded from {folder}" in out  # the fonts come from the build, not from the clone
    assert re.search(r"window: \d+x\d+ \(dummy video driver\), \d+ frames drawn", out)
    assert "sounds: 6 found in " + str(folder) in out
    assert "bot: Hard move" in out and "answered by the worker process" in out
    assert re.search(r"shipped data: bots: .* [1-9]\d*; puzzles: .* [1-9]\d*", out)  # books and puzzles
    assert "names: counted by what a reader sees as one character (regex " in out  # the build carries regex
    assert "games index: SQLite 3." in out  # and sqlite3
    assert "self-check passed" in out
    assert not (tmp_path / "data" / "applications").exists()  # a check puts nothing in the desktop's menu


def test_the_built_program_s_help_calls_it_by_its_name(built, tmp_path):
    """Issue 34, item 12: its --help said "usage: pyrapack", a name the stand-alone folder has not."""
    folder, _ = built
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "PYGAME_", "VIRTUAL_ENV"))}
    done = subprocess.run([str(folder / EXE), "--help"], cwd=tmp_path, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.startswith(f"usage: {EXE.removesuffix('.exe')} "), done.stdout
