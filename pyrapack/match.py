"""A game in progress: who plays, the moves so far, undo and redo.

Pure logic over a rules module, so it is tested without a window and saved
as the saved-game record of ``docs/rules/README.md`` plus who the players are.
"""

import random

from .rules import load
from .rules.record import make_record, replay

HUMAN = None  # a player entry is HUMAN or a bot level name ("easy", ...)


class Match:
    def __init__(self, game, options, players, moves=(), redo=(), seed=None):
        self.game = game
        # the bots' seed for this game: replays of the same moves vary from game to game,
        # while one saved game always gets the same answers
        self.seed = random.randrange(2**31) if seed is None else seed
        self.rules = load(game)
        self.options = dict(options)
        self.players = tuple(players)
        self.states = [self.rules.new_game(**self.options)]
        self.moves = []
        for move in moves:
            self.play(move, keep_redo=True)
        self.redo_stack = list(redo)

    @property
    def state(self):
        return self.states[-1]

    @property
    def vs_bot(self):
        return any(p is not HUMAN for p in self.players)

    def is_bot(self, player):
        return self.players[player] is not HUMAN

    @property
    def bot_to_move(self):
        return not self.state.is_over and self.is_bot(self.state.to_move)

    def play(self, move, keep_redo=False):
        """Play ``move`` (IllegalMove if it is not legal); a new move forgets the redo list."""
        state = self.state.play(move)
        self.states.append(state)
        self.moves.append(move)
        if not keep_redo:
            self.redo_stack = []
        return state

    def _pop(self):
        self.states.pop()
        move = self.moves.pop()
        self.redo_stack.append(move)

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

    def redo(self):
        """Replay what undo took back, up to the human's next turn against a bot."""
        if not self.redo_stack:
            return False
        self.play(self.redo_stack.pop(), keep_redo=True)
        while self.vs_bot and self.redo_stack and self.is_bot(self.state.to_move):
            self.play(self.redo_stack.pop(), keep_redo=True)
        return True

    def bot_seed(self, salt=0):
        """The seed of a bot request in the current position (``salt`` tells requests apart)."""
        return (self.seed * 1_000_003 + len(self.moves) * 7919 + salt) % 2**31

    def record(self):
        """The saved-game record, with the players, the bots' seed and the redo list."""
        data = make_record(self.game, self.options, self.moves)
        data["players"] = list(self.players)
        data["seed"] = self.seed
        data["redo"] = [m.to_dict() for m in reversed(self.redo_stack)]
        return data

    @classmethod
    def from_record(cls, data):
        """Rebuild a match from ``record()``; ValueError when anything is wrong."""
        rules, options, moves, _ = replay(data)
        players = data.get("players")
        if not (isinstance(players, list) and len(players) == 2
                and all(p is HUMAN or p in ("easy", "medium", "hard") for p in players)):
            raise ValueError("a saved game needs 'players': two entries, null or a bot level")
        redo_dicts = data.get("redo", [])
        if not isinstance(redo_dicts, list):
            raise ValueError("'redo' must be a list of moves")
        redo = [rules.Move.from_dict(d) for d in reversed(redo_dicts)]
        seed = data.get("seed")
        if seed is not None and not (type(seed) is int and 0 <= seed < 2**31):
            raise ValueError("'seed' must be a whole number from 0 to 2**31 - 1")
        match = cls(data["game"], options, players, moves, redo, seed)
        state = match.state
        for move in reversed(redo):  # the redo list must still be playable
            try:
                state = state.play(move)
            except ValueError as exc:
                raise ValueError(f"the redo list is not playable: {exc}") from None
        return match
