"""Pyramida: the bot's evaluation and move order.

The race to the apex: a stone's worth is how close it is to k14 (a stone
needs at least max(14 - rank, |file - k|) moves to get there), an exited stone
is worth more than any stone on the board, and a lone last stone moves two
cells at a time.

An attack moves the balance by two ranks or more at once (a column attack by many),
so a leaf is judged only once the attacks open to either side are played out
(``noisy``: the search's quiescence).
"""

from typing import TYPE_CHECKING

from ..rules import pyramida as rules

_APEX_FILE = rules.cell_file_rank(rules.APEX)[0]
STEPS = {name: max(14 - r, abs(f - _APEX_FILE)) for name in rules.CELLS
         for f, r in [rules.cell_file_rank(name)]}
RANK = {name: rules.cell_file_rank(name)[1] for name in rules.CELLS}

# A race rewards depth less than the other games do, so the levels are spread further
# apart: Easy's jitter is two steps (it still races sensibly and takes every win it
# sees, but leaves a beginner many chances), Medium looks a few plies ahead with a
# little jitter, Hard searches the most nodes its time allows.
LEVELS = {
    # Beginner: eight steps of jitter, a race it runs but loses to a newcomer who climbs
    # steadily and watches the replies (issue 33, measured: bench/RESULTS.md)
    "beginner": {"noise": 8.0},
    "easy": {"noise": 2.0},
    "medium": {"max_nodes": 4_000, "noise": 0.5},
}

EXITED = 16.0  # a stone off the board (a stone next to the apex is worth 13)
PROGRESS = 1.0  # per step a stone is closer to the apex than rank 1 would be


def _side(stones, exited):
    value = EXITED * exited
    for name in stones:
        value += PROGRESS * (14 - STEPS[name])
    if len(stones) == 1 and exited == 4:
        value += 0.5 * (14 - STEPS[stones[0]])  # the last stone runs twice as fast
    return value


def tally(state, player):
    """The simple count the lesson teaches: ``player``'s stones off, each worth a whole climb
    (15 ranks), and the ranks the others have climbed: the lesson has the learner climb, and
    stones off alone would not tell a newcomer which way is up (every move but an exit would
    count the same). The careful newcomer of the bench plays by it."""
    return 15 * state.exited[player] + sum(RANK[cell] for cell in state.stones(player))


def evaluate(state):
    p = state.to_move
    exited = state.exited
    return _side(state.stones(p), exited[p]) - _side(state.stones(1 - p), exited[1 - p])


def order(state, moves):
    """Exits first, then attacks, then moves up (the highest stones first), then down."""
    if len(moves) < 2 or moves[0].is_pass:
        return moves
    return sorted(moves, key=_RANKED.__getitem__)


def _rank(m):
    """Where ``order`` puts the move ``m``: lower first."""
    if m.dst == rules.APEX:
        return -100
    gain = RANK[m.dst] - RANK[m.src]
    return -(gain * 10 + (5 if m.push_to is not None else 0) + RANK[m.dst] * 0.1)


class _Ranks(dict):
    """move -> ``_rank(move)``, each worked out once: a search orders the same moves again and
    again (a move hashes at no cost: the rules keep its hash)."""

    def __missing__(self, move):
        rank = self[move] = _rank(move)
        return rank


_RANKED = _Ranks()


def noisy(state):
    """The attacks that move an enemy stone down or earn an extra move, the most
    damaging first: a leaf is evaluated only once they are played out."""
    moves = [m for m in state.legal_moves() if m.push_stone is not None]
    if len(moves) > 1:
        moves.sort(key=_damage)
    return moves


def _damage(move):
    if move.push_to is None:
        return -2  # an extra move
    return RANK[move.push_to] - RANK[move.push_stone]


SCALE = 10.0  # units per e-fold of the chance of winning, for the review (``review.chance``)


def why(state, move, after):
    """What a Pyramida move achieves, for the hint's line (``explain``)."""
    if move.dst == rules.APEX:
        return "bots.why.pyramida.off", {}
    kind = state.attack_kind(move)
    if kind == "column":
        return "bots.why.pyramida.column", {"stone": move.push_stone}
    if kind == "contact" and move.push_to is not None:
        return "bots.why.pyramida.contact", {"stone": move.push_stone}
    if state.gives_extra_move(move):
        return "bots.why.pyramida.extra", {}
    return None


# -- the benches' reference opponent (bench/reference.py): plain alpha-beta on a plain evaluation
def reference_evaluation(state):
    """Stones off (worth a whole climb each) and how far up the others are."""
    p = state.to_move

    def side(player):
        return 20 * state.exited[player] + sum(int(name[1:]) for name in state.stones(player))

    return side(p) - side(1 - p)


REFERENCE = {"depth": 5, "evaluate": reference_evaluation}


if TYPE_CHECKING:  # the type checker holds it to the protocol of each hook it has (part_types.py)
    from . import pyramida as _module
    from ..part_types import (Evaluates, Explains, HasLevels, HasReference, Noisy, Orders, Scales,
                              Tallies)

    _hooks: tuple[Evaluates, Tallies, Orders, Noisy, HasLevels, Scales, Explains, HasReference] = (_module,) * 8
