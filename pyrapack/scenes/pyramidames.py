"""Pyramidames: draughts on a stepped pyramid, seen from above, with its four faces.

Click a pawn: its steps, or the first landing squares of its captures, light
up. A multi-capture is entered landing by landing (only the continuations
still legal light up) and plays once the path is complete. The faces panel
on the right shows the face each jump is made in; jumped pieces stay marked
until the move ends, and an invisible-cube stop shows as a ghost cube.
"""

from ..i18n import t
from ..part_types import GameScenePart
from ..rules import pyramidames as rules
from ..views.pyramidames.view import jumps_of
from .game import GameScene


class PyramidamesScene(GameScene):
    def __init__(self, app, match, coaching=None):
        self.jumps = {}  # capture -> jumps_of(state, capture), per position
        super().__init__(app, match, coaching)

    # -- positions and clicks ------------------------------------------------------------
    def new_position(self):
        self.jumps = self.view.jumps(self.state)
        super().new_position()

    def forced_targets(self):
        """A capture is compulsory: the pawns that can make one are the ones that must."""
        return frozenset(("pawn", m.path[0]) for m in self.jumps) if self.human_to_move else frozenset()

    def explain(self, targets, before):
        """Why a pawn cannot move, or the selected one cannot go there (the rules' reasons);
        in the middle of a capture, that it goes on; else what to click."""
        if not targets:  # off the squares: in the middle of a capture, it goes on
            return t("pyramidames.why.go_on") if len(before) > 1 else None
        state, sq = self.state, targets[0][1]
        owner = state.piece_at(sq)
        if before and owner == 1 - state.to_move:
            return t("pyramidames.click_landing")
        if len(before) > 1 and owner == state.to_move and sq != before[0][1]:
            return t("pyramidames.why.go_on")
        if sum(sq) % 2 or owner is not None and sq != (before[0][1] if before else None):
            return self.texts.why(state.why_immobile(sq))
        if not before:
            return t("pyramidames.pick_pawn")
        return self.texts.why(state.why_illegal(rules.Move(tuple(c[1] for c in before) + (sq,))))

    # -- texts ---------------------------------------------------------------------------
    def player_lines(self, state, player):
        return self.texts.player_lines(state, player, start=self.match.states[0])

    def turn_detail(self, state):
        if state is self.state:  # the captures of this position are known already
            return t("pyramidames.turn_capture") if self.jumps else t("pyramidames.turn_step")
        return self.texts.turn_detail(state)

    def after_move(self, before, move, after):
        if not move.is_capture:
            return
        info = jumps_of(before, move)
        cubes = [rules.square_name(j[2]) for j in info if j[4]]
        line = t("pyramidames.took", name=self.texts.side_name(before.to_move), n=len(info))
        stops = t("pyramidames.cube_stops", n=len(cubes), cubes=", ".join(cubes)) if cubes else ""
        self.say("game.reason", text=f"{line} {stops}".strip(), said_as=stops)  # speech: the move named the pawns taken


Scene: type[GameScenePart] = PyramidamesScene  # the type checker holds it to the protocol (part_types.py)
