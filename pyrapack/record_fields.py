"""A saved-game record's own fields, beyond the rules' ones: checked as they are read.

The rules read the first four fields of a record (``rules/record.py``: format, game, options,
moves); the others are PyraPack's own (``docs/saved-games.md``): the players, the bots' seed,
the redo list, the library's id and times, the result, where the game branched from, a stored
review, the people's names, whether it was imported, the game over the network and who
resigned. ``metadata`` checks them, so that whatever reads a record (a match opened, the Games
screen's listing, an import) uses them as they are.
"""

import datetime
import math
import re

from .json_file import encodes
from .players import HUMAN, NAME_LENGTH, clean_name, is_level, vs_bot
from .rules.record import RecordError, rules_of

ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}\Z")  # also the file name: nothing else fits
REVIEW_DEPTH = 32  # how deep a stored review may nest
BIGGEST = 2**53  # no whole number of a review beyond this: every JSON reader holds it exactly, as a float too
UTC = datetime.timezone.utc
# The times a record may hold: local time in any time zone, on any system (Windows' clock
# functions start in 1970 and end in 3000), can show them.
EARLIEST = datetime.datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime.datetime(3000, 1, 1, tzinfo=UTC)
RESIGNED = "resigned"  #: the outcome of a game a player resigned (no rules module has it)


def metadata(data):
    """The app's own fields of a record (beyond the rules' ones), checked; RecordError if bad.

    Returns a dict with ``players`` (a tuple), ``seed``, ``id``, ``created``, ``updated``,
    ``result`` (as stored: the listing shows it, a match recomputes its own), ``branched_from``,
    ``review``, ``names`` (a pair), ``imported``, ``network`` and ``resigned``; optional fields
    missing from older records are None (``names``: no name; ``imported``: False).
    Everything returned can be used as it is by whatever comes next: the times are from
    ``EARLIEST`` to ``LATEST`` and have their UTC offset (one written without is taken as UTC
    and given it), the review's numbers are finite and within ``BIGGEST``, its text encodes.
    """
    players = data.get("players")
    if not (isinstance(players, list) and len(players) == 2
            and all(p is HUMAN or is_level(p) for p in players)):
        raise RecordError("'players' must be two entries, null or a bot level", "players")
    if all(p is not HUMAN for p in players):
        raise RecordError("both players are bots: PyraPack plays with at least one person", "two_bots")
    seed = data.get("seed")
    if seed is not None and not (type(seed) is int and 0 <= seed < 2**31):
        raise RecordError("'seed' must be a whole number from 0 to 2**31 - 1", "seed")
    game_id = data.get("id")
    if game_id is not None and not (isinstance(game_id, str) and ID.match(game_id)):
        raise RecordError("'id' must be letters, digits, '-' or '_'", "id")
    times = {key: _time(data.get(key), key) for key in ("created", "updated")}
    imported = data.get("imported", False)
    if not isinstance(imported, bool):
        raise RecordError("'imported' must be true or false", "imported")
    try:
        review = check_review(data.get("review"))
    except ValueError:
        raise RecordError("'review' is not a plain JSON value", "review") from None
    resigned = data.get("resigned")
    if resigned is not None and not (type(resigned) is int and resigned in (0, 1)):
        raise RecordError("'resigned' must be null, 0 or 1", "resigned")
    return {"players": tuple(players), "seed": seed, "id": game_id, **times,
            "result": _result(data.get("game"), data.get("result")),
            "branched_from": _branch_point(data.get("branched_from")), "review": review,
            "names": _names(data.get("names"), players), "imported": imported,
            "network": network_field(data.get("network"), players), "resigned": resigned}


def _time(value, key):
    if value is None:
        return None
    try:
        if isinstance(value, str) and len(value) <= 40:
            moment = datetime.datetime.fromisoformat(value)
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=UTC)
                value = moment.isoformat()
            if EARLIEST <= moment < LATEST:
                return value
    except (ValueError, OverflowError):
        pass
    raise RecordError(f"{key!r} must be a date and time (ISO 8601) from 1970 to 2999", key)


def iso(moment):
    """``moment`` as a record keeps a time: ISO 8601, to the millisecond."""
    return moment.isoformat(timespec="milliseconds")


def usable_time(moment):
    """``moment`` (an aware datetime) brought within the times a record may hold: a clock set
    far wrong must not stamp a save with a date that is refused when read back."""
    return min(max(moment, EARLIEST), LATEST - datetime.timedelta(days=1))


