"""What the board says before any click (issue 14): the pieces that can move, faintly; in
Pyramidames the pawns that must capture, clearly; a setting turns both off; a hint shows
its exact move (in 27, from the lowest pawn that would move, not the whole stack)."""

import pygame
import pytest

from pyrapack import games
from pyrapack.clicks import MoveInput
from pyrapack.rules import pyramidames, twentyseven
from pyrapack.ui import text
from pyrapack.scenes import parts
from pyrapack.scenes.game import scene_class
from pyrapack.ui.marks import Marks, entering, hinting

RECT, SCALE = pygame.Rect(18, 58, 594, 478), 0.75  # the board area at 960x600


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    text.forget()
    yield


def view_of(game):
    view = parts.view_class(games.get(game))()
    view.layout(RECT, SCALE)
    return view


def drawn(view, state, marks):
    surface = pygame.Surface((RECT.right + 80, RECT.bottom + 80), pygame.SRCALPHA)
    surface.fill((1, 2, 3, 255))
    view.draw(surface, state, marks)
    return surface


def changed(a, b, rect):
    """Whether any pixel of ``rect`` differs between two drawings."""
    return pygame.image.tobytes(a.subsurface(rect), "RGBA") != pygame.image.tobytes(b.subsurface(rect), "RGBA")


def entry(view, state):
    moves = [m for m in state.legal_moves() if not getattr(m, "is_pass", False)]
    return MoveInput(view.click_sequences(state, moves))


def a_position(game):
    """A position with pieces that can move (in Pyraos, a ball that can be raised)."""
    if game == "pyraos":
        return games.get(game).rules.State.from_dict({"game": "pyraos", "variant": "standard", "to_move": 0,
                                           "reserve": [12, 13],
                                           "levels": [["LD..", "DL..", "..L.", "...."], ["..."] * 3, [".."] * 2, ["."]]})
    return games.get(game).rules.new_game()


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_every_view_marks_what_can_move_only_when_asked_and_not_once_a_piece_is_picked(game):
    view, state = view_of(game), a_position(game)
    typed = entry(view, state)
    plain = drawn(view, state, entering(typed))
    shown = drawn(view, state, entering(typed, show_movable=True))
    assert changed(plain, shown, RECT)
    typed.click(sorted(typed.first_targets, key=str)[0])
    assert not entering(typed, show_movable=True).quiet_movable  # a piece picked: its moves show instead


