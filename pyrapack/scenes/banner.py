"""The end-of-game banner: who won (against the bot: you or the bot), the score and length,
why, and what next: the menu, a rematch, the bot's review of the game, or a look at the board."""

import pygame

from .. import words
from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import Button, same_label_size
from .modal import Modal


class EndBanner(Modal):
    """The banner of ``match``, finished; ``texts`` its game's words; ``rematch()`` starts
    the next game."""

    CARD = (860, 300)

    def __init__(self, app, match, texts, rematch):
        super().__init__(app)
        self.match, self.texts, self.rematch = match, texts, rematch
        self.again = Button("game.again", self.play_again, "primary", hotkey=pygame.K_RETURN)
        self.menu = Button("game.menu", app.back_to_menu)
        self.review = Button("banner.review", self.open_review)
        self.look = Button("banner.look", app.pop, "quiet", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.menu, self.again, self.review, self.look]

    def play_again(self):
        self.app.pop()
        self.rematch()

    def open_review(self):
        """The game in the replay, the bot's review under way."""
        self.app.pop()
        self.app.open_replay(self.match, review=True)

    def headline(self):
        """Against the bot, who won is you or the bot; between two players, a name or a colour."""
        match = self.match
        return words.banner_headline(match.game, match.players, match.state.winner, match.names)

    def heading(self):
        """Speech: who won, why, and the score (the banner's three lines)."""
        return " ".join((self.headline(), self.summary(), words.outcome(self.match.game, self.match.state.outcome)))

    def summary(self):
        """One line: the score and how many moves it took."""
        moves = t("banner.moves", n=len(self.match.moves))
        score = self.texts.result_text(self.match.state)
        return t("banner.summary", score=score, moves=moves) if score else moves

    def draw_content(self, surface, card):
        s = self.scale
        same_label_size(self.buttons, 22 * s)
        inner = card.inflate(-round(40 * s), 0)
        area = pygame.Rect(inner.left, card.top + round(26 * s), inner.width, round(64 * s))
        text.draw_fitted(surface, self.headline(), area, 52 * s, theme.GOLD, "title")
        area = pygame.Rect(inner.left, area.bottom + round(6 * s), inner.width, round(36 * s))
        text.draw_fitted(surface, self.summary(), area, 26 * s, theme.TEXT, "bold")
        reason = words.outcome(self.match.game, self.match.state.outcome)
        text.draw_fitted(surface, reason, area.move(0, round(40 * s)), 22 * s, theme.TEXT_DIM)
