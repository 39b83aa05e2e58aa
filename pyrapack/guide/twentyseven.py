"""The rules page of 27, with its diagrams: the line, a move of part of a stack, the grey variant."""

import pygame

from ..i18n import t
from ..ui import arrows, pieces, text, theme
from . import Section

COLOURS = {"W": theme.LIGHT_PIECE, "B": theme.DARK_PIECE, "G": theme.GREY_PIECE, "R": theme.RED_PIECE}


def line(surface, rect, cells, lifted=None, glow=(), scale=1.0):
    """A small line of stacks; ``lifted`` = (cell, count) drawn raised; returns pawn positions."""
    slot = rect.width / 9
    thick = max(3, min(round(slot * 0.22), int(rect.height * 0.8 / 11)))
    base_y = rect.bottom - thick
    x0 = rect.centerx - (len(cells) - 1) / 2 * slot
    for i in glow:
        pygame.draw.rect(surface, (*theme.HILITE, 255), (x0 + (i - 0.45) * slot, rect.top, slot * 0.9,
                                                        rect.height), width=2, border_radius=6)
    tops = []
    for i, stack in enumerate(cells):
        x = x0 + i * slot
        for h, letter in enumerate(stack):
            up = thick if lifted and lifted[0] == i and h >= len(stack) - lifted[1] else 0
            image = pieces.pawn(round(slot * 0.7), thick, COLOURS[letter], letter == "B")
            surface.blit(image, image.get_rect(center=(round(x), round(base_y - h * thick - up))))
        tops.append((x, base_y - len(stack) * thick - thick))
    return tops


def start_line(surface, rect, scale):
    line(surface, rect, ["RWWWWWWWWW", "G", "G", "G", "G", "G", "G", "G", "RBBBBBBBBB"], scale=scale)


def partial_move(surface, rect, scale):
    """White owns 2 stacks: the top 2 pawns of cell 2 (with a black one) go 2 cells on."""
    cells = ["RWWWW", "G", "GBWW", "G", "GB", "G", "G", "GBB", "RBBB"]
    tops = line(surface, rect, cells, lifted=(2, 2), glow=(4,), scale=scale)
    arrows.arc(surface, tops[2], tops[4], theme.GOLD, 3 * scale, head=12 * scale)
    text.draw(surface, "n = 2", (rect.left, rect.top), 18 * scale, theme.GOLD, "bold")


def grey_variant(surface, rect, scale):
    """A stack leaves with its grey base: its cell is gone and the line closes up."""
    left = rect.copy()
    left.width = rect.width * 0.47
    right = left.move(rect.width * 0.53, 0)
    tops = line(surface, left, ["RWWW", "GWB", "G", "GB", "G", "G", "G", "GB", "RBBB"], lifted=(1, 3),
                scale=scale)
    arrows.arc(surface, tops[1], tops[3], theme.GOLD, 2 * scale, head=9 * scale)
    line(surface, right, ["RWWW", "G", "GBGWB", "G", "G", "G", "GB", "RBBB"], glow=(2,), scale=scale)
    text.draw(surface, "→", (rect.centerx, rect.centery), 30 * scale, theme.GOLD, "bold", "center")
    text.draw(surface, t("rules.twentyseven.eight_cells"), (right.centerx, rect.top), 16 * scale,
              theme.TEXT_DIM, "body", "midtop")


SECTIONS = [
    Section("goal", start_line),
    Section("turn", partial_move),
    Section("blocked"),
    Section("end"),
    Section("variants", grey_variant),
    Section("reading", note=True),
]
