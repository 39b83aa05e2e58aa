"""What every game's board view does: draw a position read-only, say what a point hits.

A view knows nothing of input, matches or the app. Whoever shows a game (its game
scene, a replay, a tutorial, a rules page) lays a view out in a rectangle, then hands
it a position and the ``Marks`` to show (the last move, the move being entered, a
hint...) every frame, and asks it what a click at a point would hit. Moves are shown
moving with ``animation``; while one runs, ``draw`` gets the position after the move
and the animation draws what is still in flight.
"""

import pygame

from .. import games
from ..i18n import t
from . import anim as animation
from . import arrows, pieces, theme
from . import marks as mark
from .marks import HINT, NONE

GHOST_ALPHA = 130  # how solid a suggested move's piece is, where it would land


class BoardView:
    @property
    def game(self):
        """Its game's id: the game whose part the view's class is (the registry says how its
        sides are called)."""
        return games.owner(type(self).__module__).id

    @classmethod
    def for_match(cls, match):
        """The view of ``match`` as its players see it (the game scene and its replay agree)."""
        return cls()

    def layout(self, rect, scale):
        """Fit the board into ``rect`` (screen pixels) for a window of scale ``scale``."""
        self.rect, self.scale = rect, scale

    def draw(self, surface, state, marks=NONE, anim=None):
        """Draw ``state`` with ``marks``; ``anim`` (from ``animation``): the move in flight."""
        self.draw_board(surface, state, marks, anim)
        if marks.suggested is not None and anim is None:
            self.draw_suggested(surface, *marks.suggested)
        if anim is not None:
            anim.draw(surface, lambda key: self.anchor(state, key), self.scale)

    def draw_board(self, surface, state, marks, anim):
        """The board and its pieces, leaving out the keys ``anim.hidden`` names; override."""
        raise NotImplementedError

    def targets_at(self, state, pos, marks=NONE):
        """The click targets under ``pos``, most specific first, on the board as ``marks`` show it
        (a move being entered may show a piece where ``state`` has none)."""
        raise NotImplementedError

    def click_sequences(self, state, moves):
        """For each of ``moves``, the click sequences (tuples of targets) that enter it."""
        raise NotImplementedError

    def lead_in(self, state, target):
        """The first click a click on ``target`` implies when nothing is selected (an empty spot
        may take a piece from the player's reserve, say), or None."""
        return None

    def target_spot(self, state, target):
        """``(centre, radius)`` on screen of a click target, for the rings drawn around it
        (None: not drawn that way); views that draw their help otherwise override ``draw_help``."""
        return None

    def target_rect(self, state, target):
        """``(rect, round)``: where a click target is on screen, for the keyboard's focus ring
        (``round``: a piece, ringed as a circle); None where it is not drawn."""
        spot = self.target_spot(state, target)
        if spot is None:
            return None
        (x, y), r = spot
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)), True

    def draw_help(self, surface, state, marks):
        """What the board says before any click: a faint ring on each piece that can move, a
        breathing red one on each that must, violet on what a tutorial step points at."""
        for target in mark.in_order(marks.quiet_movable - marks.forced):
            spot = self.target_spot(state, target)
            if spot is not None:
                mark.movable(surface, spot[0], spot[1] * 1.2)
        for target in mark.in_order(marks.forced) if not marks.clicks else ():
            spot = self.target_spot(state, target)
            if spot is not None:
                mark.forced(surface, spot[0], spot[1] * 1.25)
        for target in mark.in_order(marks.lit):
            spot = self.target_spot(state, target)
            if spot is not None:
                mark.lit(surface, spot[0], spot[1] * (1.6 if target in marks.forced else 1.4))

    def anchor(self, state, key):
        """The screen point of an animation anchor (a model position) in the current layout."""
        raise NotImplementedError

    def animation(self, before, move, after):
        """``move`` shown going from ``before`` to ``after``: an ``anim.Animation``, or None."""
        return None

    def suggestion(self, before, move):
        """The piece ``move`` moves, as a ``Flight`` from where it stands to where it lands in
        ``before``'s layout (None: nothing moves, as in a pass). By default the first flight of
        the move's animation; a view whose animation goes on past the landing overrides it."""
        shown = self.animation(before, move, before.play(move))
        flights = [part for part in shown.parts if isinstance(part, animation.Flight)] if shown else []
        return min(flights, key=lambda part: part.start, default=None)

    def draw_suggested(self, surface, before, move):
        """A move shown without being played: an arrow along its way, its piece as a ghost."""
        flight = self.suggestion(before, move)
        if flight is None:
            return
        s = self.scale

        def locate(key):
            return self.anchor(before, key)

        points = []
        for key in flight.anchors:
            point = locate(key)
            if not points or points[-1] != point:
                points.append(point)
        end = points[-1]
        room = round(max(self.rect.width, self.rect.height) * 0.3)
        layer = pygame.Surface((2 * room, 2 * room), pygame.SRCALPHA)
        offset = (room - end[0], room - end[1])
        flight.draw(layer, flight.end, lambda key: (locate(key)[0] + offset[0], locate(key)[1] + offset[1]), s)
        layer.set_alpha(GHOST_ALPHA)
        surface.blit(layer, (round(end[0]) - room, round(end[1]) - room))
        arrows.path(surface, points, HINT, width=5 * s, head=max(10, round(20 * s)))

    @staticmethod
    def draw_icon(surface, rect):
        """A small picture of the game, for its menu tile and setup screen."""
        raise NotImplementedError

    def side_name(self, player):
        return t(games.get(self.game).sides[player])

    def draw_swatch(self, surface, rect, player):
        """A small piece of ``player``'s side (player cards, move list)."""
        color = theme.LIGHT_PIECE if player == 0 else theme.DARK_PIECE
        pieces.blit_center(surface, pieces.disc(rect.width // 2, color, player == 1), rect.center)
