"""A card over the dimmed scene below, with a row of buttons: the end banner and questions."""

import pygame

from ..scene import Scene
from ..ui import theme
from ..ui.widgets import panel, veil


class Modal(Scene):
    overlay = True
    CARD = (620, 290)  # design size of the card
    EDGE = theme.GOLD

    def __init__(self, app):
        super().__init__(app)
        self.age = 0.0

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - 40, round(self.CARD[0] * s)), round(self.CARD[1] * s))
        self.card.center = (w // 2, h // 2)
        bw, bh, gap = round(180 * s), round(52 * s), round(16 * s)
        row = [b for b in self.buttons if b.visible]
        y = self.card.bottom - round(24 * s) - bh
        left = self.card.centerx - (len(row) * bw + (len(row) - 1) * gap) / 2
        for i, button in enumerate(row):
            button.rect = pygame.Rect(round(left + i * (bw + gap)), y, bw, bh)


    def update(self, dt):
        super().update(dt)
        self.age += 1.0 if theme.REDUCED_MOTION else dt  # Reduce motion: the card is there at once

    def draw(self, surface):
        """Dim what is below, grow the card in, then ``draw_content`` and the buttons."""
        veil(surface, (8, 6, 16), min(150, round(self.age * 600)))
        grow = min(1.0, self.age / 0.18)
        card = self.card.inflate(-(1 - grow) * self.card.width * 0.2, -(1 - grow) * self.card.height * 0.2)
        panel(surface, card, radius=round(22 * self.scale), fill=(30, 24, 52, 245), edge=(*self.EDGE, 220))
        self.draw_content(surface, card)
        self.draw_buttons(surface)

    def draw_content(self, surface, card):
        """Override: what the card says."""
