"""A game: who plays, the moves so far, undo and redo, and what the library keeps with it.

Pure logic over a rules module, so it is tested without a window. ``record()`` is the
saved-game record of ``docs/saved-games.md``: the rules' record (``rules/record.py``) plus
the players, the bots' seed, the redo list and the library's fields (id, dates, result,
where it branched from, a stored review...), which ``record_fields.py`` checks as a record is
read back (``from_record``). Each move's dict and JSON text are made once, when
it is played, so a record costs a list copy and its JSON a join, not a dict and an encoding
per move: saving stays cheap in a 5,000-move game.
"""

import json
import random

from . import games
from .players import HUMAN, names_for, vs_bot
from .record_fields import RESIGNED, check_review, metadata, redo_moves
from .rules.record import FORMAT, RecordError, replay


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
        redo = redo_moves(rules, data.get("redo", []), states[-1])
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
