"""Starting the game: main.py, python -m pyrapack, the pyrapack command and their options.

(main.py's set-up of its own .venv is tested in test_launcher.py.)
"""

import ast
import os
import pathlib
import re
import runpy
import subprocess
import sys

import pytest
from driver import Driver

from pyrapack import cli, games
from pyrapack.bootstrap import preflight
from pyrapack.scenes.game import scene_class

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


#: a game with variants, as a player's PyraPack has it (the command runs in a process of its own)
VARIED = next(info for info in games.SHIPPED if info.variants)


def test_bad_option_is_a_clear_error():
    out = run(["-m", "pyrapack", "--game", VARIED.id, "--variant", "blue"])
    assert out.returncode == 2 and "no variant 'blue'" in out.stderr


def test_main_py_has_a_shebang_for_double_clicking():
    assert (ROOT / "main.py").read_text().startswith("#!/usr/bin/env python3")


def test_launch_straight_into_a_game_against_the_bot(tmp_path):
    variant = VARIED.variants[-1]
    launch = cli.parse(["--game", VARIED.id, "--vs-bot", "hard", "--side", "black",
                        "--variant", variant, "--no-sound"])
    assert (launch.game, launch.bot, launch.side, launch.variant) == (VARIED.id, "hard", "1", variant)
    driver = Driver(tmp_path, game=VARIED.id, bot="hard", side="1", variant=variant, no_sound=True)
    try:
        scene = driver.top
        assert isinstance(scene, scene_class(VARIED))
        assert scene.match.players == ("hard", None)
        assert scene.state.variant == variant
        assert not driver.app.sound.available
    finally:
        driver.close()


@pytest.mark.parametrize("argv", [["--size", "big"], ["--vs-bot", "godlike"], ["--game", "chess"]])
def test_malformed_arguments_exit_with_usage(argv):
    with pytest.raises(SystemExit) as exc:
        cli.parse(argv)
    assert exc.value.code == 2


def test_every_package_and_the_assets_are_installed(monkeypatch):
    """setup.py finds every package (a new game's too) and adds the assets folder, which
    pyproject.toml maps into the package."""
    tomllib = pytest.importorskip("tomllib")
    setuptools = pytest.importorskip("setuptools")

    given = {}
    monkeypatch.setattr(setuptools, "setup", lambda **options: given.update(options))
    runpy.run_path(str(ROOT / "setup.py"))
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "pyrapack").rglob("__init__.py")}
    assert set(given["packages"]) == found | {"pyrapack._assets"}
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert config["package-dir"]["pyrapack._assets"] == "assets"


@pytest.mark.parametrize("argv, needs", [(["--vs-bot", "hard"], "--vs-bot needs --game"),
                                         (["--variant", "red"], "--variant needs --game"),
                                         (["--side", "black"], "--side needs --vs-bot"),
                                         (["--game", VARIED.id, "--side", "dark"], "--side needs --vs-bot")])
