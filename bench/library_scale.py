"""The library at 50,000 games: how long the app takes to start, and how much memory it takes.

Run: ``nice -n 10 python bench/library_scale.py [--games 50000] [--folder DIR] [--repeat 3]``.

Fills a data folder (a temporary one unless ``--folder`` names one to keep between runs) with
``--games`` game files: a hundred seeded random games of every game, variant, bot level and
length, finished or not, each written under many ids and dates, the files as the library
writes them. Then lists them once (the index is built from the files: ``rebuild``) and
measures, each start in a new process (best of ``--repeat``; memory the process's peak):

- ``start``: the real app (headless, 960x600) from nothing to its menu drawn, with the resume
  offer: the interpreter, the imports, the window, the library. ``of which App`` is from the
  app's construction to its first frame. Both beside the same start on an empty folder;
- ``game files opened``: by that start (the design's promise: none);
- ``resume offer``: a new ``Library``'s ``latest_unfinished()`` alone;
- ``a save``: a move saved and the resume offer asked again: the rows written each time (one:
  the game's row marked to be read again, then written from its file), the time;
- ``games screen``: the first full listing of a new ``Library`` (every row read and checked,
  the folder's files' times compared), then a second;
- the index's size on disk, and its rows.
"""

import argparse
import json
import os
import pathlib
import random
import resource
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SAMPLES = 100  # distinct games, each written under many ids


def samples(rng, count=SAMPLES):
    """``count`` records of seeded random games: every game, variants, players, lengths."""
    from pyrapack import games
    from pyrapack.match import Match
    from pyrapack.players import LEVELS

    made = []
    for n in range(count):
        info = [g for g in games.SHIPPED if g.playable][n % 4]
        options = info.options(rng.choice(info.variants) if info.variants else None, rng.randrange(2))
        players = [None, None] if n % 3 == 0 else [None, rng.choice(LEVELS)]
        match = Match(info.id, options, players, names=("Ann", "Bob") if n % 6 == 0 else None)
        target = rng.randrange(6, 150)
        while not match.state.is_over and len(match.moves) < target:
            match.play(rng.choice(match.state.legal_moves()))
        made.append(match.record())
    return made


def fill(folder, count, rng):
    """``count`` game files in ``folder``/games, each a sample under its own id and dates."""
    import datetime

    games = pathlib.Path(folder) / "games"
    games.mkdir(parents=True, exist_ok=True)
    if len(os.listdir(games)) >= count:
        return
    records = samples(rng, min(SAMPLES, count))
    start = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
    for n in range(count):
        moment = start + datetime.timedelta(minutes=7 * n)
        game_id = f"{moment:%Y%m%d-%H%M%S}-{n:06x}"
        stamp = moment.isoformat(timespec="milliseconds")
        record = {**records[n % len(records)], "id": game_id, "created": stamp, "updated": stamp}
        (games / f"{game_id}.json").write_bytes(json.dumps(record, separators=(",", ":"), ensure_ascii=False)
                                                .encode("utf-8"))


def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KB on Linux


def cpu():
    """CPU seconds of this process so far (user and system): on a shared machine, what the work
    itself costs, whatever else runs."""
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


# -- what a new process measures (``--measure``) ---------------------------------------------------
def measure_start(folder):
    """The app started from nothing to its first menu frame; what it opened of the games."""
    began = time.perf_counter()
    from pyrapack import library, storage
    from pyrapack.app import App
    from pyrapack.launch import Launch

    opened = []
    real = os.open

    def watched(path, *args, **kwargs):
        if os.sep + library.FOLDER + os.sep in os.fspath(path):
            opened.append(path)
        return real(path, *args, **kwargs)

    storage.os.open = watched
    built, built_cpu = time.perf_counter(), cpu()
    app = App(Launch(data_dir=folder, size=(960, 600), no_sound=True))
    app.fps = 0
    app.tick(0.0)
    done, done_cpu = time.perf_counter(), cpu()
    resume = app.top.saved
    peak = peak_mb()
    opening = time.perf_counter()
    app.open_games()  # the Games screen: every game listed, its first frame drawn
    app.tick(0.0)
    screen = time.perf_counter() - opening
    opening = time.perf_counter()
    for _ in range(10):
        app.tick(0.0)
    frame = (time.perf_counter() - opening) / 10
    app.quit()
    app.shutdown()
    return {"start": done - began, "app": done - built, "start_cpu": done_cpu, "app_cpu": done_cpu - built_cpu,
            "opened": len(opened), "peak_mb": peak, "resume": resume.id if resume else None,
            "screen": screen, "frame": frame, "screen_mb": peak_mb() - peak}


