"""The guided first games as data (issue 14): every step a real position whose right moves
and answers are legal, every rule of every game met by some step, every word in both
languages. The rules are recognised by the rules modules' own descriptions of the moves."""

import dataclasses

import pygame
import pytest

from pyrapack import games, guide, tutorial
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


@dataclasses.dataclass(frozen=True)
class Seen:
    """A step as the learner meets it: the position it begins in, its right moves, the step
    itself and the step before (None for the first)."""

    state: object
    moves: list
    step: object
    before: object = None

    def after(self, move):
        return self.state.play(move)

    def answered(self, move):
        """The position once ``move`` is played and the other side has answered (if it does)."""
        after = self.state.play(move)
        return after.play(self.step.answer(after)) if self.step.reply is not None else after


def seen(game):
    out = []
    for step, state, moves in steps(game):
        out.append(Seen(state, moves, step, out[-1] if out else None))
    return out


def every(seen, holds):
    return bool(seen.moves) and all(holds(m) for m in seen.moves)


# -- every rule of every game, by the section of its rules page that states it --------------
# A rule is recognised from the rules modules' own descriptions of the positions and moves. The
# sections that describe the board or the start, and not a rule to play, are named in BOARD;
# PyraPack's reading of an unclear rule sheet (the "reading" note) counts for the end
# conditions and draws it states.
def _rank(cell):
    return 15 if cell == pyramida.APEX else pyramida.cell_file_rank(cell)[1]


def _touched(state, cell):
    """The enemy stones next to ``cell`` for the player to move."""
    around = pyramida.neighbours_above(cell) + pyramida.neighbours_below(cell)
    return [c for c in around if state.owner(c) == 1 - state.to_move]


def _can_step_down(state, stone, move):
    after = {move.dst} | {c for c in pyramida.CELLS if state.owner(c) is not None} - {move.src}
    return any(c not in after for c in pyramida.neighbours_below(stone))


def _highest_touched(state, move):
    touched = _touched(state, move.dst)
    top = max((_rank(c) for c in touched), default=0)
    return [c for c in touched if _rank(c) == top]


def _kind(state, move):
    return state.attack_kind(move)


PYRAMIDA = {
    "goal": {
        "five stones off win": lambda x: every(x, lambda m: x.after(m).outcome == "took all five stones off"),
    },
    "turn": {
        "a step": lambda x: every(x, lambda m: _kind(x.state, m) is None and m.dst != pyramida.APEX
                                  and not _touched(x.state, m.dst)),
        "off at the apex, attacking nothing": lambda x: every(x, lambda m: m.dst == pyramida.APEX)
        and _touched(x.state, pyramida.APEX) != [],
    },
    "contact": {
        "contact attack": lambda x: every(x, lambda m: _kind(x.state, m) == "contact" and m.push_to),
        "retreat choice": lambda x: len(x.moves) > 1 and len({(m.src, m.dst, m.push_stone) for m in x.moves}) == 1
        and len({m.push_to for m in x.moves}) == len(x.moves),
        "attack upwards": lambda x: every(x, lambda m: _kind(x.state, m) == "contact" and m.push_to
                                          and _rank(m.push_stone) > _rank(m.dst)),
        "one of the highest that can step down": lambda x: every(x, lambda m: m.push_to and any(
            not _can_step_down(x.state, c, m) for c in _highest_touched(x.state, m) if c != m.push_stone)),
        "the bottom row cannot be attacked": lambda x: every(x, lambda m: _touched(x.state, m.dst) != [] and all(
            _rank(c) == 1 for c in _touched(x.state, m.dst)) and m.push_stone is None),
    },
    "extra": {
        "extra move": lambda x: every(x, lambda m: x.state.gives_extra_move(m)),
        "the extra move may attack again": lambda x: x.step.position is None and x.before is not None and every(
            x.before, lambda m: x.before.state.gives_extra_move(m)) and every(x, lambda m: _kind(x.state, m)),
    },
    "column": {
        "column attack": lambda x: every(x, lambda m: _kind(x.state, m) == "column"),
        "the column attack comes first": lambda x: every(x, lambda m: _kind(x.state, m) == "column" and any(
            _can_step_down(x.state, c, m) for c in _touched(x.state, m.dst))),
        "a failed column attack: play again": lambda x: every(
            x, lambda m: _kind(x.state, m) == "column failed" and x.state.gives_extra_move(m)),
    },
    "last": {
        "last stone's two cells": lambda x: len(x.state.stones(x.state.to_move)) == 1
        and every(x, lambda m: abs(_rank(m.dst) - _rank(m.src)) == 2),
        "last stone sent two cells down": lambda x: any(
            m.push_to and _rank(m.push_stone) - _rank(m.push_to) == 2 for m in x.moves),
    },
    "end": {
        "repetition loses": lambda x: any(x.state.repeats_third_time(m) for m in x.state.legal_moves())
        and not any(x.state.repeats_third_time(m) for m in x.moves),
        "a blocked player passes": lambda x: x.step.reply == FORCED and every(
            x, lambda m: x.after(m).legal_moves() == [pyramida.PASS]),
    },
    "reading": {  # two passes in a row would draw: the step shows why it never happens
        "two passes would draw, and cannot come": lambda x: x.step.reply == FORCED and every(x, lambda m: (
            x.answered(m).to_move == x.state.to_move
            and max(map(_rank, x.answered(m).stones(x.state.to_move)))
            > max(map(_rank, x.answered(m).stones(1 - x.state.to_move)))
            and not x.answered(m).play(x.answered(m).legal_moves()[0]).is_over)),
    },
}


