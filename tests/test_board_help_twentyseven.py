"""27's hint shows its exact move: from the lowest pawn that would move, not the whole stack."""

import pygame
from test_board_help import changed, drawn, entry, fonts, view_of  # noqa: F401  (a fixture)

from pyrapack.rules import twentyseven
from pyrapack.ui.marks import Marks, hinting


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
