"""The library keeps every game: one file each, an index to list them fast, export and import."""

import datetime
import json
import os
import pathlib
import random
import stat
import threading

import pytest
from random_play import game_where, longest_game

from pyrapack import game_entry, game_index, json_file, library, sharing, storage, writer
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.rules.record import FORMAT


class Clock:
    """A fake UTC clock, one second later at each call."""

    def __init__(self):
        self.moment = datetime.datetime(2025, 3, 1, 12, 0, 0, tzinfo=datetime.timezone.utc)

    def __call__(self):
        self.moment += datetime.timedelta(seconds=1)
        return self.moment


@pytest.fixture
def data(tmp_path):
    return storage.Storage(tmp_path / "data")


@pytest.fixture
def games(data):
    return Library(data, now=Clock())


VARIED = game_where(lambda info: len(info.variants) > 1)  # a game with variants: the screens name them
LONG = longest_game()  # a game whose games run longest


def a_game(players=(None, None), moves=2, first=0, variant=None):
    """A game with variants (its first, unless ``variant``), ``moves`` in."""
    match = Match(VARIED.id, VARIED.options(variant or VARIED.variants[0], first), players)
    for _ in range(moves):
        match.play(match.state.legal_moves()[0])
    return match


def finish(match):
    while not match.state.is_over:
        match.play(match.state.legal_moves()[-1])
    return match


def files(data):
    return sorted(os.listdir(data.path(library.FOLDER)))


# -- saving ----------------------------------------------------------------------------------
def test_a_game_nobody_moved_in_saves_nothing(games, data):
    games.save(Match(VARIED.id, VARIED.options(), [None, "easy"]))
    data.flush()
    assert games.list() == [] and not data.path(library.FOLDER).exists()


def test_a_saved_game_is_one_file_in_the_saved_game_format(games, data):
    match = a_game(players=(None, "hard"), moves=3)
    games.save(match)
    data.flush()
    assert files(data) == [f"{match.id}.json"]
    record = json.loads(data.path(library.FOLDER).joinpath(f"{match.id}.json").read_text())
    assert record["format"] == FORMAT and record["game"] == VARIED.id
    assert record["moves"] == [m.to_dict() for m in match.moves]
    assert record["players"] == [None, "hard"] and record["seed"] == match.seed
    assert record["id"] == match.id and record["created"] == record["updated"]


def test_every_entry_says_what_the_games_screen_shows(games):
    match = a_game(players=(None, "medium"), moves=3, variant=VARIED.variants[1])
    games.save(match)
    [entry] = games.list()
    assert entry.id == match.id and entry.game == VARIED.id and entry.variant == VARIED.variants[1]
    assert entry.options == VARIED.options(VARIED.variants[1], 0)
    assert entry.players == (None, "medium") and entry.moves == 3
    assert not entry.finished and entry.result is None
    assert entry.created == match.created and entry.updated == match.updated
    assert entry.branched_from is None and not entry.reviewed


def test_a_finished_game_is_kept_with_its_result(games):
    match = finish(a_game())
    games.save(match)
    [entry] = games.list()
    assert entry.finished
    assert entry.result == {"winner": match.state.winner, "outcome": match.state.outcome}


def test_an_unchanged_game_is_not_saved_again(games, data):
    match = a_game()
    games.save(match)
    updated = match.updated
    games.save(match)
    assert match.updated == updated
    match.undo()
    games.save(match)
    assert match.updated > updated


def test_redo_seed_and_branch_survive_a_save(games):
    source = a_game(players=(None, "easy"), moves=6)
    games.save(source)
    branch = source.branch(4, (None, None))
    branch.undo()
    games.save(branch)
    again, problem = games.open(branch.id)
    assert problem is None
    assert again.branched_from == {"id": source.id, "ply": 4}
    assert again.moves == branch.moves and again.redo_stack == branch.redo_stack and again.seed == branch.seed
    assert {e.id: e.branched_from for e in games.list()}[branch.id] == {"id": source.id, "ply": 4}


def test_a_stored_review_is_kept_on_every_save(games):
    match = a_game(moves=2)
    games.save(match)
    match.review = {"strength": "hard", "evals": [0.1, -0.25, None], "notes": {"3": "??"}}
    games.save(match)
    match.play(match.state.legal_moves()[0])
    games.save(match)
    again, _ = games.open(match.id)
    assert again.review == {"strength": "hard", "evals": [0.1, -0.25, None], "notes": {"3": "??"}}
    assert games.list()[0].reviewed


