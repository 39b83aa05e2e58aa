"""Pyramidames: the top view of the stepped pyramid (board E), and what both views show.

The pyramid is seen from above and a little from white's side: each level is
a terrace drawn lighter and raised by ``rise`` pixels over the one below,
with its south wall (riser) showing, so the level of a square reads at a
glance. A *spot* is a square plus a height: a piece stands at the height of
its square's level, an invisible cube one level above the face it extends.
"""

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ...rules import pyramidames as rules
from ...ui import drawings, marks, pieces, text, theme

N = rules.BASE
RISE = 0.14  # a terrace's raise, in cells
TERRACES = ((170, 128, 80), (200, 160, 104), (224, 190, 132), (244, 218, 164), (250, 232, 190))


def terrace(height):
    return TERRACES[min(height, len(TERRACES) - 1)]


def face_letter():
    """The ink of a face's letter on its square of board E (here and on the rules page): 4.8:1
    and more against it for every colour vision."""
    return theme.shade(terrace(0), -0.85)


def cell_color(sq, height=None):
    """A square's colour: its terrace's tone, darker on the dark squares pieces stand on."""
    base = terrace(rules.level(*sq) if height is None else height)
    return theme.shade(base, -0.3) if (sq[0] + sq[1]) % 2 == 0 else base


def side_color(player):
    return theme.LIGHT_PIECE if player == 0 else theme.DARK_PIECE


@drawings.cached()
def pawn_image(radius, player, height):
    """A pawn with a shadow that grows with the height it stands at."""
    disc = pieces.disc(radius, side_color(player), player == 1)
    reach = max(2, round(radius * (0.08 + 0.09 * height)))
    size = disc.get_width() + 2 * reach
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    shadow = pygame.Rect(0, 0, radius * 2, round(radius * 1.7))
    shadow.center = (c + reach, c + reach)
    pygame.draw.ellipse(surf, (20, 10, 0, 85), shadow)
    surf.blit(disc, disc.get_rect(center=(c, c)))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@dataclass
class Picture:
    """Everything the top view and the faces show besides the terraces."""

    pieces: dict = field(default_factory=dict)  # square -> player
    taken: set = field(default_factory=set)  # squares of pieces captured so far (red)
    lifted: tuple | None = None  # the selected pawn's square
    hover: tuple | None = None  # a pawn that could be selected, under the mouse
    trail: list = field(default_factory=list)  # spots of the path so far
    cubes: list = field(default_factory=list)  # (square, height, face): ghost cubes
    preview: tuple | None = None  # (spot, player): where the selected pawn is now
    targets: list = field(default_factory=list)  # (square, height, faces): next landings or steps
    hints: set = field(default_factory=set)
    last: set = field(default_factory=set)
    active: frozenset = frozenset()  # faces in use (highlighted)
    played: bool = False  # a move played (gold), not one being entered (blue)
    jumps: list = field(default_factory=list)  # (from, over, to, faces): jumps to draw on faces

    @property
    def color(self):
        """Of the trail, the faces in use, the cubes: gold for a move played, else blue."""
        return marks.LAST if self.played else marks.NEXT


