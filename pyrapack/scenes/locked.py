"""Another PyraPack already has the data folder: open this one read-only, or quit.

Two apps writing one folder would overwrite each other's games and settings, so the
second one asks first. Read-only, it plays normally but saves nothing, and says so at
the top of every screen, above its messages (``App.toast_layout``).
"""

import pygame

from ..i18n import t
from ..ui import backdrop, text, theme
from ..ui.widgets import Button
from .modal import Modal


class LockedScene(Modal):
    overlay = False
    CARD = (720, 290)
    EDGE = theme.BAD

    def __init__(self, app):
        super().__init__(app)
        self.open_button = Button("locked.read_only", app.open_menu, "primary", hotkey=pygame.K_RETURN)
        self.quit_button = Button("locked.quit", app.quit, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.quit_button, self.open_button]

    def heading(self):
        return t("speech.screen", title=t("locked.title"), about=t("locked.explain", folder=str(self.app.storage.directory)))

    def layout(self):
        super().layout()
        s = self.scale
        width, gap = round(260 * s), round(16 * s)
        left = self.card.centerx - width - gap // 2
        for i, button in enumerate(self.buttons):
            button.rect.width = width
            button.rect.left = left + i * (width + gap)

    def draw(self, surface):
        surface.blit(backdrop.night(self.size), (0, 0))
        super().draw(surface)

    def draw_content(self, surface, card):
        s = self.scale
        inner = card.inflate(-round(48 * s), 0)
        title = pygame.Rect(inner.left, card.top + round(26 * s), inner.width, round(48 * s))
        text.draw_fitted(surface, t("locked.title"), title, 36 * s, theme.GOLD, "title")
        body = pygame.Rect(inner.left, title.bottom + round(14 * s), inner.width, round(150 * s))
        text.draw_wrapped(surface, t("locked.explain", folder=str(self.app.storage.directory)), body,
                          21 * s, theme.TEXT)
