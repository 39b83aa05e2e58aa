"""The replay's side panel: who played, the move list (with the review's marks), the review's
graph of the advantage and its verdict on the move shown, and the replay's buttons.

``ReplayPanel`` lays its part of the screen out (``layout`` places the buttons it is given and
keeps the rectangles), scrolls its move list, says what a point of it hits, and draws what the
replay hands it (``Shown``); layout and hit-testing share the same rectangles, so a click on a
move or on the graph lands where it was drawn.
"""

from dataclasses import dataclass

import pygame

from ..bots import review as reviews
from ..i18n import t
from ..ui import text, theme
from ..ui.side_panel import MARK_COLORS, MoveList, PlayerCards
from ..ui.widgets import panel
from .hud import MIN_PANEL_WIDTH, PANEL_WIDTH

WIDTH, MIN_WIDTH = PANEL_WIDTH, MIN_PANEL_WIDTH


@dataclass(frozen=True)
class Shown:
    """What the panel shows: the players' lines (``side_panel.Player``), the move list and who
    played each move, the move shown (``ply``, 0: the start), the review (None: none) and its
    run under way (None: none), the verdict's lines, and the game's id (for its chances)."""

    players: tuple
    moves: list
    movers: list
    ply: int
    review: dict | None = None
    run: object = None
    verdict: tuple = ()
    game: str = ""
    note: str = ""


