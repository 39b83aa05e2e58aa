"""27 (Laurent Escoffier, Steffen Spiele 2017): race your stacks along a line of pawns.

The rules, as played here (reference: ``docs/rules/twentyseven.md``):

* 27 pawns: 9 white, 9 black, 7 grey, 2 red. The track is a line of 9 cells; the
  bottom pawn of each cell is its *base*: red at both ends, grey in between.
  White (player 0) starts stacked on cell 0 and moves towards the last cell;
  black (player 1) starts on the last cell and moves towards cell 0. A player's
  start cell is the other player's *goal*. Either player may move first.
* A *stack* is everything above a base; it belongs to the player whose colour is
  on top (a grey or red pawn on top: nobody).
* A turn: count n = the stacks you own (goal included), pick one of them and move
  its top k pawns (k >= 1, enemy pawns under yours travel along) exactly n cells
  forward onto whatever is there. Passing the end of the line is illegal, so a
  stack on its goal never moves again.
* A player without a legal move passes; the game ends when neither player can
  move. A score is the number of pawns above the base of one's goal cell (any
  colour); the higher score wins, equal scores draw.
* Variant ``"grey"``: a grey base may travel as the bottom pawn of its stack (k =
  height + 1); its cell vanishes and the line closes up. Variant ``"red"``: red
  bases too, and the goals are the two ends of whatever line is left.

Choices where the spec is silent (see the report and the in-app rules text):

* When the line is down to one cell (``"red"`` only) both goals are that cell:
  the scores are equal and the game is a draw.
* Pawns left on a player's own start cell at the end stand on the *opponent's*
  goal and count for the opponent, whatever their colour.
* A player who owns no stack at all (every pawn covered) simply passes.
* In ``"red"`` a player may carry away the red base of their own start cell; the
  opponent's goal is then the new end cell, with whatever already stands on it.
* A base travels only under a stack (a bare base is nobody's); a carried grey or
  red pawn left on top when the pawns above it move on belongs to nobody.

Cells are indexed as they stand (moves say ``from_cell`` in today's line), but a
position also remembers where each remaining cell stood in the line of nine
(``State.origin``): a cell's base never changes, so the cells keep their names
as the line closes up, and a move list written early in a game still matches
the board at its end.

Every game ends without a repetition rule. Cells only ever vanish, so a cycle of
moves would keep the line; take the highest cell it touches: only white lands
there and only black leaves, and once white has landed the top stays white, so
that cell's height could never come back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeGuard

from . import IllegalMove, NotationError, Reason, reason, refuse, slot_setters, written

GAME = __name__.rsplit(".", 1)[-1]  # its id: the module's name
VARIANTS = ("basic", "grey", "red")
FIRST_IS_DRAWN = True  #: who moves first is drawn by lot: ``new_game(first=...)``
PLIES = 300  #: a long game: one between bots rarely lasts longer (tests and benches stop there)
OUTCOMES = ("neither player can move",)

_COLOURS = "WB"  # the pawn letter of player 0 and player 1
_TOTALS = {"W": 9, "B": 9, "G": 7, "R": 2}
_LINE = 9
_START = ("R" + "W" * 9,) + ("G",) * 7 + ("R" + "B" * 9,)
_ENDS = (0, _LINE - 1)  # the red bases' places in the line of nine
# Which base letters may travel with their stack, per variant.
_MOVABLE_BASES = {"basic": "", "grey": "G", "red": "GR"}


@dataclass(frozen=True, slots=True)
class Move:
    """Move the top ``count`` pawns of cell ``from_cell``; the destination follows.

    ``count`` one more than the stack's height carries its base along (variants).
    The pass is ``Move(-1, 0)``, i.e. ``PASS``.
    """

    from_cell: int
    count: int

    def __post_init__(self) -> None:
        if not (_is_int(self.from_cell) and _is_int(self.count)):
            raise ValueError("a move's cell and count must be integers")
        if (self.from_cell, self.count) != (-1, 0) and (self.from_cell < 0 or self.count < 1):
            raise ValueError(f"no move takes {self.count} pawns from cell {self.from_cell}")

    @property
    def is_pass(self) -> bool:
        return self.count == 0

    def __str__(self) -> str:
        return "pass" if self.count == 0 else f"{self.count} from cell {self.from_cell}"

    def to_dict(self) -> dict[str, Any]:
        if self.count == 0:
            return {"pass": True}
        return {"from": self.from_cell, "count": self.count}

    @classmethod
    def from_dict(cls, data: object) -> Move:
        if not isinstance(data, dict):
            raise ValueError("a move must be a JSON object")
        if set(data) == {"pass"}:
            if data["pass"] is not True:
                raise ValueError('a pass is {"pass": true}')
            return PASS
        if set(data) != {"from", "count"}:
            raise ValueError('a move is {"from": cell, "count": pawns} or {"pass": true}')
        cell, count = data["from"], data["count"]
        if not (_is_int(cell) and cell >= 0):
            raise ValueError(f"bad cell {cell!r} in move")
        if not (_is_int(count) and count >= 1):
            raise ValueError(f"bad pawn count {count!r} in move")
        return _move(cell, count)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


PASS = Move(-1, 0)
# _MOVES[i][k - 1] is Move(i, k): every move ever needed, built once so that
# legal_moves() only slices and play() can test membership by identity.
_MOVES = tuple(tuple(Move(i, k) for k in range(1, 28)) for i in range(_LINE))


def _move(cell: int, count: int) -> Move:
    if cell < _LINE and count <= 27:
        return _MOVES[cell][count - 1]
    return Move(cell, count)


def _moves_of(cells: tuple[str, ...], player: int, movable: str) -> tuple[int, list[Move]]:
    """``(n, moves)`` for ``player`` in ``cells``: n counts the stacks they own."""
    colour = _COLOURS[player]
    owned = [i for i, stack in enumerate(cells) if stack[-1] == colour]
    n = len(owned)
    step = -n if player else n
    last = len(cells) - 1
    moves: list[Move] = []
    for i in owned:
        if 0 <= i + step <= last:
            stack = cells[i]
            moves += _MOVES[i][: len(stack) if stack[0] in movable else len(stack) - 1]
    return n, moves


@dataclass(frozen=True, slots=True)
class State:
    """A position: the line of ``cells`` (strings, bottom pawn first) and the mover.

    ``origins``: where each cell stood in the starting line of nine (None: where it
    stands now, as in a line no base has left). Compared and hashed by position
    only, origins aside (they name cells, they change no move); ``_n`` and
    ``_moves`` cache the mover's stack count and legal moves (``[]`` once over).
    """

    variant: str
    cells: tuple[str, ...]
    to_move: int
    origins: tuple[int, ...] | None = field(default=None, compare=False)
    _n: int = field(default=-1, compare=False, repr=False)
    _moves: list[Move] | None = field(default=None, compare=False, repr=False)
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)

    def __hash__(self) -> int:
        """The hash the dataclass would give, worked out once: a search's tables hash a state
        several times."""
        known = self._hash
        if known is None:
            known = hash((self.variant, self.cells, self.to_move))
            _SET_HASH(self, known)
        return known

    def __reduce__(self) -> tuple[type[State], tuple[Any, ...]]:
        # pickled (for a helper process) without its hash: a string's hash is another there
        return State, (self.variant, self.cells, self.to_move, self.origins)

    def _analyse(self) -> list[Move]:
        movable = _MOVABLE_BASES[self.variant]
        n, moves = _moves_of(self.cells, self.to_move, movable)
        if not moves and _moves_of(self.cells, 1 - self.to_move, movable)[1]:
            moves = [PASS]
        _SET_N(self, n)
        _SET_MOVES(self, moves)
        return moves

    def legal_moves(self) -> list[Move]:
        """Every legal move, by cell then count; ``[PASS]`` when blocked."""
        moves = self._moves
        return list(self._analyse() if moves is None else moves)

    def play(self, move: Move) -> State:
        """The position after ``move``; raises IllegalMove saying why it is not legal."""
        moves = self._moves
        if moves is None:
            moves = self._analyse()
        # the moves handed out are ``_MOVES``'s own: found by identity first (``in`` alone
        # would call the dataclass's ``__eq__`` on each move before it)
        if id(move) not in map(id, moves) and move not in moves:
            raise IllegalMove(self.why_illegal(move))
        player = self.to_move
        if move.count == 0:
            return _made(self.variant, self.cells, 1 - player, self.origins)
        i, k = move.from_cell, move.count
        cells = list(self.cells)
        stack = cells[i]
        cells[i - self._n if player else i + self._n] += stack[-k:]
        origins = self.origins
        if k == len(stack):
            del cells[i]  # the base travelled: the line closes up
            origins = self.line_origins()
            origins = origins[:i] + origins[i + 1:]
        else:
            cells[i] = stack[:-k]
        return _made(self.variant, tuple(cells), 1 - player, origins)

    def why_illegal(self, move: object) -> Reason | None:
        """Why ``move`` is not legal here (a ``Reason``), or None when it is."""
        if not isinstance(move, Move):
            return _why("not_a_move", move=repr(move))
        moves = self._analyse() if self._moves is None else self._moves
        if not moves:
            return _why("over")
        if move in moves:
            return None
        if move.count == 0:
            return _why("no_pass")
        if moves[0].count == 0:
            return _why("must_pass")
        i, k, n = move.from_cell, move.count, self._n
        if not 0 <= i < len(self.cells):
            return _why("no_cell", cell=i)
        owner = self.owner(i)
        if owner is None:
            return _why("nobody_owns", cell=i)
        if owner != self.to_move:
            return _why("not_yours", cell=i, player=owner)
        height = len(self.cells[i]) - 1
        if k == height + 1:
            return _why("base_stays", cell=i)
        if not 0 <= i + (-n if self.to_move else n) < len(self.cells):
            return _why("overshoot", cell=i, n=n, player=self.to_move)
        return _why("too_many", cell=i, height=height)

    @property
    def is_over(self) -> bool:
        moves = self._moves
        return not (self._analyse() if moves is None else moves)

    @property
    def winner(self) -> int | None:
        moves = self._moves
        if (self._analyse() if moves is None else moves):  # not over (``is_over``, inline)
            return None
        cells = self.cells
        white, black = len(cells[-1]), len(cells[0])  # ``score``: the goals' heights (+1 each)
        return None if white == black else (0 if white > black else 1)

    @property
    def outcome(self) -> str | None:
        return OUTCOMES[0] if self.is_over else None

    # Questions the scene and the bots ask.

    def origin(self, cell: int) -> int:
        """Where ``cell`` stood in the starting line of nine (0 to 8): its lasting name."""
        return cell if self.origins is None else self.origins[cell]

    def line_origins(self) -> tuple[int, ...]:
        """``origin`` of every cell, in order."""
        return tuple(range(len(self.cells))) if self.origins is None else self.origins

    def owner(self, cell: int) -> int | None:
        """0 or 1 for the player whose pawn tops ``cell``, None for a bare base or a grey/red top."""
        top = self.cells[cell][-1]
        return 0 if top == "W" else 1 if top == "B" else None

    def owned_stacks(self, player: int) -> int:
        """n for ``player``: how many stacks they own, i.e. how far their next move goes."""
        if player == self.to_move and self._n >= 0:  # counted with the moves already (``_analyse``)
            return self._n
        return [stack[-1] for stack in self.cells].count(_COLOURS[player])

    def goal(self, player: int) -> int:
        """The cell ``player`` races to: the far end of the current line."""
        return 0 if player else len(self.cells) - 1

    def start(self, player: int) -> int:
        """The end ``player`` starts from, which is the opponent's goal."""
        return self.goal(1 - player)

    def score(self, player: int) -> int:
        """Pawns above the base of ``player``'s goal cell, any colour."""
        return len(self.cells[self.goal(player)]) - 1

    def destination(self, move: Move) -> int:
        """The cell a legal non-pass ``move`` lands on, numbered as before the move."""
        self._check_placing(move)
        return move.from_cell + (-self._n if self.to_move else self._n)

    @property
    def bases_travel(self) -> bool:
        """Whether a base may travel with its stack in this variant (grey, red)."""
        return bool(_MOVABLE_BASES[self.variant])

    def removes_cell(self, move: Move) -> bool:
        """Whether a legal non-pass ``move`` carries its base, so its cell vanishes."""
        self._check_placing(move)
        return move.count == len(self.cells[move.from_cell])

    def _check_placing(self, move: Move) -> None:
        if move == PASS:
            raise IllegalMove("a pass moves no pawn")
        if move not in self.legal_moves():
            raise IllegalMove(self.why_illegal(move))

    # Serialisation.

    def to_text(self) -> str:
        """The line as text: each cell's stack, base first ("RWWW G G GBBB RBBB"; R red, G grey,
        W white, B black)."""
        return " ".join(self.cells)

    @classmethod
    def from_text(cls, text: str, to_move: int = 0, variant: str = "basic") -> State:
        """The line ``to_text`` writes, ``to_move`` to play."""
        if not isinstance(text, str):
            raise ValueError(f"a 27 position is its cells' stacks, like RWWW G GBB RB, not {text!r}")
        return cls.from_dict({"game": GAME, "variant": variant, "to_move": to_move, "cells": text.split()})

    def cell_name(self, cell: int) -> str:
        """The lasting name of the cell ``cell`` (an index in today's line): its place in the
        starting line of nine, 1 to 9 from White's start, kept when cells before it vanish."""
        return str(self.origin(cell) + 1)

    def notation(self, move: Move) -> str:
        """``move`` as typed: "3x4-7" for the top 3 pawns of cell 4 (its lasting name) onto cell 7."""
        if move.is_pass:
            return "pass"
        return f"{move.count}x{self.cell_name(move.from_cell)}-{self.cell_name(self.destination(move))}"

    def parse_move(self, text: str) -> Move:
        """The legal move ``text`` writes: ``notation`` ("3x4-7", "3 × 4 → 7 + base", "3x4": the
        destination follows), ``str(move)`` ("3 from cell 0") or "pass"; like python-chess's
        ``parse_san``: NotationError for no move of this line, IllegalMove (the rules' reason)
        for one not legal here."""
        words = written(text)
        if words == "pass":
            return PASS if PASS in self.legal_moves() else refuse(self, PASS, text)
        index = re.fullmatch(r"(\d+) from cell (\d+)", words)
        numbers = [int(n) for n in re.findall(r"\d+", words)]
        if not index and (re.sub(r"\d+|base|[\s×x→>+-]", "", words) or len(numbers) not in (2, 3)) \
                or numbers[0] < 1:
            raise NotationError("unreadable", text=text)
        count, name, *dest = numbers
        names = [self.cell_name(cell) for cell in range(len(self.cells))]
        if not index and str(name) not in names:
            raise NotationError("square", name=str(name))
        cell = name if index else names.index(str(name))
        move = _move(cell, count)
        if move not in self.legal_moves():
            return refuse(self, move, text)
        if dest and self.cell_name(self.destination(move)) != str(dest[0]):
            raise NotationError("no_such", text=text)
        return move

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": GAME, "variant": self.variant, "to_move": self.to_move, "cells": list(self.cells)}
        if self.line_origins() != tuple(range(len(self.cells))):
            data["origins"] = list(self.line_origins())
        return data

    @classmethod
    def from_dict(cls, data: object) -> State:
        if not isinstance(data, dict):
            raise ValueError("a position must be a JSON object")
        keys = {"game", "variant", "to_move", "cells"}
        if not keys <= set(data) <= keys | {"origins"}:
            raise ValueError(f"a position has exactly the keys {sorted(keys)} (and maybe 'origins')")
        if data["game"] != GAME:
            raise ValueError(f"not a position of {GAME}: game is {data['game']!r}")
        variant, to_move, cells = data["variant"], data["to_move"], data["cells"]
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        if not _is_int(to_move) or to_move not in (0, 1):
            raise ValueError(f"to_move must be 0 or 1, not {to_move!r}")
        _check_cells(cells, variant)
        origins = data.get("origins")
        if origins is not None:
            origins = _checked_origins(origins, cells)
        return cls(variant, tuple(cells), to_move, origins)


