"""27: a line of cells with stacks of pawns, drawn from the side.

Click a pawn of one of your stacks to take it and everything above it; the
destination lights up; click it to play.
"""

from ..i18n import t
from .game import GameScene


class TwentySevenScene(GameScene):
    # -- clicks ------------------------------------------------------------------------
    def explain(self, targets, before):
        state = self.state
        pawns = [target for target in targets if target[0] == "pawn"]
        if not pawns:
            return t("27.pick_pawn")
        _, index, count = pawns[0]
        owner = state.owner(index)
        name = self.texts.side_name(state.to_move)
        if owner is None:
            return t("27.nobody_owns")
        if owner != state.to_move:
            return t("27.not_yours", name=self.texts.side_name(owner))
        if count == len(state.cells[index]):
            return t("27.base_stays")
        n = state.owned_stacks(state.to_move)
        return t("27.overshoot", name=name, n=n)


Scene = TwentySevenScene
