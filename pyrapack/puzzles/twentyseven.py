"""27 puzzles: proven exactly, by a search to the end of the game.

A 27 game is short and its end is near once stacks have travelled: the prover
(``proof.Prover``, the bot's exact end search without an evaluation) follows every line to
the last move, so "wins" means the final count is the solver's, whatever the other side
plays. A position that needs more than ``RULE.nodes`` to settle is not a puzzle. A position
with Black to move is the mirror of one with White to move (the opening book's frame).
"""

from .proof import Rule

RULE = Rule(depth=None, nodes=30_000)
TAIL = 14  # positions examined at the end of a game (earlier ones need more nodes than RULE allows)
