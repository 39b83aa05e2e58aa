"""Pyraos in words: spot names, the move list's notation, the player cards, the score line."""

from ..i18n import t
from ..rules.pyraos import SPOTS, spot_name
from . import GameTexts


class PyraosTexts(GameTexts):
    numbers = {"pyraos.result": "a scoreline", "pyraos.map.level": "a level's number: Level 2"}

    def why(self, reason):
        """A rules reason in words, its spots named as the board names them."""
        if reason is None:
            return None
        values = {k: self.spot_label(v) if k in ("spot", "src", "dst") else v for k, v in reason.values.items()}
        return super().why(reason._replace(values=values))

    def spot_label(self, spot):
        return t("pyraos.apex") if spot[0] == 3 else spot_name(spot)

    def typing_note(self, state):
        return t("pyraos.typing")

    def move_text(self, before, move):
        dst = self.spot_label(move.dst)
        line = (t("pyraos.move_place", dst=dst) if move.is_place
                else t("pyraos.move_raise", src=self.spot_label(move.src), dst=dst))
        if move.take:
            line += t("pyraos.move_take", balls=" + ".join(self.spot_label(s) for s in move.take))
        return line

    def move_words(self, before, move):
        dst = self.spot_label(move.dst)
        line = (t("pyraos.say.place", dst=dst) if move.is_place
                else t("pyraos.say.raise", src=self.spot_label(move.src), dst=dst))
        if move.take:
            line += t("pyraos.say.take", n=len(move.take), balls=t("notation.and").join(map(self.spot_label, move.take)))
        return line

    def target_words(self, state, target):
        kind, where = target
        if kind == "tray":
            return t("pyraos.say.tray", side=self.side_name(where), n=state.reserve[where])
        owner = state.ball_at(where)
        if owner is None:
            return t("pyraos.say.empty", spot=self.spot_label(where))
        return t("pyraos.say.ball", spot=self.spot_label(where), side=self.side_name(owner))

    def position_words(self, state):
        return " ".join(t("pyraos.say.side", side=self.side_name(p), n=state.reserve[p],
                          spots=", ".join(self.spot_label(s) for s in SPOTS if state.ball_at(s) == p)
                          or t("pyraos.say.none")) for p in (0, 1))

    def player_lines(self, state, player, reserve=None):
        """``reserve``: the balls the tray shows when it differs from the position's (a ball in play)."""
        n = state.reserve[player] if reserve is None else reserve
        return [t("pyraos.reserve", n=n), t("pyraos.on_pyramid", n=15 - n)]

    def turn_detail(self, state):
        n = state.reserve[state.to_move]
        return t("pyraos.turn_last") if n == 1 else t("pyraos.turn", n=n)

    def notation_note(self, state=None):
        return t("pyraos.notation")

    def result_text(self, state, names=(None, None)):
        return t("pyraos.result", w=self.label(0, names), b=self.label(1, names),
                 light=state.reserve[0], dark=state.reserve[1])


Texts = PyraosTexts
