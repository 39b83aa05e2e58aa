"""Highlights drawn over boards, the same in every game: what to show, and how.

``Marks`` says what a board view shows besides the pieces (the last move, the
move being entered, a hint...), in the game's own click targets; the painters
below draw them. Colours say what a mark means: blue = where you can click
next (faint: what can move), gold = the last move, green = the hint, red = a formation, an
attack or a capture that must be made, violet = what a tutorial step points at.
"""

import math
from dataclasses import dataclass

import pygame

from . import theme


def edge_width(width):
    """The dark edge on each side of a mark line ``width`` pixels wide."""
    return max(1, round(width * 0.4))


def weighed(width, least=2):
    """A mark line's width as drawn: thicker in high contrast (``theme.MARK_WEIGHT``)."""
    return max(least, round(width * theme.MARK_WEIGHT))


def ring(surface, center, radius, color, width=3, alpha=230, fill=True):
    """A ring around a piece or a spot (filled faintly, unless ``fill`` is False).

    Drawn two-tone, a coloured line between two dark edges: on a light ground the edges
    stand out, on a dark one the colour does, whatever colours a person can tell apart.
    """
    radius, width = max(4, round(radius)), weighed(width)
    edge = edge_width(width)
    c = radius + edge + 4
    layer = pygame.Surface((2 * c, 2 * c), pygame.SRCALPHA)
    if fill:
        pygame.draw.circle(layer, (*color[:3], alpha // 4), (c, c), radius - width)
    pygame.draw.circle(layer, (*theme.MARK_EDGE, alpha), (c, c), radius + edge, width + 2 * edge)
    pygame.draw.circle(layer, (*color[:3], alpha), (c, c), radius, width)
    surface.blit(layer, (round(center[0]) - c, round(center[1]) - c))


def dot(surface, center, radius, color, alpha=200):
    """A filled spot with a dark edge: an empty place where a piece may go."""
    radius = max(3, round(radius))
    edge = edge_width(radius * 0.5 * theme.MARK_WEIGHT)
    c = radius + edge + 1
    layer = pygame.Surface((2 * c, 2 * c), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*theme.MARK_EDGE, alpha), (c, c), radius + edge)
    pygame.draw.circle(layer, (*color[:3], alpha), (c, c), radius)
    surface.blit(layer, (round(center[0]) - c, round(center[1]) - c))


def polygon(surface, points, color, alpha=90, width=3):
    """Fill and outline a polygon (a cell of a board); the outline two-tone, as ``ring``'s."""
    width = weighed(width, 1) if width else 0
    edge = edge_width(width) if width else 0
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs)) - 2 - edge, int(min(ys)) - 2 - edge
    layer = pygame.Surface((int(max(xs)) - left + 4 + edge, int(max(ys)) - top + 4 + edge), pygame.SRCALPHA)
    local = [(x - left, y - top) for x, y in points]
    pygame.draw.polygon(layer, (*color[:3], alpha), local)
    if width:
        pygame.draw.polygon(layer, (*theme.MARK_EDGE, 230), local, width + 2 * edge)
        pygame.draw.polygon(layer, (*color[:3], 230), local, width)
    surface.blit(layer, (left, top))


def frame(surface, rect, color, width=3, radius=0, alpha=230):
    """A rectangle's outline, two-tone as ``ring``'s (a tray, a stack, a pawn band)."""
    width = weighed(width)
    edge = edge_width(width)
    outer = pygame.Rect(rect).inflate(2 * edge, 2 * edge)
    layer = pygame.Surface(outer.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.MARK_EDGE, alpha), layer.get_rect(), width + 2 * edge,
                     border_radius=radius + edge if radius else 0)
    pygame.draw.rect(layer, (*color[:3], alpha), layer.get_rect().inflate(-2 * edge, -2 * edge), width,
                     border_radius=radius)
    surface.blit(layer, outer)


NEXT = theme.HILITE
LAST = theme.LAST_MOVE
HINT = theme.GOOD
ALERT = theme.BAD
ALERT_LIGHT = (255, 232, 226)  # the forced mark's pale outer ring
LIT = theme.LESSON


def in_order(targets):
    """Targets in a fixed order: marks that overlap (rings round neighbouring pieces) are drawn
    the same way every time, whatever order a set of them iterates in."""
    return sorted(targets, key=repr)


def pulse(period=0.9):
    """0..1 and back, over ``period`` seconds: what must be seen breathes, the rest stays still."""
    return 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 1000 * 2 * math.pi / period)


def movable(surface, center, radius):
    """The quiet mark of a piece that can move: a thin ring."""
    ring(surface, center, radius, NEXT, width=max(2, radius * 0.09), fill=False)


