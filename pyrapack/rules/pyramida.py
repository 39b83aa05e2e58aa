"""Pyramida (Zbyšek Vlasák): race your five stones up a stepped pyramid and off its apex.

The rules, as played here (reference: ``docs/rules/pyramida.md``):

* The board is the dark half of a 21 x 14 chequerboard (files a-u, ranks 1-14,
  file + rank odd) cut into a stepped triangle: ranks 1-4 are full, from rank 5 up
  each rank loses a file on each side, up to the apex k14. 97 cells, touching
  diagonally only: two neighbours above, two below. A column is a file.
* White (player 0) starts on d1 h1 l1 p1 t1, Black on b1 f1 j1 n1 r1. White
  moves first. There are no captures.
* A turn moves one of your stones one cell diagonally, up or down, to an empty
  cell. A stone reaching k14 leaves the board at once and attacks nothing. The
  first player to take all five stones off wins.
* Column attack: if the destination's file held exactly two stones, one of each
  colour, yours the lower, and your stone moves up into that file below the
  enemy stone, the enemy stone drops to the lowest empty cell of the file. If
  that cell is not below it, the column attack fails.
* Contact attack (when no column attack succeeded): if your stone ends next to
  enemy stones, you attack one of the highest of them - one that can retreat, if
  any can - and send it to an empty cell below it, your choice. If it cannot
  retreat (its cells below are taken) you play again. A stone on rank 1 has no
  cell below: attacking it does nothing.
* A failed column attack that the contact attack does not follow up (no enemy
  touched, or only rank-1 ones) gives you an extra move.
* An extra move is a normal move: it may attack and earn further extra moves.
* Last stone: a player with one stone on the board moves it one or two cells in
  a straight diagonal line, over an empty cell; when a contact attack makes it
  retreat, the attacker may send it one or two cells down the same way.
* The player whose move creates a position (all stones and the player to move)
  for the third time loses. A blocked player passes; two passes in a row draw.

Choices where the spec is silent:

* A move records only what happens. Attacking only rank-1 stones has no effect
  and is recorded like attacking nothing (``"push": null``). An extra move won
  by a stone that cannot retreat names it with ``"to": null``; if several of the
  highest stones are stuck, the first of them in ``CELLS`` order is named. A
  failed column attack the contact attack does not follow up names the stone the
  column attack was aimed at. So moves with the same effect are one move.
* "Can retreat", when choosing among the highest stones, means one cell below
  it is empty (a last stone's two-cell retreat passes over that cell anyway).
* The column attack is taken literally: the new stone may land below the
  mover's own stone in the file. A column attack always drops the stone to the
  lowest empty cell, even a last stone.
* The starting position (or the one loaded) is the first occurrence of itself.
  A pass is forced, so it never loses by repetition, though it does count.
* Two passes in a row cannot actually happen: the owner of the highest stone on
  the board can always move it up.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import (NO_HISTORY, History, IllegalMove, Memo, NotationError, Reason, one_of, reason, refuse,
               slot_setters, written)

GAME = __name__.rsplit(".", 1)[-1]  # its id: the module's name
PLIES = 600  #: a long game: one between bots rarely lasts longer (tests and benches stop there)
OUTCOMES = (
    "took all five stones off",
    "repeated a position for the third time",
    "both players blocked",
)
_ALL_OFF, _REPEATED, _BLOCKED = OUTCOMES
_STONES = 5


# --- Geometry: cells are ints 0..96, rank by rank from the bottom, left to right.

def _cell_coordinates() -> Iterator[tuple[int, int]]:
    for rank in range(1, 15):
        first, last = (1, 21) if rank <= 4 else (rank - 3, 25 - rank)
        for file in range(first, last + 1):
            if (file + rank) % 2:
                yield file, rank


_COORDS = tuple(_cell_coordinates())
_AT = {fr: cell for cell, fr in enumerate(_COORDS)}
CELLS = tuple(f"{chr(96 + file)}{rank}" for file, rank in _COORDS)
_INDEX = {name: cell for cell, name in enumerate(CELLS)}
APEX = "k14"
STONES = 5  #: per side
_APEX = _INDEX[APEX]
_RANK = tuple(rank for _, rank in _COORDS)


def _step(cell: int, df: int, dr: int, steps: int = 1) -> int:
    file, rank = _COORDS[cell]
    return _AT.get((file + df * steps, rank + dr * steps), -1)


def _lines(cell: int, dr: int) -> tuple[tuple[int, int], ...]:
    """(next, the one after or -1) along each diagonal from ``cell`` going ``dr``."""
    return tuple((_step(cell, df, dr), _step(cell, df, dr, 2))
                 for df in (-1, 1) if _step(cell, df, dr) >= 0)


_UP_LINES = tuple(_lines(c, 1) for c in range(len(CELLS)))
_DOWN_LINES = tuple(_lines(c, -1) for c in range(len(CELLS)))
_STEPS = tuple(tuple((near, far, True) for near, far in up)  # (next, the one after, up?)
               + tuple((near, far, False) for near, far in down)
               for up, down in zip(_UP_LINES, _DOWN_LINES))
_ABOVE = tuple(sum(1 << a for a, _ in lines) for lines in _UP_LINES)
_AROUND = tuple(above | sum(1 << b for b, _ in lines) for above, lines in zip(_ABOVE, _DOWN_LINES))
_COLUMN = tuple(sum(1 << c for c, (f, _) in enumerate(_COORDS) if f == file) for file, _ in _COORDS)


def cell_file_rank(name: str) -> tuple[int, int]:
    """``(file 1..21, rank 1..14)`` of a cell name such as ``"k14"``."""
    return _COORDS[_cell(name)]


def neighbours_above(name: str) -> tuple[str, ...]:
    return tuple(CELLS[a] for a, _ in _UP_LINES[_cell(name)])


def neighbours_below(name: str) -> tuple[str, ...]:
    return tuple(CELLS[b] for b, _ in _DOWN_LINES[_cell(name)])


def _cell(name: object, what: str = "cell") -> int:
    if not isinstance(name, str) or name not in _INDEX:
        raise ValueError(f"{what} {name!r} is not a cell of the board")
    return _INDEX[name]


def _cells_of(mask: int) -> tuple[int, ...]:
    cells = []
    while mask:
        bit = mask & -mask
        cells.append(bit.bit_length() - 1)
        mask ^= bit
    return tuple(cells)


# --- Moves

@dataclass(frozen=True, slots=True)
class Move:
    """A whole move: ``src`` to ``dst``, then the attacked stone and where it went.

    ``push_stone``/``push_to`` are None when nothing happens to an enemy stone;
    ``push_to`` alone is None when the attacked stone could not retreat (the
    mover plays again). The pass is ``Move(None, None)``, i.e. ``PASS``.
    """

    src: str | None
    dst: str | None
    push_stone: str | None = None
    push_to: str | None = None
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # a search's tables and move orders hash moves over and over: the hash the dataclass
        # would give, computed once
        object.__setattr__(self, "_hash", hash((self.src, self.dst, self.push_stone, self.push_to)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Move], tuple[str | None, ...]]:
        # pickled (for a helper process) without its hash: a string's hash is another there
        return Move, (self.src, self.dst, self.push_stone, self.push_to)

    @property
    def is_pass(self) -> bool:
        return self.src is None and self.dst is None

    @property
    def piece(self) -> str | None:
        """The stone it moves (its cell; None for a pass): what ``State.why_immobile`` asks about."""
        return self.src

    def __str__(self) -> str:
        if self.is_pass:
            return "pass"
        text = f"{self.src}-{self.dst}"
        if self.dst == APEX:
            return text + " off"
        if self.push_stone is None:
            return text
        if self.push_to is None:
            return f"{text} ({self.push_stone} stuck) +"
        return f"{text} ({self.push_stone}>{self.push_to})"

    def to_dict(self) -> dict[str, Any]:
        if self.is_pass:
            return {"pass": True}
        push = None if self.push_stone is None else {"stone": self.push_stone, "to": self.push_to}
        return {"from": self.src, "to": self.dst, "push": push}

    @classmethod
    def from_dict(cls, data: object) -> Move:
        if not isinstance(data, dict):
            raise ValueError("a move must be a JSON object")
        if "pass" in data:
            if data.keys() != {"pass"} or data["pass"] is not True:
                raise ValueError('a pass must be exactly {"pass": true}')
            return PASS
        _check_keys(data, ("from", "to", "push"), "a move")
        src, dst = CELLS[_cell(data["from"], "from")], CELLS[_cell(data["to"], "to")]
        push = data["push"]
        if push is None:
            return cls(src, dst)
        if not isinstance(push, dict):
            raise ValueError("'push' must be null or an object")
        _check_keys(push, ("stone", "to"), "'push'")
        stone = CELLS[_cell(push["stone"], "pushed stone")]
        to = None if push["to"] is None else CELLS[_cell(push["to"], "push to")]
        return cls(src, dst, stone, to)


PASS = Move(None, None)

# Internally a move is an int: src | dst << 7 | stone << 14 | to << 21, 127 for "none".
_NONE = 127
_NO_PUSH = _NONE << 14 | _NONE << 21
_PASS = -1
_PUSH_INDEX: dict[str | None, int] = dict(_INDEX.items())
_PUSH_INDEX[None] = _NONE


def _code(src: int, dst: int, stone: int = _NONE, to: int = _NONE) -> int:
    return src | dst << 7 | stone << 14 | to << 21


def _all_moves() -> dict[int, Move]:
    """Every move the geometry allows, built once so that play never builds a Move."""
    codes: set[int] = set()
    for src, steps in enumerate(_STEPS):
        for dst in (cell for near, far, _ in steps for cell in (near, far) if cell >= 0):
            codes.add(_code(src, dst))
            if dst == _APEX:
                continue
            column = _cells_of(_COLUMN[dst])
            if _RANK[dst] == _RANK[src] + 1:
                codes.update(_code(src, dst, target, to) for target in column if target > dst
                             for to in (*column, _NONE) if to == _NONE or dst != to < target)
            for target in _cells_of(_AROUND[dst] & ~(1 << src)):
                codes.update(_code(src, dst, target, to) for line in _DOWN_LINES[target]
                             for to in (*line, _NONE) if to >= 0)
    moves = {code: Move(*(None if c == _NONE else CELLS[c]
                          for c in (code & 127, code >> 7 & 127, code >> 14 & 127, code >> 21)))
             for code in codes}
    moves[_PASS] = PASS
    return moves


_MOVES = _all_moves()


def _legal_codes(own: int, enemy: int) -> list[int]:
    """The codes of every legal move of the player owning ``own``, in a fixed order."""
    occupied = own | enemy
    codes: list[int] = []
    if not own & (own - 1):  # the last stone, which may jump
        src = own.bit_length() - 1
        for near, near_bit, near_threat, far, far_bit, far_threat, up in _STEP_MASKS[src]:
            if occupied & near_bit:
                continue
            if enemy & near_threat:
                codes += _attacks(own, enemy, src, near, up)
            else:
                codes.append(src | near << 7 | _NO_PUSH)
            if far_bit and not occupied & far_bit:
                if enemy & far_threat:
                    codes += _attacks(own, enemy, src, far, up)
                else:
                    codes.append(src | far << 7 | _NO_PUSH)
        return codes
    rest = own
    while rest:
        bit = rest & -rest
        rest ^= bit
        src = bit.bit_length() - 1
        for near_bit, near_threat, code, near, up in _NEAR[src]:
            if occupied & near_bit:
                continue
            if enemy & near_threat:
                codes += _attacks(own, enemy, src, near, up)
            else:
                codes.append(code)
    return codes


def _threat(dst: int, up: bool) -> int:
    """The cells where an enemy stone makes a step to ``dst`` an attack (none at the apex)."""
    return 0 if dst < 0 or dst == _APEX else _AROUND[dst] | (_COLUMN[dst] if up else 0)


# ``_STEPS`` with the masks ``_legal_codes`` tests: (next, its bit, its threat, the one after,
# its bit (0: none), its threat, up?)
_STEP_MASKS = tuple(tuple((near, 1 << near, _threat(near, up), far, 1 << far if far >= 0 else 0,
                           _threat(far, up), up) for near, far, up in steps) for steps in _STEPS)
# the same for a stone that is not the last, with the code of the step: (its bit, its threat,
# its code when it attacks nothing, next, up?)
_NEAR = tuple(tuple((near_bit, near_threat, src | near << 7 | _NO_PUSH, near, up)
                    for near, near_bit, near_threat, _, _, _, up in steps)
              for src, steps in enumerate(_STEP_MASKS))


# ``_DOWN_LINES`` with bits: (the cell below, its bit, the one below it, its bit (0: none))
_RETREATS = tuple(tuple((near, 1 << near, far, 1 << far if far >= 0 else 0) for near, far in lines)
                  for lines in _DOWN_LINES)


def _attacks(own: int, enemy: int, src: int, dst: int, up: bool) -> list[int]:
    """The codes of ``src``-``dst``, one for each different way its attacks can end."""
    move = src | dst << 7
    after = (own | enemy) ^ 1 << src | 1 << dst
    aimed = -1  # the stone a failed column attack was aimed at
    if up:
        column = _COLUMN[dst]
        mine, theirs = own & column, enemy & column
        if (mine and theirs and not mine & (mine - 1) and not theirs & (theirs - 1)
                and mine < theirs and 1 << dst < theirs):
            free = column & ~after
            lowest = free & -free
            aimed = theirs.bit_length() - 1
            if lowest and lowest < theirs:
                return [move | aimed << 14 | (lowest.bit_length() - 1) << 21]
    touched = enemy & _AROUND[dst]
    enemy_last = not enemy & (enemy - 1)
    codes: list[int] = []
    stuck = -1
    rest = touched & _ABOVE[dst] or touched  # the highest touched
    while rest:  # each touched stone, lowest cell first (``_cells_of``, inline)
        bit = rest & -rest
        rest ^= bit
        target = bit.bit_length() - 1
        retreats = _RETREATS[target]
        for near, near_bit, far, far_bit in retreats:
            if not after & near_bit:
                codes.append(move | target << 14 | near << 21)
                if enemy_last and far_bit and not after & far_bit:
                    codes.append(move | target << 14 | far << 21)
        if stuck < 0 and retreats:
            stuck = target
    if codes:
        return codes
    if stuck >= 0:
        return [move | stuck << 14 | _NONE << 21]
    if aimed >= 0:
        return [move | aimed << 14 | _NONE << 21]
    return [move | _NO_PUSH]


def _effect(code: int) -> tuple[int, int, bool, bool]:
    """What the move ``code`` does: the mover's stones that change (``src``, and ``dst`` unless it
    is the apex), the other's (the stone pushed and where it goes; 0: none), whether the mover
    plays again, and whether its stone leaves the board."""
    src, dst, stone, to = code & 127, code >> 7 & 127, code >> 14 & 127, code >> 21
    moved = 1 << src | (0 if dst == _APEX else 1 << dst)
    pushed = 0 if to == _NONE else 1 << stone | 1 << to
    return moved, pushed, stone != _NONE and to == _NONE, dst == _APEX


#: ``_effect`` of every move but the pass, worked out once (``State.play``).
_EFFECTS = {code: _effect(code) for code in _MOVES if code != _PASS}

#: The codes of the legal moves of the positions met lately, by ``own | enemy << 128`` (the
#: stones of the player to move and the other's): a search meets a position again on other
#: lines and with other pasts (the repetition rule keys its table on them too).
_LEGAL: Memo[int, tuple[int, ...]] = Memo(4096)

#: The cells' names of the stones of a mask (``State.stones``), for the masks met lately.
_NAMES: Memo[int, tuple[str, ...]] = Memo(4096)

#: The code of each move ``legal_moves`` hands out, by identity (``_code_of``).
_CODE_OF = {id(move): code for code, move in _MOVES.items()}


def _code_of(move: Move) -> int | None:
    """``_encode(move)``, at once for a move ``legal_moves`` handed out (``_MOVES`` holds it:
    its id stays its own): a search plays no other."""
    code = _CODE_OF.get(id(move))
    return _encode(move) if code is None else code


def _encode(move: Move) -> int | None:
    """The code of ``move``, or None if it names no cell of the board."""
    try:
        if move.src is None or move.dst is None:
            return _PASS if move == PASS else None
        return (_INDEX[move.src] | _INDEX[move.dst] << 7
                | _PUSH_INDEX[move.push_stone] << 14 | _PUSH_INDEX[move.push_to] << 21)
    except (KeyError, TypeError, AttributeError):
        return None


# --- Positions

@dataclass(frozen=True, slots=True)
class State:
    """A position (stones of both sides, player to move) and the game's history.

    Equality and hashing use the position only. ``_history`` is ``(positions,
    passed)``: the positions met since the last stone left (none can recur before
    that), a ``History`` shared with the states before it, and whether the move
    that made this state was a pass.
    """

    _white: int
    _black: int
    to_move: int
    outcome: str | None = field(default=None, compare=False)
    winner: int | None = field(default=None, compare=False)
    _history: tuple[History, bool] = field(default=(NO_HISTORY, False), compare=False, repr=False)
    _legal: Sequence[int] | None = field(default=None, compare=False, repr=False)
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)

    def __hash__(self) -> int:
        """The hash the dataclass would give, worked out once: a search's tables hash a state
        several times."""
        known = self._hash
        if known is None:
            known = hash((self._white, self._black, self.to_move))
            _SET_HASH(self, known)
        return known

    def __repr__(self) -> str:
        return f"State({self.to_dict()})"

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def exited(self) -> tuple[int, int]:
        return (_STONES - self._white.bit_count(), _STONES - self._black.bit_count())

    def stones(self, player: int) -> tuple[str, ...]:
        """The cells of ``player``'s stones on the board, in ``CELLS`` order (a bot's evaluation
        asks at every leaf: kept for the sides met lately, ``_NAMES``)."""
        mask = self._black if player else self._white
        names = _NAMES.get(mask)
        if names is None:
            names = _NAMES.keep(mask, tuple(map(CELLS.__getitem__, _cells_of(mask))))
        return names

    def _codes(self) -> Sequence[int]:
        """The codes of the legal moves, computed once per state (and per position met lately:
        ``_LEGAL``)."""
        codes = self._legal
        if codes is None:
            if self.outcome is not None:
                codes = ()
            else:
                own, enemy = (self._black, self._white) if self.to_move else (self._white, self._black)
                codes = _LEGAL.get(own | enemy << 128)
                if codes is None:
                    codes = _LEGAL.keep(own | enemy << 128, tuple(_legal_codes(own, enemy) or [_PASS]))
            _SET_LEGAL(self, codes)
        return codes

    def legal_moves(self) -> list[Move]:
        return list(map(_MOVES.__getitem__, self._codes()))

    def play(self, move: Move) -> State:
        code = _CODE_OF.get(id(move))  # ``_code_of``, inline: every move of every search comes here
        if code is None:
            code = _encode(move)
        codes = self._legal
        if codes is None:
            codes = self._codes()
        if code is None or code not in codes:
            raise IllegalMove(self.why_illegal(move))
        player = self.to_move
        white, black = self._white, self._black
        history, passed = self._history
        if code == _PASS:
            to_move = 1 - player
        else:
            moved, pushed, again, exits = _EFFECTS[code]
            if player:
                white, black = white ^ pushed, black ^ moved
            else:
                white, black = white ^ moved, black ^ pushed
            to_move = player if again else 1 - player
            if exits:  # no position before can come back
                history = NO_HISTORY
        key = white | black << 128 | to_move << 256
        history, count = history.add(key)
        outcome: str | None = None
        winner: int | None = None
        if not (black if player else white):
            outcome, winner = _ALL_OFF, player
        elif count >= 3 and code != _PASS:
            outcome, winner = _REPEATED, 1 - player
        elif code == _PASS and passed:
            outcome = _BLOCKED
        return _made(white, black, to_move, outcome, winner, (history, code == _PASS))

    def owner(self, cell: str) -> int | None:
        """0 or 1 for the owner of the stone on ``cell``, None when it is empty (or no cell)."""
        bit = 1 << _INDEX[cell] if cell in _INDEX else 0
        return 0 if self._white & bit else 1 if self._black & bit else None

    def why_immobile(self, cell: str) -> Reason | None:
        """Why the player to move cannot move a stone from ``cell`` (a ``Reason``), or None."""
        if cell not in _INDEX:
            return _why("no_cell", cell=cell)
        owner = self.owner(cell)
        if owner is None:
            return _why("no_stone", cell=cell)
        if owner != self.to_move:
            return _why("not_yours", cell=cell, player=owner, mover=self.to_move)
        if not any(m.src == cell for m in self.legal_moves() if not m.is_pass):
            return _why("blocked", cell=cell)
        return None

    def why_illegal(self, move: object) -> Reason | None:
        """Why ``move`` is not legal here (a ``Reason``), or None when it is."""
        if not isinstance(move, Move):
            return _why("not_a_move", move=repr(move))
        if self.is_over:
            return _why("over")
        if _code_of(move) in self._codes():
            return None
        legal = self.legal_moves()
        if move.is_pass:
            return _why("no_pass")
        if PASS in legal:
            return _why("must_pass")
        for name in (move.src, move.dst, move.push_stone or APEX, move.push_to or APEX):
            if name not in _INDEX:
                return _why("no_cell", cell=name)
        assert move.src is not None and move.dst is not None  # cells both, as just seen
        held = self.why_immobile(move.src)
        if held is not None and held.key != "blocked":
            return held
        if self.owner(move.dst) is not None:
            return _why("taken", cell=move.dst)
        same = [m for m in legal if (m.src, m.dst) == (move.src, move.dst)]
        if same:
            return _why("push", src=move.src, dst=move.dst, ends=" or ".join(_describe_push(m) for m in same))
        src, dst = _INDEX[move.src], _INDEX[move.dst]
        if any(dst == far for _, far, _ in _STEPS[src]):
            own = self._black if self.to_move else self._white
            return _why("two_cells") if own & (own - 1) else _why("no_jump")
        return _why("not_next", src=move.src, dst=move.dst)

    def gives_extra_move(self, move: Move) -> bool:
        """Whether ``move`` (legal here) lets the mover play again."""
        self._check(move)
        return move.push_stone is not None and move.push_to is None

    def attack_kind(self, move: Move) -> str | None:
        """``None``, ``"column"``, ``"contact"`` or ``"column failed"`` for a legal move.

        ``"contact"`` covers a contact attack that followed a failed column
        attack; ``"column failed"`` is a failed column attack that won the extra
        move on its own. Attacking only rank-1 stones is ``None``: nothing happens.
        """
        self._check(move)
        if move.push_stone is None or move.dst is None:  # (a pass attacks nothing)
            return None
        if cell_file_rank(move.push_stone)[0] != cell_file_rank(move.dst)[0]:
            return "contact"
        return "column" if move.push_to is not None else "column failed"

    def parse_move(self, text: str) -> Move:
        """The legal move ``text`` writes (as ``str(move)``; the attack's end may be left out
        where only one is possible: "d1-e2"), like python-chess's ``parse_san``: NotationError
        for no move of this board or several, IllegalMove (the rules' reason) for one not legal."""
        words = written(text)
        if words == "pass":
            return PASS if PASS in self.legal_moves() else refuse(self, PASS, text)
        names = re.findall(r"[a-z]\d+", words)
        if re.sub(r"[a-z]\d+|off|stuck|[\s()+>-]", "", words) or not 2 <= len(names) <= 4:
            raise NotationError("unreadable", text=text)
        for name in names:
            if name not in _INDEX:
                raise NotationError("square", name=name)
        src, dst, *push = names
        fits = [m for m in self.legal_moves() if (m.src, m.dst) == (src, dst)
                and (m.push_stone, m.push_to)[:len(push)] == tuple(push) and ("stuck" not in words or not m.push_to)]
        return one_of(self, text, fits) if fits else refuse(self, Move(src, dst, *push), text)

    def history_key(self) -> tuple[Hashable, bool]:
        """What of the game's past can still decide how it ends, as a hashable value: the
        positions met since the last stone left (no earlier one can come back) with how often
        each was met, and whether the last move was a pass. Two states that compare equal and
        have equal keys have the same future, so a search keys its table on both."""
        history, passed = self._history
        return history.key(), passed

    def repeats_third_time(self, move: Move) -> bool:
        """Whether playing ``move`` would lose by creating a position a third time."""
        return self.play(move).outcome == _REPEATED

    def _check(self, move: Move) -> None:
        if _code_of(move) not in self._codes():
            raise IllegalMove(self.why_illegal(move))

    def to_text(self) -> str:
        """The stones as text: White's cells, then Black's ("h5 p3 | d3 r1"); the others are off."""
        return " | ".join(" ".join(self.stones(p)) for p in (0, 1))

    @classmethod
    def from_text(cls, text: str, to_move: int = 0) -> State:
        """The position ``to_text`` writes, ``to_move`` to play; stones not on the board are off."""
        sides = text.split("|") if isinstance(text, str) else ()
        if len(sides) != 2:
            raise ValueError(f"a Pyramida position is White's cells | Black's cells, not {text!r}")
        white, black = (side.split() for side in sides)
        return cls.from_dict({"game": GAME, "to_move": to_move, "white": white, "black": black,
                              "exited": [STONES - len(white), STONES - len(black)]})

    def to_dict(self) -> dict[str, Any]:
        return {"game": GAME, "to_move": self.to_move,
                "white": list(self.stones(0)), "black": list(self.stones(1)),
                "exited": list(self.exited)}

    @classmethod
    def from_dict(cls, data: object) -> State:
        if not isinstance(data, dict):
            raise ValueError("a position must be a JSON object")
        _check_keys(data, ("game", "to_move", "white", "black", "exited"), "a position")
        if data["game"] != GAME:
            raise ValueError(f"'game' must be {GAME!r}, not {data['game']!r}")
        if type(data["to_move"]) is not int or data["to_move"] not in (0, 1):
            raise ValueError("'to_move' must be 0 or 1")
        exited = data["exited"]
        if (not isinstance(exited, list) or len(exited) != 2
                or any(not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= _STONES
                       for n in exited)):
            raise ValueError("'exited' must be a list of two counts from 0 to 5")
        masks: list[int] = []
        seen: set[str] = set()
        for side, gone in zip(("white", "black"), exited):
            names = data[side]
            if not isinstance(names, list):
                raise ValueError(f"{side!r} must be a list of cells")
            mask = 0
            for name in names:
                cell = _cell(name, f"{side} stone")
                if cell == _APEX:
                    raise ValueError("no stone can stand on k14: it leaves the board there")
                if name in seen:
                    raise ValueError(f"two stones on {name}")
                seen.add(name)
                mask |= 1 << cell
            if len(names) + gone != _STONES:
                raise ValueError(f"{side} has {len(names)} stones on the board and {gone} off: "
                                 "that should make 5")
            masks.append(mask)
        if exited == [_STONES, _STONES]:
            raise ValueError("both players cannot have taken all their stones off")
        white, black = masks
        return _start(white, black, data["to_move"])


_SET_WHITE, _SET_BLACK, _SET_TO_MOVE, _SET_OUTCOME, _SET_WINNER, _SET_HISTORY, _SET_LEGAL, _SET_HASH = slot_setters(
    State, "_white", "_black", "to_move", "outcome", "winner", "_history", "_legal", "_hash")


def _made(white: int, black: int, to_move: int, outcome: str | None, winner: int | None,
          history: tuple[History, bool]) -> State:
    """``State(...)`` at half the cost: every move of every search makes one, and a frozen
    dataclass's ``__init__`` sets each field through ``object.__setattr__`` by name."""
    state = object.__new__(State)
    _SET_WHITE(state, white)
    _SET_BLACK(state, black)
    _SET_TO_MOVE(state, to_move)
    _SET_OUTCOME(state, outcome)
    _SET_WINNER(state, winner)
    _SET_HISTORY(state, history)
    _SET_LEGAL(state, None)
    _SET_HASH(state, None)
    return state


def _start(white: int, black: int, to_move: int) -> State:
    """A position with no history: it is the first occurrence of itself."""
    outcome: str | None = None
    winner: int | None = None
    for player, mask in enumerate((white, black)):
        if not mask:
            outcome, winner = _ALL_OFF, player
    key = white | black << 128 | to_move << 256
    return State(white, black, to_move, outcome, winner, (NO_HISTORY.add(key)[0], False))


def new_game(**options: object) -> State:
    """The standard set-up; White (player 0) moves first. Pyramida has no options."""
    if options:
        raise ValueError(f"pyramida takes no options, not {sorted(options)}")

    def mask(names: tuple[str, ...]) -> int:
        return sum(1 << _INDEX[n] for n in names)
    return _start(mask(("d1", "h1", "l1", "p1", "t1")), mask(("b1", "f1", "j1", "n1", "r1")), 0)


def _check_keys(data: dict[Any, Any], keys: tuple[str, ...], what: str) -> None:
    missing, extra = set(keys) - data.keys(), data.keys() - set(keys)
    if missing or extra:
        raise ValueError(f"{what} needs exactly the keys {', '.join(keys)}"
                         + (f"; missing {sorted(missing)}" if missing else "")
                         + (f"; unexpected {sorted(map(str, extra))}" if extra else ""))


#: Why a move is not legal, in English: a ``Reason`` per rule (``State.why_illegal``).
WHY = {
    "not_a_move": "{move} is not a Pyramida move",
    "over": "the game is over",
    "no_pass": "you cannot pass while you have a legal move",
    "must_pass": "none of your stones can move: you must pass",
    "no_cell": "{cell!r} is not a cell of the board",
    "no_stone": "{cell} holds no stone",
    "not_yours": "{cell} holds no stone of yours",
    "blocked": "the stone on {cell} cannot move",
    "taken": "{cell} is not empty",
    "push": "after {src}-{dst} the attack must end as {ends}",
    "two_cells": "only a player's last stone may move two cells",
    "no_jump": "a stone cannot jump over another stone",
    "not_next": "{src} is not next to {dst}: stones move one cell diagonally",
}


def _why(key: str, **values: Any) -> Reason:
    return reason(WHY, key, **values)


def _describe_push(move: Move) -> str:
    if move.push_stone is None:
        return "no push"
    if move.push_to is None:
        return f"{move.push_stone} stuck (play again)"
    return f"{move.push_stone} to {move.push_to}"


if TYPE_CHECKING:  # the type checker holds this module to the rules protocol (rules/protocol.py)
    from . import pyramida as _module
    from .protocol import HasPast, ParsesMoves, Rules

    _rules: Rules[Move] = _module
    _parts: tuple[type[ParsesMoves[Move]], type[HasPast]] = (State, State)
