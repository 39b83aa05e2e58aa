"""27 in words: the move list's notation, the player cards, the score line."""

from ...i18n import t
from ...ui.gametexts import GameTexts


class TwentySevenTexts(GameTexts):
    game = "twentyseven"

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        dest = before.destination(move)
        key = "27.move_base" if before.removes_cell(move) else "27.move"
        return t(key, count=move.count, src=move.from_cell + 1, dst=dest + 1)

    def player_lines(self, state, player):
        return [t("27.score", n=state.score(player), cell=state.goal(player) + 1),
                t("27.stacks", n=state.owned_stacks(player))]

    def turn_detail(self, state):
        n = state.owned_stacks(state.to_move)
        return t("27.turn", n=n) if n else ""  # owning no stack, the player passes (the pass notice says so)

    def result_text(self, state):
        return t("27.result", white=state.score(0), black=state.score(1),
                 w=self.side_name(0), b=self.side_name(1))
