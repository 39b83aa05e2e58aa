"""Nothing overlaps or leaves the window, from 960x600 to full HD, in either language."""

import pygame
import pytest
from driver import Driver

from pyrapack import games, i18n
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.rules_page import RulesScene
from pyrapack.scenes.setup import SetupScene
from pyrapack.ui import text

SIZES = [(960, 600), (1920, 1080)]


def assert_apart(rects, screen):
    for name, rect in rects:
        assert screen.contains(rect), name
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.colliderect(rb), (a, b)


def visible_buttons(scene):
    return [(str(b.label), b.rect) for b in scene.buttons if b.visible]


@pytest.fixture(params=["en", "fr"])
def lang(request):
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
def test_menu_tiles_and_buttons_fit(tmp_path, size, lang):
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        menu = driver.top
        screen = pygame.Rect((0, 0), size)
        menu.resume_button.visible = True
        rects = [(t.info.id, t.rect) for t in menu.tiles] + visible_buttons(menu)
        assert_apart(rects, screen)
    finally:
        driver.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", [g.id for g in games.GAMES if g.playable])
def test_setup_rows_fit_with_every_row_shown(tmp_path, size, lang, game):
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        driver.app.push(SetupScene(driver.app, games.get(game)))
        setup = driver.top
        driver.click(setup.mode.option_rects()[1].center, frames=2)
        screen = pygame.Rect((0, 0), size)
        rows = [(str(r.title), r.rect) for r in setup.rows if r.visible]
        assert_apart(rows + visible_buttons(setup), screen)
        for row in setup.rows:
            assert setup.card.contains(row.rect)
    finally:
        driver.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_rules_page_text_stays_in_its_column(tmp_path, size, lang, game):
    from pyrapack import guide

    if not guide.has_page(game):
        pytest.skip("no rules page yet")
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        driver.app.push(RulesScene(driver.app, game))
        page = driver.top
        driver.tick(2)
        s = page.scale
        for section in page.sections:
            inset = round(24 * s) if section.note else 0
            width = page.view.width - 2 * inset
            body = i18n.t(section.text(game))
            size_px = max(text.MIN_SIZE, 21 * s)
            for line in text.wrap(body, size_px, width):
                assert text.theme.font(size_px).size(line)[0] <= width or " " not in line, line
        assert_apart(visible_buttons(page), pygame.Rect((0, 0), size))
        for _ in range(40):
            driver.press(pygame.K_PAGEDOWN)
        assert page.target_scroll == page.max_scroll()
    finally:
        driver.close()


@pytest.mark.parametrize("size", SIZES)
def test_banner_and_dialog_buttons_fit(tmp_path, size, lang):
    driver = Driver(tmp_path, size=size, language=lang, game="twentyseven")
    try:
        scene = driver.top
        driver.app.push(EndBanner(driver.app, scene))
        driver.tick(2)
        banner = driver.top
        for b in banner.buttons:
            assert banner.card.contains(b.rect)
        assert_apart(visible_buttons(banner), pygame.Rect((0, 0), size))
        driver.app.pop()
        driver.app.push(ConfirmDialog(driver.app, lambda: "?", lambda: None))
        driver.tick(2)
        dialog = driver.top
        assert_apart(visible_buttons(dialog), dialog.card)
    finally:
        driver.close()
