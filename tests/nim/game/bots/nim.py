"""Pyramid Nim: the bot's evaluation, its opening book's setting and the bench's reference.

In the normal game the theory is exact: a row of n stones is worth n mod 4 (a subtraction
game of 1 to 3), and the player to move wins exactly when those values' exclusive or is not
zero. The misère game follows it until every row is down to one stone or none, where the
count of rows decides; before that the same value is the evaluation's best guess, and the
search, which reaches every game's end in a few plies, corrects it.
"""

from functools import reduce

BOOK = {"plies": 2, "nodes": 20_000}  # a short game: a small book


def _nimber(state):
    return reduce(lambda a, b: a ^ b, (n % 4 for n in state.rows), 0)


def evaluate(state):
    """+1 when the player to move should win, -1 when they should lose."""
    if state.variant == "misere" and all(n <= 1 for n in state.rows):
        return 1.0 if sum(state.rows) % 2 == 0 else -1.0  # an odd count of single stones: the last is theirs
    return 1.0 if _nimber(state) else -1.0


def _blind(state):
    """The reference opponent knows no theory (its search reaches every game's end anyway)."""
    return 0


#: The bench's reference opponent (``bench/reference.py``): a plain full-width search, deep
#: enough to end every game, so perfect play
REFERENCE = {"depth": 16, "evaluate": _blind, "table": True}
