"""Pyramidames' side panel read word by word: who took whose pawns, what its four faces are."""

import pygame
import pytest
from driver import Driver
from test_side_panel import game_scene, lang  # noqa: F401  (a fixture)

from pyrapack import i18n
from pyrapack.ui import text, theme
from pyrapack.rules import pyramidames


PYRAMIDAMES_CARD = {
    "en": (["12 pawns on the board", "has taken 3 of Black's pawns"],
           ["9 pawns on the board", "has taken 0 of White's pawns"]),
    "fr": (["12 pions sur le damier", "a pris 3 pions aux Noirs"],
           ["9 pions sur le damier", "a pris 0 pion aux Blancs"]),
}


def test_pyramidames_card_says_who_took_whose_pawns(tmp_path, lang):
    driver, scene = game_scene(tmp_path, "pyramidames", lang)
    try:
        state = scene.state
        black = sorted(state.pieces(1))[3:]  # three black pawns gone
        position = pyramidames.State.from_dict({"game": pyramidames.GAME, "to_move": 0,
                                                "white": [list(p) for p in state.pieces(0)],
                                                "black": [list(p) for p in black]})
        assert (scene.player_lines(position, 0), scene.player_lines(position, 1)) == PYRAMIDAMES_CARD[lang]
    finally:
        driver.close()


def test_pyramidames_says_what_its_four_faces_are(tmp_path, lang):
    """"The four faces, upright" over four strips, and nothing said of what they are for."""
    words = {"en": ("pyramid's four sides", "captures"), "fr": ("pentes de la pyramide", "prend")}[lang]
    driver, _ = game_scene(tmp_path, "pyramidames", lang)
    try:
        assert words[0] in i18n.t("pyramidames.faces_title") and words[1] in i18n.t("pyramidames.faces_note")
    finally:
        driver.close()
