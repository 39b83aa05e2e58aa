"""Puzzle lines in the real app (issue 44, items 2-4): Hint lights and says the piece to move only
where there is one, the card says the solution's moves once it is shown, and a line that stops
before the end of the game says why the position is won. A forced pass of the solver, played for
the player: in the test of that game's puzzles in the app."""

import pygame
import pytest
from driver import Driver
from test_app_puzzles import SHORT

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.puzzles import collection, progress
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
    """The card as it is drawn: heading, what happened, what to do."""
    from pyrapack.tutorial.card import said_line

    coach = scene.coaching
    said = said_line(coach)
    return {"card_heading": coach.heading(), "card_said": said[0] if said else "", "card_do": coach.instruction()}


def test_hint_lights_the_piece_to_move_and_says_so(driver):
    scene = opened(driver, collection.pool(SHORT)[0])
    driver.press(pygame.K_h, frames=2)
    assert scene.marks().lit and card_words(scene)["card_said"] == t("puzzles.hinted")


def test_the_card_says_the_solution_s_moves(driver):
    """It said "The solution:" and nothing after it."""
    puzzle = max(collection.pool(SHORT), key=lambda p: len(p["line"]))
    scene = opened(driver, puzzle)
    coach = scene.coaching
    wrong = next(m for m in scene.state.legal_moves() if scene.state.play(m) != coach.expected()[1])
    driver.enter_move(wrong)
    driver.until(lambda: scene.anim is None and coach.refutation is None)
    driver.click(scene.hud.hint.rect.center)  # "Show solution"
    said = card_words(scene)["card_said"]
    moves = [scene.texts.move_text(before, move) for before, move in coach.steps]
    assert said == t("puzzles.solution", moves=", ".join(moves))
    while coach.phase == "showing":
        driver.until(lambda: coach.next_move.visible or coach.phase == "done")
        if coach.phase == "showing":
            driver.press(pygame.K_RETURN)
    assert [str(m) for m in scene.match.moves] == puzzle["line"]
    assert card_words(scene)["card_said"] == said  # the moves' own words did not cover it


def test_a_line_that_stops_before_the_end_says_why_the_position_is_won(driver):
    """No line of one game reached the end of the game: each stopped at "On to the next puzzle." with
    balls in reserve and no word on why the position is won."""
    game, puzzle = next((info.id, p) for info in games.GAMES if info.has("puzzles")
                        for p in collection.pool(info.id) if p["won_in"] is not None)
    scene = opened(driver, puzzle)
    coach = scene.coaching
    while coach.phase != "done":
        driver.until(lambda: coach.phase in ("try", "done") and scene.anim is None)
        if coach.phase == "try":
            driver.enter_move(coach.expected()[0])
    driver.until(lambda: scene.anim is None)
    assert not scene.state.is_over
    side, other = (scene.texts.side_name(p) for p in (coach.solver, 1 - coach.solver))
    assert card_words(scene)["card_do"] == " ".join((t("puzzles.won_in", n=puzzle["won_in"], side=side, other=other),
                                                     t("puzzles.done_next")))
