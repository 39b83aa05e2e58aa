"""The rules page of Pyraos, with its diagrams drawn like the board: the pyramid and its
reserves, placing and raising, a square and its two take-backs, the advanced lines, the
level maps."""

import pygame

from ..i18n import t
from ..rules.pyraos import SPOTS, State
from ..ui import arrows, marks, text, theme
from ..ui.marks import NONE, Marks
from ..views.pyraos import board as pv
from ..views.pyraos.view import PyraosView
from . import Section


def position(text):
    """The position the rules write ``text`` ("LD../DL../..../....|L.."), the apex's owner
    having played it."""
    apex = text.split("|")[3] if text.count("|") == 3 else "."
    return State.from_text(text, to_move=1 if apex == "L" else 0)


def balls(state):
    """``{spot: player}`` of the balls on the pyramid."""
    return {spot: state.ball_at(spot) for spot in SPOTS if state.ball_at(spot) is not None}


def shown(surface, area, scale, state, marks=NONE, trays=(0, 1)):
    """``state`` drawn by the game's view in ``area`` (its reserve ``trays`` beside it), with
    ``marks``; returns the view's geometry, for arrows and crosses, and the position."""
    view = PyraosView(trays, maps=False, labels=False)
    view.layout(area, scale)
    view.draw(surface, state, marks)
    return view, state


def split(rect, *shares):
    """``rect`` cut into columns of the given width shares."""
    out, x = [], rect.left
    total = sum(shares)
    for share in shares:
        width = round(rect.width * share / total)
        out.append(pygame.Rect(x, rect.top, width, rect.height))
        x += width
    return out


def caption(surface, rect, key, scale, color=None):
    text.draw_fitted(surface, t(key), pygame.Rect(rect.left, rect.top, rect.width, round(20 * scale)),
                     16 * scale, color or theme.TEXT_DIM, "bold", "midtop")
    return rect.inflate(0, -round(44 * scale)).move(0, round(22 * scale))


def game_overview(surface, rect, scale):
    """A game under way, with both trays; and the finished pyramid, apex on top."""
    left, right = split(rect, 63, 37)
    board = position("LDDL/DLLD/LDL./D...|LD./D../...")
    shown(surface, caption(surface, left, "rules.pyraos.under_way", scale), scale, board)
    full = position("DLDD/LDLD/DLDL/LDLD|LDL/DLD/LDL|DL/LD|L")  # fifteen balls each
    view = shown(surface, caption(surface, right, "rules.pyraos.apex_on_top", scale), scale, full, trays=())[0].geo
    marks.ring(surface, view.center((3, 0, 0)), view.radius(3) * 1.1, theme.GOLD, 3 * scale)


def place_and_raise(surface, rect, scale):
    """Placing from the tray; raising a free ball, which cannot climb onto its own square."""
    board = position("LD../DL../...L/....")
    left, right = split(rect, 55, 45)
    width, head = 3 * scale, 10 * scale
    picked = Marks(clicks=(("tray", 0),), next=frozenset({("spot", (0, 3, 1)), ("spot", (1, 0, 0))}))
    view = shown(surface, caption(surface, left, "rules.pyraos.place", scale), scale, board, picked, trays=(0,))[0].geo
    arrows.arc(surface, view.tray_slot(0, 11), view.center((0, 3, 1)), theme.GOLD, width, head=head)
    picked = Marks(clicks=(("spot", (0, 2, 3)),), next=frozenset({("spot", (1, 0, 0))}))
    view = shown(surface, caption(surface, right, "rules.pyraos.raise", scale), scale, board, picked, trays=())[0].geo
    target = view.center((1, 0, 0))
    arrows.arc(surface, view.center((0, 2, 3)), target, theme.GOLD, width, bend=0.25, head=head)
    x, y = view.center((0, 1, 1))
    cross = round(view.cell * 0.2)
    for sign in (1, -1):
        pygame.draw.line(surface, theme.BAD, (x - cross, y - sign * cross), (x + cross, y + sign * cross),
                         max(2, round(4 * scale)))


def square_takeback(surface, rect, scale):
    """Light completes a square on d4, lifts the ball on 1a1, then the ball on a1 it rested on."""
    board = position("LD.D/DD.D/..LL/..L.|L../.../...")
    width, head = 3 * scale, 10 * scale
    clicks = (("tray", 0), ("spot", (0, 3, 3)))  # the ball placed on d4, as the game shows it
    for area, spot, key in zip(split(rect, 1, 1), ((1, 0, 0), (0, 0, 0)),
                               ("rules.pyraos.take_first", "rules.pyraos.take_second")):
        picked = Marks(clicks=clicks, next=frozenset({("take", spot)}))
        view, state = shown(surface, caption(surface, area, key, scale), scale, board, picked, trays=(0,))
        home = view.geo.tray_slot(0, view.tray_count(state, 0, picked))  # where the ball lands
        arrows.arc(surface, view.geo.center(spot), home, theme.HILITE, width, bend=0.2, head=head)
        clicks += (("take", spot),)


def advanced_lines(surface, rect, scale):
    """Advanced variant: four in a row on the ground, three in a row on level 1."""
    board = balls(position("DLDL/LDDL/D.D./LLLL|DDD/.../..."))
    view = pv.Geometry(rect, scale, trays=(), maps=False)
    pv.plate(surface, view, labels=False)
    pv.band(surface, view, [(0, 3, c) for c in range(4)], theme.BAD)
    pv.balls(surface, view, {s: p for s, p in board.items() if s[0] == 0})
    pv.band(surface, view, [(1, 0, c) for c in range(3)], theme.BAD)
    pv.balls(surface, view, {s: p for s, p in board.items() if s[0] == 1})


def level_view(surface, rect, scale):
    """The four level maps, which show the balls hidden under others."""
    board = balls(position("LDLD/DLDL/LDDL/DLLD|LDL/DLD/LD.|LD/D."))
    left, right = split(rect, 40, 60)
    view = pv.Geometry(left, scale, trays=(), maps=False)
    pv.plate(surface, view, labels=False)
    pv.balls(surface, view, board)
    maps = pv.Geometry(right, scale, trays=(), maps=False)
    maps.layout_maps(right.inflate(-round(right.width * 0.1), -round(right.height * 0.3)))
    pv.level_maps(surface, maps, board)


SECTIONS = [
    Section("goal", game_overview, rules=("running out of balls", "the apex: it wins, and is out of reach")),
    Section("turn", place_and_raise, rules=("place", "raise", "never onto a square it holds up")),
    Section("square", square_takeback, rules=("square and take-back", "the second: a ball the first rested on")),
    Section("end", rules=("the last ball kept", "a position seen a third time: a draw")),
    Section("variants", advanced_lines, rules=("children: a square gives nothing", "advanced: lines count")),
    Section("levels", level_view, rules=("the level maps: a ball hidden under another",)),
    Section("reading", note=True, rules=("the ball just placed taken back",)),
]
