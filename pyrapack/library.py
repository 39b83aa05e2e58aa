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
    library.kept_copy(match)               # an imported match: the kept game it already is, or None

What a game list shows of each game is its ``Entry`` (``game_entry.py``); a game passed on as a
file is exported and imported by ``sharing.py``.

Every game is kept, finished or not, however many: a player's games are theirs, and only
they delete one (the Games screen asks first). A game nobody moved in is never saved.
Problems met on the side (a bad file set aside while listing, a save that failed, a game
grown too long to be saved) go to ``storage.problems()``.
"""

import datetime
import os
import secrets

from . import game_entry, game_index, json_file
from .file_words import Problem, shown_path
from .game_entry import newest_first
from .json_file import Refused, megabytes, read_json, why
from .match import Match
from .record_fields import ID, UTC, iso, usable_time
from .storage import ASIDE

FOLDER = "games"
INDEX = game_index.FILE
LEGACY_AUTOSAVE = "autosave.json"  # the single save slot of PyraPack before the library
SECOND, MILLISECOND = datetime.timedelta(seconds=1), datetime.timedelta(milliseconds=1)


class Library:
    """The saved games of one ``Storage`` (see the module docstring)."""

    def __init__(self, storage, now=None):
        self.storage = storage
        self._rows = game_index.GameIndex(storage)  # what the games index's rows hold (``stored``)
        self._now = now or (lambda: datetime.datetime.now(datetime.timezone.utc))
        self._index = None  # {id: (stat, Entry)} of every game, once listed
        self._changed = set()  # the games saved, deleted or set aside here since they were last looked at
        self._too_long = set()  # the games told they are too long to be saved
        self._unlisted = False  # the folder of games could not be listed, and the player was told
        self._last_stamp = None  # the time the last save here was stamped with (``_stamp``)

    # -- saving ----------------------------------------------------------------------
    def save(self, match):
        """Keep ``match`` if it changed since it was last saved (a new game: once a move is played).

        The first save gives the match its ``id`` and ``created`` time; every save sets
        ``updated``. The file is written off the frame (``Storage.write``). A game whose file
        would be larger than ``json_file.MAX_BYTES`` (the limit of what is read back) is not
        written: its file stays as it was last saved, and the player is told once.
        """
        if not match.unsaved:
            return
        if match.id is None:
            if not match.moves and not match.redo_stack:
                return
            match.id = self._new_id()
        stamp = self._stamp()
        match.created = match.created or stamp
        match.updated = stamp
        data = match.record_json()
        if len(data) > json_file.MAX_BYTES:
            if match.id not in self._too_long:
                self._too_long.add(match.id)
                self.storage.report(Problem("library.too_long", {"limit": megabytes(json_file.MAX_BYTES)}))
            return
        self.storage.write(_file(match.id), data)
        match.unsaved = False
        self._changed.add(match.id)  # listed again from the file
        self._rows.mark_unread(match.id)

    def _stamp(self):
        """The time a save is stamped with: the clock's, to the millisecond (as a record keeps it),
        or a millisecond after the last save's when the clock says no later (two saves in one
        millisecond, a clock that ticks every 16 ms, a clock nudged back less than a second). The
        games list shows the game saved last first, then, and not the one whose id, the tie's
        breaker, drew the smaller random part. A clock put back further is taken at its word."""
        moment = usable_time(_aware(self._now()))
        moment = moment.replace(microsecond=moment.microsecond // 1000 * 1000)
        last = self._last_stamp
        if last is not None and last - SECOND < moment <= last:
            moment = last + MILLISECOND
        self._last_stamp = moment
        return iso(moment)

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
                                                     "folder": shown_path(self.storage.directory)})
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
        known = self._index if self._index is not None else self._rows.known()
        try:
            index = self._refresh(known)
        except OSError as exc:
            self._unlistable(exc)
            return []
        self._unlisted = False
        self._index = index
        self._changed.clear()
        stored = self._rows.stored
        self._store({game_id: row for game_id, row in index.items()
                     if stored.get(game_id) is not row and stored.get(game_id) != row}
                    | {game_id: None for game_id in self._rows.stored_ids - index.keys()})
        if self._rows.stored_ids == index.keys():
            self._rows.drop_legacy()  # taken over: the index's rows, written, hold every game
        return sorted((entry for _, entry in index.values()), key=newest_first)

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
        entry, problem = self.storage.load(_file(game_id), lambda d: game_entry.from_record(game_id, d, stat))
        if problem is not None:
            problems.append(problem)
        return entry

    def _unlistable(self, exc):
        """The folder of games cannot be listed, or its files looked at: said once, until it can be."""
        if not self._unlisted:
            self._unlisted = True
            self.storage.report(Problem("library.folder_unreadable", {
                "folder": shown_path(self.storage.path(FOLDER)), "why": why(exc)}))

    def latest_unfinished(self):
        """The unfinished game played most recently (what the menu offers to resume), or None.

        From the index's rows, reading no game file: the newest unfinished row whose file has
        the time and size it was read at (a row whose file changed is read again, one whose file
        went goes). An index made anew (none before, or a damaged one) lists every game first.
        """
        self.storage.flush()
        if self._index is None and (not self._rows.ready() or self._rows.fresh or self._rows.legacy()):
            return next((entry for entry in self.list() if not entry.finished), None)
        if self._unlisted:
            return None
        try:
            self._refresh_changed()
            if self._index is not None:
                return min((entry for _, entry in self._index.values() if not entry.finished), key=newest_first,
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
        self._store({game_id: row for game_id, row in changes.items()
                     if row is None or self._rows.stored.get(game_id) != row})

    def _latest_row(self):
        """The newest unfinished game by the index's rows, each checked against its file."""
        skip, fixed = set(), []
        while True:
            rows = self._rows.newest_unfinished(skip)
            newest = None
            for game_id, stat, entry in rows:
                try:
                    now = _stat_of(self.storage.path(_file(game_id)))
                except FileNotFoundError:
                    now = None
                if entry is not None and now == stat:
                    newest = entry
                    break
                skip.add(game_id)  # not what its file holds: read again, and its row written anew
                self._changed.add(game_id)
                self._refresh_changed()
                found = self._rows.stored.get(game_id)
                if found is not None and not found[1].finished:
                    fixed.append(found[1])
            else:
                if rows:
                    continue  # every row asked for was read again: ask for the next ones
            return min([e for e in (newest, *fixed) if e is not None], key=newest_first, default=None)

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

    # -- a game imported ---------------------------------------------------------------
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
    def _store(self, changes):
        """Write ``changes`` (``{id: (stat, Entry) or None}``) to the index's rows; once they hold
        every game listed, an index made anew is one no more."""
        if self._rows.store(changes) and self._index is not None and set(self._index) == self._rows.stored_ids:
            self._rows.fresh = False

    def _new_id(self):
        while True:
            game_id = f"{self._now():%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"
            if not os.path.lexists(self.storage.path(_file(game_id))):
                return game_id


def _in_few_words(problems, storage):
    """The Problems of listing the games, those of several games set aside said in one message
    each (a message per game would crowd the screen, where only a few show at once)."""
    moved = [p for p in problems if "aside" in p.values]
    kept = [p for p in problems if "aside" not in p.values]
    out = []
    for group, key, folder in ((moved, "library.set_aside_many", ASIDE),
                               (kept, "library.left_alone_many", FOLDER)):
        if len(group) > 1:
            group = [Problem(key, {"count": len(group), "folder": shown_path(storage.path(folder))})]
        out += group
    return out


def _stat_of(path):
    """A game file's time and size, as ``Storage.scan`` gives them."""
    info = os.stat(path)
    return info.st_mtime_ns, info.st_size


def _file(game_id):
    return f"{FOLDER}/{game_id}.json"


def _aware(moment):
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
