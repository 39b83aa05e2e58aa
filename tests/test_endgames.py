"""Hard plays endgames perfectly: checked against an exhaustive solver on random small positions.

The exhaustive solver here knows nothing but the rules (and, where a game is played for a
margin, its bot part's ``margin``): it plays every move to the end of the game. Positions
come from seeded random games; a position is kept when its whole game tree is small enough
for the exhaustive solver to be quick. A game's own solver is checked in its own file
(``test_endgames_<game>.py``).
"""

import dataclasses
import functools

import pytest
from random_play import random_game

from pyrapack import games
from pyrapack.bots import engine

POSITIONS = 150  # per game
TREE = 1500  # the largest game tree (nodes) the exhaustive solvers take on


class TooBig(Exception):
    pass


def hard(game):
    """Hard without its clock: a node budget far above what these positions need."""
    return dataclasses.replace(engine.level_for(game, "hard"), max_nodes=2_000_000, book=False)


# -- a game played for the biggest final margin ------------------------------------------------
def margin_value(margin, state, budget, memo):
    """The best final margin the player to move can force (the positions' values are memoised:
    such a game's outcome rests on no history)."""
    if state in memo:
        return memo[state]
    budget[0] -= 1
    if budget[0] < 0:
        raise TooBig
    if state.is_over:
        value = margin(state)
    else:  # a pass is a move too (the players alternate: an extra turn is not met here)
        value = max(-margin_value(margin, state.play(m), budget, memo) for m in state.legal_moves())
    memo[state] = value
    return value


MARGINS = [info.id for info in games.GAMES if hasattr(info.part("bots"), "margin")]


@functools.lru_cache(maxsize=None)
def margin_positions(game):
    """Random positions near the end of seeded random games, with each move's best margin.

    Each game's last positions are taken from its end backwards, up to the first whose tree is
    too big: the ones before it are bigger still (the same positions as trying every one, for a
    quarter of the search: three quarters of it went on proving trees too big)."""
    margin, found, k = games.get(game).part("bots").margin, [], 0
    while len(found) < POSITIONS:
        states, k = random_game(game, f"{game}-endgames-{k}", plies=10_000)[0], k + 1
        for state in reversed(states[-10:-2]):
            if len(state.legal_moves()) < 2:
                continue
            budget, memo = [TREE], {}
            try:
                values = {m: -margin_value(margin, state.play(m), budget, memo) for m in state.legal_moves()}
            except TooBig:
                break
            if len(set(values.values())) > 1:
                found.append((state, values))
    return found[:POSITIONS]


def _ends_lost(state, move):
    after = state.play(move)
    return after.is_over and after.winner == 1 - state.to_move


@pytest.mark.parametrize("game", MARGINS)
def test_hard_maximises_the_final_margin_in_endgames(game):
    """The biggest margin among the moves that do not lose at once: a lost game is played on
    (issue 33: no level ends a game lost while another move exists), so the opponent must
    still find the win."""
    level = hard(game)
    for seed, (state, values) in enumerate(margin_positions(game)):
        move, search = engine.think(game, state, level, seed=seed, timed=False)
        playing_on = {m: v for m, v in values.items() if not _ends_lost(state, m)} or values
        assert values[move] == max(playing_on.values()), (state.to_dict(), str(move), values)
        assert search.solved
