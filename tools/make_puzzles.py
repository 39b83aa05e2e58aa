"""Make the shipped puzzles: positions of real bot games where exactly one move wins, proven.

For each game and variant, bots of different levels play each other (untimed, seeded: the
same run finds the same games on any machine), and the last positions of each game are
examined (``pyrapack/puzzles/maker.py``): the side to move must have exactly one winning
move, proven by the game's rule (``pyrapack/puzzles/<game>.py``: an exact endgame solver of
its own, a search to the end of the game, or a search bounded in plies), and every claim is
checked again by the table-free plain search (``pyrapack/puzzles/plain.py``). A
position met before, up to symmetry, is skipped. The shipped puzzles that still hold (examined
and checked again) are candidates with the new ones, and come first among equals, so that their
ids (and a player's progress) stay where they can; the set is chosen for even difficulties and
long lines (``choose``). It is written to ``pyrapack/puzzles/data/<game>.json``
(``docs/puzzles.md`` describes the format).

Run it at a low priority on a shared machine (``--minutes`` are CPU minutes, per game)::

    nice -n 15 .venv/bin/python tools/make_puzzles.py             # every game
    nice -n 15 .venv/bin/python tools/make_puzzles.py --game <id> --minutes 2

A game kept outside PyraPack is registered first (``--register``: see ``registered.py``).
"""

import argparse
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))  # registered.py, next to this file

from pyrapack import games, shipped  # noqa: E402
from pyrapack.bots import engine  # noqa: E402
from pyrapack.puzzles import collection, maker, plain, proof  # noqa: E402

import registered  # noqa: E402

#: who plays whom, in turn: weaker bots throw games away, which is where puzzles are
PAIRS = (("beginner", "easy"), ("easy", "medium"), ("medium", "beginner"), ("easy", "easy"),
         ("beginner", "medium"), ("medium", "easy"), ("beginner", "beginner"), ("medium", "medium"))
TAIL = 24  # positions examined at the end of each game, from the last one back
MAX_PLIES = 700  # a game longer than this is left unfinished (and not examined)
TARGET = 72  # puzzles per game, shared out between its variants
FIND = 3  # puzzles found for each one a variant ships, to choose the set from
PLAIN_NODES = 5_000_000  # the plain search's budget per puzzle (a claim it cannot settle refuses it)
PER_GAME, PER_PLY = 4, 2  # puzzles from one game and from one of its positions (with those one move away), at most


def play(game, options, pair, seed):
    """The positions of one seeded game between the levels of ``pair`` (None: unfinished)."""
    state = games.get(game).rules.new_game(**options)
    states = [state]
    while not state.is_over:
        if len(states) > MAX_PLIES:
            return None
        level = pair[state.to_move]
        state = state.play(engine.choose_move(game, state, level, seed=seed * 1000 + len(states), timed=False))
        states.append(state)
    return states


def candidates(game, states, promising):
    """``(ply, where, state)``: the last positions of a game, each followed by the positions one
    move away from it (what the game would have been had the move been another: most
    puzzles are the answer to a slip), from the end back."""
    tail = getattr(games.get(game).part("puzzles"), "TAIL", TAIL)
    for ply in range(len(states) - 2, max(-1, len(states) - 2 - tail), -1):
        state = states[ply]
        yield ply, f"ply {ply}", state
        if promising(state) and out_of_reach(game, state):
            return  # the game's rule cannot settle this position: the earlier ones cost more still
        for move in state.legal_moves():
            child = state.play(move)
            if not child.is_over:
                yield ply, f"ply {ply} then {move}", child


def out_of_reach(game, state):
    """Whether the game's rule runs out of nodes on whether the mover of ``state`` wins."""
    try:
        proof.Judge(game).wins(maker.fresh(state))  # as the puzzle would start
    except proof.OutOfNodes:
        return True
    return False


def harvest(game, variant, want, seconds, seen, log):
    """Puzzles of ``game``'s ``variant`` from seeded games, until ``want`` are found or
    ``seconds`` of this process's CPU time are spent (a busy machine slows it, not shortens it)."""
    info = games.get(game)
    promising = getattr(games.get(game).part("puzzles"), "promising", lambda state: True)
    found, seed, start = [], 0, time.process_time()
    while len(found) < want and time.process_time() - start < seconds:
        pair = PAIRS[seed % len(PAIRS)]
        states = play(game, info.options(variant, first=seed % 2), pair, seed)
        seed += 1
        taken = []  # the plies of this game's puzzles
        per_game = getattr(games.get(game).part("puzzles"), "PER_GAME", PER_GAME)
        for ply, where, state in candidates(game, states or [], promising):
            if len(taken) >= per_game or taken.count(ply) >= PER_PLY:
                continue
            key = maker.canonical(game, state)
            if key in seen or not promising(state):
                continue
            seen.add(key)
            puzzle = maker.examine(game, state, source=f"{pair[0]}-{pair[1]} seed {seed - 1} {where}")
            wrong = plain.check(puzzle, PLAIN_NODES) if puzzle is not None else []
            if wrong:  # the two provers disagree, or plain search could not settle a claim
                log(f"  refused by plain search: {wrong}")
                puzzle = None
            if puzzle is not None:
                found.append(puzzle)
                taken.append(ply)
                log(f"  {game} {variant or ''} #{len(found)}: difficulty {puzzle['difficulty']}, "
                    f"{puzzle['length']} to find, line {' '.join(puzzle['line'])}")
            if len(found) >= want or time.process_time() - start > seconds:
                break
    return found, seed


