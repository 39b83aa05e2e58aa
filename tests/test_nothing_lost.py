"""Nothing the player made is removed without their say (issue 36): games set aside stay, an old
autosave goes only once its copy is on disk, an unreadable folder is no empty library."""

import json
import os

import pytest
from driver import Driver

from pyrapack import games as registry
from pyrapack import i18n, library, storage, writer
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.scenes.games_list import GamesScene
from pyrapack.storage import Storage

GAME = registry.GAMES[0]  # any game: what is tested here is the same for all


def played(moves=3, players=(None, "easy")):
    match = Match(GAME.id, GAME.options(), players)
    for _ in range(moves):
        match.play(match.state.legal_moves()[0])
    return match


def unreadable_games(data, count):
    """``count`` game files the app cannot list (an ``updated`` date in the year 3001); their bytes."""
    folder = data.path(library.FOLDER)
    folder.mkdir(parents=True, exist_ok=True)
    made = set()
    for n in range(count):
        record = played(moves=1 + n % 3).record()
        record.update(id=f"20250301-1200{n:02d}-abcdef", updated="3001-01-01T00:00:00+00:00")
        content = json.dumps(record).encode()
        (folder / f"{record['id']}.json").write_bytes(content)
        made.add(content)
    return made


def aside_contents(data):
    folder = data.path(storage.ASIDE)
    return {path.read_bytes() for path in folder.iterdir()} if folder.exists() else set()


def test_more_games_set_aside_at_once_than_the_aside_limit_are_all_kept(tmp_path):
    """Issue 36.1: 25 unreadable games, the Games screen opened: 5 of them existed nowhere."""
    data = Storage(tmp_path)
    made = unreadable_games(data, storage.KEEP_ASIDE + 5)
    assert Library(data).list() == []
    assert aside_contents(data) == made
    assert os.listdir(data.path(library.FOLDER)) == []


def test_a_game_set_aside_stays_however_many_bad_files_come_after_it(tmp_path):
    data = Storage(tmp_path)
    made = unreadable_games(data, 1)
    Library(data).list()
    for n in range(storage.KEEP_ASIDE + 3):  # settings spoilt again and again, each set aside
        data.path("settings.json").write_text(f"bad {n}")
        data.load("settings.json", dict)
    assert made <= aside_contents(data)


def test_the_player_is_told_of_every_game_set_aside_in_one_message(tmp_path):
    data = Storage(tmp_path)
    unreadable_games(data, storage.KEEP_ASIDE + 5)
    Library(data).list()
    [problem] = data.problems()
    assert problem.values["count"] == storage.KEEP_ASIDE + 5
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        assert str(storage.KEEP_ASIDE + 5) in i18n.t(problem.key, **problem.values)
    i18n.set_language("en")


def test_the_games_screen_over_many_unreadable_games_keeps_them_and_says_so(tmp_path):
    made = unreadable_games(Storage(tmp_path), storage.KEEP_ASIDE + 5)
    driver = Driver(tmp_path, size=(960, 600))
    try:
        driver.app.open_games()
        driver.tick(2)
        assert isinstance(driver.top, GamesScene)
        [message] = [i18n.t(key, **values) for key, values, _ in driver.app.toasts]
        assert str(storage.KEEP_ASIDE + 5) in message
    finally:
        driver.close()
    assert aside_contents(Storage(tmp_path)) == made


# -- the old autosave ----------------------------------------------------------------------
def legacy_autosave(data):
    record = played().record()
    for key in ("id", "created", "updated", "result", "branched_from", "review"):
        del record[key]  # the record of PyraPack before the library
    data.directory.mkdir(parents=True, exist_ok=True)
    data.path(library.LEGACY_AUTOSAVE).write_text(json.dumps(record))
    return record


def test_an_old_autosave_whose_copy_fails_stays_where_it_is(tmp_path):
    """Issue 36.2: ``games`` made a plain file, the save failed and the autosave was deleted."""
    data = Storage(tmp_path)
    record = legacy_autosave(data)
    data.path(library.FOLDER).write_text("not a folder")
    problem = Library(data).adopt_legacy_autosave()
    data.flush()
    assert json.loads(data.path(library.LEGACY_AUTOSAVE).read_text()) == record
    told = [problem] + data.problems()
    assert any(p is not None and p.key == "library.autosave_kept" for p in told)


def test_an_old_autosave_is_deleted_once_its_copy_reads_back(tmp_path):
    data = Storage(tmp_path)
    record = legacy_autosave(data)
    games = Library(data)
    assert games.adopt_legacy_autosave() is None
    data.flush()
    assert not data.path(library.LEGACY_AUTOSAVE).exists()
    [entry] = games.list()
    match, _ = games.open(entry.id)
    assert [m.to_dict() for m in match.moves] == record["moves"]


def test_a_read_only_app_leaves_the_old_autosave_alone(tmp_path):
    owner = Storage(tmp_path)
    assert owner.claim()
    try:
        second = Storage(tmp_path)
        assert not second.claim()
        record = legacy_autosave(second)
        assert Library(second).adopt_legacy_autosave() is None
        second.flush()
        assert json.loads(second.path(library.LEGACY_AUTOSAVE).read_text()) == record
    finally:
        owner.release()


@pytest.mark.skipif(os.name != "posix", reason="a failing disk is simulated on POSIX")
def test_an_old_autosave_stays_when_its_copy_is_not_what_was_written(tmp_path, monkeypatch):
    """A copy that does not read back as the game (a disk that lies) is no copy: the autosave stays."""
    data = Storage(tmp_path)
    legacy_autosave(data)
    real = writer.write_atomically

    def lossy(path, content):
        real(path, content[: len(content) // 2] if library.FOLDER in str(path) else content)

    monkeypatch.setattr(writer, "write_atomically", lossy)
    Library(data).adopt_legacy_autosave()
    data.flush()
    assert data.path(library.LEGACY_AUTOSAVE).exists()
