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


def ring(surface, center, radius, color, width=3, alpha=230, fill=True):
    """A ring around a piece or a spot (filled faintly, unless ``fill`` is False)."""
    radius = max(4, round(radius))
    layer = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
    c = radius + 4
    if fill:
        pygame.draw.circle(layer, (*color[:3], alpha // 4), (c, c), radius)
    pygame.draw.circle(layer, (*color[:3], alpha), (c, c), radius, max(2, round(width)))
    surface.blit(layer, (round(center[0]) - c, round(center[1]) - c))


def dot(surface, center, radius, color, alpha=200):
    """A filled spot: an empty place where a piece may go."""
    radius = max(3, round(radius))
    layer = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*color[:3], alpha), (radius + 1, radius + 1), radius)
    surface.blit(layer, (round(center[0]) - radius - 1, round(center[1]) - radius - 1))


def polygon(surface, points, color, alpha=90, width=3):
    """Fill and outline a polygon (a cell of a board)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs)) - 2, int(min(ys)) - 2
    layer = pygame.Surface((int(max(xs)) - left + 4, int(max(ys)) - top + 4), pygame.SRCALPHA)
    local = [(x - left, y - top) for x, y in points]
    pygame.draw.polygon(layer, (*color[:3], alpha), local)
    if width:
        pygame.draw.polygon(layer, (*color[:3], 230), local, width)
    surface.blit(layer, (left, top))


NEXT = theme.HILITE
LAST = theme.LAST_MOVE
HINT = theme.GOOD
ALERT = theme.BAD
LIT = theme.LESSON


def pulse(period=0.9):
    """0..1 and back, over ``period`` seconds: what must be seen breathes, the rest stays still."""
    return 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 1000 * 2 * math.pi / period)


def movable(surface, center, radius):
    """The quiet mark of a piece that can move: a thin, faint ring."""
    ring(surface, center, radius, NEXT, width=max(2, radius * 0.09), alpha=150, fill=False)


def forced(surface, center, radius):
    """The clear mark of a piece that must move now (a compulsory capture): a breathing red ring."""
    ring(surface, center, radius, ALERT, width=max(3, radius * 0.2), alpha=round(170 + 85 * pulse()), fill=False)


def lit(surface, center, radius):
    """What a tutorial step points at: a breathing violet ring."""
    ring(surface, center, radius * (1.0 + 0.06 * pulse()), LIT, width=max(2, radius * 0.12),
         alpha=round(150 + 100 * pulse()), fill=False)


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
    off). ``forced`` are pieces that must move now (Pyramidames' pawns that must capture),
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
