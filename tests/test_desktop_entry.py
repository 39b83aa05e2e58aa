"""The stand-alone folder passed on as it is (issue 25, item 8): its PyraPack.desktop held the
build folder's absolute paths, so a copied or zipped folder's entry started nothing. The entry
beside the program now finds the program beside it, wherever the folder went; each start brings
its icon up to date and puts PyraPack in the desktop's menu. The build no longer warns about
Windows libraries on Linux."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyrapack import desktop_entry

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="desktop entries are for Linux")
ROOT = Path(__file__).resolve().parents[1]


def fields(path):
    return dict(line.split("=", 1) for line in Path(path).read_text(encoding="utf-8").splitlines()[1:] if "=" in line)


def exec_argv(entry):
    """The command a desktop entry's Exec runs, read as the specification says (string
    escapes first, then the quoting rule, ``%k`` the entry's location)."""
    value = fields(entry)["Exec"]
    unescaped, i = "", 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            unescaped += {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(value[i + 1], "\\" + value[i + 1])
            i += 2
        else:
            unescaped += value[i]
            i += 1
    argv, arg, quoted, i, started = [], "", False, 0, False
    while i < len(unescaped):  # the quoting rule: in double quotes, \ before " ` $ \ escapes it
        c = unescaped[i]
        if quoted and c == "\\" and i + 1 < len(unescaped) and unescaped[i + 1] in '"`$\\':
            arg, i = arg + unescaped[i + 1], i + 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started or arg:
                argv.append(arg)
            arg, started = "", False
        else:
            arg += c
        i += 1
    if started or arg:
        argv.append(arg)
    return [str(entry) if arg == "%k" else arg.replace("%%", "%") for arg in argv]


def a_built_folder(tmp_path):
    """A stand-alone folder as the build leaves it, its program a script that says where it runs."""
    folder = tmp_path / "dist" / "PyraPack"
    folder.mkdir(parents=True)
    program = folder / "PyraPack"
    program.write_text('#!/bin/sh\necho "$(cd "$(dirname "$0")" && pwd)" > "$PYRAPACK_MARK"\n')
    program.chmod(0o755)
    shutil.copyfile(ROOT / "assets" / "icon.png", folder / desktop_entry.ICON)
    desktop_entry.write(folder / desktop_entry.FILE, desktop_entry.text(program))
    return folder


def test_the_entry_starts_the_program_beside_it_wherever_the_folder_is_copied(tmp_path):
    folder = a_built_folder(tmp_path)
    passed_on = tmp_path / "a friend's stick $HOME `x`" / "PyraPack"
    shutil.copytree(folder, passed_on)
    shutil.rmtree(folder)  # the build folder is gone
    entry = passed_on / desktop_entry.FILE
    assert str(tmp_path) not in fields(entry)["Exec"] and os.access(entry, os.X_OK)
    mark = tmp_path / "started"
    subprocess.run(exec_argv(entry), env=dict(os.environ, PYRAPACK_MARK=str(mark)), cwd="/", check=True, timeout=20)
    assert mark.read_text().strip() == str(passed_on)


def test_a_file_manager_starts_it_too(tmp_path):
    """As GLib's file managers do (Files, Nemo, Caja): the entry loaded from its file."""
    gi = shutil.which("python3", path="/usr/bin")
    probe = subprocess.run([gi or "python3", "-c", "import gi; gi.require_version('Gio', '2.0')"],
                           capture_output=True) if gi else None
    if probe is None or probe.returncode:
        pytest.skip("no GLib for Python here")
    folder = a_built_folder(tmp_path)
    moved = tmp_path / "elsewhere" / "PyraPack here"
    shutil.move(str(folder), str(moved))
    mark = tmp_path / "started"
    launch = ("import sys, time; from gi.repository import Gio; "
              "assert Gio.DesktopAppInfo.new_from_filename(sys.argv[1]).launch([], None)")
    subprocess.run([gi, "-c", "import gi; gi.require_version('Gio', '2.0'); " + launch, str(moved / desktop_entry.FILE)],
                   env=dict(os.environ, PYRAPACK_MARK=str(mark)), cwd="/", check=True, timeout=20)
    for _ in range(200):
        if mark.exists() and mark.read_text().strip():
            break
        subprocess.run(["sleep", "0.05"])
    assert mark.read_text().strip() == str(moved)


def test_each_start_brings_the_icon_up_to_date_and_puts_pyrapack_in_the_menu(tmp_path):
    folder = a_built_folder(tmp_path)
    moved = tmp_path / "moved"
    shutil.move(str(folder), str(moved))
    data = tmp_path / "data"
    desktop_entry.settle(moved / "PyraPack", environ={"XDG_DATA_HOME": str(data)})
    beside = fields(moved / desktop_entry.FILE)
    assert Path(beside["Icon"]) == moved / desktop_entry.ICON and Path(beside["Icon"]).is_file()
    menu = data / "applications" / desktop_entry.FILE
    assert fields(menu)["Exec"] == f'"{moved / "PyraPack"}" %f' and Path(fields(menu)["Icon"]).is_file()
    assert not desktop_entry.write(menu, menu.read_text())  # the same words: left as it is
    desktop_entry.settle(moved / "PyraPack", install=False, environ={"XDG_DATA_HOME": str(tmp_path / "none")})
    assert not (tmp_path / "none").exists()  # a self-check changes no menu


def test_a_folder_that_cannot_be_written_keeps_its_entry(tmp_path):
    folder = a_built_folder(tmp_path)
    before = (folder / desktop_entry.FILE).read_text()
    folder.chmod(0o555)
    (folder / desktop_entry.FILE).chmod(0o444)
    try:
        desktop_entry.settle(folder.parent / "elsewhere" / "PyraPack", install=False)  # no error
    finally:
        (folder / desktop_entry.FILE).chmod(0o755)
        folder.chmod(0o755)
    assert (folder / desktop_entry.FILE).read_text() == before


def test_the_build_leaves_out_the_windows_module_that_named_shell32_and_ole32(monkeypatch):
    """"Library shell32 / ole32 required via ctypes not found": platformdirs' Windows module,
    never used on Linux or macOS."""
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import build_app

    args = build_app.pyinstaller_args(Path("dist"), Path("work"))
    assert "platformdirs.windows" in [b for a, b in zip(args, args[1:]) if a == "--exclude-module"]


# -- issue 44: a saved game opens PyraPack on double-click ------------------------------------------
def recording_folder(tmp_path):
    """A built folder whose program writes the arguments it was given, one a line."""
    folder = a_built_folder(tmp_path)
    (folder / "PyraPack").write_text('#!/bin/sh\nprintf "%s\\n" "$@" > "$PYRAPACK_MARK"\n')
    return folder


def test_both_entries_declare_the_file_type_and_hand_the_program_the_file(tmp_path):
    folder = recording_folder(tmp_path)
    mark, game = tmp_path / "args", tmp_path / "a game from Bob.pyrapack"
    for entry in (folder / desktop_entry.FILE, tmp_path / "menu.desktop"):
        if entry.name == "menu.desktop":
            desktop_entry.write(entry, desktop_entry.text(folder / "PyraPack", beside=False))
        assert fields(entry)["MimeType"] == f"{desktop_entry.MIME_TYPE};"
        argv = [str(game) if arg == "%f" else arg for arg in exec_argv(entry)]
        subprocess.run(argv, env=dict(os.environ, PYRAPACK_MARK=str(mark)), cwd="/", check=True, timeout=20)
        assert mark.read_text().splitlines() == [str(game)]
        argv = [arg for arg in exec_argv(entry) if arg != "%f"]  # no file: the code is left out
        subprocess.run(argv, env=dict(os.environ, PYRAPACK_MARK=str(mark)), cwd="/", check=True, timeout=20)
        assert mark.read_text() == "\n"  # printf of no arguments: an empty line


def test_the_file_type_is_a_shared_mime_info_package_of_json_files_named_pyrapack():
    import xml.etree.ElementTree as ET

    from pyrapack.sharing import EXTENSION

    space = "{http://www.freedesktop.org/standards/shared-mime-info}"
    root = ET.fromstring(desktop_entry.mime_package())
    (kind,) = root.findall(f"{space}mime-type")
    assert kind.get("type") == desktop_entry.MIME_TYPE
    assert [g.get("pattern") for g in kind.findall(f"{space}glob")] == [f"*{EXTENSION}"]
    assert [s.get("type") for s in kind.findall(f"{space}sub-class-of")] == ["application/json"]
    assert {c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in kind.findall(f"{space}comment")} == {None, "fr"}


def desktop(tmp_path):
    """The environment of a desktop session whose own folders are under ``tmp_path``."""
    home = tmp_path / "home"
    return dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
                XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_DIRS="/usr/share", XDG_CURRENT_DESKTOP="")


