"""Files never crash the app: atomic writes, bad files set aside with a message."""

import json
import os
import stat

import pytest

from pyrapack import autosave, settings
from pyrapack.match import Match
from pyrapack.storage import Storage


@pytest.fixture
def storage(tmp_path):
    return Storage(tmp_path / "data")


def test_write_then_read_round_trips_and_leaves_no_temporary_files(storage):
    assert storage.write("x.json", {"a": [1, 2]}) is None
    assert storage.read("x.json") == ({"a": [1, 2]}, None)
    assert sorted(os.listdir(storage.directory)) == ["x.json"]


def test_missing_file_is_no_problem(storage):
    assert storage.read("nothing.json") == (None, None)


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe garbage", b'{"format": 1, "sound": tru'])
def test_unparsable_file_is_moved_aside_with_a_message(storage, content):
    storage.directory.mkdir(parents=True)
    storage.path("settings.json").write_bytes(content)
    loaded, problem = settings.load(storage)
    assert loaded == settings.Settings()
    assert problem.key == "storage.corrupt"
    assert (storage.directory / "settings.json.corrupt").read_bytes() == content
    assert not storage.exists("settings.json")


@pytest.mark.parametrize("data", [
    [1, 2, 3],
    {"format": 99, "sound": True, "fullscreen": False, "window": [1280, 800], "language": "en", "games": {}},
    {"format": 1, "sound": "yes", "fullscreen": False, "window": [1280, 800], "language": "en", "games": {}},
    {"format": 1, "sound": True, "fullscreen": False, "window": [1280], "language": "en", "games": {}},
    {"format": 1, "sound": True, "fullscreen": False, "window": [1280, 800], "language": "xx", "games": {}},
    {"format": 1, "sound": True, "fullscreen": False, "window": [1280, 800], "language": "en", "games": []},
])
def test_settings_of_the_wrong_shape_are_set_aside(storage, data):
    storage.write(settings.FILE, data)
    loaded, problem = settings.load(storage)
    assert problem.key == "storage.corrupt" and loaded == settings.Settings()
    assert json.loads(storage.path("settings.json.corrupt").read_text()) == data


def test_settings_round_trip(storage):
    mine = settings.Settings(sound=False, fullscreen=True, window=(1000, 700), language="fr")
    mine.remember("pyraos", mode="bot", level="hard", variant="advanced")
    assert settings.save(storage, mine) is None
    loaded, problem = settings.load(storage)
    assert problem is None and loaded == mine
    assert loaded.choice("pyraos", "level", "easy") == "hard"
    assert loaded.choice("pyraos", "side", "0") == "0"


def test_stale_choice_falls_back_to_the_default():
    mine = settings.Settings()
    mine.remember("twentyseven", level="impossible")
    assert mine.choice("twentyseven", "level", "medium") == "medium"


def test_autosave_keeps_an_unfinished_game_and_forgets_a_finished_one(storage):
    match = Match("twentyseven", {"variant": "basic", "first": 0}, [None, "easy"])
    match.play(match.state.legal_moves()[3])
    assert autosave.save(storage, match) is None
    resumed, problem = autosave.load(storage)
    assert problem is None and resumed.state == match.state and resumed.players == match.players
    while not match.state.is_over:
        match.play(match.state.legal_moves()[-1])
    autosave.save(storage, match)
    assert autosave.load(storage) == (None, None)


@pytest.mark.parametrize("mutate", [
    lambda r: r.update(format=7),
    lambda r: r["moves"].append({"from": 3, "count": 9}),
    lambda r: r.update(game="chess"),
    lambda r: r.pop("players"),
])
def test_bad_autosave_is_set_aside_with_a_message(storage, mutate):
    match = Match("twentyseven", {"variant": "basic", "first": 0}, [None, None])
    match.play(match.state.legal_moves()[0])
    record = match.record()
    mutate(record)
    storage.write(autosave.FILE, record)
    assert autosave.load(storage)[1].key == "storage.corrupt"
    assert storage.exists("autosave.json.corrupt")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores permissions")
def test_unwritable_directory_reports_instead_of_raising(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        problem = Storage(locked).write("x.json", {})
        assert problem.key == "storage.save_failed"
    finally:
        locked.chmod(stat.S_IRWXU)


def test_a_file_where_the_directory_should_be_reports_instead_of_raising(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a directory")
    problem = Storage(blocker / "data").write("x.json", {"a": 1})
    assert problem.key == "storage.save_failed"


def test_opening_a_new_game_and_leaving_it_keeps_the_unfinished_one(storage):
    old = Match("twentyseven", {"variant": "basic", "first": 0}, [None, None])
    old.play(old.state.legal_moves()[2])
    autosave.save(storage, old)
    autosave.save(storage, Match("pyraos", {"variant": "standard"}, [None, "easy"]))
    resumed, _ = autosave.load(storage)
    assert resumed.game == "twentyseven" and resumed.state == old.state