def test_a_review_must_be_plain_json():
    match = a_game()
    for bad in (float("nan"), {1: "x"}, object(), [{"a": set()}]):
        with pytest.raises(ValueError):
            match.review = bad
    deep = []
    for _ in range(40):
        deep = [deep]
    with pytest.raises(ValueError):
        match.review = deep


# -- several games -----------------------------------------------------------------------------
def test_any_number_of_unfinished_games_wait_and_the_latest_is_offered(games):
    first = Match(LONG.id, LONG.options(), [None, None])
    first.play(first.state.legal_moves()[0])
    games.save(first)
    second = a_game(moves=1)
    games.save(second)
    assert [e.id for e in games.list()] == [second.id, first.id]
    assert games.latest_unfinished().id == second.id
    first.play(first.state.legal_moves()[0])
    games.save(first)
    assert games.latest_unfinished().id == first.id


def test_every_finished_game_is_kept_however_many(games, data):
    """Issue 24, item 7: beyond 500 finished games, the oldest were deleted without a word."""
    waiting = a_game()
    games.save(waiting)
    data.flush()
    record = finish(a_game()).record()
    folder = data.path(library.FOLDER)
    for n in range(520):
        game_id = f"20240101-{n:06d}-aaaaaa"
        stamp = f"2024-01-01T00:00:{n % 60:02d}.{n:03d}+00:00"
        (folder / f"{game_id}.json").write_text(json.dumps({**record, "id": game_id, "updated": stamp}))
    entries = games.list()
    assert len(entries) == 521 and sum(e.finished for e in entries) == 520
    data.flush()
    assert len(files(data)) == 521


def test_delete_removes_the_game(games, data):
    match = a_game()
    games.save(match)
    games.delete(match.id)
    assert games.list() == []
    assert games.open(match.id)[1].key == "library.missing"


def test_a_game_that_cannot_be_replayed_is_set_aside_when_opened(games, data):
    match = a_game()
    games.save(match)
    data.flush()
    path = data.path(library.FOLDER) / f"{match.id}.json"
    record = json.loads(path.read_text())
    record["moves"].append({"from": 3, "count": 9})
    path.write_text(json.dumps(record))
    opened, problem = games.open(match.id)
    assert opened is None and problem.key == "storage.corrupt"
    assert games.list() == [] and os.listdir(data.path(storage.ASIDE))


def test_a_file_from_a_newer_pyrapack_is_left_alone_and_not_listed(games, data):
    path = data.path(library.FOLDER) / "20990101-000000-future.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": FORMAT + 1, "game": "chess-3d"}))
    assert games.list() == [] and path.exists() and data.problems() == []


def test_the_old_single_autosave_is_moved_into_the_library(data, games):
    old = a_game(players=(None, "easy"), moves=3)
    record = old.record()
    for key in ("id", "created", "updated", "result", "branched_from", "review"):
        del record[key]  # the record of PyraPack before the library
    data.write(library.LEGACY_AUTOSAVE, record)
    data.flush()
    assert games.adopt_legacy_autosave() is None
    [entry] = games.list()
    assert entry.moves == 3 and entry.players == (None, "easy")
    assert not data.path(library.LEGACY_AUTOSAVE).exists()


# -- what a save costs (issue 12, item 8) ----------------------------------------------------------
def long_game_of(plies, seed=7):
    """A game of the longest game of ``plies`` moves, not over."""
    rng, match = random.Random(seed), Match(LONG.id, LONG.options(), [None, None])
    while len(match.moves) < plies:
        moves = match.state.legal_moves()
        match.play(rng.choice([m for m in moves if not match.state.play(m).is_over] or moves))
        if match.state.is_over:
            match.undo()
            match.undo()
    return match


class Encodings:
    """Counts what ``json.dumps`` and the moves' ``to_dict`` are given while it is on."""

    def __init__(self, monkeypatch, move_class):
        self.characters = self.to_dict = 0
        dumps, to_dict = json.dumps, move_class.to_dict

        def counting_dumps(value, *args, **kwargs):
            text = dumps(value, *args, **kwargs)
            self.characters += len(text)
            return text

        def counting_to_dict(move):
            self.to_dict += 1
            return to_dict(move)

        monkeypatch.setattr(json, "dumps", counting_dumps)
        monkeypatch.setattr(move_class, "to_dict", counting_to_dict)


