"""Pyramidames laid out: the export message covers neither the board nor the faces, in either language."""

import pygame
import pytest
from driver import Driver
from test_layout import SIZES, lang, shown_toasts, visible_buttons  # noqa: F401  (a fixture)

from pyrapack import i18n
from pyrapack.scenes.rules_page import RulesScene
from pyrapack.ui import text


@pytest.mark.parametrize("size", SIZES)
def test_the_export_message_covers_neither_the_board_nor_the_faces(tmp_path, size, lang):
    """It covered "The four faces, upright" and row 8 of the Pyramidames board."""
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        scene = driver.start_game("pyramidames")
        driver.play_moves(2)
        driver.app.back_to_menu()
        driver.tick(2)
        driver.click(driver.top.games_button.rect.center, frames=2)
        slot = driver.top.slots[0]
        driver.click((slot.rect.left + 40, slot.rect.centery), frames=2)
        replay = driver.top
        driver.click(replay.export_button.rect.center)
        assert driver.app.toasts[-1][0] == "replay.exported"
        s = replay.scale
        position_line = pygame.Rect(0, round(52 * s), replay.panel.side.left, round(36 * s))
        faces = replay.view.faces.rect.union(pygame.Rect(replay.view.faces.rect.left, replay.board_rect.top, 1, 1))
        toasts = shown_toasts(driver, size)
        assert toasts and all(pygame.Rect((0, 0), size).contains(rect) for _, rect in toasts)
        for name, rect in [("board", replay.board_rect), ("faces and their title", faces),
                           ("position line", position_line), ("panel", replay.panel.side)] + visible_buttons(replay):
            assert not any(rect.colliderect(toast) for _, toast in toasts), name
        band = replay.toast_area()  # the usual folder, in words that fit whole
        message = i18n.t("replay.exported", name="pyramidames-2026-11-27-1055", folder="~/Documents/PyraPack")
        assert text.theme.font(text.MIN_SIZE).size(message)[0] <= band.width - round(40 * s)
        assert scene is not replay
    finally:
        driver.close()
