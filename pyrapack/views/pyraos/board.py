"""Pyraos seen from above: where the plate, the spots, the trays and the level maps are, and
how balls, cups and trays are painted.

Shared by the board view and the rules page, so both draw the same pyramid. In cells of the
4x4 plate, spot ``(level, row, col)`` lies at column ``col + level / 2`` and row
``row + level / 2``: a higher ball sits in the hollow between the four it rests on. Higher
balls are drawn a little larger, with a longer shadow, so the levels read at a glance.
"""

import math

import pygame

from ...i18n import t
from ...rules.pyraos import BALLS, SPOTS
from ...ui import drawings, pieces, text, theme
from ...ui.widgets import panel

COLORS = (theme.LIGHT_PIECE, theme.DARK_PIECE)
RADIUS = (0.47, 0.5, 0.53, 0.56)  # ball radius per level, in cells: higher balls look nearer
EMPTY_HIT = 0.3  # an empty upper spot is hit this close to its centre, in cells
MARGIN = 0.36  # plate border around the 4x4 spots, in cells (coordinates are written there)
TRAY_COLUMNS, TRAY_ROWS = 2, 8
WOOD = (198, 150, 94)
WOOD_LIGHT = (222, 182, 126)
WOOD_DARK = (128, 86, 46)
FELT = (44, 36, 58)