@pytest.mark.parametrize("plies", [300, 1200])
def test_a_move_and_its_save_encode_that_move_only_however_long_the_game(data, monkeypatch, plies):
    games = Library(data, now=Clock())
    match = long_game_of(plies)
    games.save(match)
    data.flush()
    size = data.path(library.FOLDER).joinpath(f"{match.id}.json").stat().st_size
    move = next(m for m in match.state.legal_moves() if not match.state.play(m).is_over)
    encodings = Encodings(monkeypatch, type(move))
    match.play(move)
    games.save(match)
    data.flush()
    assert encodings.to_dict == 1
    assert encodings.characters < min(500, size / 20)  # the new move and the record's head, no more
    assert Library(data).open(match.id)[0].moves == match.moves


def test_an_undo_and_its_save_encode_only_the_moves_taken_back(data, monkeypatch):
    games = Library(data, now=Clock())
    match = long_game_of(500)
    games.save(match)
    encodings = Encodings(monkeypatch, type(match.moves[0]))
    match.undo()
    games.save(match)
    data.flush()
    assert encodings.to_dict == 0 and encodings.characters < 1000
    assert Library(data).open(match.id)[0].redo_stack == match.redo_stack


def test_a_save_after_undoing_far_back_does_not_encode_the_redo_list_again(data, monkeypatch):
    games = Library(data, now=Clock())
    match = long_game_of(600)
    while len(match.moves) > 100:
        match.undo()
    games.save(match)
    data.flush()
    encodings = Encodings(monkeypatch, type(match.moves[0]))
    match.undo()  # one more move onto a redo list of 500
    games.save(match)
    data.flush()
    assert encodings.characters < 1000
    assert Library(data).open(match.id)[0].redo_stack == match.redo_stack


def test_a_save_from_the_frame_leaves_the_writing_to_the_writer_thread(data, tmp_path, monkeypatch):
    games, match = Library(data, now=Clock()), a_game(moves=2)
    frame, gate, writers, real_write = threading.current_thread(), threading.Event(), [], writer.write_atomically

    def held_write(path, content):  # another thread waits here until the frame's save has returned
        if not pathlib.Path(path).is_relative_to(tmp_path):  # an earlier test's writer, still finishing
            return real_write(path, content)
        writers.append(threading.current_thread())
        if writers[-1] is not frame:
            assert gate.wait(30), "the frame never let the writer go"
        real_write(path, content)

    monkeypatch.setattr(writer, "write_atomically", held_write)
    games.save(match)
    path = data.path(library.FOLDER).joinpath(f"{match.id}.json")
    assert frame not in writers and not path.exists()
    gate.set()
    data.flush()
    assert [t.name for t in writers] == ["pyrapack-writer"] and path.exists()


# -- the index -------------------------------------------------------------------------------
def many(games, count):
    for n in range(count):
        games.save(a_game(moves=1 + n % 5))
    return games.list()


def test_listing_with_a_fresh_index_reads_no_game_file(data, monkeypatch):
    listed = many(Library(data, now=Clock()), 30)
    data.flush()
    reads = []
    monkeypatch.setattr(game_entry, "from_record", lambda *args: reads.append(args) or pytest.fail("read a file"))
    assert Library(data).list() == listed and reads == []


def test_the_index_is_rebuilt_from_the_files_when_missing_or_corrupt(data):
    listed = many(Library(data, now=Clock()), 12)
    data.flush()
    for damage in (lambda p: p.unlink(), lambda p: p.write_text("[" * 3000), lambda p: p.write_text("null")):
        damage(data.path(library.INDEX))
        assert Library(data).list() == listed
        data.flush()
    assert data.problems() == []  # the index is a cache: nobody needs to hear about it


BAD_INDEXES = {
    "huge_integer": b'{"precious": ' + b"1" * 5000 + b"}",
    "nested": b"[" * 2000 + b"]" * 2000,
    "too_large": b'{"pad": "' + b"x" * (json_file.MAX_BYTES + 10) + b'"}',
    "null": b"null",
    "fifo": None,
}


@pytest.mark.parametrize("kind", list(BAD_INDEXES))
def test_an_unreadable_index_is_kept_aside_quietly_then_rebuilt(data, kind):
    if kind == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("FIFOs")
    listed = many(Library(data, now=Clock()), 3)
    data.flush()
    index = data.path(library.INDEX)
    index.unlink()
    if kind == "fifo":
        os.mkfifo(index)
    else:
        index.write_bytes(BAD_INDEXES[kind])
    assert Library(data).list() == listed
    data.flush()
    [aside] = os.listdir(data.path(storage.ASIDE))
    kept = data.path(storage.ASIDE) / aside
    assert aside.endswith("-" + library.INDEX)
    assert stat.S_ISFIFO(kept.lstat().st_mode) if kind == "fifo" else kept.read_bytes() == BAD_INDEXES[kind]
    assert game_index.GameIndex(data).count() == len(listed)  # rebuilt
    assert data.problems() == []  # a cache: nothing of the player's was lost