def test_an_option_that_only_qualifies_a_game_is_refused_alone(argv, needs, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.parse(argv)
    assert exc.value.code == 2 and needs in capsys.readouterr().err


def test_app_and_command_line_depend_one_way():
    """cli builds a Launch and starts the App; the App knows Launch, never the command line."""
    tree = ast.parse((ROOT / "pyrapack" / "app.py").read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "cli" not in imported and "launch" in imported


def test_the_minimum_versions_agree_everywhere():
    tomllib = pytest.importorskip("tomllib")

    def minimums(lines):
        found = {}
        for line in lines:
            match = re.fullmatch(r"\s*([A-Za-z0-9_.-]+)\s*>=\s*([\d.]+)\s*", line.split("#")[0])
            if match:
                found[match[1]] = tuple(int(x) for x in match[2].split("."))
        return found

    listed = minimums((ROOT / "requirements.txt").read_text().splitlines())
    declared = minimums(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"])
    assert listed == declared == preflight.NEEDS


def test_the_development_requirements_include_the_build_tools():
    lines = (ROOT / "requirements-dev.txt").read_text().splitlines()
    assert "-r requirements-build.txt" in lines and "-r requirements.txt" in lines
    assert any(line.startswith("pyinstaller") for line in (ROOT / "requirements-build.txt").read_text().splitlines())


def test_make_sounds_help_explains_and_writes_nothing(tmp_path):
    sounds = ROOT / "assets" / "sounds"
    before = {p.name: p.stat().st_mtime_ns for p in sounds.iterdir()}
    out = run(["tools/make_sounds.py", "--help"])
    assert out.returncode == 0 and "--out" in out.stdout
    assert {p.name: p.stat().st_mtime_ns for p in sounds.iterdir()} == before


def test_make_sounds_makes_the_sounds_in_the_assets(tmp_path):
    out = run(["tools/make_sounds.py", "--out", str(tmp_path)])
    assert out.returncode == 0
    for made in tmp_path.glob("*.wav"):
        assert made.read_bytes() == (ROOT / "assets" / "sounds" / made.name).read_bytes()
    assert len(list(tmp_path.glob("*.wav"))) == 6


# -- pygame-ce's banner never reaches the console (issue 17, item 12) ----------------------

BANNER = re.compile(r"pygame-ce \d+\.\d+\.\d+ \(SDL [\d.]+, Python|Hello from the pygame community")
ENTRIES = {
    "main.py": ["main.py", "--self-check"],
    "python -m pyrapack": ["-m", "pyrapack", "--self-check"],
    "the pyrapack command": ["-c", "import sys; from pyrapack.cli import main; sys.exit(main())",
                             "--self-check"],  # what pip's generated script runs
    "the app module imported first (tests, tools)": ["-c", "import pyrapack.app"],
    "tools/screenshots.py": ["tools/screenshots.py", "--help"],
    "tools/make_icon.py": ["tools/make_icon.py", "--help"],
    "tools/make_sounds.py": ["tools/make_sounds.py", "--help"],
    "tools/build_app.py": ["tools/build_app.py", "--help"],
    "bench/bots.py": ["bench/bots.py", "--help"],
    "bench/rules_speed.py": ["bench/rules_speed.py", "--help"],
}


def test_no_entry_point_prints_the_pygame_banner():
    """Each entry started as a user would, without PYGAME_HIDE_SUPPORT_PROMPT in the environment."""
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    started = {name: subprocess.Popen([sys.executable, *args], cwd=ROOT, env=env, text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for name, args in ENTRIES.items()}
    for name, process in started.items():
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, f"{name}: {err}"
        assert not BANNER.search(out + err), name
        if "--self-check" in ENTRIES[name]:  # pygame really was imported and the game ran
            assert "self-check passed" in out, name
            assert re.search(r"^  speech: (through \S|none on this computer \(.+\); to speak, )", out, re.M), out


def test_the_window_shows_the_app_icon(tmp_path, monkeypatch):
    import pygame

    shown = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda icon: (shown.append(icon.get_size()), real(icon)))
    driver = Driver(tmp_path)
    try:
        assert shown == [(256, 256)]
    finally:
        driver.close()


@pytest.mark.parametrize("empty", ["", "   "])
def test_an_empty_data_dir_is_refused_not_taken_for_the_usual_folder(empty, capsys):
    """Issue 24, item 10: --data-dir "" silently used the real data folder."""
    with pytest.raises(SystemExit) as exc:
        cli.parse(["--data-dir", empty])
    assert exc.value.code == 2 and "--data-dir needs a folder" in capsys.readouterr().err


def test_a_storage_given_an_empty_folder_name_refuses_it():
    from pyrapack.storage import Storage

    with pytest.raises(ValueError):
        Storage("")


def test_a_size_that_cannot_be_a_window_is_told_so(capsys):
    """Issue 34, item 12: "--size -5x100" answered "expected one argument"."""
    for size in ("-5x100", "0x600", "1280", "wide"):
        with pytest.raises(SystemExit) as stop:
            cli.parse(["--size", size])
        said = capsys.readouterr().err
        assert stop.value.code == 2 and "--size" in said and "1280x800" in said and "expected one" not in said
    assert cli.parse(["--size", "800x500"]).size == (800, 500)


def test_a_file_given_with_self_check_is_refused_not_ignored(capsys):
    """Issue 34, item 12: "pyrapack game.pyrapack --self-check" checked and never said the file was
    not opened."""
    with pytest.raises(SystemExit) as stop:
        cli.parse(["shared.pyrapack", "--self-check"])
    assert stop.value.code == 2 and "--self-check" in capsys.readouterr().err


def test_the_stand_alone_program_s_help_calls_it_by_its_name(monkeypatch):
    """Issue 34, item 12: the stand-alone PyraPack's --help said "usage: pyrapack"."""
    assert cli.parser().format_usage().startswith("usage: pyrapack ")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert cli.parser().format_usage().startswith("usage: PyraPack ")


def test_the_description_names_every_registered_game_and_no_number(capsys):
    """Issue 32: it said "four games"; it lists them, the tests' own too, as the registry has them."""
    with pytest.raises(SystemExit):
        cli.parse(["--help", "--lang", "en"])
    out = " ".join(capsys.readouterr().out.split())
    from pyrapack.i18n import catalogue

    names = [catalogue("en")[info.title] for info in games.GAMES]
    assert all(name in out for name in names) and f"{names[-2]} and {names[-1]}" in out
    assert not re.search(r"\b(four|five|4|5) games\b", out, re.IGNORECASE)


def test_help_and_errors_speak_the_language_asked_for(capsys):
    """Issue 44, item 7: ``--lang fr --help`` printed English. The help (its usage, sections, the
    description and every option) and the errors speak --lang's language (else the system's);
    the language of the process is left as it was."""
    from pyrapack import i18n
    from pyrapack.i18n import catalogue

    english = catalogue("en")
    for argv in (["--lang", "fr", "--help"], ["--help", "--lang=fr"]):
        with pytest.raises(SystemExit) as stop:
            cli.parse(argv)
        out = capsys.readouterr().out
        assert stop.value.code == 0 and out.startswith("utilisation\u00a0: pyrapack")
        assert "options\u00a0:" in out and "afficher cette aide" in out
        assert " et " in out.split("\n\n")[1] and " and " not in out
        for key in ("cli.no_sound", "cli.fullscreen", "cli.speech"):
            assert catalogue("fr")[key] in " ".join(out.split()) and english[key] not in out
    assert i18n.language() == "en"
    with pytest.raises(SystemExit):
        cli.parse(["--lang", "fr", "--vs-bot", "hard"])
    err = capsys.readouterr().err
    assert "erreur\u00a0:" in err and catalogue("fr")["cli.needs_game"] in err
    with pytest.raises(SystemExit):
        cli.parse(["--lang", "fr", "--size", "12"])
    assert "n'est pas une taille" in capsys.readouterr().err
