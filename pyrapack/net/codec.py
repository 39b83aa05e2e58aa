"""The network protocol's messages: one JSON object a line, each checked in full where it is read.

``docs/network.md`` is the protocol written down; this module is that page in code. A line is
at most ``MAX_LINE`` bytes of UTF-8 JSON (an object with a ``type``), ending in a newline.
``decode`` reads one: anything that is not UTF-8, not JSON, not an object, of an unknown type,
or with a field missing, of the wrong kind, too long or too many is a ``ProtocolError`` saying
which, and nothing else. Only JSON is read (no pickle, no eval); numbers are whole and within
``BIGGEST``, ``NaN`` and the like are refused. No I/O here.
"""

import hashlib
import json
import re
import secrets

PROTOCOL = 1  #: this program's version of the protocol: a peer must speak the same
MAX_LINE = 16 * 1024  #: bytes of a message, its newline included, at most
MAX_HISTORY = 100  #: moves in one message of the history a peer catches up with
BIGGEST = 2**31 - 1  #: whole numbers of a message are from 0 to this
TEXT = 200  #: characters of a text field, at most
DIGEST = re.compile(r"[0-9a-f]{32}\Z")
GAME_ID = re.compile(r"[0-9a-f]{16}\Z")
REFUSALS = ("code", "version", "game", "busy")  #: why a host turns a guest away
ERRORS = ("malformed", "version", "illegal", "turn", "count", "digest", "order", "disagree", "rules", "game",
          "too_long")  #: what a peer did wrong, said before the connection is closed


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``key`` names what is wrong (an ``ERRORS`` entry for the
    peer, ``net.error.<key>`` for the player), ``values`` what the words need."""

    def __init__(self, key, detail="", **values):
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key, self.detail, self.values = key, detail, values


# -- the messages: their fields and what each must be ------------------------------------------
def _count(v):
    return type(v) is int and 0 <= v <= BIGGEST


def _text(v):
    return isinstance(v, str) and len(v) <= TEXT and v.isprintable()


def _name(v):
    return v is None or (_text(v) and 0 < len(v) <= 40)


def _digest(v):
    return isinstance(v, str) and DIGEST.match(v) is not None


def _game_id(v):
    return isinstance(v, str) and GAME_ID.match(v) is not None


def _maybe_id(v):
    return v is None or _game_id(v)


def _move(v):
    """A move as the rules write one: an object of short keys (the rules check the rest)."""
    return isinstance(v, dict) and 0 < len(v) <= 8 and all(isinstance(k, str) and len(k) <= 20 for k in v)


def _moves(v):
    return isinstance(v, list) and 0 < len(v) <= MAX_HISTORY and all(map(_move, v))


def _options(v):
    return isinstance(v, dict) and len(v) <= 8 and all(isinstance(k, str) and len(k) <= 20 for k in v) \
        and all(_text(x) or _count(x) or isinstance(x, bool) or x is None for x in v.values())


def _names(v):
    return isinstance(v, list) and len(v) == 2 and all(map(_name, v))


def _bool(v):
    return isinstance(v, bool)


def _side(v):
    return type(v) is int and v in (0, 1)


GUEST_HELLO = {"protocol": _count, "app": _text, "role": lambda v: v == "guest", "code": _text,
               "game_id": _maybe_id, "count": _count, "digest": _digest}
HOST_HELLO = {"protocol": _count, "app": _text, "role": lambda v: v == "host", "game": _text, "options": _options,
              "rules": _count, "names": _names, "side": _side, "game_id": _game_id, "count": _count,
              "digest": _digest}
FIELDS = {
    "refuse": {"reason": lambda v: v in REFUSALS, "protocol": _count, "app": _text},
    "move": {"move": _move, "count": _count, "digest": _digest},
    "history": {"moves": _moves, "count": _count, "digest": _digest},
    "ready": {"count": _count, "digest": _digest},
    "resign": {"count": _count},
    "undo_offer": {"count": _count},
    "undo_answer": {"count": _count, "accept": _bool},
    "rematch_offer": {"game_id": _maybe_id},
    "rematch_answer": {"accept": _bool, "game_id": _maybe_id},
    "ping": {},
    "bye": {},
    "error": {"reason": lambda v: v in ERRORS, "detail": _text},
}
TYPES = ("hello", *FIELDS)


def decode(line):
    """The message a line of bytes holds (a dict), checked; ``ProtocolError`` if it is none.

    A hello is checked for its version first: a peer of another version is told so, whatever
    else its hello holds (``ProtocolError("version")`` carries the version it speaks).
    """
    if len(line) > MAX_LINE:
        raise ProtocolError("malformed", f"a message of more than {MAX_LINE} bytes")
    try:
        message = json.loads(line.decode("utf-8"), parse_constant=_no_constant, parse_float=_no_float)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ProtocolError("malformed", f"not a JSON line ({type(exc).__name__})") from None
    if not isinstance(message, dict) or message.get("type") not in TYPES:
        raise ProtocolError("malformed", "not a message of this protocol")
    kind = message["type"]
    if kind == "hello":
        version = message.get("protocol")
        if version != PROTOCOL:
            app = message.get("app")
            raise ProtocolError("version", "another version of the protocol", version=version if _count(version) else "?",
                                app=app if _text(app) else "?")
        fields = HOST_HELLO if message.get("role") == "host" else GUEST_HELLO
    else:
        fields = FIELDS[kind]
    if set(message) != {"type", *fields}:
        raise ProtocolError("malformed", f"a {kind} message with the fields {sorted(message)}")
    wrong = [name for name, check in fields.items() if not check(message[name])]
    if wrong:
        raise ProtocolError("malformed", f"a {kind} message whose {', '.join(wrong)} cannot be right")
    return message


def encode(message):
    """``message`` as the bytes of its line (compact JSON, a newline); a message of ours that the
    other side would refuse is a bug: ValueError."""
    line = (json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")
    if len(line) > MAX_LINE:
        raise ValueError(f"a {message.get('type')} message of {len(line)} bytes")
    return line


def _no_constant(name):
    raise ValueError(f"{name} is no number")


def _no_float(text):
    raise ValueError("numbers are whole")


# -- what a hello says ----------------------------------------------------------------------------
def app_version():
    from .. import __version__

    return __version__


def rules_version(game):
    """The version of ``game``'s rules (its ``VERSION``, else 1): one game is played only with the
    same rules on both sides."""
    from ..rules.record import rules_of

    return getattr(rules_of(game), "VERSION", 1)


def new_game_id():
    """A new name for a game on both computers (``GAME_ID``)."""
    return secrets.token_hex(8)


# -- the move list's check ---------------------------------------------------------------------
def start_digest(game, options):
    """The digest of a game of ``game`` set up with ``options`` before any move."""
    return _hash(b"pyrapack/" + _canonical({"game": game, "options": options}))


def next_digest(digest, move_dict):
    """The digest of a move list once ``move_dict`` is played after the list whose digest is ``digest``:
    a chain, so that two lists of the same length with the same digest are the same list."""
    return _hash(digest.encode("ascii") + _canonical(move_dict))


def _canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def _hash(data):
    return hashlib.sha256(data).hexdigest()[:32]


class Digests:
    """The digests of a match's move list, one per length, kept up as moves are played and cut."""

    def __init__(self, match):
        self.match = match
        self.chain = [start_digest(match.game, match.options)]

    def at(self, count):
        """The digest of the first ``count`` moves of the match (``count`` at most its length)."""
        moves = self.match.moves
        del self.chain[min(len(self.chain), len(moves) + 1):]
        while len(self.chain) <= count:
            self.chain.append(next_digest(self.chain[-1], moves[len(self.chain) - 1].to_dict()))
        return self.chain[count]

    def now(self):
        return self.at(len(self.match.moves))

    def cut(self, count):
        """The moves after the first ``count`` are gone (an agreed undo)."""
        del self.chain[count + 1:]
