"""Pyramid Nim in words: the move list's notation, the stones left, the end."""

from pyrapack.i18n import t
from pyrapack.words import GameTexts


class NimTexts(GameTexts):
    def move_text(self, before, move):
        return t("nim.move", n=move.count, row=move.row + 1)

    def turn_detail(self, state):
        return t("nim.left", n=state.stones())

    def result_text(self, state, names=(None, None)):
        return t(f"nim.result.{state.variant}")


Texts = NimTexts
