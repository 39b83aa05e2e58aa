"""Pyramidames: draughts played on the sloping faces of a stepped pyramid.

The geometry is PyraPack's reconstruction (the seed rule sheet lost its
diagrams). Seen from above, the pyramid is a ``BASE`` x ``BASE`` draughts
board, *board E*. Square ``(x, y)`` has ``level(x, y)`` (the outer ring is
level 0, the central 2x2 the top level) and pieces stand on the dark squares
(``x + y`` even). The four sloping faces A-D are triangular draughts boards
whose rows are the levels: A on white's side (``y == level``), B on the right
seen from white (``BASE-1-x == level``), C on black's side, D on the left.
Ridge squares lie on two faces; A/C and B/D are opposite.

White (player 0) starts on the rows ``y < LEVELS - 1``, black on the mirrored
rows, and white moves first. There are no kings.

- A *step* goes one square diagonally forward in board E (``+y`` for white,
  ``-y`` for black) to an empty dark square.
- A *capture* is compulsory, forwards or backwards, and is a jump inside one
  face, never in board E: the pawn on ``p`` jumps the enemy on ``m = p + d``
  to the empty ``l = p + 2d`` when some face F holds both ``p`` and ``m``.
  If ``l`` is on F too the pawn lands there; otherwise it passes through an
  *invisible cube* on ``l`` and must capture again, in the face opposite F if
  ``l`` is on it (over the summit), else in any face that holds ``l``.
  A capture may not end on an invisible cube.
- A multi-capture goes on while the pawn can capture, may change face and
  cross empty squares (its start included) again, but never jumps a piece
  twice. Jumped pieces block until the move ends, then all are removed. Any
  capture sequence may be chosen (no majority rule).
- A move that ends on the far row, or takes the last enemy piece, wins. A
  player who cannot move on their turn loses.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from . import IllegalMove, Memo, NotationError, Reason, one_of, reason, refuse, slot_setters, written

#: A square of board E, ``(x, y)``.
Square = tuple[int, int]

GAME = __name__.rsplit(".", 1)[-1]  # its id: the module's name
PLIES = 300  #: a long game: one between bots rarely lasts longer (tests and benches stop there)
OUTCOMES = ("reached the far row", "captured every piece", "left the opponent without a move")
_FAR_ROW, _ALL_CAPTURED, _NO_MOVE = OUTCOMES

BASE = 8  #: side of board E; change it here only
LEVELS = BASE // 2
PAWNS = (LEVELS - 1) * BASE // 2  #: pawns of each colour at the start (12)
FACES = ("A", "B", "C", "D")
OPPOSITE = {"A": "C", "C": "A", "B": "D", "D": "B"}


def level(x: int, y: int) -> int:
    """The level of square (x, y): 0 on the outer ring, LEVELS - 1 at the centre."""
    return min(x, y, BASE - 1 - x, BASE - 1 - y)


def faces_of(x: int, y: int) -> frozenset[str]:
    """The faces (letters) square (x, y) lies on: one, or two on a ridge."""
    return frozenset(f for f, bit in zip(FACES, _FACE_BIT) if _FACE_BITS[x + BASE * y] & bit)


# --- Geometry, precomputed once. A square is the bit index x + BASE * y. ---

_FACE_BIT = (1, 2, 4, 8)  # A, B, C, D
_ANY = 15  # "landed normally: the next jump may be in any face"
_OPPOSITE_BIT = {1: 4, 4: 1, 2: 8, 8: 2}
_SQUARES = BASE * BASE
_COORD = tuple((i % BASE, i // BASE) for i in range(_SQUARES))
DARK_SQUARES = tuple(sq for sq in _COORD if (sq[0] + sq[1]) % 2 == 0)
_DARK = sum(1 << (x + BASE * y) for x, y in DARK_SQUARES)
_FAR = (sum(1 << (x + BASE * (BASE - 1)) for x in range(BASE)), sum(1 << x for x in range(BASE)))
_FORWARD = (1, -1)
_DIAGONALS = ((1, 1), (-1, 1), (1, -1), (-1, -1))


def _faces_bits(x: int, y: int) -> int:
    lv = level(x, y)
    on = (y == lv, BASE - 1 - x == lv, BASE - 1 - y == lv, x == lv)
    return sum(bit for bit, flag in zip(_FACE_BIT, on) if flag)


_FACE_BITS = tuple(_faces_bits(x, y) for x, y in _COORD)
FACE_SQUARES = {f: tuple(sq for sq in DARK_SQUARES if f in faces_of(*sq)) for f in FACES}


def _on_board(x: int, y: int) -> bool:
    return 0 <= x < BASE and 0 <= y < BASE


def _after_invisible(face: int, landing: int) -> int:
    """Faces allowed for the jump out of an invisible cube entered through ``face``."""
    opposite = _OPPOSITE_BIT[face]
    return opposite if _FACE_BITS[landing] & opposite else _FACE_BITS[landing]


def _after_jump(common: int, landing: int) -> tuple[int, ...]:
    """For each set of allowed faces (4-bit index): what a jump leaves behind.

    0 means the jump cannot be made, ``_ANY`` a normal landing, anything else
    an invisible cube and the faces the next jump may use. A normal landing
    beats an invisible one made through another face: it allows every
    continuation the invisible one would, and stopping too.
    """
    table: list[int] = []
    for allowed in range(16):
        usable = common & allowed
        if not usable:
            table.append(0)
        elif usable & _FACE_BITS[landing]:
            table.append(_ANY)
        else:
            nxt = 0
            for f in _FACE_BIT:
                if usable & f:
                    nxt |= _after_invisible(f, landing)
            table.append(nxt)
    return tuple(table)


#: A jump: the square jumped, the landing square, and what the jump leaves behind (``_after_jump``).
_Jump = tuple[int, int, tuple[int, ...]]


def _jump_table() -> tuple[tuple[tuple[_Jump, ...], ...], tuple[tuple[int, int], ...]]:
    """Per square: (jumped square, landing square, _after_jump table) for each possible jump."""
    table: list[tuple[_Jump, ...]] = []
    sources = [0] * 4
    for p, (x, y) in enumerate(_COORD):
        jumps = []
        for d, (dx, dy) in enumerate(_DIAGONALS):
            m, l = p + dx + BASE * dy, p + 2 * (dx + BASE * dy)
            common = _FACE_BITS[p] & _FACE_BITS[m] if _on_board(x + 2 * dx, y + 2 * dy) else 0
            if common and (x + y) % 2 == 0:
                jumps.append((m, l, _after_jump(common, l)))
                sources[d] |= 1 << p
        table.append(tuple(jumps))
    shifts = tuple(dx + BASE * dy for dx, dy in _DIAGONALS)
    return tuple(table), tuple(zip(shifts, sources))


_JUMPS, _JUMP_SOURCES = _jump_table()


def _index(sq: Square) -> int:
    return sq[0] + BASE * sq[1]


def square_name(sq: Square) -> str:
    """Algebraic name of a square: file letter from x, rank from y + 1 ("c3")."""
    return f"{chr(ord('a') + sq[0])}{sq[1] + 1}"


def parse_square(name: object) -> Square:
    """The square ``(x, y)`` a name like "c3" stands for; ValueError if it is none."""
    if not (isinstance(name, str) and len(name) >= 2 and name[0] in _FILES and name[1:].isdigit()):
        raise ValueError(f"{name!r} is not a square name like c3")
    sq = (_FILES.index(name[0]), int(name[1:]) - 1)
    if not _on_board(*sq):
        raise ValueError(f"{name} is off the {BASE}x{BASE} board")
    return sq


_FILES = "abcdefghijklmnopqrstuvwxyz"[:BASE]


@dataclass(frozen=True, slots=True)
class Move:
    """A whole move: the start square, then every square the pawn lands on."""

    path: tuple[Square, ...]
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)

    def __hash__(self) -> int:
        """The hash the dataclass would give, worked out once: ``play`` looks a move up in
        the position's dict of moves."""
        known = self._hash
        if known is None:
            known = hash((self.path,))
            object.__setattr__(self, "_hash", known)
        return known

    @property
    def is_pass(self) -> bool:
        return False

    @property
    def piece(self) -> Square:
        """The pawn it moves (its square): what ``State.why_immobile`` asks about."""
        return self.path[0]

    @property
    def is_capture(self) -> bool:
        path = self.path
        return len(path) > 2 or len(path) == 2 and abs(path[1][0] - path[0][0]) == 2

    def to_dict(self) -> dict[str, Any]:
        return {"path": [list(sq) for sq in self.path]}

    @classmethod
    def from_dict(cls, d: object) -> Move:
        if not isinstance(d, dict) or set(d) != {"path"}:
            raise ValueError('a Pyramidames move is {"path": [[x, y], ...]}')
        path = d["path"]
        if not isinstance(path, (list, tuple)) or len(path) < 2:
            raise ValueError("a move path needs at least two squares")
        return cls(tuple(_square(sq, "move path") for sq in path))

    def __str__(self) -> str:
        return ("x" if self.is_capture else "-").join(square_name(sq) for sq in self.path)

    @classmethod
    def from_text(cls, text: str) -> Move:
        """The move ``str()`` writes: "c3-d4" (a step) or "e1xc3xa5" (a capture)."""
        if not isinstance(text, str):
            raise ValueError(f"a Pyramidames move is written like c3-d4 or e1xc3xa5, not {text!r}")
        return cls(tuple(parse_square(name) for name in text.replace("x", "-").split("-")))


