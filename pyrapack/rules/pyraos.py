"""Pyraos (Gigamic 1994, David G. Royffe; later sold as Pylos): build a pyramid, save balls.

The pyramid has 30 spots on four levels (4x4, 3x3, 2x2 and the apex); a spot is
``(level, row, col)``. A ball on level ``l >= 1`` rests on the four spots under it, so a
spot is *supported* on level 0 or when those four hold balls, and a ball is *free* when no
ball rests on it. Each player has 15 balls in reserve; light (player 0) moves first.

A turn is one of
- **place** a ball from the reserve on an empty supported spot, or
- **raise** one of one's own free balls to an empty spot on a strictly higher level that is
  supported *without* that ball (a ball never climbs onto a square it is part of); the
  reserve is unchanged: that is the point of a raise.

If the ball just placed or raised completes a *formation* of the mover's colour, the mover
takes back one or two of their own free balls (the ball just played included; the second may
be a ball the first was resting on). Several formations at once still give one or two.
Formations by variant: ``"standard"`` a 2x2 square of one colour on levels 0-2;
``"children"`` none; ``"advanced"`` squares plus 4 in a row or column on level 0 and 3 in a
row or column on level 1 (never diagonals).

Placing the apex wins at once. Otherwise a player whose reserve is empty after their move
has lost. (Counting shows that whoever fills the last spot under the apex uses their own last
ball, so from the start the game always ends by a player running out of balls, never at the
apex: the apex rule only decides set-up positions with the apex filled.) House rule: the
third occurrence of a position (pyramid, reserves, player to move) is a draw.

Internally a spot is a bit index (``SPOTS`` order: level 0 first, row by row), a position is
two 30-bit masks (light, dark); a reserve is 15 minus the balls of that colour on the
pyramid. The tables of the board (``BELOW``, ``ABOVE``, ``HIGHER``, ``FORMATIONS``...) are
public: the bot works on the same masks. Move notation: a spot is its column letter and row number (``a1`` ... ``d4`` on
level 0), prefixed by its level on the upper levels (``1a1`` ... ``1c3``, ``2a1`` ...
``2b2``), the top spot is ``apex``; ``b2`` places, ``b2↑1a1`` raises, `` ×a1,b1`` appends
the balls taken back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import NO_HISTORY, History, IllegalMove, Memo, NotationError, Reason, reason, refuse, slot_setters, written

#: A spot of the pyramid, ``(level, row, col)``.
Spot = tuple[int, int, int]

GAME = __name__.rsplit(".", 1)[-1]  # its id: the module's name
VARIANTS = ("standard", "children", "advanced")
PLIES = 400  #: a long game: one between bots rarely lasts longer (tests and benches stop there)
OUTCOMES = ("placed the apex", "ran out of balls", "threefold repetition")
BALLS = 15  # per colour
SPOTS = tuple((l, r, c) for l in range(4) for r in range(4 - l) for c in range(4 - l))
APEX = (3, 0, 0)

_INDEX: dict[tuple[int, ...], int] = {spot: i for i, spot in enumerate(SPOTS)}
GROUND = (1 << 16) - 1
APEX_BIT = 1 << _INDEX[APEX]


def _mask(spots: Iterable[Spot]) -> int:
    return sum(1 << _INDEX[s] for s in spots)


def bits(mask: int) -> list[int]:
    """Indexes of the set bits of ``mask``, lowest first (bit i is ``SPOTS[i]``; the bot's
    masks share the layout)."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


#: BELOW[i]: the four spots a ball on spot i rests on (0 on level 0).
BELOW = tuple(
    _mask((l - 1, r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)) if l else 0
    for l, r, c in SPOTS
)
#: ABOVE[i]: the spots whose ball would rest on spot i.
ABOVE = tuple(sum(1 << j for j, below in enumerate(BELOW) if below >> i & 1) for i in range(30))
#: HIGHER[i]: the spots on levels strictly above spot i's.
HIGHER = tuple(_mask(s for s in SPOTS if s[0] > l) for l, _, _ in SPOTS)
_UPPER = tuple((1 << i, BELOW[i]) for i in range(16, 30))  # (spot bit, its supports) above level 0


