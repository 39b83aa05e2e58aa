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
