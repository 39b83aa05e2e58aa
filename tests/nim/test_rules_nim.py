"""Pyramid Nim's rules (the tests' own game): the turn, the end in both variants, the records."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from nim.game.rules import nim as rules

from pyrapack.rules import IllegalMove


def test_the_pyramid_starts_full_with_light_to_move():
    state = rules.new_game()
    assert state.rows == (1, 3, 5, 7) and state.to_move == 0 and not state.is_over
    assert state.to_text() == "1 3 5 7"


def test_a_turn_takes_one_to_three_stones_of_one_row():
    state = rules.State.from_text("1 2 5 0")
    assert [str(m) for m in state.legal_moves()] == [
        "1 from row 1", "1 from row 2", "2 from row 2", "1 from row 3", "2 from row 3", "3 from row 3"]
    assert state.play(rules.Move(2, 3)).rows == (1, 2, 2, 0)


@pytest.mark.parametrize("move, key", [(rules.Move(3, 1), "empty"), (rules.Move(1, 3), "too_many"),
                                       (rules.Move(2, 4), "at_most"), (rules.Move(5, 1), "no_row"),
                                       ("1 from row 1", "not_a_move")])
def test_an_illegal_move_says_which_rule_it_breaks(move, key):
    state = rules.State.from_text("1 2 5 0")
    assert state.why_illegal(move).key == key
    with pytest.raises(IllegalMove):
        state.play(move)


@pytest.mark.parametrize("variant, winner", [("normal", 0), ("misere", 1)])
def test_the_last_stone_wins_the_normal_game_and_loses_misere(variant, winner):
    state = rules.State.from_text("0 0 0 2", variant=variant).play(rules.Move(3, 2))
    assert state.is_over and state.winner == winner and state.outcome == rules.OUTCOMES[0]
    assert state.legal_moves() == [] and state.why_illegal(rules.Move(0, 1)).key == "over"


@given(st.integers(0, 2**32), st.sampled_from(rules.VARIANTS))
def test_random_games_end_within_sixteen_plies_and_read_back(seed, variant):
    import random

    rng, state, plies = random.Random(seed), rules.new_game(variant), 0
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        assert rules.Move.from_dict(move.to_dict()) == move and not move.is_pass
        state = state.play(move)
        plies += 1
        assert rules.State.from_dict(state.to_dict()) == state
        assert rules.State.from_text(state.to_text(), state.to_move, variant) == state
    assert plies <= rules.PLIES and state.winner in (0, 1)


@pytest.mark.parametrize("bad", [{"game": "chess", "variant": "normal", "to_move": 0, "rows": [1, 3, 5, 7]},
                                 {"game": "nim", "variant": "normal", "to_move": 0, "rows": [2, 3, 5, 7]},
                                 {"game": "nim", "variant": "normal", "to_move": 2, "rows": [1, 3, 5, 7]},
                                 {"game": "nim", "variant": "other", "to_move": 0, "rows": [1, 3, 5, 7]},
                                 {"game": "nim", "variant": "normal", "to_move": 0, "rows": [1, 3, 5]},
                                 [1, 3, 5, 7]])
def test_a_bad_position_is_refused_with_a_value_error(bad):
    with pytest.raises(ValueError):
        rules.State.from_dict(bad)


def test_every_position_has_a_move_until_the_last_stone():
    for rows in itertools.product(*(range(n + 1) for n in rules.ROWS)):
        state = rules.State("normal", rows, 0)
        assert bool(state.legal_moves()) == (not state.is_over)
