"""27: the bot's evaluation and move order.

A pawn counts for a player once it stands on their goal under a stack they or
nobody can still move away; pawns in a stack count, a little, for the player
who owns it, more the closer it is to that player's goal, and more again when
the stack is exactly n cells from the goal (n = the owner's stacks), so that
it could land there on the owner's next move. Owning stacks is tempo: n stacks
move n cells.
"""

# 27's positions are cheap and its games short: Hard searches further (to the end, from the
# middle game on), which is what sets it apart from Medium.
LEVELS = {"hard": {"max_nodes": 150_000}}

SCORE = 1.0  # a pawn on one's goal
START_SHARE = 0.4  # ... while the opponent's own start stack still tops it
CARRY = 0.45  # a pawn in an owned stack at the far end of the line (scaled by progress)
LAND = 0.35  # a pawn in a stack that can land on its owner's goal next move
LAND_TO_MOVE = 0.5  # ... when that owner is the player to move
TEMPO = 0.15  # per owned stack


def evaluate(state):
    p = state.to_move
    cells = state.cells
    last = len(cells) - 1
    if last == 0:
        return 0.0
    tops = "".join([stack[-1] for stack in cells])
    n = (tops.count("W"), tops.count("B"))
    value = [0.0, 0.0]
    for goal_of, i in ((0, last), (1, 0)):
        # a goal: it scores for its player unless the other one's start stack tops it
        height = len(cells[i]) - 1
        if height:
            if tops[i] == "WB"[1 - goal_of]:
                value[goal_of] += SCORE * START_SHARE * height
            else:
                value[goal_of] += SCORE * height
    for i in range(1, last):
        top = tops[i]
        if top == "W":
            owner, distance = 0, last - i
        elif top == "B":
            owner, distance = 1, i
        else:
            continue
        height = len(cells[i]) - 1
        value[owner] += CARRY * height * (last - distance) / last + TEMPO
        if distance == n[owner]:
            value[owner] += (LAND_TO_MOVE if owner == p else LAND) * height
    return value[p] - value[1 - p]


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