_SET_VARIANT, _SET_CELLS, _SET_TO_MOVE, _SET_ORIGINS, _SET_N, _SET_MOVES, _SET_HASH = slot_setters(
    State, "variant", "cells", "to_move", "origins", "_n", "_moves", "_hash")


def _made(variant: str, cells: tuple[str, ...], to_move: int, origins: tuple[int, ...] | None,
          _new: Callable[[type[State]], State] = object.__new__) -> State:
    """``State(variant, cells, to_move, origins)`` without the dataclass's ``__init__``
    (``slot_setters``): every move of every search makes one."""
    state = _new(State)
    _SET_VARIANT(state, variant)
    _SET_CELLS(state, cells)
    _SET_TO_MOVE(state, to_move)
    _SET_ORIGINS(state, origins)
    _SET_N(state, -1)
    _SET_MOVES(state, None)
    _SET_HASH(state, None)
    return state


def _check_cells(cells: object, variant: str) -> None:
    if not isinstance(cells, (list, tuple)) or not 1 <= len(cells) <= _LINE:
        raise ValueError(f"cells must be a list of 1 to {_LINE} strings")
    for i, stack in enumerate(cells):
        if not isinstance(stack, str) or not stack:
            raise ValueError(f"cell {i} must be a non-empty string (every cell has a base)")
        if stack.strip("WBGR"):
            raise ValueError(f"cell {i} holds an unknown letter: {stack!r}")
        if stack[0] not in "GR":
            raise ValueError(f"the base of cell {i} must be R or G, not {stack[0]}")
    pawns = "".join(cells)
    for letter, total in _TOTALS.items():
        if pawns.count(letter) != total:
            raise ValueError(f"there must be {total} {letter} pawns, not {pawns.count(letter)}")
    bases = "".join(stack[0] for stack in cells)
    if variant == "basic" and bases != "R" + "G" * 7 + "R":
        raise ValueError("in the basic game the line is 9 cells on R G G G G G G G R bases")
    if variant == "grey" and (len(cells) < 2 or bases[0] != "R" or bases[-1] != "R"):
        raise ValueError("in the grey variant red pawns are the bases of both ends")

