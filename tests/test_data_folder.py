"""The data folder treated roughly while the app runs (issue 36, items 6 to 8): moved away and
made anew, its games folder unreadable, its files links to elsewhere."""

import json
import os
import shutil

import pytest

from pyrapack import games as registry
from pyrapack import file_words, library, settings, storage
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.storage import Storage

POSIX = os.name == "posix"
ROOT = POSIX and os.geteuid() == 0
GAME = registry.GAMES[0]


def played(moves=2):
    match = Match(GAME.id, GAME.options(), (None, None))
    for _ in range(moves):
        match.play(match.state.legal_moves()[0])
    return match


@pytest.fixture
def owner(tmp_path):
    data = Storage(tmp_path / "data")
    assert data.claim()
    yield data
    data.release()


# -- moved away while the app runs (item 6) ------------------------------------------------------
@pytest.mark.skipif(not POSIX, reason="Windows does not rename a folder with a file open in it")
def test_saves_follow_the_folder_moved_away_and_leave_a_new_one_to_its_owner(tmp_path, owner):
    """Issue 36.6: the folder renamed and made anew, a second app owned the new one, and the
    first app's saves landed there too."""
    owner.write("settings.json", {"a": 1})
    owner.flush()
    os.rename(tmp_path / "data", tmp_path / "moved")
    (tmp_path / "data").mkdir()
    second = Storage(tmp_path / "data")
    assert second.claim() and not second.read_only
    try:
        owner.write("settings.json", {"a": 2})
        owner.write("games/x.json", {"b": 1})
        owner.flush()
        assert os.listdir(tmp_path / "data") == [storage.LOCK]
        assert json.loads((tmp_path / "moved" / "settings.json").read_text()) == {"a": 2}
        assert json.loads((tmp_path / "moved" / "games" / "x.json").read_text()) == {"b": 1}
        assert owner.load("games/x.json", dict) == ({"b": 1}, None)
        [problem] = owner.problems()
        assert problem.key == "storage.folder_moved" and problem.values["folder"].endswith("moved")
    finally:
        second.release()


@pytest.mark.skipif(not POSIX, reason="Windows does not delete a folder with a file open in it")
def test_a_folder_deleted_while_the_app_runs_is_never_written_again_by_name(tmp_path, owner):
    shutil.rmtree(tmp_path / "data")
    (tmp_path / "data").mkdir()
    second = Storage(tmp_path / "data")
    assert second.claim()
    try:
        owner.write("settings.json", {"a": 2})
        owner.flush()
        assert os.listdir(tmp_path / "data") == [storage.LOCK]
        assert owner.read_only
        assert [p.key for p in owner.problems()] == ["storage.folder_gone"]
    finally:
        second.release()


@pytest.mark.skipif(not POSIX, reason="Windows does not rename a folder with a file open in it")
def test_a_game_played_on_after_its_folder_moved_is_kept_in_the_moved_folder(tmp_path, owner):
    games = Library(owner)
    match = played(2)
    games.save(match)
    owner.flush()
    os.rename(tmp_path / "data", tmp_path / "moved")
    match.play(match.state.legal_moves()[0])
    games.save(match)
    owner.flush()
    kept, problem = Library(Storage(tmp_path / "moved")).open(match.id)
    assert problem is None and kept.moves == match.moves


# -- an unreadable games folder (item 7) ---------------------------------------------------------------
def unreadable_games_folder(data, monkeypatch):
    """``games/`` that the system refuses to list, as mode 000 makes it (root lists anything)."""
    folder = data.path(library.FOLDER)
    real = os.scandir

    def refusing(path="."):
        if os.fspath(path) == os.fspath(folder):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path)

    monkeypatch.setattr(storage.os, "scandir", refusing)


