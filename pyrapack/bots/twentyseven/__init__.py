"""27: the bot's evaluation and move order.

The evaluation is linear in a few features of each side (the mover's and the
opponent's, each with its own weight), fitted by least squares to the final margins
of 240 self-play games (4,771 positions), per variant, so that a unit is about one
pawn of final margin:

- ``goal``: pawns on one's goal; ``goal_covered``: the same while the opponent's
  own start stack tops it (they may still carry it away);
- ``start``: pawns still on one's own start stack, under one's colour;
- ``carry``: pawns in an owned stack, scaled by how far it has come;
  ``stacks``: each owned stack on the way;
- ``land``: pawns in a stack exactly n cells from its owner's goal (n = the owner's
  stacks): it can land there next move;
- ``supply``: one's spare pawns in range: the pawns of one's colour on top of each
  owned stack that can still land somewhere (each can be dropped on a stack to take
  it, or to take it back);
- ``threat``: pawns in an owned stack the opponent can land on next move, a
  contested tower whose top, and every pawn under it, may change hands;
- ``war``: the pawns of each contested tower, counted for the side expected to have
  the last word on top: the one with more spare pawns that can land on it (the
  mover wins a tie). Stacking wars run past the search's horizon, and the side with
  the last word carries the whole tower, enemy pawns included, home;
- ``n``: the stacks owned (tempo: n stacks move n cells), and a constant.

The weights were fitted, not argued. The first fit (without ``supply`` and ``war``)
scored 12 of 20 node-bound games against hand-set weights; adding them raised the
share of the final margin explained on held-out games (R² 0.38 to 0.43 in the basic
game, 0.19 to 0.28 grey, 0.27 to 0.34 red) and scored 42 of 64 games against the fit
without them (0.5 s a move, CPU time).
"""

from typing import TYPE_CHECKING

from ...rules import twentyseven as rules
from . import solver
from .solver import endgame  # noqa: F401  (the engine asks the game's part: 27 solved to its end)

# 27's values are coarse (a pawn is a big step): Hard's variety needs a wider margin than in
# the other games (three quarters of a pawn, about the evaluation's own swing from one depth
# to the next), and every move within it is drawn alike (``even``), as the book draws its first
# moves. With a jitter alone Hard picked the best move six times in seven: 16 games as first
# player against the deterministic public AI were 7 distinct games; drawn alike within 0.5,
# 13; within 0.75, 15 (and 15 won); within a pawn, 15 and 14 won (issue 33, bench/RESULTS.md).
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
    "hard": {"noise": 0.75, "even": True, "endgame_share": 0.2},
    "expert": {"endgame_share": 0.2}}
# ... and its opening book keeps the moves within a fifth of a pawn of the best; the first move
# within 0.6 (its value swings by half a pawn from one depth to the next: the moves within
# that are not told apart, and Hard varies its games from the first move, against a
# deterministic opponent too). The book stops there on purpose: a book reaching Hard's second
# move as first player (plies 3, start_plies 3: 144 positions) offered 12 second moves against
# the public AI's replies where Hard's own draw within 0.75 finds at least 17, and its games
# were 14 distinct of 16, twice (issue 33, bench/RESULTS.md)
BOOK = {"margin": 0.2, "start_margin": 0.6}

# per variant: (mover's, opponent's) weight of each feature
WEIGHTS = {
    "basic": {"goal": (1.09, -1.05), "goal_covered": (-0.60, 0.64), "carry": (-0.73, 0.64),
              "stacks": (0.87, -1.30), "land": (0.27, -0.11), "threat": (-0.41, 0.68),
              "start": (0.64, -0.60), "n": (-1.28, 1.21), "supply": (0.28, -0.34),
              "war": (0.13, 0.14), "control": (1.23, -1.07), "const": 0.01},
    "grey": {"goal": (1.63, -1.54), "goal_covered": (-0.19, 0.11), "carry": (1.22, -0.91),
             "stacks": (5.88, -6.86), "land": (-0.01, -0.12), "threat": (-0.37, 0.68),
             "start": (0.11, -0.19), "n": (-6.93, 7.35), "supply": (1.07, -1.04),
             "war": (-0.03, 0.34), "control": (0.0, 0.0), "const": -0.20},
    "red": {"goal": (0.72, -0.96), "goal_covered": (-0.68, 0.46), "carry": (-1.12, 1.46),
            "stacks": (0.54, -0.50), "land": (0.25, -0.32), "threat": (-0.50, 0.84),
            "start": (0.46, -0.68), "n": (-1.99, 0.80), "supply": (0.31, -0.24),
            "war": (0.10, 0.24), "control": (1.16, -1.62), "const": 5.13},
}


def tally(state, player):
    """The simple count the lesson teaches: the pawns on ``player``'s goal (the higher
    count wins). The careful newcomer of the bench plays by it."""
    return state.score(player)


