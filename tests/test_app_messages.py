"""Messages and the screens they were made on (issue 44, item 7): messages of an earlier screen
(a failed import, say), still waiting to be read, took the title's place in a game started
afterwards, one after another. A game's title row is the game's own: what came before waits
until the player leaves the game, then shows as before (nothing is lost)."""

import pytest
from driver import Driver

from pyrapack import games
from pyrapack.i18n import t

GAME = next(info.id for info in games.GAMES if info.playable)


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()


def shown(driver):
    return [message for message, _, _ in driver.app.toast_layout(driver.app.layout_size)]


def test_messages_of_an_earlier_screen_do_not_take_a_new_game_s_title(driver, tmp_path):
    """Three files that are no games, opened (as a drop on the window does): three messages."""
    for i in range(3):
        bad = tmp_path / f"game{i}.pyrapack"
        bad.write_text("not a game", encoding="utf-8")
        driver.app.open_shared(str(bad))
    driver.tick()
    assert shown(driver)
    driver.app.back_to_menu()
    scene = driver.open_game(GAME)
    driver.tick(200)  # however long the game goes on
    assert shown(driver) == [] and driver.top is scene
    driver.app.warn("game.bot_failed")  # the game's own still show, over its title
    driver.tick()
    assert shown(driver) == [t("game.bot_failed")]
    driver.app.back_to_menu()
    driver.tick()
    waiting = [key for key, _, _ in driver.app.toasts]
    assert waiting[:3] == ["library.import_not_json"] * 3  # older first, none lost
    assert shown(driver)
