"""Curved arrows for diagrams and move previews."""

import math

import pygame

from . import theme


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


def path(surface, points, color, width=5, head=16, edge=None):
    """An arrow along ``points`` (a piece's way: one leg per jump or step), outlined in ``edge``
    (the marks' dark edge unless told) so that it reads on light and dark boards alike."""
    edge = edge or theme.MARK_EDGE
    points = [(round(x), round(y)) for x, y in points]
    if len(points) < 2:
        return
    (ax, ay), (bx, by) = points[-2], points[-1]
    angle = math.atan2(by - ay, bx - ax)
    tip = (bx, by)
    left = (bx - head * math.cos(angle - 0.5), by - head * math.sin(angle - 0.5))
    right = (bx - head * math.cos(angle + 0.5), by - head * math.sin(angle + 0.5))
    neck = (bx - head * 0.8 * math.cos(angle), by - head * 0.8 * math.sin(angle))
    line = points[:-1] + [neck]
    width = max(2, round(width))
    pygame.draw.lines(surface, edge, False, line, width + 6)
    for point in line[1:-1]:
        pygame.draw.circle(surface, edge, point, width // 2 + 3)
    pygame.draw.polygon(surface, edge, [tip, left, right], 0)
    pygame.draw.polygon(surface, edge, [tip, left, right], 6)
    pygame.draw.lines(surface, color, False, line, width)
    for point in line[1:-1]:
        pygame.draw.circle(surface, color, point, width // 2)
    pygame.draw.polygon(surface, color, [tip, left, right])
