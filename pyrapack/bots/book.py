"""Opening books: the first moves of each game, chosen offline by deep search.

``tools/make_book.py`` searches every position Hard can meet in the first plies of
a game (its own book moves, any reply) far deeper than Hard can in its two seconds,
and keeps the moves whose value is within a small margin of the best. The result is
``data/<game>.json``, one file per game, shipped with the package and read once per process,
on first use. Regenerate them with ``python tools/make_book.py`` (all games, about ten
minutes on two cores; ``--game G`` for one). How deep a game's book is searched is its bot
part's ``BOOK`` setting.

A position is looked up in the game's *book frame* (``book_frame(state)`` in the
game's bot part, when it has symmetries: a position with the second player to move
mirrored into one with the first to move, a board turned and flipped); a stored move is
turned back into the real position's move. Hard draws among the stored moves with
its seed: the opening varies from game to game, always among the best moves found.
"""

import functools
import json
import math

from .. import games, shipped

#: How a book is made when the game's bot part says nothing (``BOOK``): plies covered,
#: nodes per position, and the margin (evaluation units) within which moves are kept
#: (``start_margin`` for the first player's moves in the first ``start_plies`` plies, 1 if
#: not given: the start alone;
#: ``margin`` if it is not given)
SETTINGS = {"plies": 2, "nodes": 1_000_000, "margin": 0.1}


def settings(game):
    """How ``game``'s book is made (``tools/make_book.py``)."""
    return {**SETTINGS, **getattr(games.get(game).part("bots"), "BOOK", {})}


@functools.cache
def book_of(game):
    """{position key: [[move dict, value], ...]} of ``game``'s book, or {} without one (a game
    without a bot part yet; a book missing from the installation: the app said so at start; Hard
    plays on by search)."""
    if not games.get(game).has("bots"):
        return {}
    try:
        return shipped.entries("bots", game)
    except shipped.MissingData:
        return {}


def check_shipped(game, entry):
    """One entry of a shipped book, as ``move`` reads it (``shipped.read`` leaves out one that
    fails): a position's key and its moves, each ``[move, value]``, a move the game's rules read
    and a finite value. ValueError if it is not."""
    key, moves = entry
    if not (isinstance(key, str) and isinstance(moves, list)):
        raise ValueError("a book entry is a position's key and its list of moves")
    for pair in moves:
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], dict)
                and type(pair[1]) in (int, float) and math.isfinite(pair[1])):
            raise ValueError("a book move is [move, value]")
        games.get(game).rules.Move.from_dict(pair[0])


def frame(game, state):
    """``(key, to_book, from_book)``: the position's key in the book, and the maps of a
    real move to its stored dict and back."""
    own = getattr(games.get(game).part("bots"), "book_frame", None)
    if own is not None:
        return own(state)
    key = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
    return key, lambda move: move.to_dict(), games.get(game).rules.Move.from_dict


def move(game, state, rng):
    """A book move for ``state`` drawn with ``rng``, or None when the book does not know it."""
    book = book_of(game)
    if not book or state.is_over:
        return None
    key, _, from_book = frame(game, state)
    entries = book.get(key)
    if not entries:
        return None
    legal = state.legal_moves()
    moves = [m for m in (from_book(data) for data, _ in entries) if m in legal]
    # a safety net: never a move that loses at once (a repetition the book cannot see)
    moves = [m for m in moves if not (state.play(m).is_over
                                      and state.play(m).winner != state.to_move)]
    return rng.choice(moves) if moves else None