def test_27_hint_starts_at_the_pawns_that_would_move_not_the_whole_stack():
    view = view_of("twentyseven")
    state = twentyseven.State.from_dict({"game": "twentyseven", "variant": "basic", "to_move": 0,
                                         "cells": ["RWWWWWWW", "GWW", "G", "G", "G", "G", "G", "G", "RBBBBBBBBB"]})
    move = twentyseven.Move(1, 2)  # the top 2 pawns of cell 1 (of 2), onto cell 3 (2 stacks: 2 cells)
    hint = entry(view, state).sequence_of(move)
    assert hint == (("pawn", 1, 2), ("cell", 3))
    big = twentyseven.Move(0, 2)  # the top 2 of the 7-pawn stack of cell 0
    hint_big = entry(view, state).sequence_of(big)
    plain, hinted = drawn(view, state, Marks()), drawn(view, state, Marks(**hinting(state, big, hint_big)))
    n, thick = len(state.cells), view.thickness(state)
    x = round(view.cell_x(0, n))
    below = round(view.pawn_center(0, n, 4, thick)[1])  # the middle of pawn 4 (of 7) above the base
    low = pygame.Rect(x - view.pawn_w // 2 - 15, below, view.pawn_w + 30, round(view.base_y - 2 * thick) - below)
    assert low.height > thick  # pawns 2-4 above the base, which stay
    top = pygame.Rect(0, 0, view.pawn_w + 30, round(2.5 * thick))
    top.midbottom = (x, round(view.pawn_center(0, n, 6, thick)[1] + thick / 2))
    assert changed(plain, hinted, top)  # the arrow starts at the two pawns that would move
    assert not changed(plain, hinted, low)  # the pawns that stay are left alone
    goal = pygame.Rect(0, 0, view.slot * 0.9, 60)
    goal.midbottom = (round(view.cell_x(2, n)), view.base_y)
    assert changed(plain, hinted, goal)  # the arrow ends on the cell they land on, their ghost there


def test_pyramidames_pawns_that_must_capture_are_marked_clearly_and_the_setting_hides_it(tmp_path):
    from driver import Driver

    from pyrapack.tutorial.lesson import LessonMatch

    d = Driver(tmp_path, size=(960, 600))
    try:
        info = games.get("pyramidames")
        # c1 must take d2 (on face A); f2 and h2 could step, were capturing not compulsory
        state = pyramidames.State.from_dict({"game": "pyramidames", "to_move": 0, "white": [[2, 0], [5, 1], [7, 1]],
                                             "black": [[3, 1], [4, 6]]})
        scene = scene_class(info)(d.app, LessonMatch("pyramidames", state))
        d.app.push(scene)
        d.tick(2)
        marks = scene.marks()
        assert marks.show_movable and marks.forced == {("pawn", (2, 0))} == marks.movable
        view = scene.view
        plain = drawn(view, state, Marks(movable=marks.movable, show_movable=True))
        clear = drawn(view, state, marks)
        assert changed(plain, clear, RECT)  # not the faint mark of a piece that merely can move
        d.app.toggle_move_marks()  # the setting: no marks before a click, for experienced players
        marks = scene.marks()
        assert not marks.show_movable and not marks.forced and not marks.quiet_movable
        assert not d.app.settings.move_marks
    finally:
        d.close()


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_a_hint_lights_each_target_its_clicks_would_take(game):
    """The hint is the move's own click sequence: each of its targets is marked where it is drawn
    (its arrow runs from the piece to where it goes, a star on each further click)."""
    view, state = view_of(game), a_position(game)
    typed = entry(view, state)
    for move in sorted(typed.sequences, key=str)[:6]:
        hint = typed.sequence_of(move)
        plain, hinted = drawn(view, state, Marks()), drawn(view, state, Marks(**hinting(state, move, hint)))
        for target in hint:
            spot = view.target_spot(state, target)
            if spot is None:  # 27 draws its help its own way (its frames are tested above); trays
                continue
            (x, y), r = spot
            around = pygame.Rect(0, 0, 3 * r, 3 * r)
            around.center = (round(x), round(y))
            assert changed(plain, hinted, around.clip(RECT)), (move, target)


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_the_help_marks_stay_inside_the_board_at_every_size(game):
    from test_views import BLEED, SIZES, canvas, positions, untouched_outside

    states, _ = positions(game, seed=5)
    for rect, scale in SIZES:
        view = parts.view_class(games.get(game))()
        view.layout(rect, scale)
        for state in states[::7]:
            if state.is_over:
                continue
            typed = entry(view, state)
            every = frozenset(typed.first_targets) | {t for seqs in typed.sequences.values() for t in seqs[0]}
            marks = entering(typed, show_movable=True, forced=frozenset(typed.first_targets), lit=every)
            surface = canvas(rect)
            view.draw(surface, state, marks)
            room = rect.inflate(2 * BLEED[scale], 2 * BLEED[scale])
            assert untouched_outside(surface, room), (scale, state)


def test_the_marks_switch_is_kept_in_the_settings_and_older_files_default_to_on(tmp_path):
    from driver import Driver

    from pyrapack.settings import Settings

    older = Settings().to_dict()
    del older["move_marks"]
    assert Settings.from_dict(older).move_marks is True
    with pytest.raises(ValueError):
        Settings.from_dict(dict(older, move_marks="no"))
    d = Driver(tmp_path, size=(960, 600))
    try:
        d.click(d.top.settings_button.rect.center)
        marks = d.top.rows[2]
        assert marks.title == "settings.marks"
        d.choose(marks, False)
        assert d.app.settings.move_marks is False
    finally:
        d.close()
    d = Driver(tmp_path, size=(960, 600))
    try:
        assert d.app.settings.move_marks is False  # kept for the next start
    finally:
        d.close()