def test_an_unreadable_games_folder_is_said_and_its_index_kept(tmp_path, monkeypatch):
    """Issue 36.7: it looked like an empty library, without a word, and the index was rewritten empty."""
    data = Storage(tmp_path)
    games = Library(data)
    games.save(played(2))
    [entry] = games.list()
    data.flush()
    index = data.path(library.INDEX).read_bytes()
    unreadable_games_folder(data, monkeypatch)
    again = Library(data)
    assert again.list() == []
    data.flush()
    assert data.path(library.INDEX).read_bytes() == index
    [problem] = data.problems()
    assert problem.key == "library.folder_unreadable" and "Permission denied" in problem.values["why"]
    again.list()
    assert data.problems() == []  # said once, not at every listing
    monkeypatch.undo()
    assert [e.id for e in again.list()] == [entry.id]


@pytest.mark.skipif(not POSIX or ROOT, reason="a folder's mode stops no one as root")
@pytest.mark.parametrize("mode", [0o000, 0o444])
def test_a_games_folder_of_mode_000_or_444_is_said_and_its_games_stay(tmp_path, mode):
    data = Storage(tmp_path)
    games = Library(data)
    games.save(played(2))
    games.list()
    data.flush()
    folder = data.path(library.FOLDER)
    folder.chmod(mode)
    try:
        assert Library(data).list() == []
        assert [p.key for p in data.problems()] == ["library.folder_unreadable"]
    finally:
        folder.chmod(0o755)
    assert len(Library(data).list()) == 1


def test_a_games_folder_that_is_a_file_is_said(tmp_path):
    data = Storage(tmp_path)
    data.path(library.FOLDER).write_text("not a folder")
    assert Library(data).list() == []
    assert [p.key for p in data.problems()] == ["library.folder_unreadable"]


# -- links (item 8) ------------------------------------------------------------------------------
@pytest.mark.skipif(not POSIX, reason="links need privileges on Windows")
def test_settings_that_are_a_link_are_saved_through_it(tmp_path):
    """Issue 36.8: the link was replaced by a plain file on the first save; the linked file kept the old values."""
    data = Storage(tmp_path / "data")
    data.directory.mkdir()
    elsewhere = tmp_path / "dotfiles" / "pyrapack-settings.json"
    elsewhere.parent.mkdir()
    elsewhere.write_text(json.dumps(settings.Settings().to_dict()))
    os.symlink(elsewhere, data.path(settings.FILE))
    loaded, problem = settings.load(data)
    assert problem is None
    loaded.sound = not loaded.sound
    settings.save(data, loaded)
    data.flush()
    assert data.path(settings.FILE).is_symlink()
    assert json.loads(elsewhere.read_text())["sound"] == loaded.sound
    assert os.listdir(elsewhere.parent) == [elsewhere.name]  # no temporary file left beside it


@pytest.mark.skipif(not POSIX, reason="links need privileges on Windows")
def test_a_game_file_that_is_a_link_is_saved_through_it(tmp_path):
    data = Storage(tmp_path / "data")
    games = Library(data)
    match = played(2)
    games.save(match)
    data.flush()
    path = data.path(f"{library.FOLDER}/{match.id}.json")
    elsewhere = tmp_path / "backup.json"
    os.rename(path, elsewhere)
    os.symlink(os.path.relpath(elsewhere, path.parent), path)
    match.play(match.state.legal_moves()[0])
    games.save(match)
    data.flush()
    assert path.is_symlink()
    assert len(json.loads(elsewhere.read_text())["moves"]) == 3


