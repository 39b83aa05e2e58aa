"""Highlights drawn over boards, the same in every game: what to show, and how.

``Marks`` says what a board view shows besides the pieces (the last move, the move being
entered, a hint...), in the game's own click targets; the painters below draw them. Each kind
of mark has a shape of its own, so that marks are told apart without their colours (a test
compares greyscale pictures of every game's marks, and pictures as people with each kind of
colour blindness see them):

- a thin ring: a piece that can move (``movable``);
- a double ring: the piece chosen (``selected``);
- dots: where the next click may go, a dot on an empty place (``dot``), a ring of dots round a
  piece (``choice``);
- a ring with a "!" badge: a piece that must move now, a capture that is due (``forced``);
- an arrow, the piece a ghost where it lands: a hint, or the better move of a review
  (``BoardView.draw_suggested``; a star on each further click of the hint: ``star``);
- corner brackets: the last move, where it came from and where it went (``brackets``);
- a ring with four spikes: what a lesson step or a puzzle's hint points at (``lit``).

The colours say the same again, for those who see them: blue = what you can do now, gold = the
last move, green = the hint, red = what must be done or is attacked, violet = a lesson. Each
line is drawn between dark edges, so that it stands out on light and dark grounds alike. The
colours are the theme's (``theme.HILITE``...), read when drawing: the Contrast setting changes them.
"""

import math
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from . import theme

_COLOURS = {"NEXT": "HILITE", "LAST": "LAST_MOVE", "HINT": "GOOD", "ALERT": "BAD", "LIT": "LESSON"}


def __getattr__(name):
    """``marks.NEXT``, ``LAST``, ``HINT``, ``ALERT``, ``LIT``: the theme's colour now (high
    contrast has its own)."""
    if name in _COLOURS:
        return getattr(theme, _COLOURS[name])
    raise AttributeError(name)


def edge_width(width):
    """The dark edge on each side of a mark line ``width`` pixels wide."""
    return max(1, round(width * 0.5))


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


@contextmanager
def within(surface, rect):
    """Draw inside ``rect`` only (a board's marks never spill onto the panel beside it)."""
    old = surface.get_clip()
    surface.set_clip(pygame.Rect(rect).clip(old))
    try:
        yield
    finally:
        surface.set_clip(old)


def in_order(targets):
    """Targets in a fixed order: marks that overlap (rings round neighbouring pieces) are drawn
    the same way every time, whatever order a set of them iterates in."""
    return sorted(targets, key=repr)


def pulse(period=0.9):
    """0..1 and back, over ``period`` seconds: what must be seen breathes, the rest stays still;
    with Reduce motion nothing breathes (0.5: half way)."""
    if theme.REDUCED_MOTION:
        return 0.5
    return 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 1000 * 2 * math.pi / period)


def movable(surface, center, radius):
    """The quiet mark of a piece that can move: a thin ring."""
    ring(surface, center, radius, theme.HILITE, width=max(3, radius * 0.1), fill=False)


def selected(surface, center, radius, color=None):
    """The piece chosen: a double ring, two thin rings well apart (not the single ring of a
    piece that merely can move)."""
    color = color or theme.HILITE
    width = max(3, radius * 0.1)
    ring(surface, center, radius, color, width=width, fill=False)
    ring(surface, center, radius + max(6, radius * 0.45) * max(1.0, theme.MARK_WEIGHT * 0.8), color,
         width=width, fill=False)


def choice(surface, center, radius, color=None, beads=8):
    """A piece the next click may choose (a stone an attack pushes, a ball to take back): a
    ring of dots, as the dot of an empty place where a piece may go."""
    color = color or theme.HILITE
    bead = max(3, radius * 0.17)
    for k in range(beads):
        angle = 2 * math.pi * (k + 0.5) / beads
        dot(surface, (center[0] + radius * math.cos(angle), center[1] + radius * math.sin(angle)), bead, color, 230)


