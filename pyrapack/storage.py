"""Reading and writing the app's JSON files without ever losing one.

Writes are atomic (a temporary file renamed over the old one), so a crash
mid-write leaves the previous file intact. A file that cannot be read is
moved aside with a ``.corrupt`` suffix, never deleted, and the caller gets a
one-sentence ``Problem`` to show the player.
"""

import json
import os
import tempfile
from pathlib import Path
from typing import NamedTuple


class Problem(NamedTuple):
    """Something the player should be told, as an i18n key and its values."""

    key: str
    values: dict


def default_directory():
    """The platform's usual place for an app's data (e.g. ~/.local/share/PyraPack)."""
    try:
        import platformdirs
    except ImportError:  # the game still runs; data goes next to the user's home
        return Path.home() / ".pyrapack"
    return Path(platformdirs.user_data_dir("PyraPack", appauthor=False))


class Storage:
    """The JSON files of one data directory (settings, autosave)."""

    def __init__(self, directory=None):
        self.directory = Path(directory) if directory else default_directory()

    def path(self, name):
        return self.directory / name

    def exists(self, name):
        return self.path(name).exists()

    def read(self, name):
        """Return ``(data, problem)``: the parsed JSON, or None and why not.

        A missing file is no problem (``(None, None)``). A file that cannot be
        parsed is moved aside as ``<name>.corrupt``.
        """
        path = self.path(name)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return None, None
        except OSError as exc:
            return None, Problem("storage.unreadable", {"file": name, "why": str(exc.strerror or exc)})
        try:
            return json.loads(raw.decode("utf-8")), None
        except (UnicodeDecodeError, json.JSONDecodeError):
            return None, self.set_aside(name)

    def set_aside(self, name):
        """Rename a bad file to ``<name>.corrupt`` (kept, not deleted) and say so."""
        path = self.path(name)
        aside = path.with_name(path.name + ".corrupt")
        try:
            os.replace(path, aside)
        except OSError:
            return Problem("storage.corrupt_kept", {"file": name})
        return Problem("storage.corrupt", {"file": name, "aside": aside.name})

    def write(self, name, data):
        """Atomically write ``data`` as JSON; return None, or the Problem if it failed."""
        path = self.path(name)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{name}.", dir=self.directory)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as out:
                    json.dump(data, out, indent=1)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(tmp, path)
            except BaseException:
                _remove_quietly(tmp)
                raise
        except (OSError, TypeError, ValueError) as exc:
            why = getattr(exc, "strerror", None) or str(exc)
            return Problem("storage.save_failed", {"file": name, "why": why})
        return None

    def delete(self, name):
        _remove_quietly(self.path(name))


def _remove_quietly(path):
    try:
        os.remove(path)
    except OSError:
        pass
