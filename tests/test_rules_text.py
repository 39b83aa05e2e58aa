"""Positions and squares written as text: each rules module writes them and reads them back
(``State.to_text``/``from_text``), and the lessons, the rules pages and the tests use that."""

import pytest
from random_play import random_states

from pyrapack import games

GAMES = [g.id for g in games.GAMES]


@pytest.mark.parametrize("game", GAMES)
def test_a_position_read_back_from_its_text_is_the_same(game):
    info = games.get(game)
    for seed in range(6):
        for state in random_states(game, seed, 60):
            options = {"variant": state.variant} if info.variants else {}
            again = games.get(game).rules.State.from_text(state.to_text(), state.to_move, **options)
            assert again.to_dict() == {k: v for k, v in state.to_dict().items() if k != "origins"}
            assert again.legal_moves() == state.legal_moves()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("text", ["", "nonsense", None, 7, "| | |"])
def test_text_that_is_no_position_is_refused_with_value_error(game, text):
    with pytest.raises(ValueError):
        games.get(game).rules.State.from_text(text)
