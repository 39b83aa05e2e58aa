"""Text drawing: anchored labels, word wrapping, and shrinking to fit a box."""

from functools import lru_cache
from typing import NamedTuple

import pygame

from . import drawings, theme

MIN_SIZE = 14  # pixels: no text is smaller, in the smallest window...
DESIGN_MIN = 16  # ...and none under this from the design size (1280x800) up
_floor = MIN_SIZE  # the smallest size this frame draws (``set_scale``)
_growth = 1.0  # how much larger the Size setting draws this frame's screen (``set_scale``)


def set_scale(scale, window=None):
    """The scale of the frames to come: the screen's (``scale``: the window's times the Size
    setting, or less where a screen has not the room) and the window's alone (``window``; None:
    ``scale``). At Size 100% no text is drawn under 14 px, nor under 16 px from the design size
    up; a screen drawn larger (a larger Size) raises that floor as much as it grows itself
    (at 150%: 21 px in the smallest window where the screen grows as much, 16 px on a game's
    screen, which grows 16% there; 24 px at full HD): the smallest text grows with the Size."""
    global _floor, _growth
    window = scale if window is None else window
    _growth = max(1.0, scale / window)
    _floor = round(max(MIN_SIZE, min(DESIGN_MIN, round(DESIGN_MIN * window))) * _growth)


def smallest():
    """The smallest text size now (``set_scale``)."""
    return _floor


def grown(size):
    """``size`` as much larger as the Size setting draws this screen (``set_scale``; 1x at
    100%): for words whose room shrinks as the Size grows (a board's coordinates, as the board
    gives room to a larger panel), so that a larger Size never draws them smaller."""
    return size * _growth


def forget():
    """Drop every cached font and rendered line (after ``pygame.quit()``)."""
    global _floor, _growth
    _floor, _growth = MIN_SIZE, 1.0
    _rendered.cache_clear()
    _size.cache_clear()
    _cut.cache_clear()
    _wrap.cache_clear()
    _fit_size.cache_clear()
    _measure.cache_clear()
    theme.forget_fonts()


def render(text, size, color=theme.TEXT, kind="body"):
    """A cached rendered line of text (rendering is the slow part of drawing text)."""
    return _rendered(text, max(_floor, int(size)), color, kind)


@drawings.cached(budget=16 * drawings.MB)  # a screen's lines, a few times over
def _rendered(text, size, color, kind):
    return theme.font(size, kind).render(text, True, color)


def width(text, size, kind="body"):
    """How wide ``text`` is drawn at ``size``: measured at the size it is drawn at (never under
    the smallest, ``set_scale``), so that what is measured to fit does fit."""
    return _size(text, max(_floor, int(size)), kind)[0]


@lru_cache(maxsize=4096)
def _size(text, size, kind):
    """Cached: layouts measure the same words every frame (a fifth of a frame's text work)."""
    return theme.font(size, kind).size(text)


class Measure(NamedTuple):
    whole: int  # the words on one line
    two_lines: int  # the wider of their two lines, split where that is least (one word: whole)
    widest_word: int


def measure(words, size, kind="body"):
    """How wide ``words`` are drawn at ``size`` (never under the smallest: ``set_scale``), on one
    line and on two (``wrap`` gives at most two lines, none wider, in as much), and their widest
    word: what a layout that weighs many widths asks, each size measured once."""
    return _measure(words, max(_floor, int(size)), kind)


@lru_cache(maxsize=1024)
def _measure(words, size, kind):
    font = theme.font(size, kind)
    parts = words.split(" ")
    firsts = [font.size(" ".join(parts[:k]))[0] for k in range(1, len(parts) + 1)]
    rests = [font.size(" ".join(parts[k:]))[0] for k in range(1, len(parts))]
    two = min((max(first, rest) for first, rest in zip(firsts, rests)), default=firsts[-1])
    return Measure(firsts[-1], two, max(font.size(part)[0] for part in parts))


def line_height(size, kind="body"):
    """A line's height at ``size``, as drawn (never under the smallest size)."""
    return theme.font(max(_floor, int(size)), kind).get_linesize()


def draw(surface, text, pos, size, color=theme.TEXT, kind="body", anchor="topleft"):
    """Draw one line with its ``anchor`` point (a pygame.Rect attribute) at ``pos``."""
    surf = render(text, size, color, kind)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    return rect


def wrap(text, size, width, kind="body"):
    """Split ``text`` into lines no wider than ``width`` pixels (explicit newlines kept), measured
    at the size they are drawn at (never under the smallest: ``set_scale``)."""
    return _wrap(text, max(_floor, int(size)), width, kind)


