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

from dataclasses import dataclass, field

from . import IllegalMove

GAME = "pyramidames"
OUTCOMES = ("reached the far row", "captured every piece", "left the opponent without a move")
_FAR_ROW, _ALL_CAPTURED, _NO_MOVE = OUTCOMES

BASE = 8  #: side of board E; change it here only
LEVELS = BASE // 2
PAWNS = (LEVELS - 1) * BASE // 2  #: pawns of each colour at the start (12)
FACES = ("A", "B", "C", "D")
OPPOSITE = {"A": "C", "C": "A", "B": "D", "D": "B"}


def level(x, y):
    """The level of square (x, y): 0 on the outer ring, LEVELS - 1 at the centre."""
    return min(x, y, BASE - 1 - x, BASE - 1 - y)


def faces_of(x, y):
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


def _faces_bits(x, y):
    lv = level(x, y)
    on = (y == lv, BASE - 1 - x == lv, BASE - 1 - y == lv, x == lv)
    return sum(bit for bit, flag in zip(_FACE_BIT, on) if flag)


_FACE_BITS = tuple(_faces_bits(x, y) for x, y in _COORD)
FACE_SQUARES = {f: tuple(sq for sq in DARK_SQUARES if f in faces_of(*sq)) for f in FACES}


def _on_board(x, y):
    return 0 <= x < BASE and 0 <= y < BASE


def _after_invisible(face, landing):
    """Faces allowed for the jump out of an invisible cube entered through ``face``."""
    opposite = _OPPOSITE_BIT[face]
    return opposite if _FACE_BITS[landing] & opposite else _FACE_BITS[landing]


def _after_jump(common, landing):
    """For each set of allowed faces (4-bit index): what a jump leaves behind.

    0 means the jump cannot be made, ``_ANY`` a normal landing, anything else
    an invisible cube and the faces the next jump may use. A normal landing
    beats an invisible one made through another face: it allows every
    continuation the invisible one would, and stopping too.
    """
    table = []
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


def _jump_table():
    """Per square: (jumped square, landing square, _after_jump table) for each possible jump."""
    table, sources = [], [0] * 4
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


def _index(sq):
    return sq[0] + BASE * sq[1]


def _name(sq):
    """Algebraic name of a square: file letter from x, rank from y + 1 ('c3')."""
    return f"{chr(ord('a') + sq[0])}{sq[1] + 1}"


@dataclass(frozen=True, slots=True)
class Move:
    """A whole move: the start square, then every square the pawn lands on."""

    path: tuple

    @property
    def is_pass(self):
        return False

    @property
    def is_capture(self):
        path = self.path
        return len(path) > 2 or len(path) == 2 and abs(path[1][0] - path[0][0]) == 2

    def to_dict(self):
        return {"path": [list(sq) for sq in self.path]}

    @classmethod
    def from_dict(cls, d):
        if not isinstance(d, dict) or set(d) != {"path"}:
            raise ValueError('a Pyramidames move is {"path": [[x, y], ...]}')
        path = d["path"]
        if not isinstance(path, (list, tuple)) or len(path) < 2:
            raise ValueError("a move path needs at least two squares")
        return cls(tuple(_square(sq, "move path") for sq in path))

    def __str__(self):
        return ("x" if self.is_capture else "-").join(_name(sq) for sq in self.path)


def _square(value, what):
    """Check a JSON [x, y] pair on the board and return it as a tuple."""
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or not all(type(c) is int for c in value)
    ):
        raise ValueError(f"{what}: a square is a pair of integers [x, y], got {value!r}")
    if not _on_board(*value):
        raise ValueError(f"{what}: square {list(value)} is off the {BASE}x{BASE} board")
    return tuple(value)


def _step_table():
    """Per player: (shift, source squares, target -> (Move, info)) for both forward diagonals."""
    per_player = []
    for player in (0, 1):
        dy = _FORWARD[player]
        dirs = []
        for dx in (-1, 1):
            sources, moves = 0, [None] * _SQUARES
            for x, y in DARK_SQUARES:
                if _on_board(x + dx, y + dy):
                    p, t = _index((x, y)), _index((x + dx, y + dy))
                    sources |= 1 << p
                    moves[t] = (Move(((x, y), (x + dx, y + dy))), (1 << p, 1 << t, 0))
            dirs.append((dx + BASE * dy, sources, tuple(moves)))
        per_player.append(tuple(dirs))
    return tuple(per_player)


