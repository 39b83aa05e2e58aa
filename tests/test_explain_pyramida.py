"""Pyramida's hints explain themselves: the first move of a seeded random game with the
property at hand is explained by it."""

from test_explain import first

from pyrapack.bots.explain import explain
from pyrapack.rules import pyramida


def test_pyramida_exits_and_attacks():
    state, move = first("pyramida", lambda s, m: m.dst == pyramida.APEX and not s.play(m).is_over)
    assert explain("pyramida", state, move) == ("bots.why.pyramida.off", {})
    state, move = first("pyramida", lambda s, m: s.attack_kind(m) == "column")
    assert explain("pyramida", state, move) == ("bots.why.pyramida.column",
                                                {"stone": move.push_stone})
    state, move = first("pyramida", lambda s, m: s.attack_kind(m) == "contact" and m.push_to)
    assert explain("pyramida", state, move) == ("bots.why.pyramida.contact",
                                                {"stone": move.push_stone})
