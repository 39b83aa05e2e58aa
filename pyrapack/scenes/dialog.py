"""A yes/no question over the current scene (e.g. "this move loses by repetition: play it?")."""

import pygame

from ..ui import text, theme
from ..ui.widgets import Button
from .modal import Modal


class ConfirmDialog(Modal):
    CARD = (600, 250)
    EDGE = theme.BAD

    def __init__(self, app, message, on_yes, on_no=None, yes="dialog.yes", no="dialog.no"):
        super().__init__(app)
        self.message = message  # a callable giving the (translated) question
        self.on_yes, self.on_no = on_yes, on_no
        self.yes = Button(yes, self._yes, "primary", hotkey=pygame.K_RETURN)
        self.no = Button(no, self._no, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.no, self.yes]

    def heading(self):
        return self.message()

    def _yes(self):
        self.app.pop()
        self.on_yes()

    def _no(self):
        self.app.pop()
        if self.on_no:
            self.on_no()

    def draw_content(self, surface, card):
        s = self.scale
        area = card.inflate(-round(48 * s), 0)
        area.top, area.height = card.top + round(28 * s), round(120 * s)
        text.draw_wrapped(surface, self.message(), area, 24 * s, theme.TEXT, "bold")
