"""Pyraos' Beginner plays by the lesson's count (issue 33): its one-move look scores a leaf by
the balls in reserve only (``Level.evaluation = "tally"``), so it takes the balls a square
gives back, but neither builds nor blocks a square: the careful newcomer, who plays by the
same count and sees the reply, beats it."""

from pyrapack.bots import engine, pyraos as part
from pyrapack.bots.search import Search
from pyrapack.rules import pyraos


def _after(*moves, state=None):
    state = state or pyraos.new_game(variant="standard")
    for text in moves:
        state = state.play(next(m for m in state.legal_moves() if str(m) == text))
    return state


def _look(name):
    return Search(part, engine.level_for("pyraos", name)).evaluate


#: Light to move, three of the square a1-b2 with b2 empty; Dark three of c3-d4 with d4 empty
BOTH_READY = _after("a1", "c3", "b1", "d3", "a2", "c4")


def test_beginner_scores_a_leaf_by_the_reserves_and_the_other_levels_by_the_evaluation():
    assert _look("beginner")(BOTH_READY) == 0  # twelve balls each: the squares are not seen
    assert part.evaluate(BOTH_READY) == part.CASH - part.BLOCK  # Light's square now, Dark's blocked
    for name in engine.LEVELS:
        if name != "beginner":
            assert _look(name) is part.evaluate, name


def test_beginner_sees_the_balls_a_square_gives_back():
    """Completing the square and taking two balls back is two balls better, for the count,
    than a ball placed elsewhere (the leaf is scored for Dark, to move)."""
    look = _look("beginner")
    square = next(m for m in BOTH_READY.legal_moves() if str(m).startswith("b2") and len(m.take) == 2)
    idle = _after("b4", state=BOTH_READY)
    assert look(idle) - look(BOTH_READY.play(square)) == 2 * part.RESERVE


#: Light to move, no square of its own; Dark three of c3-d4 with d4 empty
DARK_READY = _after("a1", "c3", "b1", "d3", "d1", "c4")


def test_beginner_does_not_see_a_block_and_the_full_evaluation_does():
    """After Light's move the count tells d4 (the block) from b4 (nothing) not at all:
    Beginner blocks only as its jitter falls; the full evaluation sees the ball Dark no
    longer takes."""
    block, idle = _after("d4", state=DARK_READY), _after("b4", state=DARK_READY)
    assert _look("beginner")(idle) == _look("beginner")(block)
    assert part.evaluate(idle) - part.evaluate(block) > part.RESERVE  # for Dark, to move
