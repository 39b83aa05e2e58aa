"""Any window size draws (issue 12, item 9); sizes larger than the desktop are clamped.

Tiling window managers ignore the minimum size: below it, every scene must still
draw something sane and take clicks where they are drawn.
"""

import json
import os
import random
import subprocess
import sys

import pygame
import pytest
from driver import Driver

from pyrapack import games, guide, window
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.rules_page import RulesScene
from pyrapack.scenes.setup import SetupScene
from pyrapack.settings import Settings
from pyrapack.ui import theme

TINY = [(1, 1), (200, 600), (320, 600), (600, 200), (959, 599), (1, 700), (1300, 1), (2, 3)]


def resize(driver, size):
    pygame.display.set_mode(size, pygame.RESIZABLE)
    driver.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    driver.tick()


def draws_at_every_size(driver):
    for size in TINY:
        resize(driver, size)
        assert driver.screen.get_size() == size
        driver.tick(2)
    resize(driver, (960, 600))


def colours(surface):
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y))) for x in range(0, w, max(1, w // 40)) for y in range(0, h, max(1, h // 40))}


def playable():
    return [g.id for g in games.GAMES if g.playable]


def test_menu_and_setup_draw_at_any_size(driver):
    draws_at_every_size(driver)
    assert isinstance(driver.top, MenuScene)
    driver.open_setup(games.GAMES[0].id)  # any game's: the set-up screen is the same
    draws_at_every_size(driver)
    assert isinstance(driver.top, SetupScene)


@pytest.mark.parametrize("game", playable())
def test_a_game_its_rules_dialogs_and_banner_draw_at_any_size(driver, game):
    info = games.get(game)
    driver.app.start_game(game, {"options": info.options(None, 0), "players": [None, None]})
    driver.tick()
    scene = driver.top
    draws_at_every_size(driver)
    if games.get(game).has("guide"):  # before a move: a game of one ply would end at once
        driver.press(pygame.K_F1)
        assert isinstance(driver.top, RulesScene)
        draws_at_every_size(driver)
        driver.press(pygame.K_ESCAPE)
    driver.app.push(ConfirmDialog(driver.app, lambda: "?", lambda: None))
    draws_at_every_size(driver)
    driver.press(pygame.K_ESCAPE)
    assert driver.top is scene
    rng = random.Random(game)
    scene.commit(rng.choice(scene.state.legal_moves()))  # resized in the middle of its animation
    for size in TINY[:4]:
        resize(driver, size)
    assert scene.anim is not None
    resize(driver, (960, 600))
    for _ in range(20000):  # random Pyramida games are long
        if scene.state.is_over:
            break
        scene.match.play(rng.choice(scene.state.legal_moves()))
    scene.finish_animation()
    scene.new_position()
    driver.until(lambda: isinstance(driver.top, EndBanner))
    draws_at_every_size(driver)


def test_below_the_minimum_the_scenes_are_laid_out_at_it_and_scaled_in(driver):
    resize(driver, (480, 300))  # half the minimum, same shape
    menu = driver.top
    assert menu.size == theme.MIN_SIZE
    assert len(colours(driver.screen)) > 20  # a picture, not a blank window
    tile = next(tile for tile in menu.tiles if tile.playable)
    x, y = tile.rect.center
    driver.click((x / 2, y / 2))  # where the tile is drawn in the window
    assert isinstance(driver.top, SetupScene)


def test_a_narrow_window_shows_the_whole_picture_centred(driver):
    resize(driver, (320, 600))
    screen = driver.screen
    assert driver.top.size == theme.MIN_SIZE
    band = screen.subsurface(pygame.Rect(0, 200, 320, 200))  # the picture, a third of its size
    assert len(colours(band)) > 10
    bars = colours(screen.subsurface(pygame.Rect(0, 0, 320, 190))) | colours(
        screen.subsurface(pygame.Rect(0, 410, 320, 190)))
    assert len(bars) == 1


def test_a_window_larger_than_the_desktop_is_clamped_to_it(tmp_path, monkeypatch):
    monkeypatch.setattr(window, "desktop_size", lambda: (1600, 900))
    d = Driver(tmp_path, size=(20000, 20000))
    try:
        assert d.screen.get_size() == (1600, 900)
    finally:
        d.close()


def test_a_saved_window_larger_than_the_desktop_is_clamped_to_it(tmp_path, monkeypatch):
    monkeypatch.setattr(window, "desktop_size", lambda: (1366, 768))
    saved = Settings(window=(20000, 20000)).to_dict()
    (tmp_path / "settings.json").write_text(json.dumps(saved))
    d = Driver(tmp_path, size=None)
    try:
        assert d.screen.get_size() == (1366, 768)
    finally:
        d.close()


def test_with_no_desktop_to_ask_a_huge_window_is_still_capped(tmp_path):
    d = Driver(tmp_path, size=(20000, 20000))
    try:
        w, h = d.screen.get_size()
        assert w <= window.LARGEST[0] and h <= window.LARGEST[1]
    finally:
        d.close()


def test_a_window_shrunk_below_the_minimum_reopens_at_it_with_the_settings_intact(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    d.app.set_language("fr")
    resize(d, (150, 90))
    d.close()
    d = Driver(tmp_path, size=None)
    try:
        assert not d.app.toasts  # the saved settings were read back
        assert d.app.settings.language == "fr"
        assert d.screen.get_size() == theme.MIN_SIZE
    finally:
        d.close()


def test_windows_draws_the_window_at_the_screens_own_pixels():
    """A 1366x768 screen at 125% stretched PyraPack's window (blurred text): the package says it
    knows about DPI before any display starts, whoever imports it first."""
    code = "import os, pyrapack; print(os.environ.get('SDL_WINDOWS_DPI_AWARENESS'))"
    env = {key: value for key, value in os.environ.items() if key != "SDL_WINDOWS_DPI_AWARENESS"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert out.stdout.strip() == "permonitorv2"
