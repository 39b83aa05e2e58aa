"""Every game played, kept in the data folder: the API of the menu, Games screen, replay and review.

Each game is one small JSON file, ``games/<id>.json``, holding its saved-game record
(``Match.record()``, described in ``docs/saved-games.md``). The files are the truth; the games
index (``game_index.py``: a row per game) spares reading them: the start reads none (the menu's
resume offer is one row, its file's time and size checked), the Games screen reads only those
that changed or are new since their row was written, and a row whose file changed or went is
written again. An index that is missing or damaged is rebuilt from the files (a damaged one kept
aside first, as any bad file is). No pygame here::

    library = Library(storage)
    library.save(match)                    # after every move: written off the frame
    for entry in library.list():           # newest first: Entry (game, players, result...)
        ...
    match, problem = library.open(entry.id)  # replayed and checked; a bad file is set aside
    library.latest_unfinished()            # the Entry the menu offers to resume, or None
    library.delete(entry.id)
    paths, problem = library.export(match, "~/Desktop/game", move_text)  # .pyrapack + .txt
    match, problem = library.import_file(path)   # a new, unsaved match, or the reason why not
    library.kept_copy(match)               # the kept game it already is, or None

Every game is kept, finished or not, however many: a player's games are theirs, and only
they delete one (the Games screen asks first). A game nobody moved in is never saved.
Problems met on the side (a bad file set aside while listing, a save that failed, a game
grown too long to be saved) go to ``storage.problems()``.
"""

import datetime
import functools
import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from . import game_index, games
from . import storage as _storage
from . import words
from .i18n import t
from .match import EARLIEST, ID, LATEST, UTC, Match, metadata, usable_time
from .rules.record import FORMAT, RecordError, rules_of
from .storage import Problem, Refused, _megabytes, read_json, write_atomically

FOLDER = "games"
INDEX = game_index.FILE
LEGACY_INDEX = "games-index.json"  # the index before the database: its rows are taken over, then it goes
LEGACY_AUTOSAVE = "autosave.json"  # the single save slot of PyraPack before the library
EXTENSION = ".pyrapack"


@dataclass(frozen=True)
class Entry:
    """What the Games screen shows of one saved game (read from the index, not the file)."""

    id: str
    game: str  # a rules module name
    options: dict  # e.g. {"variant": "grey", "first": 1}
    players: tuple  # two entries: None for a person, or a bot level
    created: str  # ISO 8601 times
    updated: str
    moves: int  # moves played (the redo list not counted)
    result: dict  # {"winner": 0, 1 or None, "outcome": reason} or None while in progress
    branched_from: dict  # {"id": ..., "ply": ...} for "Play from here", else None
    reviewed: bool  # a review is stored with the game
    names: tuple = (None, None)  # two people's names, None for a side without one
    imported: bool = False  # it came in a file someone shared: its person is not "you"

    @property
    def finished(self):
        return self.result is not None

    @property
    def variant(self):
        return self.options.get("variant")

    def to_dict(self):
        return {"id": self.id, "game": self.game, "options": self.options, "players": list(self.players),
                "created": self.created, "updated": self.updated, "moves": self.moves,
                "result": self.result, "branched_from": self.branched_from, "reviewed": self.reviewed,
                "names": list(self.names), "imported": self.imported}

    @classmethod
    def from_dict(cls, data):
        """An entry of the index; ValueError if it is not one (the file is read again then).

        It is checked as completely as an entry read from its game file (``_entry``): the index
        is a file too, and the Games screen uses what it says as it is.
        """
        if not (isinstance(data, dict) and set(data) == set(cls.__dataclass_fields__)):
            raise ValueError("not an index entry")
        game_id, moves, reviewed = data["id"], data["moves"], data["reviewed"]
        if not (isinstance(game_id, str) and ID.match(game_id) and _count(moves) and isinstance(reviewed, bool)):
            raise ValueError("not an index entry")
        meta = metadata({"game": data["game"], "players": data["players"], "created": data["created"],
                         "updated": data["updated"], "branched_from": data["branched_from"], "result": data["result"],
                         "names": data["names"], "imported": data["imported"]})
        if not (meta["created"] and meta["updated"]):
            raise ValueError("an index entry has both times")
        return _checked_entry(game_id, data["game"], data["options"], meta, moves, reviewed)


