"""How the menu lays out more than four games: as cards (``menu_tiles.Tile`` drawn as a card).

Every card is drawn at the menu's own scale, its name wrapped onto two lines at most and its
byline too, never a word shrunk or cut. A plan (``plan``) weighs, at a scale, every number of
columns (four at most), a picture of each of its sizes (``ART_SHARES``) or none, and the head
above the cards (the title at its full size or smaller, the line under it or not), for the
most cards in view, then their pictures, then the head whole. ``menu_scale`` finds the scale:
the largest that shows every card with its picture (else without), never so small that a
larger Size stops drawing the words larger.
"""

from typing import NamedTuple

import pygame

from .. import i18n
from ..ui import text, theme, toasts
from .menu_tiles import ART_SHARES, MOST_COLUMNS, pills_fit

GAP = 12  # design pixels between cards
TITLES = (1.0, 0.7)  # the title's size, of its full size: smaller where that shows more cards
BELOW = 26 + 54 + 12 + 44 + 22  # design pixels under the cards: the games kept, then the switches


class Plan(NamedTuple):
    columns: int
    art: float  # how much of a card's width its picture takes at most (0: none)
    width: int  # a card's
    height: int
    shown: int  # the rows of cards in view (the others are scrolled to)
    band: pygame.Rect  # where the cards go
    tagline: bool  # the line under the title is shown
    title: float  # the title's size, of its full size (``TITLES``)

    def whole(self, count):
        return self.columns * self.shown >= count


def plan(menu, scale):
    """The best way to lay ``menu``'s cards out at ``scale`` (measured at the sizes drawn:
    ``text.set_scale`` is the caller's): the most cards in view, with pictures, the title at its
    full size, with the line under it."""
    asked = (scale, menu.size, menu.app.tagged(), i18n.language())  # what the plan depends on
    known = menu.card_plan
    if known is not None and known[0] == asked:  # (the scale's search planned it last: the layout asks again)
        return known[1]
    n, gap = len(menu.tiles), round(GAP * scale)
    shapes = _shapes(menu.tiles, scale, round(menu.size[0] - 40 * scale), gap)
    plans = []
    for title in TITLES:
        for tagline in (True, False):
            band = _band(menu, scale, tagline, title)
            best = None
            for columns, art, card_w, card_h in shapes:
                rows = -(-n // columns)
                shown = min(rows, max(1, (band.height + gap) // (card_h + gap)))
                # the most cards in view, with pictures, the rows as full as can be, the most columns, the largest pictures
                rank = (min(n, shown * columns), art > 0, n - rows * columns, columns, art)
                if best is None or rank > best[0]:
                    best = rank, Plan(columns, art, card_w, card_h, shown, band, tagline, title)
            plans.append(best[1])
    chosen = max(plans, key=lambda p: (min(n, p.columns * p.shown), p.art > 0, p.title, p.tagline))
    menu.card_plan = asked, chosen
    return chosen


def _shapes(tiles, scale, width, gap):
    """``[(columns, art, card width, card height)]``: the shapes of cards in a band ``width``
    wide that hold every card's words whole (one column without pictures where none does)."""
    shapes, rules = [], {tile.has_rules for tile in tiles}
    for columns in range(min(len(tiles), MOST_COLUMNS), 0, -1):
        card_w = (width - gap * (columns - 1)) // columns
        if not all(pills_fit(scale, card_w, has_rules) for has_rules in rules):
            continue
        for art in (*ART_SHARES, 0):
            for tile in tiles:
                tile.art = art
            if all(tile.words_fit(scale, card_w) for tile in tiles):
                shapes.append((columns, art, card_w, max(tile.card_height(scale, card_w) for tile in tiles)))
    if not shapes:  # a name longer than the registry lets one be (``protocol.NAME_MOST``)
        shapes.append((1, 0, width, max(tile.card_height(scale, width) for tile in tiles)))
    return shapes


def _band(menu, scale, tagline, title):
    """Where the cards go under a head of ``title`` (and the line under it where ``tagline``):
    the room above them holds a message whose words are drawn whole (``toasts.least_band``),
    under the read-only tag where the window is, over that line (``MenuScene.toast_area``)."""
    w, h = menu.size
    message = menu.tagline_top(scale, title) + toasts.least_band(menu.size, menu.app.tagged()) + 6 * scale
    top = int(max(menu.tagline_bottom(scale, title) + 14 * scale if tagline else 0, message)) + 2
    return pygame.Rect(round(20 * scale), top, round(w - 40 * scale), max(1, round(h - top - BELOW * scale)))


def menu_scale(menu, size):
    """The menu's scale with cards: the largest up to the window's times the Size at which
    every card is in view with its picture, else without (a long name beside a picture can
    take a column), but never less than the window's and, at a larger Size, its words a
    quarter of the way larger (so they grow); where none holds them all, the least of those,
    the rest scrolled to."""
    zoomed, window = theme.scale_for(size), theme.scale_for(size, zoom=False)
    least = window + (zoomed - window) / 4
    scale, bare = zoomed, None  # bare: the largest scale that shows every card, without pictures
    while True:
        text.set_scale(scale, window)
        chosen = plan(menu, scale)
        if chosen.whole(len(menu.tiles)):
            if chosen.art:
                return scale
            bare = bare or scale
        if scale <= least:
            return bare or least
        scale = max(least, scale * 0.96)


def lay_out(menu):
    """Place ``menu``'s cards by the plan at its scale: the rows in view from ``menu.first_row``
    (the others are scrolled to), a last row not full centred; as tall as their pictures' side
    where the room allows, the room they leave shared above and below them."""
    w, s, n = menu.size[0], menu.scale, len(menu.tiles)
    chosen = plan(menu, s)
    columns, card_w, band = chosen.columns, chosen.width, chosen.band
    gap = round(GAP * s)
    for tile in menu.tiles:
        tile.card, tile.art = True, chosen.art
    tallest = max(tile.card_height(s, card_w, picture=1) for tile in menu.tiles)
    card_h = max(chosen.height, min(tallest, (band.height + gap) // chosen.shown - gap))
    rows = -(-n // columns)
    menu.first_row = max(0, min(menu.first_row, rows - chosen.shown))
    height = chosen.shown * (card_h + gap) - gap
    top = band.top + max(0, band.height - height) // 2
    left = (w - (card_w * columns + gap * (columns - 1))) // 2
    for i, tile in enumerate(menu.tiles):
        row, column = divmod(i, columns)
        short = columns - min(columns, n - row * columns)  # a last row not full is centred
        x = left + (column + short / 2) * (card_w + gap)
        tile.shown = menu.first_row <= row < menu.first_row + chosen.shown
        tile.rect = pygame.Rect(round(x), top + (row - menu.first_row) * (card_h + gap), card_w, card_h)
    return chosen, rows, pygame.Rect(band.left, top, band.width, height)
