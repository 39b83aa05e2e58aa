"""The side panel's two widgets, the same in a game and in its replay: player cards and the
move list.

Both are drawn from plain data (what a card says, the move list's lines), so any screen can
show them. Each comes in two styles: in a game, a card per player with its panel and the
list's latest moves (an entry may wrap to two lines); in the replay, a line per player and a
list that scrolls, one line a move, with the move shown lit and the review's marks.
"""

from dataclasses import dataclass

import pygame

from . import text, theme
from .widgets import panel

CARD_ROW = 24  # design pixels: one line of a player card
MOVE_ROW = 25  # design pixels: one line of the move list
DOTS = "..."
MARK_COLORS = {"?": (255, 176, 80), "??": theme.BAD}


@dataclass(frozen=True)
class Player:
    """What a player's card says: ``role`` (None: no role row), ``lines`` under the name,
    ``busy`` (what it is doing: thinking, passing) and ``busy_room`` (the widest such text,
    so the name stays put as the dots move), ``active`` (to move) and ``won``."""

    name: str
    role: str | None = None
    lines: tuple = ()
    busy: str | None = None
    busy_room: str = ""
    active: bool = False
    won: bool = False


class PlayerCards:
    """The two players. ``swatch(surface, rect, player)`` draws a piece of a side."""

    def __init__(self, swatch):
        self.swatch = swatch

    # -- in a game: a card each -------------------------------------------------------------
    @staticmethod
    def card_rects(panel_rect, scale, rows):
        """The two cards' rectangles, ``rows`` lines under the name row."""
        s = scale
        inner = panel_rect.inflate(-2 * round(14 * s), 0)
        height = round(56 * s) + rows * round(CARD_ROW * s)
        top = panel_rect.top + round(14 * s)
        return [pygame.Rect(inner.left, top + i * (height + round(10 * s)), inner.width, height) for i in (0, 1)]

    def draw_card(self, surface, card, scale, number, player):
        """One player's card; returns the boxes of the texts drawn, by name (for layout tests)."""
        s = scale
        edge = (*theme.GOLD, 230) if player.active or player.won else theme.PANEL_EDGE
        panel(surface, card, radius=round(12 * s), fill=(255, 255, 255, 28 if player.active else 12), edge=edge)
        swatch = pygame.Rect(card.left + round(12 * s), card.top + round(14 * s), round(28 * s), round(28 * s))
        self.swatch(surface, swatch, number)
        row = pygame.Rect(swatch.right + round(10 * s), card.top + round(10 * s),
                          card.right - swatch.right - round(22 * s), round(34 * s))
        boxes = {}
        if player.busy is not None:
            size = max(text.MIN_SIZE, 16 * s)
            width = text.render(player.busy_room, size).get_width()
            spot = pygame.Rect(row.right - width, row.top, width, row.height)
            boxes["thinking"] = text.draw_fitted(surface, player.busy, spot, size, theme.GOLD, "body", "midleft")
            row.width -= width + round(10 * s)
        boxes["name"] = text.draw_fitted(surface, player.name, row, 22 * s, theme.TEXT, "bold", "midleft")
        line = pygame.Rect(card.left + round(14 * s), row.bottom + round(4 * s), card.width - round(28 * s),
                           round(CARD_ROW * s))
        if player.role is not None:
            boxes["role"] = text.draw_fitted(surface, player.role, line, max(text.MIN_SIZE, 17 * s), theme.SAND,
                                             "bold", "midleft")
            line = line.move(0, line.height)
        for i, words in enumerate(player.lines[:2]):
            boxes[f"line{i}"] = text.draw_fitted(surface, words, line, max(text.MIN_SIZE, 18 * s), theme.TEXT_DIM,
                                                 "body", "midleft")
            line = line.move(0, line.height)
        return boxes

    # -- in the replay: a line each ---------------------------------------------------------
    @staticmethod
    def lines_height(scale):
        return 2 * round(2 * 22 * scale) + round(12 * scale)

    def draw_lines(self, surface, area, scale, players):
        """Each player: a swatch, "side · who" and the first line under it."""
        s = scale
        y = area.top
        line_h = round(22 * s)
        for number, player in enumerate(players):
            swatch = pygame.Rect(area.left, y + round(1 * s), round(20 * s), round(20 * s))  # beside the name only
            self.swatch(surface, swatch, number)
            name = pygame.Rect(swatch.right + round(10 * s), y, area.right - swatch.right - round(10 * s), line_h)
            text.draw_fitted(surface, player.name, name, 20 * s, theme.TEXT, "bold", "midleft")
            if player.lines:  # under the name; from the swatch's edge when it needs the room ("…their goal, cel…")
                line, size = name.move(0, line_h), max(text.MIN_SIZE, 17 * s)
                if text.width(player.lines[0], size) > line.width:
                    line = pygame.Rect(area.left, line.top, area.width, line.height)
                text.draw_fitted(surface, player.lines[0], line, size, theme.TEXT_DIM, "body", "midleft")
            y += 2 * line_h + round(6 * s)


