"""Pyramida's pieces on their ground (issue 28): a light stone on a top block is outlined."""

from test_contrast import assert_outlined

from pyrapack.ui import pieces, theme
from pyrapack.views.pyramida.board import block_colour


def test_a_light_stone_is_outlined_on_a_top_block():
    assert_outlined(pieces.disc(12, theme.LIGHT_PIECE), block_colour(14), "a light stone on a top block (1.6:1)")