def measure_library(folder):
    """The library's parts alone: the resume offer, a save, the Games screen's listing."""
    from pyrapack.library import Library
    from pyrapack.storage import Storage

    data = Storage(folder)
    data.claim()
    try:
        began = time.perf_counter()
        entry = Library(data).latest_unfinished()
        offer = time.perf_counter() - began
        games = Library(data)
        match, _ = games.open(entry.id)
        match.play(match.state.legal_moves()[0])
        written = []
        real = games._rows.update
        games._rows.update = lambda changes: written.append(len(changes)) or real(changes)
        began = time.perf_counter()
        games.save(match)
        again = games.latest_unfinished()
        saved = time.perf_counter() - began
        assert again.id == entry.id and again.moves == len(match.moves), "the save is offered"
        before = peak_mb()
        began, began_cpu = time.perf_counter(), cpu()
        lister = Library(data)
        listed = lister.list()
        first, first_cpu = time.perf_counter() - began, cpu() - began_cpu
        began, began_cpu = time.perf_counter(), cpu()
        lister.list()
        second, second_cpu = time.perf_counter() - began, cpu() - began_cpu
        return {"offer": offer, "save": saved, "rows_written": written, "list_first": first, "list_again": second,
                "list_first_cpu": first_cpu, "list_again_cpu": second_cpu, "listed": len(listed),
                "list_mb": peak_mb() - before, "problems": [p.key for p in data.problems()],
                "rows": games._rows.count()}
    finally:
        data.release()


def in_new_process(what, folder):
    done = subprocess.run([sys.executable, __file__, "--measure", what, folder], capture_output=True, text=True,
                          timeout=600)
    if done.returncode:
        raise SystemExit(done.stdout + done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def best(what, folder, repeat):
    runs = [in_new_process(what, folder) for _ in range(repeat)]
    return min(runs, key=lambda run: run["start"])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50_000, help="game files in the folder (default 50,000)")
    parser.add_argument("--folder", help="the data folder to fill (and keep); a temporary one if not given")
    parser.add_argument("--repeat", type=int, default=3, help="starts measured, the best kept (default 3)")
    parser.add_argument("--measure", nargs=2, metavar=("WHAT", "FOLDER"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure:
        what, folder = args.measure
        print(json.dumps(measure_start(folder) if what == "start" else measure_library(folder)))
        return
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.folder or os.path.join(scratch, "data")
        empty = os.path.join(scratch, "empty")
        began = time.perf_counter()
        fill(folder, args.games, random.Random(43))
        filled = time.perf_counter() - began
        from pyrapack.library import INDEX, Library
        from pyrapack.storage import Storage

        data = Storage(folder)
        data.path(INDEX).unlink(missing_ok=True)  # built from the files, as after an upgrade or a damage
        began = time.perf_counter()
        count = len(Library(data).list())
        data.flush()
        rebuilt = time.perf_counter() - began
        index_bytes = os.path.getsize(data.path(INDEX))
        bare = best("start", empty, args.repeat)
        start = best("start", folder, args.repeat)
        parts = in_new_process("library", folder)
    print(f"{count:,} games (files written in {filled:.0f} s); the index built from them in {rebuilt:.1f} s: "
          f"{index_bytes / 2**20:.1f} MB, {parts['rows']:,} rows")
    print(f"start, to the menu drawn:  {start['start']:.2f} s, of which App {start['app']:.2f} s "
          f"(empty folder: {bare['start']:.2f} s, App {bare['app']:.2f} s); CPU {start['start_cpu']:.2f} s, "
          f"of which App {start['app_cpu']:.2f} s (empty folder: {bare['start_cpu']:.2f} s, "
          f"App {bare['app_cpu']:.2f} s)")
    print(f"peak memory of the start:  {start['peak_mb']:.0f} MB (empty folder: {bare['peak_mb']:.0f} MB)")
    print(f"game files opened by the start: {start['opened']}; resume offered: {start['resume']}")
    print(f"games screen from the menu: {start['screen']:.2f} s to its first frame (+{start['screen_mb']:.0f} MB); "
          f"then {start['frame'] * 1000:.0f} ms a frame")
    print(f"resume offer alone:        {parts['offer'] * 1000:.0f} ms")
    print(f"a move saved, offer again: {parts['save'] * 1000:.0f} ms, rows written {parts['rows_written']}")
    print(f"games screen, first list:  {parts['list_first']:.2f} s, CPU {parts['list_first_cpu']:.2f} s "
          f"({parts['listed']:,} games, +{parts['list_mb']:.0f} MB); listed again {parts['list_again']:.2f} s, "
          f"CPU {parts['list_again_cpu']:.2f} s")
    print(f"problems said: {parts['problems'] or 'none'}")


if __name__ == "__main__":
    main()
