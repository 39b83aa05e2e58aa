"""27: the bot's evaluation (``evaluation``), move order, levels and book settings."""

import operator
from typing import TYPE_CHECKING

from ...rules import twentyseven as rules
from . import solver
from .evaluation import WEIGHTS, evaluate, features  # noqa: F401  (the engine asks the game's part)
from .solver import endgame  # noqa: F401  (the engine asks the game's part: 27 solved to its end)
# the strongest public 27 AI, as the benches play it (bench/reference.py's Public)
from .public import DEPTH as PUBLIC_DEPTH  # noqa: F401
from .public import VARIANTS as PUBLIC_VARIANTS  # noqa: F401
from .public import Values as public_values  # noqa: F401
from .public import moves as public_moves  # noqa: F401
from .public import play as public_play  # noqa: F401
from .public import score as public_score  # noqa: F401

# Hard's variety: every move within its noise of the best is drawn alike (``even``), as the
# book draws its first moves. 0.75 pawn (issue 33) was set against a stand-in that did not play
# as the public AI does; against the faithful one (issue 40) the draw within 0.75 lost half the
# games as first player, and the games are decided there, at Hard's second to fourth moves (as
# first player, 120,000 nodes a move, seeds 0-15: within 0.75, 7/1/8; within 0.3, 16/0/0): the
# moves within 0.75 are not equal, and the search tells them apart. The variety is won back where
# it costs nothing: once the exact solver settles the game, Hard draws among every move of the
# best exact margin (``solver._margins`` finds them all): 16 distinct games of 16 there, still
# 16/0/0 (10 without it); their first eight plies still run in 9 lines only (bench/RESULTS.md).
# Below, the first move matters most in 27: Easy jitters less than in the other games (it
# must still beat Beginner as the first player). Beginner looks one ply with its own leaf
# (``beginner``: the lesson's count, its stacks, the towers it would keep) and a jitter of 0.6
# pawn, measured from none to a pawn (800 games a pairing): from a pawn down to 0.6 or 0.4 it
# beats random more often (73% -> 75%) while the careful newcomer beats it as often (54%);
# below that the newcomer beats it less often (0.2: 52%; none: 46%) (issue 40, bench/RESULTS.md)
# Hard and Expert try the exact solver (``solver``) first with a fifth of their time: near the
# end it settles the position (with the table it keeps from move to move, sooner each move);
# before, it proves some moves lost and the search skips them
LEVELS: dict[str, dict[str, object]] = {
    "beginner": {"noise": 0.6, "evaluation": "beginner_value"}, "easy": {"noise": 0.6},
    "hard": {"noise": 0.3, "even": True, "endgame_share": 0.2},
    "expert": {"endgame_share": 0.2}}
# ... and its opening book keeps the moves within a fifth of a pawn of the best; the first move
# within 0.6 (its value swings by half a pawn from one depth to the next: the moves within
# that are not told apart, and Hard varies its games from the first move, against a
# deterministic opponent too). The book stops there on purpose: a book reaching Hard's second
# move as first player (plies 3, start_plies 3: 144 positions) offered 12 second moves against
# the public AI's replies where Hard's own draw within 0.75 (then) found at least 17, and its games
# were 14 distinct of 16, twice (issue 33, bench/RESULTS.md)
BOOK = {"margin": 0.2, "start_margin": 0.6}


def tally(state, player):
    """The simple count the lesson teaches: the pawns on ``player``'s goal (the higher
    count wins). The careful newcomer of the bench plays by it."""
    return state.score(player)


def order(state, moves):
    """Moves onto the goal first, then the biggest stacks moved."""
    if len(moves) < 2 or moves[0].count == 0:
        return moves
    n = state.owned_stacks(state.to_move)
    onto = state.goal(state.to_move) + (n if state.to_move else -n)  # the cell whose stacks land on the goal
    # sorted by (not onto the goal, -pawns) in two stable steps, without a key made in Python
    # for each move: the biggest first, then those onto the goal before the others
    ranked = sorted(moves, key=_COUNT, reverse=True)  # (a stable sort, reversed too: ties keep their order)
    first = [m for m in ranked if m.from_cell == onto]
    return first + [m for m in ranked if m.from_cell != onto] if first else ranked


_COUNT = operator.attrgetter("count")


def margin(state):
    """The final margin of a finished game for the player to move: the search plays for
    the biggest win (or the smallest loss), not only for a win."""
    return state.score(state.to_move) - state.score(1 - state.to_move)


_SWAP = str.maketrans("WB", "BW")


def book_frame(state):
    """The opening book's frame: a position with Black to move is looked up as its mirror
    image (the line reversed, the colours swapped), where White is to move."""
    cells, last = state.cells, len(state.cells) - 1
    mirrored = state.to_move == 1
    if mirrored:
        cells = tuple(stack.translate(_SWAP) for stack in reversed(cells))
    key = f"{state.variant}|{'/'.join(cells)}"

    def flip(data):
        return {**data, "from": last - data["from"]} if mirrored and "from" in data else data

    return key, lambda move: flip(move.to_dict()), lambda data: rules.Move.from_dict(flip(data))


SCALE = 3.0  # units per e-fold of the chance of winning, for the review (``review.chance``)


def why_won(state, move, after):
    """The final score of a winning move, for the hint's line (``explain``)."""
    p = state.to_move
    return "bots.why.twentyseven.wins", {"mine": after.score(p), "theirs": after.score(1 - p)}


def why(state, move, after):
    """What a 27 move achieves, for the hint's line (``explain``)."""
    if move.is_pass:
        return None
    p = state.to_move
    dst = state.destination(move)
    if dst == state.goal(p):
        return "bots.why.twentyseven.home", {"n": move.count}
    if state.owner(dst) == 1 - p:
        height = len(state.cells[dst]) - 1 + move.count
        return "bots.why.twentyseven.tower", {"n": height}
    return None


# -- the benches' reference opponents (bench/reference.py): plain alpha-beta, no clock -----------
def reference_evaluation(state):
    """The score difference: pawns on one's goal minus pawns on the opponent's."""
    return state.score(state.to_move) - state.score(1 - state.to_move)


#: a C++ depth-7 minimax stands for the public AIs; finished games are scored by their margin
REFERENCE = {"depth": 7, "evaluate": reference_evaluation, "margin": True}


def exact_solver(table=None):
    """The exact solver with this part's move orders, on ``table`` (``bench/exact.py``)."""
    return solver.Solver(table, order=order, fine_order=solver.by_evaluation, fine_plies=solver.FINE_PLIES)


from .beginner import beginner_value  # noqa: E402,F401  (Beginner's leaf, ``LEVELS``)


if TYPE_CHECKING:  # the type checker holds it to the protocol of each hook it has (part_types.py)
    from .. import twentyseven as _module
    from ...part_types import (Evaluates, Explains, ExplainsWins, FramesBook, HasBook, HasLevels,
                               HasReference, Margins, Orders, Scales, SolvesEndgames, Tallies)

    _hooks: tuple[Evaluates, Tallies, Orders, Margins, SolvesEndgames, FramesBook, HasBook,
                  HasLevels, Scales, Explains, ExplainsWins, HasReference] = (_module,) * 12
