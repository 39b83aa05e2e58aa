"""27's puzzles in the app (issue 44, item 3): a forced pass of the solver is played for the player."""

import pygame
import pytest
from driver import Driver
from test_app_puzzle_lines import card_words, opened
from test_puzzles_lines import again
from test_puzzles_twentyseven import TWENTYSEVEN

from pyrapack.i18n import t


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()


def test_a_forced_pass_of_the_solver_is_played_for_the_player_and_said(driver):
    """twentyseven-27b586dc19: "3 moves to find", the second a forced pass (the card said "find
    the only move that wins" while the turn line said Black passes; Hint said "The piece to
    move is lit." with nothing lit), the third the only legal move."""
    scene = opened(driver, again(TWENTYSEVEN))
    coach = scene.coaching
    assert "one move to find" in coach.heading()
    driver.enter_move(coach.expected()[0])
    seen, said = [], set()
    for _ in range(400):
        driver.tick()
        words = card_words(scene)
        said.add(words["card_said"])
        if scene.turns.passing or coach.phase == "forced":
            seen.append((words["card_do"], scene.hud.hint.visible))
            driver.press(pygame.K_h)
            assert not scene.marks().lit  # nothing to light: no piece to move
            assert card_words(scene)["card_said"] != t("puzzles.hinted")
        if coach.phase == "done" and scene.anim is None:
            break
    assert coach.phase == "done" and coach.heard == "puzzles.solved"
    assert [str(m) for m in scene.match.moves] == coach.puzzle["line"]
    black = scene.texts.side_name(coach.solver)
    assert seen and all(not hint and do != t("puzzles.find", side=black) for do, hint in seen)
    assert (t("puzzles.forced_pass", side=black), False) in seen
    assert t("puzzles.passed_for_you", side=black) in said
    last = coach.steps[-1]
    assert card_words(scene)["card_said"] == " ".join((t("puzzles.played_for_you", side=black, move=scene.texts.move_text(
        *last)), t("puzzles.solved")))
