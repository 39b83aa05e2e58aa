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
- ``threat``: pawns in an owned stack the opponent can land on next move, a
  contested tower whose top, and every pawn under it, may change hands;
- ``n``: the stacks owned (tempo: n stacks move n cells), and a constant.

The weights were fitted, not argued: against the evaluation they replaced (hand-set
weights, no contested towers) Hard scored 12 of 20 node-bound games, +6.9 pawns of
mean margin.
"""

from ..rules import twentyseven as rules

# 27's values are coarse (a pawn is a big step): Hard's variety needs a wider margin than in
# the other games.
LEVELS = {"hard": {"noise": 0.15}}

# per variant: (mover's, opponent's) weight of each feature
WEIGHTS = {
    "basic": {"goal": (1.01, -0.99), "goal_covered": (-0.46, 0.30), "carry": (1.05, -0.70),
              "stacks": (1.37, -2.21), "land": (0.0, -0.26), "threat": (0.01, 0.39),
              "start": (0.30, -0.46), "n": (-1.77, 2.37), "const": -0.56},
    "grey": {"goal": (1.35, -1.42), "goal_covered": (-0.30, 0.11), "carry": (1.24, -1.27),
             "stacks": (4.60, -5.61), "land": (0.12, -0.20), "threat": (-0.15, 0.71),
             "start": (0.11, -0.30), "n": (-4.55, 4.90), "const": 2.14},
    "red": {"goal": (0.52, -0.42), "goal_covered": (-0.85, 0.49), "carry": (1.28, -0.86),
            "stacks": (-0.57, -0.82), "land": (0.12, -0.22), "threat": (-0.23, 0.67),
            "start": (0.49, -0.85), "n": (-2.74, 3.40), "const": -1.03},
}


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
    reach = ({i + n[0] for i in owned[0]}, {i - n[1] for i in owned[1]})
    value = w["const"] + w["n"][0] * n[p] + w["n"][1] * n[1 - p]
    carry, stacks, land, threat = w["carry"], w["stacks"], w["land"], w["threat"]
    for player, side in ((p, 0), (1 - p, 1)):
        goal, start = (last, 0) if player == 0 else (0, last)
        height = len(cells[goal]) - 1
        if tops[goal] == "WB"[1 - player]:
            value += w["goal_covered"][side] * height
        else:
            value += w["goal"][side] * height
        if tops[start] == "WB"[player]:
            value += w["start"][side] * (len(cells[start]) - 1)
        other_reach = reach[1 - player]
        for i in owned[player]:
            if i == goal:
                continue
            h = len(cells[i]) - 1
            distance = last - i if player == 0 else i
            if i != start:
                value += carry[side] * h * (last - distance) / last + stacks[side]
            if distance == n[player]:
                value += land[side] * h
            if i in other_reach:
                value += threat[side] * h
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