def _square(value: object, what: str) -> Square:
    """Check a JSON [x, y] pair on the board and return it as a tuple."""
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or not all(type(c) is int for c in value)
    ):
        raise ValueError(f"{what}: a square is a pair of integers [x, y], got {value!r}")
    if not _on_board(*value):
        raise ValueError(f"{what}: square {list(value)} is off the {BASE}x{BASE} board")
    x, y = value
    return x, y


#: What playing a legal move does: (its start bit, its end bit, the bits of the pieces it takes).
_Info = tuple[int, int, int]
#: A step's direction: (its shift, the squares it can start from, target square -> (Move, info)).
_Steps = tuple[int, int, tuple[tuple[Move, _Info], ...]]


def _step_table() -> tuple[tuple[_Steps, ...], ...]:
    """Per player: (shift, source squares, target -> (Move, info)) for both forward diagonals."""
    per_player = []
    for player in (0, 1):
        dy = _FORWARD[player]
        dirs: list[_Steps] = []
        for dx in (-1, 1):
            sources = 0
            moves: list[tuple[Move, _Info] | None] = [None] * _SQUARES
            for x, y in DARK_SQUARES:
                if _on_board(x + dx, y + dy):
                    p, t = _index((x, y)), _index((x + dx, y + dy))
                    sources |= 1 << p
                    moves[t] = (Move(((x, y), (x + dx, y + dy))), (1 << p, 1 << t, 0))
            # a target no step reaches stays None: it is never read (targets come from sources)
            dirs.append((dx + BASE * dy, sources, cast("tuple[tuple[Move, _Info], ...]", tuple(moves))))
        per_player.append(tuple(dirs))
    return tuple(per_player)


