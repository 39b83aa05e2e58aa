"""Pyramid Nim's board view: the four rows of stones on a stepped pyramid, seen from the front.

Targets: ``("stone", row, count)``, the ``count`` stones at the right-hand end of ``row``,
taken by clicking the leftmost of them. A move is one click. The emptied places are cups
(``("hole", row, place)``, what a move in flight leaves out); the stones taken fly to the
mover's side of the board (``("heap", player)``).
"""

import pygame

from pyrapack.ui import anim, pieces, text, theme
from pyrapack.ui import marks as mark
from pyrapack.ui.boardview import BoardView
from pyrapack.ui.marks import NONE

from ...rules.nim import ROWS

STONE = theme.GREY_PIECE


class NimView(BoardView):
    @staticmethod
    def draw_icon(surface, rect):
        """The pyramid of stones, a few of them taken."""
        pitch = min(rect.width / (ROWS[-1] + 1), rect.height / (len(ROWS) + 1))
        left = (1, 3, 3, 5)
        for r, size in enumerate(ROWS):
            y = rect.centery + (r - (len(ROWS) - 1) / 2) * pitch
            for i in range(left[r]):
                x = rect.centerx + (i - (size - 1) / 2) * pitch
                pieces.blit_center(surface, pieces.sphere(round(pitch * 0.4), STONE), (x, y))

    # -- geometry ----------------------------------------------------------------------
    def layout(self, rect, scale):
        super().layout(rect, scale)
        self.pitch = min(rect.width / (ROWS[-1] + 1), rect.height / (len(ROWS) + 1.2))
        self.radius = self.pitch * 0.36

    def place(self, row, i):
        """The screen centre of place ``i`` (0 is the leftmost) of ``row``."""
        rect, pitch = self.rect, self.pitch
        return (rect.centerx + (i - (ROWS[row] - 1) / 2) * pitch,
                rect.centery + (row - (len(ROWS) - 1) / 2) * pitch)

    def anchor(self, state, key):
        if key[0] == "heap":  # the mover's side, low on the board
            x = self.rect.left + self.pitch * 0.6 if key[1] == 0 else self.rect.right - self.pitch * 0.6
            return (x, self.rect.bottom - self.pitch * 0.6)
        return self.place(key[1], key[2])

    # -- hit-testing -------------------------------------------------------------------
    def click_sequences(self, state, moves):
        return {m: [(("stone", m.row, m.count),)] for m in moves}

    def targets_at(self, state, pos, marks=NONE):
        """The stone under ``pos`` (within a little more than its radius): the stones it takes."""
        rect, pitch = self.rect, self.pitch
        row = round((pos[1] - rect.centery) / pitch + (len(ROWS) - 1) / 2)
        if not 0 <= row < len(ROWS):
            return []
        i = round((pos[0] - rect.centerx) / pitch + (ROWS[row] - 1) / 2)
        if not 0 <= i < state.rows[row]:
            return []
        x, y = self.place(row, i)
        if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 > (self.radius * 1.2) ** 2:
            return []
        return [("stone", row, state.rows[row] - i)]

    def target_spot(self, state, target):
        _, row, count = target
        return self.place(row, state.rows[row] - count), self.radius

    def taken(self, state, move):
        """The places a move empties, leftmost first."""
        left = state.rows[move.row]
        return [(move.row, i) for i in range(left - move.count, left)]

    # -- animation ---------------------------------------------------------------------
    def animation(self, before, move, after):
        stone = pieces.sphere(round(self.radius), STONE)
        flights = [anim.Flight(lambda surface, xy: pieces.blit_center(surface, stone, xy),
                               [("place", row, i), ("heap", before.to_move)], start=0.08 * k, lift=40)
                   for k, (row, i) in enumerate(self.taken(before, move))]
        hidden = {("hole", row, i) for row, i in self.taken(before, move)}
        return anim.Animation(flights, hidden, cues=[(0.0, "select"), (anim.STEP, "move")])

    # -- drawing -----------------------------------------------------------------------
    def draw_board(self, surface, state, marks, anim):
        hidden = anim.hidden if anim is not None else set()
        s, pitch = self.scale, self.pitch
        for row, size in enumerate(ROWS):
            x, y = self.place(row, 0)
            block = pygame.Rect(0, 0, round(size * pitch), round(pitch * 0.92))
            block.center = (round(self.rect.centerx), round(y))
            pygame.draw.rect(surface, theme.SAND_DARK, block.move(0, round(4 * s)), border_radius=round(8 * s))
            pygame.draw.rect(surface, theme.SAND, block, border_radius=round(8 * s))
            # the row's number, as moves name it ("2 from row 3")
            text.draw(surface, str(row + 1), (block.left - round(pitch * 0.28), round(y)), 18 * s, theme.TEXT,
                      "bold", "center")
        stone = pieces.sphere(round(self.radius), STONE)
        chosen = self.chosen(state, marks) if anim is None else set()
        for row, size in enumerate(ROWS):
            for i in range(size):
                centre = self.place(row, i)
                if i >= state.rows[row] or (row, i) in chosen:
                    if ("hole", row, i) not in hidden:
                        pygame.draw.circle(surface, theme.SAND_DARK, centre, round(self.radius * 0.45))
                if i < state.rows[row]:
                    pieces.blit_center(surface, stone, self.raised(centre) if (row, i) in chosen else centre)
        if anim is None:
            self.draw_marks(surface, state, marks, chosen)

    def chosen(self, state, marks):
        """The places of the stones the clicks so far take (drawn lifted out of their cups)."""
        return {(row, i) for _, row, count in marks.clicks for i in range(state.rows[row] - count, state.rows[row])}

    def raised(self, centre):
        return centre[0], centre[1] - self.pitch * 0.22

    def draw_marks(self, surface, state, marks, chosen):
        """The help before any click (``draw_help``), then the last move's cups (gold rings), the
        stones chosen (lifted, ringed in blue; the move they make: a blue dot in each), the hover
        (thin blue rings) and the hint (a green dot on each stone it takes)."""
        self.draw_help(surface, state, marks)
        if marks.last is not None:
            for row, i in self.taken(*marks.last):
                mark.ring(surface, self.place(row, i), self.radius * 0.8, mark.LAST, width=3)
        for row, i in chosen:
            mark.ring(surface, self.raised(self.place(row, i)), self.radius * 1.15, mark.NEXT, width=4, fill=False)
        if marks.hover is not None and not marks.clicks:
            for row, i in self.stones_of(state, marks.hover):
                mark.ring(surface, self.place(row, i), self.radius * 1.15, mark.NEXT, width=2, fill=False)
        for target in marks.hint[:1]:
            for row, i in self.stones_of(state, target):
                mark.dot(surface, self.place(row, i), self.radius * 0.45, mark.HINT)
        for move in marks.moves:  # the move the clicks enter: its stones go
            for row, i in self.taken(state, move):
                mark.dot(surface, self.raised(self.place(row, i)), self.radius * 0.35, mark.NEXT)

    def stones_of(self, state, target):
        _, row, count = target
        return [(row, i) for i in range(state.rows[row] - count, state.rows[row])]