class TopView:
    """Geometry and drawing of board E, the pyramid seen from above.

    ``flipped`` turns the board half round, so that a player who plays black
    against the bot sits on their own side, pawns moving up the screen. The
    pyramid is symmetric: only the squares, their labels and the faces move.
    """

    def __init__(self, flipped=False):
        self.flipped = flipped

    def layout(self, rect, scale):
        self.scale = scale
        label = max(16, round(22 * scale))
        # room above for a cube floating two levels over the back row, below for the base's wall
        c = min((rect.width - label) / N, (rect.height - label) / (N + 3 * RISE))
        self.cell = c = int(c)
        self.rise = max(3, round(c * RISE))
        width, height = label + N * c, N * c + 3 * self.rise + label
        self.left = rect.left + label + (rect.width - width) // 2
        self.bottom = rect.top + (rect.height - height) // 2 + 2 * self.rise + N * c  # rank 1's edge
        self.label = label
        self.rect = pygame.Rect(self.left - label, self.bottom - N * c - 2 * self.rise, width, height)
        self._static = None

    # -- geometry ------------------------------------------------------------------------
    def screen_square(self, sq):
        """Where ``sq`` is drawn, in squares from the bottom-left corner of the screen."""
        return (N - 1 - sq[0], N - 1 - sq[1]) if self.flipped else sq

    def cell_rect(self, sq, height=None):
        h = rules.level(*sq) if height is None else height
        return self._screen_rect(self.screen_square(sq), h)

    def _screen_rect(self, xy, h):
        x, y = xy
        return pygame.Rect(self.left + x * self.cell, self.bottom - (y + 1) * self.cell - h * self.rise,
                           self.cell, self.cell)

    def center(self, sq, height=None):
        return self.cell_rect(sq, height).center

    def radius(self, height):
        return max(6, round(self.cell * (0.33 + 0.025 * height)))

    def hit(self, pos):
        """The square drawn under ``pos`` (the highest terrace wins), or None."""
        px, py = pos
        for h in range(rules.LEVELS - 1, -1, -1):
            x = int((px - self.left) // self.cell)
            y = int((self.bottom - h * self.rise - py) // self.cell)
            if 0 <= x < N and 0 <= y < N and rules.level(x, y) == h:
                return self.screen_square((x, y))  # half a turn is its own inverse
        return None

    # -- drawing -------------------------------------------------------------------------
    def static(self, surface_size):
        """The terraces, ridges and labels: rendered once per layout."""
        if self._static is None:
            surf = pygame.Surface(surface_size, pygame.SRCALPHA)
            self._draw_terraces(surf)
            self._draw_labels(surf)
            area = self.rect.inflate(self.label, self.label).clip(surf.get_rect())
            self._static = (surf.subsurface(area).copy(), area.topleft)
        return self._static

    def _draw_terraces(self, surf):
        c, rise = self.cell, self.rise
        for h in range(rules.LEVELS):
            span = (N - 2 * h) * c
            top = self._screen_rect((h, N - 1 - h), h).top
            body = pygame.Rect(self.left + h * c, top, span, span)
            wall = pygame.Rect(body.left, body.bottom, span, rise)
            if h:
                shadow = pygame.Surface((round(rise * 0.9), span), pygame.SRCALPHA)
                shadow.fill((30, 16, 0, 70))
                surf.blit(shadow, (body.right, body.top + rise))
            pygame.draw.rect(surf, theme.shade(terrace(h), -0.45), wall)
            pygame.draw.line(surf, theme.shade(terrace(h), -0.6), wall.bottomleft, wall.bottomright, 2)
            for x in range(h, N - h):
                for y in range(h, N - h):
                    pygame.draw.rect(surf, cell_color((x, y), h), self._screen_rect((x, y), h))
            pygame.draw.rect(surf, theme.shade(terrace(h), -0.5), body, 1)
            pygame.draw.line(surf, theme.shade(terrace(h), 0.35), body.topleft, body.topright, 2)
            pygame.draw.line(surf, theme.shade(terrace(h), 0.2), body.topleft, body.bottomleft, 2)
        self._draw_ridges(surf)

    def _draw_ridges(self, surf):
        """The pyramid's four hip lines, corner to summit, stepping up the risers."""
        for corner in ((0, 0), (N - 1, 0), (0, N - 1), (N - 1, N - 1)):
            points = []
            for i in range(rules.LEVELS):
                x = corner[0] + (i if corner[0] == 0 else -i)
                y = corner[1] + (i if corner[1] == 0 else -i)
                r = self._screen_rect((x, y), i)
                out_x = r.left if corner[0] == 0 else r.right
                in_x = r.right if corner[0] == 0 else r.left
                out_y = r.bottom if corner[1] == 0 else r.top
                in_y = r.top if corner[1] == 0 else r.bottom
                if points and corner[1] == 0:
                    points.append((out_x, out_y + self.rise))
                points += [(out_x, out_y), (in_x, in_y)]
            pygame.draw.lines(surf, (90, 60, 30), False, points, max(1, round(self.scale * 1.5)))

    def _draw_labels(self, surf):
        s, c = self.scale, self.cell
        size = max(13, 17 * s)
        for i in range(N):
            j = N - 1 - i if self.flipped else i  # the file and rank drawn i squares in
            x = self.left + (i + 0.5) * c
            text.draw(surf, chr(ord("a") + j), (x, self.bottom + self.rise + 2), size,
                      theme.TEXT_DIM, "bold", "midtop")
            y = self.bottom - (i + 0.5) * c
            text.draw(surf, str(j + 1), (self.left - round(6 * s), y), size, theme.TEXT_DIM,
                      "bold", "midright")
        # each face's letter on the light square in the middle of its base edge
        half = N // 2
        for face, sq in (("A", (half - 1, 0)), ("B", (N - 1, half)), ("C", (half, N - 1)),
                         ("D", (0, half - 1))):
            text.draw(surf, face, self.center(sq), max(14, c * 0.5), face_letter(), "title", "center")

    def draw(self, surface, picture, animating=False):
        surface.blit(*self.static(surface.get_size()))
        self._draw_faces_in_use(surface, picture)
        self._draw_trail(surface, picture)
        for sq in picture.last:
            marks.brackets(surface, self._corners(sq), width=max(2, self.cell * 0.07))
        for sq, h, face in picture.cubes:
            self.draw_cube(surface, sq, h, marks.NEXT if not animating else marks.LAST)
        for sq, player in sorted(picture.pieces.items(), key=lambda item: -self.center(item[0])[1]):
            self.draw_pawn(surface, sq, None, player, taken=sq in picture.taken)
        r = self.radius
        if picture.hover is not None:
            marks.ring(surface, self.center(picture.hover), r(rules.level(*picture.hover)) + 3,
                       marks.NEXT, 2, alpha=140)
        if picture.lifted is not None:
            marks.selected(surface, self.center(picture.lifted), r(rules.level(*picture.lifted)) * 1.12)
        if picture.preview is not None:
            (sq, h), player = picture.preview
            self.draw_pawn(surface, sq, h, player, alpha=170)
        for sq, h, faces in picture.targets:
            if h != rules.level(*sq):
                self.draw_cube(surface, sq, h, marks.NEXT, dashed=True)
            marks.dot(surface, self.center(sq, h), self.cell * 0.17, marks.NEXT)

    def _corners(self, sq, height=None):
        r = self.cell_rect(sq, height)
        return [r.topleft, r.topright, r.bottomright, r.bottomleft]

    def _draw_faces_in_use(self, surface, picture):
        """Tint the wedge of each face in use: a jump goes along one of these. The wedges overlap,
        each outline going under the next one's tint: faces in a fixed order, not the set's (which
        follows Python's hash seed, so the picture changed from run to run)."""
        for face in sorted(picture.active):
            for sq in _wedge(face):
                marks.polygon(surface, self._corners(sq), picture.color, alpha=35 if picture.played else 55, width=0)
            for sq in _wedge(face):
                marks.polygon(surface, self._corners(sq), picture.color, alpha=0, width=1)

    def _draw_trail(self, surface, picture):
        if len(picture.trail) < 2:
            return
        width = max(3, round(self.cell * (0.05 if picture.played else 0.08)))
        area = self.rect
        points = [(x - area.left, y - area.top) for x, y in
                  (self.center(sq, h) for sq, h in picture.trail)]
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.lines(layer, (*picture.color, 170), False, points, width)
        for p in points:
            pygame.draw.circle(layer, (*picture.color, 200), p, width)
        surface.blit(layer, area)

    def draw_pawn(self, surface, sq, height, player, taken=False, alpha=255, center=None):
        h = rules.level(*sq) if height is None else height
        image = pawn_image(self.radius(h), player, h)
        if alpha < 255 or taken:
            image = image.copy()
            image.set_alpha(120 if taken else alpha)
        xy = center or self.center(sq, h)
        pieces.blit_center(surface, image, xy)
        if taken:
            draw_taken(surface, xy, self.radius(h))

    def draw_cube(self, surface, sq, height, color, dashed=False):
        """A ghost cube: a translucent block on top of ``sq``, its top at ``height``."""
        cell = self.cell_rect(sq, height)
        layer = pygame.Surface((cell.width, cell.height + self.rise), pygame.SRCALPHA)
        top = pygame.Rect(2, 2, cell.width - 4, cell.height - 4)
        wall = pygame.Rect(top.left, top.bottom, top.width, self.rise)
        pygame.draw.rect(layer, (*color, 60 if dashed else 90), wall)
        pygame.draw.rect(layer, (255, 255, 255, 45 if dashed else 80), top)
        pygame.draw.rect(layer, (*color, 230), top, max(2, round(self.scale * 2)))
        pygame.draw.rect(layer, (*color, 160), wall, 1)
        surface.blit(layer, cell.topleft)


def draw_taken(surface, center, radius):
    """The mark of a piece captured during a move in progress: a red cross in a ring."""
    x, y = center
    d = radius * 0.55
    width = max(2, round(radius * 0.16))
    pygame.draw.line(surface, marks.ALERT, (x - d, y - d), (x + d, y + d), width)
    pygame.draw.line(surface, marks.ALERT, (x - d, y + d), (x + d, y - d), width)
    marks.ring(surface, center, radius + 2, marks.ALERT, 2)


@lru_cache(maxsize=4)
def _wedge(face):
    """The squares (light and dark) of ``face``: its triangle in the top view."""
    return tuple((x, y) for y in range(N) for x in range(N)
                 if face in rules.faces_of(x, y))
