"""Pyraos' opening book: turned or flipped pyramids share an entry."""

import random

from test_book import random_states

from pyrapack.bots import book
from pyrapack.bots.pyraos import masks as pyraos_masks
from pyrapack.rules import pyraos


def test_pyraos_turned_or_flipped_positions_share_an_entry():
    rng = random.Random(5)
    for state in random_states("pyraos", "pyraos-turns"):
        perm = pyraos_masks.SYMMETRIES[rng.randrange(1, 8)]
        masks = [pyraos_masks.transform(m, perm) for m in state.masks]
        levels = [["".join("L" if masks[0] >> pyraos.SPOTS.index((lv, r, c)) & 1 else
                           "D" if masks[1] >> pyraos.SPOTS.index((lv, r, c)) & 1 else "."
                           for c in range(4 - lv)) for r in range(4 - lv)] for lv in range(4)]
        turned = pyraos.State.from_dict({**state.to_dict(), "levels": levels})
        key, to_book, _ = book.frame("pyraos", state)
        turned_key, _, from_turned = book.frame("pyraos", turned)
        assert key == turned_key
        move = rng.choice(state.legal_moves())
        assert from_turned(to_book(move)) in turned.legal_moves()
