"""27's board view: a line of cells with stacks of pawns, drawn from the side, each side's
goal marked under the line, the pawns a move takes lifted, and moves in flight.

Targets: ``("pawn", cell, count)`` (the ``count`` pawns from the top of ``cell``'s
stack, taken by clicking the lowest of them) and ``("cell", cell)`` (where they go).
"""

import math

import pygame

from ...i18n import t
from ...ui import anim, pieces, text, theme
from ...ui import marks as mark
from ...ui.boardview import BoardView
from ...ui.marks import NONE

SLOTS = 9  # the line's full length: cell width stays fixed as cells vanish
COLOURS = {"W": theme.LIGHT_PIECE, "B": theme.DARK_PIECE, "G": theme.GREY_PIECE, "R": theme.RED_PIECE}


def pawn_image(letter, width, thick):
    """A pawn of 27: black's carry a gold band, the red base a row of dots (not colour alone)."""
    return pieces.pawn(width, thick, COLOURS[letter], letter == "B", letter == "R")


class TwentySevenView(BoardView):
    """``room``: how many pawns high the stacks are drawn with room for (pawns get thinner
    only past it): the game leaves room for 20, a diagram of short stacks for fewer;
    ``goals``: each side's goal named under the line."""

    def __init__(self, room=20, goals=True):
        self.room, self.goals = room, goals

    @staticmethod
    def draw_icon(surface, rect):
        """The line of nine cells with a few stacks."""
        cell = rect.width / 9.6
        base_y = rect.bottom - rect.height * 0.22
        stacks = ["RWWWW", "GW", "GBWB", "G", "GW", "G", "GBB", "G", "RBBB"]
        thick = max(3, round(rect.height * 0.09))
        for i, stack in enumerate(stacks):
            x = rect.left + (i + 0.8) * cell
            for h, letter in enumerate(stack):
                image = pawn_image(letter, round(cell * 0.8), thick)
                surface.blit(image, image.get_rect(midbottom=(round(x), round(base_y - h * thick))))

    # -- geometry ----------------------------------------------------------------------
    def layout(self, rect, scale):
        super().layout(rect, scale)
        self.slot = rect.width / SLOTS
        self.pawn_w = round(self.slot * 0.74)
        self.base_y = rect.bottom - round((74 if self.goals else 34) * scale)  # top of the track

    def thickness(self, state):
        tallest = max(len(cell) for cell in state.cells)
        room = self.base_y - self.rect.top - 30 * self.scale
        return max(4, min(round(self.slot * 0.26), int(room / max(self.room, tallest + 2))))

    def cell_x(self, index, count):
        return self.rect.centerx + (index - (count - 1) / 2) * self.slot

    def pawn_center(self, index, count, height, thick):
        """Screen centre of the pawn ``height`` pawns above the track (0: the base)."""
        return (self.cell_x(index, count), self.base_y - (height + 0.5) * thick)

    # -- hit-testing -------------------------------------------------------------------
    def click_sequences(self, state, moves):
        return {m: [(("pawn", m.from_cell, m.count), ("cell", state.destination(m)))] for m in moves}

    def targets_at(self, state, pos, marks=NONE):
        n = len(state.cells)
        x, y = pos
        index = round((x - self.rect.centerx) / self.slot + (n - 1) / 2)
        if not (0 <= index < n and abs(x - self.cell_x(index, n)) <= self.slot / 2):
            return []
        if not self.rect.top <= y <= self.rect.bottom:
            return []
        stack = state.cells[index]
        thick = self.thickness(state)
        height = int((self.base_y - y) // thick)
        targets = [("cell", index)]
        if 0 <= height < len(stack):
            targets.append(("pawn", index, len(stack) - height))
        elif height >= len(stack):  # above the stack: its top pawn
            targets.append(("pawn", index, 1))
        return targets

    def target_rect(self, state, target):
        """A pawn: the part of its stack it takes; a cell: its column."""
        n, thick = len(state.cells), self.thickness(state)
        if target[1] >= n:
            return None
        x, height = self.cell_x(target[1], n), len(state.cells[target[1]])
        if target[0] == "pawn":
            top = self.pawn_center(target[1], n, height - 1, thick)[1] - thick * 0.6
            bottom = self.pawn_center(target[1], n, height - target[2], thick)[1] + thick * 0.6
            rect = pygame.Rect(0, 0, self.pawn_w + round(8 * self.scale), bottom - top)
            rect.midtop = (round(x), round(top))
        else:
            rect = pygame.Rect(0, 0, round(self.slot * 0.9), round((height + 1.2) * thick + 18 * self.scale))
            rect.midbottom = (round(x), self.base_y + round(8 * self.scale))
        return rect, False

    # -- animation ---------------------------------------------------------------------
    def anchor(self, state, key):
        _, index, count, height = key
        return self.pawn_center(index, count, height, self.thickness(state))

    def animation(self, before, move, after):
        if move.is_pass:
            return None
        n0, n1 = len(before.cells), len(after.cells)
        src, k = move.from_cell, move.count
        dst0 = before.destination(move)
        dst1 = dst0 - 1 if before.removes_cell(move) and src < dst0 else dst0
        src_stack, dst_stack = before.cells[src], after.cells[dst1]
        thick = self.thickness(before)
        flights, hidden = [], set()
        for j in range(k):  # the j-th moving pawn from the bottom of the moving part
            h0 = len(src_stack) - k + j
            h1 = len(dst_stack) - k + j
            letter = src_stack[h0]
            flights.append(anim.Flight(self.painter(letter, thick),
                                       [("slot", src, n0, h0), ("slot", dst1, n1, h1)],
                                       lift=60 + 4 * j))
            hidden.add((dst1, h1))
        return anim.Animation(flights, hidden, cues=[(anim.STEP, "move")])

    def suggestion(self, before, move):
        """The lowest pawn taken, from its stack to the top of the stack it would land on."""
        if move.is_pass:
            return None
        n, src, dst = len(before.cells), move.from_cell, before.destination(move)
        height = len(before.cells[src]) - move.count
        letter = before.cells[src][height]
        return anim.Flight(self.painter(letter, self.thickness(before)),
                           [("slot", src, n, height), ("slot", dst, n, len(before.cells[dst]))], lift=60)

    def painter(self, letter, thick):
        image = pawn_image(letter, self.pawn_w, thick)
        return lambda surface, xy: surface.blit(image, image.get_rect(center=(round(xy[0]), round(xy[1]))))

    # -- drawing -----------------------------------------------------------------------
    def draw_board(self, surface, state, marks, anim):
        s = self.scale
        hidden = anim.hidden if anim is not None else set()
        n = len(state.cells)
        thick = self.thickness(state)
        track = pygame.Rect(0, 0, self.slot * n, round(30 * s))
        track.midtop = (self.rect.centerx, self.base_y - round(4 * s))
        pygame.draw.rect(surface, theme.SAND_DARK, track.move(0, round(6 * s)), border_radius=round(10 * s))
        pygame.draw.rect(surface, theme.SAND, track, border_radius=round(10 * s))
        self.draw_goals(surface, state, track)
        cells = self.cell_marks(marks)
        landing = marks.clicks[0][2] if marks.clicks and marks.clicks[0][0] == "pawn" else 0  # the ghosts' room
        for i, stack in enumerate(state.cells):
            if cells.get(i) == "next":
                self.draw_cell_glow(surface, i, n, theme.HILITE, thick, len(stack) + landing)
            lifted = self.lifted_count(marks, i)
            for h, letter in enumerate(stack):
                if (i, h) in hidden:
                    continue
                x, y = self.pawn_center(i, n, h, thick)
                if h >= len(stack) - lifted:
                    y -= round(14 * s)
                image = pawn_image(letter, self.pawn_w, thick)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
            if lifted and marks.clicks:  # chosen: a double frame
                self.outline_top(surface, i, n, len(stack), lifted, thick, theme.HILITE, lift=14, double=True)
            elif lifted:  # under the pointer
                self.outline_top(surface, i, n, len(stack), lifted, thick, (*theme.HILITE, 120), lift=14)
            kind = cells.get(i)
            if kind == "last":
                mark.brackets(surface, mark.corners(self.column_rect(i, n, thick, len(stack))), width=3 * s)
            elif kind == "lit":
                column = self.column_rect(i, n, thick, len(stack))
                mark.lit_frame(surface, self.above_label(state, i, column), round(12 * s))
            elif kind == "next":
                rect = self.column_rect(i, n, thick, len(stack) + landing)
                mark.dot(surface, (rect.centerx, rect.top), max(4, 7 * s), theme.HILITE, 230)
        if anim is None:
            self.draw_help(surface, state, marks)
        self.draw_preview(surface, state, marks, thick)

    def draw_goals(self, surface, state, track):
        s = self.scale
        n = len(state.cells)
        for i in range(n):  # cell names, as the move list writes them
            text.draw(surface, state.cell_name(i), self.label_rect(state, i).midbottom, 16 * s,
                      theme.WOOD_INK, "bold", "midbottom")
        if not self.goals:
            return
        y, gap = track.bottom + round(10 * s), round(12 * s)
        xs = [self.cell_x(state.goal(player), n) for player in (0, 1)]
        labels = [t("27.goal_of", name=self.side_name(player)) for player in (0, 1)]
        widths = [text.render(label, max(text.MIN_SIZE, 17 * s), theme.GOLD, "bold").get_width() for label in labels]
        apart = abs(xs[0] - xs[1]) >= (widths[0] + widths[1]) / 2 + gap
        middle = sum(xs) / 2  # goals too close (a short red line): the labels part each side of it
        for player in (0, 1):
            x, left = xs[player], xs[player] < xs[1 - player]
            spot, anchor = ((x, y), "midtop") if apart else ((middle - gap / 2, y), "topright") if left \
                else ((middle + gap / 2, y), "topleft")
            rect = text.draw(surface, labels[player], spot, 17 * s, theme.GOLD, "bold", anchor)
            arrow = "→" if player == 0 else "←"
            text.draw(surface, arrow, (x, rect.bottom + round(2 * s)), 22 * s, theme.GOLD, "bold", "midtop")

    def draw_help(self, surface, state, marks):
        """A thin frame round the pawns of each stack that can move, and round what a tutorial
        step points at a frame with spikes."""
        with mark.within(surface, self.rect.inflate(8, 8)):
            self.draw_frames(surface, state, marks)

    def draw_frames(self, surface, state, marks):
        n, thick = len(state.cells), self.thickness(state)
        for target in mark.in_order(marks.quiet_movable):
            if target[2] == max(t[2] for t in marks.movable if t[1] == target[1]) and target[1] < n:
                self.outline_top(surface, target[1], n, len(state.cells[target[1]]), target[2], thick, theme.HILITE,
                                 width=3.5)
        for _, i, count in (target for target in mark.in_order(marks.lit) if target[0] == "pawn"):
            if i < n:
                pawns = self.top_rect(i, n, len(state.cells[i]), count, thick)
                mark.lit_frame(surface, self.above_label(state, i, pawns), round(8 * self.scale))

    @staticmethod
    def cell_marks(marks):
        """What marks each cell, by index: "last" (corner brackets where the last move went
        from and to), "next" (where the pawns chosen go: a glow and a dot), "lit" (what a
        tutorial step points at). A hint is its arrow (``BoardView.draw_suggested``)."""
        cells = {}
        if marks.last is not None and not marks.last[1].is_pass:
            before, move = marks.last
            src, dst = move.from_cell, before.destination(move)
            if before.removes_cell(move) and src < dst:
                dst -= 1
            if not before.removes_cell(move):
                cells[src] = "last"
            cells[dst] = "last"
        for target in marks.lit:
            if target[0] == "cell":
                cells[target[1]] = "lit"
        for target in marks.next:
            cells[target[1]] = "next"
        return cells

    def label_rect(self, state, i):
        """Where cell ``i``'s name is written, on the track under it (no mark covers it)."""
        s = self.scale
        image = text.render(state.cell_name(i), 16 * s, theme.WOOD_INK, "bold")
        bottom = self.base_y - round(4 * s) + round(30 * s) - round(3 * s)  # the track's bottom, less a margin
        return image.get_rect(midbottom=(round(self.cell_x(i, len(state.cells))), bottom))

    def above_label(self, state, i, rect):
        """``rect`` (a lit frame's, round cell ``i``'s stack or its top pawns) down to just above
        the cell's number at most: the frame, even at its largest breath, and its spikes either
        side of the number leave it to be read."""
        rect = pygame.Rect(rect)
        bottom = self.label_rect(state, i).top - round(3 * self.scale) - math.ceil(rect.height * mark.BREATH / 2)
        if rect.bottom > bottom:
            rect.height -= rect.bottom - bottom
        return rect

    def column_rect(self, i, n, thick, height):
        """Cell ``i``'s column: its stack and the track under it."""
        s = self.scale
        rect = pygame.Rect(0, 0, self.slot * 0.94, (height + 1.2) * thick + 18 * s)
        rect.midbottom = (round(self.cell_x(i, n)), self.base_y + round(8 * s))
        return rect

    def draw_cell_glow(self, surface, i, n, color, thick, height):
        s = self.scale
        rect = self.column_rect(i, n, thick, height)
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*color, 60), glow.get_rect(), border_radius=round(12 * s))
        surface.blit(glow, rect)
        mark.frame(surface, rect, color, 3 * s, round(12 * s))

    @staticmethod
    def lifted_count(marks, index):
        """How many pawns of ``index`` are taken: the selection, else the hovered pawn's stack part."""
        for target in marks.clicks[:1]:
            if target[1] == index:
                return target[2]
        hover = marks.hover
        if not marks.clicks and hover is not None and hover[0] == "pawn" and hover[1] == index:
            return hover[2]
        return 0

    def top_rect(self, i, n, height, count, thick, lift=0):
        """The rectangle round the top ``count`` pawns of cell ``i`` (``lift`` pixels up)."""
        s = self.scale
        top = self.pawn_center(i, n, height - 1, thick)[1] - thick
        bottom = self.pawn_center(i, n, height - count, thick)[1] + thick * 0.8
        rect = pygame.Rect(0, 0, self.pawn_w + round(12 * s), bottom - top)
        rect.midtop = (round(self.cell_x(i, n)), round(top - lift * s))
        return rect

    def outline_top(self, surface, i, n, height, count, thick, color, width=2, lift=0, double=False):
        """A frame round the top ``count`` pawns of cell ``i`` (drawn ``lift`` pixels up; a
        double one round the pawns chosen)."""
        rect = self.top_rect(i, n, height, count, thick, lift)
        if double:
            mark.double_frame(surface, rect, color, width * self.scale, round(8 * self.scale))
        else:
            mark.frame(surface, rect, color, width * self.scale, round(8 * self.scale))

    def draw_preview(self, surface, state, marks, thick):
        """Ghost pawns where the pawns chosen would land."""
        if len(marks.clicks) == 1 and len(marks.next) == 1:
            _, src, k = marks.clicks[0]
            (_, dst), = marks.next
        else:
            return
        n = len(state.cells)
        stack = state.cells[src]
        for j in range(k):
            letter = stack[len(stack) - k + j]
            x, y = self.pawn_center(dst, n, len(state.cells[dst]) + j, thick)
            image = pawn_image(letter, self.pawn_w, thick).copy()
            image.set_alpha(110)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
