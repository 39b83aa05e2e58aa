"""27: a line of cells with stacks of pawns, drawn from the side.

Click a pawn of one of your stacks to take it and everything above it; the
destination lights up; click it to play. By keys, the arrows and Enter do the same, and
with a stack's pawns taken Down takes one more of them, Up one fewer.
"""

import pygame

from ..i18n import t
from ..part_types import GameScenePart
from ..rules import twentyseven as rules
from .game import GameScene


class TwentySevenScene(GameScene):
    KEYS = (("keys.updown", "27.keys.updown_does"),)
    def __init__(self, app, match, coaching=None):
        super().__init__(app, match, coaching)
        self.keys[(pygame.K_DOWN, 0)] = lambda: self.take(1)
        self.keys[(pygame.K_UP, 0)] = lambda: self.take(-1)

    # -- clicks ------------------------------------------------------------------------
    def take(self, more):
        """With a stack's pawns selected, Down takes one more of them and Up one fewer (by keys,
        as a click on another pawn of the stack would); False: nothing selected."""
        clicks = self.input.clicks
        if len(clicks) != 1:
            return False
        _, index, count = clicks[0]
        target = ("pawn", index, count + more)
        if target in self.input.first_targets:
            self.click_on([target], True)
            self.focus.key = target
        return True

    def explain(self, targets, before):
        """A pawn says why its move is not legal (the rules'); anything else, what to click."""
        pawns = [target for target in targets if target[0] == "pawn"]
        if not pawns:
            return t("27.pick_pawn")
        _, index, count = pawns[0]
        return self.texts.why(self.state.why_illegal(rules.Move(index, count)))


Scene: type[GameScenePart] = TwentySevenScene  # the type checker holds it to the protocol (part_types.py)