def forced(surface, center, radius):
    """The clear mark of a piece that must move now (a compulsory capture): a ring and a large
    "!" badge on it that breathes (not with Reduce motion); the badge tells it from ``movable``.
    Its ring is as thin as the others: a thick ring whose colour melts into the ground reads as
    a double ring (``selected``) in greyscale."""
    alert = theme.BAD
    ring(surface, center, radius, alert, width=max(3, radius * 0.11), fill=False)
    badge = max(8, radius * 0.62) * (1.0 + 0.12 * pulse())
    exclamation(surface, (center[0] + radius * 0.78, center[1] - radius * 0.78), badge, alert)


def exclamation(surface, center, radius, color):
    """A small round "!" badge, over a corner of a piece (drawn, not written: sharp at any size):
    a disc of ``color`` with a dark edge, and a dark "!" on a pale disc in it, seen on any ground
    whatever colours a person sees."""
    x, y, r = round(center[0]), round(center[1]), round(radius)
    pygame.draw.circle(surface, theme.MARK_EDGE, (x, y), r + edge_width(r * 0.3 * theme.MARK_WEIGHT))
    pygame.draw.circle(surface, color, (x, y), r)
    pygame.draw.circle(surface, (255, 240, 232), (x, y), round(r * 0.72))
    bar = max(2, round(r * 0.3))
    pygame.draw.rect(surface, theme.MARK_EDGE, (x - bar // 2, y - round(r * 0.58), bar, round(r * 0.72)))
    pygame.draw.circle(surface, theme.MARK_EDGE, (x, y + round(r * 0.42)), max(1, bar // 2 + 1))


def star(surface, center, radius, color=None):
    """A five-pointed star with a dark edge: a further click of a hint (a ball to take back)."""
    color = color or theme.GOOD
    x, y = center
    points = [(x + (radius if k % 2 == 0 else radius * 0.45) * math.sin(k * math.pi / 5),
               y - (radius if k % 2 == 0 else radius * 0.45) * math.cos(k * math.pi / 5)) for k in range(10)]
    pygame.draw.polygon(surface, theme.MARK_EDGE, points, 0)
    pygame.draw.polygon(surface, theme.MARK_EDGE, points, max(2, edge_width(radius * 0.3) * 2))
    inner = [(x + (px - x) * 0.78, y + (py - y) * 0.78) for px, py in points]
    pygame.draw.polygon(surface, color, inner)


def spikes(surface, center, reach, length, color, width, angles=(0, 90, 180, 270)):
    """Short two-tone strokes pointing out from ``center``, from ``reach`` to ``reach + length``."""
    width = weighed(width)
    edge = edge_width(width)
    x, y = center
    for degrees in angles:
        a = math.radians(degrees)
        c, s = math.cos(a), -math.sin(a)
        start = (x + c * reach, y + s * reach)
        end = (x + c * (reach + length), y + s * (reach + length))
        pygame.draw.line(surface, theme.MARK_EDGE, start, end, width + 2 * edge)
        pygame.draw.circle(surface, theme.MARK_EDGE, end, (width + 2 * edge) / 2)
        pygame.draw.line(surface, color, start, end, width)


def lit(surface, center, radius, angles=(0, 90, 180, 270)):
    """What a lesson step or a puzzle's hint points at: a violet ring with four long spikes
    pointing out, that breathes in size, never in strength (not with Reduce motion). ``angles``:
    where the spikes point, between the neighbouring pieces (``BoardView.LIT_SPIKES``)."""
    radius *= 1.0 + 0.06 * pulse()
    width = max(3, radius * 0.1)
    color = theme.LESSON
    ring(surface, center, radius, color, width=width, fill=False)
    spikes(surface, center, radius + width, max(8, radius * 0.6), color, width * 1.5, angles)


BREATH = 0.04  # how much larger ``lit_frame`` grows at the top of its breath


def lit_frame(surface, rect, radius=0):
    """``lit`` round a rectangle (a stack of pawns, a tray): a frame with two spikes up and two
    down (stacks stand side by side: nothing to point at left and right)."""
    grow = 1.0 + BREATH * pulse()
    rect = pygame.Rect(rect)
    rect = rect.inflate(rect.width * (grow - 1), rect.height * (grow - 1))
    width = max(2.5, min(rect.width, rect.height) * 0.06)
    color = theme.LESSON
    frame(surface, rect, color, width, radius)
    length = max(12, min(26, max(rect.width, rect.height) * 0.3))
    out = weighed(width)
    for x in (rect.left + rect.width * 0.28, rect.right - rect.width * 0.28):
        spikes(surface, (x, rect.top - out + 1), 1, length, color, width * 1.8, (90,))
        spikes(surface, (x, rect.bottom + out - 1), 1, length, color, width * 1.8, (270,))


def double_frame(surface, rect, color=None, width=3, radius=0):
    """``selected`` round a rectangle: two frames well apart."""
    color = color or theme.HILITE
    rect = pygame.Rect(rect)
    frame(surface, rect, color, width, radius)
    gap = round(max(5, width * 2.2) * max(1.0, theme.MARK_WEIGHT * 0.8))
    frame(surface, rect.inflate(2 * gap, 2 * gap), color, width, radius + gap if radius else 0)


def brackets(surface, points, color=None, width=3, share=0.3):
    """Corner brackets on a polygon (a cell, or the square round a piece: ``square``): at each
    corner, its two edges drawn ``share`` of their length, two-tone; the last move's mark."""
    color = color or theme.LAST_MOVE
    width = weighed(width, 3)
    edge = edge_width(width)
    n = len(points)
    for layer, grow in ((theme.MARK_EDGE, 2 * edge), (color, 0)):
        for i, (x, y) in enumerate(points):
            for nx, ny in (points[i - 1], points[(i + 1) % n]):
                end = (x + (nx - x) * share, y + (ny - y) * share)
                pygame.draw.line(surface, layer, (x, y), end, width + grow)
            pygame.draw.circle(surface, layer, (x, y), (width + grow) / 2)


def square(center, half):
    """The corners of the square of half side ``half`` round ``center`` (for ``brackets``)."""
    x, y = center
    return [(x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half)]


def corners(rect):
    """The corners of a rectangle (for ``brackets``)."""
    rect = pygame.Rect(rect)
    return [rect.topleft, (rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1), (rect.left, rect.bottom - 1)]


def hinting(before, move, sequence):
    """The fields of ``Marks`` that show ``move`` (played from ``before``) as a hint: its arrow
    and ghost, and a star on each further click of its ``sequence``."""
    return {"hint": tuple(sequence), "suggested": (before, move)}


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

    last: tuple | None = None  # (before, move): the move just played, corner brackets in gold
    movable: frozenset = frozenset()  # targets a first click may take (the pieces that can move)
    clicks: tuple = ()  # targets clicked so far: the move being entered
    next: frozenset = frozenset()  # targets the next click may hit, dots in blue
    moves: tuple = ()  # legal moves still matching the clicks (what the previews show)
    hover: object = None  # a target under the pointer that a click would take: it glows
    hover_moves: tuple = ()  # the moves a click on ``hover`` would leave
    pointer: tuple | None = None  # where the pointer is, for previews that follow it
    focus: object = None  # the target the keyboard's ring is on: it shows what the pointer there would
    hint: tuple = ()  # the click sequence of a hinted move (``hinting``): a star on its further clicks
    suggested: tuple | None = None  # (before, move): a move the bot preferred (a hint), a green arrow and a ghost
    show_movable: bool = False  # mark ``movable`` quietly while nothing is selected
    forced: frozenset = frozenset()  # targets that must be played now (a compulsory capture)
    lit: frozenset = frozenset()  # targets a tutorial step points at: a ring with spikes, in violet

    @property
    def quiet_movable(self):
        """The pieces to mark as movable now: none once a move is being entered."""
        return self.movable if self.show_movable and not self.clicks else frozenset()


NONE = Marks()


@dataclass(frozen=True)
class Sample:
    """Marks a view draws on one ``place`` (a click target) of ``state``, by name (``kinds``):
    each must be told apart from the others without colour. ``base``: what the board shows
    under all of them (a piece chosen, for the marks of where it may go)."""

    place: object
    state: object
    base: Marks
    kinds: dict


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