def _checked_origins(origins: object, cells: Sequence[str]) -> tuple[int, ...]:
    """``origins`` as a tuple, if they can name ``cells``: places in the line of nine, in
    order, red bases at its ends and grey ones between (a cell keeps its base)."""
    if not (isinstance(origins, (list, tuple)) and len(origins) == len(cells)
            and all(_is_int(o) and 0 <= o < _LINE for o in origins)
            and all(a < b for a, b in zip(origins, origins[1:]))):
        raise ValueError(f"origins must be, for each cell, its place 0 to {_LINE - 1} in the starting line, in order")
    for stack, origin in zip(cells, origins):
        if (stack[0] == "R") != (origin in _ENDS):
            raise ValueError(f"a cell on a {stack[0]} base cannot have stood at {origin} in the starting line")
    return tuple(origins)


#: Why a move is not legal, in English: a ``Reason`` per rule (``State.why_illegal``).
WHY = {
    "not_a_move": "{move} is not a move",
    "over": "the game is over",
    "no_pass": "you cannot pass while you have a move",
    "must_pass": "you have no legal move: you must pass",
    "no_cell": "cell {cell} holds no stack of yours: the line has no such cell",
    "nobody_owns": "cell {cell} holds no stack of yours: a grey or red pawn is on top",
    "not_yours": "cell {cell} holds no stack of yours",
    "base_stays": "the base of cell {cell} cannot move in this game",
    "overshoot": "you own {n} stack(s), so a move goes {n} cell(s): from cell {cell} that passes the end of the line",
    "too_many": "the stack on cell {cell} has only {height} pawn(s)",
}


def _why(key: str, **values: Any) -> Reason:
    return reason(WHY, key, **values)


def new_game(variant: str = "basic", first: int = 0, **unknown: object) -> State:
    """The starting line; ``first`` is the player drawn to move first (0 white, 1 black)."""
    if unknown:
        raise ValueError(f"unknown option(s) for {GAME}: {', '.join(sorted(unknown))}")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose from {', '.join(VARIANTS)}")
    if not _is_int(first) or first not in (0, 1):
        raise ValueError(f"first must be 0 (white) or 1 (black), not {first!r}")
    return State(variant, _START, first)


if TYPE_CHECKING:  # the type checker holds this module to the rules protocol (rules/protocol.py)
    from . import twentyseven as _module
    from .protocol import ParsesMoves, Rules, WritesMoves

    _rules: Rules[Move] = _module
    _parts: tuple[type[ParsesMoves[Move]], type[WritesMoves[Move]]] = (State, State)
