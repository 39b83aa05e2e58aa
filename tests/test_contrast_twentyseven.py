"""27's pieces do not depend on colour (issue 28): the red base is told from a grey one by shape."""

import contrast
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
