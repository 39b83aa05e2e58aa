"""Play from here: a new game from a replayed position, hot-seat or against the bot.

The new game starts with the moves that led to the position and says where it
branched from (``Match.branch``); it is kept as a game of its own once a move is played.
"""

import pygame

from .. import games, players
from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import Button, ChoiceRow, same_label_size
from .modal import Modal


class BranchDialog(Modal):
    CARD = (760, 400)

    def __init__(self, app, match, ply):
        super().__init__(app)
        self.match, self.ply = match, ply
        sides = games.get(match.game).sides
        self.to_move = match.states[ply].to_move
        remember = app.settings.choice
        g = match.game
        self.mode = ChoiceRow("setup.players", [("hotseat", "setup.hotseat"), ("bot", "setup.vs_bot")],
                              remember(g, "mode", "hotseat"), self._refresh)
        self.level = ChoiceRow("setup.level", [(lv, f"level.{lv}") for lv in players.LEVELS],
                               remember(g, "level", players.DEFAULT_LEVEL))
        self.side = ChoiceRow("setup.you_play", [("0", sides[0]), ("1", sides[1])], str(self.to_move))
        self.rows = [self.mode, self.level, self.side]
        self.start = Button("branch.start", self.start_game, "primary", hotkey=pygame.K_RETURN)
        self.cancel = Button("branch.cancel", app.pop, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.cancel, self.start]
        self._refresh()

    def _refresh(self, _value=None):
        self.level.visible = self.side.visible = self.mode.value == "bot"

    def players(self):
        return players.seats(self.level.value if self.mode.value == "bot" else None, self.side.value)

    def start_game(self):
        self.app.sound.play("select")
        match = self.match.branch(self.ply, self.players())
        self.app.pop()
        self.app.resume_game(match)

    def layout(self):
        super().layout()
        s = self.scale
        x, y = self.card.left + round(36 * s), self.card.top + round(100 * s)
        for row in self.rows:
            row.rect = pygame.Rect(x, y, self.card.width - round(72 * s), round(46 * s))
            row.title_width = round(200 * s)
            y += round(58 * s)

    def heading(self):
        """Speech: the card, and where the new game starts."""
        note = t("branch.from", ply=self.ply) if self.ply else t("branch.from_start")
        return t("speech.screen", title=t("branch.title"), about=note)

    def focus_stops(self):
        rows = [stop for row in self.rows for stop in row.stops(lambda: self.app.sound.play("select"))]
        return rows + super().focus_stops()

    def handle(self, event):
        for row in self.rows:
            if row.visible and row.handle(event):
                self.app.sound.play("select")
                return True
        return super().handle(event)

    def draw_content(self, surface, card):
        s = self.scale
        same_label_size(self.buttons, 22 * s)
        head = pygame.Rect(card.left + round(36 * s), card.top + round(24 * s), card.width - round(72 * s),
                           round(40 * s))
        text.draw_fitted(surface, t("branch.title"), head, 32 * s, theme.GOLD, "title", "midleft")
        note = t("branch.from", ply=self.ply) if self.ply else t("branch.from_start")
        text.draw_fitted(surface, note, head.move(0, round(38 * s)), 19 * s, theme.TEXT_DIM, "body", "midleft")
        mouse = self.app.pointer()
        for row in self.rows:
            row.draw(surface, s, mouse)
