"""A move typed in the game's own notation, for players who cannot see the board (N in a game).

``MoveTyping`` is a small card over the game with a text field: Enter plays the move typed, or
says why it is no move and keeps it to be mended; Esc goes back to the board. The first time in
a session it says how (with an example), then only that it waits for a move (unless Verbosity is
full). ``typed`` is how speech writes a move for the player to type: its notation, or the
notation's first word where that alone names it (``words.typed``).
"""

import pygame

from .. import rules
from ..i18n import t
from ..words import typed
from ..ui import text, theme
from ..ui.text_field import TextField
from ..ui.widgets import Button
from .modal import Modal


class MoveTyping(Modal):
    """A move typed in the game's notation, over the game: Enter plays it, or says why not."""

    CARD = (620, 250)

    def __init__(self, app, scene):
        super().__init__(app)
        self.scene = scene
        self.field = TextField("", lambda: self.example(), limit=40)
        self.field.focus(True)
        self.problem = ""
        self.cancel = Button("dialog.no", app.pop, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.cancel]

    def example(self):
        state = self.scene.state
        return t("speech.type_example", example=typed(state, state.legal_moves()[0]))

    def heading(self):
        """How to type a move, the first time in a session (every time in full); then that a
        move is awaited."""
        narrator = self.app.narrator
        if narrator.first_time("move typing") or not narrator.brief:
            return t("speech.type_heading", example=self.example())
        return t("speech.type_again")

    def typing(self):
        return True

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        self.field.focused = True
        return self.field.handle(event) or super().handle(event)

    def submit(self):
        scene, typed_text = self.scene, self.field.value
        waiting = scene.voice.waiting()
        if waiting:  # the turn went (the bot, a coach's answer) while the field was open
            self.refuse(waiting)
            return
        try:
            move = rules.parse_move(scene.state, typed_text)
        except (rules.NotationError, rules.IllegalMove) as error:
            if not self.goes_on(typed_text):
                self.refuse(scene.texts.notation_problem(error.reason) if isinstance(error, rules.NotationError)
                            else scene.texts.why(error.reason) or t("game.not_here"))
        else:
            self.app.pop()
            scene.finish_animation()
            scene.play_human(move)

    def goes_on(self, typed_text):
        """``typed_text`` begins moves and needs the rest (the balls a square takes back, the stone
        an attack pushes): the field takes their common beginning, and speech says how they go
        on, as clicks would ask for the next part. False: it begins no move."""
        state, start = self.scene.state, "".join(typed_text.split()).lower()
        going = [move for move in state.legal_moves() if typed(state, move).lower().startswith(start) and start]
        if not going:
            return False
        written = [typed(state, move) for move in going]
        common = written[0]
        for each in written[1:]:
            while not each.lower().startswith(common.lower()):
                common = common[:-1]
        self.field.value = common if len(common) >= len(typed_text) else typed_text
        items = self.scene.texts.moves_words(state, going)
        listed = ("; " if any(", " in item for item in items) else ", ").join(items)
        self.problem = t("speech.type_more", typed=self.field.value, moves=listed)
        self.scene.app.speech.say(self.problem, interrupt=True)
        return True

    def refuse(self, words):
        """Say why (again, even the same words: the player pressed Enter again), keep what was typed."""
        self.problem = words
        self.scene.app.speech.say(words, interrupt=True)
        self.app.sound.play("illegal")

    def layout(self):
        super().layout()
        s = self.scale
        self.field.rect = pygame.Rect(0, 0, self.card.width - round(60 * s), round(50 * s))
        self.field.rect.center = (self.card.centerx, self.card.top + round(110 * s))

    def update(self, dt):
        super().update(dt)
        self.field.update(dt, self.app.pointer())

    def draw_content(self, surface, card):
        s = self.scale
        text.draw(surface, t("speech.type_title"), (card.centerx, card.top + round(22 * s)), 28 * s, theme.GOLD,
                  "title", "midtop")
        self.field.draw(surface, s)
        if self.problem:
            area = pygame.Rect(card.left + round(30 * s), self.field.rect.bottom + round(6 * s),
                               card.width - round(60 * s), round(30 * s))
            text.draw_fitted(surface, self.problem, area, 18 * s, theme.BAD, "bold")
