"""Highlights drawn over boards, the same in every game.

Colours say what a mark means: blue = where you can click next, gold = the
last move, green = the hint, red = a formation or an attack.
"""

import pygame

from . import theme


def ring(surface, center, radius, color, width=3, alpha=230):
    """A ring around a piece or a spot."""
    radius = max(4, round(radius))
    layer = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
    c = radius + 4
    pygame.draw.circle(layer, (*color[:3], alpha // 4), (c, c), radius)
    pygame.draw.circle(layer, (*color[:3], alpha), (c, c), radius, max(2, round(width)))
    surface.blit(layer, (round(center[0]) - c, round(center[1]) - c))


def dot(surface, center, radius, color, alpha=200):
    """A filled spot: an empty place where a piece may go."""
    radius = max(3, round(radius))
    layer = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*color[:3], alpha), (radius + 1, radius + 1), radius)
    surface.blit(layer, (round(center[0]) - radius - 1, round(center[1]) - radius - 1))


def polygon(surface, points, color, alpha=90, width=3):
    """Fill and outline a polygon (a cell of a board)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs)) - 2, int(min(ys)) - 2
    layer = pygame.Surface((int(max(xs)) - left + 4, int(max(ys)) - top + 4), pygame.SRCALPHA)
    local = [(x - left, y - top) for x, y in points]
    pygame.draw.polygon(layer, (*color[:3], alpha), local)
    if width:
        pygame.draw.polygon(layer, (*color[:3], 230), local, width)
    surface.blit(layer, (left, top))


NEXT = theme.HILITE
LAST = theme.LAST_MOVE
HINT = theme.GOOD
ALERT = theme.BAD
