"""What ships is what runs: the wheel installed into a fresh environment carries every file the
code reads, and the stand-alone build's spec carries the same files.

The source tree is one witness, the installed wheel the other: the app is started from the
installed copy (``--self-check``: fonts, icon, sounds, opening books, puzzles, the bot's worker)
and its counts are compared with the checkout's. Marked ``build``: it builds a wheel.
"""

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from pyrapack import games, shipped

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import build_app  # noqa: E402

pytestmark = pytest.mark.build


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    """The project's wheel, built once, as pip builds it for ``pip install .``, from a copy of the
    checkout (setuptools would reuse a ``build/`` folder left in the checkout, and leave one)."""
    out = tmp_path_factory.mktemp("wheel")
    source = out / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"))
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                           "--no-index", "-q", "-w", str(out), str(source)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    (built,) = out.glob("pyrapack-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory):
    """A fresh virtual environment with the wheel installed: its Python. The game's own
    dependencies (pygame-ce, platformdirs) come from the test's environment through a ``.pth``
    line, so that nothing is downloaded; the package itself only from the wheel."""
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                          capture_output=True, text=True, check=True).stdout.strip()
    (Path(site) / "dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                           "--no-index", "-q", str(wheel)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return python


def data_files_of_the_checkout():
    """Every file of the package that is not Python, and every asset: what the code reads."""
    package = [p for p in (ROOT / "pyrapack").rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")
               and "__pycache__" not in p.parts]
    assets = [p for p in (ROOT / "assets").rglob("*") if p.is_file()]
    return package, assets


def test_the_wheel_holds_every_data_file_of_the_checkout(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    package, assets = data_files_of_the_checkout()
    wanted = {p.relative_to(ROOT).as_posix() for p in package}
    wanted |= {"pyrapack/_assets/" + p.relative_to(ROOT / "assets").as_posix() for p in assets
               if p.suffix in (".ttf", ".wav", ".png", ".ico", ".icns") or p.parent.name in ("fonts", "sounds")}
    assert wanted - names == set()
    assert {f"pyrapack/puzzles/data/{g.id}.json" for g in games.SHIPPED if g.has("puzzles")} <= names


def test_the_installed_wheel_starts_and_reads_every_shipped_file(installed, tmp_path):
    """Started from the installed copy, away from the checkout: every data file is read from
    there, and holds as many entries as the checkout's (72 puzzles per game...)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "data"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    where = subprocess.run([str(installed), "-I", "-c", "import pyrapack, pyrapack.shipped as s; "
                            "print(pyrapack.__file__); print(s.path_of('puzzles', pyrapack.games.GAMES[0].id))"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert where.returncode == 0, where.stderr
    venv = installed.parents[1]
    assert all(Path(line).is_relative_to(venv) for line in where.stdout.split())  # not the checkout's
    done = subprocess.run([str(installed), "-I", "-m", "pyrapack", "--self-check"], cwd=tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "self-check passed" in out and "Traceback" not in out
    assert f"loaded from {venv}" in out and f"found in {venv}" in out  # fonts and sounds: the installed ones
    line = re.search(r"shipped data: (.*)", out).group(1)
    counts = {(layer, game): int(n) for layer, found in (part.split(": ") for part in line.split("; "))
              for game, n in (entry.split(" ") for entry in found.split(", "))}
    assert counts == {(layer, game): len(shipped.entries(layer, game)) for layer, game in shipped.expected()
                      if games.get(game) in games.SHIPPED}  # the installed app has no tests' game
    assert all(counts["puzzles", g.id] >= 60 for g in games.SHIPPED if g.has("puzzles"))


def test_the_standalone_spec_carries_every_data_file_the_wheel_does(wheel):
    """The build's ``--add-data`` pairs cover each data file of the wheel, at the place the code
    looks for it in the build (``assets/`` beside the package, ``pyrapack/<layer>/data/``)."""
    args = build_app.pyinstaller_args(ROOT / "dist", ROOT / "build")
    pairs = [args[i + 1].split(os.pathsep) for i, arg in enumerate(args) if arg == "--add-data"]
    carried = set()
    for source, target in pairs:
        source = Path(source)
        files = [source] if source.is_file() else [p for p in source.rglob("*") if p.is_file()]
        carried |= {f"{target}/{p.relative_to(source).as_posix()}" if source.is_dir() else f"{target}/{p.name}"
                    for p in files}
    # the program's icon for Windows and macOS (.ico, .icns) is the build's own ``--icon``, never read
    in_wheel = {name.replace("pyrapack/_assets/", "assets/", 1) for name in zipfile.ZipFile(wheel).namelist()
                if not name.endswith((".py", ".pyc", ".ico", ".icns")) and ".dist-info/" not in name}
    assert in_wheel - carried == set()
