"""A rules page's text that points at a picture points where the picture is.

A section's diagram is drawn under its text, so "the picture below" is the section's own
diagram, and "the picture above" an earlier section's, in a section without one of its own.
"""

import re

import pytest

from pyrapack import games, guide
from pyrapack.i18n import catalogue

POINTERS = {  # the ways the texts point at a picture, by language
    "en": re.compile(r"\b(?:picture|diagram) (above|below)\b|\(\s*(above|below)\b|\b(above|below)\)"),
    "fr": re.compile(r"\b(?:schéma|dessin) ci-(dessus|dessous)\b|\(\s*ci-(dessus|dessous)\b|ci-(dessus|dessous)\)"),
}
BELOW = {"below", "dessous"}
PAGES = [g.id for g in games.GAMES if games.get(g.id).has("guide")]


def pointers(lang, text):
    return [next(filter(None, match.groups())) for match in POINTERS[lang].finditer(text)]


@pytest.mark.parametrize("lang, strings", [("en", catalogue("en")), ("fr", catalogue("fr"))])
def test_a_text_points_at_the_picture_where_it_is_drawn(lang, strings):
    seen = 0
    for game in PAGES:
        sections = games.get(game).part("guide", "SECTIONS")
        for k, section in enumerate(sections):
            for where in pointers(lang, strings[section.text(game)]):
                seen += 1
                if where in BELOW:
                    assert section.diagram is not None, (game, section.key, where)
                else:
                    assert section.diagram is None, (game, section.key, where)
                    assert any(s.diagram for s in sections[:k]), (game, section.key, where)
    assert seen >= 4  # the pointers the pages have (Pyramidames 2, Pyraos 2): the patterns still find them


def test_the_patterns_catch_the_slips_the_tester_found():
    assert pointers("en", "its own square (the cross above). Then (1, then 2 above).") == ["above", "above"]
    assert pointers("fr", "(la croix ci-dessus). Puis (1, puis 2 ci-dessus).") == ["dessus", "dessus"]
