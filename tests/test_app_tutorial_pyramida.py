"""Pyramida's lesson in the real app, by clicks: its own steps' words and moves (the lesson's
shared behaviour is tested on every game in test_app_tutorial)."""

import pygame
from test_app_tutorial import click_learn, open_lesson, play_step, reach

from pyrapack.i18n import t
from pyrapack.tutorial.card import said_line


def test_a_legal_move_the_step_is_not_about_is_refused_with_the_steps_own_words(driver):
    scene = open_lesson(driver, "pyramida")
    play_step(driver, scene)  # climb
    play_step(driver, scene)  # apex
    play_step(driver, scene)  # contact
    play_step(driver, scene)  # retreat
    assert scene.coaching.step.name == "upwards"
    state = scene.state
    driver.click(driver.point_of(("stone", "h7")))  # the lit stone: picked
    assert scene.input.clicks == (("stone", "h7"),)
    driver.click(driver.point_of(("cell", "g6")))  # legal (it pushes f7), but not this step's
    assert scene.state is state and scene.coaching.phase == "try" and not scene.input.clicks
    assert said_line(scene.coaching)[0] == t("tutorial.pyramida.upwards.other")
    driver.click(driver.point_of(("stone", "p3")))  # another stone that can move: refused at once
    assert not scene.input.clicks and said_line(scene.coaching)[0] == t("tutorial.pyramida.upwards.other")
    driver.click(driver.point_of(("stone", "h9")))  # Black's: the game's own explanation
    assert said_line(scene.coaching)[0] == t("pyramida.why.not_yours", name="Black", mover="White")
    assert scene.status is None  # said in the card, not under the board
    play_step(driver, scene)
    assert scene.coaching.step.name == "bottom"


def test_show_me_lights_the_move_and_start_again_goes_back_to_the_steps_position(driver):
    scene = reach(driver, "pyramida", "stuck")
    driver.click(scene.hud.hint.rect.center)
    assert scene.turns.hint in scene.coaching.right_moves() and scene.marks().hint == scene.input.sequence_of(scene.turns.hint)
    assert said_line(scene.coaching)[0] == t("tutorial.shown")
    play_step(driver, scene)  # the stone cannot retreat: White plays again, the next step goes on
    assert scene.coaching.step.name == "column" and scene.turn_text() == "White plays again"
    start = scene.state
    driver.enter_move(next(m for m in scene.state.legal_moves() if m.src == "k4" and m.dst == "j3"))
    assert scene.state is start  # refused: not this step's
    driver.enter_move(scene.coaching.right_moves()[0])
    assert scene.coaching.phase == "shown" and scene.hud.undo.enabled
    driver.until(lambda: scene.anim is None)
    driver.click(scene.hud.undo.rect.center)  # "Start again"
    assert scene.coaching.phase == "try" and scene.state == start and scene.coaching.step.name == "column"
    assert scene.turn_text() == "White plays again"  # the move before the step is still there
    driver.press(pygame.K_y, mod=pygame.KMOD_CTRL)  # (found by the storm) no redo behind the step's back
    assert scene.state == start and scene.coaching.phase == "try" and scene.coaching.right_moves()[0] in start.legal_moves()


def test_a_step_that_goes_on_from_the_last_is_taken_up_in_the_game_the_steps_before_played(driver):
    scene = reach(driver, "pyramida", "column")
    moves = list(scene.match.moves)
    driver.press(pygame.K_ESCAPE)
    click_learn(driver, "pyramida")
    driver.click(driver.top.go_on.rect.center, frames=2)
    scene = driver.top
    assert scene.coaching.step.name == "column" and scene.turn_text() == "White plays again"
    assert scene.match.moves == moves  # the move list shows the step before's move
    play_step(driver, scene)
    assert scene.coaching.step.name == "column_failed"


def test_a_click_and_enter_in_one_frame_while_the_lessons_forced_reply_is_due_leave_it_whole(driver):
    """Found by the lesson's event storm: right after the step's move, a click (it ends the move's
    animation) and Enter (it reads the other side's forced pass, as a person's) in one frame: the
    pass was played, then the coach asked the step's forced reply of a position with many moves."""
    scene = reach(driver, "pyramida", "bottom")
    driver.enter_move(scene.coaching.right_moves()[0])
    assert scene.coaching.phase == "reply" and scene.anim is not None
    driver.click(scene.board_rect.topleft, frames=0)
    driver.press(pygame.K_RETURN)
    driver.until(lambda: scene.anim is None and scene.coaching.phase == "shown", frames=200)
    assert [str(m) for m in scene.match.moves[scene.coaching.step_ply:]] == ["d1-c2", "pass"]
