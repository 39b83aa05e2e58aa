"""A larger Size never makes the menu's game names smaller (issue 42, item 7: at 960x600 the names
were 30 pixels at Size 125% and 28 at 150%: the tiles, shorter, shrank everything in them). The
menu a player sees: the games PyraPack ships (the tests' own game is left out), as tiles, or as cards
when they are more than four."""

import pytest
from driver import Driver

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.settings import ZOOMS
from pyrapack.ui import text, theme


@pytest.mark.parametrize("size", [(960, 600), (1100, 690), (1280, 800)])
def test_a_larger_size_never_makes_the_game_names_smaller(tmp_path, monkeypatch, size):
    names = [t(info.title) for info in games.SHIPPED]
    drawn, render = [], text.render

    def spy(words, px, color=theme.TEXT, kind="body"):
        if kind == "title" and words and any(words in name for name in names):  # a name, or its line on a card
            drawn.append(max(text.smallest(), int(px)))
        return render(words, px, color, kind)

    monkeypatch.setattr(games, "GAMES", games.SHIPPED)
    monkeypatch.setattr(games, "BY_ID", {info.id: info for info in games.SHIPPED})
    driver = Driver(tmp_path, size=size)
    try:
        monkeypatch.setattr(text, "render", spy)
        smallest = []
        for zoom in ZOOMS:
            driver.app.set_zoom(zoom)
            drawn.clear()
            driver.tick(2)
            smallest.append(min(drawn))
        assert smallest == sorted(smallest), dict(zip(ZOOMS, smallest))
    finally:
        driver.close()