def _squares() -> Iterator[int]:
    for l in range(3):
        n = 4 - l
        for r in range(n - 1):
            for c in range(n - 1):
                yield _mask((l, r + dr, c + dc) for dr in (0, 1) for dc in (0, 1))


def _lines() -> Iterator[int]:
    for l in (0, 1):
        n = 4 - l
        for k in range(n):
            yield _mask((l, k, c) for c in range(n))
            yield _mask((l, r, k) for r in range(n))


FORMATIONS: dict[str, tuple[int, ...]] = {
    "standard": tuple(_squares()),
    "children": (),
    "advanced": tuple(_squares()) + tuple(_lines()),
}
#: FORMATIONS_AT[variant][i]: the formations containing spot i.
FORMATIONS_AT = {
    variant: tuple(tuple(f for f in forms if f >> i & 1) for i in range(30))
    for variant, forms in FORMATIONS.items()
}


def spot_name(spot: Spot) -> str:
    """Short name of a spot: ``a1`` on level 0, ``1b2`` above, ``apex`` on top."""
    level, row, col = spot
    if level == 3:
        return "apex"
    return f"{level or ''}{'abcd'[col]}{row + 1}"


def parse_spot(name: object) -> Spot:
    """The spot a name like ``b2``, ``1b2`` or ``apex`` stands for; ValueError if it is none."""
    if name == "apex":
        return APEX
    level, rest = (int(name[0]), name[1:]) if isinstance(name, str) and name[:1].isdigit() else (0, name)
    if not (isinstance(rest, str) and len(rest) == 2 and rest[0] in "abcd" and rest[1].isdigit()):
        raise ValueError(f"{name!r} is not a spot name like b2, 1b2 or apex")
    spot = (level, int(rest[1]) - 1, "abcd".index(rest[0]))
    if spot not in _INDEX or spot == APEX:
        raise ValueError(f"{name} is not a spot of the pyramid")
    return spot


def _spot_index(spot: Iterable[int]) -> int:
    try:
        return _INDEX[tuple(spot)]
    except (TypeError, KeyError):
        raise ValueError(f"{spot!r} is not a spot of the pyramid") from None


def supports(spot: Spot) -> tuple[Spot, ...]:
    """The spots a ball on ``spot`` rests on (empty on level 0)."""
    return tuple(SPOTS[j] for j in bits(BELOW[_spot_index(spot)]))


def resting_on(spot: Spot) -> tuple[Spot, ...]:
    """The spots whose ball would rest on ``spot``."""
    return tuple(SPOTS[j] for j in bits(ABOVE[_spot_index(spot)]))


