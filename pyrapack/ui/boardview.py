"""What every game's board view does: draw a position read-only, say what a point hits.

A view knows nothing of input, matches or the app. Whoever shows a game (its game
scene, a replay, a tutorial, a rules page) lays a view out in a rectangle, then hands
it a position and the ``Marks`` to show (the last move, the move being entered, a
hint...) every frame, and asks it what a click at a point would hit. Moves are shown
moving with ``animation``; while one runs, ``draw`` gets the position after the move
and the animation draws what is still in flight.
"""

from abc import abstractmethod

import pygame

from .. import games
from ..i18n import t
from . import anim as animation
from . import arrows, pieces, theme
from . import marks as mark
from .marks import NONE, Marks, Sample

GHOST_ALPHA = 130  # how solid a suggested move's piece is, where it would land


class BoardView:
    """A game's board view has what ``part_types.GameView`` asks; its own ``View`` defines the
    abstract methods (``protocol.py`` says which a game's view leaves undefined)."""

    LIT_SPIKES = (0, 90, 180, 270)  # where the spikes of ``marks.lit`` point: between the neighbours
    LAST_WHILE_CHOOSING = True  # the last move stays marked while a piece is chosen (``marks.clicks``)

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
        if anim is None:
            if marks.suggested is not None:
                self.draw_suggested(surface, *marks.suggested)
            for target in self.hint_extras(marks.hint):
                spot = self.target_spot(state, target)
                if spot is not None:
                    mark.star(surface, (spot[0][0] + spot[1] * 0.7, spot[0][1] - spot[1] * 0.7), max(7, spot[1] * 0.5))
        if anim is not None:
            anim.draw(surface, lambda key: self.anchor(state, key), self.scale)

    @abstractmethod
    def draw_board(self, surface, state, marks, anim):
        """The board and its pieces, leaving out the keys ``anim.hidden`` names; override."""
        raise NotImplementedError

    @abstractmethod
    def targets_at(self, state, pos, marks=NONE):
        """The click targets under ``pos``, most specific first, on the board as ``marks`` show it
        (a move being entered may show a piece where ``state`` has none)."""
        raise NotImplementedError

    @abstractmethod
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

    def hint_extras(self, hint):
        """The clicks of a hint its arrow does not show (a stone to push, a ball to take back):
        each wears a star. By default all but the piece and where it goes."""
        return hint[2:]

    def draw_help(self, surface, state, marks):
        """What the board says before any click: a thin ring on each piece that can move, a ring
        with a "!" on each that must, a ring with spikes on what a tutorial step points at."""
        with mark.within(surface, self.rect.inflate(8, 8)):
            self.draw_rings(surface, state, marks)

    def draw_rings(self, surface, state, marks):
        for target in mark.in_order(marks.quiet_movable - marks.forced):
            spot = self.target_spot(state, target)
            if spot is not None:
                mark.movable(surface, spot[0], spot[1] * 1.12)
        for target in mark.in_order(marks.forced) if not marks.clicks else ():
            spot = self.target_spot(state, target)
            if spot is not None:
                mark.forced(surface, spot[0], spot[1] * 1.12)
        for target in mark.in_order(marks.lit):
            spot = self.target_spot(state, target)
            if spot is not None:
                mark.lit(surface, spot[0], spot[1] * (1.5 if target in marks.forced else 1.12), self.LIT_SPIKES)

    @abstractmethod
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
        arrows.path(surface, points, mark.HINT, width=5 * s, head=max(10, round(20 * s)))

    # -- what the marks look like, for the tests and the pictures ------------------------
    def mark_samples(self, before, moves):
        """Every kind of mark this view draws, on real positions: a list of ``Sample``, each the
        marks drawn on one place, which must be told apart without their colours (the test of
        greyscale pictures, tools/marks.py's pictures). By default, for one of ``moves`` (legal
        in ``before``): on its piece (can move, chosen, must move, lit, hinted), on where it
        goes with the piece chosen (the next click, hinted, lit), or for a move of one click what
        it does (``marks.moves``), and on the piece once moved (the last move beside the others).
        A view adds the marks of its own."""
        sequences = self.click_sequences(before, moves)
        move = next((m for m in moves if self.target_spot(before, sequences[m][0][0]) is not None), moves[0])
        sequence = sequences[move][0]
        piece = sequence[0]
        hint = mark.hinting(before, move, sequence)
        chosen = Marks(clicks=(piece,))
        samples = [
            Sample(piece, before, Marks(), {
                "movable": Marks(movable=frozenset([piece]), show_movable=True), "selected": chosen,
                **self.forced_sample(before, piece), "lit": Marks(lit=frozenset([piece])),
                "hint": Marks(**hint)}),
        ]
        if len(sequence) > 1:
            place = sequence[1]
            samples.append(Sample(place, before, chosen, {
                "next": Marks(clicks=(piece,), next=frozenset([place]), moves=(move,)),
                "hint": Marks(clicks=(piece,), **hint),
                "lit": Marks(clicks=(piece,), lit=frozenset([place]))}))
        else:  # the click plays the move: what it does is its only preview
            samples.append(Sample(piece, before, chosen, {"move": Marks(clicks=(piece,), moves=(move,))}))
        after = before.play(move)
        landed = self.landed(before, move, after, piece)
        if landed is not None:
            samples.append(Sample(landed, after, Marks(), {
                "last": Marks(last=(before, move)), "movable": Marks(movable=frozenset([landed]), show_movable=True),
                "selected": Marks(clicks=(landed,)), **self.forced_sample(after, landed),
                "lit": Marks(lit=frozenset([landed]))}))
        return samples + self.follow_up_samples(before, move, after, (piece, landed))

    def follow_up_samples(self, before, move, after, places):
        """The marks of the next move where the last one left or went (``places``: the piece
        before it moved, where it landed): its piece or a place it goes to, marked as the last
        move or hinted; and, where the last move stays marked while a piece is chosen, where
        the piece chosen goes next (27's cell the last move went to)."""
        spots = [found[0].center for found in (self.target_rect(state, place) for state, place in
                                              zip((before, after), places) if place is not None) if found]
        moves = [m for m in after.legal_moves() if not getattr(m, "is_pass", False)]
        sequences = self.click_sequences(after, moves)
        for follow in sorted(moves, key=str):
            sequence = sequences[follow][0]
            for i, target in enumerate(sequence):
                found = self.target_rect(after, target)
                if found and any(abs(found[0].centerx - x) + abs(found[0].centery - y) < min(found[0].size) / 4
                                 for x, y in spots):
                    last = (before, move)
                    samples = [Sample(target, after, Marks(), {
                        "last": Marks(last=last), "hint": Marks(**mark.hinting(after, follow, sequence))})]
                    if i and self.LAST_WHILE_CHOOSING:
                        clicks = tuple(sequence[:i])
                        samples.append(Sample(target, after, Marks(clicks=clicks), {
                            "last": Marks(clicks=clicks, last=last),
                            "next": Marks(clicks=clicks, next=frozenset([target]), moves=(follow,))}))
                    return samples
        return []

    def forced_sample(self, state, piece):
        """The mark of ``piece`` as one that must move, where this view draws it: on a round
        piece (``draw_help``)."""
        return {"forced": Marks(forced=frozenset([piece]))} if self.target_spot(state, piece) is not None else {}

    def landed(self, before, move, after, piece):
        """The click target of ``move``'s piece where it landed, in ``after`` (None: none)."""
        flight = self.suggestion(before, move)
        if flight is None:
            return None
        targets = self.targets_at(after, self.anchor(before, flight.anchors[-1]))
        same = [target for target in targets if target[0] == piece[0]]
        return (same or targets or [None])[0]

    @staticmethod
    @abstractmethod
    def draw_icon(surface, rect):
        """A small picture of the game, for its menu tile and setup screen."""
        raise NotImplementedError

    def side_name(self, player):
        return t(games.get(self.game).sides[player])

    def draw_swatch(self, surface, rect, player):
        """A small piece of ``player``'s side (player cards, move list)."""
        color = theme.LIGHT_PIECE if player == 0 else theme.DARK_PIECE
        pieces.blit_center(surface, pieces.disc(rect.width // 2, color, player == 1), rect.center)
