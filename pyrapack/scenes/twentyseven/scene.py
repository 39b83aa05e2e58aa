"""27: a line of cells with stacks of pawns, drawn from the side.

Click a pawn of one of your stacks to take it and everything above it; the
destination lights up; click it to play.
"""

from ...i18n import t
from ..game import GameScene
from .view import TwentySevenView


class TwentySevenScene(GameScene):
    def make_view(self):
        return TwentySevenView()

    # -- clicks ------------------------------------------------------------------------
    def explain(self, targets):
        state = self.state
        pawns = [target for target in targets if target[0] == "pawn"]
        if not pawns:
            return t("27.pick_pawn")
        _, index, count = pawns[0]
        owner = state.owner(index)
        name = self.side_name(state.to_move)
        if owner is None:
            return t("27.nobody_owns")
        if owner != state.to_move:
            return t("27.not_yours", name=self.side_name(owner))
        if count == len(state.cells[index]):
            return t("27.base_stays")
        n = state.owned_stacks(state.to_move)
        return t("27.overshoot", name=name, n=n)

    # -- texts -------------------------------------------------------------------------
    def turn_detail(self, state):
        n = state.owned_stacks(state.to_move)
        return t("27.turn", n=n) if n else ""  # owning no stack, the player passes (the pass notice says so)

    def player_lines(self, state, player):
        return [t("27.score", n=state.score(player), cell=state.goal(player) + 1),
                t("27.stacks", n=state.owned_stacks(player))]

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        dest = before.destination(move)
        key = "27.move_base" if before.removes_cell(move) else "27.move"
        return t(key, count=move.count, src=move.from_cell + 1, dst=dest + 1)

    def result_text(self, state):
        return t("27.result", white=state.score(0), black=state.score(1),
                 w=self.side_name(0), b=self.side_name(1))
