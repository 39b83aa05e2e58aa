"""Pyraos' hints explain themselves: the first move of a seeded random game with the
property at hand is explained by it."""

from test_explain import first

from pyrapack.bots.explain import explain
from pyrapack.rules import pyraos


def test_pyraos_squares_raises_and_blocks():
    state, move = first("pyraos", lambda s, m: s.variant == "standard" and m.take)
    assert explain("pyraos", state, move) == ("bots.why.pyraos.square", {"n": len(move.take)})
    state, move = first("pyraos", lambda s, m: s.variant == "advanced" and m.take and all(
        len({r for _, r, _ in f}) == 1 for f in s.formations(m)))
    assert explain("pyraos", state, move)[0] == "bots.why.pyraos.line"
    state, move = first("pyraos", lambda s, m: m.is_raise and not m.take)
    assert explain("pyraos", state, move) == ("bots.why.pyraos.raise", {})

    def blocks(s, m):
        if not m.is_place or m.take:
            return False
        # the same spot for the opponent would complete their formation
        swapped = pyraos.State.from_dict({**s.to_dict(), "to_move": 1 - s.to_move})
        return any(x.take for x in swapped.legal_moves() if x.dst == m.dst)

    state, move = first("pyraos", blocks)
    assert explain("pyraos", state, move) == ("bots.why.pyraos.blocks", {})