class Library:
    """The saved games of one ``Storage`` (see the module docstring)."""

    def __init__(self, storage, now=None):
        self.storage = storage
        storage.expendable(LEGACY_INDEX)  # a cache of the game files: its copies may go
        self._rows = game_index.GameIndex(storage)
        self._now = now or (lambda: datetime.datetime.now(datetime.timezone.utc))
        self._index = None  # {id: (stat, Entry)} of every game, once listed
        self._stored = {}  # {id: (stat, Entry)}: what the index's rows hold, as far as this library knows
        self._stored_ids = set()  # the ids of its rows, those that are no good too
        self._changed = set()  # the games saved, deleted or set aside here since they were last looked at
        self._unread = set()  # the games whose rows are marked to be read again from their files
        self._too_long = set()  # the games told they are too long to be saved
        self._unlisted = False  # the folder of games could not be listed, and the player was told

    # -- saving ----------------------------------------------------------------------
    def save(self, match):
        """Keep ``match`` if it changed since it was last saved (a new game: once a move is played).

        The first save gives the match its ``id`` and ``created`` time; every save sets
        ``updated``. The file is written off the frame (``Storage.write``). A game whose file
        would be larger than ``storage.MAX_BYTES`` (the limit of what is read back) is not
        written: its file stays as it was last saved, and the player is told once.
        """
        if not match.unsaved:
            return
        if match.id is None:
            if not match.moves and not match.redo_stack:
                return
            match.id = self._new_id()
        stamp = _iso(usable_time(_aware(self._now())))
        match.created = match.created or stamp
        match.updated = stamp
        data = match.record_json()
        if len(data) > _storage.MAX_BYTES:
            if match.id not in self._too_long:
                self._too_long.add(match.id)
                self.storage.report(Problem("library.too_long", {"limit": _megabytes(_storage.MAX_BYTES)}))
            return
        self.storage.write(_file(match.id), data)
        match.unsaved = False
        self._changed.add(match.id)  # listed again from the file
        self._mark_unread(match.id)

    def delete(self, game_id):
        """Remove a game for good (the Games screen asks first)."""
        if ID.match(game_id):
            self.storage.delete(_file(game_id))
            self._changed.add(game_id)

    def adopt_legacy_autosave(self):
        """Move the unfinished game of PyraPack's old single slot (``autosave.json``) into the library.

        The file is deleted only once the game's copy reads back from the disk; a copy made by
        an earlier run that stopped before the deletion is not made again. Returns None, or the
        Problem of a bad file (set aside like any other) or of a copy that failed.
        """
        if self.storage.read_only:
            return None
        match, problem = self.storage.load(LEGACY_AUTOSAVE, Match.from_record)
        if match is None:
            return problem
        kept = self.kept_copy(match)  # copied already by a run stopped before the deletion
        if kept is not None:
            match = kept
        else:
            match.unsaved = True
            self.save(match)
            self.storage.flush()
        if not self._on_disk(match):  # the save failed (reported), or the disk lost it
            return Problem("library.autosave_kept", {"file": LEGACY_AUTOSAVE,
                                                     "folder": _storage.shown_path(self.storage.directory)})
        self.storage.delete(LEGACY_AUTOSAVE)
        return None

    def _on_disk(self, match):
        """Whether ``match``'s game file, read back, holds the match as it is now."""
        try:
            return match.id is not None and read_json(self.storage.path(_file(match.id))) == match.record()
        except (OSError, Refused):
            return False

    # -- reading ---------------------------------------------------------------------
    def list(self):
        """Every saved game, most recently updated first.

        Reads the index, then only the files it does not match (new, changed); a file that
        is not a saved game is set aside (reported in ``storage.problems()``). Writes the index
        back if it changed. A folder of games that cannot be listed lists nothing, is said
        once (until it lists again), and leaves the index as it is.
        """
        self.storage.flush()
        known = self._index if self._index is not None else self._known()
        try:
            index = self._refresh(known)
        except OSError as exc:
            self._unlistable(exc)
            return []
        self._unlisted = False
        self._index = index
        self._changed.clear()
        stored = self._stored
        self._store({game_id: row for game_id, row in index.items()
                     if stored.get(game_id) is not row and stored.get(game_id) != row}
                    | {game_id: None for game_id in self._stored_ids - index.keys()})
        if self._stored_ids == index.keys() and self.storage.path(LEGACY_INDEX).exists():
            self.storage.delete(LEGACY_INDEX)  # taken over: the index's rows, written, hold every game
        return sorted((entry for _, entry in index.values()), key=_newest_first)

    def _refresh(self, known):
        """``{id: (stat, Entry)}`` for the files now in the folder, reading only those ``known`` lacks
        (or that this library changed)."""
        index, problems = {}, []
        changed = self._changed
        for name, stat in self.storage.scan(FOLDER, ".json").items():
            game_id = name[:-5]
            row = known.get(game_id)
            if row is not None and row[0] == stat and game_id not in changed:
                index[game_id] = row
                continue
            if not ID.match(game_id):
                continue
            entry = self._read(game_id, stat, problems)
            if entry is not None:
                index[game_id] = (stat, entry)
        for problem in _in_few_words(problems, self.storage):
            self.storage.report(problem)
        return index

    def _read(self, game_id, stat, problems):
        """The Entry of a game's file (None: no game of ours; a bad file is set aside, its Problem in ``problems``)."""
        entry, problem = self.storage.load(_file(game_id), lambda d: _entry(game_id, d, stat))
        if problem is not None:
            problems.append(problem)
        return entry

    def _unlistable(self, exc):
        """The folder of games cannot be listed, or its files looked at: said once, until it can be."""
        if not self._unlisted:
            self._unlisted = True
            self.storage.report(Problem("library.folder_unreadable", {
                "folder": _storage.shown_path(self.storage.path(FOLDER)), "why": _storage._why(exc)}))

    def latest_unfinished(self):
        """The unfinished game played most recently (what the menu offers to resume), or None.

        From the index's rows, reading no game file: the newest unfinished row whose file has
        the time and size it was read at (a row whose file changed is read again, one whose file
        went goes). An index made anew (none before, or a damaged one) lists every game first.
        """
        self.storage.flush()
        if self._index is None and (not self._rows.ready() or self._rows.fresh
                                    or self.storage.path(LEGACY_INDEX).exists()):
            return next((entry for entry in self.list() if not entry.finished), None)
        if self._unlisted:
            return None
        try:
            self._refresh_changed()
            if self._index is not None:
                return min((entry for _, entry in self._index.values() if not entry.finished), key=_newest_first,
                           default=None)
            return self._latest_row()
        except OSError as exc:
            self._unlistable(exc)
            return None

    def _refresh_changed(self):
        """The rows of the games saved, deleted or set aside here since they were last looked at."""
        changes, problems = {}, []
        for game_id in sorted(self._changed):
            try:
                stat = _stat_of(self.storage.path(_file(game_id)))
            except FileNotFoundError:
                changes[game_id] = None
                continue
            entry = self._read(game_id, stat, problems)
            changes[game_id] = None if entry is None else (stat, entry)
        for problem in _in_few_words(problems, self.storage):
            self.storage.report(problem)
        self._changed.clear()
        if self._index is not None:
            for game_id, row in changes.items():
                if row is None:
                    self._index.pop(game_id, None)
                else:
                    self._index[game_id] = row
        self._store({game_id: row for game_id, row in changes.items() if row is None or self._stored.get(game_id) != row})

    def _latest_row(self):
        """The newest unfinished game by the index's rows, each checked against its file."""
        skip, fixed = set(), []
        while True:
            rows = self._rows.unfinished(skip)
            newest = None
            for game_id, stat, text, updated, finished in rows:
                entry = _row_entry(game_id, text)
                try:
                    now = _stat_of(self.storage.path(_file(game_id)))
                except FileNotFoundError:
                    now = None
                if entry is not None and now == stat and _columns(entry) == (updated, bool(finished)):
                    newest = entry
                    break
                skip.add(game_id)  # not what its file holds: read again, and its row written anew
                self._changed.add(game_id)
                self._refresh_changed()
                found = self._stored.get(game_id)
                if found is not None and not found[1].finished:
                    fixed.append(found[1])
            else:
                if rows:
                    continue  # every row asked for was read again: ask for the next ones
            return min([e for e in (newest, *fixed) if e is not None], key=_newest_first, default=None)

    def open(self, game_id):
        """Return ``(match, None)``, or ``(None, Problem)`` when the game cannot be opened.

        The record is replayed and checked; a file that fails is set aside with a message.
        """
        if not isinstance(game_id, str) or not ID.match(game_id):
            return None, Problem("library.missing", {})
        self.storage.flush()
        match, problem = self.storage.load(_file(game_id), Match.from_record)
        if match is None:
            self._changed.add(game_id)  # set aside, or gone: its row goes
            return None, problem or Problem("library.missing", {})
        match.id = game_id  # the file's name is the truth
        return match, None

    # -- sharing ---------------------------------------------------------------------
    def export(self, match, path, move_text):
        """Write ``match`` as ``<path>.pyrapack`` and its move list as ``<path>.txt`` beside it.

        ``move_text(before, move)`` gives a move's text in the caller's notation (the
        state before the move, the move). Returns ``((game_path, text_path), None)`` or
        ``(None, Problem)``. The game file is one field and one move a line, or compact
        when that is over ``storage.MAX_BYTES``; a game too large even so is not exported
        (it could not be imported).
        """
        target = Path(os.path.expanduser(str(path)))
        if target.suffix != EXTENSION:
            target = target.with_name(target.name + EXTENSION)
        text_path = target.with_suffix(".txt")
        lines = _header(match) + [""] + [f"{ply}. {move_text(before, move)}" for ply, (before, move)
                                          in enumerate(zip(match.states, match.moves), 1)]
        shared = _readable(match.record()).encode("utf-8")
        if len(shared) > _storage.MAX_BYTES:
            shared = match.record_json()
            if len(shared) > _storage.MAX_BYTES:
                return None, Problem("library.export_too_large", {"file": target.name,
                                                                  "limit": _megabytes(_storage.MAX_BYTES)})
        try:
            write_atomically(target, shared)
            write_atomically(text_path, ("\n".join(lines) + "\n").encode("utf-8"))
        except OSError as exc:
            return None, Problem("library.export_failed", {"file": target.name, "why": exc.strerror or str(exc)})
        return (target, text_path), None

    def import_file(self, path):
        """Read a shared game; ``(match, None)`` or ``(None, Problem)`` naming what is wrong.

        Nothing is changed: the match is new (no id, ``unsaved``), for the caller to show
        and, if the player wants it kept, to ``save``.
        """
        path = Path(path)
        values = {"file": _storage.shown_name(path.name)}
        try:
            data = read_json(path)
        except FileNotFoundError:
            return None, Problem("library.import_missing", values)
        except Refused as refused:
            key = {"storage.too_large": "library.import_too_large", "storage.not_a_file": "library.import_not_a_file",
                   "storage.unreadable": "library.import_unreadable"}.get(refused.key, "library.import_not_json")
            return None, Problem(key, {**values, **refused.values})
        try:
            match = Match.from_record(data)
        except RecordError as exc:
            return None, _import_problem(exc, values)
        match.id = match.branched_from = match.network = None  # ids belong to the library the game came from
        match.imported = match.unsaved = True
        return match, None

    def kept_copy(self, match):
        """The kept game that ``match`` (an imported one) already is, opened, or None.

        The same game: its rules, options, players, start time (when ``match`` says one) and
        moves. An import of a game kept already (your own export dropped back, the same file
        opened twice) opens it instead of keeping a copy; a game that went on since is another.
        """
        moves = len(match.moves)
        for entry in self.list():
            if (entry.game, entry.options, entry.players, entry.moves) != (match.game, match.options,
                                                                          match.players, moves):
                continue
            if match.created is not None and entry.created != match.created:
                continue
            kept, _ = self.open(entry.id)
            if kept is not None and kept.moves == match.moves:
                return kept
        return None

    # -- the index -------------------------------------------------------------------
    def _known(self):
        """``{id: (stat, Entry)}`` from the index's rows, each checked as its file would be (a row
        that fails is no row: its file is read again), and from the JSON index of an earlier
        PyraPack when one is there (its rows taken over: no game file read again for them).

        Nobody is told of a bad row or a bad index: the index is a cache of the game files,
        rebuilt from them, so nothing of the player's is lost, and a message about a file they
        never made would only worry them. A damaged one goes into ``corrupt/`` for whoever looks.
        """
        rows = self._rows.rows()
        self._stored_ids = set(rows)
        self._stored = {game_id: (stat, entry) for game_id, (stat, text) in rows.items()
                        if (entry := _row_entry(game_id, text)) is not None}
        known = dict(self._stored)
        if self.storage.path(LEGACY_INDEX).exists():
            legacy, _ = self.storage.load(LEGACY_INDEX, _index_rows)
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

    def _mark_unread(self, game_id):
        """Mark a game's row as not its file's, newest of all, until it is written from the file:
        a start after a crash (or a quit before the menu asked) reads that one file again first,
        so the game played last is offered however the run ended. One row, once a game saved."""
        if game_id not in self._unread and self._rows.update({game_id: game_index.UNREAD}):
            self._unread.add(game_id)
            self._stored.pop(game_id, None)
            self._stored_ids.add(game_id)

    def _store(self, changes):
        """Write ``changes`` (``{id: (stat, Entry) or None}``) to the index's rows; once written,
        an index made anew is one no more."""
        rows = {game_id: None if row is None else (row[0], row[1].to_dict(), *_columns(row[1]))
                for game_id, row in changes.items()}
        if not self._rows.update(rows):
            return
        self._unread -= changes.keys()
        for game_id, row in changes.items():
            if row is None:
                self._stored.pop(game_id, None)
                self._stored_ids.discard(game_id)
            else:
                self._stored[game_id] = row
                self._stored_ids.add(game_id)
        if self._index is not None and set(self._index) == self._stored_ids:
            self._rows.fresh = False

    def _new_id(self):
        while True:
            game_id = f"{self._now():%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"
            if not os.path.lexists(self.storage.path(_file(game_id))):
                return game_id