def test_an_unreadable_index_that_cannot_be_moved_is_never_written_over(data, monkeypatch):
    many(Library(data, now=Clock()), 2)
    data.flush()
    index = data.path(library.INDEX)
    index.write_text("{ precious")

    def refuse(*args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "rename", refuse)
    games = Library(data)
    assert len(games.list()) == 2
    games.save(a_game(moves=1))
    assert len(games.list()) == 3
    data.flush()
    assert index.read_text() == "{ precious"


def test_a_game_file_changed_behind_the_index_is_read_again(data):
    games = Library(data, now=Clock())
    match = a_game(moves=2)
    games.save(match)
    games.list()
    data.flush()
    other = Library(data, now=Clock())  # e.g. after a restart
    match.play(match.state.legal_moves()[0])
    other.save(match)
    data.flush()
    assert [e.moves for e in Library(data).list()] == [3]


def test_files_stay_the_truth_a_game_dropped_in_the_folder_is_listed(data, games):
    many(games, 2)
    match = a_game(moves=4)
    folder = data.path(library.FOLDER)
    (folder / "handmade-1.json").write_text(json.dumps(match.record()))
    ids = [e.id for e in Library(data).list()]
    assert "handmade-1" in ids and len(ids) == 3


# -- export and import ---------------------------------------------------------------------------
def test_export_then_import_gives_the_same_game(games, tmp_path):
    match = finish(a_game(players=(None, "easy"), variant=VARIED.variants[-1]))
    games.save(match)
    match.review = {"marks": ["?"]}
    paths, problem = sharing.export(match, tmp_path / "shared" / "my game", lambda before, move: f"<{move}>")
    assert problem is None
    game_path, text_path = paths
    assert game_path.name == "my game.pyrapack" and text_path.name == "my game.txt"
    lines = text_path.read_text(encoding="utf-8").splitlines()
    assert lines[-len(match.moves):] == [f"{n}. <{m}>" for n, m in enumerate(match.moves, 1)]
    imported, problem = sharing.import_file(game_path)
    assert problem is None
    assert imported.moves == match.moves and imported.state == match.state
    assert imported.players == match.players and imported.options == match.options
    assert imported.review == {"marks": ["?"]} and imported.seed == match.seed
    assert imported.id is None and imported.unsaved
    games.save(imported)
    assert len(games.list()) == 2


def test_an_exported_network_game_carries_neither_the_join_code_nor_the_address(tmp_path):
    match = a_game(moves=4)
    match.network = {"role": "guest", "side": 1, "game_id": "0123456789abcdef", "code": "K7PQ2M",
                     "address": "192.0.2.7", "port": 4567}
    (game_path, text_path), problem = sharing.export(match, tmp_path / "net", lambda before, move: str(move))
    assert problem is None
    shared = game_path.read_text(encoding="utf-8") + text_path.read_text(encoding="utf-8")
    assert "K7PQ2M" not in shared and "192.0.2.7" not in shared and "4567" not in shared
    assert json.loads(game_path.read_text(encoding="utf-8"))["network"] is None
    assert match.network["code"] == "K7PQ2M"  # the kept game still knows its friend


def record_file(tmp_path, change):
    match = a_game(moves=4)
    record = match.record()
    change(record)
    path = tmp_path / "game.pyrapack"
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    return path


@pytest.mark.parametrize("change, key, values", [
    (lambda r: r.update(format=FORMAT + 1), "library.import_future", {"version": FORMAT + 1}),
    (lambda r: r.update(format="one"), "library.import_not_a_game", {}),
    (lambda r: r.update(game="chess"), "library.import_unknown_game", {"game": "chess"}),
    (lambda r: r["moves"].__setitem__(2, {"from": 0, "count": 99}), "library.import_illegal_move", {"ply": 3}),
    (lambda r: r["moves"].__setitem__(1, {"from": "x"}), "library.import_bad_move", {"ply": 2}),
    (lambda r: r.update(players=["easy", "hard"]), "library.import_two_bots", {}),
    (lambda r: r.update(players=["nobody", None]), "library.import_bad_field", {"field": "players"}),
    (lambda r: r.update(options={"variant": "purple"}), "library.import_bad_field", {"field": "options"}),
    (lambda r: r.update(created="yesterday"), "library.import_bad_field", {"field": "created"}),
    (lambda r: r.update(seed=1.5), "library.import_bad_field", {"field": "seed"}),
    (lambda r: r.update(redo=[{"from": 0, "count": 30}]), "library.import_bad_field", {"field": "redo"}),
])
def test_a_bad_import_names_exactly_what_is_wrong(games, tmp_path, change, key, values):
    match, problem = sharing.import_file(record_file(tmp_path, change))
    assert match is None and problem.key == key
    assert problem.values["file"] == "game.pyrapack"
    assert {k: problem.values[k] for k in values} == values