@dataclass(frozen=True, slots=True)
class Move:
    """Place (``src`` None) or raise ``src`` to ``dst``, then take back ``take``.

    ``take`` is kept sorted: lifting order is not part of a move, play() finds one.
    """

    src: Spot | None
    dst: Spot
    take: tuple[Spot, ...] = ()
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        take = self.take
        if len(take) == 2 and take[1] < take[0]:
            take = (take[1], take[0])
            object.__setattr__(self, "take", take)
        # Moves are hashed on every dict insert of move generation: compute it once.
        object.__setattr__(self, "_hash", hash((self.src, self.dst, take)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Move], tuple[Spot | None, Spot, tuple[Spot, ...]]]:
        # pickled (for a helper process) without its hash: None's hash, a placement's ``src``,
        # is another in another process
        return Move, (self.src, self.dst, self.take)

    @property
    def is_place(self) -> bool:
        return self.src is None

    @property
    def is_raise(self) -> bool:
        return self.src is not None

    @property
    def is_pass(self) -> bool:
        return False  # Pyraos has no passes: a running game always offers a placement

    @property
    def piece(self) -> Spot | None:
        """The ball it raises (its spot; None for one from the reserve): what ``State.why_immobile``
        asks about."""
        return self.src

    def to_dict(self) -> dict[str, Any]:
        return {
            "from": None if self.src is None else list(self.src),
            "to": list(self.dst),
            "take": [list(s) for s in self.take],
        }

    @classmethod
    def from_dict(cls, data: object) -> Move:
        if not isinstance(data, dict):
            raise ValueError("a move must be an object")
        if "pass" in data:
            raise ValueError("Pyraos has no pass move")
        if set(data) != {"from", "to", "take"}:
            raise ValueError(f"a move needs exactly the keys from, to, take, not {_keys(data)}")
        src = None if data["from"] is None else _spot_from_json(data["from"], "from")
        dst = _spot_from_json(data["to"], "to")
        spots = data["take"]
        if not isinstance(spots, list) or len(spots) > 2:
            raise ValueError("take must be a list of at most two spots")
        take = tuple(sorted(_spot_from_json(s, "take") for s in spots))
        if len(set(take)) != len(take):
            raise ValueError("take names the same spot twice")
        return cls(src, dst, take)

    def __str__(self) -> str:
        text = spot_name(self.dst)
        if self.src is not None:
            text = f"{spot_name(self.src)}↑{text}"
        if self.take:
            text += " ×" + ",".join(spot_name(s) for s in self.take)
        return text


def _keys(data: Iterable[object]) -> list[str]:
    """The keys of a dict read from outside, for a message (any kind of key: they are not sorted as such)."""
    return sorted(map(repr, data))


def _spot_from_json(value: object, what: str) -> Spot:
    if (
        not isinstance(value, list)
        or len(value) != 3
        or not all(type(v) is int for v in value)
        or tuple(value) not in _INDEX
    ):
        raise ValueError(f"{what} must be a spot [level, row, col] of the pyramid, not {value!r}")
    level, row, col = value
    return level, row, col


# Moves without take-backs are shared, and take-back tuples are prebuilt, to keep move
# generation cheap; _TAKE2[a][b] (a < b) is the sorted pair.
_PLACES = tuple(Move(None, s) for s in SPOTS)
_RAISES = tuple(tuple(Move(s, d) for d in SPOTS) for s in SPOTS)
_TAKE1 = tuple((s,) for s in SPOTS)
_TAKE2 = tuple(tuple((a, b) for b in SPOTS) for a in SPOTS)


def covered(occupied: int) -> int:
    """Mask of the spots some ball of the mask ``occupied`` rests on."""
    under, m = 0, occupied >> 16
    while m:
        low = m & -m
        under |= BELOW[low.bit_length() + 15]
        m ^= low
    return under


def empty_supported(occupied: int) -> int:
    """Mask of the empty spots a ball can go on (supported), for the balls of mask ``occupied``."""
    spots = ~occupied & GROUND
    for bit, below in _UPPER:
        if occupied & below == below and not occupied & bit:
            spots |= bit
    return spots


#: Per variant, ``State._generate`` of the positions met lately, by the mover's balls and the
#: other's (``own | opp << 30``): a search meets a position again on other lines and with
#: other pasts. Kept from the second time a position is met (``twice``): a Pyraos position's
#: moves cost 2 KB, and a game played out without a search would be 10-15% slower keeping them.
_GENERATED: dict[str, Memo[int, dict[Move, int]]] = {variant: Memo(2048, twice=True) for variant in VARIANTS}


def _key(masks: tuple[int, int], to_move: int) -> int:
    return masks[0] | masks[1] << 30 | to_move << 60


