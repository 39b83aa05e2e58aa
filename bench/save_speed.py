"""What saving a game costs as it grows: on the frame, in the background, and as it was before.

Run: ``python bench/save_speed.py [--plies 1000 5000] [--samples 40]``.

One seeded game of the game that runs longest (its rules' ``PLIES``) is played to the largest ply
asked, avoiding moves that end it. At each ply asked, over ``--samples`` moves:

- ``move``: the data work of a move on the frame, ``Match.play`` then ``Library.save``
  (the record's JSON, joined from each move's text made when it was played, is handed to
  the writer thread, which is waited for between samples, as moves are seconds apart);
- ``undo``: ``Match.undo`` then ``Library.save``;
- ``stall``: the longest the main thread, sleeping 1 ms at a time, woke up late during the
  30 ms after a save, while the writer thread works; compare with the stall around a
  1-byte file write, printed first (the file system's and the machine's own share);
- ``scene move`` / ``scene undo``: the whole frame's work in the real game scene
  (headless): ``GameScene.commit`` and ``GameScene.undo``, legal moves and clicks included;
- ``write``: what the writer thread does with those bytes (write, fsync, rename), off the
  frame and without the interpreter lock for the most part;
- ``encode``: ``json.dumps`` of the whole record, what a save would cost (and hold the
  interpreter lock for) without the moves' text kept;
- ``before``: what a save cost before the library (a dict per move rebuilt, indented JSON
  written and fsynced on the frame), for comparison.

Figures are medians in milliseconds; the machine is shared, so they are noisy.
"""

import argparse
import json
import os
import pathlib
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pyrapack import games  # noqa: E402
from pyrapack.json_file import encode, write_atomically  # noqa: E402
from pyrapack.library import Library  # noqa: E402
from pyrapack.match import Match  # noqa: E402
from pyrapack.rules.record import make_record  # noqa: E402
from pyrapack.storage import Storage  # noqa: E402

GAME = max(games.GAMES, key=lambda info: info.rules.PLIES).id  # the game that runs longest


def grow(match, plies, rng):
    """Play on until ``match`` has ``plies`` moves and is still not over."""
    while len(match.moves) < plies:
        match.play(next_move(match, rng))
        if match.state.is_over:  # only ending moves were left: take two back and try again
            match.undo()
            match.undo()


def next_move(match, rng):
    """A random move that does not end the game, if there is one."""
    moves = match.state.legal_moves()
    return rng.choice([m for m in moves if not match.state.play(m).is_over] or moves)


def ms(seconds):
    return statistics.median(seconds) * 1000


def stall(seconds=0.03):
    """The longest a 1 ms sleep of this thread overran during ``seconds``."""
    worst, end = 0.0, time.perf_counter() + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        time.sleep(0.001)
        worst = max(worst, time.perf_counter() - start - 0.001)
    return worst


def write_stall(folder, samples):
    """The median ``stall`` around writing a 1-byte file from another thread."""
    import threading

    stalls = []
    for _ in range(samples):
        writer = threading.Thread(target=write_atomically, args=(folder / "byte.json", b"1"))
        writer.start()
        stalls.append(stall())
        writer.join()
    return ms(stalls)


def before_save(path, match):
    """The save of PyraPack before the library: a dict per move, indented JSON, on the frame."""
    data = make_record(match.game, match.options, match.moves)
    data.update(players=list(match.players), seed=match.seed, redo=[])
    write_atomically(path, json.dumps(data, indent=1).encode())


def measure_data(match, folder, samples, rng):
    storage = Storage(folder)
    library = Library(storage)
    library.save(match)
    storage.flush()
    timings = {"move": [], "stall": [], "undo": [], "write": [], "encode": [], "before": []}
    for _ in range(samples):
        move = next_move(match, rng)
        start = time.perf_counter()
        match.play(move)
        library.save(match)
        timings["move"].append(time.perf_counter() - start)
        timings["stall"].append(stall())
        storage.flush()
        start = time.perf_counter()
        match.undo()
        library.save(match)
        timings["undo"].append(time.perf_counter() - start)
        storage.flush()
        data = match.record_json()
        start = time.perf_counter()
        write_atomically(folder / "write.json", data)
        timings["write"].append(time.perf_counter() - start)
        record = match.record()
        start = time.perf_counter()
        encode(record)
        timings["encode"].append(time.perf_counter() - start)
        start = time.perf_counter()
        before_save(folder / "before.json", match)
        timings["before"].append(time.perf_counter() - start)
    return {key: ms(values) for key, values in timings.items()}


def measure_scene(match, folder, samples, rng):
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tests"))
    from driver import Driver

    driver = Driver(folder, size=(960, 600))
    try:
        driver.app.resume_game(match)
        scene = driver.top
        driver.tick(2)
        moves, undos = [], []
        for _ in range(samples):
            move = next_move(match, rng)
            start = time.perf_counter()
            scene.commit(move)
            moves.append(time.perf_counter() - start)
            scene.finish_animation()
            driver.app.storage.flush()
            start = time.perf_counter()
            scene.undo()
            undos.append(time.perf_counter() - start)
            driver.app.storage.flush()
        return {"scene move": ms(moves), "scene undo": ms(undos)}
    finally:
        driver.close()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, nargs="+", default=[1000, 5000],
                        help="the game lengths to measure at (default 1000 5000)")
    parser.add_argument("--samples", type=int, default=40, help="moves timed at each length (default 40)")
    parser.add_argument("--no-scene", action="store_true", help="skip the game-scene figures")
    args = parser.parse_args(argv)
    columns = ["move", "stall", "undo", "write", "encode", "before"] + ([] if args.no_scene else ["scene move", "scene undo"])
    print(f"{GAME}: save cost per move in ms (median of {args.samples}); "
          "'move', 'undo' and 'scene' are on the frame, 'write' off it")
    with tempfile.TemporaryDirectory() as folder:
        print(f"stall around a 1-byte file write: {write_stall(pathlib.Path(folder), args.samples):.2f} ms")
    print(f"{'ply':>6}{'bytes':>10}" + "".join(f"{c:>12}" for c in columns))
    rng = random.Random(11)
    match = Match(GAME, {}, [None, None], seed=7)
    for plies in sorted(args.plies):
        grow(match, plies, rng)
        with tempfile.TemporaryDirectory() as folder:
            folder = pathlib.Path(folder)
            figures = measure_data(match, folder / "data", args.samples, rng)
            if not args.no_scene:
                figures.update(measure_scene(Match.from_record(match.record()), folder / "scene",
                                             args.samples, rng))
            size = len(match.record_json())
        print(f"{plies:>6}{size:>10,}" + "".join(f"{figures[c]:>12.2f}" for c in columns))


if __name__ == "__main__":
    main()
