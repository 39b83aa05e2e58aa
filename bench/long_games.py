"""What a very long game costs: the memory it holds and the time to open, replay and share it.

Run: ``python bench/long_games.py [--plies 5000 20000] [--games ID ...]``.

For each game of the registry (or those named), a seeded game of each length asked is played
with random moves that do not end it, taking moves back where only ending moves are left: a
game that cannot last that long (its pieces run out) is reported so. Each measure runs in a
fresh process, so that what one leaves behind does not count in the next:

- ``file``: the size of its saved file (KB);
- ``open``: ``Library.open`` of the saved game (read, replayed move by move, checked), CPU
  seconds, best of three (aim: under 0.5 s for 20,000 plies);
- ``match``: the memory the open match holds (MB, Python's allocations, ``tracemalloc``; aim:
  under 50 MB for 20,000 plies), and ``rss``: the process's resident memory once it is open;
- ``replay``: the replay screen of a running app (headless) opened on it, stepped to the
  start and back to the end and drawn, CPU seconds; ``export`` then ``import`` of the game
  (``sharing.export``, ``sharing.import_file``), CPU seconds; ``rss after``: the resident
  memory after all that (MB).
"""

import argparse
import json
import os
import pathlib
import random
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pyrapack import games  # noqa: E402
from pyrapack.library import Library  # noqa: E402
from pyrapack.match import Match  # noqa: E402
from pyrapack.sharing import export, import_file  # noqa: E402
from pyrapack.storage import Storage  # noqa: E402

GAME_ID = "20250301-120000-000001"


def long_moves(game, plies, seed=7, patience=20):
    """The moves of a seeded game of ``plies`` moves that is not over, or None when the game
    cannot be kept going that long (``patience`` moves taken back per move asked, at most)."""
    rng, rules = random.Random(seed), games.get(game).rules
    states, moves = [rules.new_game(**games.get(game).options())], []
    backs = 0
    while len(moves) < plies:
        state = states[-1]
        options = state.legal_moves()
        rng.shuffle(options)
        found = next(((m, s) for m, s in ((m, state.play(m)) for m in options) if not s.is_over), None)
        if found is None:  # only moves that end it: take the last one back
            backs += 1
            if backs > patience * plies or not moves:
                return None
            states.pop()
            moves.pop()
            continue
        moves.append(found[0])
        states.append(found[1])
    return moves


def rss_mb():
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS"))
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 if sys.platform != "darwin" else 2**20)


def cpu(action):
    start = time.process_time()
    result = action()
    return time.process_time() - start, result


# -- in a fresh process, on a data folder holding the game ---------------------------------------
def measure_open(folder):
    library = Library(Storage(folder))
    best = min(cpu(lambda: library.open(GAME_ID))[0] for _ in range(3))
    import gc
    import tracemalloc

    gc.collect()
    tracemalloc.start()
    match, _ = library.open(GAME_ID)
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return {"open": best, "match": held / 2**20, "rss": rss_mb(), "plies": len(match.moves)}


def measure_replay(folder):
    from pyrapack.app import App
    from pyrapack.launch import Launch

    app = App(Launch(data_dir=str(folder), size=(1280, 800)))
    app.fps = 0
    app.tick(0.05)
    match, _ = app.library.open(GAME_ID)

    def replay():
        app.open_replay(match)
        app.tick(0.05)
        scene = app.top
        scene.to_start()
        app.tick(0.05)
        scene.to_end()
        app.tick(0.05)
        return scene

    replay_s, _ = cpu(replay)
    target = pathlib.Path(folder) / "exports" / "long"

    def share():
        paths, problem = export(match, target, lambda before, move: str(move))
        assert problem is None, problem
        imported, problem = import_file(paths[0])
        assert problem is None and len(imported.moves) == len(match.moves), problem
        return imported

    share_s, kept = cpu(share)
    result = {"replay": replay_s, "share": share_s, "rss after": rss_mb()}
    app.quit()
    app.shutdown()
    return result


def in_child(kind, folder):
    out = subprocess.run([sys.executable, __file__, "--child", kind, str(folder)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, nargs="+", default=[5000, 20000])
    parser.add_argument("--games", nargs="+", default=[g.id for g in games.GAMES])
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        kind, folder = args.child
        print(json.dumps(measure_open(folder) if kind == "open" else measure_replay(folder)))
        return
    print(f"{'game':<14}{'plies':>7}{'file KB':>9}{'open s':>8}{'match MB':>10}{'rss MB':>8}"
          f"{'replay s':>10}{'share s':>9}{'rss after':>11}")
    for game in args.games:
        for plies in args.plies:
            moves = long_moves(game, plies)
            if moves is None:
                print(f"{game:<14}{plies:>7}  (cannot be kept going that long)")
                continue
            with tempfile.TemporaryDirectory() as folder:
                match = Match(game, games.get(game).options(), (None, None), moves)
                match.id, match.unsaved = GAME_ID, True
                storage = Storage(folder)
                Library(storage).save(match)
                storage.flush()
                size = (pathlib.Path(folder) / "games" / f"{GAME_ID}.json").stat().st_size / 1024
                opened, shown = in_child("open", folder), in_child("replay", folder)
            print(f"{game:<14}{plies:>7}{size:>9.0f}{opened['open']:>8.2f}{opened['match']:>10.1f}"
                  f"{opened['rss']:>8.0f}{shown['replay']:>10.2f}{shown['share']:>9.2f}{shown['rss after']:>11.0f}")


if __name__ == "__main__":
    main()
