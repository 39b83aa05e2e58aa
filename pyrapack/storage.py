"""The app's data folder: bounded reads, atomic writes off the frame, one owner at a time.

Everything PyraPack keeps (settings, saved games, the games index) is a small JSON file in one
folder, read and written only through a ``Storage``, which promises three things:

- **A bad file never stops the app.** ``load`` reads only regular files of at most
  ``MAX_BYTES``, as strict JSON (``json_file.py``), then hands the data to the caller's parser. Anything wrong
  (not a regular file, too large, unreadable, not JSON, nested too deep, a parser's
  ``ValueError``) sets the file aside in ``corrupt/`` under a timestamped name and the caller
  gets a ``Problem`` to show. A copy stays until the player deletes it, unless its file is
  ``expendable`` (rebuilt, or holding nothing the player made): of those, the newest
  ``KEEP_ASIDE`` copies of each are kept. A file that cannot be
  moved aside is left as it is and never written over.
- **A save is never torn, and never more than one behind.** ``write`` hands the data to the
  writer thread (``writer.py``), which writes its compact JSON to a temporary file, flushes it
  to disk and renames it over the old one. A file has at most one save not yet on disk: a new save of it
  waits (on the caller's thread, which happens only when saves come faster than the disk
  writes) until the one before is on disk, so a crash loses at most the last save of a file.
  Only a disk stalled for ``writer.STALLED`` seconds lets the app go on without waiting longer.
  ``flush`` waits for the writes. The thread is no daemon, so even an unexpected exit waits
  for the last save.
- **One app owns the folder.** ``claim`` takes a lock that dies with the process; a second
  app on the same folder is ``read_only``: it reads, but never writes, renames or deletes.
  The lock holds the folder itself (on POSIX), and so does every later read and write: a
  folder renamed while the app runs is followed to its new name (a message says where), and
  a new folder made under the old name is left to whoever owns it. A folder deleted while the
  app runs makes it read-only, with a message.
"""

import datetime
import os
import re
import threading
import time
from pathlib import Path
from typing import NamedTuple

from . import folder_lock, json_file
from .file_words import Problem, home, shown_path, what
from .folder_lock import LOCK
from .json_file import Refused, read_json, remove_quietly, why
from .writer import DELETE, Writer, too_large_to_save

KEEP_ASIDE = 20  # copies of an expendable file kept in corrupt/, the oldest pruned first
ASIDE = "corrupt"
_ASIDE_STAMP = r"(\d{8}-\d{6}\.\d{6})-(?:(\d+)-)?"  # how the copies set_aside makes begin
_STALE = re.compile(r"^\..+\.tmp$|^\.(settings|autosave)\.json\.[A-Za-z0-9_]{8}$")


def default_directory():
    """The platform's usual place for an app's data (e.g. ~/.local/share/PyraPack)."""
    try:
        import platformdirs
    except ImportError:  # the game still runs; data goes next to the user's home
        return (home() or Path.cwd()) / ".pyrapack"
    return Path(platformdirs.user_data_dir("PyraPack", appauthor=False))


class Newer(NamedTuple):
    """What a parser gives for a file of a newer format than this program's: the file is left as
    it is (``Storage.leave_alone``), never set aside nor written over."""

    version: int


def _close(fd):
    if fd >= 0:
        os.close(fd)


