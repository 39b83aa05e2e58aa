"""A game: who plays, the moves so far, undo and redo, and what the library keeps with it.

Pure logic over a rules module, so it is tested without a window. ``record()`` is the
saved-game record of ``docs/saved-games.md``: the rules' record (``rules/record.py``) plus
the players, the bots' seed, the redo list and the library's fields (id, dates, result,
where it branched from, a stored review). Each move's dict and JSON text are made once, when
it is played, so a record costs a list copy and its JSON a join, not a dict and an encoding
per move: saving stays cheap in a 5,000-move game.
"""

import datetime
import json
import math
import random
import re

from . import games
from .net.record import network_field
from .players import HUMAN, NAME_LENGTH, clean_name, is_level, names_for, vs_bot
from .rules.record import FORMAT, RecordError, replay, rules_of
from .storage import encodes

ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}\Z")  # also the file name: nothing else fits
REVIEW_DEPTH = 32  # how deep a stored review may nest
BIGGEST = 2**53  # no whole number of a review beyond this: every JSON reader holds it exactly, as a float too
UTC = datetime.timezone.utc
# The times a record may hold: local time in any time zone, on any system (Windows' clock
# functions start in 1970 and end in 3000), can show them.
EARLIEST = datetime.datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime.datetime(3000, 1, 1, tzinfo=UTC)
RESIGNED = "resigned"  #: the outcome of a game a player resigned (no rules module has it)


