"""A match: undo and redo (against the bot: back to the human's turn), records."""

import pytest

from pyrapack.match import Match
from pyrapack.rules import twentyseven as ts


def play_some(match, count):
    for _ in range(count):
        match.play(match.state.legal_moves()[0])


def test_hotseat_undo_takes_back_one_move_and_redo_replays_it():
    match = Match("twentyseven", {"variant": "basic", "first": 0}, [None, None])
    play_some(match, 3)
    third = match.state
    assert match.undo() and len(match.moves) == 2
    assert match.redo() and match.state == third
    assert not match.can_redo()


def test_undo_against_the_bot_goes_back_to_the_humans_turn():
    match = Match("twentyseven", {"variant": "basic", "first": 0}, [None, "easy"])
    play_some(match, 4)  # human, bot, human, bot
    assert match.undo()
    assert len(match.moves) == 2 and match.state.to_move == 0
    assert match.redo() and len(match.moves) == 4


def test_undo_is_refused_when_only_the_bot_has_moved():
    match = Match("twentyseven", {"variant": "basic", "first": 1}, [None, "easy"])
    play_some(match, 1)  # the bot's first move
    assert not match.can_undo() and not match.undo()


def test_a_new_move_forgets_the_redo_list():
    match = Match("twentyseven", {"variant": "basic", "first": 0}, [None, None])
    play_some(match, 2)
    match.undo()
    play_some(match, 1)
    assert not match.can_redo()


def test_record_round_trip_keeps_moves_players_and_redo():
    match = Match("twentyseven", {"variant": "grey", "first": 1}, [None, "hard"])
    play_some(match, 5)
    match.undo()
    copy = Match.from_record(match.record())
    assert copy.state == match.state and copy.players == match.players
    assert copy.redo_stack == match.redo_stack and copy.moves == match.moves


@pytest.mark.parametrize("mutate", [
    lambda r: r.update(players=["nobody", None]),
    lambda r: r.update(players=[None]),
    lambda r: r.update(redo="x"),
    lambda r: r.update(redo=[{"from": 0, "count": 30}]),
    lambda r: r["moves"].append({"from": 5, "count": 1}),
    lambda r: r.update(format=2),
    lambda r: r.update(options={"variant": "purple"}),
    lambda r: r.update(options={"colour": 1}),
])
def test_bad_records_raise_value_error(mutate):
    match = Match("twentyseven", {"variant": "basic", "first": 0}, [None, None])
    play_some(match, 2)
    record = match.record()
    mutate(record)
    with pytest.raises(ValueError):
        Match.from_record(record)


def test_moves_in_records_are_rules_moves():
    match = Match("twentyseven", {}, [None, None])
    play_some(match, 1)
    assert isinstance(Match.from_record(match.record()).moves[0], ts.Move)


def test_the_bots_seed_is_kept_with_the_game_and_differs_between_games():
    match = Match("pyramida", {}, [None, "hard"], seed=12345)
    again = Match.from_record(match.record())
    assert again.seed == 12345 and again.bot_seed() == match.bot_seed()
    assert len({Match("pyramida", {}, [None, "hard"]).seed for _ in range(20)}) > 1
    match.play(match.state.legal_moves()[0])
    assert match.bot_seed() != again.bot_seed()


@pytest.mark.parametrize("seed", [-1, 2**31, 1.0, "7", True])
def test_a_saved_game_with_a_bad_seed_is_refused(seed):
    record = Match("pyramida", {}, [None, None]).record()
    record["seed"] = seed
    with pytest.raises(ValueError, match="seed"):
        Match.from_record(record)