class Geometry:
    """The geometry of one drawing of the pyramid inside ``rect`` (screen pixels).

    ``trays``: the players whose reserve tray is drawn, light's left of the plate and dark's
    right of it; ``maps``: a strip of four small level maps under the plate, one per level,
    showing every ball flat.
    """

    def __init__(self, rect, scale, trays=(0, 1), maps=True):
        self.rect, self.scale = pygame.Rect(rect), scale
        s = scale
        gap = round(12 * s)
        strip = round(min(rect.height * 0.17, 120 * s)) if maps else 0
        plate_cells = 4 + 2 * MARGIN
        tray_cells, tray_gap = 1.32, 0.3
        sides = 2 if trays else 0  # the plate stays centred: room for a tray on both sides
        cell = min((rect.height - strip - (gap if maps else 0)) / plate_cells,
                   rect.width / (plate_cells + sides * (tray_cells + tray_gap)))
        self.cell = cell
        side = round(plate_cells * cell)
        self.plate = pygame.Rect(0, 0, side, side)
        self.plate.centerx = rect.centerx
        if len(trays) == 1:  # a single tray: plate and tray together are centred
            self.plate.centerx = round(rect.centerx + (tray_cells + tray_gap) * cell / 2)
        self.plate.top = round(rect.top + (rect.height - strip - (gap if maps else 0) - side) / 2)
        self.origin = (self.plate.left + MARGIN * cell, self.plate.top + MARGIN * cell)
        self.trays = {}
        tray_w, off = round(tray_cells * cell), round(tray_gap * cell)
        for player in trays:
            x = self.plate.left - off - tray_w if player == 0 or len(trays) == 1 else self.plate.right + off
            self.trays[player] = pygame.Rect(x, self.plate.top, tray_w, side)
        self.tray_head = round(0.7 * cell)
        body = side - self.tray_head
        self.pitch = min((tray_w - 0.16 * cell) / TRAY_COLUMNS, (body - 0.16 * cell) / TRAY_ROWS)
        self.tray_radius = self.pitch * 0.44
        self.maps = []
        if maps:
            self.layout_maps(pygame.Rect(rect.left, self.plate.bottom + gap, rect.width,
                                          rect.bottom - self.plate.bottom - gap))

    def layout_maps(self, area):
        """Place the four level maps side by side in ``area``, as large as its height allows."""
        self.maps = []
        s = self.scale
        self.map_label = round(18 * s)
        m = max(4.0, min((area.height - self.map_label - 4 * s) / 4, area.width / 13))
        label = max(theme.font(text.smallest(), "bold").size(name)[0] for name in level_names())
        widths = [max((4 - l) * m, 62 * s, label + 4 * s) for l in range(4)]  # labels never cut
        gap = m
        total = sum(widths) + 3 * gap
        x = area.centerx - total / 2
        self.map_cell, self.map_width = m, widths
        for l in range(4):
            n = 4 - l
            box = pygame.Rect(0, 0, round(n * m), round(n * m))
            box.midbottom = (round(x + widths[l] / 2), round(area.top + 4 * m))
            self.maps.append(box)
            x += widths[l] + gap

    # -- positions ---------------------------------------------------------------------
    def center(self, spot):
        level, row, col = spot
        ox, oy = self.origin
        return (ox + (col + 0.5 + level / 2) * self.cell, oy + (row + 0.5 + level / 2) * self.cell)

    def radius(self, level):
        return RADIUS[level] * self.cell

    def tray_slot(self, player, k):
        """Centre of the ``k``-th ball of a tray (0 at the bottom left, filled upwards)."""
        tray = self.trays[player]
        col, row = k % TRAY_COLUMNS, k // TRAY_COLUMNS
        x = tray.centerx + (col - (TRAY_COLUMNS - 1) / 2) * self.pitch
        y = tray.bottom - 0.08 * self.cell - (row + 0.5) * self.pitch
        return (x, y)

    def map_center(self, spot):
        level, row, col = spot
        box = self.maps[level]
        return (box.left + (col + 0.5) * self.map_cell, box.top + (row + 0.5) * self.map_cell)

    # -- hit-testing -------------------------------------------------------------------
    def nearest(self, pos, level):
        """The spot of ``level`` whose centre is nearest to ``pos``, and that distance in cells."""
        n = 4 - level
        u = (pos[0] - self.origin[0]) / self.cell - level / 2
        v = (pos[1] - self.origin[1]) / self.cell - level / 2
        col, row = math.floor(u), math.floor(v)
        if not (0 <= row < n and 0 <= col < n):
            return None, None
        return (level, row, col), math.hypot(u - col - 0.5, v - row - 0.5)

    def map_spot_at(self, pos):
        for level, box in enumerate(self.maps):
            if box.collidepoint(pos):
                col = int((pos[0] - box.left) // self.map_cell)
                row = int((pos[1] - box.top) // self.map_cell)
                n = 4 - level
                return (level, min(row, n - 1), min(col, n - 1))
        return None

    def map_level_at(self, pos):
        """The level whose map (or its label) is under ``pos``."""
        for level, box in enumerate(self.maps):
            if box.inflate(self.map_cell, self.map_label * 2 + self.map_cell).collidepoint(pos):
                return level
        return None

    def tray_at(self, pos):
        for player, tray in self.trays.items():
            if tray.collidepoint(pos):
                return player
        return None


# -- painters ---------------------------------------------------------------------------
@drawings.cached()
def _shadow(radius, alpha):
    size = radius * 2 + 12
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(4):  # a soft edge: wider and fainter rings first
        pygame.draw.circle(surf, (10, 6, 20, alpha // 4), (size // 2, size // 2), radius + 4 - i * 2)
    pygame.draw.circle(surf, (10, 6, 20, alpha // 2), (size // 2, size // 2), radius - 2)
    return surf


@drawings.cached()
def _faded(radius, player, alpha):
    image = pieces.sphere(radius, COLORS[player], player == 1).copy()
    image.set_alpha(alpha)
    return image


def ball(surface, center, radius, player, level=0, alpha=255):
    """A ball of ``player`` (the dark one carries the gold mark) with a shadow that grows with
    its height, so a higher ball looks higher."""
    radius = max(3, round(radius))
    x, y = center
    if alpha >= 200:
        off = radius * (0.05 + 0.09 * level)
        pieces.blit_center(surface, _shadow(radius, round(60 + 30 * level)), (x + off, y + off * 1.3))
        pieces.blit_center(surface, pieces.sphere(radius, COLORS[player], player == 1), center)
    else:
        pieces.blit_center(surface, _faded(radius, player, alpha), center)


@drawings.cached()
def _plate_image(side, cell, labels):
    """The wooden plate with its 16 cups and coordinates, drawn once per size."""
    surf = pygame.Surface((side + 12, side + 14), pygame.SRCALPHA)
    radius = round(cell * 0.3)
    pygame.draw.rect(surf, (8, 4, 16, 90), (6, 10, side, side), border_radius=radius)
    pygame.draw.rect(surf, WOOD_DARK, (0, 6, side, side), border_radius=radius)
    pygame.draw.rect(surf, WOOD, (0, 0, side, side), border_radius=radius)
    inner = pygame.Rect(0, 0, side, side).inflate(-round(cell * 0.16), -round(cell * 0.16))
    pygame.draw.rect(surf, WOOD_LIGHT, inner, width=max(1, round(cell * 0.03)), border_radius=radius)
    for row in range(4):
        for col in range(4):
            c = ((MARGIN + col + 0.5) * cell, (MARGIN + row + 0.5) * cell)
            pygame.draw.circle(surf, theme.shade(WOOD, -0.42), c, cell * 0.4)
            pygame.draw.circle(surf, theme.shade(WOOD, -0.22), (c[0] + cell * 0.04, c[1] + cell * 0.05), cell * 0.34)
    if labels:
        size = text.grown(max(10, round(cell * 0.2)))
        for k in range(4):
            x = (MARGIN + k + 0.5) * cell
            text.draw(surf, "abcd"[k], (x, side - MARGIN * cell / 2), size, theme.WOOD_INK, "bold", "center")
            text.draw(surf, str(k + 1), (MARGIN * cell / 2, (MARGIN + k + 0.5) * cell), size, theme.WOOD_INK,
                      "bold", "center")
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def plate(surface, geo, labels=True):
    surface.blit(_plate_image(geo.plate.width, round(geo.cell), labels), geo.plate.topleft)


def tray(surface, geo, player, count, name, hidden=(), lifted=False, edge=None):
    """A reserve tray: the side's name and count on top, ``count`` balls in its grooves.

    ``hidden``: slots left empty (a ball flying there); ``lifted``: the top ball is raised,
    picked up by a click; ``edge``: an outline colour (the player to move, a possible click).
    """
    s = geo.scale
    box = geo.trays[player]
    pygame.draw.rect(surface, (8, 4, 16), box.move(0, round(5 * s)), border_radius=round(geo.cell * 0.25))
    pygame.draw.rect(surface, FELT, box, border_radius=round(geo.cell * 0.25))
    if edge is not None:
        pygame.draw.rect(surface, edge, box, width=max(2, round(3 * s)), border_radius=round(geo.cell * 0.25))
    head = pygame.Rect(box.left, box.top + round(4 * s), box.width, geo.tray_head - round(4 * s))
    if head.height >= 44 * s:  # room for the name above the count
        text.draw_fitted(surface, name, head.inflate(-round(8 * s), 0).move(0, -head.height // 4), 17 * s,
                         theme.TEXT_DIM, "bold", "center")
        head = head.move(0, head.height // 5)
    text.draw_fitted(surface, str(count), head.inflate(-round(8 * s), 0), min(28 * s, head.height * 0.8),
                     theme.TEXT, "bold", "center")
    r = geo.tray_radius
    for k in range(BALLS):
        x, y = geo.tray_slot(player, k)
        pygame.draw.circle(surface, theme.shade(FELT, -0.4), (round(x), round(y)), round(r * 0.9))
    for k in range(count):
        if k in hidden:
            continue
        x, y = geo.tray_slot(player, k)
        if lifted and k == count - 1:
            y -= r * 0.7
        ball(surface, (x, y), r, player)


def band(surface, geo, spots, color, alpha=150):
    """A rounded band around balls in a row or a square (a formation), drawn under them."""
    centers = [geo.center(spot) for spot in spots]
    r = geo.radius(spots[0][0]) * 1.12
    xs, ys = [c[0] for c in centers], [c[1] for c in centers]
    rect = pygame.Rect(round(min(xs) - r), round(min(ys) - r), round(max(xs) - min(xs) + 2 * r),
                       round(max(ys) - min(ys) + 2 * r))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*color, alpha), layer.get_rect(), border_radius=round(r))
    pygame.draw.rect(layer, (*color, 235), layer.get_rect(), width=max(2, round(4 * geo.scale)),
                     border_radius=round(r))
    surface.blit(layer, rect)


def balls(surface, geo, board, alpha=None):
    """Every ball of ``board`` (``{spot: player}``), lower levels first."""
    for spot in SPOTS:
        if spot in board:
            ball(surface, geo.center(spot), geo.radius(spot[0]), board[spot], spot[0],
                 255 if alpha is None else alpha(spot))


def callout(surface, geo, spots, word):
    """A red label such as "Square!" over a formation."""
    s = geo.scale
    centers = [geo.center(spot) for spot in spots]
    x = sum(c[0] for c in centers) / len(centers)
    y = min(c[1] for c in centers) - geo.radius(spots[0][0]) * 1.2
    image = text.render(word, 24 * s, theme.TEXT, "bold")
    pill = image.get_rect().inflate(round(22 * s), round(8 * s))
    pill.midbottom = (round(x), round(max(y, geo.rect.top + pill.height)))
    pill.clamp_ip(geo.rect)
    panel(surface, pill, radius=pill.height // 2, fill=(*theme.BAD, 235), edge=(255, 255, 255, 120))
    surface.blit(image, image.get_rect(center=pill.center))


def level_names():
    return [t("pyraos.map.ground"), t("pyraos.map.level", level=1), t("pyraos.map.level", level=2),
            t("pyraos.map.apex")]


def level_maps(surface, geo, board, viewed=None, rings=()):
    """The four levels side by side, flat: every ball shows, even one hidden under others.

    ``board`` maps spots to players; ``viewed``: the level being looked at (outlined);
    ``rings``: ``{spot: colour}`` marks on the maps.
    """
    s, m = geo.scale, geo.map_cell
    names = level_names()
    for level, box in enumerate(geo.maps):
        frame = box.inflate(round(6 * s), round(6 * s))
        color = theme.HILITE if level == viewed else theme.PANEL_EDGE
        pygame.draw.rect(surface, (18, 14, 32), frame, border_radius=round(5 * s))
        pygame.draw.rect(surface, color, frame, width=max(1, round(2 * s)) if level == viewed else 1,
                         border_radius=round(5 * s))
        label = pygame.Rect(0, 0, max(frame.width + m, geo.map_width[level]), geo.map_label)
        label.midtop = (frame.centerx, frame.bottom + round(2 * s))
        text.draw_fitted(surface, names[level], label, 15 * s,
                         theme.HILITE if level == viewed else theme.TEXT_DIM, "bold", "midtop")
    for spot in SPOTS:
        center = geo.map_center(spot)
        owner = board.get(spot)
        if owner is None:
            pygame.draw.circle(surface, (60, 52, 80), (round(center[0]), round(center[1])), max(1, round(m * 0.12)))
        else:
            pieces.blit_center(surface, pieces.sphere(max(3, round(m * 0.42)), COLORS[owner], owner == 1), center)
    for spot, color in dict(rings).items():
        pygame.draw.circle(surface, color, (round(geo.map_center(spot)[0]), round(geo.map_center(spot)[1])),
                           max(3, round(m * 0.5)), max(1, round(2 * s)))
