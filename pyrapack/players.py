"""Who plays a game and who moves first: the bot levels, and the choices that pick players.

A game's ``players`` is a pair, one entry per side: ``HUMAN`` (None) for a person at this
computer, or the name of a bot level. The set-up screen, the command line, a rematch and
"Play from here" all turn their choices into players and a first player here, so they
agree; the bots' engine has one ``Level`` per name of ``LEVELS``.
"""

import random

HUMAN = None
LEVELS = ("beginner", "easy", "medium", "hard", "expert")  #: weakest first
DEFAULT_LEVEL = "medium"
SIDES = ("0", "1", "random")  #: a side chosen on screen: player 0, player 1, or drawn by lot


def is_level(value):
    return isinstance(value, str) and value in LEVELS


def seats(bot=None, human_side="0", rng=random):
    """The players: two people when ``bot`` is None, else a person on ``human_side`` (one of
    ``SIDES``) against the bot level ``bot``."""
    players = [HUMAN, HUMAN]
    if bot is not None:
        human = rng.randrange(2) if human_side == "random" else int(human_side)
        players[1 - human] = bot
    return tuple(players)


def first_player(choice="0", rng=random):
    """Who moves first for a choice of ``SIDES`` ("random": drawn by lot)."""
    return rng.randrange(2) if choice == "random" else int(choice)


def vs_bot(players):
    return any(p is not HUMAN for p in players)
