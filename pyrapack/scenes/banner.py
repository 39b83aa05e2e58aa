"""The end-of-game banner: who won, the score, why, and what next."""

import pygame

from ..i18n import t
from ..scene import Scene
from ..ui import text, theme
from ..ui.widgets import Button, panel
from . import hud


class EndBanner(Scene):
    overlay = True

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game = game_scene
        self.age = 0.0
        self.again = Button("game.again", self.play_again, "primary", hotkey=pygame.K_RETURN)
        self.menu = Button("game.menu", self.to_menu)
        self.look = Button("banner.look", app.pop, "quiet", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.again, self.menu, self.look]

    def play_again(self):
        self.app.pop()
        self.game.play_again()

    def to_menu(self):
        self.app.back_to_menu()

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - 40, round(620 * s)), round(290 * s))
        self.card.center = (w // 2, h // 2)
        bw, bh = round(180 * s), round(52 * s)
        y = self.card.bottom - round(24 * s) - bh
        for i, button in enumerate((self.menu, self.again, self.look)):
            button.rect = pygame.Rect(0, y, bw, bh)
            button.rect.centerx = round(self.card.centerx + (i - 1) * (bw + 16 * s))

    def update(self, dt):
        super().update(dt)
        self.age += dt

    def draw(self, surface):
        s = self.scale
        shade = pygame.Surface(self.size, pygame.SRCALPHA)
        shade.fill((8, 6, 16, min(150, round(self.age * 600))))
        surface.blit(shade, (0, 0))
        grow = min(1.0, self.age / 0.18)
        card = self.card.inflate(-(1 - grow) * self.card.width * 0.2, -(1 - grow) * self.card.height * 0.2)
        panel(surface, card, radius=round(24 * s), fill=(30, 24, 52, 245), edge=(*theme.GOLD, 220))
        state = self.game.state
        inner = card.inflate(-round(40 * s), 0)
        headline = hud.result_headline(self.game)
        area = pygame.Rect(inner.left, card.top + round(26 * s), inner.width, round(64 * s))
        text.draw_fitted(surface, headline, area, 52 * s, theme.GOLD, "title")
        score = self.game.result_text(state)
        area = area.move(0, round(70 * s))
        area.height = round(36 * s)
        text.draw_fitted(surface, score, area, 26 * s, theme.TEXT, "bold")
        reason = t(f"outcome.{self.game.info.id}.{state.outcome}")
        text.draw_fitted(surface, reason, area.move(0, round(40 * s)), 22 * s, theme.TEXT_DIM)
        self.draw_buttons(surface)
