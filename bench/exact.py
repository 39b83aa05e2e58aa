"""How far toward the start a game's exact solver settles positions (issue 33).

Run: ``python bench/exact.py --game G [--variant V] [--minutes M] [--table FILE]``.

For a game whose bot part has an exact solver (``exact_solver(table)``), it plays a line of
Hard against itself (node budgets, a seed: the same line on any machine), then solves the
positions of that line from the end backwards, each for its result (win, draw or loss for
the player to move), one table for all of them: a position solved makes the earlier ones
cheaper. Per position: plies from the start, the result, the nodes, the CPU seconds and the
table's size. It stops when ``--minutes`` of CPU time are spent (the position under way is
left unsolved) or at the start. ``--table`` keeps the table on disk between runs: it is read
first when it exists and written after every position solved.
"""

import argparse
import dataclasses
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from pyrapack import games  # noqa: E402
from pyrapack.bots import engine  # noqa: E402
from pyrapack.bots.search import Search, Stop  # noqa: E402


def line(game, options, seed, nodes):
    """The positions of a game of Hard against itself on ``nodes`` per move, start first."""
    level = dataclasses.replace(engine.level_for(game, "hard"), max_nodes=nodes)
    state = games.get(game).rules.new_game(**options)
    states = [state]
    while not state.is_over:
        state = state.play(engine.choose_move(game, state, level, seed=seed + len(states), timed=False))
        states.append(state)
    return states


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    solvable = [g.id for g in games.GAMES if hasattr(g.part("bots"), "exact_solver")]
    parser.add_argument("--game", required=True, choices=solvable)
    parser.add_argument("--variant", help="the variant (default: the game's first)")
    parser.add_argument("--first", type=int, default=0, help="who moves first, where it is drawn")
    parser.add_argument("--seed", type=int, default=0, help="the line's seed")
    parser.add_argument("--nodes", type=int, default=20_000, help="Hard's nodes per move in the line")
    parser.add_argument("--minutes", type=float, default=10.0, help="CPU minutes in all")
    parser.add_argument("--table", type=pathlib.Path, help="keep the table in this file")
    args = parser.parse_args(argv)
    rules, part = games.get(args.game).rules, games.get(args.game).part("bots")
    options = {}
    if getattr(rules, "VARIANTS", ()):
        options["variant"] = args.variant or rules.VARIANTS[0]
    if getattr(rules, "FIRST_IS_DRAWN", False):
        options["first"] = args.first
    states = line(args.game, options, args.seed, args.nodes)
    solver = part.exact_solver()
    table_type = type(solver.table)
    if args.table and args.table.exists():
        solver.table = table_type.load(args.table)
    print(f"{args.game} {options}: a line of {len(states) - 1} plies (Hard, {args.nodes:,} nodes a "
          f"move, seed {args.seed}); table {len(solver.table):,} positions", flush=True)
    print(f"{'ply':>4}{'result':>8}{'nodes':>14}{'cpu s':>9}{'table':>12}")
    level = dataclasses.replace(engine.LEVELS["hard"], max_nodes=1 << 62)
    started = time.process_time()
    end = started + 60 * args.minutes
    for ply in range(len(states) - 2, -1, -1):
        state = states[ply]
        search = Search(None, level, deadline=end)
        time.monotonic, saved = time.process_time, time.monotonic  # the deadline is CPU time
        solver.search = search
        solver.restart()
        t0 = time.process_time()
        try:
            result = solver.result(state)
        except Stop:
            print(f"{ply:>4}{'?':>8}{solver.nodes:>14,}{time.process_time() - t0:>9.1f}"
                  f"{len(solver.table):>12,}   (stopped: {args.minutes:g} CPU minutes spent)")
            break
        finally:
            time.monotonic = saved
        print(f"{ply:>4}{result:>+8d}{solver.nodes:>14,}{time.process_time() - t0:>9.1f}"
              f"{len(solver.table):>12,}", flush=True)
        if args.table:
            solver.table.save(args.table)
    else:
        print(f"the start is {'won' if result > 0 else 'drawn' if result == 0 else 'lost'} "
              "for the player who moves first")
    print(f"total {time.process_time() - started:.0f} CPU s")


if __name__ == "__main__":
    main()
