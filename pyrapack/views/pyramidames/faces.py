"""Pyramidames: the four faces A-D, each drawn upright as a small triangular board.

Each face is seen from outside the pyramid, standing in front of it: A from
white's side, B from the right, C from black's side, D from the left, so
walking round the pyramid goes A, B, C, D and a face's right edge is the
next face's left edge. Rows are the levels (0 at the bottom). A capture is a
jump inside one face, so the face in use is highlighted while a capture is
entered or shown; an invisible cube lies just past the edge of its face's
triangle, where it is drawn as a ghost cube.
"""

import pygame

from ...i18n import t
from ...rules import pyramidames as rules
from ...ui import arrows, marks, pieces, text, theme
from ...ui.widgets import panel
from .top import cell_color, draw_taken, pawn_image, terrace

N = rules.BASE
TOP = N - 1
ROWS = rules.LEVELS + 1  # the levels, plus the row above the summit (where a cube may float)
ORDER = ("C", "B", "D", "A")  # top to bottom: black's side first, white's side last
# B and D are labelled by where the player sees them ("right side", "left side"): on a
# board turned half round each takes the other's label.
_MIRRORED = {"B": "D", "D": "B"}


def face_coords(face, sq):
    """(column, row) of any square in ``face``'s upright drawing (off the triangle too)."""
    x, y = sq
    return {"A": (x, y), "B": (y, TOP - x), "C": (TOP - x, TOP - y), "D": (TOP - y, x)}[face]


def face_square(face, col, row):
    """The square drawn at (column, row) of ``face``."""
    return {"A": (col, row), "B": (TOP - row, col), "C": (TOP - col, TOP - row),
            "D": (row, TOP - col)}[face]


def on_face(face, sq):
    return face in rules.faces_of(*sq)


