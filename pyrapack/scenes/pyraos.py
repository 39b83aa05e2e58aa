"""Pyraos: the pyramid of balls seen from above, the two reserve trays, the four level maps.

Click your tray (or straight on an empty spot), or one of your free balls, then a lit spot:
the ball is placed or raised. When it completes a formation, the scene says so, marks it in
red, and asks for the balls to take back: click one (then confirm) or two; the second may be
the ball the first was resting on. Hovering a level map fades the levels above it.
"""

from ..i18n import t
from ..part_types import GameScenePart
from ..rules.pyraos import Move
from ..views.pyraos.view import formation_word
from .game import GameScene


class PyraosScene(GameScene):
    def __init__(self, app, match, coaching=None):
        self._announced = None  # the ball whose formation was announced
        super().__init__(app, match, coaching)

    # -- the position shown: the state plus the move being entered ------------------------
    def display(self):
        """``{spot: player}`` as shown: the landed ball in place, balls being taken back gone."""
        return self.view.display(self.state, self.board.entry_marks())[0]

    def formations(self):
        """The formations the ball being entered completes (none until it has landed)."""
        return self.view.display(self.state, self.board.entry_marks())[1]

    def taking_back(self):
        """The clicked ball completes a formation: the next clicks choose balls to take back."""
        return self.view.taking_back(self.state, self.board.entry_marks())

    # -- clicks ------------------------------------------------------------------------
    def new_position(self):
        super().new_position()
        self._announced = None

    def click(self, pos):
        """A ball that completes a formation is announced, once."""
        result = super().click(pos)
        if self.taking_back() and self._announced != self.input.clicks[:2]:
            self._announced = self.input.clicks[:2]
            self.say("pyraos.formed", "good", what=self.formation_word())
        return result

    def explain(self, targets, before):
        """Why a ball cannot be taken back, raised there or played at all (the rules' reasons);
        a click on nothing, what to click."""
        state = self.state
        spot = next((target[1] for target in targets if target[0] in ("spot", "take")), None)
        tray = next((target[1] for target in targets if target[0] == "tray"), None)
        if len(before) >= 2:  # balls being taken back
            if spot is None or spot not in self.display():
                return t("pyraos.why.take_lit")
            src = before[0][1] if before[0][0] == "spot" else None
            return self.texts.why(state.why_illegal(Move(src, before[1][1], tuple(c[1] for c in before[2:]) + (spot,))))
        if spot is None:
            if tray is not None and tray != state.to_move:
                return t("pyraos.why.their_tray", name=self.texts.side_name(tray))
            return t("pyraos.why.pick")
        if state.ball_at(spot) is not None:
            return self.texts.why(state.why_immobile(spot))
        if before and before[0][0] == "spot":  # a ball to raise, and where it cannot go
            return self.texts.why(state.why_illegal(Move(before[0][1], spot)))
        return t("pyraos.why.pick")

    def confirm_label(self):
        if len(self.input.clicks) == 3:
            return t("pyraos.take_just_one")
        return t("game.confirm")

    def warning_before(self, move):
        """A move that loses at once (the last ball placed) is asked about first; one that draws
        by repetition is not (the warning speaks of the last ball)."""
        after = self.state.play(move)
        if after.winner != 1 - self.state.to_move:
            return None
        safe = any(not self.state.play(m).is_over for m in self.state.legal_moves())
        return t("pyraos.warn_last_ball") if safe else None

    def after_move(self, before, move, after):
        if move.take:
            self.say("pyraos.took_back", said_as="", name=self.texts.side_name(before.to_move), n=len(move.take))  # said by the move
        if not after.is_over and after.repetitions == 2:
            self.say("pyraos.repeated", "warn")

    # -- texts -------------------------------------------------------------------------
    def spot_label(self, spot):
        return self.texts.spot_label(spot)

    def formation_word(self):
        return formation_word(self.formations())

    def turn_detail(self, state):
        if self.human_to_move and self.input.clicks:
            n = len(self.input.clicks)
            if n == 1:
                return t("pyraos.turn_where" if self.input.clicks[0][0] == "tray" else "pyraos.turn_where_up")
            if n == 2 and self.taking_back():
                return t("pyraos.turn_take", what=self.formation_word())
            if n > 2:
                return t("pyraos.turn_take_second")
        return self.texts.turn_detail(state)

    def player_lines(self, state, player):
        if state is self.state:  # the count the tray shows, the ball being placed or taken back too
            reserve = self.view.tray_count(state, player, self.board.entry_marks(), self.anim)
            return self.texts.player_lines(state, player, reserve=reserve)
        return self.texts.player_lines(state, player)


Scene: type[GameScenePart] = PyraosScene  # the type checker holds it to the protocol (part_types.py)