def _result(game, value):
    """A stored result, checked: its winner 0, 1 or null, its outcome one of the game's."""
    if value is None:
        return None
    if (isinstance(value, dict) and set(value) == {"winner", "outcome"} and value["winner"] in (0, 1, None)
            and type(value["winner"]) in (int, type(None)) and isinstance(value["outcome"], str)
            and (rules := rules_of(game)) is not None and value["outcome"] in (*rules.OUTCOMES, RESIGNED)):
        return dict(value)
    raise RecordError("'result' must be null or {\"winner\": 0, 1 or null, \"outcome\": one of the game's}",
                      "result")


def _names(value, players):
    """Stored names, checked: null, or one entry per side, null or a name as ``clean_name``
    keeps it; names only in a game between two people (``players`` checked already)."""
    if value is None:
        return (None, None)
    if (isinstance(value, list) and len(value) == 2
            and all(name is None or (isinstance(name, str) and clean_name(name) == name) for name in value)
            and (not vs_bot(players) or value == [None, None])):
        return tuple(value)
    raise RecordError(f"'names' must be null or two entries, null or a name of at most {NAME_LENGTH} characters, "
                      "in a game between two people", "names")


def _branch_point(value):
    if value is None:
        return None
    if (isinstance(value, dict) and set(value) == {"id", "ply"} and isinstance(value["id"], str)
            and ID.match(value["id"]) and type(value["ply"]) is int and 0 <= value["ply"] < 2**31):
        return dict(value)
    raise RecordError("'branched_from' must be {\"id\": ..., \"ply\": ...}", "branched_from")


def redo_moves(rules, dicts, state):
    """The redo list of a record (next first in the file), checked playable from ``state``."""
    if not isinstance(dicts, list):
        raise RecordError("'redo' must be a list of moves", "redo")
    moves = []
    for data in dicts:
        try:
            move = rules.Move.from_dict(data)
            state = state.play(move)
        except ValueError:
            raise RecordError("the redo list is not playable", "redo") from None
        moves.append(move)
    return moves[::-1]  # a stack: the next move to redo last


def check_review(value):
    """``value`` if it is plain JSON every later step can use, else ValueError: numbers finite and
    within ``BIGGEST``, text that encodes as UTF-8 (no lone surrogate, which JSON's ``\\ud800``
    can write), nesting at most ``REVIEW_DEPTH``."""
    if value is None:  # most games: no review (and every games index row)
        return None
    todo = [(value, 0)]
    while todo:
        item, depth = todo.pop()
        if depth > REVIEW_DEPTH:
            raise ValueError("a review nests too deep")
        if isinstance(item, dict):
            if not all(isinstance(k, str) and encodes(k) for k in item):
                raise ValueError("a review's keys must be text")
            todo.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            todo.extend((v, depth + 1) for v in item)
        elif isinstance(item, float) and not math.isfinite(item):
            raise ValueError("a review holds no NaN or infinity")
        elif isinstance(item, int) and not -BIGGEST <= item <= BIGGEST:
            raise ValueError("a review holds no number that large")
        elif isinstance(item, str) and not encodes(item):
            raise ValueError("a review holds only text that encodes")
        elif not (item is None or isinstance(item, (str, int, float, bool))):
            raise ValueError(f"a review holds no {type(item).__name__}")
    return value


# -- the network field: a game with a friend on another computer (``pyrapack/net``)
ROLES = ("host", "guest")
CODE = re.compile(r"[A-Z2-9]{6}\Z")  #: a join code (``address.new_code``): six letters and digits
GAME_ID = re.compile(r"[0-9a-f]{16}\Z")  #: the game both computers call by one name
NETWORK_FIELDS = {"role", "side", "game_id", "code", "address", "port"}
ADDRESS_LENGTH = 300  #: characters of an address typed to join, at most


def network_field(value, players):
    """A record's ``network`` field, checked: None, or ``{"role": "host" or "guest", "side": the
    side played on this computer, "game_id", "code", "address": what the guest typed (None for
    the host), "port": where the host listens}``, in a game between two people (``players``
    both None). Anything else raises ``RecordError``."""
    if value is None:
        return None
    if (isinstance(value, dict) and set(value) == NETWORK_FIELDS and value["role"] in ROLES
            and type(value["side"]) is int and value["side"] in (0, 1)
            and isinstance(value["game_id"], str) and GAME_ID.match(value["game_id"])
            and isinstance(value["code"], str) and CODE.match(value["code"])
            and (value["address"] is None if value["role"] == "host" else _address(value["address"]))
            and type(value["port"]) is int and 0 <= value["port"] <= 65535
            and isinstance(players, (list, tuple)) and all(p is None for p in players)):
        return dict(value)
    raise RecordError('\'network\' must be null or {"role": "host" or "guest", "side": 0 or 1, "game_id", '
                      '"code", "address", "port"} in a game between two people', "network")


def _address(value):
    return isinstance(value, str) and 0 < len(value) <= ADDRESS_LENGTH and value.isprintable() \
        and value.isascii()