class FacePanel:
    """The faces stacked far side first, as the top view shows them; ``flipped`` as there
    (black at the bottom: A comes first, and B is the face on the left)."""

    RATIO = 0.72  # cell height / width: a face is seen slanting
    BOX_ROWS = ROWS + 0.5  # the rows (the top one shares the title strip) and margins

    def __init__(self, flipped=False):
        self.flipped = flipped
        self.order = ORDER[::-1] if flipped else ORDER

    def _gap(self, scale):
        return max(4, round(8 * scale))

    def stacked_width(self, height, scale):
        """How wide the four faces are when stacked in ``height`` pixels."""
        return N * int((height / 4 - self._gap(scale)) / (self.BOX_ROWS * self.RATIO))

    def layout(self, rect, scale):
        self.scale = scale
        gap = self._gap(scale)
        stacked = min(rect.width / N, (rect.height / 4 - gap) / (self.BOX_ROWS * self.RATIO))
        grid = min((rect.width / 2 - gap) / N, (rect.height / 2 - gap) / (self.BOX_ROWS * self.RATIO))
        self.fw = int(max(stacked, grid))
        self.fh = int(self.fw * self.RATIO)
        w, h = self.fw * N, round(self.fh * self.BOX_ROWS)
        columns = 1 if stacked >= grid else 2
        rows = 4 // columns
        total_w, total_h = columns * w + (columns - 1) * gap, rows * h + (rows - 1) * gap
        x0 = rect.left + (rect.width - total_w) // 2
        y0 = rect.top + (rect.height - total_h) // 2
        self.boxes = {}
        for i, face in enumerate(self.order):
            col, row = i % columns, i // columns
            self.boxes[face] = pygame.Rect(x0 + col * (w + gap), y0 + row * (h + gap), w, h)
        self.rect = pygame.Rect(x0, y0, total_w, total_h)

    def base_line(self, face):
        box = self.boxes[face]
        return box.top + round(self.fh * (ROWS + 0.2))  # bottom of row 0

    def cell_rect(self, face, col, row):
        box = self.boxes[face]
        return pygame.Rect(box.left + col * self.fw, self.base_line(face) - (row + 1) * self.fh,
                           self.fw, self.fh)

    def center(self, face, sq):
        return self.cell_rect(face, *face_coords(face, sq)).center

    def hit(self, pos):
        """The square of a face triangle under ``pos``, or None."""
        for face, box in self.boxes.items():
            if not box.collidepoint(pos):
                continue
            col = (pos[0] - box.left) // self.fw
            row = (self.base_line(face) - pos[1]) // self.fh
            if 0 <= row < rules.LEVELS and row <= col < N - row:
                return face_square(face, col, row)
        return None

    def cube_hit(self, pos, cubes):
        """The ghost cube (square) under ``pos`` among ``cubes`` = [(square, face)]."""
        for sq, face in cubes:
            if self.cell_rect(face, *face_coords(face, sq)).collidepoint(pos):
                return sq
        return None

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface, picture, title_area):
        s = self.scale
        half = title_area.height // 2
        line = pygame.Rect(title_area.left, title_area.top, title_area.width, half)  # may pass the strips
        text.draw_fitted(surface, t("pyramidames.faces_title"), line, 17 * s, theme.TEXT,
                         "bold", "midleft")
        text.draw_fitted(surface, t("pyramidames.faces_note"), line.move(0, half), 15 * s,
                         theme.TEXT_DIM, "body", "midleft")
        for face in self.order:
            self._draw_face(surface, face, picture)

    def _draw_face(self, surface, face, picture):
        s, fw, fh = self.scale, self.fw, self.fh
        box = self.boxes[face]
        active = face in picture.active
        color = picture.color
        edge = (*color, 255) if active else theme.PANEL_EDGE
        panel(surface, box, radius=round(10 * s), fill=(*color, 40) if active else (255, 255, 255, 12),
              edge=edge)
        if active:
            pygame.draw.rect(surface, color, box, max(2, round(2 * s)), border_radius=round(10 * s))
        self._draw_title(surface, face, box, active)
        for row in range(rules.LEVELS):
            for col in range(row, N - row):
                sq = face_square(face, col, row)
                pygame.draw.rect(surface, cell_color(sq, row), self.cell_rect(face, col, row))
        self._draw_outline(surface, face)
        self._draw_corners(surface, face)
        for sq in picture.last:
            if on_face(face, sq):
                marks.brackets(surface, _corners(self.cell_rect(face, *face_coords(face, sq))), width=2)
        radius = max(4, round(min(fw, fh) * 0.42))
        for sq, player in picture.pieces.items():
            if on_face(face, sq):
                self._pawn(surface, face, sq, player, radius, taken=sq in picture.taken)
        for sq, h, via in picture.cubes:
            if via == face:
                self._cube(surface, face, sq, picture.color)
        if active:
            for start, over, land, faces in picture.jumps:
                if face in faces:
                    a, b = self.center(face, start), self.center(face, land)
                    arrows.arc(surface, a, b, color, max(2, round(2 * s)), bend=0.25,
                               head=max(6, round(fh * 0.35)))
        if picture.lifted is not None and on_face(face, picture.lifted):
            marks.selected(surface, self.center(face, picture.lifted), radius * 1.1)
        if picture.preview is not None:
            (sq, h), player = picture.preview
            if on_face(face, sq) or any(c[0] == sq and c[2] == face for c in picture.cubes):
                self._pawn(surface, face, sq, player, radius, alpha=170)
        for sq, h, faces in picture.targets:
            if on_face(face, sq) or face in faces:
                if not on_face(face, sq):
                    self._cube(surface, face, sq, marks.NEXT, dashed=True)
                marks.dot(surface, self.center(face, sq), max(3, fh * 0.2), marks.NEXT)
        for sq in picture.hints:
            if on_face(face, sq):
                marks.star(surface, self.center(face, sq), max(6, radius * 0.8))

    def _draw_title(self, surface, face, box, active):
        s = self.scale
        strip = pygame.Rect(box.left + round(8 * s), box.top + 2, box.width - round(16 * s),
                            round(self.fh * 1.2))
        color = theme.TEXT if active else theme.TEXT_DIM
        letter = text.draw(surface, face, strip.midleft, text.grown(max(14, self.fh * 0.95)), color, "title",
                           "midleft")
        # the summit (two columns in the middle) stays clear for a cube over the top
        left = letter.right + round(self.fw * 0.4)
        right = pygame.Rect(left, strip.top, box.right - round(6 * s) - left, strip.height)
        label = t(f"pyramidames.face.{_MIRRORED.get(face, face) if self.flipped else face}")
        size = text.fit_size(label, max(12, 15 * s), right.width)
        text.draw(surface, label, right.midright, size, color, "body", "midright")

    def _draw_outline(self, surface, face):
        """The stepped silhouette of the face."""
        points = []
        for row in range(rules.LEVELS):
            r = self.cell_rect(face, row, row)
            points += [r.bottomleft, r.topleft]
        for row in range(rules.LEVELS - 1, -1, -1):
            r = self.cell_rect(face, N - 1 - row, row)
            points += [r.topright, r.bottomright]
        pygame.draw.lines(surface, theme.shade(terrace(0), -0.6), True, points, max(1, round(self.scale * 1.5)))

    def _draw_corners(self, surface, face):
        """Names of the two bottom corner squares, just above them, to find the face on the top view."""
        size = max(11, min(14 * self.scale, self.fh * 0.8))
        for col in (0, N - 1):
            x, y = face_square(face, col, 0)
            r = self.cell_rect(face, col, 0)
            text.draw(surface, rules.square_name((x, y)), (r.centerx, r.top), size, theme.TEXT_DIM,
                      "body", "midbottom")

    def _pawn(self, surface, face, sq, player, radius, taken=False, alpha=255):
        row = face_coords(face, sq)[1]
        image = pawn_image(radius, player, min(row, rules.LEVELS - 1))
        if alpha < 255 or taken:
            image = image.copy()
            image.set_alpha(120 if taken else alpha)
        center = self.center(face, sq)
        pieces.blit_center(surface, image, center)
        if taken:
            draw_taken(surface, center, radius)

    def _cube(self, surface, face, sq, color, dashed=False):
        rect = self.cell_rect(face, *face_coords(face, sq)).inflate(-2, -2)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((255, 255, 255, 40 if dashed else 70))
        pygame.draw.rect(layer, (*color, 230), layer.get_rect(), max(1, round(self.scale * 2)))
        surface.blit(layer, rect)


def _corners(r):
    return [r.topleft, r.topright, r.bottomright, r.bottomleft]
