"""Pyramidames' marks and letters that do not depend on colour (issue 28): the pawn that must
capture, and the faces' letters on their squares."""

import contrast
from test_contrast import VISIONS, assert_stands_out, breath, drawn, fonts, position, view_of  # noqa: F401  (fixtures)

from pyrapack.clicks import MoveInput
from pyrapack.ui import theme
from pyrapack.ui.marks import Marks


def pyramidames_captures(**extra):
    view = view_of("pyramidames")
    state, moves = position("pyramidames", captures=True)
    entry = MoveInput(view.click_sequences(state, moves))
    forced = frozenset(entry.sequences[move][0][0] for move in moves if move.is_capture)
    movable = Marks(movable=frozenset(entry.first_targets), show_movable=True)
    return view, state, movable, Marks(movable=movable.movable, show_movable=True, forced=forced, **extra)


def test_the_pawn_that_must_capture_stands_out_from_those_that_may_move(breath):
    """Pyramidames' "must capture" was a red ring, lost to red-green colour blindness: it is now
    a ring with a "!" badge, a shape of its own (``test_marks_apart``: in every game)."""
    view, state, movable, forced = pyramidames_captures()
    assert_stands_out(drawn(view, state, Marks()), drawn(view, state, forced), "the forced capture")
    assert_stands_out(drawn(view, state, movable), drawn(view, state, forced), "forced beside movable")


def test_pyramidames_face_letters_stand_out_from_their_square():
    """The A-D letters were 2.3:1, then 4.5:1 at best; text is 4.5:1 or more, large or not
    (issue 35's own bar, above WCAG's 3:1 for large text), for every colour vision."""
    from pyrapack.views.pyramidames.top import terrace

    for vision in VISIONS:
        assert contrast.ratio(theme.shade(terrace(0), -0.85), terrace(0), vision) >= 4.5


def test_the_rules_page_s_face_letters_stand_out_as_the_board_s_do():
    """Issue 42, item 7: on the rules page's diagram the letters B and D were 2.32:1 (at Size 125%):
    the ink of each letter drawn there is 4.5:1 or more against its square, for every colour vision."""
    import pygame

    from pyrapack.guide.pyramidames import N, Window
    from pyrapack.views.pyramidames.top import terrace

    theme.set_zoom(125)
    window = Window()
    window.fit_cell(48, 1.25)
    window.place((0, 0))
    surface, _ = window.static()
    ground = terrace(0)
    for square in ((N // 2 - 1, 0), (N - 1, N // 2), (N // 2, N - 1), (0, N // 2 - 1)):  # A, B, C, D
        x, y = window.center(square)
        x, y = x - window.win.left, y - window.win.top
        box = pygame.Rect(0, 0, window.cell // 2, window.cell // 2)
        box.center = (round(x), round(y))
        inks = {tuple(surface.get_at((i, j)))[:3] for i in range(box.left, box.right) for j in range(box.top, box.bottom)}
        for vision in VISIONS:
            assert max(contrast.ratio(ink, ground, vision) for ink in inks) >= 4.5, (square, vision)
