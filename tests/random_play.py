"""Games of random legal moves, the same for a seed: what the property tests play through.

Every game goes through its rules module only; the variant and the first player are drawn
by the seed unless given.
"""

import random

from pyrapack import games


def start(game, rng, variant=None, first=None):
    """The starting position of ``game``: ``variant`` and ``first`` drawn with ``rng`` when None."""
    info = games.get(game)
    if variant is None and info.variants:
        variant = rng.choice(info.variants)
    if first is None:
        first = rng.randrange(2)
    return games.get(game).rules.new_game(**info.options(variant, first))


def random_game(game, seed, plies=200, variant=None, first=None):
    """``(states, moves)`` of a seeded random game, ``plies`` moves at most: ``states`` has one
    more entry than ``moves`` (the start, then after each move)."""
    rng = random.Random(seed)
    states, moves = [start(game, rng, variant, first)], []
    while len(moves) < plies and not states[-1].is_over:
        moves.append(rng.choice(states[-1].legal_moves()))
        states.append(states[-1].play(moves[-1]))
    return states, moves


def random_states(game, seed, plies=200, variant=None, first=None):
    """The positions of a seeded random game, its last one included."""
    return random_game(game, seed, plies, variant, first)[0]


# -- games chosen by what they are, never by name (a shared test names no game) --------------
def game_where(test):
    """The first registered game for which ``test(info)`` holds (a ``GameInfo``)."""
    return next(info for info in games.GAMES if test(info))


def any_game():
    """A game, for a test whose subject is the same in every game: the first registered."""
    return games.GAMES[0]


def longest_game():
    """The game whose games run longest (its rules' ``PLIES``): a long record, a long replay."""
    return max(games.GAMES, key=lambda info: info.rules.PLIES)


def shortest_game():
    """The game whose games are shortest: one played to its end in a few plies."""
    return min(games.GAMES, key=lambda info: info.rules.PLIES)


def clicked_game(game, seed, options=None):
    """The states of the hot-seat game the tests' driver plays by clicking seeded random moves to
    its end (``Driver.play_to_the_end``: a move drawn among those a click enters, a pass played
    by itself), from ``options`` (default: the set-up screen's first choices, player 0 first)."""
    info = games.get(game)
    rng = random.Random(seed)
    states = [info.rules.new_game(**(info.options(None, 0) if options is None else options))]
    while not states[-1].is_over and len(states) <= 400:
        state = states[-1]
        moves = sorted((m for m in state.legal_moves() if not m.is_pass), key=str)
        states.append(state.play(rng.choice(moves) if moves else state.legal_moves()[0]))
    return states


def shortest_where(test):
    """The registered game whose games are shortest (its rules' ``PLIES``) among those for which
    ``test(info)`` holds, or None when none does: a test that needs a property asks for a game
    that has it (and says so when none has: ``pytest.skip``), never assumes the shortest has it."""
    playable = sorted((info for info in games.GAMES if info.playable), key=lambda info: info.rules.PLIES)
    return next((info for info in playable if test(info)), None)


def lasts(info, plies):
    """Whether every game of ``info`` goes on past ``plies`` plies, from each variant's start
    (every line looked at, each position once): for a test that plays that many moves of any
    kind (a game of one ply, or one that a move can end at once, does not)."""
    seen = {}

    def goes_on(state, left):
        if state.is_over:
            return False
        if left == 0:
            return True
        key = (state, left)
        if key not in seen:
            seen[key] = all(goes_on(state.play(move), left - 1) for move in state.legal_moves())
        return seen[key]

    return all(goes_on(info.rules.new_game(**info.options(variant)), plies) for variant in (info.variants or [None]))
