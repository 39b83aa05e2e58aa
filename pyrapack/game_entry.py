"""One saved game as the menu and the Games screen show it: an ``Entry``, checked.

An entry is read from a game file's record (``from_record``: its shape checked and its moves
counted, not replayed: that is ``Library.open``) or from a row of the games index
(``Entry.from_dict``), and is checked as completely either way: the Games screen uses what it
says as it is.
"""

import datetime
import functools
from dataclasses import dataclass

from . import games
from .record_fields import EARLIEST, ID, LATEST, UTC, iso, metadata
from .rules.record import FORMAT, rules_of


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

        It is checked as completely as an entry read from its game file (``from_record``): the index
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


def from_record(game_id, data, stat):
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


def _checked_entry(game_id, game, options, meta, moves, reviewed, touched=None):
    """The Entry of a game, every field checked as the Games screen needs it (``meta`` from ``metadata``)."""
    options = _checked_options(game, options)
    return Entry(game_id, game, options, meta["players"], meta["created"] or touched, meta["updated"] or touched,
                 moves, meta["result"], meta["branched_from"], reviewed, meta["names"], meta["imported"])


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


def _touched(stat):
    """When a game file was last changed (its time if its record says none), within the times a
    record may hold: a file's time can be anything."""
    seconds = stat[0] // 10**9
    first, last = int(EARLIEST.timestamp()), int(LATEST.timestamp()) - 86400
    return iso(datetime.datetime.fromtimestamp(min(max(seconds, first), last), UTC))


def _count(value):
    return type(value) is int and 0 <= value < 2**31


def newest_first(entry):
    """The order of the game lists: the game updated last first. Two games of one library are
    never saved at the same time (``Library._stamp``); the id breaks a tie between files from
    elsewhere (a folder copied in), the same way every time."""
    return -_seconds(entry.updated), entry.id


@functools.lru_cache(maxsize=1 << 17)
def _seconds(stamp):
    """A time of the library as seconds (remembered: a listing sorts thousands of them again)."""
    moment = datetime.datetime.fromisoformat(stamp)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.timezone.utc)
    return moment.timestamp()
