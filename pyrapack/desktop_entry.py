"""The Linux desktop entries of the stand-alone PyraPack (``tools/build_app.py``).

A stand-alone folder is passed on as it is (copied, zipped, moved to a USB stick), so the
entry beside the program, ``PyraPack.desktop``, names no folder to start it: its command finds
the program beside the entry, from where the entry itself is (``%k``), wherever the folder
went. Its icon must be a full path, so each start of the program writes the entry again when
the folder has moved (a folder that cannot be written keeps the entry it has), and puts
PyraPack in the desktop's menu: a copy in ``~/.local/share/applications`` (or
``$XDG_DATA_HOME/applications``), which lives elsewhere and so names the program's place.
Nothing here runs outside the stand-alone build on Linux (``settle`` is called by the program).

A saved game opens PyraPack on double-click: both entries declare the game files' type
(``MimeType=``, and ``%f``: the program is handed the file, which it opens as any shared game),
and the first start installs that type beside the menu's entry: a shared-mime-info package
(``mime/packages/pyrapack.xml`` in the same data folder: ``*.pyrapack``, JSON inside), the
desktop's databases brought up to date where their tools are there.
"""

import os
import shutil
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

from . import games, i18n

NAME = "PyraPack"
FILE = f"{NAME}.desktop"
ICON = f"{NAME}.png"
MIME_TYPE = "application/x-pyrapack"  # a saved game, a .pyrapack file
MIME_PACKAGE = "pyrapack.xml"  # its shared-mime-info package, in <data>/mime/packages
EXTENSION = ".pyrapack"  # as ``sharing.EXTENSION`` (this module runs before the app is imported)


def comments():
    """The entry's Comment lines, English and French: what PyraPack is, and its games by name."""
    lines = []
    for lang, key in (("en", "Comment"), ("fr", "Comment[fr]")):
        strings = i18n.catalogue(lang)
        names = ", ".join(strings.get(info.title, info.id) for info in games.GAMES)
        lines.append(f"{key}=" + _string(strings["desktop.comment"].format(games=names)))
    return lines


def _string(value):
    """A value of type string, escaped as the desktop entry specification says."""
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def _argument(value):
    """One argument of an Exec line, quoted: the quoting rule, then the string rule."""
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in value).replace("%", "%%")
    return '"' + _string(quoted) + '"'


def beside_command(program=NAME):
    """The Exec line of the entry beside the program: a shell runs the program found in the
    entry's own folder (``%k``, the entry's location; ``$0`` in the shell), handing it the file
    opened (``%f``, left out when there is none; ``"$@"`` in the shell)."""
    script = 'exec "$(dirname "$0")/' + program + '" "$@"'
    return "sh -c " + _argument(script) + " %k %f"


def text(exe, beside=True):
    """The entry of the program ``exe`` (a Path): ``beside`` it (no folder named but the
    icon's), or for the desktop's menu (the program's full path)."""
    exe = Path(exe)
    command = beside_command(exe.name) if beside else _argument(str(exe)) + " %f"
    return "\n".join(["[Desktop Entry]", "Type=Application", f"Name={NAME}", *comments(),
                      f"Exec={command}", f"Icon={_string(str(exe.parent / ICON))}", "Terminal=false",
                      "Categories=Game;BoardGame;", f"MimeType={MIME_TYPE};", ""])


def mime_package():
    """The shared-mime-info package of the saved games' type: ``*.pyrapack`` files, JSON inside,
    named in English and French."""
    comments = ""
    for lang in ("en", "fr"):
        which = "" if lang == "en" else f' xml:lang="{lang}"'
        comments += f"    <comment{which}>{escape(i18n.catalogue(lang)['desktop.file_type'])}</comment>\n"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
            f'  <mime-type type="{MIME_TYPE}">\n{comments}'
            '    <sub-class-of type="application/json"/>\n'
            f'    <glob pattern="*{EXTENSION}"/>\n'
            '  </mime-type>\n</mime-info>\n')


def write(path, content, executable=True):
    """Write an entry (executable: file managers start only those) when it says something new;
    True when it was written."""
    path = Path(path)
    try:
        if path.is_file() and path.read_text(encoding="utf-8") == content:
            return False
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
        if executable:
            path.chmod(0o755)
    except (OSError, UnicodeError):
        return False  # a folder that cannot be written (a CD, a read-only stick): as it was
    return True


def data_folder(environ=os.environ):
    """The desktop's data folder of this user (``$XDG_DATA_HOME``): its menu, its file types."""
    return Path(environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share"))


def menu_folder(environ=os.environ):
    return data_folder(environ) / "applications"


def settle(exe, install=True, environ=os.environ):
    """At each start of the stand-alone program ``exe``: its entry beside it up to date, and
    (``install``) PyraPack in the desktop's menu, pointing at this folder, with the saved
    games' file type beside it (the desktop's databases updated when either changed)."""
    exe = Path(exe).resolve()
    write(exe.parent / FILE, text(exe))
    if not install:
        return
    data = data_folder(environ)
    if write(menu_folder(environ) / FILE, text(exe, beside=False)):
        _refresh(["update-desktop-database", "-q", str(menu_folder(environ))], environ)
    if write(data / "mime" / "packages" / MIME_PACKAGE, mime_package(), executable=False):
        _refresh(["update-mime-database", str(data / "mime")], environ)


def _refresh(command, environ):
    """Run a desktop database's tool, where it is there; a failure changes nothing here (the
    desktop reads the files again at its own pace)."""
    if shutil.which(command[0], path=environ.get("PATH")) is None:
        return
    try:
        subprocess.run(command, env=dict(environ), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        pass
