"""Pyramida's bot never repeats a position a third time while another move exists (issue 33).

The position is the one of the lesson's last game where Beginner (Black) lost at ply 112 by
playing i8-j9 (k8>j7), the third repetition, with nine other moves that did not lose. It is
reached by play: the repetition lives in the game's history, not in the stones. The clock is
starved in two ways that need no timer: a deadline already passed, and node budgets from 0 up
(a search stopped after its first few nodes, as a busy machine would stop it).
"""

import dataclasses
import time

import pytest

from pyrapack.bots import engine, parallel
from pyrapack.rules import pyramida as rules
from pyrapack.tutorial.pyramida import LESSON

# after the lesson's opening (102 plies, White to move: h7 j7 | l7 n7)
GAME = ("j7-i8", "l7-k8", "h7-i6", "k8-j9 (i8>j7)", "j7-i8 (j9>k8)", "k8-j9 (i8>j7)",
        "i6-h7", "j9-i8 (h7>i6)", "j7-k8")
BLUNDER = "i8-j9 (k8>j7)"


def ply_112():
    state = rules.new_game()
    for move in LESSON.finale.opening:
        state = state.play(move)
    for text in GAME:
        state = state.play(next(m for m in state.legal_moves() if str(m) == text))
    return state


@pytest.fixture(scope="module")
def position():
    state = ply_112()
    blunder = next(m for m in state.legal_moves() if str(m) == BLUNDER)
    assert state.to_move == 1 and state.repeats_third_time(blunder)
    assert sum(not state.play(m).is_over for m in state.legal_moves()) == 9
    return state


@pytest.fixture(autouse=True)
def _no_helpers_left():
    yield
    parallel.shutdown()


@pytest.mark.parametrize("level", list(engine.LEVELS))
def test_no_level_repeats_a_third_time_when_its_deadline_has_passed(position, level):
    move, _ = engine.think("pyramida", position, level, seed=1, deadline=time.monotonic() - 1.0)
    assert not position.repeats_third_time(move), (level, str(move))


@pytest.mark.parametrize("level", list(engine.LEVELS))
def test_no_level_repeats_a_third_time_whatever_node_it_is_stopped_at(position, level):
    spec = engine.level_for("pyramida", level)
    budgets = range(0, 30) if spec.workers == 1 else (0, 3)  # Expert: helpers start once
    for nodes in budgets:
        move = engine.choose_move("pyramida", position, dataclasses.replace(spec, max_nodes=nodes),
                                  seed=nodes, timed=False)
        assert not position.repeats_third_time(move), (level, nodes, str(move))
