"""Does Pyraos' exact endgame finish within its budget wherever it takes over?

Run: ``nice -n 19 python bench/endgame_clock_pyraos.py [--games N] [--sources random,easy,medium]``.

Positions: every position (with a choice of moves) of seeded games of each source, in the
three variants in turn, from ``--left`` balls left in the two reserves down: ``random``
plays uniformly random moves (odd pyramids, many formations left open), ``easy`` and
``medium`` are the bot against itself (the pyramids of real games). Each position is
solved as the level does it, on a node budget instead of the clock so that the figures
do not depend on the machine: the level's share for the solver (``endgame_share`` of its
``max_nodes``). Printed per variant and balls left: the positions, how many the solver is
said to apply to for the level (``solver.applies``), and of those how many did not finish
within the budget; the nodes and CPU seconds of the solves (percentiles over the positions
it applies to; nodes per CPU second tell the clock on this machine). ``--code DIR`` runs
another checkout's bot (an older commit, for the figures before a change).
"""

import argparse
import dataclasses
import json
import pathlib
import random
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def load_code(code):
    """Import the checkout ``code`` (default: this one) first."""
    sys.path.insert(0, str(pathlib.Path(code).resolve() if code else ROOT))
    global engine, solver, Search, rules, FORMATIONS
    from pyrapack.bots import engine
    from pyrapack.bots.pyraos import solver
    from pyrapack.bots.search import Search
    from pyrapack.rules import pyraos as rules
    from pyrapack.rules.pyraos import FORMATIONS


def positions(source, k, most):
    """(variant, [state]) of the k-th seeded game of ``source``: its positions with at most
    ``most`` balls left and more than one legal move."""
    variant = rules.VARIANTS[k % 3]
    state, rng, found, ply = rules.new_game(variant), random.Random(f"clock-{source}-{k}"), [], 0
    while not state.is_over:
        if sum(state.reserve) <= most and len(state.legal_moves()) > 1:
            found.append(state)
        if source == "random":
            move = rng.choice(state.legal_moves())
        else:
            move = engine.choose_move("pyraos", state, source, seed=k * 1000 + ply, timed=False)
        state = state.play(move)
        ply += 1
    return variant, found


def live(state):
    """Formations still open (an empty spot, no ball of one of the colours): take-backs to come."""
    a, b = state.masks
    occupied = a | b
    return sum(1 for f in FORMATIONS[state.variant] if f & ~occupied and (not f & a or not f & b))


def applies(state, level):
    """Whether the level's solver takes ``state`` over (older checkouts: by balls left only)."""
    if hasattr(solver, "applies"):
        return solver.applies(state, level)
    return sum(state.reserve) <= solver.start(state.variant, level)


def solve(state, budget):
    """(nodes, CPU seconds, finished) of the solver on ``state`` within ``budget`` nodes."""
    level = dataclasses.replace(engine.level_for("pyraos", "hard"), max_nodes=budget)
    search = Search(None, level)
    saved = {name: getattr(solver, name) for name in ("applies", "start") if hasattr(solver, name)}
    solver.start, solver.applies = (lambda *_: 99), (lambda *_: True)  # solve whatever it is
    try:
        began = time.process_time()
        result = solver.endgame(state, search)
        seconds = time.process_time() - began
    finally:
        for name in ("applies", "start"):
            if name in saved:
                setattr(solver, name, saved[name])
            else:
                delattr(solver, name)
    finished = all(v is not None for v, _ in result) or any((v or 0) > 0 for v, _ in result)
    return search.nodes, seconds, finished


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0


def measure(args):
    """Rows (source, variant, left, live, applies, nodes, seconds, finished) per position."""
    level = engine.level_for("pyraos", args.level)
    budget = int(level.endgame_share * level.max_nodes)
    rows = []
    for source in args.sources.split(","):
        for k in range(args.first, args.first + args.games):
            variant, found = positions(source, k, args.left)
            for state in found:
                says = applies(state, level)
                if not says and not args.all:
                    continue
                nodes, seconds, finished = solve(state, budget)
                rows.append((source, variant, sum(state.reserve), live(state), says, nodes,
                             seconds, finished and nodes < budget, state.to_text(), state.to_move))
    return level, budget, rows


