"""The read-only tag (issue 44, item 7): it covered the titles (a game's, the replay's, the rules
page's, the Puzzles screen's: each hid while the tag was in its row, all session long), and it
showed on the "already open" question before read-only was chosen."""

import pygame
import pytest
from driver import Driver
from test_app_library import holder

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.scenes.locked import LockedScene
from pyrapack.scenes.rules_page import RulesScene

GAME = next(info.id for info in games.GAMES if info.playable)
SIZES = [(960, 600), (1280, 800), (800, 600)]


def tag_rect(driver):
    rows = [rect for words, rect, _ in driver.app.toast_layout(driver.app.layout_size)
            if words == t("storage.read_only_tag")]
    return rows[0] if rows else None


def titled(driver):
    """The screen on top shows its title, and the tag covers none of it."""
    scene = driver.top
    title = scene.title_rect()
    assert title is not None and not scene.under_a_message(), type(scene).__name__
    tag = tag_rect(driver)
    assert tag is not None and not tag.colliderect(title), (type(scene).__name__, tag, title)


@pytest.mark.parametrize("size", SIZES)
def test_the_tag_waits_for_read_only_to_be_chosen_then_covers_no_title(tmp_path, size):
    other, _ = holder(tmp_path)
    driver = Driver(tmp_path, size=size)
    try:
        assert isinstance(driver.top, LockedScene) and driver.app.storage.read_only
        assert tag_rect(driver) is None  # not read-only yet: the player has not chosen
        driver.click(driver.top.open_button.rect.center, frames=2)
        assert tag_rect(driver) is not None  # on the menu, as before
        scene = driver.open_game(GAME)
        driver.play_moves(2)
        titled(driver)
        driver.app.open_replay(scene.match)
        driver.tick(2)
        titled(driver)
        driver.app.back_to_menu()
        driver.press(pygame.K_p, frames=2)  # the Puzzles screen
        titled(driver)
        driver.app.back_to_menu()
        driver.app.push(RulesScene(driver.app, GAME))
        driver.tick(2)
        titled(driver)
    finally:
        driver.close()
        other.release()
