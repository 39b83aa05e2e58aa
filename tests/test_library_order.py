"""The games list's order is the order the games were saved in, newest first, every run: not
chance (the random part of a game's id) when two are saved in the same moment of the clock."""

import datetime

import pytest
from random_play import game_where

from pyrapack import library, storage
from pyrapack.library import Library
from pyrapack.match import Match

NOON = datetime.datetime(2025, 3, 1, 12, 0, 0, 123000, tzinfo=datetime.timezone.utc)
GAME = game_where(lambda info: True)


class StoppedClock:
    """A clock that reads ``moment`` until it is set again (a fast save, a coarse system clock)."""

    def __init__(self, moment=NOON):
        self.moment = moment

    def __call__(self):
        return self.moment


def a_game():
    match = Match(GAME.id, GAME.options(None, 0), [None, None])
    match.play(match.state.legal_moves()[0])
    return match


@pytest.fixture(params=[("000000", "ffffff"), ("ffffff", "000000")], ids=["ids-ascending", "ids-descending"])
def tokens(request, monkeypatch):
    """The random part of the ids of the games saved, in turn: the ids sort either way round."""
    given = iter(request.param)
    monkeypatch.setattr(library.secrets, "token_hex", lambda n: next(given))


def test_two_games_saved_in_the_same_moment_are_listed_the_one_saved_last_first(tmp_path, tokens):
    clock = StoppedClock()
    data = storage.Storage(tmp_path / "data")
    games = Library(data, now=clock)
    first, second = a_game(), a_game()
    games.save(first)
    games.save(second)
    assert [e.id for e in games.list()] == [second.id, first.id]
    assert games.latest_unfinished().id == second.id
    again = Library(storage.Storage(tmp_path / "data"), now=clock)  # the next start, from the index
    assert [e.id for e in again.list()] == [second.id, first.id]
    first.play(first.state.legal_moves()[0])  # the first game played on, still in that moment
    games.save(first)
    assert [e.id for e in games.list()] == [first.id, second.id]
    assert games.latest_unfinished().id == first.id
    assert all(entry.updated.startswith("2025-03-01T12:00:00.") for entry in games.list())  # the clock's second


def test_a_clock_set_back_a_little_between_two_saves_still_lists_the_last_saved_first(tmp_path, tokens):
    """A clock corrected back by a fraction of a second (a time server's nudge) between two saves."""
    clock = StoppedClock()
    games = Library(storage.Storage(tmp_path / "data"), now=clock)
    first, second = a_game(), a_game()
    games.save(first)
    clock.moment = NOON - datetime.timedelta(milliseconds=300)
    games.save(second)
    assert [e.id for e in games.list()] == [second.id, first.id]


def test_a_clock_set_back_by_hours_stamps_the_time_it_says(tmp_path):
    """A clock put right by hours (it was wrong): the saves after take its time, not one forced
    after the wrong one."""
    clock = StoppedClock()
    games = Library(storage.Storage(tmp_path / "data"), now=clock)
    first, second = a_game(), a_game()
    games.save(first)
    clock.moment = NOON - datetime.timedelta(hours=3)
    games.save(second)
    assert second.updated == "2025-03-01T09:00:00.123+00:00"
    assert [e.id for e in games.list()] == [first.id, second.id]
