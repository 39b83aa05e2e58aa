"""A larger Size never makes the menu's game names smaller (issue 42, item 7: at 960x600 the names
were 30 pixels at Size 125% and 28 at 150%: the tiles, shorter, shrank everything in them). The
menu a player sees: the games PyraPack ships (the tests' own game, a fifth tile, is left out)."""

import pytest
from driver import Driver

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.settings import ZOOMS
from pyrapack.ui import text


@pytest.mark.parametrize("size", [(960, 600), (1100, 690), (1280, 800)])
def test_a_larger_size_never_makes_the_game_names_smaller(tmp_path, monkeypatch, size):
    names = {t(info.title) for info in games.GAMES}
    drawn, fit = [], text.fit_size

    def spy(words, wanted, width, kind="body"):
        got = fit(words, wanted, width, kind)
        if words in names and kind == "title":
            drawn.append(got)
        return got

    monkeypatch.setattr(games, "GAMES", games.SHIPPED)
    monkeypatch.setattr(games, "BY_ID", {info.id: info for info in games.SHIPPED})
    driver = Driver(tmp_path, size=size)
    try:
        monkeypatch.setattr(text, "fit_size", spy)
        smallest = []
        for zoom in ZOOMS:
            driver.app.set_zoom(zoom)
            drawn.clear()
            driver.tick(2)
            smallest.append(min(drawn))
        assert smallest == sorted(smallest), dict(zip(ZOOMS, smallest))
    finally:
        driver.close()
