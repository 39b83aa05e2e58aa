"""Small drawn illustrations of each game, for the menu tiles and setup screen."""

import pygame

from . import pieces, theme


def draw(surface, game_id, rect):
    {"pyramida": _pyramida, "pyramidames": _pyramidames,
     "twentyseven": _twentyseven, "pyraos": _pyraos}[game_id](surface, rect)


def _pyramida(surface, rect):
    """A stepped triangle of diamond cells with the apex marked."""
    rows = 7
    cell = min(rect.width / (rows * 2 + 1), rect.height / (rows + 1.5))
    cx, bottom = rect.centerx, rect.bottom - cell * 0.6
    stones = {(0, -3): 0, (0, 1): 1, (1, 0): 0, (2, -1): 1, (0, 3): 0, (3, 2): 1}
    for row in range(rows):
        span = rows - row
        for k in range(span):
            i = 2 * k - (span - 1)
            x, y = cx + i * cell, bottom - row * cell
            diamond = [(x, y - cell * 0.55), (x + cell * 0.55, y), (x, y + cell * 0.55), (x - cell * 0.55, y)]
            pygame.draw.polygon(surface, (120, 84, 52), diamond)
            pygame.draw.polygon(surface, (160, 116, 70), diamond, 1)
            side = stones.get((row, i))
            if side is not None:
                color = theme.LIGHT_PIECE if side == 0 else theme.DARK_PIECE
                pieces.blit_center(surface, pieces.disc(round(cell * 0.4), color, side == 1), (x, y - 2))
    apex = (cx, bottom - (rows - 1) * cell)
    pygame.draw.circle(surface, theme.GOLD, (round(apex[0]), round(apex[1])), max(3, round(cell * 0.3)))


def _pyramidames(surface, rect):
    """Four nested terraces seen from above, with a few pieces."""
    side = min(rect.width, rect.height) * 0.92
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    for level in range(4):
        tone = 70 + level * 28
        inner = box.inflate(-level * side / 4, -level * side / 4)
        pygame.draw.rect(surface, (tone + 40, tone + 10, tone - 20), inner)
        pygame.draw.rect(surface, (40, 28, 20), inner, 1)
    step = side / 8
    for (x, y, s) in ((1, 0, 0), (3, 2, 0), (5, 1, 0), (2, 5, 1), (4, 7, 1), (6, 6, 1)):
        center = (box.left + (x + 0.5) * step, box.bottom - (y + 0.5) * step)
        color = theme.LIGHT_PIECE if s == 0 else theme.DARK_PIECE
        pieces.blit_center(surface, pieces.disc(round(step * 0.38), color, s == 1), center)


def _twentyseven(surface, rect):
    """The line of nine cells with a few stacks."""
    cell = rect.width / 9.6
    base_y = rect.bottom - rect.height * 0.22
    stacks = ["RWWWW", "GW", "GBWB", "G", "GW", "G", "GBB", "G", "RBBB"]
    colors = {"W": theme.LIGHT_PIECE, "B": theme.DARK_PIECE, "G": theme.GREY_PIECE, "R": theme.RED_PIECE}
    thick = max(3, round(rect.height * 0.09))
    for i, stack in enumerate(stacks):
        x = rect.left + (i + 0.8) * cell
        for h, letter in enumerate(stack):
            image = pieces.pawn(round(cell * 0.8), thick, colors[letter], letter == "B")
            surface.blit(image, image.get_rect(midbottom=(round(x), round(base_y - h * thick))))


def _pyraos(surface, rect):
    """A side view of the pyramid of balls."""
    r = min(rect.width / 9, rect.height / 7.5)
    colors = [theme.LIGHT_PIECE, theme.DARK_PIECE]
    for level, count in enumerate((4, 3, 2, 1)):
        for k in range(count):
            x = rect.centerx + (k - (count - 1) / 2) * r * 2
            y = rect.bottom - r * 1.2 - level * r * 1.65
            side = (k + level) % 2
            pieces.blit_center(surface, pieces.sphere(round(r), colors[side], side == 1), (x, y))
