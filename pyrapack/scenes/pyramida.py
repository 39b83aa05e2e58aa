"""Pyramida: race five stones up a stepped pyramid of diamond cells and off its apex.

Click one of your stones: its destinations light up (hovering one previews
the attack it makes); click one. When the attack leaves a choice, click the
stone to push, then the cell it retreats to. Stones that leave fly to their
side's exit tray beside the apex.
"""

from ..i18n import t
from ..part_types import GameScenePart
from ..rules import pyramida as rules
from ..views.pyramida import board
from .game import GameScene


class PyramidaScene(GameScene):
    # -- clicks ------------------------------------------------------------------------
    def explain(self, targets, before):
        """Why a stone cannot move, or not there (the rules' reasons); while a push is being
        chosen, what to click; else where the selected stone can go."""
        state = self.state
        name = self.texts.side_name(state.to_move)
        stage = self.choice_stage()
        if stage:
            return t("pyramida.why_target") if stage[0] == "target" else t("pyramida.why_retreat", stone=stage[1])
        if not targets:
            return t("pyramida.why_pick", name=name)
        kind, cell = targets[0]
        if kind == "stone" and state.owner(cell) == state.to_move:
            return self.texts.why(state.why_immobile(cell))  # a stone that could move would have been taken
        if before:
            src = before[0][1]
            if kind == "stone":
                return self.texts.why(state.why_illegal(rules.Move(src, cell)))
            dests = sorted({m.dst for m in self.input.sequences if m.src == src}, key=board.cell_order)
            return t("pyramida.why_dest", src=src, cells=", ".join(dests))
        if kind == "cell":
            return t("pyramida.why_pick", name=name)
        return self.texts.why(state.why_immobile(cell))

    def warning_before(self, move):
        if self.state.repeats_third_time(move):
            return t("pyramida.repeat_warning", name=self.texts.side_name(self.state.to_move))
        return None

    # -- texts -------------------------------------------------------------------------
    def extra_move(self):
        """Whether the player to move is playing again (the last move won an extra move)."""
        m = self.match
        return bool(m.moves) and not m.moves[-1].is_pass and m.states[-2].to_move == self.state.to_move

    def turn_line(self, state):
        name = self.texts.side_name(state.to_move)
        return t("pyramida.plays_again", name=name) if self.extra_move() else t("game.to_move", name=name)

    def choice_stage(self):
        """``("target", None)`` or ``("retreat", stone)`` while an attack's choice is being clicked."""
        if len(self.input.clicks) < 2 or not self.human_to_move:
            return None
        following = self.input.next_targets
        if not following:
            return None
        if any(kind == "stone" for kind, _ in following):
            return ("target", None)
        return ("retreat", self.input.candidates[0].push_stone)

    def turn_detail(self, state):
        stage = self.choice_stage()
        if stage:
            return t("pyramida.choose_target") if stage[0] == "target" else \
                t("pyramida.choose_retreat", stone=stage[1])
        return self.texts.turn_detail(state)

    def player_lines(self, state, player):
        if state is self.state:  # as the tray shows it: a stone leaving counts once it has landed
            return self.texts.player_lines(state, player, out=self.view.out_count(state, player, self.anim))
        return self.texts.player_lines(state, player)

    def after_move(self, before, move, after):
        if move.is_pass or after.is_over:
            return
        player = before.to_move
        name = self.texts.side_name(player)
        kind = before.attack_kind(move)
        if after.to_move == player:
            key = "pyramida.again_column" if kind == "column failed" else "pyramida.again_stuck"
            said_as = "" if key == "pyramida.again_stuck" else None  # speech: the move's words said it
            self.say(key, "good", said_as=said_as, stone=move.push_stone, name=name)
        elif move.dst == rules.APEX:
            self.say("pyramida.left", "good", name=name, n=after.exited[player])
        elif kind == "column":
            self.say("pyramida.column_done", said_as="", stone=move.push_stone, to=move.push_to)  # said by the move


Scene: type[GameScenePart] = PyramidaScene  # the type checker holds it to the protocol (part_types.py)
