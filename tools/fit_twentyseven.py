"""Fit 27's evaluation to exact values: positions of varied games, each solved to the end.

Run:
  python tools/fit_twentyseven.py positions --kind self|public --start K --games N --out FILE
  python tools/fit_twentyseven.py fit FILE... [--residual stuck,near]

``positions`` plays games (``self``: Hard on 30,000 nodes and Medium in the four pairings, the
first 0-2 plies at random; ``public``: Hard on 30,000 nodes against the bench's public AI,
``bench/reference.py``, each side first in turn), then solves their positions exactly from the
end back to ply 8 (the exact solver, at most ``--budget`` nodes a position: it stops at the
first one it cannot settle), and appends one JSON object a position to FILE: the game's kind
and number, the ply, the cells, the mover, the exact final margin for the mover.

``fit`` fits the weights by least squares to those margins and reports how much of them the
evaluation explains (R², mean error) on held-out games (every fifth game), before and after.
``bench/data/twentyseven-exact-positions.jsonl`` holds the 805 positions the weights of
``stuck`` and ``near`` were fitted to (issue 40).
``--residual F,G``: only the weights of features F and G, fitted to what the present
evaluation misses (its other weights kept); without it, every weight. It prints the weights.
"""

import argparse
import dataclasses
import json
import pathlib
import random
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyrapack.bots import engine  # noqa: E402
from pyrapack.bots import twentyseven as bot  # noqa: E402
from pyrapack.bots.search import Stop  # noqa: E402
from pyrapack.bots.twentyseven.solver import Solver, Table  # noqa: E402
from pyrapack.rules import twentyseven as rules  # noqa: E402

FIRST_PLY = 8  # positions before this are too costly to solve


class _Budget:
    """The solver's node budget (it calls ``_check`` when ``next_check`` is reached)."""

    def __init__(self, nodes):
        self.nodes, self.next_check = 0, nodes

    def _check(self):
        raise Stop


def play(kind, k):
    """The positions of the ``k``-th game of ``kind``, in order."""
    hard = dataclasses.replace(engine.level_for(rules.GAME, "hard"), max_nodes=30_000)
    medium = engine.level_for(rules.GAME, "medium")
    rng = random.Random(k)
    if kind == "public":
        sys.path.insert(0, str(ROOT / "bench"))
        import reference

        public = reference.public(rules.GAME)
        players = ("hard", "public") if k % 2 == 0 else ("public", "hard")
        opening = 0
    else:
        players = (("hard", "medium"), ("medium", "hard"), ("medium", "medium"), ("hard", "hard"))[k % 4]
        opening = rng.randrange(0, 3)
    state, states = rules.new_game("basic", first=0), []
    while not state.is_over:
        states.append(state)
        ply, name = len(states) - 1, players[state.to_move]
        if ply < opening:
            move = rng.choice(state.legal_moves())
        elif name == "public":
            move = public.choose(state, ply)
        else:
            move = engine.choose_move(rules.GAME, state, hard if name == "hard" else medium,
                                      seed=k * 1000 + ply, timed=False)
        state = state.play(move)
    return states


def positions(args):
    with open(args.out, "a", encoding="utf-8") as out:
        for k in range(args.start, args.start + args.games):
            states, table, solved = play(args.kind, k), Table(), 0
            for ply in range(len(states) - 1, FIRST_PLY - 1, -1):
                state = states[ply]
                if len(state.legal_moves()) < 2:
                    continue
                solver = Solver(table, _Budget(args.budget), bot.order, bot.solver.by_evaluation, 4)
                try:
                    exact = solver.exact(state)
                except Stop:
                    break
                out.write(json.dumps({"kind": args.kind, "k": k, "ply": ply, "cells": list(state.cells),
                                      "to_move": state.to_move, "exact": exact}) + "\n")
                solved += 1
            out.flush()
            print(f"{args.kind} {k}: {len(states)} plies, {solved} positions solved", flush=True)


def _solve(matrix, vector):
    """``x`` with ``matrix x = vector`` (Gaussian elimination, partial pivoting)."""
    size = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(size)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col and rows[col][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][size] / rows[i][i] if rows[i][i] else 0.0 for i in range(size)]


def least_squares(xs, ys, ridge=1e-6):
    size = len(xs[0])
    matrix = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j else 0) for j in range(size)] for i in range(size)]
    vector = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(size)]
    return _solve(matrix, vector)


def _quality(predicted, ys):
    mean = sum(ys) / len(ys)
    residual = sum((p - y) ** 2 for p, y in zip(predicted, ys))
    total = sum((y - mean) ** 2 for y in ys) or 1.0
    return 1 - residual / total, sum(abs(p - y) for p, y in zip(predicted, ys)) / len(ys)


def fit(args):
    records = [json.loads(line) for name in args.files for line in open(name, encoding="utf-8") if line.strip()]
    states = [rules.State("basic", tuple(r["cells"]), r["to_move"]) for r in records]
    ys = [r["exact"] for r in records]
    weights = bot.WEIGHTS["basic"]
    names = args.residual.split(",") if args.residual else [n for n in weights if n != "const"]
    keys = [(name, side) for name in names for side in (0, 1)] + ([] if args.residual else [("const", 0)])
    found = [bot.features(state) for state in states]
    xs = [[f.get(key, 0.0) for key in keys] for f in found]
    now = [bot.evaluate(state) for state in states]
    targets = [y - e for y, e in zip(ys, now)] if args.residual else ys
    if args.residual:  # the features' present weights go back into what is fitted
        targets = [t + sum((weights[n][s]) * x for (n, s), x in zip(keys, row)) for t, row in zip(targets, xs)]
    held = [r["k"] % 5 == 4 for r in records]
    train = [i for i, h in enumerate(held) if not h]
    test = [i for i, h in enumerate(held) if h]
    w = least_squares([xs[i] for i in train], [targets[i] for i in train])

    def predict(i):
        base = now[i] - sum(weights[n][s] * x for (n, s), x in zip(keys, xs[i])) if args.residual else 0
        return base + sum(a * b for a, b in zip(w, xs[i]))

    print(f"{len(records)} positions ({len(train)} to fit, {len(test)} held out, every fifth game)")
    for label, rows in (("fitted on", train), ("held out", test)):
        before = _quality([now[i] for i in rows], [ys[i] for i in rows])
        after = _quality([predict(i) for i in rows], [ys[i] for i in rows])
        print(f"  {label}: R² {before[0]:.3f} -> {after[0]:.3f}, mean error {before[1]:.2f} -> {after[1]:.2f} pawns")
    w = least_squares(xs, targets)  # all games, for the weights themselves
    fitted = {name: (round(w[2 * i], 2), round(w[2 * i + 1], 2)) for i, name in enumerate(names)}
    if not args.residual:
        fitted["const"] = round(w[-1], 2)
    print(json.dumps(fitted))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("positions")
    make.add_argument("--kind", choices=("self", "public"), required=True)
    make.add_argument("--start", type=int, default=0)
    make.add_argument("--games", type=int, default=20)
    make.add_argument("--budget", type=int, default=3_000_000, help="solver nodes a position at most")
    make.add_argument("--out", required=True)
    fitting = commands.add_parser("fit")
    fitting.add_argument("files", nargs="+")
    fitting.add_argument("--residual", help="fit only these features' weights, on what the evaluation misses")
    args = parser.parse_args(argv)
    positions(args) if args.command == "positions" else fit(args)


if __name__ == "__main__":
    main()