def report(level, budget, rows):
    print(f"Pyraos endgame within {level.name}'s solver budget ({budget:,} nodes), CPU time")
    print(f"{'variant':<10}{'left':>5}{'positions':>10}{'applies':>8}{'over':>6}"
          f"{'p50 nodes':>11}{'p90 nodes':>11}{'max nodes':>11}{'p90 s':>7}{'max s':>7}")
    for variant in rules.VARIANTS:
        for left in sorted({r[2] for r in rows if r[1] == variant}):
            these = [r for r in rows if r[1] == variant and r[2] == left]
            said = [r for r in these if r[4]]
            nodes, secs = [r[5] for r in said], [r[6] for r in said]
            print(f"{variant:<10}{left:>5}{len(these):>10}{len(said):>8}"
                  f"{sum(not r[7] for r in said):>6}{percentile(nodes, .5):>11,}"
                  f"{percentile(nodes, .9):>11,}{max(nodes, default=0):>11,}"
                  f"{percentile(secs, .9):>7.2f}{max(secs, default=0):>7.2f}")
    said = [r for r in rows if r[4]]
    secs = [r[6] for r in said]
    rate = sum(r[5] for r in said) / max(sum(secs), 1e-9)
    print(f"applies to {len(said)} of {len(rows)} positions; over the budget: "
          f"{sum(not r[7] for r in said)}; seconds p50 {percentile(secs, .5):.2f}, "
          f"p90 {percentile(secs, .9):.2f}, p99 {percentile(secs, .99):.2f}, "
          f"max {max(secs, default=0):.2f}; {rate:,.0f} nodes per CPU second")


OLD_START = {"standard": 8, "children": 12, "advanced": 8}  # main's rule: balls left only


def old_rule():
    """Patches that make this checkout's solver take over as main's did, without tries."""
    return {"applies": lambda state, level=None: sum(state.reserve) <= OLD_START[state.variant],
            "BALLS_LEFT": -1}


def hard_move(state, seed, patches):
    """Hard's move, on its node budget (untimed), with the solver patched by ``patches``."""
    saved = {name: getattr(solver, name) for name in patches}
    for name, value in patches.items():
        setattr(solver, name, value)
    try:
        return engine.choose_move("pyraos", state, "hard", seed=seed, timed=False)
    finally:
        for name, value in saved.items():
            setattr(solver, name, value)


def match(args):
    """Hard against Hard with main's rule, from the first position of seeded Medium games
    (standard and advanced in turn) with ``--left`` balls or fewer left; each side plays
    both colours. Returns [(variant, new's colour, winner)]."""
    out = []
    for k in range(args.first, args.first + args.match):
        variant = ("standard", "advanced")[k % 2]
        state = next(s for s in positions_of_game("medium", k, variant, args.left))
        for new in (0, 1):
            game, ply = state, 0
            while not game.is_over and ply < 200:
                patches = {} if game.to_move == new else old_rule()
                game = game.play(hard_move(game, k * 1000 + ply, patches))
                ply += 1
            out.append((variant, new, game.winner))
            print(variant, k, "new plays", "LD"[new], "winner", game.winner, flush=True)
    return out


def positions_of_game(source, k, variant, most):
    """The positions of the k-th seeded game of ``source`` in ``variant`` (as ``positions``)."""
    state, ply = rules.new_game(variant), 0
    while not state.is_over:
        if sum(state.reserve) <= most and len(state.legal_moves()) > 1:
            yield state
        state = state.play(engine.choose_move("pyraos", state, source, seed=k * 1000 + ply,
                                              timed=False))
        ply += 1


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="seeded games per source")
    parser.add_argument("--first", type=int, default=0,
                        help="the first game's seed (another set of games: a check of a rule "
                             "measured on the first)")
    parser.add_argument("--sources", default="random,easy,medium")
    parser.add_argument("--left", type=int, default=14, help="the most balls left looked at")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--all", action="store_true",
                        help="solve the positions the solver is not said to apply to as well")
    parser.add_argument("--code", help="the checkout whose bot is measured (default: this one)")
    parser.add_argument("--dump", help="write every position's row to this JSON file")
    parser.add_argument("--match", type=int, default=0,
                        help="instead: Hard against Hard with main's rule from this many "
                             "positions with --left balls left, each side with both colours")
    args = parser.parse_args(argv)
    load_code(args.code)
    if args.match:
        games = match(args)
        score = sum(1.0 if w == new else 0.5 if w is None else 0.0 for _, new, w in games)
        print(f"Hard (this rule) v Hard (main's rule): {score:g} of {len(games)} games")
        return
    level, budget, rows = measure(args)
    if args.dump:
        pathlib.Path(args.dump).write_text(json.dumps(rows))
    report(level, budget, rows)


if __name__ == "__main__":
    main()