_STEPS = _step_table()


def _extend(sq, allowed, occupied, enemies, path, out):
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


def _captures(own, enemies):
    """Every capture sequence of ``own`` as a tuple of square indices."""
    occupied = own | enemies
    empty = _DARK & ~occupied
    starts = 0
    for shift, sources in _JUMP_SOURCES:  # a cheap filter: pawns with a first jump
        if shift > 0:
            starts |= own & sources & enemies >> shift & empty >> 2 * shift
        else:
            starts |= own & sources & enemies << -shift & empty << -2 * shift
    out = []
    while starts:
        bit = starts & -starts
        starts ^= bit
        sq = bit.bit_length() - 1
        _extend(sq, _ANY, occupied ^ bit, enemies, [sq], out)
    return out


def _legal(own, enemies, player):
    """The legal moves as a dict Move -> (start bit, end bit, captured bits)."""
    captures = _captures(own, enemies)
    if captures:
        moves = {}
        for path in captures:
            taken = 0
            for a, b in zip(path, path[1:]):
                taken |= 1 << (a + b) // 2
            moves[Move(tuple(_COORD[i] for i in path))] = (1 << path[0], 1 << path[-1], taken)
        return moves
    empty = _DARK & ~(own | enemies)
    moves = {}
    for shift, sources, table in _STEPS[player]:
        targets = (own & sources) << shift if shift > 0 else (own & sources) >> -shift
        targets &= empty
        while targets:
            bit = targets & -targets
            targets ^= bit
            move, info = table[bit.bit_length() - 1]
            moves[move] = info
    return moves


def _squares_of(mask):
    return tuple(_COORD[i] for i in range(_SQUARES) if mask >> i & 1)


