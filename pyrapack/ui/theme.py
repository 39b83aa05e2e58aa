"""Colours, fonts and the scale factor that makes the layout follow the window."""

import sys

import pygame

from .. import assets

# The design size: everything is laid out for it and scaled to the window.
DESIGN = (1280, 800)
MIN_SIZE = (960, 600)

BG_TOP = (28, 26, 54)
BG_BOTTOM = (58, 36, 72)
PANEL = (255, 255, 255, 18)
PANEL_EDGE = (255, 255, 255, 40)
TEXT = (240, 234, 222)
TEXT_DIM = (178, 170, 190)
GOLD = (242, 179, 61)
GOLD_DARK = (176, 118, 30)
SAND = (232, 201, 139)
SAND_DARK = (170, 132, 76)
WOOD_INK = (44, 28, 12)  # words on a sand or wooden board (27's cell names, Pyraos' plate): 5.8:1 and more
GOOD = (120, 214, 140)
BAD = (240, 110, 96)
HILITE = (120, 220, 255)
LAST_MOVE = (255, 214, 102)
LESSON = (214, 140, 255)  # what a tutorial step points at
FOCUS = (255, 255, 255)  # the keyboard's focus ring...
FOCUS_EDGE = (12, 10, 22)  # ...and its dark edge: seen on any ground
MARK_EDGE = (16, 12, 26)  # the dark edge of every board mark (ui/marks), for the same reason

# The two sides: never told apart by colour alone (the dark side carries a ring). Every piece
# has an edge opposite to its lightness (ui/pieces), so that it stands out on any ground.
LIGHT_PIECE = (246, 240, 226)
LIGHT_EDGE = MARK_EDGE  # the edge of a light piece
DARK_PIECE = (52, 50, 64)
DARK_EDGE = (150, 142, 178)  # the edge of a dark one: 3:1 and more on the night sky and the trays
DARK_MARK = (214, 172, 92)
GREY_PIECE = (150, 156, 166)
RED_PIECE = (212, 68, 58)

TITLE_FONT = "Comfortaa-Bold.ttf"
BODY_FONT = "Lato-Regular.ttf"
BOLD_FONT = "Lato-Bold.ttf"

_fonts: dict[tuple[str, int], pygame.font.Font] = {}  # (file, pixel size) -> Font, the most recently used last
FONTS_KEPT = 32  # a font holds its glyphs (~0.4 MB): every window size makes its own sizes


def shade(color, amount):
    """``color`` lightened towards white (``amount`` > 0) or darkened towards black (< 0) by
    that share; an alpha, if any, is kept."""
    if amount >= 0:
        rgb = (round(c + (255 - c) * amount) for c in color[:3])
    else:
        rgb = (round(c * (1 + amount)) for c in color[:3])
    return (*rgb, *color[3:])


def forget_fonts():
    """Drop cached fonts: they die with ``pygame.quit()`` (a restarted app needs new ones)."""
    _fonts.clear()


MARK_WEIGHT = 1.0  # how thick board marks and piece edges are drawn (1.4 in high contrast)
HIGH_CONTRAST = False
# What the Contrast setting changes. High contrast is a palette of its own: the night sky nearly
# black, dim text nearly white, panels darker under a clear edge, and the board marks in pure,
# saturated colours on black edges, drawn thicker. Every colour here is read at drawing time
# (``theme.X``), never copied at import.
_NORMAL = {"TEXT_DIM": TEXT_DIM, "PANEL": PANEL, "PANEL_EDGE": PANEL_EDGE, "MARK_WEIGHT": 1.0,
           "BG_TOP": BG_TOP, "BG_BOTTOM": BG_BOTTOM, "GOLD": GOLD, "GOOD": GOOD, "BAD": BAD,
           "HILITE": HILITE, "LAST_MOVE": LAST_MOVE, "LESSON": LESSON, "MARK_EDGE": MARK_EDGE,
           "LIGHT_EDGE": LIGHT_EDGE}
_HIGH = {"TEXT_DIM": (228, 222, 238), "PANEL": (0, 0, 0, 110), "PANEL_EDGE": (255, 255, 255, 170),
         "MARK_WEIGHT": 1.4, "BG_TOP": (6, 5, 14), "BG_BOTTOM": (20, 12, 26), "GOLD": (255, 204, 64),
         "GOOD": (72, 255, 120), "BAD": (255, 96, 80), "HILITE": (0, 232, 255), "LAST_MOVE": (255, 240, 0),
         "LESSON": (255, 112, 255), "MARK_EDGE": (0, 0, 0), "LIGHT_EDGE": (0, 0, 0)}


def set_contrast(high):
    """The Contrast setting: the high-contrast palette (``_HIGH``) or the usual one. Drawings
    made before are dropped (``forget_drawings``)."""
    global HIGH_CONTRAST
    if high != HIGH_CONTRAST:
        HIGH_CONTRAST = high
        globals().update(_HIGH if high else _NORMAL)
        forget_drawings()


REDUCED_MOTION = False  # the Reduce motion setting: nothing breathes, slides or fades


def set_motion(reduced):
    """The Reduce motion setting: marks stop breathing, moves and screens change at once."""
    global REDUCED_MOTION
    REDUCED_MOTION = reduced


def forget_drawings():
    """Empty every cache of drawings in PyraPack (pieces, boards, backdrops are drawn once per
    size and kept): they hold the colours of before. Each such cache (an ``lru_cache``, a
    ``drawings.cached``) is found here rather than listed, so that a new one cannot be forgotten."""
    for name, module in list(sys.modules.items()):
        if name.startswith("pyrapack.") and module is not None:
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)) and not isinstance(value, type):
                    value.cache_clear()


_zoom = 1.0  # the Size setting (settings.ZOOMS), as a factor


def set_zoom(percent):
    """Everything drawn this much larger than the window's size alone would make it."""
    global _zoom
    _zoom = percent / 100


def scale_for(size, zoom=True):
    """How much bigger or smaller than the design size the window is, times the Size setting
    (unless ``zoom`` is False); layouts take what room they need from what the window has."""
    return (_zoom if zoom else 1.0) * min(size[0] / DESIGN[0], size[1] / DESIGN[1])


def font(size, kind="body"):
    """A cached font; ``kind`` is "title", "body" or "bold"; ``size`` in pixels."""
    name = {"title": TITLE_FONT, "body": BODY_FONT, "bold": BOLD_FONT}[kind]
    size = max(10, int(size))
    key = (name, size)
    found = _fonts.pop(key, None)
    if found is None:
        try:
            found = pygame.font.Font(assets.font_path(name), size)
        except (OSError, FileNotFoundError):
            found = pygame.font.Font(None, size)
        if len(_fonts) >= FONTS_KEPT:
            del _fonts[next(iter(_fonts))]  # the least recently used
    _fonts[key] = found
    return found


def gradient(size, top=None, bottom=None):
    """A vertical gradient surface, for backgrounds (rendered once per window size), the night
    sky's colours unless told, in the window's pixel format when there is a window: one column
    smoothly scaled, then widened (every row is one colour), rather than a whole window scaled
    smoothly and converted."""
    w, h = max(1, size[0]), max(1, size[1])
    top, bottom = top or BG_TOP, bottom or BG_BOTTOM
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    column = pygame.transform.smoothscale(strip, (1, h))
    if pygame.display.get_surface() is not None:
        column = column.convert()
    return pygame.transform.scale(column, (w, h))
