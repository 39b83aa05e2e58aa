"""Why a move is not legal: each rules module says it (a key and values), the screens say it
in words. Every reason has words in both languages, and the reasons agree with the moves."""

import pytest
from random_play import random_states

from pyrapack import games
from pyrapack.i18n import catalogue
from pyrapack.rules import IllegalMove, Reason
from pyrapack.scenes import parts

GAMES = [g.id for g in games.GAMES]


def prefix(game):
    return parts.texts(games.get(game)).prefix or game


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_of_the_rules_has_words_in_every_language(game):
    keys = {f"{prefix(game)}.why.{key}" for key in games.get(game).rules.WHY}
    for strings in (catalogue("en"), catalogue("fr")):
        assert keys <= strings.keys(), sorted(keys - strings.keys())


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_move_has_no_reason_and_a_move_of_another_position_has_one(game):
    """A move legal in one position and not in another is refused there with a Reason, which
    is what play() raises and words a player can read."""
    texts = parts.texts(games.get(game))
    positions = [s for seed in range(4) for s in random_states(game, seed, 40)[::4]]
    if len({frozenset(state.legal_moves()) for state in positions}) < 2:  # a game of one ply: its start alone
        pytest.skip(f"the positions of {game} looked at all have the same moves")
    refused = 0
    for state in positions:
        legal = set(state.legal_moves())
        assert all(state.why_illegal(move) is None for move in legal)
        for other in positions[:8]:
            for move in other.legal_moves()[:6]:
                if move in legal:
                    continue
                why = state.why_illegal(move)
                assert isinstance(why, Reason) and why.key in games.get(game).rules.WHY
                with pytest.raises(IllegalMove) as raised:
                    state.play(move)
                assert raised.value.reason == why and str(raised.value) == why.text
                assert texts.why(why) and "why." not in texts.why(why)  # words, not a key
                refused += 1
    assert refused > 10


@pytest.mark.parametrize("game", [g for g in GAMES if hasattr(games.get(g).rules.State, "why_immobile")])
def test_a_piece_that_can_move_has_no_reason_not_to(game):
    """The piece is what the game's moves name (``move.piece``: None, one from a reserve)."""
    for state in (s for seed in range(3) for s in random_states(game, seed, 40)[::4]):
        starts = {m.piece for m in state.legal_moves() if not m.is_pass}
        for piece in starts - {None}:
            assert state.why_immobile(piece) is None
