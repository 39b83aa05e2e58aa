"""Pyramid Nim in words: the move list's notation, the stones left, the end."""

from pyrapack.i18n import t
from pyrapack.words import GameTexts


class NimTexts(GameTexts):
    numbers = {"nim.move": "a move in notation: 2 from row 3 (short: the move list and the review's lines)"}

    def move_text(self, before, move):
        return t("nim.move", count=move.count, row=move.row + 1)

    def turn_detail(self, state):
        return t("nim.left", n=state.stones())

    def result_text(self, state, names=(None, None)):
        return t(f"nim.result.{state.variant}")


Texts = NimTexts