_STEPS = _step_table()


def _extend(sq: int, allowed: int, occupied: int, enemies: int, path: list[int],
            out: list[tuple[int, ...]]) -> bool:
    """Add to ``out`` every complete capture continuing ``path`` from ``sq``; True if any."""
    found = False
    for jumped, landing, after in _JUMPS[sq]:
        nxt = after[allowed]
        if nxt and enemies >> jumped & 1 and not occupied >> landing & 1:
            path.append(landing)
            if _extend(landing, nxt, occupied, enemies & ~(1 << jumped), path, out):
                found = True
            elif nxt == _ANY:  # a normal landing with nothing more to take: the move ends
                out.append(tuple(path))
                found = True
            path.pop()
    return found


def _captures(own: int, enemies: int) -> list[tuple[int, ...]]:
    """Every capture sequence of ``own`` as a tuple of square indices."""
    occupied = own | enemies
    empty = _DARK & ~occupied
    starts = 0
    for shift, sources in _JUMP_SOURCES:  # a cheap filter: pawns with a first jump
        if shift > 0:
            starts |= own & sources & enemies >> shift & empty >> 2 * shift
        else:
            starts |= own & sources & enemies << -shift & empty << -2 * shift
    out: list[tuple[int, ...]] = []
    while starts:
        bit = starts & -starts
        starts ^= bit
        sq = bit.bit_length() - 1
        _extend(sq, _ANY, occupied ^ bit, enemies, [sq], out)
    return out