# -- no home folder at all (issue 43, item 8) -------------------------------------------------------------
@pytest.mark.skipif(not POSIX, reason="a user without an entry in the user database is POSIX's")
def test_without_a_home_folder_the_app_runs_on_its_own_folder_and_names_folders(tmp_path, monkeypatch):
    """Issue 43.8: with no HOME and no passwd entry, the first message naming a folder crashed,
    even with ``--data-dir``."""
    import pwd

    import pygame
    from driver import Driver

    from pyrapack import i18n
    from pyrapack.scenes.import_file import ImportDialog

    def nobody(uid):
        raise KeyError(f"getpwuid(): uid not found: {uid}")

    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", nobody)
    assert file_words.home() is None
    (tmp_path / settings.FILE).write_text("{ not json")  # set aside: a message naming its folder
    driver = Driver(tmp_path, size=(960, 600))
    try:
        driver.tick(2)
        [message] = [i18n.t(key, **values) for key, values, _ in driver.app.toasts]
        assert str(tmp_path / storage.ASIDE) in message
        driver.app.open_games()
        driver.tick()
        driver.press(pygame.K_o, frames=2)  # the places files land: none is named without a home
        assert isinstance(driver.top, ImportDialog)
    finally:
        driver.close()


@pytest.mark.skipif(not POSIX, reason="a user without an entry in the user database is POSIX's")
def test_without_a_home_folder_nor_data_dir_the_app_says_what_to_do(monkeypatch, capsys):
    import pwd

    from pyrapack import cli, i18n
    from pyrapack.bootstrap import notice

    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: (_ for _ in ()).throw(KeyError(uid)))
    told = []
    monkeypatch.setattr(notice, "tell", told.append)
    assert cli.start(cli.parse([])) == 1
    assert told == [i18n.t("launcher.no_home")] and "--data-dir" in told[0]


# -- a games folder that can be listed but not searched (issue 43, item 4) --------------------------------
class Unsearchable:
    """A ``games/`` entry as a folder of mode 444 gives it: its name is listed, nothing else is known."""

    def __init__(self, entry):
        self.name, self.path = entry.name, entry.path

    def stat(self, follow_symlinks=True):
        raise PermissionError(13, "Permission denied", self.path)

    def is_dir(self, follow_symlinks=True):
        self.stat()

    def is_file(self, follow_symlinks=True):
        self.stat()


def unsearchable_games_folder(data, monkeypatch):
    folder = data.path(library.FOLDER)
    real = os.scandir

    class Listing:
        def __init__(self, path):
            self.entries = [Unsearchable(e) for e in real(path)]

        def __iter__(self):
            return iter(self.entries)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    def scandir(path="."):
        return Listing(path) if os.fspath(path) == os.fspath(folder) else real(path)

    real_stat = os.stat

    def stat(path, *args, **kwargs):
        if os.path.dirname(os.fspath(path)) == os.fspath(folder):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(storage.os, "scandir", scandir)
    monkeypatch.setattr(storage.os, "stat", stat)


def test_a_games_folder_that_is_readable_but_not_searchable_is_said_and_loses_nothing(tmp_path, monkeypatch):
    """Issue 43.4: mode 444 showed an empty Games screen without a word and no resume offer, and
    rewrote the index empty (3 entries, then 0)."""
    data = Storage(tmp_path)
    games = Library(data)
    for moves in (1, 2, 3):
        games.save(played(moves))
    listed = games.list()
    data.flush()
    index = data.path(library.INDEX).read_bytes()
    unsearchable_games_folder(data, monkeypatch)
    again = Library(data)
    assert again.list() == [] and again.latest_unfinished() is None
    data.flush()
    assert data.path(library.INDEX).read_bytes() == index
    [problem] = data.problems()
    assert problem.key == "library.folder_unreadable" and "Permission denied" in problem.values["why"]
    monkeypatch.undo()
    assert again.list() == listed and again.latest_unfinished() == listed[0]


def test_at_start_a_games_folder_not_searchable_is_said_and_no_game_offered_that_cannot_open(tmp_path, monkeypatch):
    data = Storage(tmp_path)
    games = Library(data)
    games.save(played(2))
    [entry] = games.list()
    data.flush()
    unsearchable_games_folder(data, monkeypatch)
    again = Library(data)  # the start: the menu asks for the game to resume, from the index
    assert again.latest_unfinished() is None
    assert [p.key for p in data.problems()] == ["library.folder_unreadable"]
    monkeypatch.undo()
    assert Library(data).latest_unfinished() == entry
