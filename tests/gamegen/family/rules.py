"""The rules every generated game plays by, set by its spec (``gamegen.Spec``): a board of
``ROWS`` x ``COLS`` cells, a game of ``LENGTH`` plies at most.

* A turn places one of your stones on an empty cell, or takes an enemy stone that has two of
  yours (or more) beside it (orthogonally): yours replaces it.
* With passes (``PASSES``): an empty cell beside two enemy stones (or more) is closed to you;
  a player who cannot place a stone while the other can passes (the pass is then their only
  move).
* The game ends when ``LENGTH`` plies are played (a pass is a ply), or when the player to move
  cannot place a stone (with passes: when neither can). More stones win; with variants, the
  variant ``"reverse"`` is won by fewer stones. Equal counts draw.

A generated rules module subclasses ``State`` and ``Move`` with its spec's values; nothing
here names a game.
"""

import functools
import re
from dataclasses import dataclass, field

from pyrapack.rules import IllegalMove, NotationError, reason, refuse, written

VARIANTS = ("normal", "reverse")  # a spec with variants has these; one without has none (None)
PLAYED, BLOCKED = OUTCOMES = ("the plies are played", "no move is left")
STONE = "xo"  # player 0's stone, player 1's, in ``to_text``

WHY = {
    "not_a_move": "{move} is not a move",
    "over": "the game is over",
    "no_cell": "there is no cell {cell}",
    "own": "{cell} already holds your stone",
    "held": "the stone on {cell} has fewer than two of yours beside it",
    "closed": "{cell} is beside two enemy stones: it is closed to you",
    "no_pass": "a player passes only when no stone can be placed",
}


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Move:
    """A stone on ``cell`` (its index, row by row from the top left), or the pass (None)."""

    cell: object = None
    COLS = 0  # the board's width, for the cell's name (a generated module's subclass sets it)
    ROWS = 0

    def __post_init__(self):
        if self.cell is not None and (not _is_int(self.cell) or self.cell < 0):
            raise ValueError(f"no cell {self.cell!r}")

    @property
    def is_pass(self):
        return self.cell is None

    def __str__(self):
        return "pass" if self.cell is None else cell_name(self.cell, self.ROWS, self.COLS)

    def to_dict(self):
        return {"pass": True} if self.cell is None else {"cell": str(self)}

    @classmethod
    def from_dict(cls, data):
        if data == {"pass": True}:
            return cls(None)
        if not isinstance(data, dict) or set(data) != {"cell"} or not isinstance(data["cell"], str):
            raise ValueError('a move is {"cell": "b2"} or {"pass": true}')
        return cls(parse_cell(data["cell"], cls.ROWS, cls.COLS))


def cell_name(cell, rows, cols):
    """"b2": the column's letter, then the row's number counted from the bottom."""
    row, col = divmod(cell, cols)
    return f"{'abcdefghijklmnopqrstuvwxyz'[col]}{rows - row}"


def parse_cell(name, rows, cols):
    found = re.fullmatch(r"([a-z])(\d+)", name.strip().lower())
    if found is None:
        raise ValueError(f"{name!r} is not a cell's name")
    col, row = "abcdefghijklmnopqrstuvwxyz".index(found[1]), rows - int(found[2])
    if not (0 <= col < cols and 0 <= row < rows):
        raise ValueError(f"there is no cell {name} on this board")
    return row * cols + col


