"""A record is checked completely where it is read, so that nothing later can fail on it (issue 24).

Numbers finite and in range, dates every later step can use in every time zone, strings that
encode, variants and outcomes the game knows: what reads a record (``Match.from_record``, the
library's listing, its index) refuses anything else, and what accepts it is then used by every
consumer (the Games screen's row, the replay, a resumed game's save, the export, the review)
without an error.
"""

import contextlib
import datetime
import json
import os
import time

import pytest
from random_play import any_game

from pyrapack import game_entry, library, sharing, storage, words
from pyrapack.bots import review as reviews
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.record_fields import EARLIEST, LATEST
from pyrapack.rules.record import RecordError

POSIX = os.name == "posix"
ZONES = ["UTC", "America/New_York", "Asia/Kolkata", "Pacific/Kiritimati", "Etc/GMT+12"]
EDGE_DATES = ["0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00+00:00",
              "9999-12-31T23:59:59+00:00", "0001-01-01", "9999-12-31", "1969-12-31T23:00:00+00:00",
              "3000-06-01T00:00:00+00:00"]


@contextlib.contextmanager
def time_zone(name):
    """Run with the local time zone ``name`` (POSIX: TZ and tzset)."""
    old = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if old is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = old
        time.tzset()


def a_game(moves=4):
    info = any_game()
    match = Match(info.id, info.options(info.variants[-1] if info.variants else None, 0), [None, "easy"], seed=7)
    for _ in range(moves):
        match.play(match.state.legal_moves()[0])
    return match


def reviewed(match, value=0.5):
    """A review of ``match`` as ``reviews.read`` takes it (its moves' digest matches), its second
    position worth ``value``."""
    positions = [{"value": 0.25, "result": None, "best": None} for _ in range(len(match.moves) + 1)]
    positions[1]["value"] = value
    dicts = [m.to_dict() for m in match.moves]
    return {"version": reviews.VERSION, "level": "medium", "plies": len(dicts),
            "moves": reviews.fingerprint(dicts), "positions": positions, "marks": [""] * len(dicts)}


def shared_file(tmp_path, record, name="shared.pyrapack"):
    path = tmp_path / name
    path.write_text(json.dumps(record))
    return path


@pytest.fixture
def games(tmp_path):
    return Library(storage.Storage(tmp_path / "data"))