def export_folder(storage, own_folder=False):
    """Where exported games go: a ``PyraPack`` folder in the user's Documents, or ``exports/`` in
    the data folder when PyraPack was given a folder of its own (``--data-dir``: a USB stick
    keeps its exports with it) or the system has no Documents folder."""
    if not own_folder:
        try:
            import platformdirs

            documents = Path(platformdirs.user_documents_dir())
            if documents.is_absolute() and documents.is_dir():
                return documents / "PyraPack"
        except (ImportError, RuntimeError):  # RuntimeError: no home folder to find it in
            pass
    return storage.path("exports")


def export_path(folder, match):
    """A free name in ``folder`` for ``match``'s files, without their suffix: the game and when
    it was played (``<game>-2025-03-01-1422``), numbered if taken."""
    moment = datetime.datetime.fromisoformat(match.created) if match.created else datetime.datetime.now()
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    stem = f"{match.game}-{moment:%Y-%m-%d-%H%M}"
    folder = Path(folder)
    for n in range(1, 1000):
        name = stem if n == 1 else f"{stem}-{n}"
        if not any((folder / (name + suffix)).exists() for suffix in (EXTENSION, ".txt")):
            return folder / name
    return folder / f"{stem}-{secrets.token_hex(3)}"


def _in_few_words(problems, storage):
    """The Problems of listing the games, those of several games set aside said in one message
    each (a message per game would crowd the screen, where only a few show at once)."""
    moved = [p for p in problems if "aside" in p.values]
    kept = [p for p in problems if "aside" not in p.values]
    out = []
    for group, key, folder in ((moved, "library.set_aside_many", _storage.ASIDE),
                               (kept, "library.left_alone_many", FOLDER)):
        if len(group) > 1:
            group = [Problem(key, {"count": len(group), "folder": _storage.shown_path(storage.path(folder))})]
        out += group
    return out