def _summit(state, move):
    return any(pyramidames.level(*sq) == pyramidames.LEVELS - 1 for sq in state.captured(move))


def _backwards(state, move):
    rows = [square[1] for square in move.path]
    return rows[-1] < rows[0] if state.to_move == 0 else rows[-1] > rows[0]


PYRAMIDAMES = {
    "goal": {
        "reaching the far row": lambda x: every(x, lambda m: x.after(m).outcome == "reached the far row"),
        "taking every enemy pawn": lambda x: every(x, lambda m: x.after(m).outcome == "captured every piece"),
        "leaving the opponent without a move": lambda x: every(
            x, lambda m: x.after(m).outcome == "left the opponent without a move"),
    },
    "setup": {  # a pawn on its far row is not crowned: the move that reaches it ends the game
        "no kings: the far row is the win": lambda x: every(
            x, lambda m: x.after(m).is_over and x.after(m).outcome == "reached the far row"),
    },
    "step": {
        "a step": lambda x: every(x, lambda m: not m.is_capture),
        "a step along the same terrace": lambda x: every(
            x, lambda m: not m.is_capture and pyramidames.level(*m.path[0]) == pyramidames.level(*m.path[-1])),
    },
    "capture": {
        "compulsory capture on a face": lambda x: every(x, lambda m: m.is_capture and len(x.state.captured(m)) == 1
                                                        and len(x.state.jump_faces(m)[0]) == 1)
        and set(x.state.pieces(x.state.to_move)) - {m.path[0] for m in x.state.legal_moves()} != set(),
        "backwards too": lambda x: every(x, lambda m: m.is_capture and _backwards(x.state, m)),
    },
    "rafle": {
        "a rafle changing face": lambda x: every(x, lambda m: len(m.path) > 2
                                                 and not frozenset.intersection(*x.state.jump_faces(m))),
    },
    "cubes": {
        "the invisible cube": lambda x: every(x, lambda m: x.state.invisible_stops(m) and not _summit(x.state, m)),
    },
    "summit": {
        "over the summit": lambda x: every(x, lambda m: x.state.invisible_stops(m) and _summit(x.state, m)),
    },
    "choice": {
        "a free choice between captures": lambda x: len(x.moves) > 1 and sorted(x.moves, key=str) == sorted(
            x.state.legal_moves(), key=str) and len({len(x.state.captured(m)) for m in x.moves}) > 1,
    },
}


def _carried(state, move):
    return state.cells[move.from_cell][-move.count:]


TWENTYSEVEN = {
    "goal": {
        "the tallest stack on the goal wins": lambda x: every(
            x, lambda m: x.after(m).is_over and x.after(m).winner == x.state.to_move),
        "who starts is drawn by lot": lambda x: x.step.before != () and x.step.position == twentyseven.new_game(
            variant=x.step.position.variant, first=1),  # the lot gave Black the first move, played before
    },
    "turn": {
        "counting n": lambda x: x.state.owned_stacks(x.state.to_move) >= 2 and every(
            x, lambda m: not m.is_pass
            and abs(x.state.destination(m) - m.from_cell) == x.state.owned_stacks(x.state.to_move)),
        "part of a stack": lambda x: every(
            x, lambda m: not m.is_pass and m.count < len(x.state.cells[m.from_cell]) - 1),
        "enemy pawns carried": lambda x: every(
            x, lambda m: not m.is_pass and "WB"[1 - x.state.to_move] in _carried(x.state, m)),
    },
    "blocked": {
        "the pass": lambda x: x.moves == [twentyseven.PASS] and x.state.owned_stacks(x.state.to_move) > 0,
    },
    "end": {
        "neither can move: the end and the score": lambda x: every(x, lambda m: x.after(m).is_over)
        and len({x.after(m).score(x.state.to_move) for m in x.state.legal_moves()}) > 1,
        "equal scores: a draw": lambda x: every(x, lambda m: x.after(m).is_over and x.after(m).winner is None
                                                and x.after(m).score(0) == x.after(m).score(1)),
    },
    "variants": {
        "grey: a base travels": lambda x: x.state.variant == "grey" and every(
            x, lambda m: not m.is_pass and x.state.removes_cell(m) and x.state.cells[m.from_cell][0] == "G"),
        "red: the goals move": lambda x: x.state.variant == "red" and every(
            x, lambda m: not m.is_pass and x.state.removes_cell(m) and x.state.cells[m.from_cell][0] == "R"),
    },
    "reading": {  # owning no stack; your own start cell; the red line left with one cell: both goals, a draw
        "owning no stack: a pass": lambda x: x.moves == [twentyseven.PASS]
        and x.state.owned_stacks(x.state.to_move) == 0,
        "your pawns left at home count for the other side": lambda x: every(x, lambda m: x.after(m).is_over and (
            "WB"[x.state.to_move] in x.after(m).cells[x.after(m).goal(1 - x.state.to_move)][1:])),
        "red: a single cell left is a draw": lambda x: x.state.variant == "red" and any(
            len(x.after(m).cells) == 1 and x.after(m).is_over and x.after(m).winner is None
            for m in x.state.legal_moves()) and not any(len(x.after(m).cells) == 1 for m in x.moves),
    },
}