@dataclass(frozen=True, slots=True)
class State:
    """A position. Compares by (variant, to_move, masks); history is not compared.

    ``masks`` is (light, dark): bit i set when ``SPOTS[i]`` holds a ball of that colour.
    Make states with ``new_game`` or ``State.from_dict``, then ``play``.
    """

    variant: str
    to_move: int
    masks: tuple[int, int]
    winner: int | None = field(default=None, compare=False)
    outcome: str | None = field(default=None, compare=False)
    _seen: History = field(default=NO_HISTORY, compare=False, repr=False)  # the positions met, shared with earlier states
    _moves: dict[Move, int] | None = field(default=None, compare=False, repr=False)  # Move -> mover's new mask

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def reserve(self) -> tuple[int, int]:
        return (BALLS - self.masks[0].bit_count(), BALLS - self.masks[1].bit_count())

    @property
    def repetitions(self) -> int:
        """How many times this position has occurred in the game so far (1 the first time)."""
        return self._seen.count(_key(self.masks, self.to_move))

    def met_twice(self) -> list[tuple[tuple[int, int], int]]:
        """The positions met twice so far, as ``(masks, to_move)``: the next time any of them
        occurs, the game is drawn."""
        spots = (1 << 30) - 1
        return [((key & spots, key >> 30 & spots), key >> 60)
                for key, count in self._seen.counts().items() if count >= 2]

    def history_key(self) -> Hashable:
        """What of the game's past can still decide how it ends, as a hashable value: every
        position of the game so far with how often it occurred (a ball taken back can bring
        any of them back). Two states that compare equal and have equal keys have the same
        future, so a search keys its table on both."""
        return self._seen.key()

    def ball_at(self, spot: Spot) -> int | None:
        """0 (light), 1 (dark) or None (empty)."""
        bit = 1 << _spot_index(spot)
        return 0 if self.masks[0] & bit else 1 if self.masks[1] & bit else None

    def is_supported(self, spot: Spot) -> bool:
        below = BELOW[_spot_index(spot)]
        return (self.masks[0] | self.masks[1]) & below == below

    def is_free(self, spot: Spot) -> bool:
        """True when ``spot`` holds a ball and no ball rests on it."""
        i = _spot_index(spot)
        occupied = self.masks[0] | self.masks[1]
        return bool(occupied >> i & 1) and not occupied & ABOVE[i]

    def legal_moves(self) -> list[Move]:
        return list(self._legal())

    def play(self, move: Move) -> State:
        try:
            own = self._legal()[move]
        except (KeyError, TypeError):
            raise IllegalMove(self.why_illegal(move)) from None
        p = self.to_move
        masks = (own, self.masks[1]) if p == 0 else (self.masks[0], own)
        return _make(self.variant, 1 - p, masks, self._seen)

    def formations(self, move: Move) -> list[tuple[Spot, ...]]:
        """The formations (tuples of spots) that the ball of ``move`` completes."""
        own = self._own_after(move)
        dst = _INDEX[move.dst]
        return [
            tuple(SPOTS[j] for j in bits(f))
            for f in FORMATIONS_AT[self.variant][dst]
            if own & f == f
        ]

    def takeback_orders(self, move: object) -> list[tuple[Spot, ...]]:
        """The orders in which ``move``'s take-back balls can be lifted, as tuples of spots.

        Two free balls give both orders; a ball that was held up by the other only one.
        """
        if not isinstance(move, Move) or move not in self._legal():
            raise IllegalMove(self.why_illegal(move))
        if len(move.take) < 2:
            return [move.take]
        a, b = move.take
        occupied = self._own_after(move) | self.masks[1 - self.to_move]
        if occupied & ABOVE[_INDEX[a]]:  # a is held up by b
            return [(b, a)]
        return [(a, b), (b, a)]

    def to_text(self) -> str:
        """The pyramid as text: each level's rows of ``L`` (light), ``D`` (dark) and ``.``, rows
        split by "/" and levels by "|" ("LD../DL../..../....|L../.../..."); empty upper levels
        are left out."""
        levels = ["/".join(rows) for rows in self.to_dict()["levels"]]
        while len(levels) > 1 and set(levels[-1]) <= set("./"):
            levels.pop()
        return "|".join(levels)

    @classmethod
    def from_text(cls, text: str, to_move: int = 0, variant: str = "standard") -> State:
        """The position ``to_text`` writes (missing upper levels empty), ``to_move`` to play;
        each reserve holds the balls its colour has not on the pyramid."""
        if not isinstance(text, str):
            raise ValueError(f"a Pyraos position is written like LD../DL../..../...., not {text!r}")
        levels = [level.split("/") for level in text.split("|")]
        levels += [["." * (4 - n)] * (4 - n) for n in range(len(levels), 4)]
        used = [text.count(letter) for letter in "LD"]
        return cls.from_dict({"game": GAME, "variant": variant, "to_move": to_move,
                              "reserve": [BALLS - n for n in used], "levels": levels})

    def to_dict(self) -> dict[str, Any]:
        light, dark = self.masks
        levels: list[list[str]] = [[], [], [], []]
        for l, r, c in SPOTS:
            if c == 0:
                levels[l].append("")
            bit = 1 << _INDEX[l, r, c]
            levels[l][r] += "L" if light & bit else "D" if dark & bit else "."
        return {
            "game": GAME,
            "variant": self.variant,
            "to_move": self.to_move,
            "reserve": list(self.reserve),
            "levels": levels,
        }

    @classmethod
    def from_dict(cls, data: object) -> State:
        """Read a position (with no history).

        A filled apex means its owner placed it and won, so the player to move must be the
        other one; otherwise a player with an empty reserve has lost ("ran out of balls"),
        even when it is their turn: a player without reserve has lost in the real game too.
        """
        if not isinstance(data, dict):
            raise ValueError("a position must be an object")
        keys = {"game", "variant", "to_move", "reserve", "levels"}
        if set(data) != keys:
            raise ValueError(f"a position needs exactly the keys {sorted(keys)}, not {_keys(data)}")
        if data["game"] != GAME:
            raise ValueError(f"not a {GAME} position: game is {data['game']!r}")
        if data["variant"] not in VARIANTS:
            raise ValueError(f"unknown variant {data['variant']!r}; expected one of {VARIANTS}")
        to_move, reserve, levels = data["to_move"], data["reserve"], data["levels"]
        if to_move not in (0, 1) or type(to_move) is not int:
            raise ValueError(f"to_move must be 0 or 1, not {to_move!r}")
        if (
            not isinstance(reserve, list)
            or len(reserve) != 2
            or not all(type(n) is int and 0 <= n <= BALLS for n in reserve)
        ):
            raise ValueError(f"reserve must be two whole numbers from 0 to {BALLS}, not {reserve!r}")
        if not isinstance(levels, list) or len(levels) != 4:
            raise ValueError("levels must be a list of the four levels")
        masks = [0, 0]
        for l, rows in enumerate(levels):
            n = 4 - l
            if not isinstance(rows, list) or len(rows) != n:
                raise ValueError(f"level {l} must be a list of {n} rows")
            for r, row in enumerate(rows):
                if not isinstance(row, str) or len(row) != n or set(row) - set("LD."):
                    raise ValueError(f"level {l} row {r} must be {n} letters L, D or ., not {row!r}")
                for c, letter in enumerate(row):
                    if letter != ".":
                        masks["LD".index(letter)] |= 1 << _INDEX[l, r, c]
        occupied = masks[0] | masks[1]
        for i in bits(occupied):
            if occupied & BELOW[i] != BELOW[i]:
                raise ValueError(f"the ball at {SPOTS[i]} is not supported by four balls")
        for p, colour in enumerate(("light", "dark")):
            on_board = masks[p].bit_count()
            if reserve[p] + on_board != BALLS:
                raise ValueError(
                    f"{colour} has {reserve[p]} in reserve and {on_board} on the pyramid, "
                    f"not {BALLS} balls"
                )
        if masks[to_move] & APEX_BIT:
            raise ValueError("the player to move cannot own the apex: placing it ended the game")
        return _make(data["variant"], to_move, (masks[0], masks[1]), NO_HISTORY)

    def _legal(self) -> dict[Move, int]:
        """Every legal move, mapped to the mover's mask once it is played (cached, and for the
        positions met lately: ``_GENERATED``; nobody changes the dict once made)."""
        moves = self._moves
        if moves is None:
            if self.outcome is not None:
                moves = {}
            else:
                p = self.to_move
                key = self.masks[p] | self.masks[1 - p] << 30
                memo = _GENERATED[self.variant]
                moves = memo.get(key)
                if moves is None:
                    moves = memo.keep(key, self._generate())
            _SET_MOVES(self, moves)
        return moves

    def _generate(self) -> dict[Move, int]:
        if self.outcome is not None:
            return {}
        p = self.to_move
        own, opp = self.masks[p], self.masks[1 - p]
        occupied = own | opp
        at = FORMATIONS_AT[self.variant]
        moves: dict[Move, int] = {}
        targets = empty_supported(occupied)
        m = targets  # a running game means a reserve, so every target takes a placement
        while m:
            low = m & -m
            i = low.bit_length() - 1
            m ^= low
            new = own | low
            for f in at[i]:
                if new & f == f:
                    _add_takebacks(moves, None, i, new, opp)
                    break
            else:
                moves[_PLACES[i]] = new
        upper = targets & ~GROUND
        if upper:
            for src in bits(own & ~covered(occupied)):
                raises = _RAISES[src]
                for dst in bits(upper & HIGHER[src] & ~ABOVE[src]):
                    new = own ^ (1 << src) ^ (1 << dst)
                    for f in at[dst]:
                        if new & f == f:
                            _add_takebacks(moves, src, dst, new, opp)
                            break
                    else:
                        moves[raises[dst]] = new
        return moves

    def _own_after(self, move: Move) -> int:
        """The mover's mask after ``move``'s place or raise, before any take-back."""
        if not self._landings(move):
            raise IllegalMove(self.why_illegal(Move(move.src, move.dst)))
        src = 0 if move.src is None else 1 << _INDEX[move.src]
        return self.masks[self.to_move] ^ src | 1 << _INDEX[move.dst]

    def _landings(self, move: Move) -> list[Move]:
        """The legal moves that place or raise the same ball to the same spot as ``move``."""
        return [m for m in self._legal() if m.src == move.src and m.dst == move.dst]

    def notation(self, move: Move) -> str:
        """``move`` as typed: "b2", "a1-1b2" (raised), "b2 x a1,c3" (two balls taken back)."""
        return str(move).replace("↑", "-").replace(" ×", " x ")

    def parse_move(self, text: str) -> Move:
        """The legal move ``text`` writes (``notation`` or ``str(move)``: the spot a ball is
        placed on, or the ball raised and where, then after "x" the balls taken back), like
        python-chess's ``parse_san``: NotationError for no move of this pyramid, IllegalMove
        (the rules' reason) for one not legal here."""
        words = written(text).replace("apex", "@").replace("×", "x").replace("↑", "-")
        placed, _, taken = words.partition("x")
        spots, takes = _spots_written(placed, text), _spots_written(taken, text)
        if not 1 <= len(spots) <= 2 or len(takes) > 2 or len(set(takes)) < len(takes) or "x" in taken:
            raise NotationError("unreadable", text=text)
        move = Move(spots[0] if len(spots) == 2 else None, spots[-1], tuple(takes))
        return move if move in self.legal_moves() else refuse(self, move, text)

    def why_immobile(self, spot: Spot) -> Reason | None:
        """Why the player to move cannot play the ball on ``spot`` (a ``Reason``), or None."""
        owner = self.ball_at(spot)
        if owner is None:
            return _why("no_ball", spot=spot)
        if owner != self.to_move:
            return _why("not_yours", spot=spot, player=owner)
        if not self.is_free(spot):
            return _why("holds_up", spot=spot)
        if not any(m.src == spot for m in self._legal()):
            return _why("no_raise", spot=spot)
        return None

    def why_illegal(self, move: object) -> Reason | None:
        """Why ``move`` is not legal here (a ``Reason``), or None when it is."""
        if not isinstance(move, Move):
            return _why("not_a_move", move=repr(move))
        if self.is_over:
            return _why("over")
        if not _is_spot(move.dst) or not (move.src is None or _is_spot(move.src)):
            return _why("no_spot")
        if move in self._legal():
            return None
        src, dst = move.src, move.dst
        if src is not None:
            held = self.why_immobile(src)
            if held is not None and held.key != "no_raise":
                return held
        if self.ball_at(dst) is not None:
            return _why("taken", spot=dst)
        if not self.is_supported(dst):
            return _why("unsupported", spot=dst)
        if src is not None:
            if dst[0] <= src[0]:
                return _why("higher")
            if src in supports(dst):
                return _why("holds_spot", src=src, dst=dst)
        landings = self._landings(move)
        if not landings:
            return _why("not_legal")
        return self._why_take(move, landings)

    def _why_take(self, move: Move, landings: list[Move]) -> Reason:
        """Why the balls ``move`` takes back are not right (its ball lands legally)."""
        take = move.take
        if not landings[0].take:
            return _why("no_formation")
        if not take:
            return _why("take_some")
        if len(take) > 2:
            return _why("take_too_many")
        if not all(_is_spot(s) for s in take) or len(set(take)) < len(take):
            return _why("take_twice")
        own = self._own_after(move)
        occupied = own | self.masks[1 - self.to_move]
        for spot in take:
            if not occupied >> _INDEX[spot] & 1:
                return _why("take_empty", spot=spot)
            if not own >> _INDEX[spot] & 1:
                return _why("take_not_yours", spot=spot)
        return _why("take_not_free", spots=take)


