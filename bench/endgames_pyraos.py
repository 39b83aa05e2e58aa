"""How long Pyraos' exact endgame takes where it takes over, per variant and level.

Run: ``python bench/endgames_pyraos.py [--games N] [--jobs J]``.

Positions come from seeded games of Medium (and a little Easy) against itself: in each
game, the first position with each number of balls left in the two reserves. Each is
solved from the number of balls left at which the solver takes over for Hard and for
Expert (``bots/pyraos/solver.py``: ``applies``) and a little beyond, with a node budget of
the level's share for the solver (``endgame_share`` of its ``max_nodes``), untimed. Printed:
per variant and balls left, the positions, how many the solver finished within the
budget, and the median and largest nodes and CPU seconds (nodes per CPU second tell the
time on this machine: the level's clock must hold the largest).
"""

import argparse
import dataclasses
import multiprocessing
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from pyrapack.bots import engine  # noqa: E402
from pyrapack.bots.pyraos import solver  # noqa: E402
from pyrapack.bots.search import Search  # noqa: E402
from pyrapack import games  # noqa: E402

LEFT = range(8, 15)
CAP = 3_000_000  # nodes: a solve past this is counted as not finished


def positions(k):
    """(variant, {balls left: state}) of the k-th seeded game."""
    rules = games.get("pyraos").rules
    variant = rules.VARIANTS[k % 3]
    state, rng, found, ply = rules.new_game(variant=variant), random.Random(f"endgames-{k}"), {}, 0
    while not state.is_over:
        left = sum(state.reserve)
        if left in LEFT and left not in found and len(state.legal_moves()) > 1:
            found[left] = state
        level = "medium" if rng.random() < 0.85 else "easy"
        state = state.play(engine.choose_move("pyraos", state, level, seed=k * 1000 + ply,
                                              timed=False))
        ply += 1
    return variant, found


def solve(task):
    """[(variant, left, nodes, cpu seconds, finished, applies for Hard, for Expert)] for the
    k-th game's positions."""
    variant, found = positions(task)
    out = []
    level = dataclasses.replace(engine.level_for("pyraos", "hard"), max_nodes=CAP)
    said = [[solver.applies(state, engine.level_for("pyraos", name)) for name in ("hard", "expert")]
            for _, state in sorted(found.items())]
    saved, solver.applies = solver.applies, lambda *_: True  # solve every one
    try:
        for (left, state), says in zip(sorted(found.items()), said):
            search = Search(None, level)
            began = time.process_time()
            result = solver.endgame(state, search)
            seconds = time.process_time() - began
            finished = all(v is not None for v, _ in result) or any((v or 0) > 0 for v, _ in result)
            out.append((variant, left, search.nodes, seconds, finished, *says))
    finally:
        solver.applies = saved
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=36, help="seeded games (variants rotate)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(args.jobs) as pool:
        rows = [row for rows in pool.imap_unordered(solve, range(args.games)) for row in rows]
    budgets = {}
    for name in ("hard", "expert"):
        level = engine.level_for("pyraos", name)
        budgets[name] = int(level.endgame_share * level.max_nodes)
    print(f"Pyraos endgame solver, {args.games} seeded games, CPU time; solver budgets: "
          + ", ".join(f"{n} {b:,} nodes" for n, b in budgets.items()))
    print(f"{'variant':<10}{'left':>5}{'positions':>10}{'in Hard':>9}{'in Expert':>10}"
          f"{'median nodes':>13}{'max nodes':>11}{'max s':>7}{'nodes/s':>10}")
    for variant in games.get("pyraos").rules.VARIANTS:
        for left in LEFT:
            these = [r for r in rows if r[0] == variant and r[1] == left]
            if not these:
                continue
            nodes = [r[2] for r in these]
            fits = {n: sum(r[4] and r[2] <= b for r in these) for n, b in budgets.items()}
            marks = {n: _mark([r[5 + k] for r in these]) for k, n in enumerate(budgets)}
            seconds = sum(r[3] for r in these)
            print(f"{variant:<10}{left:>5}{len(these):>10}{fits['hard']:>8}{marks['hard']}"
                  f"{fits['expert']:>9}{marks['expert']}{statistics.median(nodes):>13,.0f}"
                  f"{max(nodes):>11,}{max(r[3] for r in these):>7.2f}"
                  f"{sum(nodes) / max(seconds, 1e-9):>10,.0f}", flush=True)
    print("(* where the solver takes over for that level in every position of the row, + in some:"
          " those must fit)")


def _mark(says):
    """"*" when the solver takes every position of a row over, "+" some, " " none."""
    return "*" if all(says) else "+" if any(says) else " "


if __name__ == "__main__":
    main()
