"""A match: undo and redo (against the bot: back to the human's turn), records."""

import json
import random

import pytest

from random_play import any_game, longest_game

from pyrapack.match import Match
from pyrapack.rules.record import RecordError

GAME = any_game()  # what is tested here is the same in every game
LONG = longest_game()  # a game that goes on for a long while


def new_match(players=(None, None), info=GAME, **fields):
    """A match of ``info`` in its first variant, player 0 first (``fields``: seed, names)."""
    return Match(info.id, info.options(), list(players), **fields)


def play_some(match, count):
    for _ in range(count):
        match.play(match.state.legal_moves()[0])


def test_hotseat_undo_takes_back_one_move_and_redo_replays_it():
    match = new_match([None, None])
    play_some(match, 3)
    third = match.state
    assert match.undo() and len(match.moves) == 2
    assert match.redo() and match.state == third
    assert not match.can_redo()


def test_undo_against_the_bot_goes_back_to_the_humans_turn():
    match = new_match([None, "easy"])
    play_some(match, 4)  # human, bot, human, bot
    assert match.undo()
    assert len(match.moves) == 2 and match.state.to_move == 0
    assert match.redo() and len(match.moves) == 4


def test_undo_is_refused_when_only_the_bot_has_moved():
    match = new_match(["easy", None])
    play_some(match, 1)  # the bot's first move
    assert not match.can_undo() and not match.undo()


def test_a_new_move_forgets_the_redo_list():
    match = new_match([None, None])
    play_some(match, 2)
    match.undo()
    play_some(match, 1)
    assert not match.can_redo()


def test_record_round_trip_keeps_moves_players_and_redo():
    match = new_match([None, "hard"])
    play_some(match, 5)
    match.undo()
    copy = Match.from_record(match.record())
    assert copy.state == match.state and copy.players == match.players
    assert copy.redo_stack == match.redo_stack and copy.moves == match.moves


@pytest.mark.parametrize("mutate", [
    lambda r: r.update(players=["nobody", None]),
    lambda r: r.update(players=[None]),
    lambda r: r.update(redo="x"),
    lambda r: r.update(redo=[{"not": "a move"}]),
    lambda r: r["moves"].append({"not": "a move"}),
    lambda r: r.update(format=2),
    lambda r: r.update(options={"variant": "purple"}),
    lambda r: r.update(options={"colour": 1}),
])
def test_bad_records_raise_value_error(mutate):
    match = new_match([None, None])
    play_some(match, 2)
    record = match.record()
    mutate(record)
    with pytest.raises(ValueError):
        Match.from_record(record)


def test_moves_in_records_are_rules_moves():
    match = new_match()
    play_some(match, 1)
    assert isinstance(Match.from_record(match.record()).moves[0], GAME.rules.Move)


def test_the_bots_seed_is_kept_with_the_game_and_differs_between_games():
    match = new_match([None, "hard"], seed=12345)
    again = Match.from_record(match.record())
    assert again.seed == 12345 and again.bot_seed() == match.bot_seed()
    assert len({new_match([None, "hard"]).seed for _ in range(20)}) > 1
    match.play(match.state.legal_moves()[0])
    assert match.bot_seed() != again.bot_seed()


@pytest.mark.parametrize("seed", [-1, 2**31, 1.0, "7", True])
def test_a_saved_game_with_a_bad_seed_is_refused(seed):
    record = new_match([None, None]).record()
    record["seed"] = seed
    with pytest.raises(ValueError, match="seed"):
        Match.from_record(record)


@pytest.mark.parametrize("players", [["easy", "hard"], ["medium", "medium"]])
def test_a_saved_game_with_two_bot_players_is_refused(players):
    record = new_match([None, "easy"]).record()
    record["players"] = players
    with pytest.raises(RecordError) as refused:
        Match.from_record(record)
    assert refused.value.part == "two_bots"


@pytest.mark.parametrize("data", [None, [], "game", 3])
def test_a_record_that_is_not_an_object_is_refused(data):
    with pytest.raises(RecordError):
        Match.from_record(data)


def test_the_record_of_a_long_game_is_built_from_dicts_kept_as_moves_are_played():
    match = new_match([None, None])
    play_some(match, 6)
    match.undo()
    match.undo()
    record = match.record()
    assert record["moves"] == [m.to_dict() for m in match.moves]
    assert record["redo"] == [m.to_dict() for m in reversed(match.redo_stack)]
    record["moves"].clear()
    assert len(match.record()["moves"]) == 4  # each record has lists of its own
    match.redo()
    assert match.record()["moves"] == [m.to_dict() for m in match.moves]


