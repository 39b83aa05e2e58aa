"""Pyramidames: the bot's evaluation, move order and quiescence.

Material first, then advancement (a pawn reaching the far row wins), counted
more the nearer the row. A leaf where a capture is pending is not evaluated:
captures are compulsory, so the search plays them out first.
"""

from typing import TYPE_CHECKING

from ..rules import pyramidames as rules

BASE = rules.BASE
PAWN = 1.0
ADVANCE = 0.08  # times the square of the rows advanced, over (BASE-1)^2 * ...
_ROWS = BASE - 1
# the bonus of a pawn per row reached (quadratic: the last rows matter most)
_BONUS = tuple(ADVANCE * row * row / _ROWS for row in range(BASE))


# Beginner: a pawn's jitter; without seeing captures coming it hangs pawns, but like the
# careful newcomer it stops a pawn that would reach its far row next move (``careful``): a
# race random play would otherwise win one game in four (issue 33)
LEVELS = {"beginner": {"noise": 1.0, "careful": True}}


def _row_table(player):
    """_ROW_VALUE[player][y][byte]: the worth of the pawns ``byte`` marks on row ``y``."""
    table = []
    for y in range(BASE):
        row = y if player == 0 else _ROWS - y
        table.append(tuple(bin(byte).count("1") * (PAWN + _BONUS[row])
                           for byte in range(1 << BASE)))
    return tuple(table)


_ROW_VALUE = (_row_table(0), _row_table(1))
_ROW_MASK = (1 << BASE) - 1


def _side(mask, player):
    table = _ROW_VALUE[player]
    value = 0.0
    y = 0
    while mask:
        value += table[y][mask & _ROW_MASK]
        mask >>= BASE
        y += 1
    return value


def tally(state, player):
    """The simple count the lesson teaches: ``player``'s pawns on the board (capture them
    all and you win). The careful newcomer of the bench plays by it."""
    return len(state.pieces(player))


def evaluate(state):
    p = state.to_move
    white, black = _side(state.white, 0), _side(state.black, 1)
    return white - black if p == 0 else black - white


def extend(state):
    moves = state.legal_moves()
    return bool(moves) and moves[0].is_capture


def order(state, moves):
    """Longest captures first; steps by how far forward they go."""
    if moves[0].is_capture:
        return sorted(moves, key=lambda m: -len(m.path))
    if state.to_move == 0:
        return sorted(moves, key=lambda m: -m.path[-1][1])
    return sorted(moves, key=lambda m: m.path[-1][1])


SCALE = 2.5  # units per e-fold of the chance of winning, for the review (``review.chance``)
_WON = {"reached the far row": "bots.why.pyramidames.far_row",
        "captured every piece": "bots.why.pyramidames.last_piece",
        "left the opponent without a move": "bots.why.no_move_wins"}


def why_won(state, move, after):
    """How a winning move wins, for the hint's line (``explain``)."""
    key = _WON.get(after.outcome)
    return (key, {}) if key else None


def why(state, move, after):
    """What a Pyramidames move achieves, for the hint's line (``explain``)."""
    if move.is_capture:
        return "bots.why.pyramidames.captures", {"n": len(state.captured(move))}
    return None


# -- the benches' reference opponent (bench/reference.py): plain alpha-beta on a plain evaluation
def reference_evaluation(state):
    """Material, then (a little) how far forward the pawns stand."""
    p = state.to_move

    def side(player):
        squares = state.pieces(player)
        rows = sum(y if player == 0 else rules.BASE - 1 - y for _, y in squares)
        return 100 * len(squares) + rows

    return side(p) - side(1 - p)


REFERENCE = {"depth": 9, "evaluate": reference_evaluation}


if TYPE_CHECKING:  # the type checker holds it to the protocol of each hook it has (part_types.py)
    from . import pyramidames as _module
    from ..part_types import (Evaluates, Explains, ExplainsWins, Extends, HasLevels, HasReference,
                              Orders, Scales, Tallies)

    _hooks: tuple[Evaluates, Tallies, Orders, Extends, HasLevels, Scales, Explains, ExplainsWins,
                  HasReference] = (_module,) * 9
