"""27's Beginner: a one-ply look at its own side of the board.

Beginner judges a move by the position it leaves, from its own side only (it never sees the
answer coming): the lesson's count (the pawns on its goal less those on the opponent's), and
besides, the stacks it owns (the more it owns, the farther each move goes), the pawns it can
bring home next move, and the towers it reckons it keeps or takes (the contested ones, its own
or the opponent's, where it has more pawns ready to drop than the other side: the
evaluation's stacking-war rule, ``war``). So it builds and holds contested towers where the
lesson says to race pawns home: a newcomer who races by the lesson's count beats it, while it
still beats random play. Its weights were chosen by measure, not argued (games against random
play and against the bench's careful newcomer: issue 40, ``bench/RESULTS.md``).
"""

from . import _supplies

COUNT = 1.0  # a pawn on its goal (or one fewer on the opponent's)
STACKS = 1.0  # a stack it owns
READY = 0.2  # a pawn in a stack of its own that can land on its goal next move
TOWERS = 0.5  # a pawn of a contested tower it would have the last word on


def beginner_value(state):
    """The position for the player to move, as the one who has just moved sees it, negated
    (the search's convention): Beginner's leaf, one ply from its move."""
    me = 1 - state.to_move
    cells = state.cells
    last = len(cells) - 1
    value = COUNT * (state.score(me) - state.score(state.to_move))
    if last == 0:
        return -value
    tops = [stack[-1] for stack in cells]
    owned = ([i for i, t in enumerate(tops) if t == "W"], [i for i, t in enumerate(tops) if t == "B"])
    n = (len(owned[0]), len(owned[1]))
    supply = _supplies(cells, owned, n, last)
    goal = last if me == 0 else 0
    ready = sum(len(cells[i]) - 1 for i in owned[me] if abs(goal - i) == n[me])
    kept = 0  # the pawns of the contested towers (its own or the opponent's) it has the last word on
    for owner in (0, 1):
        ours, others = supply[owner], supply[1 - owner]
        for i in owned[owner]:
            if i in others:  # the other side can land on it: who has more pawns to drop keeps it
                lead = ours.get(i, 0) - others[i] + (0.5 if owner == state.to_move else -0.5)
                if (owner if lead > 0 else 1 - owner) == me:
                    kept += len(cells[i]) - 1
    return -(value + STACKS * n[me] + READY * ready + TOWERS * kept)
