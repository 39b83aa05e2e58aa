"""How fast the library lists and opens games when hundreds are kept.

Run: ``python bench/library_speed.py [--games 500] [--repeat 5]``.

Fills a temporary data folder with ``--games`` saved games (all four games, their variants,
finished and unfinished, hot-seat and against each bot level, seeded random moves), then
times (best of ``--repeat``, in milliseconds):

- ``open screen``: a new ``Library`` listing everything from the index on disk, as the
  Games screen does when it opens after a start (aim: under 200 ms for 500 games);
- ``list again``: the same library listing again (the menu does it each time it shows);
- ``rebuild``: listing with the index deleted, every file read (once, after damage);
- ``latest``: ``latest_unfinished()``, what the menu asks;
- ``open game``: ``Library.open`` of a typical game (replayed and checked), and of the longest.
"""

import argparse
import os
import pathlib
import random
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from pyrapack import games  # noqa: E402
from pyrapack.library import INDEX, Library  # noqa: E402
from pyrapack.match import LEVELS, Match  # noqa: E402
from pyrapack.storage import Storage  # noqa: E402

MAX_PLIES = 300  # long Pyramida games are cut there and stay unfinished


def fill(library, count, rng):
    """Save ``count`` seeded random games; return the id of the longest."""
    longest = (0, None)
    for n in range(count):
        info = games.GAMES[n % len(games.GAMES)]
        options = info.options(rng.choice(info.variants) if info.variants else None, rng.randrange(2))
        players = [None, None] if n % 3 == 0 else [None, rng.choice(LEVELS)]
        match = Match(info.id, options, players)
        target = rng.randrange(4, MAX_PLIES) if n % 4 == 0 else MAX_PLIES
        while not match.state.is_over and len(match.moves) < target:
            match.play(rng.choice(match.state.legal_moves()))
        library.save(match)
        longest = max(longest, (len(match.moves), match.id))
    library.storage.flush()
    return longest[1]


def best(action, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = action()
        times.append(time.perf_counter() - start)
    return min(times) * 1000, result


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="saved games in the folder (default 500)")
    parser.add_argument("--repeat", type=int, default=5, help="timings per figure, the best kept (default 5)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(folder)
        longest = fill(Library(storage), args.games, random.Random(3))
        Library(storage).list()  # writes the index
        storage.flush()
        index_bytes = os.path.getsize(storage.path(INDEX))
        screen, entries = best(lambda: Library(storage).list(), args.repeat)
        library = Library(storage)
        library.list()
        again, _ = best(library.list, args.repeat)
        latest, _ = best(library.latest_unfinished, args.repeat)

        def rebuild():
            storage.path(INDEX).unlink(missing_ok=True)
            return Library(storage).list()

        rebuilt, _ = best(rebuild, args.repeat)
        typical = sorted(entries, key=lambda e: e.moves)[len(entries) // 2]
        open_typical, _ = best(lambda: library.open(typical.id), args.repeat)
        open_longest, _ = best(lambda: library.open(longest), args.repeat)
        finished = sum(e.finished for e in entries)
    print(f"{len(entries)} games ({finished} finished), index {index_bytes:,} bytes")
    print(f"{'open screen':<14}{screen:>9.1f} ms   (a new Library listing from the index)")
    print(f"{'list again':<14}{again:>9.1f} ms")
    print(f"{'latest':<14}{latest:>9.1f} ms   (the menu's resume offer)")
    print(f"{'rebuild':<14}{rebuilt:>9.1f} ms   (no index: every file read)")
    print(f"{'open game':<14}{open_typical:>9.1f} ms   ({typical.moves} moves); "
          f"{open_longest:.1f} ms (the longest, {max(e.moves for e in entries)} moves)")


if __name__ == "__main__":
    main()
