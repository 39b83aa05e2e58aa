"""The rules page of Pyramida, with diagrams drawn like the board (the spec's worked examples)."""

import pygame

from ..i18n import t
from ..ui import arrows, marks, pieces, text, theme
from ..views.pyramida import board
from ..views.pyramida.view import PyramidaView
from . import Section


def window(surface, rect, files, ranks, stones, top=0.3):
    """A window of the pyramid with ``stones`` on it (as the rules write a position: "c4 b3 |
    e4"), drawn by the game's view; returns its geometry for the marks."""
    view = PyramidaView(files, ranks, margins=(0.2, 0.2, top, 0.2), full=False)
    view.layout(rect, 1.0)
    view.draw(surface, board.rules.State.from_text(stones))
    return view.geo


def halves(rect):
    """Two panels side by side, before and after, with a gold arrow between them."""
    width = rect.width * 0.45
    left = pygame.Rect(rect.left, rect.top, width, rect.height)
    right = pygame.Rect(rect.right - width, rect.top, width, rect.height)
    return left, right


def arrow(surface, geo, src, dst, color=theme.GOLD, bend=0.2):
    arrows.arc(surface, geo.center(src), geo.center(dst), color, max(2, geo.d * 0.12), bend,
               head=max(6, geo.d * 0.4))


def ring(surface, geo, cell, color=marks.ALERT):
    marks.ring(surface, geo.center(cell), geo.radius * 1.3, color, width=max(2, geo.d * 0.1))


def then(surface, rect, scale):
    """The gold arrow between a "before" and an "after" panel."""
    x, y = rect.centerx, rect.centery
    size = max(6, rect.width * 0.025)
    pygame.draw.polygon(surface, theme.GOLD, [(x - size, y - size * 1.4), (x + size, y), (x - size, y + size * 1.4)])


def captioned(rect, scale):
    """A strip along the top of ``rect`` for captions, and the rest for the boards: apart."""
    strip = pygame.Rect(rect.left, rect.top, rect.width, max(18, round(26 * scale)))
    return strip, pygame.Rect(rect.left, strip.bottom, rect.width, rect.bottom - strip.bottom)


def caption(surface, rect, label, color):
    """``label`` centred in ``rect`` (a caption strip); returns the box it took."""
    return text.draw_fitted(surface, label, rect, rect.height * 0.8, color, "bold", "center")


def start_position(surface, rect, scale):
    """The whole pyramid at the start, the apex marked."""
    start = board.rules.new_game()
    window(surface, rect, (1, 21), (1, 14), start.to_text(), top=0.2)


def a_turn(surface, rect, scale):
    """Near the top: a stone steps up into the apex and leaves; another may go up or down."""
    geo = window(surface, rect, (5, 17), (9, 14), "j13 | m10", top=0.3)
    arrow(surface, geo, "j13", "k14")
    x, y = geo.center("k14")
    out = (x - geo.d * 3.6, y + geo.d * 0.1)
    arrows.arc(surface, (x - geo.d * 0.3, y - geo.d * 0.4), (out[0] + geo.radius * 1.2, out[1] - geo.d * 0.2),
               theme.GOLD, max(2, geo.d * 0.1), 0.35, head=max(6, geo.d * 0.35))
    pieces.blit_center(surface, board.stone(geo, 0), out)
    for cell in board.rules.neighbours_above("m10") + board.rules.neighbours_below("m10"):
        marks.dot(surface, geo.center(cell), geo.d * 0.2, marks.NEXT)


def contact_attack(surface, rect, scale):
    """Example 2: Black e4-d5 touches White c4, which steps back to d3."""
    left, right = halves(rect)
    geo = window(surface, left, (1, 7), (1, 6), "c4 b3 | e4")
    arrow(surface, geo, "e4", "d5")
    ring(surface, geo, "c4")
    arrow(surface, geo, "c4", "d3", marks.ALERT, bend=-0.3)
    then(surface, rect, scale)
    geo = window(surface, right, (1, 7), (1, 6), "d3 b3 | d5")
    ring(surface, geo, "d3", marks.LAST)


def no_retreat(surface, rect, scale):
    """Example 3: c4 is attacked but b3 and d3 are taken, so Black plays again (said above the
    "after" board, not over it)."""
    strip, boards = captioned(rect, scale)
    left, right = halves(boards)
    geo = window(surface, left, (1, 7), (1, 6), "c4 b3 | e4 d3")
    arrow(surface, geo, "e4", "d5")
    ring(surface, geo, "c4")
    then(surface, boards, scale)
    geo = window(surface, right, (1, 7), (1, 6), "c4 b3 | d5 d3")
    ring(surface, geo, "c4")
    label = pygame.Rect(right.left, strip.top, right.width, strip.height)
    caption(surface, label, t("pyramida.plays_again", name=t("side.black")), theme.GOOD)


def column_attack(surface, rect, scale):
    """Example 5: file e holds black e4 and white e8; f5-e6 drops e8 to e2."""
    left, right = halves(rect)
    for part, white, black in ((left, ("e8",), ("e4", "f5", "b1")), (right, ("e2",), ("e4", "e6", "b1"))):
        geo = board.Geometry(part, (2, 8), (1, 9), margins=(0.2, 0.2, 0.3, 0.2))
        board.draw_cells(surface, geo, apex_label=False)
        for cell in geo.cells:
            if board.FILE_RANK[cell][0] == 5:
                marks.polygon(surface, geo.diamond(cell, geo.d * 0.12), marks.ALERT, 35,
                              max(2, round(geo.d * 0.08)))
        board.draw_stones(surface, geo, white, black)
        if part is left:
            arrow(surface, geo, "f5", "e6")
            ring(surface, geo, "e8")
            arrows.arc(surface, geo.center("e8"), geo.center("e2"), marks.ALERT, max(2, geo.d * 0.12), 0.0,
                       head=max(6, geo.d * 0.4))
        else:
            ring(surface, geo, "e2", marks.LAST)
    then(surface, rect, scale)


def last_stone(surface, rect, scale):
    """A last stone reaches one or two cells along each diagonal, over empty cells."""
    geo = window(surface, rect, (5, 11), (3, 7), "f3 | h5")
    for df, dr in ((-1, 1), (1, 1), (1, -1), (-1, -1)):
        for steps in (1, 2):
            cell = board.AT.get((8 + df * steps, 5 + dr * steps))
            if cell and cell != "f3":
                marks.dot(surface, geo.center(cell), geo.d * (0.2 if steps == 1 else 0.28), marks.NEXT)


SECTIONS = [
    Section("goal", start_position, rules=("five stones off win",)),
    Section("turn", a_turn, rules=("a step", "off at the apex, attacking nothing")),
    Section("contact", contact_attack, rules=("contact attack", "retreat choice", "attack upwards",
                                              "one of the highest that can step down",
                                              "the bottom row cannot be attacked")),
    Section("extra", no_retreat, rules=("extra move", "the extra move may attack again")),
    Section("column", column_attack, rules=("column attack", "the column attack comes first",
                                            "a failed column attack: play again")),
    Section("last", last_stone, rules=("last stone's two cells", "last stone sent two cells down")),
    Section("end", rules=("repetition loses", "a blocked player passes")),
    Section("reading", note=True, rules=("two passes would draw, and cannot come",)),
]
