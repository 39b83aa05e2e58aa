"""Starting the game: main.py, python -m pyrapack, and the command line options."""

import os
import pathlib
import subprocess
import sys

import pytest
from driver import Driver

from pyrapack import cli
from pyrapack.scenes.twentyseven.scene import TwentySevenScene

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run(args, **kw):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=60, **kw)


def test_help_describes_the_options():
    out = run(["-m", "pyrapack", "--help"])
    assert out.returncode == 0
    for option in ("--no-sound", "--fullscreen", "--game", "--vs-bot"):
        assert option in out.stdout


def test_bad_option_is_a_clear_error():
    out = run(["-m", "pyrapack", "--game", "twentyseven", "--variant", "blue"])
    assert out.returncode == 2 and "no variant 'blue'" in out.stderr


def test_main_py_without_pygame_explains_how_to_install_it():
    code = ("import sys, runpy; sys.modules['pygame'] = None; sys.argv = ['main.py'];"
            "runpy.run_path('main.py', run_name='__main__')")
    out = run(["-c", code])
    assert out.returncode == 1
    assert "pygame-ce" in out.stderr and "pip install -r requirements.txt" in out.stderr
    assert "Traceback" not in out.stderr


def test_main_py_has_a_shebang_for_double_clicking():
    assert (ROOT / "main.py").read_text().startswith("#!/usr/bin/env python3")


def test_launch_straight_into_a_game_against_the_bot(tmp_path):
    launch = cli.parse(["--game", "twentyseven", "--vs-bot", "hard", "--side", "black",
                        "--variant", "red", "--no-sound"])
    assert (launch.game, launch.bot, launch.side, launch.variant) == ("twentyseven", "hard", "1", "red")
    driver = Driver(tmp_path, game="twentyseven", bot="hard", side="1", variant="red", no_sound=True)
    try:
        scene = driver.top
        assert isinstance(scene, TwentySevenScene)
        assert scene.match.players == ("hard", None)
        assert scene.state.variant == "red"
        assert not driver.app.sound.available
    finally:
        driver.close()


@pytest.mark.parametrize("argv", [["--size", "big"], ["--vs-bot", "godlike"], ["--game", "chess"]])
def test_malformed_arguments_exit_with_usage(argv):
    with pytest.raises(SystemExit) as exc:
        cli.parse(argv)
    assert exc.value.code == 2


def test_every_package_and_the_assets_are_installed_by_pyproject():
    tomllib = pytest.importorskip("tomllib")

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "pyrapack").rglob("__init__.py")}
    assert found <= listed
    assert config["package-dir"]["pyrapack._assets"] == "assets"
