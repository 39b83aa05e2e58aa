"""Pyramida in words: the move list's notation, the player cards, the score line."""

from ..i18n import t
from ..part_types import GameWords
from ..rules import pyramida as rules
from . import GameTexts


class PyramidaTexts(GameTexts):
    numbers = {"pyramida.result": "a scoreline"}

    def why(self, reason):
        """A rules reason in words; the player to move, when it says who, is named too."""
        if reason is not None and "mover" in reason.values:
            values = dict(reason.values, mover=self.side_name(reason.values["mover"]))
            reason = reason._replace(values=values)
        return super().why(reason)

    def typing_note(self, state):
        return t("pyramida.typing")

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        values = {"src": move.src, "dst": move.dst, "stone": move.push_stone, "to": move.push_to}
        if move.dst == rules.APEX:
            return t("pyramida.mv_off", **values)
        kind = before.attack_kind(move)
        if kind is None:
            return t("pyramida.mv", **values)
        if move.push_to is None:
            return t("pyramida.mv_stuck", **values)
        return t("pyramida.mv_column" if kind == "column" else "pyramida.mv_push", **values)

    def move_words(self, before, move):
        if move.is_pass:
            return t("game.pass")
        values = {"src": move.src, "dst": move.dst, "stone": move.push_stone, "to": move.push_to}
        if move.dst == rules.APEX:
            return t("pyramida.say.off", **values)
        kind = before.attack_kind(move)
        key = {None: "step", "column": "column", "contact": "push", "column failed": "push"}[kind]
        return t("pyramida.say.stuck" if kind and move.push_to is None else f"pyramida.say.{key}", **values)

    def target_words(self, state, target, clicks=()):
        owner = state.owner(target[1])
        if owner is None:
            return t("pyramida.say.cell", cell=target[1])
        return t(f"pyramida.say.stone.{owner}", cell=target[1])  # "pion blanc": the colour agrees, no name

    def position_words(self, state):
        return " ".join(t("pyramida.say.side", side=self.side_name(p), n=state.exited[p],
                          cells=", ".join(state.stones(p)) or t("pyramida.say.none")) for p in (0, 1))

    def player_lines(self, state, player, out=None):
        """``out``: the stones shown in the tray when it differs from the position's (one in flight)."""
        out = state.exited[player] if out is None else out
        on = len(state.stones(player)) + state.exited[player] - out  # still flying over the pyramid
        return [t("pyramida.out", n=out), t("pyramida.on_board", n=on)]

    def turn_detail(self, state):
        return t("pyramida.last_stone") if len(state.stones(state.to_move)) == 1 else ""

    def result_text(self, state, names=(None, None)):
        return t("pyramida.result", w=self.label(0, names), b=self.label(1, names),
                 white=state.exited[0], black=state.exited[1])


Texts: type[GameWords] = PyramidaTexts  # the type checker holds it to the protocol (part_types.py)
