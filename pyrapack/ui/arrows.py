"""Curved arrows for diagrams and move previews."""

import math

import pygame


def arc(surface, start, end, color, width=3, bend=0.35, head=10):
    """An arrow from ``start`` to ``end`` bowing upwards by ``bend`` of its length."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2 - bend * length
    points = []
    for i in range(25):
        u = i / 24
        points.append(((1 - u) ** 2 * x0 + 2 * (1 - u) * u * cx + u * u * x1,
                       (1 - u) ** 2 * y0 + 2 * (1 - u) * u * cy + u * u * y1))
    pygame.draw.lines(surface, color, False, points, max(1, round(width)))
    (ax, ay), (bx, by) = points[-3], points[-1]
    angle = math.atan2(by - ay, bx - ax)
    left = (bx - head * math.cos(angle - 0.45), by - head * math.sin(angle - 0.45))
    right = (bx - head * math.cos(angle + 0.45), by - head * math.sin(angle + 0.45))
    pygame.draw.polygon(surface, color, [(bx, by), left, right])
