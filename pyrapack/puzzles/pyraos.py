"""Pyraos puzzles: proven by the bot's exact endgame solver (``bots/pyraos/solver.py``).

The solver works on the balls as bit masks and solves a position to the end, repetition
draws included; a puzzle's position has at most ``BALLS_LEFT`` balls in the two reserves,
where it finishes in well under a second. Symmetric positions (the eight turns and flips of
the pyramid, and the colours swapped) share the opening book's key.
"""

import dataclasses

from ..bots import engine
from ..bots.pyraos.solver import Solver, drawn
from ..bots.search import Search, Stop
from .proof import Rule

RULE = Rule(depth=None, nodes=400_000)
BALLS_LEFT = 10  # the solver takes a puzzle's position from this many balls left in the reserves
_LEVEL = engine.LEVELS["hard"]


def solve(state, nodes):
    """``(value, quality, move)``: 1, 0 or -1 for the player to move, a larger ``quality`` for a
    quicker win or a slower loss, and a best move; None when too many balls are left or the
    solver does not finish within ``nodes``."""
    if sum(state.reserve) > BALLS_LEFT:
        return None
    search = Search(None, dataclasses.replace(_LEVEL, max_nodes=nodes))
    solver = Solver(state.variant, search, drawn(state))
    p = state.to_move
    own, opp = state.masks[p], state.masks[1 - p]
    key = own | opp << 30
    solver.path[key << 1 | p] = 0  # the root, ply 0 (the solver records the ply of each position on its line)
    try:
        for depth in range(1, 200):
            horizon = solver.horizon
            value = solver.value(own, opp, p, depth, -1, 1)
            if value != 0 or solver.horizon == horizon:
                break
        else:
            return None
    except Stop:
        return None
    entry = solver.table.get(key)
    best = entry[3] if entry is not None else None
    move = next((m for m in state.legal_moves() if state.play(m).masks[p] == best), None)
    if move is None:  # the table kept no move (a draw resting on a repetition): any that holds it
        move = _holding(state, solver, value)
    return value, value * (1000 - depth), move


def _holding(state, solver, value):
    """A move of ``state`` worth ``value`` to its mover, by the solver's table."""
    p = state.to_move
    for move in state.legal_moves():
        child = state.play(move)
        if child.is_over:
            if (child.winner == p) - (child.winner not in (p, None)) == value:
                return move
            continue
        entry = solver.table.get(child.masks[1 - p] | child.masks[p] << 30)
        if entry is not None and -entry[0] == value and entry[1] == 0:
            return move
    return state.legal_moves()[0]
