"""Pyramida by ear (issue 42, item 4): the moves the A key lists are said as they are typed, in
words of no language ("d1-e2", where the notation would add "(e3 stuck) +": English in a French
list); in French a stone's colour is an adjective ("pion blanc", not "pion Blanc")."""

from random_play import random_game

from pyrapack import i18n, rules
from pyrapack.rules import pyramida as pyramida_rules
from pyrapack.words import typed
from pyrapack.words.pyramida import PyramidaTexts


def stuck_positions(count=4):
    """Positions of seeded random games where a legal move's pushed stone is stuck (plays again)."""
    found = []
    for seed in range(300):
        for state in random_game("pyramida", seed, plies=120)[0]:
            moves = [] if state.is_over else state.legal_moves()
            if any(not m.is_pass and m.push_stone is not None and m.push_to is None for m in moves):
                found.append(state)
                break
        if len(found) >= count:
            return found
    raise AssertionError("no stuck stone in 300 games")


def test_the_listed_moves_are_typed_words_of_no_language():
    i18n.set_language("fr")
    texts = PyramidaTexts()
    for state in stuck_positions():
        moves = state.legal_moves()
        listed = texts.moves_words(state, moves)
        assert not any("stuck" in item for item in listed), listed
        assert [rules.parse_move(state, item) for item in listed] == list(moves)  # each typed as said
        assert any("stuck" in rules.notation(state, m) for m in moves)  # (the notation has it)
        assert all(typed(state, m) in listed for m in moves)


def test_in_french_a_stone_s_colour_agrees_and_is_no_name():
    i18n.set_language("fr")
    texts, state = PyramidaTexts(), pyramida_rules.new_game()
    words = {texts.target_words(state, ("stone", cell)) for p in (0, 1) for cell in state.stones(p)}
    assert any(w.endswith("pion blanc") for w in words) and any(w.endswith("pion noir") for w in words)
    assert not any("Blanc" in w or "Noir" in w for w in words)
