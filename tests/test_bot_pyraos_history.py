"""Pyraos' endgame solver and the game's past (issue 33): a position the game has met twice is
drawn the next time, wherever the search meets it, not only among the root's moves."""

from pyrapack.bots import engine
from pyrapack.bots.pyraos import solver
from pyrapack.bots.search import Search
from pyrapack.rules import pyraos

#: Light wins with 1a1: Dark's only answer is c1, then Light's 1c1 (a shipped puzzle's start)
WON = pyraos.State.from_dict({"game": "pyraos", "variant": "standard", "to_move": 0, "reserve": [4, 3],
                              "levels": [["DD.D", "LLLL", "DLDD", "LDLD"], ["...", "DLL", "DDD"],
                                         ["..", "LL"], ["."]]})


def real(state):
    """``state`` as the solver's line keys it: the mover's balls, the other's, the mover."""
    p = state.to_move
    return (state.masks[p] | state.masks[1 - p] << 30) << 1 | p


def value_of(move, drawn):
    """The value of ``move`` in ``WON`` for Light, solved with ``drawn`` (real keys) drawn."""
    search = Search(None, engine.LEVELS["hard"])
    line = solver.Solver(WON.variant, search, drawn)
    line.path[real(WON)] = 0
    child = WON.play(move)
    for depth in range(1, 40):
        horizon = line.horizon
        value = -line.value(child.masks[1], child.masks[0], 1, depth, -1, 1)
        if value or line.horizon == horizon:
            return value
    return None


def test_a_position_met_twice_two_plies_down_turns_a_win_into_a_draw():
    win = next(m for m in WON.legal_moves() if str(m) == "1a1")
    after = WON.play(win)
    (answer,) = after.legal_moves()
    assert str(answer) == "c1"
    assert value_of(win, frozenset()) == 1
    assert value_of(win, frozenset([real(after.play(answer))])) == 0


def test_the_solver_is_told_which_positions_the_game_met_twice():
    start = pyraos.State.from_text("LLDD/L..D/..../....")
    light = pyraos.Move(None, (0, 1, 1), ((0, 1, 1),))  # placed and taken straight back: a pass
    dark = pyraos.Move(None, (0, 1, 2), ((0, 1, 2),))
    once = start.play(light).play(dark)
    assert once.met_twice() == [(start.masks, start.to_move)]
    assert solver.drawn(once) == {real(start)}
    assert solver.drawn(start) == frozenset()
