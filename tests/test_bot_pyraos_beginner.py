"""Pyraos' Beginner looks at its own plan only (issue 33): ``glance`` sees the squares of the
side that has just moved, never those of the player to move, so Beginner neither blocks nor
fears a square, and a player who takes every ball offered beats it."""

import pytest

from pyrapack.bots import engine, pyraos as part
from pyrapack.bots.search import Search
from pyrapack.rules import pyraos


def _after(*moves):
    state = pyraos.new_game(variant="standard")
    for text in moves:
        state = state.play(next(m for m in state.legal_moves() if str(m) == text))
    return state


#: Light to move, three of the square a1-b2 with b2 empty; Dark three of c3-d4 with d4 empty
BOTH_READY = _after("a1", "c3", "b1", "d3", "a2", "c4")


def test_the_full_evaluation_sees_both_squares_the_glance_only_the_last_movers():
    assert part.evaluate(BOTH_READY) == part.CASH - part.BLOCK  # Light's square now, Dark's blocked
    # Light's own chance unseen, Dark's as good as taken; Dark's three free balls
    assert part.glance(BOTH_READY) == -part.CASH - 3 * part.FREE


def test_beginner_scores_its_leaves_with_the_glance_and_the_other_levels_do_not():
    for name in engine.LEVELS:
        level = engine.level_for("pyraos", name)
        expected = part.glance if name == "beginner" else part.evaluate
        assert Search(part, level).evaluate is expected, name


#: Light to move, no square of its own; Dark three of c3-d4 with d4 empty
DARK_READY = _after("a1", "c3", "b1", "d3", "d1", "c4")


def test_beginner_does_not_see_a_block_and_the_full_evaluation_does():
    """After Light's move, the glance tells d4 (the block) from b4 (nothing) only by the raise
    the filled square opens to Light, less than a ball: Beginner plays the block only as its
    jitter falls; the full evaluation sees the ball Dark no longer takes."""
    block, idle = (DARK_READY.play(next(m for m in DARK_READY.legal_moves() if str(m) == text))
                   for text in ("d4", "b4"))
    assert part.glance(idle) - part.glance(block) == pytest.approx(part.RAISE_THEIRS)
    assert part.evaluate(idle) - part.evaluate(block) > part.RESERVE  # for Dark, to move
