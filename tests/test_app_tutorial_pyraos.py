"""Pyraos' lesson in the real app, by clicks: a step's own words, and a draw by repetition."""

from test_app_tutorial import play_step, reach

from pyrapack.i18n import t
from pyrapack.rules import pyraos as rules_pyraos
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.tutorial.card import said_line


def test_pyraos_a_ball_placed_when_the_step_asks_to_raise_gets_the_step_s_words(driver):
    scene = reach(driver, "pyraos", "raise")
    state = scene.state
    placing = next(m for m in state.legal_moves() if m.src is None and m not in scene.coaching.right_moves())
    driver.enter_move(placing)
    assert scene.state is state and not scene.input.clicks
    assert said_line(scene.coaching)[0] == t(scene.coaching.lesson.text(scene.coaching.step, "other"))
    theirs = next(spot for spot in rules_pyraos.SPOTS if state.ball_at(spot) == 1 - state.to_move)
    driver.click(driver.point_of(("spot", theirs)))
    assert said_line(scene.coaching)[0] == t("pyraos.why.not_yours", name=scene.texts.side_name(1 - state.to_move))
    play_step(driver, scene)
    assert scene.coaching.step.name == "square"


def test_pyraos_the_draw_by_repetition_is_played_without_a_warning_about_the_last_ball(driver):
    """A move that draws was asked about as if it lost the last ball."""
    scene = reach(driver, "pyraos", "repeat")
    (move,) = scene.coaching.right_moves()
    for target in scene.input.sequence_of(move):
        driver.click(driver.point_of(target))
    if scene.hud.confirm.visible and scene.input.clicks:
        driver.click(scene.hud.confirm.rect.center)
    assert not isinstance(driver.top, ConfirmDialog)
    assert scene.state.outcome == "threefold repetition" and scene.turn_text() == "Draw"
    assert scene.coaching.phase == "shown"
