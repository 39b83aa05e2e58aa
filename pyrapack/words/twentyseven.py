"""27 in words: the move list's notation, the player cards, the score line.

A cell is called by its lasting name (``State.cell_name``: its place in the starting line
of nine), so the board's labels and every move of the list stay in step all game.
"""

from ..i18n import t
from . import GameTexts


class TwentySevenTexts(GameTexts):
    prefix = "27"

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        dest = before.destination(move)
        key = "27.move_base" if before.removes_cell(move) else "27.move"
        return t(key, count=move.count, src=before.cell_name(move.from_cell), dst=before.cell_name(dest))

    def player_lines(self, state, player):
        return [t("27.score", n=state.score(player), cell=state.cell_name(state.goal(player))),
                t("27.stacks", n=state.owned_stacks(player))]

    def turn_detail(self, state):
        n = state.owned_stacks(state.to_move)
        return t("27.turn", n=n) if n else ""  # owning no stack, the player passes (the pass notice says so)

    def notation_note(self):
        return t("27.notation")

    def result_text(self, state):
        return t("27.result", white=state.score(0), black=state.score(1),
                 w=self.side_name(0), b=self.side_name(1))


Texts = TwentySevenTexts
