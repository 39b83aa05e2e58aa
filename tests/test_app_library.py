"""Games kept as a player plays them: several unfinished games, and one app per data folder."""

import hashlib

import pygame
from driver import Driver

from pyrapack import games, i18n, library
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.locked import LockedScene
from pyrapack.scenes.menu import MenuScene
from pyrapack.storage import Storage
from pyrapack.ui import text

ONE, TWO = (info.id for info in games.SHIPPED[:2])  # two games of the app


def snapshot(folder):
    """Every file of a folder with a digest of its content (to see that nothing changed)."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
            for p in folder.rglob("*")}


def test_leaving_a_game_and_starting_another_keeps_both(tmp_path):
    """Issue 15: 3 moves of one game, Esc, one move of another -- the first game was gone."""
    driver = Driver(tmp_path, size=(960, 600))
    try:
        driver.start_game(ONE)
        first = driver.play_moves(3)
        driver.press(pygame.K_ESCAPE)
        assert isinstance(driver.top, MenuScene)
        driver.start_game(TWO)
        driver.play_moves(1)
        driver.press(pygame.K_ESCAPE)
        menu = driver.top
        assert menu.resume_button.visible and menu.saved.game == TWO
    finally:
        driver.close()
    entries = Library(Storage(tmp_path)).list()
    assert [(e.game, e.moves) for e in entries] == [(TWO, 1), (ONE, 3)]
    match, problem = Library(Storage(tmp_path)).open(entries[1].id)
    assert problem is None and match.state == first.state


def test_the_menu_resumes_the_most_recent_unfinished_game_and_keeps_playing_it(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        driver.start_game(TWO)
        driver.play_moves(2)
        driver.press(pygame.K_ESCAPE)
        menu = driver.top
        driver.click(menu.resume_button.rect.center, frames=2)
        scene = driver.top
        assert isinstance(scene, GameScene) and len(scene.match.moves) == 2
        driver.play_moves(1, seed=2)
        driver.press(pygame.K_ESCAPE)
        assert driver.top.saved.moves == 3
    finally:
        driver.close()
    assert [e.moves for e in Library(Storage(tmp_path)).list()] == [3]  # the same game, not a copy


def holder(tmp_path):
    """Another PyraPack holding the folder, with an unfinished game of its own."""
    other = Storage(tmp_path)
    assert other.claim()
    kept = Library(other)
    match = Match(TWO, games.get(TWO).options(), [None, None])
    match.play(match.state.legal_moves()[0])
    kept.save(match)
    other.flush()
    return other, match


def test_a_second_app_on_the_folder_asks_then_opens_read_only_and_saves_nothing(tmp_path, monkeypatch):
    other, theirs = holder(tmp_path)
    before = snapshot(tmp_path)
    drawn = []
    render = text.render
    monkeypatch.setattr(text, "render", lambda line, *a, **k: drawn.append(line) or render(line, *a, **k))
    driver = Driver(tmp_path, size=(960, 600))
    try:
        assert isinstance(driver.top, LockedScene)
        driver.click(driver.top.open_button.rect.center, frames=2)
        assert isinstance(driver.top, MenuScene) and driver.app.storage.read_only
        assert i18n.t("storage.read_only_tag") in drawn
        driver.start_game(ONE)
        driver.play_moves(2)
        driver.press(pygame.K_ESCAPE)
        driver.click(driver.top.language.rect.center)  # a settings change, not saved either
    finally:
        driver.close()
        i18n.set_language("en")
    assert snapshot(tmp_path) == before
    assert [e.id for e in Library(other).list()] == [theirs.id]
    other.release()


def test_a_second_app_can_quit_at_once(tmp_path):
    other, _ = holder(tmp_path)
    driver = Driver(tmp_path, size=(960, 600))
    try:
        assert isinstance(driver.top, LockedScene)
        driver.press(pygame.K_ESCAPE)
        assert not driver.app.running
    finally:
        driver.close()
        other.release()


def test_the_folder_is_free_again_once_the_first_app_has_quit(tmp_path):
    first = Driver(tmp_path, size=(960, 600))
    first.close()
    second = Driver(tmp_path, size=(960, 600))
    try:
        assert isinstance(second.top, MenuScene) and not second.app.storage.read_only
    finally:
        second.close()


def test_stale_temporary_files_are_removed_when_the_app_starts(tmp_path):
    (tmp_path / library.FOLDER).mkdir()
    stale = [tmp_path / ".autosave.json.k3j_9xQa", tmp_path / library.FOLDER / ".x.json.abcd1234.tmp"]
    for path in stale:
        path.write_text("{")
    driver = Driver(tmp_path, size=(960, 600))
    driver.close()
    assert not any(p.exists() for p in stale)


def test_a_game_asked_on_the_command_line_opens_after_the_read_only_choice(tmp_path):
    other, _ = holder(tmp_path)
    driver = Driver(tmp_path, size=(960, 600), game=ONE)
    try:
        assert isinstance(driver.top, LockedScene)
        driver.press(pygame.K_RETURN, frames=2)
        assert isinstance(driver.top, GameScene) and driver.top.info.id == ONE
        driver.app.back_to_menu()
        assert isinstance(driver.top, MenuScene)
    finally:
        driver.close()
        other.release()