def _legal(own: int, enemies: int, player: int) -> dict[Move, _Info]:
    """The legal moves as a dict Move -> (start bit, end bit, captured bits)."""
    captures = _captures(own, enemies)
    moves: dict[Move, _Info] = {}
    if captures:
        for path in captures:
            taken = 0
            for a, b in zip(path, path[1:]):
                taken |= 1 << (a + b) // 2
            moves[Move(tuple(_COORD[i] for i in path))] = (1 << path[0], 1 << path[-1], taken)
        return moves
    empty = _DARK & ~(own | enemies)
    for shift, sources, table in _STEPS[player]:
        targets = (own & sources) << shift if shift > 0 else (own & sources) >> -shift
        targets &= empty
        while targets:
            bit = targets & -targets
            targets ^= bit
            move, info = table[bit.bit_length() - 1]
            moves[move] = info
    return moves


def _analysed(w: int, b: int, player: int) -> _Analysis:
    """``State._analysis`` of the position: white's pawns ``w``, black's ``b``, ``player`` to move."""
    moves: dict[Move, _Info] = {}
    result: tuple[int, str] | None = None
    if not b:
        result = (0, _ALL_CAPTURED)
    elif not w:
        result = (1, _ALL_CAPTURED)
    elif w & _FAR[0]:
        result = (0, _FAR_ROW)
    elif b & _FAR[1]:
        result = (1, _FAR_ROW)
    else:
        moves = _legal(w, b, 0) if player == 0 else _legal(b, w, 1)
        if not moves:
            result = (1 - player, _NO_MOVE)
    return (moves, None, None) if result is None else (moves, *result)


#: ``_analysed`` of the positions met lately, by ``white | black << 64 | to_move << 128``: a
#: search meets a position again on other lines and at each deeper look (nobody changes the
#: dict of moves once made).
_ANALYSED: Memo[int, _Analysis] = Memo(4096)


def _squares_of(mask: int) -> tuple[Square, ...]:
    return tuple(_COORD[i] for i in range(_SQUARES) if mask >> i & 1)


#: A position's legal moves (what each does), its winner and outcome.
_Analysis = tuple[dict[Move, _Info], int | None, str | None]