def _spots_written(words: str, text: str) -> list[Spot]:
    """The spots named in ``words`` (apex written "@"), in order; NotationError for another word."""
    if re.sub(r"[0-9a-z@]+|[\s,;^>-]", "", words):
        raise NotationError("unreadable", text=text)
    spots: list[Spot] = []
    for name in re.findall(r"[0-9a-z@]+", words):
        try:
            spots.append(parse_spot("apex" if name == "@" else name))
        except ValueError:
            raise NotationError("square", name=name.replace("@", "apex")) from None
    return spots


def _is_spot(value: object) -> bool:
    try:
        return isinstance(value, tuple) and value in _INDEX
    except TypeError:  # a tuple holding lists
        return False


def _add_takebacks(moves: dict[Move, int], src: int | None, dst: int, own: int, opp: int) -> None:
    """Add the move ``src``→``dst`` once per way of taking back one or two free balls.

    ``own`` is the mover's mask after the ball has landed. A pair is either two free balls or
    a free ball and one it was the only ball resting on (lifted second).
    """
    occupied = own | opp
    src_spot, dst_spot = None if src is None else SPOTS[src], SPOTS[dst]
    free = bits(own & ~covered(occupied))
    for a in free:
        moves[_move(src_spot, dst_spot, _TAKE1[a])] = own ^ 1 << a
    for k, a in enumerate(free):
        row = _TAKE2[a]
        for b in free[k + 1 :]:
            moves[_move(src_spot, dst_spot, row[b])] = own ^ (1 << a | 1 << b)
    for a in free:
        if a >= 16:
            bit = 1 << a
            for b in bits(BELOW[a] & own):
                if occupied & ABOVE[b] == bit:
                    moves[_move(src_spot, dst_spot, _TAKE2[b][a])] = own ^ (bit | 1 << b)


