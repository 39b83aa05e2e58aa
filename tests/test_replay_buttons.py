"""The replay's buttons keep their whole labels in every state: one that only shows in some
positions ("Make it a puzzle", in the review's place) is sized with the row it joins, so that
no game, however it went, shows it cut ("En faire un problè…" at 960x600, issue 34 item 3)."""

import random

import pytest
from driver import Driver

from pyrapack import games
from pyrapack.match import Match
from pyrapack.scenes.replay import ReplayScene
from pyrapack.ui import text, theme


def finished_match(info, seed=3):
    match = Match(info.id, info.options(None, 0), [None, None], seed=seed)
    rng = random.Random(seed)
    while not match.state.is_over and len(match.moves) < 30:
        match.play(rng.choice(match.state.legal_moves()))
    return match


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_replay_button_label_fits_whether_shown_now_or_later(tmp_path, size, lang):
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        info = next(g for g in games.GAMES if g.playable)
        scene = ReplayScene(driver.app, finished_match(info))
        driver.app.push(scene)
        driver.tick(2)
        for button in scene.buttons:
            if button.rect.width <= 0:
                continue
            size_ = button.label_size or button.LABEL_SIZE * scene.scale
            fitting = text.fit_size(button.text(), size_, button.label_box().width, "bold")
            assert theme.font(fitting, "bold").size(button.text())[0] <= button.label_box().width, button.text()
    finally:
        driver.close()