def _row_entry(game_id, text):
    """The Entry a row of the index holds, checked as completely as its file's (``Entry.from_dict``),
    or None when it holds no entry of that game."""
    try:
        entry = Entry.from_dict(json.loads(text))
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None
    return entry if entry.id == game_id else None


def _columns(entry):
    """The columns the index orders and picks its rows by: when the game was updated (seconds),
    and whether it is finished."""
    return -_newest_first(entry)[0], entry.finished


def _stat_of(path):
    """A game file's time and size, as ``Storage.scan`` gives them."""
    info = os.stat(path)
    return info.st_mtime_ns, info.st_size


def _index_rows(data):
    """The rows of a JSON index of an earlier PyraPack; ValueError when it is none (it is then set aside)."""
    if not (isinstance(data, dict) and type(data.get("format")) is int and isinstance(data.get("games"), list)):
        raise ValueError("not a games index")
    return data["games"] if data["format"] == FORMAT else []  # another version's: rebuilt


def _file(game_id):
    return f"{FOLDER}/{game_id}.json"


def _iso(moment):
    return moment.isoformat(timespec="milliseconds")


def _aware(moment):
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _touched(stat):
    """When a game file was last changed (its time if its record says none), within the times a
    record may hold: a file's time can be anything."""
    seconds = stat[0] // 10**9
    first, last = int(EARLIEST.timestamp()), int(LATEST.timestamp()) - 86400
    return _iso(datetime.datetime.fromtimestamp(min(max(seconds, first), last), UTC))