class ReplayPanel:
    """``entries()``: the move list's lines; ``marked()``: whether a review marks them."""

    def __init__(self, swatch, branch, export, review, cancel, close, entries=list, marked=bool):
        self.cards, self.moves = PlayerCards(swatch), MoveList(swatch)
        self.branch, self.export, self.review, self.cancel, self.close = branch, export, review, cancel, close
        self.entries, self.marked = entries, marked
        self.scale = 1.0
        self.side = self.players_area = self.list_area = self.review_area = self.graph = pygame.Rect(0, 0, 0, 0)
        self.scrolled = None  # the move list's first row when scrolled by hand; None: it follows

    def layout(self, side, scale, note=""):
        """Lay the panel out in ``side``; ``note``: how to read the move list (its room)."""
        s = self.scale = scale
        self.side = side
        inner = side.inflate(-2 * round(14 * s), 0)
        bh, gap = round(44 * s), round(10 * s)
        half = (inner.width - gap) // 2
        y = side.bottom - round(14 * s) - bh
        self.review.rect = pygame.Rect(inner.left, y, half, bh)
        self.cancel.rect = self.review.rect.copy()
        self.close.rect = pygame.Rect(inner.right - half, y, half, bh)
        y -= bh + gap
        self.branch.rect = pygame.Rect(inner.left, y, half, bh)
        self.export.rect = pygame.Rect(inner.right - half, y, half, bh)
        review_h = round(200 * s)  # the strength, the graph, and up to five lines of verdict
        self.review_area = pygame.Rect(inner.left, y - gap - review_h, inner.width, review_h)
        self.graph = pygame.Rect(inner.left, self.review_area.top + round(24 * s), inner.width, round(56 * s))
        self.players_area = pygame.Rect(inner.left, side.top + round(14 * s), inner.width,
                                        PlayerCards.lines_height(s))
        top = self.players_area.bottom + round(12 * s) + MoveList.heading_room(s, t("game.moves"), note, inner.width,
                                                                               above=26)
        self.list_area = pygame.Rect(inner.left, top, inner.width, self.review_area.top - round(10 * s) - top)

    # -- the move list ----------------------------------------------------------------------------
    def rows_that_fit(self):
        return self.moves.rows_that_fit(self.list_area, self.scale)

    def first_row(self, ply, plies):
        """The first move shown: as scrolled by hand, or so that the move shown is in view (about
        the middle; lower when entries above it take two lines)."""
        if self.scrolled is not None:
            return self.scrolled
        fit = self.rows_that_fit()
        first = max(0, min(ply - 1 - fit // 2, plies - fit))
        while first < ply - 1 and ply - 1 not in [i for i, _, _ in self.browse(first)]:
            first += 1
        return first

    def browse(self, first):
        return self.moves.browse_rows(self.list_area, self.scale, self.entries(), first, self.marked())

    def scroll(self, rows, ply, plies):
        """Scroll the list by ``rows`` (the wheel's notches, up positive)."""
        self.scrolled = max(0, min(self.first_row(ply, plies) - rows, max(0, plies - self.rows_that_fit())))

    def rows(self, ply, plies):
        """``(index, rect)`` of the moves in view."""
        return [(i, rect) for i, rect, _ in self.browse(self.first_row(ply, plies))]

    def row_at(self, pos, ply, plies):
        if not self.list_area.collidepoint(pos):
            return None
        return next((i for i, rect in self.rows(ply, plies) if rect.collidepoint(pos)), None)

    def ply_at_graph(self, pos, plies):
        """The position a click on the review's graph at ``pos`` goes to (None: off the graph)."""
        if not self.graph.inflate(0, 8).collidepoint(pos):
            return None
        return round((pos[0] - self.graph.left) / max(1, self.graph.width) * plies)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, shown, pointer):
        s = self.scale
        panel(surface, self.side, radius=round(16 * s), fill=(20, 18, 38, 200))
        self.cards.draw_lines(surface, self.players_area, s, shown.players)
        self.moves.draw_heading(surface, self.list_area, s, t("game.moves"), shown.note, above=26)
        marks = shown.review["marks"] if shown.review else None
        plies = len(shown.moves)
        self.moves.draw_browse(surface, self.list_area, s, shown.moves, shown.movers, self.first_row(shown.ply, plies),
                               shown.ply - 1, marks, pointer, t("game.no_moves_yet"))
        self.draw_review(surface, shown)

    def draw_review(self, surface, shown):
        s, area = self.scale, self.review_area
        size = max(text.MIN_SIZE, 16 * s)
        if shown.run is not None:
            self.draw_progress(surface, shown.run)
            return
        if shown.review is None:
            message = t("review.offer") if shown.moves else t("review.nothing")
            text.draw_wrapped(surface, message, area.inflate(0, -round(8 * s)), size, theme.TEXT_DIM)
            return
        level = t("review.level", level=t(f"level.{shown.review['level']}"))
        text.draw_fitted(surface, level, pygame.Rect(area.left, area.top, area.width, round(22 * s)), size,
                         theme.TEXT_DIM, "bold", "midleft")
        self.draw_graph(surface, shown)
        colors = {t("review.blunder"): MARK_COLORS["??"], t("review.mistake"): MARK_COLORS["?"]}
        for line, room in self.verdict_shown(shown.verdict):
            text.draw_wrapped(surface, line, room, size, colors.get(line, theme.TEXT))

    def draw_progress(self, surface, run):
        s, area = self.scale, self.review_area
        head = t("review.running", done=len(run.positions), n=run.total)
        text.draw_fitted(surface, head, pygame.Rect(area.left, area.top, area.width, round(24 * s)), 18 * s,
                         theme.TEXT, "bold", "midleft")
        bar = pygame.Rect(area.left, self.graph.centery - round(9 * s), area.width, round(18 * s))
        pygame.draw.rect(surface, (60, 54, 90), bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, round(bar.width * run.progress))
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=bar.height // 2)
        note = t("review.level", level=t(f"level.{reviews.LEVEL}"))
        text.draw_fitted(surface, note, pygame.Rect(area.left, bar.bottom + round(12 * s), area.width, round(22 * s)),
                         max(text.MIN_SIZE, 16 * s), theme.TEXT_DIM, "body", "midleft")

    def verdict_shown(self, lines):
        """The verdict's lines that fit under the graph, each with its room: what does not fit is
        left out whole, never cut in the middle."""
        s, area = self.scale, self.review_area
        size = max(text.MIN_SIZE, 16 * s)
        y, shown = self.graph.bottom + round(6 * s), []
        for line in lines:
            room = pygame.Rect(area.left, y, area.width, area.bottom - y)
            height = text.wrapped_height(line, size, room.width)
            if height > room.height:
                break
            shown.append((line, room))
            y += height
        return shown

    def draw_graph(self, surface, shown):
        """Player 0's chance over the game: their colour below the curve, the other's above it."""
        s, rect = self.scale, self.graph
        positions, plies = shown.review["positions"], len(shown.moves)
        pygame.draw.rect(surface, theme.DARK_PIECE, rect, border_radius=round(6 * s))
        points = [(rect.left + rect.width * i / max(1, plies),
                   rect.bottom - rect.height * reviews.chance(shown.game, p)) for i, p in enumerate(positions)]
        if len(points) > 1:
            shape = [(rect.left, rect.bottom)] + points + [(rect.right, rect.bottom)]
            pygame.draw.polygon(surface, theme.LIGHT_PIECE, shape)
        pygame.draw.line(surface, theme.TEXT_DIM, (rect.left, rect.centery), (rect.right, rect.centery), 1)
        for i, mark in enumerate(shown.review["marks"]):
            if mark:
                x, y = points[i + 1]
                pygame.draw.circle(surface, MARK_COLORS[mark], (round(x), round(y)), max(3, round(4 * s)))
        x = round(rect.left + rect.width * shown.ply / max(1, plies))
        pygame.draw.line(surface, theme.GOLD, (x, rect.top), (x, rect.bottom), max(2, round(2 * s)))
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=round(6 * s))
