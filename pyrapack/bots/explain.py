"""Why a move is good, in one line: the hint explains itself where it can.

``explain(game, state, move)`` returns ``(key, values)`` for ``i18n.t(key, **values)``
(texts in ``locale/<lang>/bots.py``), or None when the move has no reason a line can
say (a quiet move the search simply liked). It only asks the rules, never the
search, so it is cheap and says nothing it cannot show on the board. A reason that
ends the game comes first, then what the move does to the opponent, then what it
does for the mover.
"""

from ..rules import pyramida, pyraos
from .pyraos_masks import BIT, FORMATIONS_AT


def explain(game, state, move):
    """``(catalogue key, values)`` saying why ``move`` is good in ``state``, or None."""
    if state.is_over or move not in state.legal_moves():
        return None
    after = state.play(move)
    mover = state.to_move
    if after.is_over and after.winner == mover:
        return _WINS.get(game, _wins_generic)(state, move, after)
    if not after.is_over and after.to_move != mover and _blocked(after):
        return "bots.why.no_move", {}
    reason = _REASONS.get(game)
    return reason(state, move, after) if reason else None


def _blocked(state):
    """The player to move can only pass."""
    return all(m.is_pass for m in state.legal_moves())


def _wins_generic(state, move, after):
    return "bots.why.wins", {}


def _wins_pyramidames(state, move, after):
    key = {"reached the far row": "bots.why.pyramidames.far_row",
           "captured every piece": "bots.why.pyramidames.last_piece",
           "left the opponent without a move": "bots.why.no_move_wins"}.get(after.outcome)
    return (key, {}) if key else _wins_generic(state, move, after)


def _wins_twentyseven(state, move, after):
    p = state.to_move
    return "bots.why.twentyseven.wins", {"mine": after.score(p), "theirs": after.score(1 - p)}


def _wins_pyraos(state, move, after):
    return ("bots.why.pyraos.apex", {}) if move.dst == pyraos.APEX else _wins_generic(
        state, move, after)


_WINS = {"pyramidames": _wins_pyramidames, "twentyseven": _wins_twentyseven,
         "pyraos": _wins_pyraos}


def _pyramidames(state, move, after):
    if move.is_capture:
        return "bots.why.pyramidames.captures", {"n": len(state.captured(move))}
    return None


def _pyramida(state, move, after):
    if move.dst == pyramida.APEX:
        return "bots.why.pyramida.off", {}
    kind = state.attack_kind(move)
    if kind == "column":
        return "bots.why.pyramida.column", {"stone": move.push_stone}
    if kind == "contact" and move.push_to is not None:
        return "bots.why.pyramida.contact", {"stone": move.push_stone}
    if state.gives_extra_move(move):
        return "bots.why.pyramida.extra", {}
    return None


def _twentyseven(state, move, after):
    if move.is_pass:
        return None
    p = state.to_move
    dst = state.destination(move)
    if dst == state.goal(p):
        return "bots.why.twentyseven.home", {"n": move.count}
    owner = state.owner(dst)
    if owner == 1 - p:
        height = len(state.cells[dst]) - 1 + move.count
        return "bots.why.twentyseven.tower", {"n": height}
    return None


def _pyraos(state, move, after):
    if move.take:
        forms = state.formations(move)
        lines = sum(len({r for _, r, _ in form}) == 1 or len({c for _, _, c in form}) == 1
                    for form in forms)
        key = ("bots.why.pyraos.square" if not lines else "bots.why.pyraos.line"
               if lines == len(forms) else "bots.why.pyraos.square_and_line")
        return key, {"n": len(move.take)}
    if move.is_place and _blocks(state, move.dst):
        return "bots.why.pyraos.blocks", {}
    if move.is_raise:
        return "bots.why.pyraos.raise", {}
    return None


def _blocks(state, spot):
    """A ball on ``spot`` fills the last gap of a formation the opponent holds the rest of."""
    theirs = state.masks[1 - state.to_move]
    i = pyraos.SPOTS.index(spot)
    return any(theirs & (form ^ BIT[i]) == form ^ BIT[i]
               for form in FORMATIONS_AT[state.variant][i])


_REASONS = {"pyramida": _pyramida, "pyramidames": _pyramidames, "twentyseven": _twentyseven,
            "pyraos": _pyraos}
