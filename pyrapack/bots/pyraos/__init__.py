"""Pyraos: the bot's evaluation, move order and opening-book frame.

Balls are the whole game: whoever runs out first loses, so the reserve
difference dominates. Next comes what the next moves save or cost: formations
about to be completed (three of a square or line in one's colour, the fourth spot
empty: a take-back in waiting), squares the opponent must block, free balls and
whether a ball can be raised (a move that spends nothing). The evaluation works on
the bit masks of ``masks``, shared with the endgame solver; with few balls
left, the solver (``solver``) replaces it with the exact value.
"""

from typing import TYPE_CHECKING

from ...rules import pyraos as rules
from ...rules.pyraos import SPOTS
from .solver import endgame  # noqa: F401  (the engine asks the game's part)
from .masks import (ABOVE, FORMATIONS, FORMATIONS_AT, GROUND, HIGHER, SYMMETRIES, bits, covered, targets,
                    transform)

# Once the endgame solver takes over (``solver.applies``) it must finish: it gets most of the
# level's time and nodes (Hard's budget is then its clock's: the solver's nodes are cheaper
# than the search's), the search only what is left if it ever does not
# Beginner plays by the lesson's count (``tally``: the balls in reserve) one move ahead, with a
# jitter of two and a half balls: it takes back balls when a square offers them and raises to
# save one, but neither builds nor blocks a square and never sees the reply; so the careful
# newcomer, who plays by the same count and does see the reply, beats it (issue 33)
LEVELS: dict[str, dict[str, object]] = {
    "beginner": {"noise": 2.5, "evaluation": "tally"}, "hard": {"max_nodes": 250_000, "endgame_share": 0.9},
    "expert": {"endgame_share": 0.8}}

RESERVE = 1.0  # a ball in one's reserve: whoever runs out first loses
THREAT = 0.35  # three of a formation and the fourth spot empty, not playable yet
CASH = 1.5  # the mover can complete a formation now: a ball saved instead of one spent
BLOCK = 0.2  # the opponent could: the mover's next ball must block it
FREE = 0.06  # a free ball of one's own (nothing rests on it)
RAISE_MINE = 0.5  # the mover can raise a ball: a move that spends no ball
RAISE_THEIRS = 0.3


def tally(state, player):
    """The simple count the lesson teaches: the balls in ``player``'s reserve (whoever runs
    out first loses). The careful newcomer of the bench plays by it."""
    return state.reserve[player]


def evaluate(state):
    p = state.to_move
    return evaluate_masks(state.masks[p], state.masks[1 - p], state.variant)


def evaluate_masks(mine, theirs, variant):
    """``evaluate`` for the mover's balls ``mine`` and the opponent's ``theirs``.

    The ball race first (the reserve difference), then what the next moves save:
    a formation the mover can complete now is a ball in hand; one the opponent can
    complete must be blocked (two at once cannot be), and a raise is a move that spends
    no ball, for the mover (now) or the opponent (later)."""
    occupied = mine | theirs
    playable = targets(occupied)
    free = occupied & ~covered(occupied)
    value = RESERVE * (theirs.bit_count() - mine.bit_count())
    my_ready = their_ready = 0
    for form in FORMATIONS[variant]:
        empty = form & ~occupied
        if empty and not empty & (empty - 1):  # exactly one spot left
            rest = form ^ empty
            if mine & rest == rest:
                if empty & playable:
                    my_ready |= empty
                else:
                    value += THREAT
            elif theirs & rest == rest:
                if empty & playable:
                    their_ready |= empty
                else:
                    value -= THREAT
    if my_ready:
        value += CASH
    if their_ready & (their_ready - 1):  # one block is not enough
        value -= CASH
    elif their_ready and not their_ready & my_ready:
        value -= BLOCK
    value += FREE * ((mine & free).bit_count() - (theirs & free).bit_count())
    upper = playable & ~GROUND
    if upper:
        if _can_raise(mine & free, upper):
            value += RAISE_MINE
        if _can_raise(theirs & free, upper):
            value -= RAISE_THEIRS
    return value


def _can_raise(balls, upper):
    """Whether one of the free ``balls`` can go up to one of the ``upper`` empty spots."""
    for src in bits(balls):
        if upper & HIGHER[src] & ~ABOVE[src]:
            return True
    return False


def order(state, moves):
    """Moves that take balls back first (two before one), then raises, then higher places."""
    return sorted(moves, key=lambda m: (-len(m.take), m.src is None, -m.dst[0]))


def book_frame(state):
    """The opening book's frame: the mover's balls and the opponent's (colours do not
    matter), turned and flipped to the smallest of the eight symmetric images."""
    p = state.to_move
    own, opp = state.masks[p], state.masks[1 - p]
    image, perm = min(((transform(own, perm), transform(opp, perm)), perm)
                      for perm in SYMMETRIES)
    back = [0] * len(perm)
    for i, j in enumerate(perm):
        back[j] = i

    def spot(value, table):
        return None if value is None else list(SPOTS[table[SPOTS.index(tuple(value))]])

    def to_book(move):
        data = move.to_dict()
        return {"from": spot(data["from"], perm), "to": spot(data["to"], perm),
                "take": [spot(s, perm) for s in data["take"]]}

    def from_book(data):
        return rules.Move.from_dict({"from": spot(data["from"], back),
                                     "to": spot(data["to"], back),
                                     "take": [spot(s, back) for s in data["take"]]})

    return f"{state.variant}|{image[0]}|{image[1]}", to_book, from_book


SCALE = 2.0  # units per e-fold of the chance of winning, for the review (``review.chance``)


def why_won(state, move, after):
    """The apex wins at once, for the hint's line (``explain``)."""
    return ("bots.why.pyraos.apex", {}) if move.dst == rules.APEX else None


def why(state, move, after):
    """What a Pyraos move achieves, for the hint's line (``explain``)."""
    if move.take:
        forms = state.formations(move)
        lines = sum(len({r for _, r, _ in form}) == 1 or len({c for _, _, c in form}) == 1
                    for form in forms)
        key = ("bots.why.pyraos.square" if not lines else "bots.why.pyraos.line"
               if lines == len(forms) else "bots.why.pyraos.square_and_line")
        return key, {"n": len(move.take)}
    if move.is_place and _blocks(state, move.dst):
        return "bots.why.pyraos.blocks", {}
    if move.is_raise:
        return "bots.why.pyraos.raise", {}
    return None


def _blocks(state, spot):
    """A ball on ``spot`` fills the last gap of a formation the opponent holds the rest of."""
    theirs = state.masks[1 - state.to_move]
    i = SPOTS.index(spot)
    bit = 1 << i
    return any(theirs & (form ^ bit) == form ^ bit for form in FORMATIONS_AT[state.variant][i])


# -- the benches' reference opponent (bench/reference.py): a depth-8 negamax with a table, as the
# public Pylos AI it stands for
def reference_evaluation(state):
    """The reserve difference."""
    reserve = state.reserve
    return reserve[state.to_move] - reserve[1 - state.to_move]


REFERENCE = {"depth": 8, "evaluate": reference_evaluation, "table": True}


if TYPE_CHECKING:  # the type checker holds it to the protocol of each hook it has (part_types.py)
    from .. import pyraos as _module
    from ...part_types import (Evaluates, Explains, ExplainsWins, FramesBook, HasLevels,
                               HasReference, Orders, Scales, SolvesEndgames, Tallies)

    _hooks: tuple[Evaluates, Tallies, Orders, SolvesEndgames, FramesBook, HasLevels, Scales,
                  Explains, ExplainsWins, HasReference] = (_module,) * 10
