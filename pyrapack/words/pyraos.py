"""Pyraos in words: spot names, the move list's notation, the player cards, the score line."""

from ..i18n import t
from ..part_types import GameWords
from ..rules.pyraos import SPOTS, spot_name
from . import GameTexts, typed


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

    def target_words(self, state, target, clicks=()):
        """A spot, a ball, a tray; while a move is entered, the ball it has just placed or raised
        (not yet in ``state``) is said as such, and the balls to take back are the mover's."""
        kind, where = target
        if kind == "tray":
            return t("pyraos.say.tray", side=self.side_name(where), n=state.reserve[where])
        spot = self.spot_label(where)
        if len(clicks) >= 2 and where == clicks[1][1]:  # the destination chosen: the ball is there now
            return t("pyraos.say.played", spot=spot)
        owner = state.to_move if kind == "take" else state.ball_at(where)
        if owner is None:
            return t("pyraos.say.empty", spot=spot)
        return t(f"pyraos.say.ball.{owner}", spot=spot)  # "bille claire": the colour agrees

    def target_action(self, state, target):
        """An empty spot or the tray: a press there places a ball."""
        kind, where = target
        placing = kind == "tray" or kind == "spot" and state.ball_at(where) is None
        return "speech.target_place" if placing else "speech.target_first"

    def moves_words(self, state, moves):
        """A move that completes a square is said once, by where its ball goes ("1c3, then the
        balls to take back"): its balls to take back are said when it is typed (there may be dozens of choices).
        Said alone, the choices of one such move: the balls free now, taken one or two together
        ("1c3x followed by 1 or 2 of a1, a2"), and a pair whose second ball the first frees, as it is."""
        written = {move: typed(state, move) for move in moves}
        heads = {written[move].split("x")[0] for move in moves if move.take}
        if len(heads) == 1 and all(move.take for move in moves):
            return self.take_backs(moves, written, heads.pop())
        said, seen = [], set()
        for move in moves:
            head = written[move].split("x")[0]
            if not move.take:
                said.append(written[move])
            elif head not in seen:
                seen.add(head)
                said.append(t("speech.moves_more", head=head, rest=t("pyraos.say.rest")))
        return said

    def take_backs(self, moves, written, head):
        singles = [written[move].split("x")[1] for move in moves if len(move.take) == 1]
        pairs = [move for move in moves if len(move.take) == 2]
        apart = [written[move] for move in pairs if not set(written[move].split("x")[1].split(",")) <= set(singles)]
        family = t("speech.moves_then", head=head + "x", parts=", ".join(singles), n=2 if len(pairs) > len(apart) else 1)
        return ([family] if singles else []) + apart

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


Texts: type[GameWords] = PyraosTexts  # the type checker holds it to the protocol (part_types.py)
