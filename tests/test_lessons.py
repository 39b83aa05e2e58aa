"""The guided first games as data (issue 14): every step a real position whose right moves
and answers are legal, every rule of every game met by some step, every word in both
languages. The rules are recognised by the rules modules' own descriptions of the moves."""

import dataclasses

import pygame
import pytest

from pyrapack import games
from pyrapack.locale import en, fr
from pyrapack.rules import pyramida, pyramidames, pyraos, twentyseven
from pyrapack.tutorial.lesson import FORCED, starts
from pyrapack.ui import text
from pyrapack.ui.marks import NONE

GAMES = [info.id for info in games.GAMES]


def steps(game):
    """``(step, state it begins in, its right moves)`` for each step of ``game``'s lesson."""
    lesson = games.get(game).lesson()
    return [(step, state, step.right_moves(state)) for step, state in zip(lesson.steps, starts(lesson))]


# -- the rules each lesson must show, recognised from the rules modules' descriptions ------
def _rank(cell):
    return 15 if cell == pyramida.APEX else pyramida.cell_file_rank(cell)[1]


def _kind(state, move):
    return state.attack_kind(move)


PYRAMIDA = {
    "a step": lambda s, moves, _: all(_kind(s, m) is None and m.dst != pyramida.APEX for m in moves),
    "off at the apex": lambda s, moves, _: all(m.dst == pyramida.APEX for m in moves),
    "contact attack": lambda s, moves, _: all(_kind(s, m) == "contact" and m.push_to for m in moves),
    "retreat choice": lambda s, moves, _: len(moves) > 1 and len({(m.src, m.dst, m.push_stone) for m in moves}) == 1
    and len({m.push_to for m in moves}) == len(moves),
    "attack upwards": lambda s, moves, _: all(_kind(s, m) == "contact" and m.push_to
                                              and _rank(m.push_stone) > _rank(m.dst) for m in moves),
    "column attack": lambda s, moves, _: all(_kind(s, m) == "column" for m in moves),
    "extra move": lambda s, moves, _: all(s.gives_extra_move(m) for m in moves),
    "last stone's two cells": lambda s, moves, _: len(s.stones(s.to_move)) == 1
    and all(abs(_rank(m.dst) - _rank(m.src)) == 2 for m in moves),
    "last stone sent two cells down": lambda s, moves, _: any(
        m.push_to and _rank(m.push_stone) - _rank(m.push_to) == 2 for m in moves),
    "repetition loses": lambda s, moves, _: any(s.repeats_third_time(m) for m in s.legal_moves())
    and not any(s.repeats_third_time(m) for m in moves),
}


def _summit(state, move):
    return any(pyramidames.level(*sq) == pyramidames.LEVELS - 1 for sq in state.captured(move))


PYRAMIDAMES = {
    "a step": lambda s, moves, _: all(not m.is_capture for m in moves),
    "compulsory capture on a face": lambda s, moves, _: all(
        m.is_capture and len(s.captured(m)) == 1 and len(s.jump_faces(m)[0]) == 1 for m in moves)
    and set(s.pieces(s.to_move)) - {m.path[0] for m in s.legal_moves()} != set(),  # others could step
    "a rafle changing face": lambda s, moves, _: all(
        len(m.path) > 2 and not frozenset.intersection(*s.jump_faces(m)) for m in moves),
    "the invisible cube": lambda s, moves, _: all(s.invisible_stops(m) and not _summit(s, m) for m in moves),
    "over the summit": lambda s, moves, _: all(s.invisible_stops(m) and _summit(s, m) for m in moves),
    "reaching the far row": lambda s, moves, _: all(s.play(m).outcome == "reached the far row" for m in moves),
}


def _carried(state, move):
    return state.cells[move.from_cell][-move.count:]


TWENTYSEVEN = {
    "counting n": lambda s, moves, _: s.owned_stacks(s.to_move) >= 2 and all(
        not m.is_pass and abs(s.destination(m) - m.from_cell) == s.owned_stacks(s.to_move) for m in moves),
    "part of a stack": lambda s, moves, _: all(
        not m.is_pass and m.count < len(s.cells[m.from_cell]) - 1 for m in moves),
    "enemy pawns carried": lambda s, moves, _: all(
        not m.is_pass and "WB"[1 - s.to_move] in _carried(s, m) for m in moves),
    "the pass": lambda s, moves, _: moves == [twentyseven.PASS] and s.owned_stacks(s.to_move) > 0,
    "the end and the score": lambda s, moves, _: all(s.play(m).is_over and s.play(m).winner == s.to_move
                                                     for m in moves),
    "grey: a base travels": lambda s, moves, _: s.variant == "grey" and all(
        not m.is_pass and s.removes_cell(m) and s.cells[m.from_cell][0] == "G" for m in moves),
    "red: the goals move": lambda s, moves, _: s.variant == "red" and all(
        not m.is_pass and s.removes_cell(m) and s.cells[m.from_cell][0] == "R" for m in moves),
}


def _standard(state):
    data = dict(state.to_dict(), variant="standard")
    return pyraos.State.from_dict(data)


def _lines(state, move):
    return [f for f in state.formations(move) if len({s[1] for s in f}) == 1 or len({s[2] for s in f}) == 1]


PYRAOS = {
    "place": lambda s, moves, _: all(m.is_place and not m.take for m in moves),
    "raise": lambda s, moves, _: all(m.is_raise and not m.take for m in moves),
    "square and take-back": lambda s, moves, _: all(m.take and s.formations(m) for m in moves)
    and {len(m.take) for m in moves} == {1, 2},
    "the last ball kept": lambda s, moves, _: s.reserve[s.to_move] == 1
    and any(s.play(m).outcome == "ran out of balls" for m in s.legal_moves())
    and all(not s.play(m).is_over for m in moves),
    "running out of balls": lambda s, moves, step: step.reply is not None and all(
        s.play(m).play(step.answer(s.play(m))).outcome == "ran out of balls" for m in moves),
    "children: a square gives nothing": lambda s, moves, _: s.variant == "children" and all(
        not m.take and not s.formations(m) and _standard(s).formations(m) for m in moves),
    "advanced: lines count": lambda s, moves, _: s.variant == "advanced" and all(
        m.take and _lines(s, m) for m in moves),
}

RULES = {"pyramida": PYRAMIDA, "pyramidames": PYRAMIDAMES, "twentyseven": TWENTYSEVEN, "pyraos": PYRAOS}


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_game_is_met_by_a_step(game):
    met = {rule: [step.name for step, state, moves in steps(game) if holds(state, moves, step)]
           for rule, holds in RULES[game].items()}
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
    view = games.get(game).view_class()()
    rect = pygame.Rect(18, 178, 594, 380)  # the board under the card at 960x600
    view.layout(rect, 0.75)
    for step, state, _ in steps(game):
        for target in step.lit:
            assert any(target in view.targets_at(state, (x, y), NONE)
                       for y in range(rect.top, rect.bottom, 3) for x in range(rect.left, rect.right, 3)), \
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
    assert keys - en.STRINGS.keys() == set() and keys - fr.STRINGS.keys() == set()
    spare = {k for k in en.STRINGS if k.startswith(f"tutorial.{game}.")} - keys
    assert spare == set()  # no words left over from a step that is gone


def test_lessons_are_data_the_tests_can_copy():
    step = games.get("pyramida").lesson().steps[0]
    assert dataclasses.replace(step, name="x").right_moves(step.position) == step.right_moves(step.position)
