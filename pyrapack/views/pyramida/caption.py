"""Where a caption goes on Pyramida's board so that it hides nothing that matters.

A caption (such as the kind of attack a move makes) is placed beside the stone it is
about, at the nearest spot clear of every stone, every cell that matters to the move and
every label; the board view says what those are.
"""

import math

import pygame


def spots(stone, away, size, d, area):
    """Rectangles of ``size`` around ``stone`` (a screen point), nearest first, all inside
    ``area``: beside it, clear of its neighbours' cells (``d``: a cell's half-diagonal), on
    the side ``away`` (+1 right, -1 left) first; above and below it, past its neighbours."""
    x, y = stone
    w, h = size
    found = []
    for dy in range(-6, 7):
        for side in (1, -1):
            for dx in (2.0, 3.0, 4.0, 6.0):
                found.append(((x + side * (dx * d + w / 2), y + dy * d), side != away))
        if abs(dy) >= 2:
            found.append(((x, y + dy * d + (h / 2 if dy > 0 else -h / 2)), False))
    rects = []
    for (cx, cy), near_attacker in sorted(found, key=lambda s: math.hypot(s[0][0] - x, s[0][1] - y)
                                          + s[1] * d):
        rect = pygame.Rect((0, 0), size)
        rect.center = (round(cx), round(cy))
        if area.contains(rect):
            rects.append(rect)
    return rects


def place(candidates, discs, cells, rects, d):
    """The first of ``candidates`` that meets none of ``discs`` ((centre, radius)), ``cells``
    (centres of diamond cells of half-diagonal ``d``) and ``rects``; failing that, the one
    meeting fewest; None when there is no candidate."""
    best = None
    for rect in candidates:
        hidden = (sum(disc_meets(rect, c, r) for c, r in discs) + sum(diamond_meets(rect, c, d) for c in cells)
                  + sum(rect.colliderect(r) for r in rects))
        if hidden == 0:
            return rect
        if best is None or hidden < best[0]:
            best = (hidden, rect)
    return best[1] if best else None


def disc_meets(rect, center, radius):
    """Whether ``rect`` overlaps the disc of ``radius`` around ``center``."""
    x = min(max(center[0], rect.left), rect.right)
    y = min(max(center[1], rect.top), rect.bottom)
    return (x - center[0]) ** 2 + (y - center[1]) ** 2 < radius ** 2


def diamond_meets(rect, center, d):
    """Whether ``rect`` overlaps the diamond cell of half-diagonal ``d`` around ``center``."""
    dx = max(0, rect.left - center[0], center[0] - rect.right)
    dy = max(0, rect.top - center[1], center[1] - rect.bottom)
    return dx + dy < d
