"""The careful newcomer: a player who has just done a game's lesson. Not a bot level.

It takes a win in one, avoids a move that loses in one, and otherwise plays the move that
most improves the simple count the lesson teaches (the game's ``tally(state, player)`` in
its bot part: its own count after the move less the opponent's), ties broken at random.
Beginner must be a level it beats: ``bench/bots.py``'s player "newcomer" (issue 33).

"Wins in one" and "loses in one" are the bots' own screen (``bots/safety.py``): a win at
once or a move every reply of which loses at once; a move that loses at once or after which
the opponent can win at once. A game without a ``tally`` leaves only the screen and chance.
"""

from pyrapack import games
from pyrapack.bots import safety


def choose(game, state, rng):
    """The newcomer's move for the player to move in ``state``."""
    tally = getattr(games.get(game).part("bots"), "tally", None)
    moves = safety.Screen(state, replies=True).safe
    if tally is None or len(moves) == 1:
        return rng.choice(moves)
    me = state.to_move

    def gain(move):
        after = state.play(move)
        return tally(after, me) - tally(after, 1 - me)

    gains = [gain(move) for move in moves]
    best = max(gains)
    return rng.choice([move for move, g in zip(moves, gains) if g == best])
