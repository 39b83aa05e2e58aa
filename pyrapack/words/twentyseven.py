"""27 in words: the cells' names, the move list's notation, the player cards, the score line.

A cell is named by its place in the starting line of nine, 1 to 9 from White's start
(``State.origin``), and keeps that name when cells before it vanish (grey and red
variants): the board's labels and every move of the list stay in step all game.
"""

from ..i18n import t
from . import GameTexts


def cell_name(state, cell):
    """The name of ``state``'s cell ``cell`` (an index in today's line), as the board labels it."""
    return str(state.origin(cell) + 1)


class TwentySevenTexts(GameTexts):
    game = "twentyseven"
    prefix = "27"

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        dest = before.destination(move)
        key = "27.move_base" if before.removes_cell(move) else "27.move"
        return t(key, count=move.count, src=cell_name(before, move.from_cell), dst=cell_name(before, dest))

    def player_lines(self, state, player):
        return [t("27.score", n=state.score(player), cell=cell_name(state, state.goal(player))),
                t("27.stacks", n=state.owned_stacks(player))]

    def turn_detail(self, state):
        n = state.owned_stacks(state.to_move)
        return t("27.turn", n=n) if n else ""  # owning no stack, the player passes (the pass notice says so)

    def result_text(self, state):
        return t("27.result", white=state.score(0), black=state.score(1),
                 w=self.side_name(0), b=self.side_name(1))


Texts = TwentySevenTexts
