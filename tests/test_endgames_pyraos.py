"""Pyraos: Hard plays endgames perfectly, its exact solver checked against an exhaustive one on
random small positions, and it takes over where it finishes within Hard's budget.

The exhaustive solver here knows nothing but the rules: it plays every move to the end of
the game, with the real history, so repetition draws count exactly as in a game.
"""

import dataclasses
import functools
import random

from test_endgames import POSITIONS, TREE, TooBig, hard

from pyrapack import games
from pyrapack.bots import engine
from pyrapack.bots.pyraos import masks as pyraos_masks
from pyrapack.bots.pyraos import solver as pyraos_endgame
from pyrapack.rules import pyraos


# -- Pyraos: win, draw or loss ----------------------------------------------------------------
def pyraos_value(state, budget):
    """1, 0 or -1 for the player to move, playing every line to its end (history included)."""
    budget[0] -= 1
    if budget[0] < 0:
        raise TooBig
    if state.is_over:
        return 0 if state.winner is None else (1 if state.winner == state.to_move else -1)
    best = -1
    for move in state.legal_moves():
        best = max(best, -pyraos_value(state.play(move), budget))
        if best == 1:
            break
    return best


def pyraos_values(state):
    """{move: exact value for the mover} or None when the tree is too big."""
    budget = [TREE // 2]
    try:
        return {move: -pyraos_value(state.play(move), budget) for move in state.legal_moves()}
    except TooBig:
        return None


@functools.lru_cache(maxsize=None)
def pyraos_positions():
    """Random small positions (no history) with their exact move values: the positions
    of seeded random games from ``BALLS_LEFT`` balls left in the reserves on.

    Each game is taken from its end backwards, up to its first position whose tree is too big:
    the positions before it are bigger still, nearly always, and the exhaustive search spent
    nine tenths of its time proving it (the positions kept are spread over the reserves as
    when every one was tried: 3 to 8 balls left)."""
    rng, found, k = random.Random("pyraos-endgames"), [], 0
    while len(found) < POSITIONS:
        state, k, late = pyraos.new_game(pyraos.VARIANTS[k % 3]), k + 1, []
        while not state.is_over:
            if sum(state.reserve) <= pyraos_endgame.BALLS_LEFT and len(state.legal_moves()) > 1:
                late.append(pyraos.State.from_dict(state.to_dict()))
            state = state.play(rng.choice(state.legal_moves()))
        for fresh in reversed(late):
            values = pyraos_values(fresh)
            if values is None:
                break
            if len(set(values.values())) > 1:  # a choice that matters
                found.append((fresh, values))
    return found[:POSITIONS]


def test_pyraos_solver_moves_are_the_rules_moves():
    rng = random.Random(3)
    for k in range(60):
        state = pyraos.new_game(pyraos.VARIANTS[k % 3])
        for _ in range(rng.randrange(5, 40)):
            if state.is_over:
                break
            p = state.to_move
            expected = {state.play(m).masks[p] for m in state.legal_moves()}
            assert set(pyraos_masks.children(state.masks[p], state.masks[1 - p],
                                               state.variant)) == expected
            state = state.play(rng.choice(state.legal_moves()))


def test_pyraos_endgame_values_match_the_exhaustive_solver():
    level = hard("pyraos")
    for state, values in pyraos_positions():
        search = engine.ALGORITHMS["alphabeta"](games.get("pyraos").part("bots"), level)
        solved = pyraos_endgame.endgame(state, search)
        known = [(value, move) for value, move in solved if value is not None]
        for value, move in known:
            assert (value > 0) - (value < 0) == values[move], (state.to_dict(), str(move))
        # it stops at the first win it proves; otherwise it knows every move's value
        assert len(known) == len(solved) or max(value for value, _ in known) > 0


def test_hard_plays_a_perfect_move_in_pyraos_endgames():
    level = hard("pyraos")
    for seed, (state, values) in enumerate(pyraos_positions()):
        move, search = engine.think("pyraos", state, level, seed=seed, timed=False)
        assert values[move] == max(values.values()), (state.to_dict(), str(move))
        assert search.solved


def _game_position(variant, level, seed):
    """The first position of a seeded game of Easy against itself that the solver takes
    over for ``level`` (a real game's, not a random one's)."""
    state, ply = pyraos.new_game(variant), 0
    while not state.is_over and not pyraos_endgame.applies(state, level):
        state = state.play(engine.choose_move("pyraos", state, "easy", seed=seed * 100 + ply,
                                              timed=False))
        ply += 1
    return state


def test_pyraos_solver_takes_over_earlier_and_finishes_within_hards_budget():
    """Where the solver takes over for Hard it must finish: within the share of Hard's
    nodes it is given (a node is counted the same on any machine)."""
    level = engine.level_for("pyraos", "hard")
    budget = int(level.endgame_share * level.max_nodes)
    for variant in pyraos.VARIANTS:
        assert pyraos_endgame.REACH[variant] >= pyraos_endgame.BALLS_LEFT
        for seed in range(2):
            state = _game_position(variant, level, seed)
            if state.is_over or len(state.legal_moves()) < 2:
                continue
            search = engine.ALGORITHMS["alphabeta"](games.get("pyraos").part("bots"),
                                                    dataclasses.replace(level, max_nodes=budget))
            solved = pyraos_endgame.endgame(state, search)
            assert solved is not None, variant
            assert all(v is not None for v, _ in solved) or max(v or 0 for v, _ in solved) > 0, \
                (variant, state.to_dict())
    assert pyraos_endgame.REACH["children"] > pyraos_endgame.BALLS_LEFT
    assert all(pyraos_endgame.REACH_LONG[v] >= pyraos_endgame.REACH[v] for v in pyraos.VARIANTS)
