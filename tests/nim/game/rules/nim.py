"""Pyramid Nim: the tests' own game, small enough to play through in a few plies.

The rules, as played here (reference: ``tests/nim/docs/rules/nim.md``):

* Sixteen stones stand in a pyramid of four rows: 1, 3, 5 and 7 stones from the top
  (rows 1 to 4). Light (player 0) moves first.
* A turn: take 1, 2 or 3 stones from one row. Stones are taken from the right-hand end of
  the row (which ones makes no difference to the game).
* Variant ``"normal"``: whoever takes the last stone wins. Variant ``"misere"``: whoever
  takes the last stone loses.

Choices where the spec is silent: none; the game always ends, in at most sixteen plies (a
player always has a move while a stone is left), and never in a draw. There is no pass.
"""

from dataclasses import dataclass

import re

from pyrapack.rules import IllegalMove, NotationError, reason, refuse, written

GAME = __name__.rsplit(".", 1)[-1]  # its id: the module's name
VARIANTS = ("normal", "misere")
OUTCOMES = ("the last stone is taken",)
PLIES = 16  #: the longest game: a stone a ply
ROWS = (1, 3, 5, 7)  #: the stones of each row at the start, top row first
MOST = 3  #: stones taken in one turn at most


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class Move:
    """Take ``count`` stones from row ``row`` (0 is the top row)."""

    row: int
    count: int

    def __post_init__(self):
        if not (_is_int(self.row) and _is_int(self.count)) or self.row < 0 or self.count < 1:
            raise ValueError(f"no move takes {self.count!r} stones from row {self.row!r}")

    @property
    def is_pass(self):
        return False  # a player with a stone left to take always has a move

    def __str__(self):
        return f"{self.count} from row {self.row + 1}"

    def to_dict(self):
        return {"row": self.row, "take": self.count}

    @classmethod
    def from_dict(cls, data):
        if not isinstance(data, dict) or set(data) != {"row", "take"}:
            raise ValueError('a move is {"row": row, "take": stones}')
        return cls(data["row"], data["take"])


@dataclass(frozen=True, slots=True)
class State:
    """A position: the stones left in each row (top row first), the variant and the mover."""

    variant: str
    rows: tuple
    to_move: int

    def legal_moves(self):
        """Every legal move, by row then count."""
        return [Move(r, k) for r, n in enumerate(self.rows) for k in range(1, min(MOST, n) + 1)]

    def play(self, move):
        """The position after ``move``; raises IllegalMove saying why it is not legal."""
        why = self.why_illegal(move)
        if why is not None:
            raise IllegalMove(why)
        rows = list(self.rows)
        rows[move.row] -= move.count
        return State(self.variant, tuple(rows), 1 - self.to_move)

    def why_illegal(self, move):
        """Why ``move`` is not legal here (a ``Reason``), or None when it is."""
        if not isinstance(move, Move):
            return _why("not_a_move", move=repr(move))
        if self.is_over:
            return _why("over")
        if move.row >= len(self.rows):
            return _why("no_row", row=move.row + 1)
        if move.count > MOST:
            return _why("at_most", most=MOST)
        if self.rows[move.row] == 0:
            return _why("empty", row=move.row + 1)
        if move.count > self.rows[move.row]:
            return _why("too_many", row=move.row + 1, n=self.rows[move.row])
        return None

    @property
    def is_over(self):
        return not any(self.rows)

    @property
    def winner(self):
        """Who won a finished game: the last taker in the normal game, the other in misère."""
        if not self.is_over:
            return None
        last = 1 - self.to_move
        return last if self.variant == "normal" else self.to_move

    @property
    def outcome(self):
        return OUTCOMES[0] if self.is_over else None

    def stones(self):
        return sum(self.rows)

    def parse_move(self, text):
        """The legal move ``text`` writes (``str(move)``: "2 from row 3", any case and spacing);
        a move written right but not legal now raises IllegalMove with the rules' reason."""
        words = written(text)
        found = re.fullmatch(r"(\d+) from row (\d+)", words)
        if found is None:
            raise NotationError("unreadable", text=text)
        count, row = int(found[1]), int(found[2]) - 1
        if count < 1 or row < 0:
            raise NotationError("no_such", text=text)
        move = Move(row, count)
        if self.why_illegal(move) is not None:
            refuse(self, move, text)
        return move

    def to_text(self):
        """The stones of each row, top first: ``"1 3 5 7"``."""
        return " ".join(map(str, self.rows))

    @classmethod
    def from_text(cls, text, to_move=0, variant="normal"):
        """The rows ``to_text`` writes, ``to_move`` to play."""
        if not isinstance(text, str) or not all(part.isdigit() for part in text.split()):
            raise ValueError(f"a position of Pyramid Nim is its rows' stones, like 1 3 5 7, not {text!r}")
        return cls.from_dict({"game": GAME, "variant": variant, "to_move": to_move,
                              "rows": [int(part) for part in text.split()]})

    def to_dict(self):
        return {"game": GAME, "variant": self.variant, "to_move": self.to_move, "rows": list(self.rows)}

    @classmethod
    def from_dict(cls, data):
        if not isinstance(data, dict) or set(data) != {"game", "variant", "to_move", "rows"}:
            raise ValueError("a position has exactly the keys game, variant, to_move and rows")
        if data["game"] != GAME:
            raise ValueError(f"not a position of {GAME}: game is {data['game']!r}")
        variant, to_move, rows = data["variant"], data["to_move"], data["rows"]
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        if not _is_int(to_move) or to_move not in (0, 1):
            raise ValueError(f"to_move must be 0 or 1, not {to_move!r}")
        if not (isinstance(rows, (list, tuple)) and len(rows) == len(ROWS)
                and all(_is_int(n) and 0 <= n <= most for n, most in zip(rows, ROWS))):
            raise ValueError(f"rows must be {len(ROWS)} counts of stones, at most {', '.join(map(str, ROWS))}")
        return cls(variant, tuple(rows), to_move)


#: Why a move is not legal, in English: a ``Reason`` per rule (``State.why_illegal``).
WHY = {
    "not_a_move": "{move} is not a move",
    "over": "the game is over",
    "no_row": "there is no row {row}",
    "at_most": "a turn takes {most} stones at most",
    "empty": "row {row} has no stone left",
    "too_many": "row {row} has only {n} stone(s)",
}


def _why(key, **values):
    return reason(WHY, key, **values)


def new_game(variant="normal", **unknown):
    """The full pyramid, Light to move."""
    if unknown:
        raise ValueError(f"unknown option(s) for {GAME}: {', '.join(sorted(unknown))}")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose from {', '.join(VARIANTS)}")
    return State(variant, ROWS, 0)
