"""27's evaluation on positions small enough to check by hand: spare pawns, and the last word on
a contested tower."""

from pyrapack.bots import twentyseven
from pyrapack.rules import twentyseven as rules27


def _supplies(state):
    cells = state.cells
    owned = tuple([i for i, stack in enumerate(cells) if stack[-1] == colour] for colour in "WB")
    return twentyseven.evaluation._supplies(cells, owned, (len(owned[0]), len(owned[1])), len(cells) - 1)


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
