"""Moves typed as text: each rules module reads its own notation back (``State.parse_move``, as
python-chess's ``parse_san``), for every legal move of random games, and says why a text is no
move here: ``NotationError`` (not a move of this board, or several) or ``IllegalMove`` (a move,
not legal now), each with its ``reason``."""

import pytest
from random_play import random_states

from pyrapack import games, rules
from pyrapack.rules import IllegalMove, NotationError

GAMES = [g.id for g in games.GAMES]


def positions(game, seeds=3, plies=80):
    return [state for seed in range(seeds) for state in random_states(game, seed, plies) if not state.is_over]


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_move_reads_back_from_its_notation_and_from_str(game):
    for state in positions(game):
        for move in state.legal_moves():
            assert rules.parse_move(state, str(move)) == move
            written = rules.notation(state, move)
            assert rules.parse_move(state, written) == move
            assert rules.parse_move(state, f"  {written.upper()} ") == move  # any case, any spaces


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("text", ["", "   ", "nonsense", "z99", "!!", None, 7, "a1 a1 a1 a1 a1 a1"])
def test_text_that_is_no_move_gets_a_reason(game, text):
    state = positions(game, seeds=1, plies=4)[0]
    with pytest.raises((NotationError, IllegalMove)) as refused:
        rules.parse_move(state, text)
    why = refused.value.reason
    assert why is not None and why.key and str(why)
    if isinstance(refused.value, NotationError):
        assert why.key in rules.NOTATION


@pytest.mark.parametrize("game", GAMES)
def test_a_move_of_the_last_position_is_refused_with_the_rules_reason(game):
    """A move written right but not legal now says the rule it breaks (``why_illegal``)."""
    refused = going = 0
    for before in positions(game, seeds=2, plies=30):
        for after in (before.play(m) for m in before.legal_moves()[:3]):
            if after.is_over:
                continue
            going += 1
            for move in before.legal_moves():
                if move in after.legal_moves():
                    continue
                try:
                    rules.parse_move(after, rules.notation(before, move))
                except IllegalMove as error:
                    assert error.reason is not None and error.reason.key in games.get(game).rules.WHY
                    refused += 1
                except NotationError as error:
                    assert error.reason.key in rules.NOTATION
    if not going:  # a game of one ply: every move ends it, no position to refuse a move in
        pytest.skip(f"no move of {game} leaves the game going")
    assert refused > 0
