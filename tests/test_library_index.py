"""The games index past 13,000 games (issue 43, item 6): a database of one row per game
(``game_index.py``), written a row at a time whatever the count, which the start reads instead
of any game file. The large-scale figures are in ``bench/library_scale.py``; here, the design's
promises at small scale."""

import contextlib
import json
import os
import sqlite3

import pytest
from test_library import Clock, finish

from pyrapack import game_entry, game_index, json_file, library, storage
from pyrapack import games as registry
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.storage import Storage

GAME = registry.GAMES[0]


def played(moves=2):
    match = Match(GAME.id, GAME.options(), (None, None))
    for _ in range(moves):
        match.play(match.state.legal_moves()[0])
    return match


def kept(data, count, clock):
    """``count`` unfinished games saved and listed (the index written); the library and its entries."""
    games = Library(data, now=clock)
    for n in range(count):
        games.save(played(1 + n % 3))
    listed = games.list()
    data.flush()
    return games, listed


@contextlib.contextmanager
def no_game_file_opened(monkeypatch):
    """Fail on any game file opened (the game files are read through ``os.open``)."""
    opened = []
    real = os.open

    def watched(path, *args, **kwargs):
        if os.sep + library.FOLDER + os.sep in os.fspath(path):
            opened.append(os.fspath(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(storage.os, "open", watched)
    yield opened
    monkeypatch.setattr(storage.os, "open", real)
    assert opened == []


def rows(data):
    with contextlib.closing(sqlite3.connect(data.path(library.INDEX))) as db:
        return {game_id: (finished, json.loads(entry)) for game_id, finished, entry
                in db.execute("SELECT id, finished, entry FROM games")}


@pytest.fixture
def data(tmp_path):
    return Storage(tmp_path / "data")


def test_the_start_opens_no_game_file_to_offer_the_game_to_resume(data, monkeypatch):
    _, listed = kept(data, 6, Clock())
    with no_game_file_opened(monkeypatch):
        assert Library(data).latest_unfinished() == listed[0]


def test_the_app_starts_to_its_menu_reading_no_game_file(tmp_path, monkeypatch):
    from driver import Driver

    _, listed = kept(Storage(tmp_path), 4, Clock())
    with no_game_file_opened(monkeypatch):
        driver = Driver(tmp_path, size=(960, 600))
    try:
        assert driver.top.saved == listed[0] and driver.top.resume_button.visible
    finally:
        driver.close()


def test_a_save_writes_one_row_however_many_games_there_are(data, monkeypatch):
    """Past 13,000 games the JSON index outgrew 4 MB and was never written again."""
    clock = Clock()
    games, _ = kept(data, 2, clock)
    filler = game_entry.Entry("x", GAME.id, GAME.options(), (None, None), "2020-01-01T00:00:00+00:00",
                           "2020-01-01T00:00:00+00:00", 9, {"winner": 0, "outcome": "x"}, None, False)
    text = json.dumps(filler.to_dict())
    with contextlib.closing(sqlite3.connect(data.path(library.INDEX))) as db, db:  # 15,000 finished games
        db.executemany("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?)",  # more (their files need not be here)
                       ((f"old-{n}", n, 100, 1.5e9, 1, text.replace('"x"', f'"old-{n}"', 1)) for n in range(15_000)))
    index = game_index.GameIndex(data)
    written = []
    real = game_index.GameIndex.update
    monkeypatch.setattr(game_index.GameIndex, "update", lambda self, changes: written.append(len(changes))
                        or real(self, changes))
    again = Library(data, now=clock)
    match = played(3)
    again.save(match)
    assert again.latest_unfinished().id == match.id
    for _ in range(3):  # three more moves, each saved and asked for
        match.play(match.state.legal_moves()[0])
        again.save(match)
        assert again.latest_unfinished().moves == len(match.moves)
    assert written and set(written) == {1}  # a row at a time: marked to be read again, then written
    assert index.count() == 15_000 + 3 and data.problems() == []


def test_an_old_json_index_is_taken_over_without_reading_the_game_files_and_then_removed(data, monkeypatch):
    """Existing players' ``games-index.json``: migrated without loss (and no game file read)."""
    games, listed = kept(data, 5, Clock())
    old = [{**entry.to_dict(), "stat": list(games._index[entry.id][0])} for entry in listed]
    data.path(library.INDEX).unlink()
    data.path(game_index.LEGACY_FILE).write_text(json.dumps({"format": 1, "games": old}))
    with no_game_file_opened(monkeypatch):
        again = Library(data)
        assert again.latest_unfinished() == listed[0]
        assert again.list() == listed
    data.flush()
    assert not data.path(game_index.LEGACY_FILE).exists()
    assert sorted(rows(data)) == sorted(entry.id for entry in listed)
    assert data.problems() == [] and not data.path(storage.ASIDE).exists()


def test_an_old_json_index_too_large_to_read_loses_no_game(data):
    _, listed = kept(data, 3, Clock())
    data.path(library.INDEX).unlink()
    data.path(game_index.LEGACY_FILE).write_bytes(b'{"pad": "' + b"x" * (json_file.MAX_BYTES + 10) + b'"}')
    assert Library(data).list() == listed
    data.flush()
    assert data.problems() == [] and not data.path(game_index.LEGACY_FILE).exists()  # kept aside, quietly


def test_the_resume_offer_follows_the_files_changed_behind_the_index(data):
    clock = Clock()
    games, listed = kept(data, 3, clock)
    newest, second, third = listed
    os.remove(data.path(f"{library.FOLDER}/{newest.id}.json"))  # deleted by hand
    assert Library(data).latest_unfinished() == second
    assert newest.id not in rows(data)
    other = Library(data, now=clock)  # another run finishes the second game
    match, _ = other.open(second.id)
    other.save(finish(match))
    data.flush()
    assert Library(data).latest_unfinished() == third
    assert rows(data)[second.id][0] == 1


def test_rows_that_lie_about_their_game_are_read_again_from_its_file(data):
    games, listed = kept(data, 3, Clock())
    finished = Library(data, now=Clock())
    match, _ = finished.open(listed[-1].id)
    finished.save(finish(match))
    finished.list()
    data.flush()
    with contextlib.closing(sqlite3.connect(data.path(library.INDEX))) as db, db:
        db.execute("UPDATE games SET finished = 0, updated = 9e9 WHERE id = ?", (listed[-1].id,))
        db.execute("UPDATE games SET mtime = 1, size = 2 WHERE id = ?", (listed[0].id,))
        db.execute("UPDATE games SET entry = '[[[[' WHERE id = ?", (listed[1].id,))
    assert Library(data).latest_unfinished() == listed[0]
    assert rows(data)[listed[-1].id][0] == 1


@pytest.mark.parametrize("damage", ["another_program", "another_version", "journal_a_folder", "truncated"])
def test_an_index_that_is_not_ours_is_kept_aside_quietly_and_rebuilt(data, damage):
    _, listed = kept(data, 3, Clock())
    path = data.path(library.INDEX)
    if damage == "another_program":
        path.unlink()
        with contextlib.closing(sqlite3.connect(path)) as db, db:
            db.execute("CREATE TABLE games (precious TEXT)")
    elif damage == "another_version":
        with contextlib.closing(sqlite3.connect(path)) as db:
            db.execute("PRAGMA user_version = 99")
    elif damage == "journal_a_folder":
        data.path(game_index.JOURNAL).mkdir()
    else:
        path.write_bytes(path.read_bytes()[:200])
    assert Library(data).latest_unfinished() == listed[0]
    assert Library(data).list() == listed
    assert game_index.GameIndex(data).count() == 3 and data.problems() == []
    assert os.listdir(data.path(storage.ASIDE))  # what was there is kept


def test_without_sqlite_the_library_lists_from_the_files(data, monkeypatch):
    monkeypatch.setattr(game_index, "SQLITE", False)
    games, listed = kept(data, 3, Clock())
    assert Library(data).latest_unfinished() == listed[0] and Library(data).list() == listed
    assert not data.path(library.INDEX).exists()


def test_a_read_only_app_reads_the_index_and_writes_nothing(tmp_path):
    owner = Storage(tmp_path)
    assert owner.claim()
    try:
        _, listed = kept(owner, 3, Clock())
        before = owner.path(library.INDEX).read_bytes()
        second = Storage(tmp_path)
        assert not second.claim()
        games = Library(second, now=Clock())
        games.save(played(4))  # not saved: read-only
        assert games.latest_unfinished() == listed[0] and games.list() == listed
        second.flush()
        assert owner.path(library.INDEX).read_bytes() == before
    finally:
        owner.release()


def test_a_game_opened_and_found_bad_leaves_the_offer(data):
    _, listed = kept(data, 2, Clock())
    data.path(f"{library.FOLDER}/{listed[0].id}.json").write_text("{ spoilt")
    games = Library(data)
    assert games.open(listed[0].id)[0] is None  # set aside, with a message
    assert games.latest_unfinished() == listed[1]


def test_an_index_past_the_size_of_a_data_file_is_still_written_and_the_start_reads_no_game(data, monkeypatch):
    """Issue 43.6 as it was: the index grew past the 4 MB a file may have (13,000 games), the
    player saw "did not save games-index.json", and every start read every game file. Here the
    limit is made small instead of the library large."""
    monkeypatch.setattr(json_file, "MAX_BYTES", 6 * 1024)  # the JSON index of 30 games is over 8 KB
    _, listed = kept(data, 30, Clock())
    assert data.problems() == []
    with no_game_file_opened(monkeypatch):
        assert Library(data).latest_unfinished() == listed[0]


def test_a_game_saved_and_never_listed_before_the_end_of_the_run_is_offered_at_the_next_start(data):
    """A run that plays a game and quits (or is killed) before the menu asks again has written no
    row for it from its file: its row says "read me again", and the next start does."""
    clock = Clock()
    _, listed = kept(data, 3, clock)
    run = Library(data, now=clock)
    assert run.latest_unfinished() == listed[0]  # the menu at start
    older, _ = run.open(listed[-1].id)
    older.play(older.state.legal_moves()[0])
    run.save(older)  # the oldest game resumed and played on, then the run ends
    new = played(2)
    run.save(new)  # and a new one started
    data.flush()
    again = Library(data)
    assert again.latest_unfinished().id == new.id
    os.remove(data.path(f"{library.FOLDER}/{new.id}.json"))  # (a crash before its file was written)
    assert Library(data).latest_unfinished().id == older.id