def _move(src: Spot | None, dst: Spot, take: tuple[Spot, ...], _new: Callable[[type[Move]], Move] = object.__new__,
          _set: Callable[[object, str, object], None] = object.__setattr__) -> Move:
    """Move(src, dst, take) for an already sorted ``take``, without the checks of __init__."""
    move = _new(Move)
    _set(move, "src", src)
    _set(move, "dst", dst)
    _set(move, "take", take)
    _set(move, "_hash", hash((src, dst, take)))
    return move


def _make(variant: str, to_move: int, masks: tuple[int, int], seen: History) -> State:
    """The state after a move by ``1 - to_move`` (or a fresh one), its outcome decided."""
    seen, count = seen.add(_key(masks, to_move))
    winner: int | None = None
    outcome: str | None = None
    if (masks[0] | masks[1]) & APEX_BIT:
        winner, outcome = (0 if masks[0] & APEX_BIT else 1), OUTCOMES[0]
    elif masks[0].bit_count() == BALLS or masks[1].bit_count() == BALLS:
        winner, outcome = (1 if masks[0].bit_count() == BALLS else 0), OUTCOMES[1]
    elif count >= 3:
        outcome = OUTCOMES[2]
    state = _new(State)
    _SET_VARIANT(state, variant)
    _SET_TO_MOVE(state, to_move)
    _SET_MASKS(state, masks)
    _SET_WINNER(state, winner)
    _SET_OUTCOME(state, outcome)
    _SET_SEEN(state, seen)
    _SET_MOVES(state, None)
    return state


