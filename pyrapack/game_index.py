"""The games index: what the menu and the Games screen show of each saved game, kept in one small
embedded database, ``games-index.sqlite`` (SQLite, from Python's standard library).

The game files stay the truth (``library.py``); a row is a cache of one of them: the game's
``Entry`` (``game_entry.py``) as JSON, with the time and size of the file it was read from,
checked as completely when it is read back as the file would be (a row that fails is no row: its
file is read again). A row whose file changed since is read again from the file, a row without a
file goes, and the whole index is rebuilt from the files when it is missing or damaged (a
damaged one is set aside in ``corrupt/`` first, quietly: nothing of the player's is in it). A game saved has its row marked ``UNREAD`` (newest of all, its
file to be read again) until the library writes it from the file: a run that ends before (a quit,
a crash) leaves the next start to read that one file.

Why a database and not a JSON file: the JSON index was rewritten whole whenever a game changed,
and read and checked whole at every start. Past about 13,000 games it outgrew the 4 MB a data file
may have and was never written again, so every start read every game file. A database changes one
row per game saved (what is written does not grow with the number of games), has no size limit
of its own, and answers the menu's question, the unfinished game played last, from an index of
its own by reading one row: the start reads no game file, whatever the count. An appending log
would have to be read whole at start (and compacted, which is the rewrite again); files of a
hundred games each would still be read whole to find the latest game.

How it keeps the data folder's promises (``storage.py``): only a regular file is opened (anything
else there is set aside first); the database is written by the app that owns the folder only, and
read-only by a second one; its path is the folder's as it is now (a folder moved while the app runs
is followed); a change is one transaction, so a crash leaves the rows as they were before it or
after it. It is written without waiting for the disk (``synchronous=OFF``): a power cut may lose
the last changes (those files are read again) or damage it (it is rebuilt), never a game. Without
the ``sqlite3`` module (a Python built without it), the library reads the game files instead.

The JSON index of an earlier PyraPack (``LEGACY_FILE``) is taken over: its rows are used as
the database's until every game has a row of its own, then the file goes.
"""

import json
import os
import stat
from pathlib import Path

try:
    import sqlite3
except ImportError:  # a Python built without it: the library lists from the files
    SQLITE = False
else:
    SQLITE = True

from .game_entry import Entry, newest_first
from .json_file import Refused
from .rules.record import FORMAT

FILE = "games-index.sqlite"
LEGACY_FILE = "games-index.json"  # the index before the database: its rows are taken over, then it goes
JOURNAL = FILE + "-journal"  # SQLite's own, while a change is being made
VERSION = 1  # of the table below (``PRAGMA user_version``): another one is rebuilt
LONGEST_ROW = 64 * 1024  # bytes of one entry's JSON at most: a longer row is no row of ours
HEADER = b"SQLite format 3\x00"  # how every SQLite database begins
#: a row marked "read its file again, first" (a game saved since it was written): later than any time
UNREAD = ((-1, -1), None, 1e300, False)
_SCHEMA = """
CREATE TABLE games (id TEXT PRIMARY KEY, mtime INTEGER NOT NULL, size INTEGER NOT NULL,
                    updated REAL NOT NULL, finished INTEGER NOT NULL, entry TEXT NOT NULL) WITHOUT ROWID;
CREATE INDEX newest_unfinished ON games (finished, updated DESC, id);
"""
# errors of a database that is busy or cannot be written now, not of a damaged one
_PASSING = ("SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_CANTOPEN",
            "SQLITE_NOMEM", "SQLITE_INTERRUPT", "SQLITE_PERM", "SQLITE_AUTH")


