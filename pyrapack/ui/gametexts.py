"""What a game says in words about a position or a move, apart from any scene.

A game's texts (``scenes/<game>/texts.py``, named in the games registry) give the
move list's notation, the lines under each player's name, the score line of a
finished game and the like, from positions and moves alone. The game scene, the
replay, the exported move list and a tutorial all read them here, so a move is
written the same way wherever it is shown. Texts are looked up when asked for, so
a language switch shows at once.
"""

from .. import games
from ..i18n import t


class GameTexts:
    game = ""  # the rules module's name

    def side_name(self, player):
        return t(games.get(self.game).sides[player])

    def move_text(self, before, move):
        """A line of the move list: ``move`` played in ``before``."""
        return str(move)

    def player_lines(self, state, player):
        """Lines under a player's name in the side panel (score, reserve...)."""
        return []

    def turn_detail(self, state):
        """What the player to move must know in ``state`` (e.g. how far stacks move)."""
        return ""

    def notation_note(self):
        """How to read the move list, when its notation is not the board's own (else "")."""
        return ""

    def result_text(self, state):
        """The score line of a finished game."""
        return ""

    def headline(self, state):
        """Who won a finished game, or that it is a draw."""
        if state.winner is None:
            return t("game.draw")
        return t("game.wins", name=self.side_name(state.winner))

    def outcome(self, state):
        """Why the game ended, in words."""
        return t(f"outcome.{self.game}.{state.outcome}")