@pytest.mark.parametrize("content, key", [
    (b"not json at all", "library.import_not_json"),
    (b"[1, 2]", "library.import_not_a_game"),
    (b"null", "library.import_not_a_game"),
    (b" " * (json_file.MAX_BYTES + 1), "library.import_too_large"),
])
def test_an_import_that_is_no_game_file_says_so(games, tmp_path, content, key):
    path = tmp_path / "x.pyrapack"
    path.write_bytes(content)
    assert sharing.import_file(path)[1].key == key


def test_importing_a_missing_file_says_so(games, tmp_path):
    assert sharing.import_file(tmp_path / "nowhere.pyrapack")[1].key == "library.import_missing"


def test_every_import_message_exists_in_both_languages():
    from pyrapack.i18n import catalogue

    keys = {k for k in catalogue("en") if k.startswith("library.import_")}
    assert keys == {k for k in catalogue("fr") if k.startswith("library.import_")}
    assert {"library.import_future", "library.import_illegal_move", "library.import_too_large",
            "library.import_not_json", "library.import_unknown_game"} <= keys


# -- one size limit for what is written and what is read ---------------------------------------------
def long_game(past):
    """A game of the longest game played (never to its end) until its saved record is longer than ``past`` bytes."""
    match, rng = Match(LONG.id, LONG.options(), [None, None], seed=1), random.Random(2)
    while len(match.record_json()) <= past:
        moves = sorted(match.state.legal_moves(), key=str)
        going_on = [m for m in moves if not match.state.play(m).is_over]
        match.play(rng.choice(going_on or moves))
    return match


def test_a_game_growing_past_the_size_limit_stays_saved_as_it_was_and_the_player_is_told(data, games, monkeypatch):
    """Issue 24, item 6: a 110,000-move game was saved (4.3 MB) without a word, then set aside as
    too large at the next listing and gone from Your games."""
    monkeypatch.setattr(json_file, "MAX_BYTES", 2500)
    match, rng, told, kept = Match(LONG.id, LONG.options(), [None, None], seed=1), random.Random(2), [], 0
    while len(match.record_json()) <= 2500 + 300:
        moves = sorted(match.state.legal_moves(), key=str)
        match.play(rng.choice([m for m in moves if not match.state.play(m).is_over] or moves))
        games.save(match)
        data.flush()
        told += data.problems()
        if len(match.record_json()) <= 2500:
            kept = len(match.moves)
    assert [p.key for p in told] == ["library.too_long"], "told once"
    path = data.path(f"{library.FOLDER}/{match.id}.json")
    assert path.stat().st_size <= 2500
    again = Library(data)
    [entry] = again.list()
    assert entry.id == match.id and entry.moves == kept < len(match.moves)
    opened, problem = again.open(match.id)
    assert problem is None and opened.moves == match.moves[:kept]
    assert data.problems() == [] and not data.path(storage.ASIDE).exists()


def test_the_storage_writes_no_file_it_would_refuse_to_read(data, monkeypatch):
    monkeypatch.setattr(json_file, "MAX_BYTES", 100)
    data.write("a.json", b"[" + b"1," * 60 + b"1]")
    data.write("b.json", {"pad": "x" * 200})
    data.write("c.json", {"pad": "x" * 20})
    data.flush()
    assert [p.key for p in data.problems()] == ["storage.too_large_to_save"] * 2
    assert sorted(os.listdir(data.directory)) == ["c.json"]


def test_an_export_is_a_file_that_imports_or_none_at_all(games, tmp_path, monkeypatch):
    match = long_game(2000)
    monkeypatch.setattr(json_file, "MAX_BYTES", len(match.record_json()) + 10)  # fits compact, not one move a line
    paths, problem = sharing.export(match, tmp_path / "long", lambda before, move: str(move))
    assert problem is None and paths[0].stat().st_size <= json_file.MAX_BYTES
    imported, problem = sharing.import_file(paths[0])
    assert problem is None and imported.moves == match.moves
    monkeypatch.setattr(json_file, "MAX_BYTES", 1000)
    paths, problem = sharing.export(match, tmp_path / "longer", lambda before, move: str(move))
    assert paths is None and problem.key == "library.export_too_large"
    assert not (tmp_path / "longer.pyrapack").exists() and not (tmp_path / "longer.txt").exists()
