"""Build Hard's opening books by deep search: ``pyrapack/bots/data/<game>.json``.

Run: ``python tools/make_book.py`` (all games; about ten minutes on two quiet cores), or
``python tools/make_book.py --game <game> --jobs 2``. ``--out`` writes into another folder; a
game kept outside PyraPack is registered first (``--register``: see ``registered.py``).

For every game (every variant) it searches the positions Hard can meet in the first
``plies`` plies: the start, every reply to any first move (Hard playing second), and
then, two plies further each time, the positions after one of Hard's book moves and
any reply. Each position is searched to ``nodes`` nodes with Hard's own engine (its
evaluation, its endgame solver), about 7 to 17 times Hard's own node budget for its two
seconds, and the moves within ``margin`` of the best are kept (``plies``, ``nodes`` and
``margin`` are ``bots.book.settings``: the game's bot part may change them), with their values: Hard
draws among them, so its openings vary without being worse. Positions are stored in
the game's book frame (``bots.book``), so mirror images share one entry.
"""

import argparse
import dataclasses
import json
import multiprocessing
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))  # registered.py, next to this file

from pyrapack import games, shipped  # noqa: E402
from pyrapack.bots import book, engine  # noqa: E402
from pyrapack.bots.search import DECIDED  # noqa: E402

import registered  # noqa: E402

QUICK = {"plies": 2, "nodes": 2_000, "margin": 0.1}  # --quick: a tiny book, for tests


def starts(game):
    """The starting positions of ``game``: every variant (27: either player first)."""
    info = games.get(game)
    for variant in info.variants or (None,):
        for first in (0, 1) if info.drawn_first else (0,):
            yield games.get(game).rules.new_game(**info.options(variant, first))


def search(task):
    """(key, [[move dict, value], ...]) for one position, searched deep."""
    game, data, settings, ply = task
    state = games.get(game).rules.State.from_dict(data)
    # the first player's moves in the first ``start_plies`` plies (the start alone unless the
    # game says more) keep the moves within ``start_margin``: a game's first moves are where the
    # evaluation is least sure, and where a deterministic opponent sees Hard's variety as first
    # player. The second player's moves keep ``margin``
    wide = ply < settings.get("start_plies", 1) and ply % 2 == 0
    margin = settings.get("start_margin", settings["margin"]) if wide else settings["margin"]
    level = dataclasses.replace(engine.level_for(game, "hard"), max_nodes=settings["nodes"],
                                noise=margin, book=False)
    move, result = engine.think(game, state, level, seed=0, timed=False)
    key, to_book, _ = book.frame(game, state)
    scored = getattr(result, "scored", None)
    if result.source != "search" or not scored:  # the only move, or the endgame solver
        return key, [[to_book(move), 0.0]]
    best = scored[0][0]
    proven = result.solved or abs(best) >= DECIDED
    keep = [(score, m) for score, m in scored
            if (score == best if proven else score >= best - margin)]
    return key, [[to_book(m), round(score, 3)] for score, m in keep]


def build(game, settings, pool, log):
    """The book of ``game``: {key: entries}."""
    entries = {}
    levels = [list(starts(game))]
    levels.append([s.play(m) for s in levels[0] for m in s.legal_moves()])
    for ply in range(settings["plies"]):
        if ply >= len(levels):
            break
        todo, seen = [], set()
        for state in levels[ply]:
            key = book.frame(game, state)[0]
            if state.is_over or key in entries or key in seen:
                continue
            seen.add(key)
            todo.append(state)
        started = time.monotonic()
        tasks = [(game, s.to_dict(), settings, ply) for s in todo]
        results = pool.map(search, tasks) if pool else list(map(search, tasks))
        found = dict(results)
        entries.update(found)
        log(f"{game}: ply {ply}, {len(todo)} positions ({time.monotonic() - started:.0f} s)")
        if ply + 2 < settings["plies"]:
            following = []
            for state in todo:
                _, _, from_book = book.frame(game, state)
                for data, _ in found[book.frame(game, state)[0]]:
                    after = state.play(from_book(data))
                    if not after.is_over:
                        following += [after.play(reply) for reply in after.legal_moves()]
            levels.append(following)
    return entries


def main(argv=None):
    argv = registered.register(argv)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--register", metavar="MODULE", help="register the game in MODULE first (GAME)")
    parser.add_argument("--game", action="append", choices=[g.id for g in games.GAMES],
                        help="only this game (repeatable); the others keep their book")
    parser.add_argument("--jobs", type=int, default=2, help="processes searching (default 2)")
    parser.add_argument("--out", type=pathlib.Path, help="the books' folder (default: each game's bots/data/)")
    parser.add_argument("--quick", action="store_true", help="a tiny book (tests)")
    args = parser.parse_args(argv)
    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(args.jobs, games.register, games.added()) if args.jobs > 1 else None
    try:
        for game in args.game or [g.id for g in games.GAMES]:
            settings = QUICK if args.quick else book.settings(game)
            data = {"version": 1, "settings": settings, "positions": build(game, settings, pool, print)}
            out = args.out / f"{game}.json" if args.out else shipped.source_path("bots", game)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(data, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
            print(f"{game}: {len(data['positions'])} positions written to {out}", flush=True)
    finally:
        if pool:
            pool.close()
            pool.join()


if __name__ == "__main__":
    main()
