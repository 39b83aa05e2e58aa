"""Pyramidames by ear (issue 42, items 3-4): a capture says which pawns it took, by square ("a5 to
c3, takes 1 pawn: b4", not "a5, c3, takes 1 pawn"); in French a pawn's colour is an adjective
("pion blanc", not "pion Blanc")."""

import pytest
from random_play import random_game

from pyrapack import i18n
from pyrapack.i18n import t
from pyrapack.rules import pyramidames as rules
from pyrapack.words.pyramidames import PyramidamesTexts


def captures(count=6):
    """``(before, move)`` of the first captures of seeded random games."""
    found = []
    for seed in range(100):
        states, moves = random_game("pyramidames", seed)
        found += [(before, move) for before, move in zip(states, moves) if move.is_capture]
        if len(found) >= count:
            return found[:count]
    raise AssertionError("no captures in 100 games")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_capture_names_the_pawns_it_took_by_square(lang):
    i18n.set_language(lang)
    texts = PyramidamesTexts()
    for before, move in captures():
        said = texts.move_words(before, move)
        taken = [rules.square_name(sq) for sq in before.captured(move) if before.piece_at(sq) is not None]
        assert taken and all(square in said for square in taken), said
        assert t("pyramidames.say.then").strip() in said  # the path as a way: "a5 to c3"


def test_in_french_a_pawn_s_colour_agrees_and_is_no_name():
    i18n.set_language("fr")
    texts = PyramidamesTexts()
    state = rules.new_game()
    words = {texts.target_words(state, ("square", square)) for square in (*state.pieces(0), *state.pieces(1))}
    assert any(w.endswith("pion blanc") for w in words) and any(w.endswith("pion noir") for w in words)
    assert not any("Blanc" in w or "Noir" in w for w in words)
