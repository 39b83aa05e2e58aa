"""27: the bot's evaluation and move order.

A pawn counts for a player once it stands on their goal under a stack they or
nobody can still move away; pawns in a stack count, a little, for the player
who owns it, more the closer it is to that player's goal. Owning stacks is
tempo: n stacks move n cells, so the count is both speed and flexibility.
"""

SCORE = 1.0  # a pawn on one's goal
CARRY = 0.45  # a pawn in an owned stack at the far end of the line (scaled by progress)
TEMPO = 0.15  # per owned stack that can still move


def evaluate(state):
    p = state.to_move
    cells = state.cells
    last = len(cells) - 1
    if last == 0:
        return 0.0
    value = 0.0
    for i, stack in enumerate(cells):
        height = len(stack) - 1
        if not height:
            continue
        top = stack[-1]
        if i == last or i == 0:
            # on a goal: the goal's owner keeps it unless the other player tops it
            goal_of = 0 if i == last else 1
            if top == "WB"[1 - goal_of]:
                share = 0.4  # the start stack of the other player: may still leave
            else:
                share = 1.0
            value += SCORE * height * share if goal_of == p else -SCORE * height * share
            continue
        if top == "W":
            progress = i / last
            value += (CARRY * height * progress + TEMPO) * (1 if p == 0 else -1)
        elif top == "B":
            progress = (last - i) / last
            value += (CARRY * height * progress + TEMPO) * (1 if p == 1 else -1)
    return value


def order(state, moves):
    """Moves onto the goal first, then the biggest stacks moved."""
    if len(moves) < 2 or moves[0].count == 0:
        return moves
    n = state.owned_stacks(state.to_move)
    goal = state.goal(state.to_move)
    step = -n if state.to_move else n
    return sorted(moves, key=lambda m: (m.from_cell + step != goal, -m.count))
