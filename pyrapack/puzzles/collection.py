"""The shipped puzzles: one file per game, ``data/<game>.json``, read once per process.

``tools/make_puzzles.py`` writes them; ``docs/puzzles.md`` describes the format. A puzzle
is a plain dict (``maker.py`` says what each field holds). They are ranked easiest first:
difficulty, then the length of the line, then the moves that look as good and fail.
"""

import functools

from .. import games
from ..shipped import MissingData, entries
from . import maker

FORMAT = 1
MIXED = "mixed"  # the pool of every game's puzzles


def rank(puzzle):
    return puzzle["difficulty"], puzzle["length"], puzzle["lures"], puzzle["id"]


@functools.cache
def shipped(game):
    """``game``'s shipped puzzles, easiest first (a tuple; none when the file is missing from
    the installation: the app said so at start)."""
    if not games.get(game).has("puzzles"):
        return ()
    try:
        return tuple(entries("puzzles", game))
    except MissingData:
        return ()


def check_shipped(game, puzzle):
    """One puzzle of ``game``'s shipped file, checked whole as the player's own are
    (``maker.check``) and of that game (``shipped.read`` leaves out one that fails): ValueError."""
    maker.check(puzzle)
    if puzzle["game"] != game:
        raise ValueError(f"a puzzle of {puzzle['game']} among {game}'s")


def pool(name, own=()):
    """The puzzles of a pool: a game's id, ``MIXED`` (every game's), with the player's ``own``
    puzzles of that game (or of every game), easiest first."""
    ids = [g.id for g in games.GAMES if g.playable] if name == MIXED else [name]
    puzzles = [p for game in ids for p in shipped(game)] + [p for p in own if p["game"] in ids]
    return sorted(puzzles, key=rank)
