"""The end-of-game banner: who won (against the bot: you or the bot), the score and length,
why, between two people the running score of their sitting, and what next: the menu, a
rematch (the sides swapped, or kept), the bot's review of the game, or a look at the board."""

import pygame

from .. import words
from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import Button, ChoiceRow, same_label_size
from .modal import Modal
from .speaking import sentences


class EndBanner(Modal):
    """The banner of ``match``, finished; ``texts`` its game's words; ``rematch()`` starts
    the next game."""

    CARD = (860, 410)

    def __init__(self, app, match, texts, rematch):
        super().__init__(app)
        self.match, self.texts, self.rematch = match, texts, rematch
        self.again = Button("game.again", self.play_again, "primary", hotkey=pygame.K_RETURN)
        self.menu = Button("game.menu", app.back_to_menu)
        self.review = Button("banner.review", self.open_review)
        self.look = Button("banner.look", app.pop, "quiet", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.menu, self.again, self.review, self.look]
        self.next_game = ChoiceRow("banner.next", [("swap", "banner.swap"), ("same", "banner.same")],
                                   app.settings.choice(match.game, "rematch", "swap"), self.choose_next)
        self.next_game.visible = match.network is None  # over the network, a rematch swaps the sides

    def choose_next(self, value):
        """The rematch swaps the sides or keeps them: remembered for the game (the side panel's
        Rematch does the same)."""
        self.app.settings.remember(self.match.game, rematch=value)
        self.app.save_settings()

    def play_again(self):
        self.app.pop()
        self.rematch()

    def open_review(self):
        """The game in the replay, the bot's review under way."""
        self.app.pop()
        self.app.open_replay(self.match, review=True)

    def ended(self):
        """How the game ended: by its moves, or a resignation (a banner drawn for a game still on,
        as the pictures of its layout are, says what its position says)."""
        state = self.match.state
        return self.match.result or {"winner": state.winner, "outcome": state.outcome}

    def headline(self):
        """Against the bot, who won is you or the bot; between two players, a name or a colour."""
        match = self.match
        return words.banner_headline(match.game, match.players, self.ended()["winner"], match.names)

    def heading(self):
        """Speech: who won, why, and the score (the banner's three lines)."""
        return sentences(self.headline(), self.summary(), words.outcome(self.match.game, self.ended()["outcome"]))

    def summary(self):
        """One line: the score and how many moves it took."""
        moves = t("banner.moves", n=len(self.match.moves))
        score = self.texts.result_text(self.match.state, self.match.names)
        return t("banner.summary", score=score, moves=moves) if score else moves

    def running_line(self):
        """Between two people, the running score of their sitting (this game and the ones before
        it, rematch after rematch); against the bot, nothing."""
        match = self.match
        return "" if match.vs_bot else words.running_score(match.game, match.names, match.score())

    # -- layout and events --------------------------------------------------------------------
    def layout(self):
        self.CARD = (860, 410 if not self.match.vs_bot else 370)  # a line for the running score
        super().layout()
        s = self.scale
        buttons = self.menu.rect.union(self.look.rect)  # the choice lines up with the buttons under it
        row = pygame.Rect(buttons.left, buttons.top - round(72 * s), buttons.width, round(42 * s))
        self.next_game.rect, self.next_game.title_width = row, round(190 * s)

    def handle(self, event):
        if super().handle(event):
            return True
        if self.next_game.handle(event):
            self.app.sound.play("select")
            return True
        return False

    def focus_stops(self):
        """The choice of the next game's sides, then the buttons."""
        return self.next_game.stops(lambda: self.app.sound.play("select")) + super().focus_stops()

    def draw_content(self, surface, card):
        s = self.scale
        same_label_size(self.buttons, 22 * s)
        inner = card.inflate(-round(40 * s), 0)
        area = pygame.Rect(inner.left, card.top + round(26 * s), inner.width, round(64 * s))
        text.draw_fitted(surface, self.headline(), area, 52 * s, theme.GOLD, "title")
        area = pygame.Rect(inner.left, area.bottom + round(6 * s), inner.width, round(36 * s))
        text.draw_fitted(surface, self.summary(), area, 26 * s, theme.TEXT, "bold")
        reason = words.outcome(self.match.game, self.ended()["outcome"])
        text.draw_fitted(surface, reason, area.move(0, round(40 * s)), 22 * s, theme.TEXT_DIM)
        running = self.running_line()
        if running:
            text.draw_fitted(surface, running, area.move(0, round(84 * s)), 24 * s, theme.GOLD, "bold")
        self.next_game.draw(surface, s, self.app.pointer())
