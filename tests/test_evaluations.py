"""What the games' evaluations and the search's quiescence know, on positions small
enough to check by hand: spare pawns and the last word on a contested tower in 27,
attacks (and their answers) played out before a Pyramida leaf is judged."""

import pytest

from pyrapack import games
from pyrapack.bots import engine, twentyseven
from pyrapack.bots.alphabeta import AlphaBeta
from pyrapack.bots.search import Stop
from pyrapack.rules import pyramida, twentyseven as rules27


def _supplies(state):
    cells = state.cells
    owned = tuple([i for i, stack in enumerate(cells) if stack[-1] == colour] for colour in "WB")
    return twentyseven._supplies(cells, owned, (len(owned[0]), len(owned[1])), len(cells) - 1)


def test_27_spare_pawns_are_counted_where_they_can_land():
    # at the start each side's nine pawns can all be dropped on the cell next to its stack
    assert _supplies(rules27.new_game()) == ({1: 9}, {7: 9})
    # White owns 2 stacks (n = 2): cell 0 tops three white pawns (over a black one), cell 5
    # tops one; cell 5's pawns would overshoot the goal (cell 8) by nothing: 5 + 2 = 7
    state = rules27.State.from_dict({
        "game": "twentyseven", "variant": "basic", "to_move": 0,
        "cells": ["RBWWW", "G", "G", "G", "G", "GWWWWWBW", "G", "G", "RBBBBBBB"]})
    assert _supplies(state) == ({2: 3, 7: 1}, {7: 7})


def _tower(white_spares, black_spares):
    """Black to move. White's tower on cell 5 (4 pawns, a white one on top); White owns
    3 stacks (n = 3), so its spares on cell 2 land on cell 5; Black owns 2 (n = 2), so
    its spares on cell 7 land on cell 5 too."""
    return rules27.State.from_dict({"game": "twentyseven", "variant": "basic", "to_move": 1,
                                    "cells": ["R" + "B" * (8 - black_spares), "G",
                                              "G" + "W" * white_spares, "G", "G", "GWWBW",
                                              "G", "G" + "B" * black_spares,
                                              "R" + "W" * (6 - white_spares)]})


def test_27_a_contested_tower_counts_for_the_side_with_the_last_word(monkeypatch):
    """Only the war feature weighs here: the mover's towers count 1 a pawn, the
    opponent's 10. The tower goes to whoever has more spares to drop on it."""
    weights = {name: (0.0, 0.0) for name in twentyseven.WEIGHTS["basic"]}
    monkeypatch.setitem(twentyseven.WEIGHTS, "basic",
                        {**weights, "const": 0.0, "war": (1.0, 10.0)})
    white_keeps = _tower(3, 1)
    assert _supplies(white_keeps)[0][5] == 3 and _supplies(white_keeps)[1][5] == 1
    assert twentyseven.evaluate(white_keeps) == 40.0  # the opponent (White) keeps its 4
    assert twentyseven.evaluate(_tower(1, 3)) == 4.0  # the mover (Black) takes them
    # a tie goes to the side to move: it drops first
    assert twentyseven.evaluate(_tower(2, 2)) == 4.0


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
