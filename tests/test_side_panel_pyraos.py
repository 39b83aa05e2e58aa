"""Pyraos' side panel: the moves' heading explains the level in the notation."""

import pygame
import pytest
from driver import Driver
from test_side_panel import game_scene, lang  # noqa: F401  (a fixture)

from pyrapack import i18n
from pyrapack.ui import text, theme


def test_pyraos_moves_heading_explains_the_level_in_the_notation(tmp_path, lang):
    driver, scene = game_scene(tmp_path, "pyraos", lang)
    try:
        note = scene.texts.notation_note()
        assert "1b3" in note and i18n.t("pyraos.map.level", level=1).split()[0].lower() in note.lower()
        driver.tick(2)
        assert "1b3" in i18n.t("rules.pyraos.levels.text")
    finally:
        driver.close()
