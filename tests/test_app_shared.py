"""Files dropped on the window or named on the command line: each opens one replay, a game
already kept opens as the kept game, and nothing stacks up (issue 24 item 5, issue 25 item 4)."""

import gc
import json
import re
import weakref

import pygame
from driver import Driver

from pyrapack import games, i18n
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.scenes.games_list import GamesScene
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.replay import ReplayScene


FIRST, SECOND, THIRD = (info.id for info in games.GAMES[:3])  # three games, any


def shared_game(path, game=FIRST, moves=8, seed=None):
    """A game written as a shared file at ``path``; returns the match."""
    match = Match(game, games.get(game).options(), [None, None], seed=seed)
    for n in range(moves):
        legal = sorted(match.state.legal_moves(), key=str)
        match.play(legal[n % len(legal)])
    path.write_text(json.dumps(match.record()), encoding="utf-8")
    return match


def drop(driver, *paths, frames=2):
    for path in paths:
        driver.post(pygame.DROPFILE, file=str(path))
    driver.tick(frames)


def kept(driver):
    return Library(driver.app.storage).list()


def test_every_drop_replaces_the_replay_the_last_drop_opened(driver, tmp_path):
    """Issue 24, item 5: 100 drops stacked 100 replays (1.8 GB, and 100 Esc presses to get back)."""
    first, second = tmp_path / "first.pyrapack", tmp_path / "second.pyrapack"
    shared_game(first)
    other = shared_game(second, game=SECOND, moves=5)
    drop(driver, first)
    opened = weakref.ref(driver.top)
    assert isinstance(opened(), ReplayScene)
    drop(driver, *[first] * 20, second)
    assert [type(scene) for scene in driver.app.stack] == [MenuScene, ReplayScene]
    assert driver.top.match.moves == other.moves
    gc.collect()
    assert opened() is None, "a replaced replay is let go"
    driver.press(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    assert sorted(e.game for e in kept(driver)) == sorted([FIRST, SECOND])


def test_a_drop_over_a_replay_the_player_opened_leaves_that_one_to_come_back_to(driver, tmp_path):
    game, shared = tmp_path / "game.pyrapack", tmp_path / "shared.pyrapack"
    shared_game(game)
    shared_game(shared, game=SECOND, moves=3)
    drop(driver, game)
    driver.press(pygame.K_ESCAPE)
    driver.click(driver.top.games_button.rect.center, frames=2)
    screen = driver.top
    assert isinstance(screen, GamesScene)
    slot = screen.slots[0]
    driver.click((slot.rect.left + 40, slot.rect.centery), frames=2)
    mine = driver.top
    assert isinstance(mine, ReplayScene)
    drop(driver, shared)
    drop(driver, shared)
    assert driver.app.stack[-2:] == [mine, driver.top] and driver.top is not mine
    driver.press(pygame.K_ESCAPE)
    assert driver.top is mine


def test_the_same_file_named_on_the_command_line_three_times_is_kept_once(tmp_path):
    """Issue 25, item 4: three starts with the same FILE left three copies in Your games."""
    shared = tmp_path / "shared.pyrapack"
    match = shared_game(shared, game=THIRD, moves=6)
    said = []
    for _ in range(3):
        driver = Driver(tmp_path / "data", size=(960, 600), open_file=str(shared))
        try:
            assert isinstance(driver.top, ReplayScene) and driver.top.match.moves == match.moves
            said.append(driver.app.toasts[-1][0])
            ids = [e.id for e in kept(driver)]
        finally:
            driver.close()
    assert said == ["replay.imported", "replay.already_kept", "replay.already_kept"]
    assert len(ids) == 1


def test_your_own_game_exported_and_dropped_back_opens_the_kept_game(driver, tmp_path):
    """Issue 25, item 4: exporting your own game and dropping it back duplicated it."""
    scene = driver.start_game(SECOND)
    driver.play_moves(4)
    original = scene.match
    driver.app.back_to_menu()
    driver.tick()
    match, _ = driver.app.library.open(original.id)
    driver.app.open_replay(match)
    driver.tick()
    driver.click(driver.top.export_button.rect.center)
    key, values, _ = driver.app.toasts[-1]
    assert key == "replay.exported"
    driver.press(pygame.K_ESCAPE)
    drop(driver, tmp_path / "exports" / values["file"])
    assert isinstance(driver.top, ReplayScene) and driver.top.match.id == original.id
    assert driver.app.toasts[-1][:2] == ["replay.already_kept", {"file": values["file"]}]
    assert [e.id for e in kept(driver)] == [original.id]


def test_a_game_that_went_on_after_it_was_shared_is_another_game(driver, tmp_path):
    shared = tmp_path / "shared.pyrapack"
    match = shared_game(shared, moves=6)
    drop(driver, shared)
    longer = Match.from_record({**match.record(), "moves": match.record()["moves"]})
    longer.play(sorted(longer.state.legal_moves(), key=str)[0])
    (tmp_path / "longer.pyrapack").write_text(json.dumps(longer.record()), encoding="utf-8")
    drop(driver, tmp_path / "longer.pyrapack")
    assert driver.app.toasts[-1][0] == "replay.imported"
    assert sorted(e.moves for e in kept(driver)) == [6, 7]


def test_a_file_whose_name_is_not_text_is_named_in_its_message_without_a_crash(tmp_path):
    """A name of bytes that are not UTF-8 (possible on Linux) reaches the app with lone surrogates,
    which no font can draw."""
    import os

    name = os.fsdecode(b"partie-caf\xe9.pyrapack")
    shared = tmp_path / name
    try:
        shared_game(shared)
    except (UnicodeEncodeError, OSError):
        import pytest

        pytest.skip("this file system takes no such name")
    driver = Driver(tmp_path / "data", size=(960, 600), open_file=str(shared))
    try:
        driver.tick(3)
        assert isinstance(driver.top, ReplayScene)
        key, values, _ = driver.app.toasts[-1]
        assert key == "replay.imported" and "partie-caf\ufffd.pyrapack" in i18n.t(key, **values)
        drop(driver, tmp_path / os.fsdecode(b"\xff\xfe.pyrapack"))  # not there: its message names it
        assert driver.app.toasts[-1][0] == "library.import_missing"
        driver.tick(3)
    finally:
        driver.close()


def words_drawn(driver, monkeypatch):
    """Every line of text the next frame draws."""
    from pyrapack.ui import text

    drawn, render = [], text.render
    monkeypatch.setattr(text, "render", lambda words, *a, **k: drawn.append(words) or render(words, *a, **k))
    driver.tick()
    monkeypatch.setattr(text, "render", render)
    return drawn


def test_an_imported_game_against_the_bot_calls_nobody_you(driver, tmp_path, monkeypatch):
    """Issue 34, item 11: the replay of a game someone sent labelled their side "White · You",
    and Your games "You (White) against the bot": the person who played it is not the one
    looking at it."""
    game = games.GAMES[0].id
    match = Match(game, games.get(game).options(None, 0), [None, "easy"])
    for _ in range(4):
        match.play(sorted(match.state.legal_moves(), key=str)[0])
    sent = tmp_path / "sent.pyrapack"
    sent.write_text(json.dumps(match.record()), encoding="utf-8")
    you = re.compile(rf"\b{i18n.t('game.you')}\b")  # not "Your games"
    drop(driver, sent)
    assert isinstance(driver.top, ReplayScene)
    assert not [line for line in words_drawn(driver, monkeypatch) if you.search(line)]
    driver.press(pygame.K_ESCAPE)
    driver.click(driver.top.games_button.rect.center, frames=2)
    screen = driver.top
    assert isinstance(screen, GamesScene)
    assert not [line for line in words_drawn(driver, monkeypatch) if you.search(line)]
    slot = screen.slots[0]
    driver.click((slot.rect.left + 40, slot.rect.centery), frames=2)  # opened again from Your games
    assert isinstance(driver.top, ReplayScene)
    assert not [line for line in words_drawn(driver, monkeypatch) if you.search(line)]
