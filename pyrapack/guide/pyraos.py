"""The rules page of Pyraos, with its diagrams drawn like the board: the pyramid and its
reserves, placing and raising, a square and its two take-backs, the advanced lines, the
level maps."""

import pygame

from ..i18n import t
from ..rules.pyraos import SPOTS
from ..scenes import pyraos_view as pv
from ..ui import arrows, marks, text, theme
from . import Section


def board_of(levels):
    """``{spot: player}`` from rows of ``L``, ``D`` and ``.`` per level (as in a position dict)."""
    return {spot: "LD".index(levels[spot[0]][spot[1]][spot[2]]) for spot in SPOTS
            if spot[0] < len(levels) and levels[spot[0]][spot[1]][spot[2]] != "."}


def split(rect, *shares):
    """``rect`` cut into columns of the given width shares."""
    out, x = [], rect.left
    total = sum(shares)
    for share in shares:
        width = round(rect.width * share / total)
        out.append(pygame.Rect(x, rect.top, width, rect.height))
        x += width
    return out


def caption(surface, rect, key, scale, color=theme.TEXT_DIM):
    text.draw_fitted(surface, t(key), pygame.Rect(rect.left, rect.top, rect.width, round(20 * scale)),
                     16 * scale, color, "bold", "midtop")
    return rect.inflate(0, -round(44 * scale)).move(0, round(22 * scale))


def game_overview(surface, rect, scale):
    """A game under way, with both trays; and the finished pyramid, apex on top."""
    left, right = split(rect, 63, 37)
    board = board_of([["LDDL", "DLLD", "LDL.", "D..."], ["LD.", "D..", "..."]])
    view = pv.View(caption(surface, left, "rules.pyraos.under_way", scale), scale, maps=False)
    pv.plate(surface, view, labels=False)
    pv.balls(surface, view, board)
    for player in (0, 1):
        n = 15 - sum(1 for p in board.values() if p == player)
        pv.tray(surface, view, player, n, t(f"side.{('light', 'dark')[player]}"))
    full = {spot: (sum(spot) + 1) % 2 for spot in SPOTS}
    view = pv.View(caption(surface, right, "rules.pyraos.apex_on_top", scale), scale, trays=(), maps=False)
    pv.plate(surface, view, labels=False)
    pv.balls(surface, view, full)
    marks.ring(surface, view.center((3, 0, 0)), view.radius(3) * 1.1, theme.GOLD, 3 * scale)


def place_and_raise(surface, rect, scale):
    """Placing from the tray; raising a free ball, which cannot climb onto its own square."""
    board = board_of([["LD..", "DL..", "...L", "...."]])
    left, right = split(rect, 55, 45)
    width, head = 3 * scale, 10 * scale
    view = pv.View(caption(surface, left, "rules.pyraos.place", scale), scale, trays=(0,), maps=False)
    pv.plate(surface, view, labels=False)
    pv.balls(surface, view, board)
    pv.tray(surface, view, 0, 12, t("side.light"), lifted=True)
    for spot in ((0, 3, 1), (1, 0, 0)):
        marks.dot(surface, view.center(spot), view.cell * 0.17, theme.HILITE)
    arrows.arc(surface, view.tray_slot(0, 11), view.center((0, 3, 1)), theme.GOLD, width, head=head)
    view = pv.View(caption(surface, right, "rules.pyraos.raise", scale), scale, trays=(), maps=False)
    pv.plate(surface, view, labels=False)
    pv.balls(surface, view, board)
    target = view.center((1, 0, 0))
    marks.dot(surface, target, view.cell * 0.17, theme.HILITE)
    arrows.arc(surface, view.center((0, 2, 3)), target, theme.GOLD, width, bend=0.25, head=head)
    x, y = view.center((0, 1, 1))
    cross = round(view.cell * 0.2)
    for sign in (1, -1):
        pygame.draw.line(surface, theme.BAD, (x - cross, y - sign * cross), (x + cross, y + sign * cross),
                         max(2, round(4 * scale)))


def square_takeback(surface, rect, scale):
    """Light completes a square on d4, lifts the ball on 1a1, then the ball on a1 it rested on."""
    square = [(0, 2, 2), (0, 2, 3), (0, 3, 2), (0, 3, 3)]
    board = board_of([["LD.D", "DD.D", "..LL", "..LL"], ["L..", "...", "..."]])
    width, head = 3 * scale, 10 * scale
    for k, (area, spot, key) in enumerate(zip(split(rect, 1, 1), ((1, 0, 0), (0, 0, 0)),
                                              ("rules.pyraos.take_first", "rules.pyraos.take_second"))):
        view = pv.View(caption(surface, area, key, scale), scale, trays=(0,), maps=False)
        pv.plate(surface, view, labels=False)
        pv.band(surface, view, square, theme.BAD)
        pv.balls(surface, view, board)
        pv.tray(surface, view, 0, 10 + k, t("side.light"))
        marks.ring(surface, view.center(spot), view.radius(spot[0]) * 1.08, theme.HILITE, width)
        arrows.arc(surface, view.center(spot), view.tray_slot(0, 10 + k), theme.HILITE, width, bend=0.2,
                   head=head)
        board.pop((1, 0, 0), None)


def advanced_lines(surface, rect, scale):
    """Advanced variant: four in a row on the ground, three in a row on level 1."""
    board = board_of([["DLDL", "LDDL", "D.D.", "LLLL"], ["DDD", "...", "..."]])
    view = pv.View(rect, scale, trays=(), maps=False)
    pv.plate(surface, view, labels=False)
    pv.band(surface, view, [(0, 3, c) for c in range(4)], theme.BAD)
    pv.balls(surface, view, {s: p for s, p in board.items() if s[0] == 0})
    pv.band(surface, view, [(1, 0, c) for c in range(3)], theme.BAD)
    pv.balls(surface, view, {s: p for s, p in board.items() if s[0] == 1})


def level_view(surface, rect, scale):
    """The four level maps, which show the balls hidden under others."""
    board = board_of([["LDLD", "DLDL", "LDDL", "DLLD"], ["LDL", "DLD", "LD."], ["LD", "D."]])
    left, right = split(rect, 40, 60)
    view = pv.View(left, scale, trays=(), maps=False)
    pv.plate(surface, view, labels=False)
    pv.balls(surface, view, board)
    maps = pv.View(right, scale, trays=(), maps=False)
    maps.layout_maps(right.inflate(-round(right.width * 0.1), -round(right.height * 0.3)))
    names = [t("pyraos.map.ground"), t("pyraos.map.level", level=1), t("pyraos.map.level", level=2),
             t("pyraos.map.apex")]
    pv.level_maps(surface, maps, board, names)


SECTIONS = [
    Section("goal", game_overview),
    Section("turn", place_and_raise),
    Section("square", square_takeback),
    Section("end"),
    Section("variants", advanced_lines),
    Section("levels", level_view),
    Section("reading", note=True),
]
