"""How big the shipped puzzles are and how fast they load.

Run: ``python bench/puzzles_load.py [--repeat 20]``.

Prints each game's puzzle file (puzzles, bytes) and the time to read every file and build the
mixed pool, as the Puzzles screen does the first time it opens (``collection.shipped``'s cache
emptied before each try): the best and the median of ``--repeat`` tries, in milliseconds (aim:
under 50 ms for all games, under 1 MB of data).
"""

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from pyrapack import games, shipped  # noqa: E402
from pyrapack.puzzles import collection  # noqa: E402


def load_all():
    collection.shipped.cache_clear()
    shipped.read.cache_clear()
    start = time.perf_counter()
    pool = collection.pool(collection.MIXED)
    return time.perf_counter() - start, len(pool)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    total = 0
    for info in games.GAMES:
        path = shipped.source_path("puzzles", info.id)
        size = path.stat().st_size if path.exists() else 0
        total += size
        print(f"{info.id:12} {len(collection.shipped(info.id)):4} puzzles {size:9,} bytes")
    times = [load_all() for _ in range(args.repeat)]
    ms = sorted(1000 * t for t, _ in times)
    print(f"{'all':12} {times[0][1]:4} puzzles {total:9,} bytes")
    print(f"load every game's puzzles: best {ms[0]:.1f} ms, median {statistics.median(ms):.1f} ms")


if __name__ == "__main__":
    main()
