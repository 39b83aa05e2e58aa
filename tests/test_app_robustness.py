"""The app carries on: no audio device, unreadable files, a disk that refuses to save."""

import pygame
from driver import Driver, playable_moves
from random_play import any_game

from pyrapack import games, library, storage
from pyrapack.scenes.game import scene_class
from pyrapack.scenes.menu import MenuScene

GAME = any_game().id  # what is tested here is the same in every game


def test_no_sound_device_means_silence_not_a_crash(tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    driver = Driver(tmp_path, game=GAME)
    try:
        assert not driver.app.sound.available
        scene = driver.top
        driver.enter_move(scene.state.legal_moves()[0])
        driver.settle()
        assert len(scene.match.moves) == 1
    finally:
        driver.close()


def kept_aside(data_dir):
    folder = data_dir / storage.ASIDE
    return [p.read_bytes() for p in sorted(folder.iterdir())] if folder.exists() else []


def test_corrupt_settings_are_reported_in_one_line_and_kept_aside(tmp_path):
    (tmp_path / "settings.json").write_text("{ not json")
    driver = Driver(tmp_path)
    try:
        assert isinstance(driver.top, MenuScene)
        keys = [toast[0] for toast in driver.app.toasts]
        assert keys == ["storage.corrupt"]
        assert kept_aside(tmp_path) == [b"{ not json"]
    finally:
        driver.close()
    assert (tmp_path / "settings.json").exists()  # fresh settings were written on quit


def test_a_corrupt_saved_game_is_reported_and_the_menu_offers_no_resume(tmp_path):
    (tmp_path / library.FOLDER).mkdir()
    (tmp_path / library.FOLDER / "20250101-000000-abcdef.json").write_bytes(b"\x00\x01 random bytes")
    driver = Driver(tmp_path)
    try:
        menu = driver.top
        driver.tick()
        assert not menu.resume_button.visible
        assert [toast[0] for toast in driver.app.toasts] == ["storage.corrupt"]
        assert kept_aside(tmp_path) == [b"\x00\x01 random bytes"]
    finally:
        driver.close()


def test_a_disk_that_refuses_to_save_gives_one_warning_and_the_game_goes_on(tmp_path):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("")
    driver = Driver(blocker / "data", game=GAME)
    try:
        scene = driver.top
        for _ in range(3):
            driver.enter_move(scene.state.legal_moves()[0])
            driver.settle()
        assert len(scene.match.moves) == 3
        warnings = [toast[0] for toast in driver.app.toasts]
        assert warnings.count("storage.save_failed") == 1
    finally:
        driver.close()


def test_a_click_finishes_an_animation_at_once(tmp_path):
    driver = Driver(tmp_path, game=GAME)
    try:
        scene = driver.top
        assert isinstance(scene, scene_class(games.get(GAME)))
        move = scene.state.legal_moves()[-1]
        driver.enter_move(move)
        assert scene.anim is not None and not scene.anim.done
        before = len(scene.match.moves)
        driver.click((5, 5))
        assert scene.anim is None and len(scene.match.moves) == before
    finally:
        driver.close()


def test_animations_finish_on_their_own(tmp_path):
    driver = Driver(tmp_path, game=GAME)
    try:
        scene = driver.top
        driver.enter_move(scene.state.legal_moves()[-1])
        assert 0.1 < scene.anim.duration < 1.5
        driver.tick(int(scene.anim.duration / 0.05) + 2)
        assert scene.anim is None
    finally:
        driver.close()


def test_resize_in_the_middle_of_an_animation(tmp_path):
    driver = Driver(tmp_path, game=GAME)
    try:
        scene = driver.top
        driver.enter_move(scene.state.legal_moves()[-1])
        driver.tick(2)
        pygame.display.set_mode((960, 600), pygame.RESIZABLE)
        driver.post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
        driver.tick(30)
        assert scene.anim is None and scene.size == (960, 600)
    finally:
        driver.close()


def test_a_click_on_a_button_during_an_animation_finishes_it_and_presses_the_button(driver):
    """Issue 34, item 6: a click on Menu while a move was shown only finished the move."""
    scene = driver.open_game(games.GAMES[0].id)
    driver.enter_move(playable_moves(scene.state)[0])
    assert scene.anim is not None
    driver.click(scene.hud.menu.rect.center)
    assert isinstance(driver.top, MenuScene)


def test_a_click_on_the_board_during_an_animation_only_finishes_it(driver):
    """A click on the board shows the move's end and selects nothing: the player sees where
    the pieces went before choosing."""
    scene = driver.open_game(games.GAMES[0].id)
    driver.enter_move(playable_moves(scene.state)[0])
    driver.click(driver.point_of(next(iter(sorted(scene.input.first_targets, key=repr)))))
    assert scene.anim is None and not scene.input.clicks


def test_the_message_of_a_file_kept_aside_names_the_file_and_the_folder(tmp_path):
    """Issue 34, item 12: the README says the message says which file and where; it said "your
    settings" and the folder, not the file."""
    from pyrapack import i18n

    (tmp_path / library.FOLDER).mkdir()
    game = "20250101-000000-abcdef.json"
    (tmp_path / library.FOLDER / game).write_bytes(b"\x00\x01 random bytes")
    (tmp_path / "settings.json").write_text("{ not json")
    driver = Driver(tmp_path)
    try:
        driver.tick()
        said = [i18n.t(key, **values) for key, values, _ in driver.app.toasts]
        assert len(said) == 2
        for name, message in zip(("settings.json", game), sorted(said, key=lambda m: "settings" not in m)):
            assert name in message and storage.ASIDE in message
    finally:
        driver.close()


def test_m_switches_the_sound_on_the_menu_too(tmp_path):
    """Issue 34, item 12: the README's M did it only in a game."""
    driver = Driver(tmp_path)
    try:
        assert isinstance(driver.top, MenuScene)
        before = driver.app.settings.sound
        driver.press(pygame.K_m)
        assert driver.app.settings.sound is not before and driver.app.sound.state == "off"
        driver.press(pygame.K_m)
        assert driver.app.settings.sound is before
    finally:
        driver.close()
