"""Words contrast 4.5:1 with what they are written on, everywhere (issue 35, item 3): on every
screen of the README's pictures and a puzzle of each game, in normal and high contrast, each
line of text drawn is checked against the colour under it (the commonest one of its box, before
it is drawn), coordinates on the boards included. Large text (24 px, or 19 px bold) needs 3:1,
as WCAG says. A line drawn on a see-through layer is judged where that layer is laid, when the
ground can be known: the boards' labels drawn on their own layers are tested in test_contrast."""

import collections
import pathlib

import contrast
import pygame
import pytest

from pyrapack.app import App
from pyrapack.cli import Launch
from pyrapack.ui import text, theme

ROOT = pathlib.Path(__file__).resolve().parents[1]


def is_large(size, kind):
    return size >= 24 or (kind in ("bold", "title") and size >= 19)


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

    def check(surface, words, rect, size, color, kind):
        ground = ground_of(surface, rect)
        if ground is None or not words.strip():
            return
        least = 3.0 if is_large(size, kind) else 4.5
        seen = contrast.ratio(color, ground)
        if seen < least:
            faint[(words, tuple(color[:3]), ground)] = round(seen, 2)

    def drawn(surface, words, pos, size, color=theme.TEXT, kind="body", anchor="topleft"):
        image = text.render(words, size, color, kind)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        check(surface, words, rect, max(text.smallest(), size), color, kind)
        return draw(surface, words, pos, size, color, kind, anchor)

    def drawn_fitted(surface, words, rect, size, color=theme.TEXT, kind="body", anchor="center"):
        fit = text.fit_size(words, size, rect.width, kind)
        image = text.render(text.ellipsize(words, fit, rect.width, kind), fit, color, kind)
        check(surface, words, image.get_rect(**{anchor: getattr(rect, anchor)}), fit, color, kind)
        return fitted(surface, words, rect, size, color, kind, anchor)

    monkeypatch.setattr(text, "draw", drawn)
    monkeypatch.setattr(text, "draw_fitted", drawn_fitted)


@pytest.mark.parametrize("high", [False, True], ids=["normal", "high contrast"])
def test_every_line_of_text_contrasts_with_its_ground(tmp_path, monkeypatch, high):
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import screenshots

    faint = {}
    watch(monkeypatch, faint)
    monkeypatch.setattr(pygame.image, "save", lambda *args: None)
    app = App(Launch(data_dir=str(tmp_path), size=(960, 600), no_sound=True, language="en"))
    app.fps = 0
    app.set_contrast(high)
    try:
        screenshots.frames(app)
        screenshots.readme(app, tmp_path)
        app.back_to_menu()
        screenshots.puzzles(app, tmp_path)
    finally:
        app.quit()
        app.shutdown()
    assert not faint, "\n".join(f"{ratio}:1 {words!r} {color} on {ground}" for (words, color, ground), ratio in
                                sorted(faint.items(), key=lambda item: item[1]))