def _standard(state):
    data = dict(state.to_dict(), variant="standard")
    return pyraos.State.from_dict(data)


def _lines(state, move):
    return [f for f in state.formations(move) if len({s[1] for s in f}) == 1 or len({s[2] for s in f}) == 1]


def _open_above(state, spot):
    """The empty spots above ``spot``'s level that a ball could stand on now."""
    return [s for s in pyraos.SPOTS if s[0] > spot[0] and state.ball_at(s) is None and state.is_supported(s)]


def _under_the_apex_filled(state):
    return all(state.ball_at(spot) is not None for spot in pyraos.SPOTS if spot != pyraos.APEX)


PYRAOS = {
    "goal": {
        "running out of balls": lambda x: x.step.reply is not None and every(
            x, lambda m: x.answered(m).outcome == "ran out of balls"),
        "the apex: it wins, and is out of reach": lambda x: x.step.reply is not None and every(
            x, lambda m: _under_the_apex_filled(x.answered(m)) and x.answered(m).outcome == "ran out of balls")
        and ("spot", pyraos.APEX) in x.step.lit,  # pointed at on the board and its map
    },
    "turn": {
        "place": lambda x: every(x, lambda m: m.is_place and not m.take),
        "raise": lambda x: every(x, lambda m: m.is_raise and not m.take),
        "never onto a square it holds up": lambda x: every(x, lambda m: m.is_raise and any(
            m.src in pyraos.supports(s) for s in _open_above(x.state, m.src))),
    },
    "square": {
        "square and take-back": lambda x: every(x, lambda m: m.take and x.state.formations(m))
        and {len(m.take) for m in x.moves} == {1, 2},
        "the second: a ball the first rested on": lambda x: every(
            x, lambda m: len(m.take) == 2 and len(x.state.takeback_orders(m)) == 1),
    },
    "levels": {
        "the level maps: a ball hidden under another": lambda x: any(
            kind == "spot" and x.state.ball_at(spot) is not None and not x.state.is_free(spot)
            for kind, spot in (target[:2] for target in x.step.lit)),
    },
    "end": {
        "the last ball kept": lambda x: x.state.reserve[x.state.to_move] == 1
        and any(x.after(m).outcome == "ran out of balls" for m in x.state.legal_moves())
        and every(x, lambda m: not x.after(m).is_over),
        "a position seen a third time: a draw": lambda x: every(
            x, lambda m: x.after(m).outcome == "threefold repetition"),
    },
    "variants": {
        "children: a square gives nothing": lambda x: x.state.variant == "children" and every(
            x, lambda m: not m.take and not x.state.formations(m) and _standard(x.state).formations(m)),
        "advanced: lines count": lambda x: x.state.variant == "advanced" and every(
            x, lambda m: m.take and _lines(x.state, m)),
    },
    "reading": {  # taking back the ball just placed amounts to passing
        "the ball just placed taken back": lambda x: every(x, lambda m: m.is_place and m.take == (m.dst,)),
    },
}

RULES = {"pyramida": PYRAMIDA, "pyramidames": PYRAMIDAMES, "twentyseven": TWENTYSEVEN, "pyraos": PYRAOS}


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_recognised_are_the_rules_page_s_rule_by_rule(game):
    """Issue 25, item 1: the list of rules is the rules page's, section by section; issue 34,
    item 13: rule by rule, as each section states them (``Section.rules``): 27's first player
    drawn by lot and Pyraos' second take-back, stated in sections the lesson met, were met by no
    step. A section that states no rule shows the board, the start or how to read the screen."""
    page = {section.key: sorted(section.rules) for section in guide.sections(game) if section.rules}
    assert {key: sorted(rules) for key, rules in RULES[game].items()} == page


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_game_is_met_by_a_step(game):
    """Every rule of every section, end conditions and draws included (issue 25: the apex and
    the draw of Pyraos, Pyramida's failed column attack, bottom row and pass, Pyramidames'
    backwards capture and free choice were met by none)."""
    met = {(section, rule): [x.step.name for x in seen(game) if holds(x)]
           for section, rules in RULES[game].items() for rule, holds in rules.items()}
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
