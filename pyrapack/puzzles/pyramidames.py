"""Pyramidames puzzles: a forced win within ``RULE.depth`` plies.

No solver reaches the end of a Pyramidames game, so a puzzle's claims are bounded: its
moves win by force within that many plies (every line of the search ends on the far row,
the last pawn taken, or a side without a move), and no other move of the solver forces a
win within as many. A whole rafle is one ply. The position's key is its own (the
chequered faces are not the same in a mirror).
"""

from .proof import Rule

RULE = Rule(depth=7, nodes=300_000)
