"""Puzzle lines in the real app (issue 44, items 2-4): a forced move or a pass of the solver is
played for the player and said so (the card, the turn line and Hint agree), the heading counts
the real decisions, the card says the solution's moves once it is shown, and a line that stops
before the end of the game says why the position is won."""

import pygame
import pytest
from driver import Driver
from test_puzzles_lines import PYRAMIDAMES, TWENTYSEVEN, again

from pyrapack.i18n import t
from pyrapack.puzzles import progress
from pyrapack.tutorial.puzzle import Session


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()


def opened(driver, puzzle):
    driver.click(driver.top.puzzles_button.rect.center)
    Session(driver.app, puzzle["game"], progress.of(driver.app.storage)[0]).open(puzzle)
    driver.tick(2)
    return driver.top


def card_words(scene):
    """The card as speech reads it: heading, what happened, what to do."""
    return dict(scene.coaching.live())


def test_a_forced_pass_of_the_solver_is_played_for_the_player_and_said(driver):
    """twentyseven-27b586dc19: "3 moves to find", the second a forced pass (the card said "find
    the only move that wins" while the turn line said Black passes; Hint said "The piece to
    move is lit." with nothing lit), the third the only legal move."""
    scene = opened(driver, again(TWENTYSEVEN))
    coach = scene.coaching
    assert "one move to find" in coach.heading()
    driver.enter_move(coach.expected()[0])
    seen = []
    for _ in range(400):
        driver.tick()
        words = card_words(scene)
        if scene.turns.passing or coach.phase == "forced":
            seen.append((words["card_do"], scene.hud.hint.visible))
            driver.press(pygame.K_h)
            assert not scene.marks().lit  # nothing to light: no piece to move
            assert scene.status is None or scene.status.key != "puzzles.hinted"
        if coach.phase == "done" and scene.anim is None:
            break
    assert coach.phase == "done" and coach.heard == "puzzles.solved"
    assert [str(m) for m in scene.match.moves] == coach.puzzle["line"]
    assert seen and all(not hint and t("puzzles.find", side="Black") != do for do, hint in seen)
    assert "pass" in card_words(scene)["card_said"] or "played for you" in card_words(scene)["card_said"]


def test_hint_says_the_piece_is_lit_only_when_one_is(driver):
    scene = opened(driver, again(TWENTYSEVEN))
    driver.press(pygame.K_h, frames=2)
    assert scene.marks().lit and "lit" in card_words(scene)["card_said"] + str(scene.coaching.feedback and
                                                                                  scene.coaching.feedback.text())


def test_the_card_says_the_solution_s_moves(driver):
    scene = opened(driver, again(TWENTYSEVEN))
    coach = scene.coaching
    wrong = next(m for m in scene.state.legal_moves() if scene.state.play(m) != coach.expected()[1])
    driver.enter_move(wrong)
    driver.until(lambda: scene.anim is None and coach.refutation is None)
    driver.click(scene.hud.hint.rect.center)  # "Show solution"
    said = card_words(scene)["card_said"]
    steps = [coach.steps[i] for i in range(len(coach.steps))]
    assert said.startswith(t("puzzles.solution", moves="")[:12])
    assert all(scene.texts.move_text(before, move) in said for before, move in steps)
    while coach.phase == "showing":
        driver.until(lambda: coach.next_move.visible or coach.phase == "done")
        if coach.phase == "showing":
            driver.press(pygame.K_RETURN)
    assert [str(m) for m in scene.match.moves] == coach.puzzle["line"]
    assert all(scene.texts.move_text(before, move) in card_words(scene)["card_said"] for before, move in steps)


def test_a_line_that_stops_before_the_end_says_why_the_position_is_won(driver):
    """pyramidames-5ca41cc9b3: after a3xc5 and the longest defence, more than one move wins; the
    card says so: White wins, within six plies whatever Black plays."""
    puzzle = again(PYRAMIDAMES)
    assert puzzle["won_in"] == 6 and len(puzzle["line"]) == 1
    scene = opened(driver, puzzle)
    coach = scene.coaching
    driver.enter_move(coach.expected()[0])
    driver.until(lambda: coach.phase == "done" and scene.anim is None)
    assert not scene.state.is_over
    do = card_words(scene)["card_do"]
    assert do.startswith("White wins:") and "6" in do and "Black" in do