class GameIndex:
    """The rows of ``FILE`` in ``storage``'s folder, and what they hold as far as this run knows
    (``stored``: the library lists against it). Each method opens the database, does its part
    and closes it; one that cannot (the module missing, the file busy, unwritable) answers as an
    index that knows nothing, and the library reads the files."""

    def __init__(self, storage):
        self.storage = storage
        storage.expendable(FILE)
        storage.expendable(JOURNAL)
        storage.expendable(LEGACY_FILE)  # a cache of the game files: its copies may go
        self.usable = SQLITE
        self.fresh = False  # made anew (or set aside) in this run: every game file is to be read once
        self.stored = {}  # {id: (stat, Entry)}: what the rows hold, as far as this run knows
        self.stored_ids = set()  # the ids of the rows, those that are no good too
        self._unread = set()  # the games whose rows are marked to be read again from their files

    # -- the rows, as entries ---------------------------------------------------------------
    def known(self):
        """``{id: (stat, Entry)}`` from the rows, each checked as its file would be (a row that
        fails is no row: its file is read again), and from the JSON index of an earlier PyraPack
        when one is there (its rows taken over: no game file read again for them).

        Nobody is told of a bad row or a bad index: the index is a cache of the game files,
        rebuilt from them, so nothing of the player's is lost, and a message about a file they
        never made would only worry them. A damaged one goes into ``corrupt/`` for whoever looks.
        """
        rows = self.rows()
        self.stored_ids = set(rows)
        self.stored = {game_id: (stat, entry) for game_id, (stat, text) in rows.items()
                       if (entry := _row_entry(game_id, text)) is not None}
        known = dict(self.stored)
        if self.legacy():
            legacy, _ = self.storage.load(LEGACY_FILE, _legacy_rows)
            for item in legacy or []:
                try:
                    stat = tuple(item.pop("stat"))
                    if len(stat) != 2 or not all(type(n) is int for n in stat):
                        continue
                    entry = Entry.from_dict(item)
                except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                    continue  # that game's file is read again
                known.setdefault(entry.id, (stat, entry))
        return known

    def newest_unfinished(self, skip, most=8):
        """Up to ``most`` rows of unfinished games, the most recently updated first, leaving out the
        ids in ``skip``: ``[(id, (mtime_ns, size), Entry)]``, the Entry None where the row holds
        none of that game or its columns say otherwise than its entry (it lies about its game)."""
        found = []
        for game_id, stat, text, updated, finished in self.unfinished(skip, most):
            entry = _row_entry(game_id, text)
            if entry is not None and _columns(entry) != (updated, bool(finished)):
                entry = None  # the row lies about its game
            found.append((game_id, stat, entry))
        return found

    def mark_unread(self, game_id):
        """Mark a game's row as not its file's, newest of all, until it is written from the file:
        a start after a crash (or a quit before the menu asked) reads that one file again first,
        so the game played last is offered however the run ended. One row, once a game saved."""
        if game_id not in self._unread and self.update({game_id: UNREAD}):
            self._unread.add(game_id)
            self.stored.pop(game_id, None)
            self.stored_ids.add(game_id)

    def store(self, changes):
        """Write ``changes`` (``{id: (stat, Entry) or None}``, None: the row goes) to the rows;
        whether they were written."""
        rows = {game_id: None if row is None else (row[0], row[1].to_dict(), *_columns(row[1]))
                for game_id, row in changes.items()}
        if not self.update(rows):
            return False
        self._unread -= changes.keys()
        for game_id, row in changes.items():
            if row is None:
                self.stored.pop(game_id, None)
                self.stored_ids.discard(game_id)
            else:
                self.stored[game_id] = row
                self.stored_ids.add(game_id)
        return True

    def legacy(self):
        """Whether the JSON index of an earlier PyraPack is there, to be taken over."""
        return self.storage.path(LEGACY_FILE).exists()

    def drop_legacy(self):
        """The JSON index of an earlier PyraPack goes (the rows, written, hold every game)."""
        if self.legacy():
            self.storage.delete(LEGACY_FILE)

    # -- the rows as they are: reading ------------------------------------------------------
    def rows(self):
        """``{id: ((mtime_ns, size), entry JSON)}`` of every row (nothing when there is no index)."""
        found = self._run(lambda db: db.execute(
            "SELECT id, mtime, size, entry FROM games WHERE length(entry) <= ?", (LONGEST_ROW,)).fetchall())
        return {game_id: ((mtime, size), text) for game_id, mtime, size, text in found or ()
                if _plain(game_id, mtime, size, text)}

    def unfinished(self, skip, most=8):
        """Up to ``most`` rows of unfinished games, the most recently updated first, leaving out the
        ids in ``skip``: ``[(id, (mtime_ns, size), entry JSON, updated, finished)]``."""
        found = self._run(lambda db: db.execute(
            "SELECT id, mtime, size, entry, updated, finished FROM games WHERE finished = 0 "
            "AND length(entry) <= ? ORDER BY updated DESC, id LIMIT ?", (LONGEST_ROW, most + len(skip))).fetchall())
        return [(game_id, (mtime, size), text, updated, finished) for game_id, mtime, size, text, updated, finished
                in found or () if game_id not in skip and _plain(game_id, mtime, size, text)][:most]

    def ready(self):
        """Whether there is an index to use now (opening it tells whether it was made anew: ``fresh``)."""
        return bool(self._run(lambda db: True))

    def count(self):
        """How many rows there are (None without an index to use; opening it tells ``fresh``)."""
        return self._run(lambda db: db.execute("SELECT count(*) FROM games").fetchone()[0])

    # -- writing ----------------------------------------------------------------------------
    def update(self, changes):
        """Apply ``changes``, ``{id: (stat, entry, updated, finished) or None}`` (None: the row
        goes), in one transaction; whether it was written."""
        if self.storage.read_only or not changes:
            return not changes

        def write(db):
            with db:  # one transaction: every change, or (a crash, a full disk) none
                db.execute("BEGIN")
                db.executemany("DELETE FROM games WHERE id = ?", [(i,) for i, row in changes.items() if row is None])
                db.executemany("INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?, ?)",
                               [(i, _integer(s[0]), _integer(s[1]), updated, int(finished), json.dumps(entry, ensure_ascii=False,
                                                                                separators=(",", ":")))
                                for i, row in changes.items() if row is not None
                                for s, entry, updated, finished in (row,)])
            return True

        return bool(self._run(write))

    # -- the file ---------------------------------------------------------------------------
    def _run(self, action):
        """``action(db)`` on an open database, or None when there is none to use."""
        db = self._open()
        if db is None:
            return None
        try:
            return action(db)
        except sqlite3.Error as exc:
            if not _passing(exc):  # damaged, or not ours (another table): rebuilt from the files
                db.close()
                db = None
                self._set_aside()
            return None
        finally:
            if db is not None:
                db.close()

    def _open(self):
        if not self.usable:
            return None
        path = self.storage.path(FILE)
        create = False
        try:
            info = os.stat(path)
        except FileNotFoundError:
            if os.path.lexists(path):  # a link to nothing
                return self._set_aside(Refused("storage.not_a_file"))
            info, create = None, True
        except OSError:  # a loop of links
            return self._set_aside(Refused("storage.not_a_file"))
        if info is not None and not stat.S_ISREG(info.st_mode):  # a FIFO would hang, a device never end
            return self._set_aside(Refused("storage.not_a_file"))
        if info is not None and _header(path) != HEADER:  # SQLite would take a short one for an empty database
            return self._set_aside(Refused("storage.corrupt"))
        journal = self.storage.path(JOURNAL)
        if os.path.lexists(journal) and (create or not os.path.isfile(journal)):
            self._set_aside_journal()  # not a file, or left by a database gone: SQLite would play it back
        if self.storage.read_only and create:
            return None
        mode = "ro" if self.storage.read_only else "rwc" if create else "rw"
        try:
            db = sqlite3.connect(f"{Path(os.path.abspath(path)).as_uri()}?mode={mode}", uri=True, timeout=1.0,
                                 isolation_level=None, check_same_thread=False)
        except sqlite3.Error:
            return None  # cannot be opened now (a folder that went away, permissions): no index this time
        try:
            if not self.storage.read_only:
                db.execute("PRAGMA synchronous=OFF")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if create or version == 0:
                if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                    raise sqlite3.DatabaseError("not a games index")  # another program's database
                if self.storage.read_only:
                    db.close()
                    return None
                db.executescript(_SCHEMA + f"PRAGMA user_version = {VERSION};")
                self.fresh = True
            elif version != VERSION:
                raise sqlite3.DatabaseError(f"a games index of another version ({version})")
        except sqlite3.Error as exc:
            db.close()
            if _passing(exc):
                return None
            return self._set_aside(Refused("storage.corrupt"))
        return db

    def _set_aside(self, refused=None):
        """The file is no index of ours: kept in ``corrupt/`` (quietly: a cache), a new one made at
        the next use; one that cannot be moved makes the library do without an index."""
        self.fresh = True
        if self.storage.read_only:
            self.usable = False
            return None
        if os.path.lexists(self.storage.path(FILE)):
            self.storage.set_aside(FILE, refused or Refused("storage.corrupt"))
            if os.path.lexists(self.storage.path(FILE)):  # it could not be moved: left as it is
                self.usable = False
        self._set_aside_journal()
        return None

    def _set_aside_journal(self):
        if os.path.lexists(self.storage.path(JOURNAL)):
            self.storage.set_aside(JOURNAL, Refused("storage.not_a_file"))
            if os.path.lexists(self.storage.path(JOURNAL)):
                self.usable = False