# -- the folder -------------------------------------------------------------------------------
class Storage:
    """The files of one data folder, named by their path inside it (``"games/x.json"``)."""

    def __init__(self, directory=None, now=None, clock=None):
        """``now``: the date of the copies set aside (``datetime.now``); ``clock``: seconds for
        the reminders of failing saves (``time.monotonic``)."""
        if directory is not None and not str(directory).strip():
            raise ValueError("the data folder needs a name (None: the usual one)")
        self.directory = Path(directory) if directory is not None else default_directory()
        self.read_only = False
        self._now = now or datetime.datetime.now
        self._lock_file = None
        self._folder_lock = None  # the descriptor locking the folder itself (POSIX)
        self._untouchable = set()  # names that could not be read nor moved aside
        self._expendable = {LOCK}  # names whose copies in corrupt/ may be pruned
        self._told, self._told_lock = set(), threading.Lock()  # the folder's moves, said once each
        self._writer = Writer(self._target, clock or time.monotonic)

    def path(self, name):
        """Where ``name`` is now: in the folder this app locked, wherever it was moved since."""
        return self._folder() / name

    def _folder(self):
        """The folder this app owns, as it is named now (``directory`` until it is renamed).

        The folder's lock is an open descriptor of the folder: it follows a rename, a path does
        not. So the path is checked against it, and where they part the system is asked where
        the locked folder went; if it is nowhere (deleted), the app turns read-only and says so.
        """
        fd = self._folder_lock
        if fd is None or fd < 0:
            return self.directory
        try:
            mine = os.fstat(fd)
            if os.path.samestat(os.stat(self.directory), mine):
                return self.directory
        except OSError:
            pass
        where = folder_lock.path_of(fd)
        try:
            if where is not None and os.path.samestat(os.stat(where), mine):
                self._tell_once(Problem("storage.folder_moved", {"folder": shown_path(where)}))
                return Path(where)
        except OSError:
            pass
        self.read_only = True
        self._tell_once(Problem("storage.folder_gone", {"folder": shown_path(self.directory)}))
        return self.directory

    def _tell_once(self, problem):
        said = (problem.key, *problem.values.values())
        with self._told_lock:
            if said in self._told:
                return
            self._told.add(said)
        self.report(problem)

    # -- owning the folder -------------------------------------------------------------
    def claim(self):
        """Lock the folder for this process; False (and read-only) if another app holds it.

        The lock is the operating system's (``folder_lock``): on the folder itself where the
        system allows (so that deleting ``.lock`` frees nothing) and on the ``.lock`` file, and
        it dies with the process that holds it: a crash never leaves the folder locked.
        Anything else at ``.lock`` (a folder, a link, a FIFO, a file this user cannot open)
        would let an app that knows only the lock file think it owns the folder: the owner of
        the folder sets it aside with a message and makes a new lock file, or, when it cannot
        be moved, is read-only with a message. A folder where no lock file can be created, or
        whose file system has no locks, is used as if owned.
        """
        if self._lock_file is not None or self._folder_lock is not None:
            return True
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        try:
            folder = folder_lock.take_folder(self.directory)
        except OSError:
            folder = -1  # no lock on folders here: the lock file alone
        if folder is None:
            self.read_only = True
            return False
        try:
            handle = self._open_lock()
        except Refused:
            _close(folder)
            self.read_only = True
            self.report(Problem("storage.no_lock", {"file": LOCK, "what": what(LOCK),
                                                    "folder": shown_path(self.directory)}))
            return True
        except OSError:
            self._folder_lock = folder
            return True
        try:
            held = not folder_lock.take(handle)
        except OSError:
            held = False  # no locks here: nothing to share the folder with
        if held:  # an older PyraPack, which locks the file only
            handle.close()
            _close(folder)
            self.read_only = True
            return False
        self._lock_file, self._folder_lock = handle, folder
        return True

    def _open_lock(self):
        """The lock file, open; what else is in its place is set aside first (Refused if it cannot be).

        Only the app holding the folder's lock gets here where folders are locked, so no two
        apps set a bad lock file right at once.
        """
        path = self.path(LOCK)
        try:
            return folder_lock.open_lock_file(path)
        except folder_lock.NotALock as bad:
            refused = (Refused("storage.not_a_file") if bad.error is None
                       else Refused("storage.unreadable", why=why(bad.error)))
        problem = self._keep_aside(LOCK, refused)
        if problem is None:
            raise refused
        self.report(problem)
        return folder_lock.open_lock_file(path)

    def release(self):
        """Finish the pending writes and let another app have the folder."""
        self.flush()
        if self._lock_file is not None:
            self._lock_file.close()  # closing the file drops the lock
            self._lock_file = None
        if self._folder_lock is not None:
            _close(self._folder_lock)
            self._folder_lock = None

    def clean_up(self):
        """Remove temporary files left by saves that were interrupted (the owner only)."""
        if self.read_only:
            return
        for folder in [self._folder(), *self._subfolders()]:
            for name in self._names(folder):  # tens of thousands in games/: only a stale name becomes a path
                if _STALE.match(name) and (path := folder / name).is_file() and not path.is_symlink():
                    remove_quietly(path)

    def _subfolders(self):
        try:
            return [Path(e.path) for e in os.scandir(self._folder())
                    if e.is_dir(follow_symlinks=False) and e.name != ASIDE]
        except OSError:
            return []

    @staticmethod
    def _names(folder):
        try:
            return [entry.name for entry in os.scandir(folder)]
        except OSError:
            return []

    # -- reading -------------------------------------------------------------------------
    def load(self, name, parse):
        """Return ``(parse(data), None)``, ``(None, None)`` if there is no file, or ``(None, Problem)``.

        ``parse`` turns the JSON value into what the caller wants and raises ``ValueError``
        when the value is not that; the file is then set aside like a file that is no JSON.
        """
        try:
            return parse(read_json(self.path(name))), None
        except FileNotFoundError:
            return None, None
        except Refused as refused:
            return None, self.set_aside(name, refused)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
            return None, self.set_aside(name, Refused("storage.corrupt"))  # a parser's slip too

    def expendable(self, name):
        """Let copies of ``name`` set aside be pruned beyond the newest ``KEEP_ASIDE``: for a file
        PyraPack rebuilds or that holds nothing the player made (an index, the lock, settings).
        A copy of any other file (a game) stays in ``corrupt/`` until the player deletes it."""
        self._expendable.add(name)

    def leave_alone(self, name):
        """Never write over nor delete ``name`` (a file this program must not change, e.g. a newer one)."""
        self._untouchable.add(name)

    def scan(self, folder, suffix):
        """``{name: (mtime_ns, size)}`` of the files in ``folder`` ending with ``suffix`` (not hidden).

        A folder that is not there holds nothing; one that cannot be listed (not a folder, not
        readable) or whose files cannot be looked at (readable but not searchable: mode 444)
        raises OSError: it is no empty folder, and whatever is in it must stay.

        A link to nothing or a loop of links is found too (with the link's own time and size),
        so that reading it sets it aside with a message, as the same link in place of
        ``settings.json`` is.
        """
        found = {}
        try:
            entries = list(os.scandir(self.path(folder)))
        except FileNotFoundError:
            return found
        for entry in entries:
            if not entry.name.endswith(suffix) or entry.name.startswith("."):
                continue
            try:
                info = entry.stat()
            except OSError:  # a link to nothing, a loop of links: the link itself
                try:
                    info = entry.stat(follow_symlinks=False)
                except FileNotFoundError:  # vanished
                    continue
                # else the folder lists its names but lets nothing in it be looked at (mode 444):
                # no more an empty folder than one that cannot be listed (OSError)
            found[entry.name] = (info.st_mtime_ns, info.st_size)
        return found

    def set_aside(self, name, refused):
        """Move a bad file into ``corrupt/`` under a new timestamped name; the Problem to show.

        A copy never replaces an earlier one; only copies of an ``expendable`` file beyond the
        newest ``KEEP_ASIDE`` of it are removed. If the file cannot be moved (read-only, permissions), it is left untouched
        and this Storage never writes over it.
        """
        self.flush()  # a pending write of this file must not land on the new name
        problem = None if self.read_only else self._keep_aside(name, refused)
        if problem is None:
            self._untouchable.add(name)
            problem = Problem("storage.left_alone", {"file": name, "what": what(name)})
        return problem

    def _keep_aside(self, name, refused):
        """Move ``name`` into ``corrupt/``: the Problem to show, or None if it cannot be moved."""
        try:
            aside = self._move_aside(name)
        except OSError:
            return None
        self._prune_aside(name)
        return Problem(refused.key, {**refused.values, "file": name, "aside": f"{ASIDE}/{aside}", "what": what(name),
                                     "folder": shown_path(self.path(ASIDE))})

    def _move_aside(self, name):
        folder = self.path(ASIDE)
        folder.mkdir(exist_ok=True)
        stamp = self._now().strftime("%Y%m%d-%H%M%S.%f")
        flat = name.replace("/", "-")
        aside, n = f"{stamp}-{flat}", 1
        while os.path.lexists(folder / aside):
            n += 1
            aside = f"{stamp}-{n}-{flat}"
        os.rename(self.path(name), folder / aside)
        return aside

    def _prune_aside(self, name):
        """Remove the oldest copies of ``name`` beyond ``KEEP_ASIDE``, if it is ``expendable``
        (files only: a folder is never deleted)."""
        if name not in self._expendable:
            return
        folder = self.path(ASIDE)
        copy = re.compile(_ASIDE_STAMP + re.escape(name.replace("/", "-")))
        copies = sorted((match[1], int(match[2] or 1), n) for n in self._names(folder)
                        if (match := copy.fullmatch(n)) and not (folder / n).is_dir())
        for *_, old in copies[:-KEEP_ASIDE]:
            remove_quietly(folder / old)

    # -- writing -------------------------------------------------------------------------
    def write(self, name, data):
        """Save ``data`` (a JSON value, or bytes already encoded) as ``name`` soon, off the frame.

        If the previous save of ``name`` is not on disk yet, this waits until it is: a file is
        never more than one save behind (``Writer``).

        A JSON value is encoded later, on the writer thread: the caller must not change it
        after the call (hand over a fresh dict; sharing values that never change is fine).
        A large value is better encoded by the caller, as the encoder holds the interpreter
        lock and would stall the frame all the same. Data over ``MAX_BYTES`` is not written
        (the file keeps what it had) and a Problem says so: it could not be read back.
        """
        if self.read_only or name in self._untouchable:
            return
        if isinstance(data, bytes) and len(data) > json_file.MAX_BYTES:
            self.report(too_large_to_save(name))
            return
        self._writer.put(name, data)

    def delete(self, name):
        """Remove ``name`` soon, in order with the writes."""
        if not self.read_only and name not in self._untouchable:
            self._writer.put(name, DELETE)

    def flush(self):
        """Wait until every write and deletion asked for so far is done."""
        self._writer.flush()

    def problems(self):
        """The Problems met since the last call (failed saves, files set aside on the way)."""
        return self._writer.take_problems()

    def report(self, problem):
        """Queue a Problem for ``problems`` (found while doing something the player did not ask)."""
        self._writer.add_problem(problem)

    def _target(self, name):
        """Where the writer puts ``name``: its path now, or None when nothing may be written (the
        folder was deleted, or this app became read-only)."""
        path = self.path(name)
        return None if self.read_only else path
