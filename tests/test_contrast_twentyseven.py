"""27's pieces do not depend on colour (issue 28): the red base is told from a grey one by shape."""

import contrast
import pygame
from test_contrast import VISIONS

from pyrapack.ui import pieces, theme


def test_27_s_red_base_differs_from_the_grey_one_by_more_than_colour():
    """Red base and grey cells were 1.37:1 apart for deuteranopia: the red base carries a row of
    light dots that contrast with its body for everyone."""
    red, grey = pieces.pawn(42, 14, theme.RED_PIECE, False, True), pieces.pawn(42, 14, theme.GREY_PIECE)
    middle = 14 // 2 // 2 + 14 // 2  # the body's middle line, where the dots are
    dot, between = red.get_at((7, middle)), red.get_at((10, middle))
    for vision in VISIONS:
        assert contrast.ratio(dot, between, vision) >= contrast.ENOUGH, vision
    assert grey.get_at((7, middle)) == grey.get_at((10, middle))  # the grey one is plain


def test_no_mark_of_the_lesson_covers_a_cell_s_number(monkeypatch):
    """Issue 44, item 7: in step 3 of 27's lesson the violet mark lit on cell 6 hid its number. The
    number of every cell reads the same, every step's marks drawn or not."""
    from test_contrast import drawn, view_of

    from pyrapack import games
    from pyrapack.tutorial.lesson import starts
    from pyrapack.ui import marks as mark
    from pyrapack.ui import text

    pygame.font.init()
    text.forget()  # fonts of an app closed by an earlier test died with it
    monkeypatch.setattr(mark, "pulse", lambda period=0.9: 1.0)  # the mark at its largest
    lesson = games.get("twentyseven").lesson()
    view = view_of("twentyseven")
    for state, step in zip(starts(lesson), lesson.steps):
        plain, lit = drawn(view, state, mark.Marks()), drawn(view, state, mark.Marks(lit=step.lit))
        for i in range(len(state.cells)):
            label = view.label_rect(state, i)
            assert plain.subsurface(label).copy().get_view().raw == lit.subsurface(label).copy().get_view().raw, \
                (step.name, state.cell_name(i))
