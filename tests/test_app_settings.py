"""The Settings card (issue 28): language, sound, movable pieces, Size and Contrast, by mouse
or keyboard, kept for the next start, and a bad value in the file refused where it is read."""

import pygame
import pytest
from driver import Driver

from pyrapack import i18n
from pyrapack.scenes.menu import CLASSIC, MenuScene
from pyrapack.scenes.preferences import SettingsDialog
from pyrapack.settings import Settings
from pyrapack.ui import theme


def open_settings(driver):
    driver.click(driver.top.settings_button.rect.center)
    assert isinstance(driver.top, SettingsDialog)
    return {row.title.split(".")[1]: row for row in driver.top.rows}


def test_size_and_contrast_act_at_once_and_are_kept_for_the_next_start(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        rows = open_settings(driver)
        menu = driver.app.stack[0]
        before = menu.scale
        driver.choose(rows["size"], 150)
        assert driver.top.scale == pytest.approx(before * 1.5)
        driver.tick(2)
        grown = menu.scale  # the menu under the card too: as much larger as its tiles let it
        assert grown == pytest.approx(before * 1.5) if len(menu.tiles) <= CLASSIC else before < grown <= before * 1.5
        dim = theme.TEXT_DIM
        driver.choose(rows["contrast"], True)
        assert theme.HIGH_CONTRAST and theme.TEXT_DIM != dim and theme.MARK_WEIGHT > 1
        driver.press(pygame.K_ESCAPE)
        assert isinstance(driver.top, MenuScene)
    finally:
        driver.close()
    driver = Driver(tmp_path, size=(960, 600))
    try:
        assert driver.app.settings.zoom == 150 and driver.app.settings.high_contrast
        assert theme.HIGH_CONTRAST and driver.top.scale == pytest.approx(grown)
        rows = open_settings(driver)
        driver.choose(rows["contrast"], False)
        driver.choose(rows["size"], 100)
        assert not theme.HIGH_CONTRAST and theme.TEXT_DIM == dim
    finally:
        driver.close()


def test_every_setting_is_reached_by_the_keyboard_alone(driver):
    for _ in range(40):
        driver.press(pygame.K_TAB)
        if driver.top.focus.key is driver.top.settings_button:
            break
    driver.press(pygame.K_RETURN)
    assert isinstance(driver.top, SettingsDialog)
    dialog = driver.top
    keys = [stop.key for stop in dialog.focus_stops()]
    french = next(key for key in keys if key == (id(dialog.rows[0]), "fr"))
    while dialog.focus.key != french:
        driver.press(pygame.K_TAB)
    driver.press(pygame.K_SPACE)
    assert i18n.language() == "fr" and driver.app.settings.language == "fr"
    driver.press(pygame.K_DOWN)  # the row below: Sound
    assert dialog.focus.key[0] == id(dialog.rows[1])
    driver.press(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    i18n.set_language("en")


@pytest.mark.parametrize("field, value", [("zoom", 175), ("zoom", "150"), ("zoom", True), ("high_contrast", 1),
                                          ("high_contrast", "yes")])
def test_a_bad_size_or_contrast_in_the_file_is_refused_where_it_is_read(field, value):
    data = Settings().to_dict()
    with pytest.raises(ValueError):
        Settings.from_dict(dict(data, **{field: value}))
    older = dict(data)
    del older["zoom"], older["high_contrast"]
    assert (Settings.from_dict(older).zoom, Settings.from_dict(older).high_contrast) == (100, False)