def _count(value):
    return type(value) is int and 0 <= value < 2**31


def _newest_first(entry):
    return -_seconds(entry.updated), entry.id


@functools.lru_cache(maxsize=1 << 17)
def _seconds(iso):
    """A time of the library as seconds (remembered: a listing sorts thousands of them again)."""
    moment = datetime.datetime.fromisoformat(iso)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.timezone.utc)
    return moment.timestamp()


def _checked_options(game, options):
    """``options`` if the game can be set up with them (a known variant...), else ValueError."""
    if not (isinstance(game, str) and isinstance(options, dict) and all(isinstance(key, str) for key in options)):
        raise ValueError("not a saved game")
    items = tuple(sorted(options.items()))
    try:  # options of few short plain values (as every game's are) are remembered
        short = sum(len(v) if isinstance(v, str) else 1 for _, v in items) <= 200
        fits = _options_fit(games.BY_ID.get(game), items) if short else _fit(game, options)
    except TypeError:  # a list or a dict among them
        fits = _fit(game, options)
    if not fits:
        raise ValueError(f"not options of {game}")
    return dict(options)


@functools.lru_cache(maxsize=256)
def _options_fit(info, items):
    """``_fit`` of options, remembered by the game registered (a listing checks the same few
    options thousands of times)."""
    return info is not None and _fit(info.id, dict(items))


