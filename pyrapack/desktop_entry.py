"""The Linux desktop entries of the stand-alone PyraPack (``tools/build_app.py``).

A stand-alone folder is passed on as it is (copied, zipped, moved to a USB stick), so the
entry beside the program, ``PyraPack.desktop``, names no folder to start it: its command finds
the program beside the entry, from where the entry itself is (``%k``), wherever the folder
went. Its icon must be a full path, so each start of the program writes the entry again when
the folder has moved (a folder that cannot be written keeps the entry it has), and puts
PyraPack in the desktop's menu: a copy in ``~/.local/share/applications`` (or
``$XDG_DATA_HOME/applications``), which lives elsewhere and so names the program's place.
Nothing here runs outside the stand-alone build on Linux (``settle`` is called by the program).
"""

import os
from pathlib import Path

from . import games, i18n

NAME = "PyraPack"
FILE = f"{NAME}.desktop"
ICON = f"{NAME}.png"


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
    entry's own folder (``%k``, the entry's location; ``$0`` in the shell)."""
    script = 'exec "$(dirname "$0")/' + program + '"'
    return "sh -c " + _argument(script) + " %k"


def text(exe, beside=True):
    """The entry of the program ``exe`` (a Path): ``beside`` it (no folder named but the
    icon's), or for the desktop's menu (the program's full path)."""
    exe = Path(exe)
    command = beside_command(exe.name) if beside else _argument(str(exe))
    return "\n".join(["[Desktop Entry]", "Type=Application", f"Name={NAME}", *comments(),
                      f"Exec={command}", f"Icon={_string(str(exe.parent / ICON))}", "Terminal=false",
                      "Categories=Game;BoardGame;", ""])


def write(path, content):
    """Write an entry (executable: file managers start only those) when it says something new;
    True when it was written."""
    path = Path(path)
    try:
        if path.is_file() and path.read_text(encoding="utf-8") == content:
            return False
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
        path.chmod(0o755)
    except (OSError, UnicodeError):
        return False  # a folder that cannot be written (a CD, a read-only stick): as it was
    return True


def menu_folder(environ=os.environ):
    data = environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(data) / "applications"


def settle(exe, install=True, environ=os.environ):
    """At each start of the stand-alone program ``exe``: its entry beside it up to date, and
    (``install``) PyraPack in the desktop's menu, pointing at this folder."""
    exe = Path(exe).resolve()
    write(exe.parent / FILE, text(exe))
    if install:
        write(menu_folder(environ) / FILE, text(exe, beside=False))
