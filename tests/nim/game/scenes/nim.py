"""Pyramid Nim: the rows of stones on the pyramid. A click on a stone takes it and every stone
to its right in the row; a click that cannot be played says why (the rules' reason)."""

from pyrapack.scenes.game import GameScene

from ..rules import nim as rules


class NimScene(GameScene):
    def explain(self, targets, before):
        stones = [target for target in targets if target[0] == "stone"]
        if not stones:
            return None
        _, row, count = stones[0]
        return self.texts.why(self.state.why_illegal(rules.Move(row, count)))


Scene = NimScene
