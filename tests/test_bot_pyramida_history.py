"""Pyramida's bot and the third repetition (issue 33): its search must not reuse a value learnt on
one line for a line whose history differs."""

import dataclasses

from pyrapack import games
from pyrapack.bots import engine
from pyrapack.bots.alphabeta import AlphaBeta
from pyrapack.bots.search import DECIDED
from pyrapack.puzzles import maker, plain
from pyrapack.rules.pyramida import State


def test_the_search_sees_a_loss_by_the_third_repetition_two_moves_ahead():
    """White to move, j11 against l13, Black's last stone: White's only move that does not let
    Black off at once, j11-k12 (l13>n11), leads round to a position White must make the third
    time. Plain search proves White lost; the search proves it too."""
    race = State.from_dict({"game": "pyramida", "to_move": 1, "white": ["j11"], "black": ["m12"],
                            "exited": [4, 4]})
    state = race.play(maker.move_named(race, "m12-l13"))
    assert plain.Plain("pyramida").forces(state, 1, 6)
    level = dataclasses.replace(engine.level_for("pyramida", "hard"), noise=0.0, max_nodes=40_000)
    search = AlphaBeta(games.get("pyramida").part("bots"), level, seed=0)
    search.choose(state)
    assert search.scored[0][0] <= -DECIDED