def forced(surface, center, radius):
    """The clear mark of a piece that must move now (a compulsory capture): a red ring, a pale
    one round it that breathes, and a "!" badge: told from ``movable`` by its shape, not only its
    red, and seen on the dark squares and the light ones alike."""
    width = max(3, radius * 0.16)
    ring(surface, center, radius, ALERT, width=width * 0.8, fill=False)
    ring(surface, center, radius + (2.0 + 0.6 * pulse()) * width, ALERT_LIGHT, width=width * 1.2, fill=False)
    exclamation(surface, (center[0] + radius * 0.8, center[1] - radius * 0.8), max(7, radius * 0.42), ALERT)


def exclamation(surface, center, radius, color):
    """A small round "!" badge with a dark edge, over a corner of a piece (drawn, not written:
    sharp at any size)."""
    x, y, r = round(center[0]), round(center[1]), round(radius)
    pygame.draw.circle(surface, theme.MARK_EDGE, (x, y), r + edge_width(r * 0.3))
    pygame.draw.circle(surface, color, (x, y), r)
    bar = max(2, round(r * 0.32))
    pygame.draw.rect(surface, theme.MARK_EDGE, (x - bar // 2, y - round(r * 0.62), bar, round(r * 0.8)))
    pygame.draw.circle(surface, theme.MARK_EDGE, (x, y + round(r * 0.5)), max(1, bar // 2 + 1))


def lit(surface, center, radius):
    """What a tutorial step points at: a violet ring that breathes in size, never in strength."""
    ring(surface, center, radius * (1.0 + 0.06 * pulse()), LIT, width=max(4, radius * 0.18), fill=False)


@dataclass(frozen=True)
class Marks:
    """What a board view shows besides the pieces; every field is optional.

    Targets are the game's click targets (``("stone", "c4")``, ``("tray", 0)``...), as
    ``BoardView.targets_at`` returns them and ``BoardView.click_sequences`` uses them.
    A game scene fills these from its ``MoveInput`` (see ``entering``); a replay or a
    tutorial fills the ones it needs (``Marks(last=(before, move))`` for a replayed move).
    A new kind of highlight is a new field here, drawn by the views that support it.
    ``suggested`` is drawn by ``BoardView`` for every game, from the move's own animation
    (``BoardView.suggestion``).

    ``movable`` is what a first click may take; with ``show_movable`` the view marks those
    pieces quietly, before any click, so the player sees what can move (a setting turns it
    off). ``forced`` are pieces that must move now (pawns that must capture, say),
    marked clearly. ``lit`` are targets a tutorial step wants noticed.
    """

    last: tuple = None  # (before, move): the move just played, in gold
    movable: frozenset = frozenset()  # targets a first click may take (the pieces that can move)
    clicks: tuple = ()  # targets clicked so far: the move being entered
    next: frozenset = frozenset()  # targets the next click may hit, in blue
    moves: tuple = ()  # legal moves still matching the clicks (what the previews show)
    hover: object = None  # a target under the pointer that a click would take: it glows
    hover_moves: tuple = ()  # the moves a click on ``hover`` would leave
    pointer: tuple = None  # where the pointer is, for previews that follow it
    hint: tuple = ()  # the click sequence of a suggested move, in green
    suggested: tuple = None  # (before, move): a move the bot preferred, a green arrow and a ghost
    show_movable: bool = False  # mark ``movable`` quietly while nothing is selected
    forced: frozenset = frozenset()  # targets that must be played now (a compulsory capture)
    lit: frozenset = frozenset()  # targets a tutorial step points at, in gold

    @property
    def quiet_movable(self):
        """The pieces to mark as movable now: none once a move is being entered."""
        return self.movable if self.show_movable and not self.clicks else frozenset()


NONE = Marks()


def entering(entry, hovered=(), pointer=None, **fields):
    """Marks of a move being entered with ``entry`` (a ``MoveInput``).

    ``hovered``: the targets under the pointer (``BoardView.targets_at``); the first
    one a click would take becomes ``hover``. ``fields``: any other marks.
    """
    clicks = entry.clicks
    acceptable = entry.next_targets if clicks else entry.first_targets
    hover = next((target for target in hovered if target in acceptable), None)
    return Marks(movable=frozenset(entry.first_targets), clicks=clicks,
                 next=frozenset(entry.next_targets) if clicks else frozenset(),
                 moves=tuple(entry.candidates) if clicks else (), hover=hover,
                 hover_moves=tuple(entry.candidates_after(hover)) if hover is not None else (),
                 pointer=pointer, **fields)