def kept_file(games, record, game_id="20250301-120000-abcdef"):
    path = games.storage.path(f"{library.FOLDER}/{game_id}.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record))
    return path


def every_consumer(match, folder):
    """What the app does with an opened game: replay (its title, dates, review), resume and save
    after one more move, export (its file name, move list and record) and read that back."""
    words.title(match.game, match.options.get("variant"))
    words.when(match.created)
    words.when(match.updated)
    review = reviews.read(match)
    if review is not None:
        [reviews.chance(match.game, p) for p in review["positions"]]
    sharing.export_path(folder, match)
    sharing._header(match)
    shared = sharing._readable(match.record()).encode("utf-8")
    assert Match.from_record(json.loads(shared)).moves == match.moves
    if not match.state.is_over:
        match.play(match.state.legal_moves()[0])
    saved = match.record_json()
    assert Match.from_record(json.loads(saved)).moves == match.moves


def every_row_consumer(entry):
    """What the Games screen does with an entry of the list."""
    words.title(entry.game, entry.variant)
    words.when(entry.updated)
    words.who_played(entry.game, entry.players)
    words.result(entry.game, entry.players, entry.result)
    game_entry.newest_first(entry)


# -- item 1: a huge number in a stored review -------------------------------------------------------
def test_a_review_holding_a_huge_number_is_refused_when_imported(games, tmp_path):
    match = a_game()
    record = {**match.record(), "review": reviewed(match, 10**400)}
    imported, problem = sharing.import_file(shared_file(tmp_path, record))
    assert imported is None and problem.key == "library.import_bad_field" and problem.values["field"] == "review"


@pytest.mark.parametrize("value", [10**400, -(10**400), 2**53 + 1, float("inf")],
                         ids=["10**400", "-10**400", "2**53+1", "inf"])
def test_a_review_number_out_of_range_is_no_plain_json(value):
    match = a_game()
    with pytest.raises(RecordError):
        Match.from_record({**match.record(), "review": reviewed(match, value)})


def test_a_kept_game_or_old_autosave_with_such_a_review_is_set_aside_with_a_message(games):
    match = a_game()
    record = {**match.record(), "review": reviewed(match, 10**400)}
    path = kept_file(games, record)
    assert games.list() == []
    assert not path.exists() and [p.key for p in games.storage.problems()] == ["storage.corrupt"]
    games.storage.path(library.LEGACY_AUTOSAVE).write_text(json.dumps(record))
    assert games.adopt_legacy_autosave().key == "storage.corrupt"
    assert games.list() == []


def test_a_review_of_big_but_usable_numbers_is_read_and_used(games, tmp_path):
    match = a_game()
    record = {**match.record(), "review": reviewed(match, 2**53)}
    opened = Match.from_record(record)
    assert reviews.read(opened) is not None
    every_consumer(opened, tmp_path)


# -- item 2: dates at the edge of the calendar ------------------------------------------------------
@pytest.mark.parametrize("date", EDGE_DATES)
@pytest.mark.parametrize("key", ["created", "updated"])
def test_a_date_no_time_zone_can_use_is_refused_where_it_is_read(games, tmp_path, date, key):
    match = a_game()
    record = {**match.record(), "created": "2025-03-01T12:00:00+00:00", "updated": "2025-03-01T12:00:00+00:00",
              key: date}
    imported, problem = sharing.import_file(shared_file(tmp_path, record))
    assert imported is None and problem.values.get("field") == key
    kept_file(games, record)
    assert games.list() == [] and [p.key for p in games.storage.problems()] == ["storage.corrupt"]


@pytest.mark.skipif(not POSIX, reason="time zones set with TZ and tzset")
@pytest.mark.parametrize("zone", ZONES)
def test_the_dates_a_record_may_hold_work_everywhere_in_every_time_zone(games, tmp_path, zone):
    """The first and last moments accepted, and a time without an offset, in each zone."""
    dates = ["1970-01-01T00:00:00+00:00", "1970-01-01T05:00:00+05:00", "2999-12-31T23:59:59+00:00",
             "2999-12-31T10:00:00.999-12:00", "2025-03-01T14:22:10", "2025-03-01"]
    with time_zone(zone):
        for n, date in enumerate(dates):
            match = a_game()
            record = {**match.record(), "created": date, "updated": date}
            opened = Match.from_record(record)
            every_consumer(opened, tmp_path)
            kept_file(games, record, f"20250301-120000-{n:06d}")
        entries = games.list()
        assert len(entries) == len(dates) and games.storage.problems() == []
        for entry in entries:
            every_row_consumer(entry)


@pytest.mark.skipif(not POSIX, reason="time zones set with TZ and tzset")
@pytest.mark.parametrize("seconds", [-(10**11), -1, 0, 2**33, 10**11])
def test_a_game_without_dates_whose_file_time_is_out_of_range_is_listed(games, seconds):
    """A record without dates is listed with its file's time, which may be anything."""
    match = a_game()
    record = {k: v for k, v in match.record().items() if k not in ("created", "updated")}
    path = kept_file(games, record)
    try:
        os.utime(path, ns=(0, seconds * 10**9))
    except (OverflowError, OSError, ValueError):
        pytest.skip("this file system keeps no such time")
    with time_zone("America/New_York"):
        [entry] = games.list()
        every_row_consumer(entry)
    assert EARLIEST <= datetime.datetime.fromisoformat(entry.updated) < LATEST  # as a record's own dates


def test_the_app_stamps_its_saves_with_a_date_it_reads_back_even_with_a_wrong_clock(tmp_path):
    for moment in (datetime.datetime(1960, 1, 1, tzinfo=datetime.timezone.utc),
                   datetime.datetime(5000, 1, 1, tzinfo=datetime.timezone.utc)):
        data = storage.Storage(tmp_path / str(moment.year))
        games = Library(data, now=lambda m=moment: m)
        match = a_game()
        games.save(match)
        data.flush()
        opened, problem = games.open(match.id)
        assert problem is None and opened.moves == match.moves


# -- item 3: a string that does not encode ----------------------------------------------------------
@pytest.mark.parametrize("review", [{"note": "\ud800"}, {"\udfff": 1}, ["ok", ["\ud83d"]]])
def test_a_review_holding_a_lone_surrogate_is_refused_when_imported(games, tmp_path, review):
    match = a_game()
    imported, problem = sharing.import_file(shared_file(tmp_path, {**match.record(), "review": review}))
    assert imported is None and problem.values.get("field") == "review"


def test_a_kept_game_with_a_lone_surrogate_is_set_aside_not_resumed_into_a_crash(games):
    match = a_game()
    kept_file(games, {**match.record(), "review": {"note": "\ud800"}})
    assert games.list() == []
    assert [p.key for p in games.storage.problems()] == ["storage.corrupt"]


def test_a_review_of_any_text_that_encodes_is_kept():
    match = a_game()
    match.review = {"note": "é \U0001F600 \u2028", "😀": [1, -2.5, None, True]}
    again = Match.from_record(json.loads(match.record_json()))
    assert again.review == match.review


# -- item 4: a variant the game does not know -------------------------------------------------------
@pytest.mark.parametrize("options", [{"variant": "grey" * 1000, "first": 0}, {"variant": "purple", "first": 0},
                                     {"variant": "grey", "first": 0, "extra": 1}, {"variant": ["grey"], "first": 0}])
def test_a_kept_game_with_options_its_game_does_not_know_is_set_aside_not_listed(games, options):
    """Issue 24, item 4: the listing took any options, and a 3 MB variant name froze the Games screen."""
    kept_file(games, {**a_game().record(), "options": options})
    assert games.list() == []
    assert [p.key for p in games.storage.problems()] == ["storage.corrupt"]


def test_an_index_row_is_checked_like_its_file_and_a_bad_one_read_again(games):
    import sqlite3

    match = a_game()
    games.save(match)
    [kept] = games.list()
    games.storage.flush()
    index = games.storage.path(library.INDEX)
    for change in ({"options": {"variant": "x" * 4000, "first": 0}}, {"result": {"winner": 0, "outcome": "y" * 99}},
                   {"moves": 10**400}, {"updated": "0001-01-01T00:00:00+05:00"}, {"players": [None, "\ud800"]},
                   {"id": "another-game"}, {"finished": True}):
        with contextlib.closing(sqlite3.connect(index)) as db, db:
            row = json.loads(db.execute("SELECT entry FROM games").fetchone()[0])
            row.update(change)
            db.execute("UPDATE games SET entry = ?", (json.dumps(row),))
        for again in (Library(games.storage), Library(games.storage)):
            assert again.latest_unfinished() == kept  # the start: read again from the game's file
            assert again.list() == [kept]


# -- items 1 to 3 end to end: the real app starts, lists, and says what it set aside ------------------
def test_the_app_starts_and_shows_its_games_past_records_that_crashed_it_on_every_start(tmp_path):
    from driver import Driver

    from pyrapack.scenes.games_list import GamesScene
    from pyrapack.scenes.menu import MenuScene

    data = tmp_path / "data"
    good, bad = a_game(), a_game()
    folder = data / library.FOLDER
    folder.mkdir(parents=True)
    records = {"20250301-120000-000001": {**bad.record(), "review": reviewed(bad, 10**400)},
               "20250301-120000-000002": {**bad.record(), "updated": "0001-01-01T00:00:00+05:00"},
               "20250301-120000-000003": {**bad.record(), "review": {"note": "\ud800"}},
               "20250301-120000-000004": {**bad.record(), "options": {"variant": "grey" * 10000, "first": 0}},
               "20250301-120000-000005": {**good.record(), "review": reviewed(good)}}
    for game_id, record in records.items():
        (folder / f"{game_id}.json").write_text(json.dumps(record))
    (data / library.LEGACY_AUTOSAVE).write_text(json.dumps(records["20250301-120000-000001"]))
    driver = Driver(data, size=(960, 600))
    try:
        assert isinstance(driver.top, MenuScene)
        driver.click(driver.top.games_button.rect.center, frames=3)
        screen = driver.top
        assert isinstance(screen, GamesScene)
        assert [e.id for e in screen.entries] == ["20250301-120000-000005"]
        told = {toast[0]: toast[1] for toast in driver.app.toasts}
        assert set(told) == {"storage.corrupt", "library.set_aside_many"}  # the old autosave, then
        assert told["library.set_aside_many"]["count"] == 4  # the four game files, in one message
        slot = screen.slots[0]
        driver.click((slot.rect.left + 40, slot.rect.centery), frames=3)
        assert reviews.read(driver.top.match) is not None
    finally:
        driver.close()
    assert len(os.listdir(data / storage.ASIDE)) == 5
