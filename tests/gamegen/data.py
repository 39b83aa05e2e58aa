"""A generated game's data files, made by the project's own tools' code as a maintainer's run
would make them: its opening book (``tools/make_book.py``'s ``build``) and its puzzles (found in
seeded random games' last positions, each proven by ``puzzles/maker.py`` and checked again by the
plain search, chosen by ``tools/make_puzzles.py``'s ``spread``). A game whose puzzles cannot be
found in number (a one-ply game has no puzzle: every move wins) ships without its puzzle part."""

import json
import pathlib
import random
import sys

from pyrapack import games, shipped
from pyrapack.bots import book
from pyrapack.puzzles import collection, maker, plain, proof

TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"


def _tool(name):
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    return __import__(name)


def write_book(info):
    settings = book.settings(info.id)
    positions = _tool("make_book").build(info.id, settings, None, lambda line: None)
    data = {"version": 1, "settings": settings, "positions": positions}
    path = pathlib.Path(str(info.data_file("bots")))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")


def find_puzzles(info, seeds=150, plain_nodes=200_000):
    """The puzzle set of ``info``'s game (the data file's dict), or None when it has too few to
    ship: 60 at least, of the three difficulties, in every variant."""
    make_puzzles = _tool("make_puzzles")
    game, part = info.id, info.part("puzzles")
    variants = info.variants or (None,)
    want = make_puzzles.TARGET // len(variants) + 1
    chosen = []
    for variant in variants:
        found, seen = [], set()
        for seed in range(seeds):
            if len(found) >= 2 * want and {p["difficulty"] for p in found} == {1, 2, 3}:
                break
            rng, state = random.Random(seed), info.rules.new_game(**info.options(variant))
            states = [state]
            while not state.is_over:
                state = state.play(rng.choice(state.legal_moves()))
                states.append(state)
            for ply, where, candidate in make_puzzles.candidates(game, states, lambda state: True):
                key = maker.canonical(game, candidate)
                if key in seen:
                    continue
                seen.add(key)
                puzzle = maker.examine(game, candidate, source=f"random seed {seed} {where}")
                if puzzle is not None and not plain.check(puzzle, plain_nodes):
                    found.append(puzzle)
        chosen += make_puzzles.spread(found, want)
    chosen.sort(key=collection.rank)
    difficulties, kinds = {p["difficulty"] for p in chosen}, {p["variant"] for p in chosen}
    if len(chosen) < 60 or difficulties != {1, 2, 3} or kinds != set(info.variants or (None,)):
        return None
    return {"format": collection.FORMAT, "game": game, "proof": proof.describe(game), "puzzles": chosen}


def write_puzzles(info, data):
    path = pathlib.Path(str(info.data_file("puzzles")))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")


def forget(info):
    """What was read of the game while its data was being made (it is read again once written)."""
    games._parts.clear()
    for cached in (shipped.read, collection.shipped, book.book_of):
        cached.cache_clear()
