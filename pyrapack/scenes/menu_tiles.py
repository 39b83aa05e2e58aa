"""The menu's tiles, one per game: its picture, name, author, Learn and Play, and "?".

Up to four games, a tile has the shape its room gives it (``fit``: its own scale, less than the
window's where the room is less). More games than that are laid out as *cards* (``menu_cards``):
every tile at the menu's own scale, its picture left of its name and byline, its name wrapped
onto two lines where one is too short and its byline too, never a word shrunk or cut; Learn,
Play and "?" in a row under them.
"""

import pygame

from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import panel
from . import parts

NAME, BYLINE, PILL = 32, 18, 19  # design pixels: a game's name, its byline, the pills' words
ART = 120  # design pixels: a card's picture at most
ART_SHARES = (0.3, 0.24, 0.18)  # of a card's width, its picture at most: the larger where the words leave the room
MOST_COLUMNS = 4  # cards side by side at most
NAME_LINES = 2  # a name wraps onto two lines at most


class Tile:
    """One game's tile: illustration, name, author, and whether it can be played yet."""

    def __init__(self, info):
        self.info = info
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = 0.0
        self.playable = info.playable
        self.has_rules = info.has("guide")
        self.has_lesson = info.has_lesson
        self.card = False  # laid out as a card (``menu_cards``): at the menu's scale, its words wrapped
        self.art = ART_SHARES[0]  # how much of a card's width its picture takes at most (0: none, where the words need it)
        self.shown = True  # in view (a card scrolled away is not)

    @property
    def wide(self):
        """Laid out across (the name on top, the picture left of the rest) when the menu puts
        its tiles in rows: more games than a row holds, or a large Size in a small window."""
        return self.card or self.rect.width > 1.3 * self.rect.height

    def fit(self, scale):
        """The tile's own scale: the window's, or less where the tile got less room than it
        asks, so that what it holds still fits in it (a card: the window's)."""
        if self.card:
            return scale
        if self.wide:
            return min(scale, self.rect.width / 440, self.rect.height / 128)
        return min(scale, self.rect.width / 270, self.rect.height / 360)

    def name_size(self, scale, width):
        """The size of the game's name in ``width`` pixels (a tile, not a card): across, as large
        as the tile's height allows its line (not the whole tile's fit: a larger Size that leaves
        the tiles shorter and narrower made the names smaller than a smaller Size did, 30 then 28
        pixels)."""
        wanted = NAME * (min(scale, self.rect.height / 112) if self.wide else self.fit(scale))
        return text.fit_size(t(self.info.title), wanted, width, "title")

    # -- a card: its words wrapped, never shrunk ----------------------------------------
    def name(self):
        return t(self.info.title)

    def byline(self):
        return self.info.author or t(f"byline.{self.info.id}")

    def columns_of_words(self, scale, width):
        """The width of a card's column of words (its name and byline) in a card ``width`` wide:
        right of its picture (the "?" is in the row of pills, so the words have the rest)."""
        pad, side = round(12 * scale), self.art_side(scale, width)
        return width - 2 * pad - (side + pad if side else 0)

    def art_side(self, scale, width):
        """A card's picture: a square left of its words, as tall as the card's room above the
        pills where the words are shorter than it (0: the card shows none)."""
        return min(round(self.art * width), round(ART * scale))

    def name_lines(self, scale, width):
        return text.wrap(self.name(), NAME * scale, self.columns_of_words(scale, width), "title")

    def byline_lines(self, scale, width):
        return text.wrap(self.byline(), BYLINE * scale, self.columns_of_words(scale, width))

    def pills_height(self, scale):
        return pills_height(scale)

    def card_fits(self, scale, width):
        """Whether a card ``width`` wide holds its words whole at ``scale``: its name and byline
        (``words_fit``), the pills' words within the pills (``pills_fit``)."""
        return self.words_fit(scale, width) and pills_fit(scale, width, self.has_rules)

    def words_fit(self, scale, width):
        """Its name on two lines at most and every word of its byline within the column."""
        column = self.columns_of_words(scale, width)
        return text.measure(self.name(), NAME * scale, "title").two_lines <= column and \
            text.measure(self.byline(), BYLINE * scale).widest_word <= column

    def words_height(self, scale, width):
        """How tall a card's name and byline are in a card ``width`` wide: their lines' heights
        (counted from their measures, as ``text.wrap`` makes them: the planning asks often)."""
        column = self.columns_of_words(scale, width)
        names = 1 if text.measure(self.name(), NAME * scale, "title").whole <= column else NAME_LINES
        bylines = 1 if text.measure(self.byline(), BYLINE * scale).whole <= column else len(self.byline_lines(scale, width))
        return names * text.line_height(NAME * scale, "title") + bylines * text.line_height(BYLINE * scale)

    def card_height(self, scale, width, picture=2 / 3):
        """How tall a card ``width`` wide is at ``scale``: its words (or ``picture`` of its picture's
        side: the picture takes the room there is, up to its side), then its pills."""
        pad = round(12 * scale)
        room = max(self.words_height(scale, width), round(self.art_side(scale, width) * picture))
        return pad // 2 + room + round(6 * scale) + self.pills_height(scale) + pad

    def parts(self, scale):
        """``(art, name, author, pills)``: where the picture, the name, the author and the row of
        pills go. Across (more games than a row holds, or a large Size in a short window), the picture
        (at most a third of the width) left of the name and the author under it (wrapped if it must
        be), the pills across the bottom. The pills are as tall as their words (which a larger Size
        makes larger than the tile's own scale would)."""
        s, r = self.fit(scale), self.rect
        pills_h = max(round(36 * s), text.line_height(19 * s, "bold") + round(6 * s))
        if self.card:  # the picture left of the words, both in the middle of the room above the pills
            pad, gap = round(12 * s), round(8 * s)
            pills_h = self.pills_height(s)
            pills = pygame.Rect(r.left + pad, r.bottom - pad - pills_h,
                                r.width - 2 * pad - (pills_h + gap if self.has_rules else 0), pills_h)
            room = pygame.Rect(r.left + pad, r.top + pad // 2, r.width - 2 * pad,
                               max(1, pills.top - round(6 * s) - r.top - pad // 2))
            side = max(1, min(room.height, self.art_side(s, r.width)))
            art = pygame.Rect(room.left, room.centery - side // 2, side, side)
            column = self.columns_of_words(s, r.width)
            name = pygame.Rect(room.right - column, room.centery - self.words_height(s, r.width) // 2, column,
                               len(self.name_lines(s, r.width)) * text.line_height(NAME * s, "title"))
            author = pygame.Rect(name.left, name.bottom, column,
                                 len(self.byline_lines(s, r.width)) * text.line_height(BYLINE * s))
        elif self.wide:
            pad = round(12 * s)
            pills = pygame.Rect(r.left + pad, r.bottom - pad - pills_h, r.width - 2 * pad, pills_h)
            room = pills.top - round(6 * s) - (r.top + pad // 2)
            size = max(1, min(room, round(r.width * 0.3)))
            art = pygame.Rect(r.left + pad, r.top + pad // 2 + (room - size) // 2, size, size)
            name = pygame.Rect(art.right + pad, r.top + pad // 2, r.right - art.right - 2 * pad - round(44 * s),
                               round(38 * s))
            name.height = max(name.height, text.line_height(self.name_size(scale, name.width), "title"))
            author = pygame.Rect(name.left, name.bottom, r.right - art.right - 2 * pad, max(1, pills.top - name.bottom))
        else:
            pad = round(16 * s)
            art = pygame.Rect(r.left + pad, r.top + pad, r.width - 2 * pad, r.height * 0.5)
            name = pygame.Rect(r.left + 10, art.bottom + round(14 * s), r.width - 20, round(40 * s))
            author = name.move(0, round(40 * s))
            pills = pygame.Rect(r.left + pad, r.bottom - pad - pills_h, r.width - 2 * pad, pills_h)
        return art, name, author, pills

    def rules_rect(self, scale):
        """The "?" badge that opens the rules page: in the tile's corner, or a card's row of pills."""
        if self.card:
            pills = self.parts(scale)[3]
            return pygame.Rect(pills.right + round(8 * scale), pills.top, pills.height, pills.height)
        scale = self.fit(scale)
        badge = pygame.Rect(0, 0, round(40 * scale), round(40 * scale))
        badge.topright = (self.rect.right - round(10 * scale), self.rect.top + round(10 * scale))
        return badge

    def pill_rects(self, scale):
        """The "Learn" and "Play" pills at the bottom of the tile (Play alone when it has no lesson)."""
        row = self.parts(scale)[3]
        if not (self.playable and self.has_lesson):
            pill = pygame.Rect(0, 0, row.width * 0.7, row.height)
            pill.center = row.center
            return None, pill
        gap = round(8 * self.fit(scale))
        half = (row.width - gap) // 2
        learn = pygame.Rect(row.left, row.top, half, row.height)
        return learn, pygame.Rect(learn.right + gap, row.top, half, row.height)

    def draw(self, surface, window_scale):
        scale = self.fit(window_scale)
        lift = 0 if theme.REDUCED_MOTION else round(8 * scale * self.hover)
        rect = self.rect.move(0, -lift)
        glow = (*theme.GOLD, round(60 + 160 * self.hover)) if self.playable else theme.PANEL_EDGE
        panel(surface, rect, radius=round(18 * scale), fill=(30, 24, 52, 225), edge=glow)
        art, name, author_line, _ = (part.move(0, -lift) for part in self.parts(window_scale))
        if self.art or not self.card:
            parts.draw_icon(surface, self.info, art)
        if self.card:  # its lines, whole: the card was laid out for them
            step = text.line_height(NAME * scale, "title")
            for i, line in enumerate(self.name_lines(scale, self.rect.width)):
                text.draw(surface, line, (name.centerx, name.top + i * step), NAME * scale, theme.GOLD, "title", "midtop")
            step = text.line_height(BYLINE * scale)
            for i, line in enumerate(self.byline_lines(scale, self.rect.width)):
                text.draw(surface, line, (author_line.centerx, author_line.top + i * step), BYLINE * scale,
                          theme.TEXT_DIM, "body", "midtop")
        else:
            text.draw_fitted(surface, t(self.info.title), name, self.name_size(window_scale, name.width), theme.GOLD,
                             "title")
            draw_byline(surface, self.byline(), author_line, 18 * scale)
        learn, pill = (r and r.move(0, -lift) for r in self.pill_rects(window_scale))
        label, fill, ink = (
            (t("menu.play"), theme.GOLD, (40, 26, 10)) if self.playable
            else (t("menu.coming_soon"), (70, 64, 92), theme.TEXT_DIM)
        )
        pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
        text.draw_fitted(surface, label, pill.inflate(-12, 0), 19 * scale, ink, "bold")
        if learn is not None:
            pygame.draw.rect(surface, (74, 66, 110), learn, border_radius=learn.height // 2)
            pygame.draw.rect(surface, theme.LESSON, learn, max(1, round(2 * window_scale)),
                             border_radius=learn.height // 2)
            text.draw_fitted(surface, t("tutorial.learn"), learn.inflate(-12, 0), 19 * scale, theme.TEXT, "bold")
        if self.has_rules:
            badge = self.rules_rect(window_scale).move(0, -lift)
            pygame.draw.circle(surface, (74, 66, 110), badge.center, badge.width // 2)
            pygame.draw.circle(surface, theme.SAND, badge.center, badge.width // 2, max(1, round(2 * scale)))
            size = (PILL if self.card else 24) * scale  # on a card, in the row of pills: as large as their words
            text.draw(surface, "?", badge.center, size, theme.SAND, "bold", "center")


def draw_byline(surface, words, rect, size):
    """The author under a game's name: on one line if it fits one at a readable size, else
    wrapped on the lines ``rect`` holds (a long byline in a narrow tile is never cut)."""
    if text.width(words, text.fit_size(words, size, rect.width)) <= rect.width:
        text.draw_fitted(surface, words, rect, size, theme.TEXT_DIM)
        return
    size = max(text.smallest(), size)
    lines = text.wrap(words, size, rect.width)
    step = min(rect.height / len(lines), text.line_height(size))
    top = rect.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        text.draw_fitted(surface, line, pygame.Rect(rect.left, round(top + i * step), rect.width, round(step)),
                         size, theme.TEXT_DIM)


def pills_height(scale):
    return max(round(36 * scale), text.line_height(PILL * scale, "bold") + round(6 * scale))


def pills_fit(scale, width, has_rules):
    """Whether the words of Learn and Play (or "Coming soon") fit a card ``width`` wide's pills
    (beside its "?" where it has rules)."""
    pad, gap = round(12 * scale), round(8 * scale)
    row = width - 2 * pad - (pills_height(scale) + gap if has_rules else 0)
    learn, play, soon = (text.measure(t(key), PILL * scale, "bold").whole
                         for key in ("tutorial.learn", "menu.play", "menu.coming_soon"))
    return max(learn, play) + 12 <= (row - gap) // 2 and soon + 12 <= row * 0.7

