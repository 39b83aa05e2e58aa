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
- ``open game``: ``Library.open`` of a typical game (replayed and checked), and of the longest;
- ``games screen``: the real Games screen opened from the menu of a running app (headless,
  960x600 and 1920x1080), its first frame drawn: a new ``Library`` reading the index, the
  rows laid out and drawn (aim: under 200 ms for 500 games);
- ``replay``: a typical game opened from the Games screen in the replay, its first frame drawn.
"""

import argparse
import os
import pathlib
import random
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pyrapack import games  # noqa: E402
from pyrapack.library import INDEX, Library  # noqa: E402
from pyrapack.match import Match  # noqa: E402
from pyrapack.players import LEVELS  # noqa: E402
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


def measure_screens(folder, typical, repeat, size):
    """(Games screen, replay) in ms: each opened in a running app and its first frame drawn."""
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tests"))
    from driver import Driver

    driver = Driver(folder, size=size)
    app = driver.app
    try:
        def open_screen():
            app.back_to_menu()
            app.library = Library(app.storage)  # as after a start: the index is read from the disk
            app.open_games()
            app.tick(0.0)
            return app.top

        screen, _ = best(open_screen, repeat)

        def open_replay():
            app.back_to_menu()
            app.open_games()
            app.tick(0.0)
            match, _ = app.library.open(typical.id)
            app.open_replay(match)
            app.tick(0.0)

        replay, _ = best(open_replay, repeat)
        return screen, replay
    finally:
        driver.close()


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
        screens = {size: measure_screens(folder, typical, args.repeat, size) for size in ((960, 600), (1920, 1080))}
    print(f"{len(entries)} games ({finished} finished), index {index_bytes:,} bytes")
    print(f"{'open screen':<14}{screen:>9.1f} ms   (a new Library listing from the index)")
    print(f"{'list again':<14}{again:>9.1f} ms")
    print(f"{'latest':<14}{latest:>9.1f} ms   (the menu's resume offer)")
    print(f"{'rebuild':<14}{rebuilt:>9.1f} ms   (no index: every file read)")
    print(f"{'open game':<14}{open_typical:>9.1f} ms   ({typical.moves} moves); "
          f"{open_longest:.1f} ms (the longest, {max(e.moves for e in entries)} moves)")
    for (w, h), (screen, replay) in screens.items():
        print(f"{'games screen':<14}{screen:>9.1f} ms   (opened from the menu, first frame drawn, {w}x{h})")
        print(f"{'replay':<14}{replay:>9.1f} ms   (a {typical.moves}-move game opened, first frame drawn, {w}x{h})")


if __name__ == "__main__":
    main()