def _passing(exc):
    """Whether ``exc`` says the database is busy or cannot be written now (a full disk), rather
    than that it is damaged or no index of ours."""
    name = getattr(exc, "sqlite_errorname", None)  # Python 3.11 on
    if name is not None:
        return name.startswith(_PASSING)
    said = str(exc)
    return isinstance(exc, sqlite3.OperationalError) and any(
        words in said for words in ("locked", "unable to open", "disk I/O", "or disk is full", "readonly"))


def _header(path):
    """The first bytes of the file at ``path`` (a regular file: never a FIFO, ``O_NONBLOCK``)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        return os.read(fd, len(HEADER)) if stat.S_ISREG(os.fstat(fd).st_mode) else None
    except OSError:
        return None
    finally:
        os.close(fd)


def _integer(value):
    """``value`` if SQLite holds it as an integer (a file's time can be beyond), else -1: a time no
    file has, so that its row never matches and the file is read again."""
    return value if -2**63 <= value < 2**63 else -1


def _plain(game_id, mtime, size, text):
    """A row's columns of the types the table says (SQLite would hold any type in any column)."""
    return (isinstance(game_id, str) and type(mtime) is int and type(size) is int and isinstance(text, str))


def _row_entry(game_id, text):
    """The Entry a row holds, checked as completely as its file's (``Entry.from_dict``), or None
    when it holds no entry of that game."""
    try:
        entry = Entry.from_dict(json.loads(text))
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None
    return entry if entry.id == game_id else None


def _columns(entry):
    """The columns the index orders and picks its rows by: when the game was updated (seconds),
    and whether it is finished."""
    return -newest_first(entry)[0], entry.finished


def _legacy_rows(data):
    """The rows of a JSON index of an earlier PyraPack; ValueError when it is none (it is then set aside)."""
    if not (isinstance(data, dict) and type(data.get("format")) is int and isinstance(data.get("games"), list)):
        raise ValueError("not a games index")
    return data["games"] if data["format"] == FORMAT else []  # another version's: rebuilt
