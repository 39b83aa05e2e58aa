"""The hint explains itself: one line, from the catalogue, saying what the move does.

Positions are found in seeded random games: the first move with the property at hand
(a capture, a square, a tower won...) must be explained by it.
"""

import random
import string

import pytest

from pyrapack import games, i18n
from pyrapack.bots.explain import explain
from pyrapack.i18n import catalogue


def random_moves(game, seed, count=60, plies=200):
    """(state, move) for every move of the first ``plies`` positions of ``count`` seeded
    random games."""
    rules, rng = games.get(game).rules, random.Random(seed)
    variants = getattr(rules, "VARIANTS", (None,))
    for k in range(count):
        options = {} if variants[0] is None else {"variant": variants[k % len(variants)]}
        state = rules.new_game(**options)
        for _ in range(plies):
            if state.is_over:
                break
            moves = state.legal_moves()
            for move in moves:
                yield state, move
            state = state.play(rng.choice(moves))


def first(game, wanted):
    """The first random (state, move) for which ``wanted(state, move)`` holds."""
    return next((s, m) for s, m in random_moves(game, f"explain-{game}") if wanted(s, m))


def fields(text):
    forms = text.values() if isinstance(text, dict) else [text]
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_every_explanation_is_a_catalogue_text_with_its_values(game):
    seen = set()
    for state, move in random_moves(game, "explain-all", count=8, plies=60):
        reason = explain(game, state, move)
        if reason is None:
            continue
        key, values = reason
        seen.add(key)
        assert key.startswith("bots.why.") and key in catalogue("en") and key in catalogue("fr")
        assert fields(catalogue("en")[key]) == set(values), key
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            assert "{" not in i18n.t(key, **values)
    i18n.set_language("en")
    assert seen  # some moves of every game are explained


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_a_finished_game_or_an_illegal_move_has_no_explanation(game):
    state, move = first(game, lambda s, m: s.play(m).is_over)
    assert explain(game, state.play(move), move) is None
    other = next((m for _, m in random_moves(game, f"explain-{game}") if m not in state.legal_moves()), None)
    if other is None:  # a game of one ply: every position before the end is its start
        pytest.skip(f"every move of {game} looked at is legal in the position before its end")
    assert explain(game, state, other) is None  # legal elsewhere, not here