def test_unsaved_says_whether_anything_changed_since_the_last_save():
    match = new_match([None, None])
    assert not match.unsaved  # a game nobody moved in has nothing to save
    play_some(match, 2)
    assert match.unsaved
    copy = Match.from_record(match.record())
    assert not copy.unsaved
    copy.undo()
    assert copy.unsaved
    copy.unsaved = False
    copy.review = {"evals": [0.5]}
    assert copy.unsaved


def test_play_from_here_starts_a_new_game_that_says_where_it_came_from():
    match = new_match([None, "easy"])
    play_some(match, 6)
    match.id = "20250101-120000-abcdef"
    branch = match.branch(4, [None, None])
    assert branch.moves == match.moves[:4] and branch.state == match.states[4]
    assert branch.branched_from == {"id": match.id, "ply": 4} and branch.id is None
    assert branch.options == match.options and branch.players == (None, None) and branch.unsaved
    assert Match.from_record(branch.record()).branched_from == {"id": match.id, "ply": 4}
    with pytest.raises(ValueError):
        match.branch(7, [None, None])


def test_the_json_of_a_record_is_the_record():
    match = new_match([None, "easy"])
    play_some(match, 5)
    match.undo()
    match.review = {"note": "é"}
    assert json.loads(match.record_json()) == match.record()
    assert json.loads(new_match([None, None]).record_json())["moves"] == []


@pytest.mark.parametrize("seed", range(5))
def test_the_json_of_a_record_stays_the_record_through_moves_undos_and_redos(seed):
    """The moves' and the redo list's JSON are kept between saves: any sequence keeps them true."""
    rng = random.Random(seed)
    match = new_match(info=LONG)
    redo_kept = Match.from_record(match.record())
    for _ in range(120):
        action = rng.choice(["play", "play", "undo", "undo", "redo", "redo"])
        if action == "play" and not match.state.is_over:
            match.play(rng.choice(match.state.legal_moves()))
        elif action == "undo" and match.can_undo():
            match.undo()
        elif action == "redo" and match.can_redo():
            match.redo()
        assert json.loads(match.record_json()) == match.record()
        redo_kept = Match.from_record(json.loads(match.record_json()))
    assert redo_kept.moves == match.moves and redo_kept.redo_stack == match.redo_stack


# -- issue 25, item 5: two people's names, kept with their game ---------------------------------
def test_names_travel_with_the_record_and_older_records_have_none():
    match = new_match([None, None], names=["Alice", None])
    play_some(match, 2)
    assert match.record()["names"] == ["Alice", None]
    assert Match.from_record(match.record()).names == ("Alice", None)
    assert match.rematch(0).names == ("Alice", None) and match.branch(1, (None, None)).names == ("Alice", None)
    assert match.branch(1, (None, "easy")).names == (None, None)  # against the bot: you and the bot
    older = match.record()
    del older["names"]
    assert Match.from_record(older).names == (None, None)
    assert new_match([None, "easy"], names=["Alice", "Bob"]).names == (None, None)


@pytest.mark.parametrize("names", [["Alice"], "Alice", [1, None], ["", None], [" Alice", None], ["a\nb", None],
                                   ["x" * 21, None], ["\ud800", None], {"0": "Alice"}])
def test_a_saved_game_with_bad_names_is_refused(names):
    record = new_match([None, None]).record()
    record["names"] = names
    with pytest.raises(RecordError) as refused:
        Match.from_record(record)
    assert refused.value.part == "names"


def test_a_game_against_the_bot_keeps_no_names():
    record = new_match([None, "easy"]).record()
    assert record["names"] == [None, None] and Match.from_record(record).names == (None, None)
    record["names"] = ["Alice", None]
    with pytest.raises(RecordError):
        Match.from_record(record)


def test_a_name_as_typed_is_kept_tidy():
    from pyrapack.players import clean_name

    assert clean_name("  Anne   Marie \t") == "Anne Marie" and clean_name("Zoé\x00\u200b") == "Zoé"
    assert clean_name("x" * 40) == "x" * 20 and clean_name("   ") is None and clean_name(None) is None
