"""The board view of every generated game: the grid of cells, seen from above, a stone per
cell. Targets: ``("cell", row, col)``; a move is one click. A stone placed flies in from its
player's side of the board (``("side", player)``); a stone taken flies out to its owner's."""

import pygame

from pyrapack.ui import anim, pieces, text, theme
from pyrapack.ui import marks as mark
from pyrapack.ui.boardview import BoardView
from pyrapack.ui.marks import NONE

COLOURS = (theme.LIGHT_PIECE, theme.DARK_PIECE)


class GridView(BoardView):
    ROWS = COLS = 0  # set by a generated module's subclass

    @classmethod
    def draw_icon(cls, surface, rect):
        """A small board, a few stones of each side on it."""
        rows, cols = min(cls.ROWS, 4), min(cls.COLS, 4)
        pitch = min(rect.width / (cols + 0.5), rect.height / (rows + 0.5))
        board = pygame.Rect(0, 0, round(pitch * cols), round(pitch * rows))
        board.center = rect.center
        pygame.draw.rect(surface, theme.SAND, board, border_radius=max(2, round(pitch * 0.15)))
        for r in range(rows):
            for c in range(cols):
                if (r * 3 + c * 2) % 3:
                    centre = (board.left + (c + 0.5) * pitch, board.top + (r + 0.5) * pitch)
                    pieces.blit_center(surface, pieces.disc(round(pitch * 0.36), COLOURS[(r + c) % 2], (r + c) % 2 == 1),
                                       centre)

    # -- geometry ------------------------------------------------------------------------
    def layout(self, rect, scale):
        super().layout(rect, scale)
        self.pitch = min(rect.width / (self.COLS + 1.2), rect.height / (self.ROWS + 1.2))
        self.radius = self.pitch * 0.44
        self.board = pygame.Rect(0, 0, round(self.pitch * self.COLS), round(self.pitch * self.ROWS))
        self.board.center = rect.center

    def place(self, row, col):
        return (self.board.left + (col + 0.5) * self.pitch, self.board.top + (row + 0.5) * self.pitch)

    def anchor(self, state, key):
        if key[0] == "side":  # off the board, on its player's side
            x = self.board.left - self.pitch * 0.45 if key[1] == 0 else self.board.right + self.pitch * 0.45
            return x, self.board.centery
        return self.place(key[1], key[2])

    # -- hit-testing ---------------------------------------------------------------------
    def click_sequences(self, state, moves):
        return {m: [(("cell", *divmod(m.cell, self.COLS)),)] for m in moves if m.cell is not None}

    def targets_at(self, state, pos, marks=NONE):
        if not self.board.collidepoint(pos):
            return []
        col = int((pos[0] - self.board.left) // self.pitch)
        row = int((pos[1] - self.board.top) // self.pitch)
        if not (0 <= row < self.ROWS and 0 <= col < self.COLS):
            return []
        return [("cell", row, col)]

    def target_spot(self, state, target):
        return self.place(target[1], target[2]), self.radius

    # -- animation -----------------------------------------------------------------------
    def animation(self, before, move, after):
        if move.cell is None:
            return None
        row, col = divmod(move.cell, self.COLS)
        mover = before.to_move
        stone = pieces.disc(round(self.radius), COLOURS[mover], mover == 1)
        flights = [anim.Flight(lambda surface, xy: pieces.blit_center(surface, stone, xy),
                               [("side", mover), ("cell", row, col)], lift=30)]
        cues = [(0.0, "select"), (anim.STEP, "move")]
        if before.cells[move.cell] == 1 - mover:  # the stone taken leaves first
            taken = pieces.disc(round(self.radius), COLOURS[1 - mover], mover == 0)
            flights.insert(0, anim.Flight(lambda surface, xy: pieces.blit_center(surface, taken, xy),
                                          [("cell", row, col), ("side", 1 - mover)], lift=30))
            flights[1].start = anim.STEP
            cues = [(0.0, "capture"), (2 * anim.STEP, "move")]
        return anim.Animation(flights, {("stone", row, col)}, cues=cues)

    # -- drawing -------------------------------------------------------------------------
    def draw_board(self, surface, state, marks, anim):
        hidden = anim.hidden if anim is not None else set()
        s, pitch = self.scale, self.pitch
        pygame.draw.rect(surface, theme.SAND_DARK, self.board.move(0, round(4 * s)), border_radius=round(8 * s))
        pygame.draw.rect(surface, theme.SAND, self.board, border_radius=round(8 * s))
        for r in range(self.ROWS):
            for c in range(self.COLS):
                centre = self.place(r, c)
                pygame.draw.circle(surface, theme.SAND_DARK, centre, max(2, round(pitch * 0.12)))
        size = max(text.MIN_SIZE, min(18 * s, pitch * 0.4))
        for c in range(self.COLS):  # the cells' names, as moves write them
            x, y = self.place(self.ROWS - 1, c)
            text.draw(surface, "abcdefghijklmnopqrstuvwxyz"[c], (x, self.board.bottom + size * 0.8), size,
                      theme.TEXT, "bold", "center")
        for r in range(self.ROWS):
            x, y = self.place(r, 0)
            text.draw(surface, str(self.ROWS - r), (self.board.left - size * 0.8, y), size, theme.TEXT, "bold",
                      "center")
        for cell, holder in enumerate(state.cells):
            row, col = divmod(cell, self.COLS)
            if holder != -1 and ("stone", row, col) not in hidden:
                pieces.blit_center(surface, pieces.disc(round(self.radius), COLOURS[holder], holder == 1),
                                   self.place(row, col))
        if anim is None:
            self.draw_marks(surface, state, marks)

    def draw_marks(self, surface, state, marks):
        """The help before any click (``draw_help``), the last move's cell (a gold ring), the
        cell chosen (a double ring, a dot for the move it makes), the hover (a thin blue ring) and
        the hint (a green dot)."""
        self.draw_help(surface, state, marks)
        if marks.last is not None and marks.last[1].cell is not None:
            mark.ring(surface, self.place(*divmod(marks.last[1].cell, self.COLS)), self.radius * 0.8, mark.LAST, width=3)
        for target in marks.clicks:
            mark.selected(surface, self.place(target[1], target[2]), self.radius * 1.12)
        if marks.hover is not None and not marks.clicks:
            mark.ring(surface, self.place(marks.hover[1], marks.hover[2]), self.radius * 1.15, mark.NEXT, width=2,
                      fill=False)
        for target in marks.hint[:1]:
            mark.dot(surface, self.place(target[1], target[2]), self.radius * 0.45, mark.HINT)
        for move in marks.moves:
            if move.cell is not None:
                mark.dot(surface, self.place(*divmod(move.cell, self.COLS)), self.radius * 0.35, mark.NEXT)
