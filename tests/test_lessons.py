"""The guided first games as data (issue 14): every step a real position whose right moves
and answers are legal, every rule of every game met by some step, every word in both
languages. The rules are recognised by the rules modules' own descriptions of the moves."""

import dataclasses

import pygame
import pytest

from pyrapack import games
from pyrapack.i18n import catalogue
from pyrapack.scenes import parts
from pyrapack.tutorial import lesson as lesson_module
from pyrapack.tutorial.lesson import FORCED, starts
from pyrapack.ui import text
from pyrapack.ui.marks import NONE

GAMES = [info.id for info in games.GAMES]


def steps(game):
    """``(step, state it begins in, its right moves)`` for each step of ``game``'s lesson."""
    lesson = games.get(game).lesson()
    return [(step, state, step.right_moves(state)) for step, state in zip(lesson.steps, starts(lesson))]


def seen(game):
    return lesson_module.seen(games.get(game).lesson())


# -- every rule of every game, by the section of its rules page that states it --------------
# Each game's rules page says which rules each section states (``guide.Section.rules``), and its
# lesson module how a step showing each is recognised (its ``RULES``).
def shows(game):
    return games.get(game).part("tutorial", "RULES")


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_recognised_are_the_rules_page_s_rule_by_rule(game):
    """Issue 25, item 1: the list of rules is the rules page's, section by section; issue 34,
    item 13: rule by rule, as each section states them (``Section.rules``): a first player drawn
    by lot and a second take-back, stated in sections the lesson met, were met by no step. A
    section that states no rule shows the board, the start or how to read the screen."""
    page = {section.key: sorted(section.rules)
            for section in games.get(game).part("guide", "SECTIONS") if section.rules}
    assert {key: sorted(rules) for key, rules in shows(game).items()} == page


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_game_is_met_by_a_step(game):
    """Every rule of every section, end conditions and draws included (issue 25: an apex and a
    draw, a failed column attack, a bottom row and a pass, a backwards capture and a free choice
    were met by none)."""
    met = {(section, rule): [x.step.name for x in seen(game) if holds(x)]
           for section, rules in shows(game).items() for rule, holds in rules.items()}
    assert [rule for rule, names in met.items() if not names] == []


# -- every step is real -------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_step_is_a_short_real_position_whose_right_moves_and_answers_are_legal(game):
    lesson = games.get(game).lesson()
    assert 6 <= len(lesson.steps) <= 12
    assert len({step.name for step in lesson.steps}) == len(lesson.steps)
    assert lesson.steps[0].position is not None
    for step, state, moves in steps(game):
        assert not state.is_over and moves, step.name
        legal = state.legal_moves()
        assert all(m in legal for m in moves), step.name
        assert all(m in legal for m in step.avoid), step.name
        for move in moves:
            after = state.play(move)
            if step.reply is None:
                continue
            assert after.to_move != state.to_move and not after.is_over, step.name
            if step.reply == FORCED:
                assert len(after.legal_moves()) == 1, step.name
            assert step.answer(after) in after.legal_moves(), (step.name, move)


GOING_ON = [g for g in GAMES if any(step.position is None for step in games.get(g).lesson().steps)]


def test_some_lesson_has_a_step_that_goes_on_from_the_last():
    assert GOING_ON


@pytest.mark.parametrize("game", GOING_ON)
def test_a_step_going_on_from_the_last_is_played_by_the_same_side(game):
    """A step without a position of its own goes on in the game the step before ended in:
    the learner is to move there (an extra move, or after the other side's answer)."""
    chain = steps(game)
    pairs = [(first, state, step) for (_, first, _), (step, state, _) in zip(chain, chain[1:]) if step.position is None]
    assert pairs
    for first, state, step in pairs:
        assert state.to_move == first.to_move, step.name


@pytest.mark.parametrize("game", GAMES)
def test_the_last_game_starts_from_a_real_opening_with_the_learner_to_move(game):
    lesson = games.get(game).lesson()
    match = lesson.finale.match(game)
    assert not match.state.is_over and match.players == (None, "beginner") and match.state.to_move == 0
    assert match.record()["moves"] == [m.to_dict() for m in lesson.finale.opening]  # the bot replays it


@pytest.fixture
def fonts():
    pygame.font.init()
    text.forget()
    yield


@pytest.mark.parametrize("game", GAMES)
def test_what_a_step_lights_is_on_the_board_where_a_click_reaches_it(game, fonts):
    view = parts.view_class(games.get(game))()
    rect = pygame.Rect(18, 178, 594, 380)  # the board under the card at 960x600
    view.layout(rect, 0.75)
    grid = [(x, y) for y in range(rect.top, rect.bottom, 3) for x in range(rect.left, rect.right, 3)]
    for step, state, _ in steps(game):
        for target in step.lit:
            where = view.target_rect(state, target)  # looked at first: every point is still judged by a click
            near = [point for point in grid if where is not None and where[0].collidepoint(point)]
            assert any(target in view.targets_at(state, point, NONE) for point in near + grid), \
                (step.name, target)


# -- every word in both languages ---------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_step_has_its_words_in_both_languages(game):
    lesson = games.get(game).lesson()
    keys = {f"tutorial.{game}.finale"}
    for step in lesson.steps:
        keys |= {lesson.text(step, "try"), lesson.text(step, "done")}
        if step.other:
            keys.add(lesson.text(step, "other"))
    assert keys - catalogue("en").keys() == set() and keys - catalogue("fr").keys() == set()
    spoken = {f"{key}.said" for key in keys}  # a text's spoken form, where it has one (``i18n.said``)
    spare = {k for k in catalogue("en") if k.startswith(f"tutorial.{game}.")} - keys - spoken
    assert spare == set()  # no words left over from a step that is gone


def test_lessons_are_data_the_tests_can_copy():
    step = games.GAMES[0].lesson().steps[0]
    assert dataclasses.replace(step, name="x").right_moves(step.position) == step.right_moves(step.position)
