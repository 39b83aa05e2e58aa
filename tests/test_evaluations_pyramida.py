"""Pyramida's evaluation and the search's quiescence on a position small enough to check by hand:
attacks (and their answers) played out before a leaf is judged, and stopped by the clock."""

import pytest

from pyrapack import games
from pyrapack.bots import engine
from pyrapack.bots.alphabeta import AlphaBeta
from pyrapack.bots.search import Stop
from pyrapack.rules import pyramida


def _search(state):
    search = AlphaBeta(games.get("pyramida").part("bots"), engine.level_for("pyramida", "hard"))
    search.max_ply = 20
    return search


def _duel():
    """Black to move: m8-l9 pushes White's k10 down to j9 (+2 for Black), and White's
    j9-k10 pushes l9 back (+2 for White). Every other stone is on rank 1."""
    return pyramida.State.from_dict({
        "game": "pyramida", "to_move": 1, "white": ["k10", "l1", "p1", "t1", "h1"],
        "black": ["m8", "b1", "j1", "n1", "r1"], "exited": [0, 0]})


def test_pyramida_leaf_plays_out_its_attacks_and_their_answers():
    state = _duel()
    search = _search(state)
    assert search.evaluate(state) == -2.0  # White's stone is two ranks higher
    assert [str(m) for m in games.get("pyramida").part("bots").noisy(state)] == ["m8-l9 (k10>j9)"]
    assert search.quiesce(state, -engine.WIN, engine.WIN, 0, 1) == 0.0  # the attack
    assert search.quiesce(state, -engine.WIN, engine.WIN, 0, 2) == -2.0  # and the answer
    assert search.value(state, 0, -engine.WIN, engine.WIN, 0) == -2.0  # a leaf is quiet


def test_quiescence_stops_on_the_clock_like_the_search():
    state = _duel()
    search = _search(state)
    search.budget = 0
    with pytest.raises(Stop):
        for _ in range(10):
            search.quiesce(state, -engine.WIN, engine.WIN, 0, 4)
            search.nodes += 10
