"""A screen that shows a match on its game's board view: the game being played, and its replay.

Both know the game (``info``) and its words (``texts``, the move list's ``lines``), keep the
pointer for the board's hover previews, run a move's animation (with its sound cues; a click
finishes it, and a button under it is pressed) and draw the board over the plain backdrop,
with the app's messages in the title's row above the board: they cover neither the board nor
the line under the title, the panel nor the buttons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import games
from ..i18n import t
from ..scene import Scene
from ..ui import backdrop, theme
from ..words import MoveLines
from . import parts

if TYPE_CHECKING:
    from ..match import Match
    from ..part_types import GameView
    from ..ui.anim import Animation


class BoardScene(Scene):
    room = (1100, 690)  # board, panel and turn line fit down to this (a large Size, a small window)

    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        self.match, self.info = match, games.get(match.game)
        self.texts = parts.texts(self.info)
        self.lines = MoveLines(self.texts)
        self.view = self.make_view()
        self.anim: Animation | None = None  # the move being shown (``view.animation``), or None
        self.pointer = app.pointer()  # kept from mouse events, for hover previews
        self.board_rect = pygame.Rect(0, 0, 0, 0)

    def make_view(self) -> GameView:
        """The game's board view (``BoardView``), as the match's players see it."""
        return parts.make_view(self.info, self.match)

    def move_texts(self) -> list[str]:
        """The move list of the match, a line a move."""
        return self.lines.of(self.match)

    def handle(self, event):
        """A click during a move's animation shows the move's end at once; on the board that is
        all it does (the player sees where the pieces went before choosing), elsewhere it goes on
        to what it was aimed at: a button shown is pressed by the one click."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if self.anim is not None and event.type == pygame.MOUSEBUTTONDOWN:
            self.finish_animation()
            if self.board_rect.collidepoint(event.pos):
                return True
        return super().handle(event)

    def move_note(self):
        """How to read the move list, once it has a line to read (above "No moves yet" a key
        would read like a move)."""
        return self.texts.notation_note(self.match.state) if self.match.moves else ""

    def finish_animation(self, sound=True):
        """Show the move's end at once (with the sounds still to come, unless ``sound`` is False)."""
        if self.anim is not None:
            cues = self.anim.finish()
            for cue in cues if sound else ():
                self.app.sound.play(cue)
            self.anim = None

    def update_animation(self, dt):
        """Move the animation on, playing its cues as they come; True while one runs. With
        Reduce motion a move is shown at its end at once (its sounds still play)."""
        if self.anim is not None and theme.REDUCED_MOTION:
            self.finish_animation()
        if self.anim is None:
            return False
        for cue in self.anim.update(dt):
            self.app.sound.play(cue)
        if self.anim.done:
            self.anim = None
        return True

    def draw_board(self, surface, state, marks):
        surface.blit(backdrop.plain(self.size), (0, 0))
        self.view.draw(surface, state, marks, self.anim)

    def shows_title(self):
        """Whether the screen's title is drawn: not while a message takes its row (a title half
        covered read "Relec…")."""
        return not self.under_a_message()

    def title_rect(self):
        """Where the game's title is drawn (the HUD's place: a replay has its own)."""
        return self.hud.title_rect(t(self.info.title))

    def toast_area(self):
        """The title's row, over the board: a message there takes only the screen's title's place."""
        s = self.scale
        return pygame.Rect(self.board_rect.left, round(8 * s), self.board_rect.width, round(40 * s))