@lru_cache(maxsize=512)
def _wrap(text, size, width, kind):
    """Cached by the size drawn: measuring every word is the slow part, and pages re-draw each
    frame; a cache by the size asked would keep a smaller window's lines (another floor)."""
    font = theme.font(size, kind)
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if not line or font.size(candidate)[0] <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def fit_size(text, size, width, kind="body"):
    """The largest size up to ``size`` (but not under the smallest: ``set_scale``) at which one
    line of ``text`` fits ``width``."""
    return _fit_size(text, max(_floor, int(size)), width, kind, _floor)


@lru_cache(maxsize=2048)
def _fit_size(text, size, width, kind, minimum):  # cached: button rows ask every frame
    if size <= minimum or theme.font(size, kind).size(text)[0] <= width:
        return size
    low, high = minimum, size  # searched by halves: a long text costs a few measures, not one a size
    while high - low > 1:
        middle = (low + high) // 2
        if theme.font(middle, kind).size(text)[0] <= width:
            low = middle
        else:
            high = middle
    return low


def ellipsize(text, size, width, kind="body"):
    """``text`` cut with an ellipsis so that it fits ``width`` at ``size`` (cached: rows ask every frame).

    The cut is searched, not walked: prefixes twice as long each time until one is too wide,
    then halving between the last two, so a line costs O(log k) measures of at most 2k
    characters, k the characters that fit, however long the line (a measure per character
    cut froze the Games screen on a long variant name).
    """
    return _cut(text, max(_floor, int(size)), width, kind)  # measured at the size drawn


@lru_cache(maxsize=2048)
def _cut(text, size, width, kind):
    font = theme.font(size, kind)
    reach = 1  # a prefix known to be too wide, or the whole text
    while reach < len(text) and font.size(text[:reach])[0] <= width:
        reach *= 2
    if reach >= len(text) and font.size(text)[0] <= width:
        return text
    low, high = 0, min(reach, len(text))  # text[:low] + "…" fits (or low is 0); text[:high] does not
    while high - low > 1:
        middle = (low + high) // 2
        if font.size(text[:middle] + "…")[0] <= width:
            low = middle
        else:
            high = middle
    return text[:low].rstrip() + "…"


def draw_fitted(surface, text, rect, size, color=theme.TEXT, kind="body", anchor="center"):
    """One line inside ``rect``: shrunk if needed, and cut with an ellipsis as a last resort."""
    size = fit_size(text, size, rect.width, kind)
    text = ellipsize(text, size, rect.width, kind)
    surf = render(text, size, color, kind)
    box = surf.get_rect(**{anchor: getattr(rect, anchor)})
    surface.blit(surf, box)
    return box


def fitted_rect(text, rect, size, kind="body", anchor="center"):
    """Where ``draw_fitted`` draws ``text`` in ``rect`` (a title, that the read-only tag leaves clear)."""
    size = fit_size(text, size, rect.width, kind)
    return measured(ellipsize(text, size, rect.width, kind), size, kind).move_to(**{anchor: getattr(rect, anchor)})


def measured(text, size, kind="body"):
    """The rectangle ``text`` takes drawn at ``size`` (at 0, 0), measured, not drawn."""
    return pygame.Rect((0, 0), _size(text, max(_floor, int(size)), kind))


def draw_wrapped(surface, text, rect, size, color=theme.TEXT, kind="body", spacing=1.25):
    """A paragraph wrapped into ``rect``; returns the height used."""
    size = max(_floor, int(size))
    y = rect.top
    step = round(theme.font(size, kind).get_linesize() * spacing * 0.82)
    for line in wrap(text, size, rect.width, kind):
        if line:
            draw(surface, line, (rect.left, y), size, color, kind)
        y += step
    return y - rect.top


def draw_wrapped_fitted(surface, text, rect, size, color=theme.TEXT, kind="body"):
    """A paragraph wrapped into ``rect`` at the largest size up to ``size`` (not under the
    smallest) at which it fits ``rect``'s height: words a larger Size makes longer take more
    lines, not an ellipsis."""
    size = max(_floor, int(size))
    while size > _floor and wrapped_height(text, size, rect.width, kind) > rect.height:
        size -= 1
    return draw_wrapped(surface, text, rect, size, color, kind)


def wrapped_height(text, size, width, kind="body", spacing=1.25):
    size = max(_floor, int(size))
    step = round(theme.font(size, kind).get_linesize() * spacing * 0.82)
    return step * len(wrap(text, size, width, kind))
