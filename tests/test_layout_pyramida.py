"""Pyramida's rules page laid out: its "playing again" caption stays off the board, in either language."""

import pygame
import pytest
from driver import Driver
from test_layout import SIZES, lang, shown_toasts, visible_buttons  # noqa: F401  (a fixture)

from pyrapack import i18n
from pyrapack.scenes.rules_page import RulesScene
from pyrapack.ui import text


@pytest.mark.parametrize("size", SIZES)
def test_pyramida_playing_again_caption_stays_off_the_board(tmp_path, size, lang):
    from pyrapack.guide import pyramida as page
    from pyrapack.views.pyramida import board as pyramida_board

    driver = Driver(tmp_path, size=size, language=lang)
    try:
        driver.app.push(RulesScene(driver.app, "pyramida"))
        driver.tick(1)
        page_scene, scale = driver.top, driver.top.scale
        height = next(h for kind, section, h in page_scene.blocks() if kind == "diagram")
        box = pygame.Rect(0, 0, min(page_scene.view.width, round(height * 2.6)), height)
        box = box.inflate(-round(20 * scale), -round(16 * scale))  # as the rules page draws it
        cells, captions = [], []
        real_cells, real_caption = pyramida_board.draw_cells, page.caption

        def spy_cells(surface, geo, *args, **kwargs):
            cells.extend(pygame.Rect(geo.center(c)[0] - geo.d, geo.center(c)[1] - geo.d, 2 * geo.d, 2 * geo.d)
                         for c in geo.cells)
            return real_cells(surface, geo, *args, **kwargs)

        def spy_caption(*args, **kwargs):
            captions.append(real_caption(*args, **kwargs))
            return captions[-1]

        page.board.draw_cells, page.caption = spy_cells, spy_caption
        try:
            page.no_retreat(pygame.Surface(size, pygame.SRCALPHA), box, scale)
        finally:
            page.board.draw_cells, page.caption = real_cells, real_caption
        assert captions and cells
        for caption in captions:
            assert box.contains(caption)
            assert not any(caption.colliderect(cell) for cell in cells)
    finally:
        driver.close()
