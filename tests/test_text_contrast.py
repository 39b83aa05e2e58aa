"""Words contrast 4.5:1 with what they are written on, everywhere (issue 35, item 3): on every
screen of the README's pictures and a puzzle of each game, in normal and high contrast, each
line of text drawn is checked against the colour under it (the commonest one of its box, before
it is drawn), coordinates on the boards included: 4.5:1 for large text too (issue 35's bar,
above WCAG's 3:1 for 24 px or 19 px bold). A line drawn on a see-through layer is judged where that layer is laid, when the
ground can be known: the boards' labels drawn on their own layers are tested in test_contrast."""

import collections
import pathlib

import contrast
import pygame
import pytest

from driver import walk_the_pictures

from pyrapack import games
from pyrapack.ui import marks, text, theme

ROOT = pathlib.Path(__file__).resolve().parents[1]
GLYPH = 8  # pixels: fewer that words change is the edge of a glyph peeping past a piece


def ground_of(surface, rect):
    """The commonest opaque colour of ``rect`` on ``surface`` (None: see-through there)."""
    rect = rect.clip(surface.get_rect())
    if rect.width == 0 or rect.height == 0:
        return None
    counts = collections.Counter()
    area = surface.subsurface(rect)
    for y in range(0, rect.height, 2):
        for x in range(0, rect.width, 2):
            counts[tuple(area.get_at((x, y)))] += 1
    colour, _ = counts.most_common(1)[0]
    return colour[:3] if len(colour) < 4 or colour[3] >= 200 else None


def watch(monkeypatch, faint):
    """Every line ``text.draw`` and ``text.draw_fitted`` write, checked against its ground."""
    draw, fitted = text.draw, text.draw_fitted

    def check(surface, words, rect, color):
        ground = ground_of(surface, rect)
        if ground is None or not words.strip():
            return
        seen = contrast.ratio(color, ground)
        if seen < 4.5:
            faint[(words, tuple(color[:3]), ground)] = round(seen, 2)

    def drawn(surface, words, pos, size, color=theme.TEXT, kind="body", anchor="topleft"):
        image = text.render(words, size, color, kind)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        check(surface, words, rect, color)
        return draw(surface, words, pos, size, color, kind, anchor)

    def drawn_fitted(surface, words, rect, size, color=theme.TEXT, kind="body", anchor="center"):
        fit = text.fit_size(words, size, rect.width, kind)
        image = text.render(text.ellipsize(words, fit, rect.width, kind), fit, color, kind)
        check(surface, words, image.get_rect(**{anchor: getattr(rect, anchor)}), color)
        return fitted(surface, words, rect, size, color, kind, anchor)

    monkeypatch.setattr(text, "draw", drawn)
    monkeypatch.setattr(text, "draw_fitted", drawn_fitted)


@pytest.mark.parametrize("high", [False, True], ids=["normal", "high contrast"])
def test_every_line_of_text_contrasts_with_its_ground(tmp_path, monkeypatch, high):
    """The screens of the README's pictures (tools/screenshots.py), of the shipped games as players
    see them. (With the tests' game too, a dialog growing in over the menu's fifth tile, or the end
    banner over its sand board, left words over a gold ground for a frame: the boards' own words
    are judged in every registered game below.)"""
    monkeypatch.setattr(games, "GAMES", games.SHIPPED)
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import screenshots

    faint = {}
    watch(monkeypatch, faint)
    monkeypatch.setattr(pygame.image, "save", lambda *args: None)
    walk_the_pictures(screenshots, tmp_path, screenshots.puzzles, high_contrast=high)
    assert not faint, "\n".join(f"{ratio}:1 {words!r} {color} on {ground}" for (words, color, ground), ratio in
                                sorted(faint.items(), key=lambda item: item[1]))


def unworded(view, state, monkeypatch):
    """The board drawn with its words, and without (every line it writes left out)."""
    from test_contrast import drawn

    pictures = []
    for quiet in (False, True):
        if quiet:
            monkeypatch.setattr(text, "draw", lambda surface, words, *args, **kwargs: pygame.Rect(0, 0, 0, 0))
            monkeypatch.setattr(text, "draw_fitted", lambda surface, words, *args, **kwargs: pygame.Rect(0, 0, 0, 0))
        theme.forget_drawings()  # the boards' layers are kept: drawn again, with or without words
        pictures.append(drawn(view, state, marks.NONE))
    monkeypatch.undo()
    theme.forget_drawings()
    return pictures


@pytest.mark.parametrize("high", [False, True], ids=["normal", "high contrast"])
def test_the_words_on_every_board_contrast_where_their_layer_is_laid(high, monkeypatch):
    """Issue 35, item 3: coordinates and cell numbers at 2.15:1 and 2.41:1. The boards write them
    on layers of their own, which the test above cannot judge: here every game's board (through
    the registry) is drawn with its words and without, and each glyph (a patch of pixels the words
    change; a few pixels of a glyph's edge peeping past a piece aside) is judged by its strongest
    pixel against the commonest colour under it in the picture without words."""
    from test_contrast import position, view_of

    pygame.font.init()
    text.forget()
    theme.set_contrast(high)
    faint, judged = {}, collections.Counter()
    try:
        for info in games.GAMES:
            view = view_of(info.id)
            state, _ = position(info.id)
            worded, bare = unworded(view, state, monkeypatch)
            glyphs = contrast.changed(bare, worded)
            for rect in glyphs.get_bounding_rects():
                pixels = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
                          if glyphs.get_at((x, y))]
                if len(pixels) < GLYPH:
                    continue
                judged[info.id] += 1
                ground = collections.Counter(tuple(bare.get_at(p))[:3] for p in pixels).most_common(1)[0][0]
                ink = max((tuple(worded.get_at(p))[:3] for p in pixels), key=lambda c: contrast.ratio(c, ground))
                if contrast.ratio(ink, ground) < 4.5:
                    faint[(info.id, rect.topleft)] = (round(contrast.ratio(ink, ground), 2), ink, ground)
    finally:
        theme.set_contrast(False)
    assert all(judged[info.id] for info in games.GAMES), judged  # every board has words to judge
    assert not faint
