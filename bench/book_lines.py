"""How many different openings Hard's book gives as first player against a deterministic AI.

Run: ``python bench/book_lines.py --game G [--variant V] [--games N]`` (issue 33).

It walks the shipped book from the start: at Hard's turn every book move (Hard draws among
them alike), at the opponent's turn the one reply of the game's public AI (``bench/reference.py``,
deterministic), until a position the book does not know. Each line ends there, with its chance
(the product of Hard's draws). Two games against that AI can only be the same game if they
follow the same book line, so the chance that ``N`` games repeat a line is an upper bound on
the chance that they repeat a game (Hard's search draws further on; ``bench/bots.py`` counts
the distinct games played). The chance that ``N`` draws are all different is exact:
``N! e_N(p)``, the elementary symmetric polynomial of the lines' chances.
"""

import argparse
import math
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from pyrapack import games  # noqa: E402
from pyrapack.bots import book  # noqa: E402

import reference  # noqa: E402


def lines(game, state, opponent, chance=1.0, ply=0):
    """The chances of the book lines from ``state``, Hard to move, ``ply`` moves into the game."""
    key, _, from_book = book.frame(game, state)
    entries = book.book_of(game).get(key) if not state.is_over else None
    if not entries:
        return [chance]
    moves = [from_book(data) for data, _ in entries]
    found = []
    for move in moves:
        after = state.play(move)
        if after.is_over:
            found.append(chance / len(moves))
        else:
            found += lines(game, after.play(opponent.choose(after, ply + 1)), opponent, chance / len(moves), ply + 2)
    return found


def all_different(chances, draws):
    """The chance that ``draws`` independent draws from ``chances`` are all different."""
    elementary = [1.0] + [0.0] * draws  # e_k of the chances seen so far
    for p in chances:
        for k in range(draws, 0, -1):
            elementary[k] += p * elementary[k - 1]
    return math.factorial(draws) * elementary[draws]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=[g.id for g in games.GAMES])
    parser.add_argument("--variant", help="the variant (default: the game's first)")
    parser.add_argument("--games", type=int, default=16, help="games as first player (default 16)")
    args = parser.parse_args(argv)
    info = games.get(args.game)
    opponent = reference.public(args.game)
    if opponent is None:
        parser.error(f"{args.game}: no public AI described")
    state = info.rules.new_game(**info.options(args.variant or (info.variants or (None,))[0], 0))
    found = lines(args.game, state, opponent)
    chances = sorted(found, reverse=True)
    pairs = math.comb(args.games, 2) * sum(p * p for p in chances)
    print(f"{args.game} {args.variant or ''}: {len(found)} book lines as first player against "
          f"the public AI; chances {chances[0]:.3f} (most likely) to {chances[-1]:.3f}")
    print(f"{args.games} games: chance that two follow the same book line "
          f"{1 - all_different(chances, args.games):.3f}; pairs expected on one line {pairs:.2f}")


if __name__ == "__main__":
    main()