class Match:
    """A game being played (or replayed): states, moves, undo/redo, and its library fields.

    ``id`` (None until the library first saves it), ``created`` and ``updated`` (ISO 8601
    times, set by the library), ``branched_from`` (``{"id", "ply"}`` for a game started from
    another's position), ``review`` (any JSON value, owned by the review feature) and
    ``names`` (two people's names, ``players.names_for``) and ``imported`` (the game came in a
    file someone shared: its person is not "you") travel with the record, and so do
    ``network`` (a game with a friend on another computer: ``{"role", "side", "game_id",
    "code", "address", "port"}``, ``side`` the one played here, the other's moves coming over
    the network, ``pyrapack/net``) and ``resigned`` (the side that resigned, or None).
    ``unsaved`` says whether anything changed since the library saved it.
    """

    def __init__(self, game, options, players, moves=(), redo=(), seed=None, *,
                 branched_from=None, review=None, names=None):
        self.game = game
        # the bots' seed for this game: replays of the same moves vary from game to game,
        # while one saved game always gets the same answers
        self.seed = random.randrange(2**31) if seed is None else seed
        self.rules = games.get(game).rules
        self.options = dict(options)
        self.players = tuple(players)
        self.names = names_for(self.players, names)
        self.states = [self.rules.new_game(**self.options)]
        self.moves, self._move_dicts, self._move_json = [], [], []
        for move in moves:
            self._push(move, move.to_dict())
        self.redo_stack = list(redo)
        self._redo_dicts = [m.to_dict() for m in self.redo_stack]
        self._redo_json = [_compact(d) for d in self._redo_dicts]  # kept, as the moves' are
        self.id = self.created = self.updated = None
        self.branched_from = branched_from
        self._review = check_review(review)
        self.imported = False
        self.network = None  # a game with a friend on another computer (see above)
        self.resigned = None  # the side that resigned
        self.unsaved = bool(self.moves or self.redo_stack)
        self.earlier = (0, 0, 0)  # the sitting's games before this one: each side's wins, then draws

    # -- the game --------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def vs_bot(self):
        return vs_bot(self.players)

    def is_bot(self, player):
        return self.players[player] is not HUMAN

    @property
    def bot_to_move(self):
        return not self.over and self.is_bot(self.state.to_move)

    def is_remote(self, player):
        """Whether ``player``'s moves come over the network (a friend on another computer)."""
        return self.network is not None and player != self.network["side"]

    @property
    def local_to_move(self):
        """A person at this computer is to move (not the bot, not the friend far away)."""
        return not self.over and not self.is_bot(self.state.to_move) and not self.is_remote(self.state.to_move)

    @property
    def over(self):
        """The game has ended: by its rules, or a player resigned."""
        return self.state.is_over or self.resigned is not None

    @property
    def result(self):
        """``{"winner": 0, 1 or None, "outcome": reason}`` once over, else None."""
        state = self.state
        if state.is_over:
            return {"winner": state.winner, "outcome": state.outcome}
        return {"winner": 1 - self.resigned, "outcome": RESIGNED} if self.resigned is not None else None

    def resign(self, player):
        """``player`` gives the game up (it must still be on)."""
        if self.over or player not in (0, 1):
            raise ValueError("only a player of a game still on can resign")
        self.resigned = player
        self.unsaved = True

    def cut(self, ply):
        """Take back every move after the first ``ply``, with no redo kept (an undo two players
        agreed over the network: the moves are gone, not waiting to be played again)."""
        while len(self.moves) > ply:
            self._pop()
        self.redo_stack, self._redo_dicts, self._redo_json = [], [], []

    def play(self, move, keep_redo=False):
        """Play ``move`` (IllegalMove if it is not legal); a new move forgets the redo list."""
        state = self._push(move, move.to_dict())
        if not keep_redo:
            self.redo_stack, self._redo_dicts, self._redo_json = [], [], []
        return state

    def _push(self, move, data):
        state = self.state.play(move)
        self.states.append(state)
        self.moves.append(move)
        self._move_dicts.append(data)
        self._move_json.append(_compact(data))
        self.unsaved = True
        return state

    def _pop(self):
        self.states.pop()
        self.redo_stack.append(self.moves.pop())
        self._redo_dicts.append(self._move_dicts.pop())
        self._redo_json.append(self._move_json.pop())
        self.unsaved = True

    def _redo_one(self):
        self._redo_json.pop()
        self._push(self.redo_stack.pop(), self._redo_dicts.pop())

    def can_undo(self):
        if not self.vs_bot:
            return bool(self.moves)
        return any(not self.is_bot(s.to_move) for s in self.states[:-1])

    def undo(self):
        """Take back the last move; against a bot, back to the human's previous turn."""
        if not self.can_undo():
            return False
        self._pop()
        while self.vs_bot and self.moves and self.is_bot(self.state.to_move):
            self._pop()
        return True

    def can_redo(self):
        return bool(self.redo_stack)

    def undo_to(self, ply):
        """Take back moves until the first ``ply`` are left (a lesson's step started again)."""
        while len(self.moves) > ply and self.undo():
            pass

    def redo(self):
        """Replay what undo took back, up to the human's next turn against a bot."""
        if not self.redo_stack:
            return False
        self._redo_one()
        while self.vs_bot and self.redo_stack and self.is_bot(self.state.to_move):
            self._redo_one()
        return True

    def bot_seed(self, salt=0):
        """The seed of a bot request in the current position (``salt`` tells requests apart)."""
        return (self.seed * 1_000_003 + len(self.moves) * 7919 + salt) % 2**31

    def rematch(self, first, swap=False):
        """The next game between the same players, in the same variant; ``first`` moves first
        (where the game lets the first player be chosen); ``swap``: the players change sides.
        The sitting's running score goes on in it (``score``)."""
        options = games.get(self.game).options(self.options.get("variant"), first)
        order = (1, 0) if swap else (0, 1)
        match = Match(self.game, options, [self.players[p] for p in order], names=[self.names[p] for p in order])
        score = self.score()
        match.earlier = (score[order[0]], score[order[1]], score[2])
        return match

    def score(self):
        """The sitting's running score, this game included once it is over: the wins of the
        players of this game's two sides, then the draws. A sitting is a game and its rematches
        (not kept: a game resumed later starts one)."""
        wins, result = list(self.earlier), self.result
        if result is not None:
            wins[2 if result["winner"] is None else result["winner"]] += 1
        return tuple(wins)

    def branch(self, ply, players, seed=None):
        """A new game from the position after ``ply`` moves ("Play from here"), saying so (the
        names go with it between two people)."""
        if not 0 <= ply <= len(self.moves):
            raise ValueError(f"this game has no position after {ply} moves")
        source = {"id": self.id, "ply": ply} if self.id is not None else None
        return Match(self.game, self.options, players, self.moves[:ply], seed=seed, branched_from=source,
                     names=self.names)

    # -- what the library keeps --------------------------------------------------------
    @property
    def review(self):
        """A stored review (plain JSON, None when there is none); setting it marks a change.

        Assign a new value rather than changing the stored one in place: a save in
        progress may be encoding it on the writer thread.
        """
        return self._review

    @review.setter
    def review(self, value):
        self._review = check_review(value)
        self.unsaved = True

    def record(self):
        """The saved-game record; its lists are fresh, the move dicts in them shared (never change them)."""
        return {
            "format": FORMAT,
            "game": self.game,
            "options": dict(self.options),
            "moves": list(self._move_dicts),
            "players": list(self.players),
            "seed": self.seed,
            "redo": self._redo_dicts[::-1],  # the next move to redo first
            "id": self.id,
            "created": self.created,
            "updated": self.updated,
            "result": self.result,
            "branched_from": dict(self.branched_from) if self.branched_from else None,
            "review": self._review,
            "names": list(self.names),
            "imported": self.imported,
            "network": dict(self.network) if self.network else None,
            "resigned": self.resigned,
        }

    def record_json(self):
        """``record()`` as compact UTF-8 JSON, the moves (and the redo list) joined from their
        text made when played, so a save costs the same however long the game."""
        record = self.record()
        del record["moves"], record["redo"]
        head = _compact(record)
        moves, redo = ",".join(self._move_json), ",".join(reversed(self._redo_json))
        return f'{head[:-1]},"moves":[{moves}],"redo":[{redo}]}}'.encode("utf-8")

    @classmethod
    def from_record(cls, data):
        """Rebuild a match from ``record()``; ``RecordError`` (a ValueError) says what is wrong.

        The moves are replayed, so an illegal record is refused; the stored ``result`` is
        not trusted but recomputed. The match comes back as saved (``unsaved`` False).
        """
        rules, options, moves, states = replay(data)
        meta = metadata(data)
        redo = _redo_moves(rules, data.get("redo", []), states[-1])
        match = cls(data["game"], options, meta["players"], (), redo, meta["seed"],
                    branched_from=meta["branched_from"], review=meta["review"], names=meta["names"])
        match.states, match.moves = states, moves
        match._move_dicts = [m.to_dict() for m in moves]
        match._move_json = [_compact(d) for d in match._move_dicts]
        match.id, match.created, match.updated = meta["id"], meta["created"], meta["updated"]
        match.imported, match.network = meta["imported"], meta["network"]
        if meta["resigned"] is not None:
            if states[-1].is_over:
                raise RecordError("'resigned' in a game its rules had ended", "resigned")
            match.resigned = meta["resigned"]
        match.unsaved = False
        return match


def _compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


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


def _redo_moves(rules, dicts, state):
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