@dataclass(frozen=True, slots=True)
class State:
    """A position: ``white`` and ``black`` are bit masks (bit x + BASE*y), then the mover."""

    white: int
    black: int
    to_move: int = 0
    # (legal moves dict, winner, outcome), filled in on first use
    _cache: _Analysis | None = field(default=None, compare=False, repr=False)

    def _analysis(self) -> _Analysis:
        cache = self._cache
        if cache is None:
            w, b, player = self.white, self.black, self.to_move
            cache = _ANALYSED.get(w | b << 64 | player << 128)
            if cache is None:
                cache = _ANALYSED.keep(w | b << 64 | player << 128, _analysed(w, b, player))
            _SET_CACHE(self, cache)
        return cache

    @property
    def is_over(self) -> bool:
        return (self._cache or self._analysis())[2] is not None

    @property
    def winner(self) -> int | None:
        return (self._cache or self._analysis())[1]

    @property
    def outcome(self) -> str | None:
        return (self._cache or self._analysis())[2]

    def legal_moves(self) -> list[Move]:
        return list((self._cache or self._analysis())[0])

    def play(self, move: Move) -> State:
        try:
            info = (self._cache or self._analysis())[0].get(move)
        except TypeError:  # unhashable
            info = None
        if info is None:
            raise IllegalMove(self.why_illegal(move))
        start, end, taken = info
        state = _new(State)  # ``State(...)`` without the dataclass's ``__init__``
        if self.to_move == 0:
            _SET_WHITE(state, self.white & ~start | end)
            _SET_BLACK(state, self.black & ~taken)
            _SET_TO_MOVE(state, 1)
        else:
            _SET_WHITE(state, self.white & ~taken)
            _SET_BLACK(state, self.black & ~start | end)
            _SET_TO_MOVE(state, 0)
        _SET_CACHE(state, None)
        return state

    # --- What the scene shows ---

    def pieces(self, player: int) -> tuple[Square, ...]:
        """The squares of ``player``'s pawns, in bit order (by y, then x)."""
        return _squares_of(self.black if player else self.white)

    def piece_at(self, sq: Square) -> int | None:
        """0 or 1 for the owner of the pawn on ``sq``, None if empty or off the board."""
        if not _on_board(*sq):
            return None
        bit = 1 << _index(sq)
        return 0 if self.white & bit else 1 if self.black & bit else None

    def captured(self, move: Move) -> tuple[Square, ...]:
        """The squares ``move`` jumps, in jump order (empty for a step)."""
        self._check(move)
        if not move.is_capture:
            return ()
        pairs = zip(move.path, move.path[1:])
        return tuple(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2) for a, b in pairs)

    def jump_faces(self, move: Move) -> tuple[frozenset[str], ...]:
        """For each jump of ``move``, the face(s) it can be made in (empty for a step)."""
        self._check(move)
        faces: list[set[int]] = [set() for _ in move.path[1:]] if move.is_capture else []
        for realisation in _realisations(move.path) if faces else ():
            for used, (face, _) in zip(faces, realisation):
                used.add(face)
        return tuple(frozenset(FACES[_FACE_BIT.index(f)] for f in used) for used in faces)

    def invisible_stops(self, move: Move) -> tuple[Square, ...]:
        """Path squares ``move`` can only pass through as invisible cubes (ghost cubes)."""
        self._check(move)
        if not move.is_capture:
            return ()
        ways = _realisations(move.path)
        return tuple(
            sq for i, sq in enumerate(move.path[1:-1]) if all(not way[i][1] for way in ways)
        )

    def _check(self, move: Move) -> None:
        if move not in self._analysis()[0]:
            raise IllegalMove(self.why_illegal(move))

    def parse_move(self, text: str) -> Move:
        """The legal move ``text`` writes ("c3-d4", "e1xc3xa5"; a capture's landings between its
        first and last square may be left out where only one path fits: "e1xa5"), like
        python-chess's ``parse_san``: NotationError for no move of this board or several,
        IllegalMove (the rules' reason) for one not legal here."""
        words = written(text)
        names = re.findall(r"[a-z]\d+", words)
        if re.sub(r"[a-z]\d+|[\s:x-]", "", words) or len(names) < 2:
            raise NotationError("unreadable", text=text)
        squares: list[Square] = []
        for name in names:
            try:
                squares.append(parse_square(name))
            except ValueError:
                raise NotationError("square", name=name) from None
        fits = [m for m in self.legal_moves() if m.path[0] == squares[0] and m.path[-1] == squares[-1]
                and _in_order(squares, m.path)]
        return one_of(self, text, fits) if fits else refuse(self, Move(tuple(squares)), text)

    def why_immobile(self, sq: Square) -> Reason | None:
        """Why the player to move cannot move a pawn from ``sq`` (a ``Reason``), or None."""
        if not _on_board(*sq):
            return _why("off_board", square=sq)
        if sum(sq) % 2:
            return _why("light_square", square=sq)
        owner = self.piece_at(sq)
        if owner is None:
            return _why("no_pawn", square=sq)
        if owner != self.to_move:
            return _why("not_yours", square=sq, player=owner)
        moves = self._analysis()[0]
        if any(m.path[0] == sq for m in moves):
            return None
        takers = sorted({m.path[0] for m in moves if m.is_capture})
        return _why("must_capture", squares=takers) if takers else _why("blocked", square=sq)

    def why_illegal(self, move: object) -> Reason | None:
        """Why ``move`` is not legal here (a ``Reason``), or None when it is."""
        if not isinstance(move, Move):
            return _why("not_a_move", move=repr(move))
        if self.is_over:
            return _why("over")
        if move in self._analysis()[0]:
            return None
        path = move.path
        if len(path) < 2:
            return _why("too_short")
        for sq in path:
            if not (isinstance(sq, tuple) and len(sq) == 2 and all(type(c) is int for c in sq)) \
                    or not _on_board(*sq):
                return _why("off_board", square=sq)
        held = self.why_immobile(path[0])
        if held is not None and held.key not in ("must_capture", "blocked"):
            return held
        (x0, y0), (x1, y1) = path[0], path[1]
        if len(path) == 2 and abs(x1 - x0) == 1 and abs(y1 - y0) == 1:
            return self._why_step(path)
        return self._why_capture(path)

    def _why_step(self, path: tuple[Square, ...]) -> Reason:
        """Why a step from ``path[0]`` to ``path[1]`` is not legal."""
        moves = self._analysis()[0]
        if any(m.is_capture for m in moves):
            return _why("must_capture", squares=sorted({m.path[0] for m in moves}))
        if path[1][1] - path[0][1] != _FORWARD[self.to_move]:
            return _why("forward_only")
        return _why("step_blocked", square=path[1])

    def _why_capture(self, path: tuple[Square, ...]) -> Reason:
        """Why the capture along ``path`` is not legal: the first jump that breaks a rule, or its end."""
        own, enemies = (self.black, self.white) if self.to_move else (self.white, self.black)
        occupied, allowed, seen = (own | enemies) & ~(1 << _index(path[0])), _ANY, 0
        for i, (a, b) in enumerate(zip(path, path[1:])):
            if i and abs(b[0] - a[0]) == 1 and abs(b[1] - a[1]) == 1:
                return _why("go_on")
            if abs(b[0] - a[0]) != 2 or abs(b[1] - a[1]) != 2:
                return _why("not_a_jump", square=a, to=b)
            p, l = _index(a), _index(b)
            m = (p + l) // 2
            if seen >> m & 1:
                return _why("twice", over=_COORD[m])
            if not enemies >> m & 1:
                return _why("no_enemy", over=_COORD[m])
            if occupied >> l & 1:
                return _why("occupied", square=b)
            common = _FACE_BITS[p] & _FACE_BITS[m]
            if not common:
                return _why("no_face", here=a, over=_COORD[m], a=level(*a), b=level(*_COORD[m]))
            if not common & allowed:
                faces = [f for f, bit in zip(FACES, _FACE_BIT) if allowed & bit]
                return _why("wrong_face", square=a, over=_COORD[m], faces=faces)
            allowed, seen = next(after[allowed] for _, to, after in _JUMPS[p] if to == l), seen | 1 << m
        if allowed != _ANY:
            return _why("ends_on_cube", square=path[-1])
        return _why("must_go_on", square=path[-1])

    # --- Serialisation ---

    def to_text(self) -> str:
        """The pawns as text: White's squares, then Black's ("c3 b2 f2 | e7 g7 d8")."""
        return " | ".join(" ".join(square_name(sq) for sq in self.pieces(p)) for p in (0, 1))

    @classmethod
    def from_text(cls, text: str, to_move: int = 0) -> State:
        """The position ``to_text`` writes, ``to_move`` to play."""
        sides = text.split("|") if isinstance(text, str) else ()
        if len(sides) != 2:
            raise ValueError(f"a Pyramidames position is White's squares | Black's squares, not {text!r}")
        white, black = ([list(parse_square(name)) for name in side.split()] for side in sides)
        return cls.from_dict({"game": GAME, "to_move": to_move, "white": white, "black": black})

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": GAME,
            "to_move": self.to_move,
            "white": [list(sq) for sq in self.pieces(0)],
            "black": [list(sq) for sq in self.pieces(1)],
        }

    @classmethod
    def from_dict(cls, d: object) -> State:
        keys = {"game", "to_move", "white", "black"}
        if not isinstance(d, dict) or set(d) != keys:
            raise ValueError(f"a Pyramidames position is an object with the keys {sorted(keys)}")
        if d["game"] != GAME:
            raise ValueError(f"not a Pyramidames position: game is {d['game']!r}")
        if type(d["to_move"]) is not int or d["to_move"] not in (0, 1):
            raise ValueError(f"to_move must be 0 or 1, got {d['to_move']!r}")
        masks: list[int] = []
        for colour in ("white", "black"):
            squares = d[colour]
            if not isinstance(squares, list):
                raise ValueError(f"{colour} must be a list of squares")
            if len(squares) > PAWNS:
                raise ValueError(f"{colour} has {len(squares)} pieces, at most {PAWNS}")
            mask = 0
            for value in squares:
                sq = _square(value, colour)
                if sum(sq) % 2:
                    raise ValueError(f"{colour}: {list(sq)} is a light square")
                bit = 1 << _index(sq)
                if (mask | sum(masks)) & bit:
                    raise ValueError(f"two pieces on {list(sq)}")
                mask |= bit
            masks.append(mask)
        white, black = masks
        if not white and not black:
            raise ValueError("a position needs at least one piece")
        if white & _FAR[0] and black & _FAR[1]:
            raise ValueError("both players stand on their far row")
        return cls(white, black, d["to_move"])


