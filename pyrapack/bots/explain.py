"""Why a move is good, in one line: the hint explains itself where it can.

``explain(game, state, move)`` returns ``(key, values)`` for ``i18n.t(key, **values)``, or
None when the move has no reason a line can say (a quiet move the search simply liked). It
only asks the rules, never the search, so it is cheap and says nothing it cannot show on
the board. A reason that ends the game comes first, then what the move does to the
opponent, then what it does for the mover. The reasons particular to a game come from its
bot part (``bots.<game>``), both optional:

- ``why_won(state, move, after)``: how ``move`` wins (None: the plain "this move wins");
- ``why(state, move, after)``: what a move that does not end the game achieves, or None.
"""

from .. import games


def explain(game, state, move):
    """``(catalogue key, values)`` saying why ``move`` is good in ``state``, or None."""
    if state.is_over or move not in state.legal_moves():
        return None
    after = state.play(move)
    mover = state.to_move
    part = games.get(game).part("bots")
    if after.is_over and after.winner == mover:
        won = getattr(part, "why_won", None)
        return (won and won(state, move, after)) or ("bots.why.wins", {})
    if not after.is_over and after.to_move != mover and _blocked(after):
        return "bots.why.no_move", {}
    why = getattr(part, "why", None)
    return why(state, move, after) if why else None


def _blocked(state):
    """The player to move can only pass."""
    return all(m.is_pass for m in state.legal_moves())
