"""Back to a lesson left part way: go on from the step where the learner left it, or start
it again (Esc: neither, for now)."""

import pygame

from ..i18n import t
from ..scenes.modal import Modal
from ..ui import text, theme
from ..ui.widgets import Button, same_label_size


class ResumeLesson(Modal):
    """The question Learn asks when the lesson of the game called ``title`` (its catalogue key)
    was left at step ``index`` (0-based) of ``count``; ``start(index)`` opens it at a step."""

    CARD = (680, 220)
    EDGE = theme.LESSON

    def __init__(self, app, title, index, count, start):
        super().__init__(app)
        self.title, self.index, self.count, self.start = title, index, count, start
        self.go_on = Button(lambda: t("tutorial.go_on", number=index + 1), lambda: self.open(index), "primary",
                            hotkey=pygame.K_RETURN)
        self.again = Button("tutorial.start_again", lambda: self.open(0))
        self.cancel = Button("dialog.no", app.pop, "quiet", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.cancel, self.again, self.go_on]

    def open(self, index):
        self.app.pop()
        self.start(index)

    def heading(self):
        """Speech: what the card asks (its title and question)."""
        return f"{t('tutorial.step_title', game=t(self.title))}. {t('tutorial.left_at', number=self.index + 1, count=self.count)}"

    def layout(self):
        super().layout()
        s, row = self.scale, self.buttons
        gap = round(14 * s)
        width = (self.card.width - round(48 * s) - 2 * gap) // 3
        for i, button in enumerate(row):
            button.rect.width = width
            button.rect.left = self.card.left + round(24 * s) + i * (width + gap)

    def draw_content(self, surface, card):
        s = self.scale
        same_label_size(self.buttons, 22 * s)
        area = card.inflate(-round(48 * s), 0)
        head = pygame.Rect(area.left, card.top + round(22 * s), area.width, round(40 * s))
        text.draw_fitted(surface, t("tutorial.step_title", game=t(self.title)), head, 32 * s, theme.GOLD, "title")
        words = pygame.Rect(area.left, head.bottom + round(8 * s), area.width, round(50 * s))
        question = t("tutorial.left_at", number=self.index + 1, count=self.count)
        text.draw_fitted(surface, question, words, 22 * s, theme.TEXT, "bold")
