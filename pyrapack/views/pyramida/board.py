"""Pyramida's board as drawn: diamond cells on a lattice, stones, the apex, the exit trays.

The 97 cells are the dark squares of a 21 x 14 chequerboard. Turned by 45
degrees, each becomes a diamond whose four edges touch its four diagonal
neighbours, so the pyramid reads as a stepped triangle of blocks and a move
"up" is a move towards the apex. The scene and the rules page both draw with
this module, so the diagrams look like the board.
"""

import pygame

from ...i18n import t
from ...rules import pyramida as rules
from ...ui import marks, pieces, text, theme
from ...ui.widgets import panel

FILE_RANK = {cell: rules.cell_file_rank(cell) for cell in rules.CELLS}
AT = {fr: cell for cell, fr in FILE_RANK.items()}
STONE = 0.6  # stone radius, in half-diagonals of a cell
MORTAR = (54, 36, 34)
TRAY_V = 13.25  # the exit trays' row, in lattice units (between ranks 13 and 14)
TRAY_STEP = 1.3
LOW, HIGH = (146, 102, 64), (226, 184, 118)  # block colours at rank 1 and at the apex


class Geometry:
    """Screen positions of a window of the lattice (files x ranks) fitted into ``rect``.

    Lattice point (u, v) is file u, rank v; a cell is the diamond of
    half-diagonal ``d`` around its point. ``margins`` (left, right, top,
    bottom, in units of ``d``) leave room for labels and the exit trays.
    """

    def __init__(self, rect, files=(1, 21), ranks=(1, 14), margins=(1.0, 1.0, 1.0, 0.9)):
        left, right, top, bottom = margins
        width = files[1] - files[0] + 2 + left + right
        height = ranks[1] - ranks[0] + 2 + top + bottom
        self.rect = pygame.Rect(rect)
        self.d = d = max(2.0, min(rect.width / width, rect.height / height))
        self.x0 = rect.centerx - width * d / 2 + (left + 1 - files[0]) * d  # x of u = 0
        self.y0 = rect.centery - height * d / 2 + (top + 1 + ranks[1]) * d  # y of v = 0
        self.files, self.ranks = files, ranks
        self.cells = tuple(c for c, (f, r) in FILE_RANK.items()
                           if files[0] <= f <= files[1] and ranks[0] <= r <= ranks[1])

    @property
    def radius(self):
        return max(3, round(self.d * STONE))

    def point(self, u, v):
        return (self.x0 + u * self.d, self.y0 - v * self.d)

    def center(self, cell):
        return self.point(*FILE_RANK[cell])

    def diamond(self, cell, inset=0.0):
        """The corners of ``cell``'s diamond (top, right, bottom, left), ``inset`` pixels in."""
        x, y = self.center(cell)
        r = self.d - inset
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]

    def cell_at(self, pos):
        """The cell whose diamond holds ``pos``, or None (outside the window or the pyramid).

        In the rotated coordinates a = u + v, b = u - v the diamonds are the
        squares centred on odd a and odd b, so the cell is found by rounding.
        """
        u = (pos[0] - self.x0) / self.d
        v = (self.y0 - pos[1]) / self.d
        a, b = 2 * ((u + v) // 2) + 1, 2 * ((u - v) // 2) + 1  # the odd centres
        file, rank = round((a + b) / 2), round((a - b) / 2)
        cell = AT.get((file, rank))
        return cell if cell in self.cells else None


def cell_order(cell):
    """Sort key of cells as a player reads the board: top rank first, then left to right."""
    file, rank = FILE_RANK[cell]
    return (-rank, file)


def block_colour(rank):
    f = (rank - 1) / 13
    return tuple(round(lo + (hi - lo) * f) for lo, hi in zip(LOW, HIGH))


def draw_cells(surface, geo, apex_label=True):
    """The blocks of the pyramid (mortar, bevel), the apex in gold, and the exit label."""
    d = geo.d
    gap = max(1.0, d * 0.06)
    for cell in geo.cells:
        pygame.draw.polygon(surface, MORTAR, geo.diamond(cell, -gap))
    for cell in geo.cells:
        rank = FILE_RANK[cell][1]
        base = block_colour(rank)
        if cell == rules.APEX:
            base = theme.GOLD
        top, right, bottom, left = geo.diamond(cell, gap)
        pygame.draw.polygon(surface, theme.shade(base, -0.22), [top, right, bottom, left])
        inner = geo.diamond(cell, gap + max(2.0, d * 0.13))
        lit = [(x, y - max(1.0, d * 0.04)) for x, y in inner]
        pygame.draw.polygon(surface, theme.shade(base, 0.12), lit)
        pygame.draw.polygon(surface, base, inner)
    if rules.APEX in geo.cells:
        draw_apex(surface, geo, apex_label)


def draw_apex(surface, geo, label=True):
    """A chevron in the apex cell pointing off the board, and the word "exit" above it."""
    x, y = geo.center(rules.APEX)
    d = geo.d
    for k in (0.0, 0.3):
        tip = y - d * (0.42 - k)
        chevron = [(x - d * 0.4, tip + d * 0.34), (x, tip), (x + d * 0.4, tip + d * 0.34),
                   (x + d * 0.4, tip + d * 0.52), (x, tip + d * 0.18), (x - d * 0.4, tip + d * 0.52)]
        pygame.draw.polygon(surface, theme.GOLD_DARK, chevron)
    marks.ring(surface, (x, y), d * 0.78, theme.GOLD, width=max(2, d * 0.08), alpha=200)
    if label:
        text.draw(surface, t("pyramida.exit"), (x, y - d * 1.08), text.grown(max(14, d * 0.62)), theme.GOLD,
                  "bold", "midbottom")


def _labels(geo):
    """(text, point, anchor) of the file letters under the base and the rank numbers along
    the left staircase, and their size."""
    d = geo.d
    bottom = geo.point(0, geo.ranks[0])[1] + d * 1.05
    files = [(chr(96 + file), (geo.point(file, 0)[0], bottom), "midtop")
             for file in range(geo.files[0], geo.files[1] + 1)]
    ranks = []
    for rank in range(geo.ranks[0], geo.ranks[1] + 1):
        row = max(rank, 4)  # ranks 1-4 zigzag: line their numbers up with rank 4's
        first = min(f for c, (f, r) in FILE_RANK.items() if r == row and c in geo.cells)
        x = geo.point(first - 1, rank)[0] - d * 0.3
        ranks.append((str(rank), (x, geo.point(0, rank)[1]), "midright"))
    return files, ranks, text.grown(max(14, d * 0.5))


def draw_labels(surface, geo):
    """File letters under the base, rank numbers along the left staircase."""
    files, ranks, size = _labels(geo)
    for label, point, anchor in files + ranks:
        text.draw(surface, label, point, size, theme.TEXT_DIM, "body", anchor)


def rank_label_rects(geo):
    """Where the rank numbers are drawn (things drawn over the board keep clear of them)."""
    return _label_rects(_labels(geo)[1], _labels(geo)[2])


def file_label_rects(geo):
    """Where the file letters are drawn."""
    return _label_rects(_labels(geo)[0], _labels(geo)[2])


def _label_rects(labels, size):
    return [text.render(label, max(text.MIN_SIZE, size), theme.TEXT_DIM, "body").get_rect(
        **{anchor: (round(point[0]), round(point[1]))}) for label, point, anchor in labels]


def stone(geo, player, scale=1.0):
    color = theme.LIGHT_PIECE if player == 0 else theme.DARK_PIECE
    return pieces.disc(max(3, round(geo.radius * scale)), color, player == 1)


def draw_stones(surface, geo, white=(), black=(), hidden=()):
    for player, cells in enumerate((white, black)):
        image = stone(geo, player)
        for cell in cells:
            if ("stone", cell) not in hidden:
                pieces.blit_center(surface, image, geo.center(cell))


def tray_point(geo, player, slot):
    """Where the ``slot``-th stone out of ``player``'s sits: slot 0 next to the apex."""
    u = 6.3 - slot * TRAY_STEP
    return geo.point(u if player == 0 else 22 - u, TRAY_V)


def tray_rect(geo, player):
    """The exit tray of ``player`` (its label goes above it)."""
    d = geo.d
    first, last = tray_point(geo, player, 0), tray_point(geo, player, 4)
    rect = pygame.Rect(0, 0, abs(first[0] - last[0]) + 2 * d * 0.82, d * 1.64)
    rect.center = ((first[0] + last[0]) / 2, first[1])
    return rect


def draw_tray(surface, geo, player, count, label, hidden=()):
    """A side's exit tray beside the apex: five slots, ``count`` of them filled, a label above
    (as wide as the tray and a little more: the apex leaves room)."""
    d = geo.d
    rect = tray_rect(geo, player)
    panel(surface, rect, radius=round(d * 0.8), fill=(20, 16, 36, 170), edge=(*theme.GOLD, 90))
    for slot in range(5):
        point = tray_point(geo, player, slot)
        if slot < count and ("tray", player, slot) not in hidden:
            pieces.blit_center(surface, stone(geo, player, 0.85), point)
        else:
            pygame.draw.circle(surface, (112, 104, 138), point, geo.radius * 0.8, max(1, round(d * 0.06)))
    area = pygame.Rect(rect.left, rect.top - d * 0.95, rect.width, d * 0.85).inflate(rect.width * 0.2, 0)
    text.draw_fitted(surface, label, area, text.grown(max(14, d * 0.55)), theme.TEXT, "bold", "midbottom")


def straight_path(src, dst):
    """The cells from ``src`` to ``dst`` (one or two steps along a diagonal), both included."""
    (f0, r0), (f1, r1) = FILE_RANK[src], FILE_RANK[dst]
    if abs(f1 - f0) == 2 and abs(r1 - r0) == 2:
        return [src, AT[(f0 + f1) // 2, (r0 + r1) // 2], dst]
    return [src, dst]
