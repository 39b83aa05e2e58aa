"""The coaches' one phase machine: a lesson's steps and a puzzle's line go the same way.

A coach (``coach.py``: a lesson; ``puzzle.py``: a puzzle) waits for the player's move and
judges it; a move comes by itself once the board is still and its pause is over (the other
side's answer, a move played for the player, the refutation of a wrong move, a solution's
next move); what was played stays on show until Next (its button, Enter, a click on the
board), or its pause when the Settings say lessons and puzzles go on by themselves. This
module is that machine, once, with the card above the board and its two buttons. A coach
names its phases, says which of them keep a move on show (``ON_SHOW``), what is right, what
comes next and what its card says; it knows the scene only through ``scenes/coaching.py``'s
``CoachView``.
"""

import dataclasses

from ..scenes.coaching import Coaching
from .card import Card, card_live, draw_card

TRY = "try"  # every coach's first phase: the player's move is awaited


class Flow(Coaching):
    """``phase``: the coach's own name of where it is; ``coming``: a move to play by itself
    once the board is still and ``wait`` (seconds) is over; in a phase of ``ON_SHOW`` with
    nothing coming, ``wait`` is how long what was played stays on show when the Settings go
    on by themselves, and ``seen`` that the board was clicked (go on once it is still).
    ``feedback``: a ``hud.Message`` (or a line of the coach's) the card shows, what was just
    said; ``heard``: the catalogue key of what the last right move did."""

    banner = saves = False  # the card says how it ended; a lesson or a puzzle is not a kept game
    ON_SHOW: tuple = ()  # the coach's phases in which what was played stays on show until Next

    def __init__(self, next_button, way_on, button_width):
        """``next_button``: the card's Next while a move is on show; ``way_on``: its other
        button ("Play a real game", "Next puzzle"), ``button_width`` design pixels wide."""
        self.phase, self.wait, self.coming, self.seen = TRY, 0.0, None, False
        self.feedback = self.heard = None
        self.card = Card(next_button, way_on, button_width)

    # -- the phases ------------------------------------------------------------------------
    def expect(self):
        """The player's move is awaited."""
        self.phase, self.coming = TRY, None

    def come(self, phase, move, wait=0.0):
        """``move`` comes by itself in ``phase``, once the board is still and ``wait`` seconds
        have passed."""
        self.phase, self.coming, self.wait = phase, move, wait

    def hold(self, phase, wait):
        """What was played stays on show in ``phase`` (one of ``ON_SHOW``) until Next, or
        ``wait`` seconds when the Settings say lessons and puzzles go on by themselves."""
        self.phase, self.coming, self.wait, self.seen = phase, None, wait, False

    @property
    def on_show(self):
        """What was played is on show, waiting for Next (nothing is coming)."""
        return self.coming is None and self.phase in self.ON_SHOW

    def next_pressed(self):
        """Next (the card's button, Enter): what is on show was seen; go on now."""
        if self.on_show:
            self.scene.finish_animation()
            self.go_on()

    def bring(self, move):
        """Play the move that was coming (a coach may let the scene play a pass instead)."""
        self.coming = None
        self.scene.play(move)

    # -- what a coach says ------------------------------------------------------------------
    def go_on(self):
        """Next, once a move was on show: the next step, the solution's next move."""

    def lit(self):
        """The targets the board lights while the player is to move (None: the board's own)."""
        return None

    def way_on_shown(self):
        """Whether the card shows its other button (``way_on``) now."""
        return False

    def end_line(self):
        """What the card says once the game itself has ended (a lesson's real game), or None."""
        return None

    def progress(self):
        """``(count, index, done)``: a lesson's steps as dots in the card (None: no dots)."""
        return None

    def heading(self):
        """The card's heading: which lesson step, which puzzle."""
        return ""

    # -- what the scene asks ---------------------------------------------------------------
    def buttons(self):
        return [self.card.next, self.card.other]

    def played(self, before, move, after):
        """Every move played, whoever played it: the move that was coming has come (played by
        the coach, or a pass the player read first)."""
        if self.coming is not None and move == self.coming:
            self.coming = None

    def tell(self, message):
        self.feedback = message  # in the card, not under the board
        return True

    def marks(self, marks):
        """While the player is to move and the board is still, what the coach lights (the
        move's own marks once a click has started it)."""
        if self.phase != TRY or self.scene.moving or self.scene.clicks:
            return marks
        lit = self.lit()
        return marks if lit is None else dataclasses.replace(marks, lit=lit)

    def heading_words(self):
        return self.heading()

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt):
        if not self.scene.moving:
            self.advance(dt)
        self.card.next.visible = self.on_show and not self.scene.moving
        self.card.other.visible = self.way_on_shown()

    def advance(self, dt):
        """Once what was played has been seen: what is on show goes on (Next was clicked on the
        board, or its pause is over when the Settings say so); what is coming comes."""
        self.wait -= dt
        if self.on_show and (self.seen or self.wait <= 0 and self.scene.goes_on):
            self.seen = False
            self.go_on()
        if self.coming is not None and self.wait <= 0:
            self.bring(self.coming)

    @property
    def card_rect(self):
        return self.card.rect

    def layout(self, board):
        return self.card.layout(self.scene, board)

    def draw(self, surface):
        draw_card(self, surface)

    def live(self):
        return card_live(self)
