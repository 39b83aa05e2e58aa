"""Opening books: moves computed offline by deep search, shipped in ``data/``.

Placeholder until the books are generated: no game has one yet.
"""


def move(game, state, rng):
    return None
