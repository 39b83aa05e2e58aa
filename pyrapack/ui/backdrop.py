"""Backgrounds, rendered once per window size: a desert night for the menu, plain for play.
One is kept, the last drawn (a backdrop is as large as the window: 33 MB at 4K)."""

import random

import pygame

from . import drawings, theme


def night(size):
    """Gradient sky, stars, and pyramid silhouettes on the dunes."""
    return _kept(_night, size)


def plain(size):
    """A calm gradient for game screens, where the board must stand out."""
    return _kept(_plain, size)


@drawings.cached(budget=0)  # the newest only
def _kept(draw, size):
    return draw(size)


def _night(size):
    w, h = size
    surf = theme.gradient(size, (16, 16, 40), (86, 46, 70))
    rng = random.Random(7)
    for _ in range(w * h // 9000):
        x, y = rng.randrange(w), rng.randrange(int(h * 0.7))
        shade = rng.randrange(120, 255)
        surf.set_at((x, y), (shade, shade, min(255, shade + 20)))
    horizon = int(h * 0.86)
    for cx, half, tone in ((0.12, 0.16, (44, 30, 52)), (0.3, 0.09, (52, 34, 58)),
                           (0.82, 0.2, (40, 28, 50)), (0.66, 0.07, (56, 36, 60))):
        x, half_w = cx * w, half * w
        pygame.draw.polygon(surf, tone, [(x - half_w, horizon), (x, horizon - half_w * 0.85),
                                         (x + half_w, horizon)])
    pygame.draw.rect(surf, (36, 24, 44), (0, horizon, w, h - horizon))
    return surf  # in the window's format already (theme.gradient)


def _plain(size):
    return theme.gradient(size)
