"""Pyraos' pieces on their ground (issue 28): a dark ball on its tray is outlined."""

from test_contrast import assert_outlined

from pyrapack.ui import pieces, theme
from pyrapack.views.pyraos.board import FELT


def test_a_dark_ball_is_outlined_on_its_tray():
    assert_outlined(pieces.sphere(16, theme.DARK_PIECE, True), FELT, "a dark ball on its tray (1.18:1)")
