"""Pyramidames in words: the move list's notation, the player cards, the score line."""

from ..i18n import t
from ..part_types import GameWords
from ..rules import pyramidames as rules
from . import GameTexts


class PyramidamesTexts(GameTexts):
    numbers = {"pyramidames.result": "a scoreline", "pyramidames.why.no_face": "levels' numbers: (level 1)"}

    def why(self, reason):
        """A rules reason in words, its squares named ("c3") and its faces listed."""
        if reason is None:
            return None

        def named(value):
            if isinstance(value, tuple):
                return rules.square_name(value)
            return ", ".join(named(v) for v in value) if isinstance(value, list) else value

        return super().why(reason._replace(values={k: named(v) for k, v in reason.values.items()}))

    def typing_note(self, state):
        return t("pyramidames.typing")

    def move_text(self, before, move):
        return str(move)

    def move_words(self, before, move):
        """"a5 to c3 to e5, takes the pawns on b4 and d6": the path, and the pawns taken by square."""
        names = [rules.square_name(sq) for sq in move.path]
        if not move.is_capture:
            return t("pyramidames.say.step", src=names[0], dst=names[1])
        taken = [rules.square_name(sq) for sq in before.captured(move) if before.piece_at(sq) is not None]
        return t("pyramidames.say.capture", path=t("pyramidames.say.then").join(names),
                 taken=t("notation.and").join(taken), n=len(taken))

    def target_words(self, state, target, clicks=()):
        square = rules.square_name(target[1])
        owner = state.piece_at(target[1])
        if owner is None:
            return t("pyramidames.say.square", square=square)
        return t(f"pyramidames.say.pawn.{owner}", square=square)  # "pion blanc": the colour agrees

    def position_words(self, state):
        return " ".join(t("pyramidames.say.side", side=self.side_name(p), n=len(state.pieces(p)),
                          squares=", ".join(rules.square_name(sq) for sq in sorted(state.pieces(p), key=lambda s: (s[1], s[0]))))
                        for p in (0, 1))

    def player_lines(self, state, player, start=None):
        """``start``: the position the game began from (a lesson's has fewer pawns than 12)."""
        before = rules.PAWNS if start is None else len(start.pieces(1 - player))
        taken = before - len(state.pieces(1 - player))
        return [t("pyramidames.on_board", n=len(state.pieces(player))),
                t("pyramidames.taken", n=taken, other=self.side_name(1 - player))]

    def turn_detail(self, state):
        captures = not state.is_over and any(m.is_capture for m in state.legal_moves())
        return t("pyramidames.turn_capture") if captures else t("pyramidames.turn_step")

    def result_text(self, state, names=(None, None)):
        return t("pyramidames.result", w=self.label(0, names), b=self.label(1, names),
                 white=len(state.pieces(0)), black=len(state.pieces(1)))


Texts: type[GameWords] = PyramidamesTexts  # the type checker holds it to the protocol (part_types.py)
