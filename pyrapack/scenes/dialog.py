"""A yes/no question over the current scene (e.g. "this move loses by repetition: play it?")."""

import pygame

from ..scene import Scene
from ..ui import text, theme
from ..ui.widgets import Button, panel


class ConfirmDialog(Scene):
    overlay = True

    def __init__(self, app, message, on_yes, on_no=None, yes="dialog.yes", no="dialog.no"):
        super().__init__(app)
        self.message = message  # a callable giving the (translated) question
        self.on_yes, self.on_no = on_yes, on_no
        self.yes = Button(yes, self._yes, "primary", hotkey=pygame.K_RETURN)
        self.no = Button(no, self._no, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.yes, self.no]

    def _yes(self):
        self.app.pop()
        self.on_yes()

    def _no(self):
        self.app.pop()
        if self.on_no:
            self.on_no()

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - 40, round(600 * s)), round(250 * s))
        self.card.center = (w // 2, h // 2)
        bw, bh = round(200 * s), round(52 * s)
        y = self.card.bottom - round(24 * s) - bh
        self.no.rect = pygame.Rect(self.card.centerx - bw - round(10 * s), y, bw, bh)
        self.yes.rect = pygame.Rect(self.card.centerx + round(10 * s), y, bw, bh)

    def handle(self, event):
        super().handle(event)
        return True  # nothing reaches the scene below while the question is open

    def draw(self, surface):
        s = self.scale
        shade = pygame.Surface(self.size, pygame.SRCALPHA)
        shade.fill((8, 6, 16, 140))
        surface.blit(shade, (0, 0))
        panel(surface, self.card, radius=round(20 * s), fill=(30, 24, 52, 245), edge=(*theme.BAD, 220))
        area = self.card.inflate(-round(48 * s), 0)
        area.top, area.height = self.card.top + round(28 * s), round(120 * s)
        text.draw_wrapped(surface, self.message(), area, 24 * s, theme.TEXT, "bold")
        self.draw_buttons(surface)
