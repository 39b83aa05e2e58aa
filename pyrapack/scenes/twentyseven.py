"""27: a line of cells with stacks of pawns, drawn from the side.

Click a pawn of one of your stacks to take it and everything above it; the
destination lights up; click it to play.
"""

from ..i18n import t
from ..rules import twentyseven as rules
from .game import GameScene


class TwentySevenScene(GameScene):
    # -- clicks ------------------------------------------------------------------------
    def explain(self, targets, before):
        """A pawn says why its move is not legal (the rules'); anything else, what to click."""
        pawns = [target for target in targets if target[0] == "pawn"]
        if not pawns:
            return t("27.pick_pawn")
        _, index, count = pawns[0]
        return self.texts.why(self.state.why_illegal(rules.Move(index, count)))


Scene = TwentySevenScene