def _in_order(squares: Sequence[Square], path: tuple[Square, ...]) -> bool:
    """Whether ``squares`` are all on ``path``, in its order."""
    rest = iter(path)
    return all(sq in rest for sq in squares)


def _realisations(path: tuple[Square, ...]) -> list[tuple[tuple[int, bool], ...]]:
    """Every way to make capture ``path``: per jump, (face bit, landed normally?)."""
    found: list[tuple[tuple[int, bool], ...]] = []

    def walk(i: int, allowed: int, so_far: tuple[tuple[int, bool], ...]) -> None:
        if i == len(path) - 1:
            if allowed == _ANY:
                found.append(so_far)
            return
        p, l = _index(path[i]), _index(path[i + 1])
        common = _FACE_BITS[p] & _FACE_BITS[(p + l) // 2] & allowed
        for f in _FACE_BIT:
            if common & f:
                normal = bool(_FACE_BITS[l] & f)
                walk(i + 1, _ANY if normal else _after_invisible(f, l), so_far + ((f, normal),))

    walk(0, _ANY, ())
    return found


#: Why a move is not legal, in English: a ``Reason`` per rule (``State.why_illegal``).
WHY = {
    "not_a_move": "{move} is not a Pyramidames move",
    "over": "the game is over",
    "too_short": "a move needs at least two squares",
    "off_board": f"{{square}} is off the {BASE}x{BASE} board",
    "light_square": "pawns stand on the dark squares only, not on {square}",
    "no_pawn": "{square} holds no pawn",
    "not_yours": "{square} holds no pawn of yours",
    "must_capture": "capture is compulsory: take with {squares}",
    "blocked": "the pawn on {square} is blocked",
    "forward_only": "a pawn steps diagonally forward only",
    "step_blocked": "{square} is not empty",
    "go_on": "a capture goes on by jumps only",
    "not_a_jump": "{square} to {to} is neither a diagonal step nor a jump",
    "twice": "the piece on {over} cannot be jumped twice",
    "no_enemy": "there is no enemy piece on {over} to jump",
    "occupied": "{square} is not empty",
    "no_face": "{here} and {over} share no face this jump may use: captures are made in a face of the "
               "pyramid, never in the top view",
    "wrong_face": "{square} and {over} share no face this jump may use: from the invisible cube on {square} "
                  "the next jump is on face {faces}",
    "ends_on_cube": "a capture may not end on the invisible cube on {square}",
    "must_go_on": "the capture must go on from {square}: it can take again",
}


_SET_WHITE, _SET_BLACK, _SET_TO_MOVE, _SET_CACHE = slot_setters(State, "white", "black", "to_move", "_cache")
_new = object.__new__


def _why(key: str, **values: Any) -> Reason:
    """A ``Reason``; squares in the English words are named ("c3")."""
    def named(v: object) -> object:
        if isinstance(v, tuple) and len(v) == 2 and all(type(c) is int for c in v):
            return square_name(v)
        if isinstance(v, list):
            return ", ".join(str(named(x)) for x in v)
        return v

    return reason(WHY, key, **{k: named(v) for k, v in values.items()})._replace(values=values)


def new_game(**options: object) -> State:
    """The start: white on the rows y < LEVELS - 1, black mirrored, white to move."""
    if options:
        raise ValueError(f"Pyramidames has no options, got {sorted(options)}")
    rows = LEVELS - 1
    white = sum(1 << _index(sq) for sq in DARK_SQUARES if sq[1] < rows)
    black = sum(1 << _index(sq) for sq in DARK_SQUARES if sq[1] >= BASE - rows)
    return State(white, black, 0)


if TYPE_CHECKING:  # the type checker holds this module to the rules protocol (rules/protocol.py)
    from . import pyramidames as _module
    from .protocol import ParsesMoves, Rules

    _rules: Rules[Move] = _module
    _parts: type[ParsesMoves[Move]] = State