def _fit(game, options):
    rules = rules_of(game)
    if rules is None:
        return False
    try:
        rules.new_game(**options)
    except (TypeError, ValueError):
        return False
    return True


def _checked_entry(game_id, game, options, meta, moves, reviewed, touched=None):
    """The Entry of a game, every field checked as the Games screen needs it (``meta`` from ``metadata``)."""
    options = _checked_options(game, options)
    return Entry(game_id, game, options, meta["players"], meta["created"] or touched, meta["updated"] or touched,
                 moves, meta["result"], meta["branched_from"], reviewed, meta["names"], meta["imported"])


def _entry(game_id, data, stat):
    """The Entry of a game file's record, checked for shape but not replayed (that is ``open``)."""
    if not isinstance(data, dict) or type(data.get("format")) is not int:
        raise ValueError("not a saved game")
    if data["format"] > FORMAT:
        return None  # written by a newer PyraPack: left alone, not listed
    if data["format"] != FORMAT:
        raise ValueError("not a saved game of a known format")
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise ValueError("not a saved game")
    meta = metadata(data)
    return _checked_entry(game_id, data.get("game"), data.get("options"), meta, len(moves),
                          meta["review"] is not None, _touched(stat))


def _import_problem(exc, values):
    """The message for a shared file that is not a game this program can open."""
    part, details = exc.part, exc.details
    if part in ("record", "format"):
        return Problem("library.import_not_a_game", values)
    if part == "future":
        return Problem("library.import_future", {**values, "version": details["version"]})
    if part == "game":
        return Problem("library.import_unknown_game", {**values, "game": details["game"]})
    if part in ("move", "illegal"):
        key = "library.import_bad_move" if part == "move" else "library.import_illegal_move"
        return Problem(key, {**values, **details})
    if part == "two_bots":
        return Problem("library.import_two_bots", values)
    return Problem("library.import_bad_field", {**values, "field": part})


def _readable(record):
    """A record as JSON for people: one field a line, one move a line."""
    def one(value):
        return json.dumps(value, ensure_ascii=False, allow_nan=False)

    lines = []
    for key, value in record.items():
        if key in ("moves", "redo") and value:
            items = ",\n".join(f"  {one(item)}" for item in value)
            lines.append(f" {one(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {one(key)}: {one(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _header(match):
    """The first lines of an exported move list: game, variant, date, players, result."""
    lines = [f"PyraPack · {words.title(match.game, match.options.get('variant'))}"]
    if match.created:
        moment = datetime.datetime.fromisoformat(match.created)
        lines.append(moment.astimezone().strftime("%Y-%m-%d %H:%M"))
    for player in (0, 1):
        who = words.who(match.players, match.names, player, shared=True)
        lines.append(t("library.player", side=words.side_name(match.game, player), who=who))
    result = match.result
    if result is None:
        lines.append(t("library.in_progress"))
    else:
        won = words.banner_headline(match.game, match.players, result["winner"], match.names, shared=True)
        lines.append(words.end_line(won, words.outcome(match.game, result["outcome"])))
    return lines