class MoveList:
    """The moves played: ``entries`` (a line each) and who played each (``movers``).
    ``swatch(surface, rect, player)`` draws the mover's dot."""

    def __init__(self, swatch):
        self.swatch = swatch

    @staticmethod
    def text_size(scale):
        return max(text.MIN_SIZE, round(18 * scale))

    @staticmethod
    def row_height(scale):
        return round(MOVE_ROW * scale)

    @classmethod
    def number_room(cls, scale, count):
        """Where the move numbers end, from the list's left: room for the largest ("5114.")."""
        return max(round(36 * scale), text.width(f"{count}.", cls.text_size(scale)) + round(4 * scale))

    @staticmethod
    def note_lines(scale, title, note, width):
        """Where the note on the notation goes: beside the title when it fits there (no lines
        of its own: ``[]``), else under it, wrapped to ``width`` (its lines)."""
        s, size = scale, max(text.smallest(), round(15 * scale))
        beside = width - text.width(title, 19 * s, "bold") - round(12 * s)
        if not note or text.width(note, size) <= beside:
            return []
        return list(text.wrap(note, size, width))

    @classmethod
    def heading_room(cls, scale, title, note, width, above=28):
        """How far above the list its heading begins: ``above`` design pixels, and a line more
        for each line of a note that goes under the title."""
        lines = cls.note_lines(scale, title, note, width)
        return round(above * scale) + len(lines) * text.line_height(15 * scale)

    @classmethod
    def draw_heading(cls, surface, area, scale, title, note, above=28):
        """The list's title over ``area`` and, when the notation needs one, how to read it:
        beside the title, or under it when it is longer (``heading_room`` leaves it room).
        Returns the boxes of the texts drawn."""
        s = scale
        lines = cls.note_lines(s, title, note, area.width)
        head = pygame.Rect(area.left, area.top - cls.heading_room(s, title, note, area.width, above), area.width,
                           round(24 * s))
        box = text.draw(surface, title, head.topleft, 19 * s, theme.TEXT_DIM, "bold")
        size = max(text.MIN_SIZE, 15 * s)
        boxes = [box]
        if note and not lines:
            room = pygame.Rect(box.right + round(12 * s), head.top, head.right - box.right - round(12 * s),
                               box.height)
            boxes.append(text.draw_fitted(surface, note, room, size, theme.TEXT_DIM, "body", "midright"))
        for line in lines:
            boxes.append(text.draw(surface, line, (head.left, boxes[-1].bottom), size, theme.TEXT_DIM))
        return boxes

    # -- in a game: the latest moves that fit ---------------------------------------------
    @staticmethod
    def entry_lines(entry, size, width):
        """A move-list entry on one line, or two when it is too long; cut with "…" only past two."""
        lines = text.wrap(entry, size, width)
        if len(lines) > 2:
            lines = (lines[0], " ".join(lines[1:]))
        return [text.ellipsize(line, size, width) for line in lines]

    def latest_rows(self, entries, area, scale):
        """The latest entries that fit ``area``, from the top: ``(index, lines, box)`` each."""
        s = scale
        step = self.row_height(s)
        size = self.text_size(s)
        left = area.left + self.number_room(s, len(entries)) + round(26 * s)  # after the move number and the dot
        shown, height = [], 0
        for i in range(len(entries) - 1, -1, -1):
            lines = self.entry_lines(entries[i], size, area.right - left)
            if height + step * len(lines) > area.height:
                break
            shown.append((i, lines))
            height += step * len(lines)
        rows, y = [], area.top
        for i, lines in reversed(shown):
            rows.append((i, lines, pygame.Rect(left, y, area.right - left, step * len(lines))))
            y += step * len(lines)
        return rows

    def draw_latest(self, surface, area, scale, entries, movers, empty):
        """The latest moves, the last one lit; ``empty`` when there is none."""
        s = scale
        size, step = self.text_size(s), self.row_height(s)
        last = len(entries) - 1
        number = area.left + self.number_room(s, len(entries))
        for i, lines, box in self.latest_rows(entries, area, s):
            color = theme.LAST_MOVE if i == last else theme.TEXT
            text.draw(surface, f"{i + 1}.", (number, box.top), size, theme.TEXT_DIM, "body", "topright")
            dot = pygame.Rect(number + round(8 * s), box.top + round(6 * s), round(12 * s), round(12 * s))
            self.swatch(surface, dot, movers[i])
            for k, line in enumerate(lines):
                text.draw(surface, line, (box.left, box.top + k * step), size, color)
        if last < 0:
            text.draw(surface, empty, area.topleft, size, theme.TEXT_DIM)

    # -- in the replay: every move, scrolled ----------------------------------------------
    def rows_that_fit(self, area, scale):
        return max(1, area.height // self.row_height(scale))

    def browse_rows(self, area, scale, entries, first, marked=False):
        """``(index, rect, lines)`` of the moves in view, from move ``first`` on (at least that
        one): an entry too long for its row takes two lines, as in a game's list, never cut in
        the middle ("places 1a1, takes back 1a1 + 2b1"); ``marked``: room for the review's marks."""
        s, step, size = scale, self.row_height(scale), self.text_size(scale)
        number = self.number_room(s, len(entries))
        width = area.width - number - round(30 * s) - (round(30 * s) if marked else 0)
        rows, y = [], area.top
        for i in range(first, len(entries)):
            lines = self.entry_lines(entries[i], size, width)
            if rows and y + step * len(lines) > area.bottom:
                break
            rows.append((i, pygame.Rect(area.left, y, area.width, step * len(lines)), lines))
            y += step * len(lines)
        return rows

    def draw_browse(self, surface, area, scale, entries, movers, first, current, marks, pointer, empty):
        """Every move from ``first`` that fits, ``current`` lit, the row under ``pointer``
        raised, ``marks`` ("?", "??" or "" per move, None: no review) at the right, and a
        thin bar saying where in the list this is."""
        s = scale
        size, step = self.text_size(s), self.row_height(s)
        if not entries:
            text.draw(surface, empty, area.topleft, size, theme.TEXT_DIM)
            return
        number = self.number_room(s, len(entries))
        for i, rect, lines in self.browse_rows(area, s, entries, first, marks is not None):
            lit, middle = i == current, rect.top + step // 2
            if lit:
                panel(surface, rect, radius=round(6 * s), fill=(255, 255, 255, 30), edge=(*theme.LAST_MOVE, 200))
            elif rect.collidepoint(pointer):
                panel(surface, rect, radius=round(6 * s), fill=(255, 255, 255, 18), edge=False)
            text.draw(surface, f"{i + 1}.", (rect.left + number, middle), size, theme.TEXT_DIM, "body", "midright")
            dot = pygame.Rect(0, 0, round(12 * s), round(12 * s))
            dot.center = (rect.left + number + round(14 * s), middle)
            self.swatch(surface, dot, movers[i])
            for k, line in enumerate(lines):
                text.draw(surface, line, (rect.left + number + round(26 * s), middle + k * step), size,
                          theme.LAST_MOVE if lit else theme.TEXT, "body", "midleft")
            mark = marks[i] if marks else ""
            if mark:
                text.draw(surface, mark, (rect.right - round(6 * s), middle), size, MARK_COLORS[mark], "bold",
                          "midright")
        fit = self.rows_that_fit(area, s)
        if len(entries) > fit:
            bar = pygame.Rect(area.right + round(4 * s), 0, max(2, round(3 * s)),
                              max(8, area.height * fit // len(entries)))
            bar.top = area.top + (area.height - bar.height) * first // max(1, len(entries) - fit)
            pygame.draw.rect(surface, theme.TEXT_DIM, bar, border_radius=bar.width)