@dataclass(frozen=True)
class State:
    """A position: the variant (None in a game without), each cell (-1 empty, 0 or 1: whose stone), the player to move
    and the plies left."""

    variant: str
    cells: tuple
    to_move: int
    left: int
    _moves: tuple = field(default=None, compare=False, repr=False, hash=False)

    GAME = ""
    ROWS = COLS = LENGTH = 0
    PASSES = False
    HAS_VARIANTS = False
    Move = Move

    # -- the board ----------------------------------------------------------------------
    def beside(self, cell):
        """The cells beside ``cell`` (orthogonally)."""
        return _neighbours(self.ROWS, self.COLS)[cell]

    def count_beside(self, cell, player):
        cells = self.cells
        return sum(1 for other in _neighbours(self.ROWS, self.COLS)[cell] if cells[other] == player)

    def stones(self, player):
        return self.cells.count(player)

    def placements(self, player):
        """The cells ``player`` may place a stone on now."""
        out, cells, other, closing = [], self.cells, 1 - player, self.PASSES
        for cell, near in enumerate(_neighbours(self.ROWS, self.COLS)):
            holder = cells[cell]
            if holder == -1:
                if not (closing and sum(1 for n in near if cells[n] == other) >= 2):
                    out.append(cell)
            elif holder == other and sum(1 for n in near if cells[n] == player) >= 2:
                out.append(cell)
        return out

    def is_capture(self, move):
        return move.cell is not None and self.cells[move.cell] == 1 - self.to_move

    # -- the protocol -------------------------------------------------------------------
    def _legal(self):
        """The legal moves, worked out once (a tuple)."""
        if self._moves is None:
            moves = ()
            if self.left > 0:
                moves = tuple(self.Move(cell) for cell in self.placements(self.to_move))
                if not moves and self.PASSES and self.placements(1 - self.to_move):
                    moves = (self.Move(None),)
            object.__setattr__(self, "_moves", moves)
        return self._moves

    def legal_moves(self):
        return list(self._legal())

    def play(self, move):
        if move not in self._legal():
            raise IllegalMove(self.why_illegal(move) or _why("not_a_move", move=repr(move)))
        cells = self.cells
        if move.cell is not None:
            cells = cells[:move.cell] + (self.to_move,) + cells[move.cell + 1:]
        return type(self)(self.variant, cells, 1 - self.to_move, self.left - 1)

    def why_illegal(self, move):
        if not isinstance(move, Move):
            return _why("not_a_move", move=repr(move))
        if self.is_over:
            return _why("over")
        if move.cell is None:
            return None if move in self._legal() else _why("no_pass")
        if move.cell >= len(self.cells):
            return _why("no_cell", cell=f"#{move.cell}")
        name, holder = str(self.Move(move.cell)), self.cells[move.cell]
        if holder == self.to_move:
            return _why("own", cell=name)
        if holder == 1 - self.to_move:
            return None if self.count_beside(move.cell, self.to_move) >= 2 else _why("held", cell=name)
        if self.PASSES and self.count_beside(move.cell, 1 - self.to_move) >= 2:
            return _why("closed", cell=name)
        return None

    @property
    def is_over(self):
        return not self._legal()

    @property
    def winner(self):
        if not self.is_over:
            return None
        mine, theirs = self.stones(0), self.stones(1)
        if mine == theirs:
            return None
        more = 0 if mine > theirs else 1
        return 1 - more if self.variant == "reverse" else more

    @property
    def outcome(self):
        if not self.is_over:
            return None
        return PLAYED if self.left == 0 else BLOCKED

    def parse_move(self, text):
        """The legal move ``text`` writes (``str(move)``: "b2" or "pass", any case)."""
        words = written(text)
        if words == "pass":
            move = self.Move(None)
        else:
            try:
                move = self.Move(parse_cell(words, self.ROWS, self.COLS))
            except ValueError:
                if re.fullmatch(r"[a-z]\d+", words):
                    raise NotationError("square", name=words) from None
                raise NotationError("unreadable", text=text) from None
        if move not in self.legal_moves():
            refuse(self, move, text)
        return move

    # -- as text and as data ------------------------------------------------------------
    def board(self):
        """The rows, top first: "." empty, "x" player 0's stone, "o" player 1's."""
        return ["".join("." if c == -1 else STONE[c] for c in self.cells[r * self.COLS:(r + 1) * self.COLS])
                for r in range(self.ROWS)]

    def to_text(self):
        """The rows, "/" between them, then the plies left: "x.o/.../... 5"."""
        return f"{'/'.join(self.board())} {self.left}"

    @classmethod
    def from_text(cls, text, to_move=0, variant=None, left=None):
        """The position ``to_text`` writes (its plies left may be left out and given as ``left``;
        by default, as many as a game of that many stones has left)."""
        if not isinstance(text, str) or not text.split():
            raise ValueError(f"a position is its rows and the plies left, like x.o/.../... 5, not {text!r}")
        board, *rest = text.split()
        if rest:
            if len(rest) > 1 or not rest[0].isdigit():
                raise ValueError(f"a position is its rows and the plies left, like x.o/.../... 5, not {text!r}")
            left = int(rest[0])
        stones = sum(row.count("x") + row.count("o") for row in board.split("/"))
        left = max(0, cls.LENGTH - stones) if left is None else left
        return cls.from_dict({"game": cls.GAME, **({"variant": variant or VARIANTS[0]} if cls.HAS_VARIANTS else {}),
                              "to_move": to_move, "board": board.split("/"), "left": left})

    def to_dict(self):
        return {"game": self.GAME, **({"variant": self.variant} if self.HAS_VARIANTS else {}),
                "to_move": self.to_move, "board": self.board(), "left": self.left}

    @classmethod
    def from_dict(cls, data):
        keys = {"game", "to_move", "board", "left"} | ({"variant"} if cls.HAS_VARIANTS else set())
        if not isinstance(data, dict) or set(data) != keys:
            raise ValueError(f"a position has exactly the keys {', '.join(sorted(keys))}")
        if data["game"] != cls.GAME:
            raise ValueError(f"not a position of {cls.GAME}: game is {data['game']!r}")
        variant = data.get("variant")
        if cls.HAS_VARIANTS and (not isinstance(variant, str) or variant not in VARIANTS):
            raise ValueError(f"unknown variant {variant!r}")
        to_move, left, board = data["to_move"], data["left"], data["board"]
        if not _is_int(to_move) or to_move not in (0, 1):
            raise ValueError(f"to_move must be 0 or 1, not {to_move!r}")
        if not _is_int(left) or not 0 <= left <= cls.LENGTH:
            raise ValueError(f"left must be 0 to {cls.LENGTH} plies, not {left!r}")
        if not (isinstance(board, list) and len(board) == cls.ROWS and all(
                isinstance(row, str) and len(row) == cls.COLS and set(row) <= set(".xo") for row in board)):
            raise ValueError(f"board must be {cls.ROWS} rows of {cls.COLS} of . x o")
        cells = tuple(-1 if c == "." else STONE.index(c) for row in board for c in row)
        return cls(variant, cells, to_move, left)


@functools.cache
def _neighbours(rows, cols):
    """For each cell, the cells beside it (orthogonally)."""
    out = []
    for cell in range(rows * cols):
        row, col = divmod(cell, cols)
        out.append(tuple(n for n, ok in ((cell - cols, row > 0), (cell + cols, row < rows - 1),
                                         (cell - 1, col > 0), (cell + 1, col < cols - 1)) if ok))
    return tuple(out)


def _why(key, **values):
    return reason(WHY, key, **values)


def starting(state_class, variant=None, unknown=None):
    """The empty board, player 0 to move, every ply left: a generated module's ``new_game``."""
    if unknown:
        raise ValueError(f"unknown option(s) for {state_class.GAME}: {', '.join(sorted(unknown))}")
    if state_class.HAS_VARIANTS:
        variant = variant or VARIANTS[0]
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}; choose from {', '.join(VARIANTS)}")
    return state_class(variant, (-1,) * (state_class.ROWS * state_class.COLS), 0, state_class.LENGTH)
