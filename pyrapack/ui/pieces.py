"""Pre-rendered, shaded pieces shared by the game scenes.

Pieces are drawn once per size and colour and cached, so a frame only blits.
The dark side always carries a gold mark, so the sides differ by more than
colour. Every piece has a thin edge that contrasts with any ground it may stand on: dark on
a light piece, light on a dark one (a dark ball on its dark tray, a light stone on a light
block would otherwise melt into it).
"""

import pygame

from . import drawings, theme


def _alpha(surface):
    return surface.convert_alpha() if pygame.display.get_surface() else surface


def edge_color(color):
    """The edge a piece of ``color`` carries: the opposite of its own lightness."""
    light = 0.2126 * color[0] + 0.7152 * color[1] + 0.0722 * color[2] > 128
    return theme.LIGHT_EDGE if light else theme.DARK_EDGE


def edge_width(size):
    return max(1, round(size / 22 * theme.MARK_WEIGHT))


def outline(surf, color, width=1):
    """Trace the piece's silhouette (its solid pixels, not its soft shadow) in ``color``."""
    points = pygame.mask.from_surface(surf, 127).outline()
    if len(points) > 2:
        pygame.draw.lines(surf, color, True, points, width)


@drawings.cached()
def sphere(radius, color, marked=False):
    """A shaded ball seen from above, lit from the top left, with a soft shadow."""
    radius = max(3, int(radius))
    size = radius * 2 + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 70), (c + 2, c + 3), radius)
    steps = max(8, radius)
    for i in range(steps):  # concentric circles from the rim inwards, lighter towards the light
        f = i / steps
        r = round(radius * (1 - f * 0.92))
        off = round(radius * 0.35 * f)
        pygame.draw.circle(surf, theme.shade(color, -0.35 + 0.75 * f ** 1.4), (c - off, c - off), r)
    pygame.draw.circle(surf, (255, 255, 255, 150),
                       (c - radius * 0.38, c - radius * 0.42), max(2, radius * 0.18))
    outline(surf, edge_color(color), edge_width(radius))
    if marked:
        pygame.draw.circle(surf, theme.DARK_MARK, (c, c), max(3, round(radius * 0.42)),
                           width=max(2, radius // 8))
    return _alpha(surf)


@drawings.cached()
def disc(radius, color, marked=False):
    """A draughts-like piece seen from above: bevelled rim, shadow, mark for the dark side."""
    radius = max(3, int(radius))
    size = radius * 2 + 8
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 90), (c + 2, c + 4), radius)
    pygame.draw.circle(surf, theme.shade(color, -0.45), (c, c + 2), radius)
    pygame.draw.circle(surf, theme.shade(color, -0.15), (c, c), radius)
    pygame.draw.circle(surf, color, (c, c), round(radius * 0.84))
    pygame.draw.circle(surf, theme.shade(color, 0.18), (c - 1, c - 1), round(radius * 0.6))
    pygame.draw.circle(surf, color, (c, c), round(radius * 0.52))
    outline(surf, edge_color(color), edge_width(radius))
    if marked:
        pygame.draw.circle(surf, theme.DARK_MARK, (c, c), round(radius * 0.5), width=max(2, radius // 7))
        pygame.draw.circle(surf, theme.DARK_MARK, (c, c), max(2, radius // 6))
    return _alpha(surf)


@drawings.cached()
def pawn(width, height, color, marked=False, dotted=False):
    """A flat cylindrical pawn seen from the side (for stacks), ``height`` its thickness;
    ``marked``: a gold band (the dark side), ``dotted``: a row of light dots (27's red base,
    told from the grey one by more than its colour)."""
    width, height = max(6, int(width)), max(3, int(height))
    rim = max(3, height // 2)
    surf = pygame.Surface((width, height + rim), pygame.SRCALPHA)
    body = pygame.Rect(0, rim // 2, width, height)
    pygame.draw.ellipse(surf, theme.shade(color, -0.45), pygame.Rect(0, height - 1, width, rim))
    pygame.draw.rect(surf, theme.shade(color, -0.25), body)
    pygame.draw.rect(surf, theme.shade(color, -0.05), body.inflate(-width // 3, 0).move(-width // 10, 0))
    pygame.draw.ellipse(surf, theme.shade(color, 0.12), pygame.Rect(0, 0, width, rim))
    pygame.draw.ellipse(surf, theme.shade(color, -0.3), pygame.Rect(0, 0, width, rim), width=1)
    outline(surf, edge_color(color), edge_width(width * 0.5))
    if marked:
        band = pygame.Rect(0, body.top + height // 3, width, max(2, height // 4))
        pygame.draw.rect(surf, theme.DARK_MARK, band)
    if dotted:
        r, y = max(1, height // 7), body.top + height // 2
        for k in range(1, 6):
            pygame.draw.circle(surf, theme.TEXT, (round(width * k / 6), y), r)
    return _alpha(surf)


def blit_center(surface, image, center):
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
