"""The end-of-game banner: who won, the score, why, and what next."""

import pygame

from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import Button, same_label_size
from . import hud
from .modal import Modal


class EndBanner(Modal):
    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game = game_scene
        self.again = Button("game.again", self.play_again, "primary", hotkey=pygame.K_RETURN)
        self.menu = Button("game.menu", app.back_to_menu)
        self.look = Button("banner.look", app.pop, "quiet", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.menu, self.again, self.look]

    def play_again(self):
        self.app.pop()
        self.game.play_again()

    def draw_content(self, surface, card):
        s = self.scale
        same_label_size(self.buttons, 22 * s)
        state = self.game.state
        inner = card.inflate(-round(40 * s), 0)
        area = pygame.Rect(inner.left, card.top + round(26 * s), inner.width, round(64 * s))
        text.draw_fitted(surface, hud.result_headline(self.game), area, 52 * s, theme.GOLD, "title")
        area = pygame.Rect(inner.left, area.bottom + round(6 * s), inner.width, round(36 * s))
        text.draw_fitted(surface, self.game.result_text(state), area, 26 * s, theme.TEXT, "bold")
        reason = t(f"outcome.{self.game.info.id}.{state.outcome}")
        text.draw_fitted(surface, reason, area.move(0, round(40 * s)), 22 * s, theme.TEXT_DIM)