def kept(game, log):
    """The shipped puzzles of ``game`` that still hold: each examined again from its position by
    the game's rule and its claims checked by plain search (``plain.check``). A kept puzzle's id
    is its position's, so a player's progress (``puzzles.json``) still finds it."""
    out = []
    for puzzle in collection.shipped(game):
        again = maker.examine(game, maker.start(puzzle), source=puzzle.get("source"))
        if again is not None and not plain.check(again, PLAIN_NODES):
            out.append(again)
            if again != puzzle:
                log(f"  {puzzle['id']} still holds, its line or refutations proven afresh")
        else:
            log(f"  {puzzle['id']} no longer holds: dropped")
    return out


def make(game, minutes, log, keep=True):
    """``game``'s puzzles, ``TARGET`` of them: the shipped ones that still hold (``keep``), and
    new ones found within ``minutes`` of CPU time, each variant an equal share of the time left
    (what a quick one leaves goes to the next) and up to ``FIND`` times its share of puzzles to
    choose from. Then ``choose`` takes the set: the variants even, the three difficulties as
    even as the finds allow, and in each the longer lines first; a kept puzzle before a new one
    of the same difficulty and length, so that ids (and a player's progress) stay where they can."""
    variants = games.get(game).variants or (None,)
    puzzles = kept(game, log) if keep else []
    seen = {maker.canonical(game, maker.start(p)) for p in puzzles}
    deadline = time.process_time() + 60 * minutes
    quota = shares(variants, TARGET)
    for i, variant in enumerate(variants):
        seconds = (deadline - time.process_time()) / (len(variants) - i)
        found, played = harvest(game, variant, FIND * quota[variant], seconds, seen, log)
        log(f"{game} {variant or ''}: {len(found)} new from {played} games")
        puzzles += found
    chosen = choose(puzzles, variants, quota)
    chosen.sort(key=collection.rank)
    return {"format": collection.FORMAT, "game": game, "proof": proof.describe(game), "puzzles": chosen}


def shares(variants, total):
    """``{variant: its share of total}``: as even as can be, the first variants the larger."""
    return {v: total // len(variants) + (i < total % len(variants)) for i, v in enumerate(variants)}


def choose(puzzles, variants, quota):
    """``TARGET`` of ``puzzles`` (kept ones first, then new ones in the order found): each
    variant its ``quota`` (what one lacks, the others make up), within each the difficulties as
    even as they can be (what one lacks, the harder ones make up first) and the longer lines
    first: most positions found are won in one move; the longer lines are rarer."""
    picked = []
    for variant in variants:
        mine = [p for p in puzzles if p["variant"] == variant]
        picked += spread(mine, quota[variant])
    rest = [p for p in puzzles if p not in picked]
    return picked + spread(rest, TARGET - len(picked))


def spread(puzzles, count):
    """``count`` of ``puzzles``: a third of each difficulty where they are found, the longer
    lines first in each; a difficulty that lacks some leaves them to the others (the hardest
    first)."""
    by_level = {level: sorted((p for p in puzzles if p["difficulty"] == level), key=lambda p: -p["length"])
                for level in (3, 2, 1)}  # a stable sort: among equals, the order given
    share = shares((3, 2, 1), max(0, count))
    picked = [p for level in (3, 2, 1) for p in by_level[level][:share[level]]]
    left = [p for level in (3, 2, 1) for p in by_level[level][share[level]:]]
    return picked + left[:max(0, count) - len(picked)]


def main(argv=None):
    argv = registered.register(argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=[g.id for g in games.GAMES], action="append")
    parser.add_argument("--minutes", type=float, default=10.0,
                        help="of CPU time to find new puzzles, per game (default 10)")
    parser.add_argument("--afresh", action="store_true",
                        help="do not keep the shipped puzzles that still hold: find them all again")
    parser.add_argument("--register", metavar="MODULE", help="register the game in MODULE first (GAME)")
    args = parser.parse_args(argv)
    for game in args.game or [g.id for g in games.GAMES]:
        start = time.process_time()
        data = make(game, args.minutes, lambda line: print(line, flush=True), keep=not args.afresh)
        path = shipped.source_path("puzzles", game)
        path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"{game}: {len(data['puzzles'])} puzzles, {path.stat().st_size} bytes, "
              f"{time.process_time() - start:.0f} s of CPU", flush=True)


if __name__ == "__main__":
    main()
