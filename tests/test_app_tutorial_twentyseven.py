"""27's lesson in the real app, by clicks: a step's own words for a move it is not about."""

from test_app_tutorial import click_start_of, play_step, reach

from pyrapack.i18n import t
from pyrapack.rules import twentyseven as rules27
from pyrapack.tutorial.card import said_line


def test_27_a_wrong_part_of_the_stack_gets_the_step_s_words_and_a_black_stack_the_game_s(driver):
    scene = reach(driver, "twentyseven", "part")
    state = scene.state
    click_start_of(driver, scene, rules27.Move(3, 3))  # legal, but the step asks for the top two
    assert scene.state is state and not scene.input.clicks
    assert said_line(scene.coaching)[0] == t(scene.coaching.lesson.text(scene.coaching.step, "other"))
    driver.click(driver.point_of(("pawn", 5, 2)))  # Black's stack
    assert said_line(scene.coaching)[0] == t("27.why.not_yours", name="Black")
    play_step(driver, scene)
    assert scene.coaching.step.name == "carry"