@dataclass(frozen=True, slots=True)
class State:
    """A position: ``white`` and ``black`` are bit masks (bit x + BASE*y), then the mover."""

    white: int
    black: int
    to_move: int = 0
    # (legal moves dict, winner, outcome), filled in on first use
    _cache: tuple = field(default=None, compare=False, repr=False)

    def _analysis(self):
        cache = self._cache
        if cache is None:
            w, b, player = self.white, self.black, self.to_move
            moves, result = {}, None
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
            cache = (moves,) + (result or (None, None))
            object.__setattr__(self, "_cache", cache)
        return cache

    @property
    def is_over(self):
        return (self._cache or self._analysis())[2] is not None

    @property
    def winner(self):
        return (self._cache or self._analysis())[1]

    @property
    def outcome(self):
        return (self._cache or self._analysis())[2]

    def legal_moves(self):
        return list((self._cache or self._analysis())[0])

    def play(self, move):
        try:
            info = (self._cache or self._analysis())[0].get(move)
        except TypeError:  # unhashable
            info = None
        if info is None:
            raise IllegalMove(self._why_illegal(move))
        start, end, taken = info
        if self.to_move == 0:
            return State(self.white & ~start | end, self.black & ~taken, 1)
        return State(self.white & ~taken, self.black & ~start | end, 0)

    # --- What the scene shows ---

    def pieces(self, player):
        """The squares of ``player``'s pawns, in bit order (by y, then x)."""
        return _squares_of(self.black if player else self.white)

    def piece_at(self, sq):
        """0 or 1 for the owner of the pawn on ``sq``, None if empty or off the board."""
        if not _on_board(*sq):
            return None
        bit = 1 << _index(sq)
        return 0 if self.white & bit else 1 if self.black & bit else None

    def captured(self, move):
        """The squares ``move`` jumps, in jump order (empty for a step)."""
        self._check(move)
        if not move.is_capture:
            return ()
        pairs = zip(move.path, move.path[1:])
        return tuple(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2) for a, b in pairs)

    def jump_faces(self, move):
        """For each jump of ``move``, the face(s) it can be made in (empty for a step)."""
        self._check(move)
        faces = [set() for _ in move.path[1:]] if move.is_capture else []
        for realisation in _realisations(move.path) if faces else ():
            for used, (face, _) in zip(faces, realisation):
                used.add(face)
        return tuple(frozenset(FACES[_FACE_BIT.index(f)] for f in used) for used in faces)

    def invisible_stops(self, move):
        """Path squares ``move`` can only pass through as invisible cubes (ghost cubes)."""
        self._check(move)
        if not move.is_capture:
            return ()
        ways = _realisations(move.path)
        return tuple(
            sq for i, sq in enumerate(move.path[1:-1]) if all(not way[i][1] for way in ways)
        )

    def _check(self, move):
        if move not in self._analysis()[0]:
            raise IllegalMove(self._why_illegal(move))

    def _why_illegal(self, move):
        """A message a player can read, saying why ``move`` is not legal here."""
        if not isinstance(move, Move):
            return f"{move!r} is not a Pyramidames move"
        if self.is_over:
            return "the game is over"
        path = move.path
        if len(path) < 2:
            return "a move needs at least two squares"
        for sq in path:
            try:
                _square(sq, "path")
            except ValueError as exc:
                return str(exc)
        own, enemies = (self.black, self.white) if self.to_move else (self.white, self.black)
        start = _index(path[0])
        if not own >> start & 1:
            return f"{_name(path[0])} holds no pawn of yours"
        (x0, y0), (x1, y1) = path[0], path[1]
        if len(path) == 2 and abs(x1 - x0) == 1 and abs(y1 - y0) == 1:
            if any(m.is_capture for m in self._analysis()[0]):
                return "capture is compulsory"
            if y1 - y0 != _FORWARD[self.to_move]:
                return "a pawn steps diagonally forward only"
            return f"{_name(path[1])} is not empty"
        occupied, allowed, seen = (own | enemies) & ~(1 << start), _ANY, 0
        for a, b in zip(path, path[1:]):
            if abs(b[0] - a[0]) != 2 or abs(b[1] - a[1]) != 2:
                return f"{_name(a)} to {_name(b)} is neither a diagonal step nor a jump"
            p, l = _index(a), _index(b)
            m = (p + l) // 2
            if seen >> m & 1:
                return f"the piece on {_name(_COORD[m])} cannot be jumped twice"
            if not enemies >> m & 1:
                return f"there is no enemy piece on {_name(_COORD[m])} to jump"
            if occupied >> l & 1:
                return f"{_name(b)} is not empty"
            nxt = next((after[allowed] for _, to, after in _JUMPS[p] if to == l), 0)
            if not nxt:
                return (
                    f"{_name(a)} and {_name(_COORD[m])} share no face this jump may use:"
                    " captures are made in a face of the pyramid, never in the top view"
                )
            allowed, seen = nxt, seen | 1 << m
        if allowed != _ANY:
            return f"a capture may not end on the invisible cube on {_name(path[-1])}"
        return f"the capture must go on from {_name(path[-1])}: it can take again"

    # --- Serialisation ---

    def to_dict(self):
        return {
            "game": GAME,
            "to_move": self.to_move,
            "white": [list(sq) for sq in self.pieces(0)],
            "black": [list(sq) for sq in self.pieces(1)],
        }

    @classmethod
    def from_dict(cls, d):
        keys = {"game", "to_move", "white", "black"}
        if not isinstance(d, dict) or set(d) != keys:
            raise ValueError(f"a Pyramidames position is an object with the keys {sorted(keys)}")
        if d["game"] != GAME:
            raise ValueError(f"not a Pyramidames position: game is {d['game']!r}")
        if type(d["to_move"]) is not int or d["to_move"] not in (0, 1):
            raise ValueError(f"to_move must be 0 or 1, got {d['to_move']!r}")
        masks = []
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


def _realisations(path):
    """Every way to make capture ``path``: per jump, (face bit, landed normally?)."""
    found = []

    def walk(i, allowed, so_far):
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


def new_game(**options):
    """The start: white on the rows y < LEVELS - 1, black mirrored, white to move."""
    if options:
        raise ValueError(f"Pyramidames has no options, got {sorted(options)}")
    rows = LEVELS - 1
    white = sum(1 << _index(sq) for sq in DARK_SQUARES if sq[1] < rows)
    black = sum(1 << _index(sq) for sq in DARK_SQUARES if sq[1] >= BASE - rows)
    return State(white, black, 0)
