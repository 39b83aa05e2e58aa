"""Files and folders in the player's words, and the ``Problem`` that tells them of one.

A message about a file says which file it is ("your settings (settings.json)", ``what``) and
where to look for it, a folder as the player reads it (from their home folder: ``shown_path``),
with nothing in it that cannot be drawn, said or saved (``shown_name``).
"""

import os
import re
from pathlib import Path
from typing import NamedTuple

from .folder_lock import LOCK
from .i18n import Phrase


class Problem(NamedTuple):
    """Something the player should be told, as an i18n key and its values."""

    key: str
    values: dict


def home():
    """The user's home folder, or None when the system cannot say (no HOME and no entry in the
    user database: ``Path.home()`` raises then, and a message naming a folder must not)."""
    found = os.path.expanduser("~")
    return None if found.startswith("~") else Path(found)


def what(name):
    """A file of the data folder in the player's words, with its name ("your settings
    (settings.json)", "a saved game (games/...json)"): the message says which file, and where to
    look for it."""
    kinds = {"settings.json": "storage.what.settings", "autosave.json": "storage.what.autosave",
             LOCK: "storage.what.lock", "puzzles.json": "storage.what.puzzles"}
    kind = kinds.get(name, "storage.what.game" if name.startswith("games/") else "storage.what.file")
    return Phrase(kind, file=name)


def shown_path(path):
    """A folder as a player reads it: from their home folder ("~/...") when it is in it, and
    ``shown_name``'s way."""
    path, where = Path(path), home()
    try:
        return shown_name(str(Path("~") / path.relative_to(where)))
    except (ValueError, TypeError):  # not in the home folder, or no home folder
        return shown_name(str(path))


_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def shown_name(name):
    """A file's name (or path) as words a player reads and hears: a byte that is not UTF-8 (which
    Python keeps as a lone surrogate, and which no text can be drawn, said or saved with) and a
    control character (a line break, an escape) each shown as "\ufffd"."""
    return _UNSHOWABLE.sub("\ufffd", name)
