"""Pyramidames' hints explain themselves: the first move of a seeded random game with the
property at hand is explained by it."""

from test_explain import first

from pyrapack.bots.explain import explain


def test_pyramidames_captures_say_how_many_pawns():
    state, move = first("pyramidames", lambda s, m: m.is_capture and not s.play(m).is_over)
    assert explain("pyramidames", state, move) == ("bots.why.pyramidames.captures",
                                                   {"n": len(state.captured(move))})


def test_pyramidames_far_row_wins():
    state, move = first("pyramidames", lambda s, m: s.play(m).outcome == "reached the far row")
    assert explain("pyramidames", state, move)[0] == "bots.why.pyramidames.far_row"
