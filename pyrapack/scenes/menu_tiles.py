"""The menu's tiles, one per game: its picture, name, author, Learn and Play, and "?".

Up to four games, a tile has the shape its room gives it (``fit``: its own scale, less than the
window's where the room is less). More games than that are laid out as *cards* (``Cards``):
every tile at the menu's own scale, its name wrapped onto two lines where one is too short and
its byline too, never a word shrunk or cut; as many columns as their words allow, as many rows
as the room holds, the rest scrolled to.
"""

import pygame

from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import panel
from . import parts

NAME, BYLINE, PILL = 32, 18, 19  # design pixels: a game's name, its byline, the pills' words
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
        self.card = False  # laid out as a card (``Cards``): at the menu's scale, its words wrapped
        self.art = True  # a card shows its picture (not where its words need the room)
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
        between its picture and the "?"."""
        pad = round(12 * scale)
        return width - self.art_side(scale, width) - 3 * pad - round(44 * scale)

    def art_side(self, scale, width):
        return min(round(0.2 * width), round(80 * scale)) if self.art else 0

    def name_lines(self, scale, width):
        return text.wrap(self.name(), NAME * scale, self.columns_of_words(scale, width), "title")

    def byline_lines(self, scale, width):
        return text.wrap(self.byline(), BYLINE * scale, self.columns_of_words(scale, width))

    def pills_height(self, scale):
        return max(round(36 * scale), text.line_height(PILL * scale, "bold") + round(6 * scale))

    def card_fits(self, scale, width):
        """Whether a card ``width`` wide holds its words whole at ``scale``: its name on two lines
        at most, every word of it and of its byline within the column, the pills' words within
        the pills."""
        column = self.columns_of_words(scale, width)
        names = self.name_lines(scale, width)
        if len(names) > NAME_LINES or any(text.width(line, NAME * scale, "title") > column for line in names):
            return False
        if any(text.width(line, BYLINE * scale) > column for line in self.byline_lines(scale, width)):
            return False
        pad, gap = round(12 * scale), round(8 * scale)
        half = (width - 2 * pad - gap) // 2
        labels = [t("tutorial.learn"), t("menu.play"), t("menu.coming_soon")]
        return all(text.width(label, PILL * scale, "bold") + 12 <= half for label in labels[:2]) and \
            text.width(labels[2], PILL * scale, "bold") + 12 <= (width - 2 * pad) * 0.7

    def card_height(self, scale, width):
        """How tall a card ``width`` wide is at ``scale``: its words, then its pills."""
        pad = round(12 * scale)
        words = len(self.name_lines(scale, width)) * text.line_height(NAME * scale, "title") + \
            len(self.byline_lines(scale, width)) * text.line_height(BYLINE * scale)
        return pad // 2 + max(words, self.art_side(scale, width) * 2 // 3) + round(6 * scale) + self.pills_height(scale) + pad

    def parts(self, scale):
        """``(art, name, author, pills)``: where the picture, the name, the author and the row of
        pills go. Across (more games than a row holds, or a large Size in a short window), the picture
        (at most a third of the width) left of the name and the author under it (wrapped if it must
        be), the pills across the bottom. The pills are as tall as their words (which a larger Size
        makes larger than the tile's own scale would)."""
        s, r = self.fit(scale), self.rect
        pills_h = max(round(36 * s), text.line_height(19 * s, "bold") + round(6 * s))
        if self.card:
            pad = round(12 * s)
            pills = pygame.Rect(r.left + pad, r.bottom - pad - pills_h, r.width - 2 * pad, pills_h)
            room = pills.top - round(6 * s) - (r.top + pad // 2)
            side = max(1, min(room, self.art_side(s, r.width)))
            art = pygame.Rect(r.left + pad, r.top + pad // 2 + (room - side) // 2, side, side)
            column = self.columns_of_words(s, r.width)
            name = pygame.Rect(art.right + pad if self.art else r.left + pad, r.top + pad // 2, column,
                               len(self.name_lines(s, r.width)) * text.line_height(NAME * s, "title"))
            author = pygame.Rect(name.left, name.bottom, column, max(1, pills.top - round(6 * s) - name.bottom))
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
        """The "?" badge in the tile's corner that opens the rules page."""
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
            text.draw(surface, "?", badge.center, 24 * scale, theme.SAND, "bold", "center")


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


