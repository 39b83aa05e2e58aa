"""The board view of a game that has none yet: its positions as its rules write them.

A game registered with its rules only (``docs/adding-a-game.md``, step 2) cannot be played,
but its saved games can still be replayed, its tile shown on the menu: this view draws a
position as the line of text its rules module writes (``State.to_text``) and a plain pyramid
for its picture. Nothing on it can be clicked.
"""

import pygame

from . import text, theme
from .boardview import BoardView


class PlainView(BoardView):
    def __init__(self, game):
        self._game = game

    @property
    def game(self):
        return self._game

    @classmethod
    def for_match(cls, match):
        return cls(match.game)

    def draw_board(self, surface, state, marks, anim):
        s = self.scale
        area = self.rect.inflate(-round(40 * s), -round(40 * s))
        text.draw_wrapped(surface, state.to_text(), area, 26 * s, theme.SAND, "bold")

    def targets_at(self, state, pos, marks=None):
        return []

    def click_sequences(self, state, moves):
        return {move: [] for move in moves}

    def anchor(self, state, key):
        return self.rect.center

    @staticmethod
    def draw_icon(surface, rect):
        """A plain stepped pyramid, in the colours of an empty board."""
        rows = 4
        step = min(rect.width / (rows + 1), rect.height / (rows + 1))
        bottom = rect.centery + step * rows / 2
        for row in range(rows):
            width = step * (rows - row)
            block = pygame.Rect(0, 0, round(width), round(step * 0.9))
            block.midbottom = (rect.centerx, round(bottom - row * step))
            pygame.draw.rect(surface, theme.SAND_DARK, block, border_radius=round(step * 0.12))
            pygame.draw.rect(surface, theme.SAND, block, max(1, round(step * 0.06)), border_radius=round(step * 0.12))