def test_a_saved_game_opens_pyrapack_on_double_click(tmp_path):
    """The first start installs the file type beside the menu's entry; then the desktop says a
    .pyrapack file is PyraPack's (GIO, as file managers ask it; xdg-mime where it is), and
    opening it starts PyraPack with the file."""
    for tool in ("gio", "update-mime-database"):
        if shutil.which(tool) is None:
            pytest.skip(f"no {tool} here (shared-mime-info, libglib2.0-bin): the desktop's file types cannot be asked")
    env = desktop(tmp_path)
    folder = recording_folder(tmp_path)
    desktop_entry.settle(folder / "PyraPack", environ=env)
    data = Path(env["XDG_DATA_HOME"])
    assert (data / "mime" / "packages" / desktop_entry.MIME_PACKAGE).is_file() and (data / "mime" / "mime.cache").is_file()
    game = tmp_path / "Bob's game.pyrapack"
    game.write_text('{"format": 1}', encoding="utf-8")

    def run(*argv):
        return subprocess.run(argv, env=env, capture_output=True, text=True, timeout=30, cwd="/").stdout

    assert f"standard::content-type: {desktop_entry.MIME_TYPE}" in run("gio", "info", "-a", "standard::content-type",
                                                                        str(game))
    assert f"Default application for “{desktop_entry.MIME_TYPE}”: {desktop_entry.FILE}" in run(
        "gio", "mime", desktop_entry.MIME_TYPE)
    if shutil.which("xdg-mime"):  # as in a GNOME session (elsewhere, with no desktop, it asks ``file``)
        env["XDG_CURRENT_DESKTOP"] = "GNOME"
        assert run("xdg-mime", "query", "filetype", str(game)).strip() == desktop_entry.MIME_TYPE
        assert run("xdg-mime", "query", "default", desktop_entry.MIME_TYPE).strip() == desktop_entry.FILE
    mark = tmp_path / "args"
    subprocess.run(["gio", "open", str(game)], env=dict(env, PYRAPACK_MARK=str(mark)), timeout=30, cwd="/")
    for _ in range(200):
        if mark.exists() and mark.read_text().strip():
            break
        subprocess.run(["sleep", "0.05"])
    assert mark.read_text().splitlines() == [str(game)]