def _supplies(cells, owned, n, last):
    """Per player, the pawns of their colour on top of each owned stack that can land
    somewhere, counted at the cell they would land on (the pawns they can still drop)."""
    supply = ({}, {})
    for player, colour, step in ((0, "W", n[0]), (1, "B", -n[1])):
        mine = supply[player]
        for i in owned[player]:
            target = i + step
            if 0 <= target <= last and target != i:
                stack = cells[i]
                mine[target] = mine.get(target, 0) + len(stack) - len(stack.rstrip(colour))
    return supply


def evaluate(state):
    p = state.to_move
    cells = state.cells
    last = len(cells) - 1
    if last == 0:
        return 0.0
    w = WEIGHTS[state.variant]
    tops = [stack[-1] for stack in cells]
    owned = ([i for i, t in enumerate(tops) if t == "W"], [i for i, t in enumerate(tops) if t == "B"])
    n = (len(owned[0]), len(owned[1]))
    supply = _supplies(cells, owned, n, last)
    value = w["const"] + w["n"][0] * n[p] + w["n"][1] * n[1 - p]
    value += w["supply"][0] * sum(supply[p].values()) + w["supply"][1] * sum(supply[1 - p].values())
    carry, stacks, land, threat, war = w["carry"], w["stacks"], w["land"], w["threat"], w["war"]
    control = w["control"]
    for player, side in ((p, 0), (1 - p, 1)):
        goal, start = (last, 0) if player == 0 else (0, last)
        height = len(cells[goal]) - 1
        if tops[goal] == "WB"[1 - player]:
            value += w["goal_covered"][side] * height
        else:
            value += w["goal"][side] * height
        if tops[start] == "WB"[player]:
            value += w["start"][side] * (len(cells[start]) - 1)
        mine, theirs = supply[player], supply[1 - player]
        for i in owned[player]:
            h = len(cells[i]) - 1
            contested = i in theirs
            if contested:  # who has more pawns to drop on it will keep it
                lead = mine.get(i, 0) - theirs[i] + (0.5 if player == p else -0.5)
                value += war[side if lead > 0 else 1 - side] * h
            if i == goal:
                continue
            if contested:
                value += threat[side] * h
            distance = last - i if player == 0 else i
            if i != start:
                value += (carry[side] * h * (last - distance) / last + stacks[side]
                          + control[side] * h)
            if distance == n[player]:
                value += land[side] * h
    return value


def order(state, moves):
    """Moves onto the goal first, then the biggest stacks moved."""
    if len(moves) < 2 or moves[0].count == 0:
        return moves
    n = state.owned_stacks(state.to_move)
    goal = state.goal(state.to_move)
    step = -n if state.to_move else n
    return sorted(moves, key=lambda m: (m.from_cell + step != goal, -m.count))


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


# -- the strongest public 27 AI, as the bench's reference plays it (``bench/reference.py``) --------
#: It searches every line to exactly this many plies, whatever the position
PUBLIC_DEPTH = 7


def public_score(state, player):
    """The public AI's evaluation, always for ``player`` (its own side), whoever is to move:
    5 per pawn (either colour) on its goal, less 5 per pawn on the opponent's goal, plus the
    height of every stack between the ends whose top pawn is its own; the opponent's tall
    stacks are not subtracted. A finished game is scored the same way (it does not see the
    end of the game inside its search)."""
    cells = state.cells
    colour = "WB"[player]
    value = 5 * (state.score(player) - state.score(1 - player))
    for stack in cells[1:-1]:
        if stack[-1] == colour:
            value += len(stack) - 1
    return value


def public_moves(state):
    """The public AI's moves in the order it generates them: from the mover's start cell
    outward, fewest pawns first (among equal values it keeps the first)."""
    moves = state.legal_moves()
    start = state.start(state.to_move)
    return sorted(moves, key=lambda m: (abs(m.from_cell - start), m.count))


def exact_solver(table=None):
    """The exact solver with this part's move orders, on ``table`` (``bench/exact.py``)."""
    return solver.Solver(table, order=order, fine_order=solver.by_evaluation, fine_plies=solver.FINE_PLIES)


from .beginner import beginner_value  # noqa: E402,F401  (Beginner's leaf, ``LEVELS``: it uses _supplies)


if TYPE_CHECKING:  # the type checker holds it to the protocol of each hook it has (part_types.py)
    from .. import twentyseven as _module
    from ...part_types import (Evaluates, Explains, ExplainsWins, FramesBook, HasBook, HasLevels,
                               HasReference, Margins, Orders, Scales, SolvesEndgames, Tallies)

    _hooks: tuple[Evaluates, Tallies, Orders, Margins, SolvesEndgames, FramesBook, HasBook,
                  HasLevels, Scales, Explains, ExplainsWins, HasReference] = (_module,) * 12