# ``State(...)`` without the dataclass's ``__init__`` (``_make``: every move of every search makes one)
_SET_VARIANT, _SET_TO_MOVE, _SET_MASKS, _SET_WINNER, _SET_OUTCOME, _SET_SEEN, _SET_MOVES = slot_setters(
    State, "variant", "to_move", "masks", "winner", "outcome", "_seen", "_moves")
_new = object.__new__


#: Why a move is not legal, in English: a ``Reason`` per rule (``State.why_illegal``).
WHY = {
    "not_a_move": "{move} is not a Pyraos move",
    "over": "the game is over",
    "no_spot": "that is not a spot of the pyramid",
    "no_ball": "there is no ball on {spot}",
    "not_yours": "there is no ball of yours on {spot}",
    "holds_up": "the ball on {spot} holds up another ball, so it cannot move",
    "no_raise": "the ball on {spot} has nowhere higher to go",
    "taken": "{spot} is already taken",
    "unsupported": "{spot} is not supported: the four spots under it must hold balls",
    "higher": "a raised ball must go to a strictly higher level",
    "holds_spot": "the ball on {src} holds up {dst}: it cannot be raised onto it",
    "not_legal": "that move is not legal here",
    "no_formation": "this move completes no formation: there is nothing to take back",
    "take_some": "this move completes a formation: take back one or two of your free balls",
    "take_too_many": "at most two balls may be taken back",
    "take_twice": "take back one or two different spots of the pyramid",
    "take_empty": "there is no ball on {spot} to take back",
    "take_not_yours": "there is no ball of yours on {spot} to take back",
    "take_not_free": "{spots} cannot be taken back: only free balls can (the second may be one the first was "
                     "resting on)",
}


def _why(key: str, **values: Any) -> Reason:
    """A ``Reason``; spots in the English words are named (``a1``, ``1b2``, ``apex``)."""
    named = {k: (spot_name(v) if k in ("spot", "src", "dst") else " and ".join(spot_name(s) for s in v)
                 if k == "spots" else v) for k, v in values.items()}
    return reason(WHY, key, **named)._replace(values=values)


def new_game(variant: str = "standard") -> State:
    """The empty pyramid, 15 balls in each reserve, light to move."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; expected one of {VARIANTS}")
    return _make(variant, 0, (0, 0), NO_HISTORY)


if TYPE_CHECKING:  # the type checker holds this module to the rules protocol (rules/protocol.py)
    from . import pyraos as _module
    from .protocol import HasPast, ParsesMoves, Rules, WritesMoves

    _rules: Rules[Move] = _module
    _parts: tuple[type[ParsesMoves[Move]], type[WritesMoves[Move]], type[HasPast]] = (State, State, State)
