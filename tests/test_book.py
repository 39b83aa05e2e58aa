"""Hard's opening book: built by ``tools/make_book.py``, shipped in the package, looked up in
each game's book frame (mirror images share an entry), drawn from with Hard's seed."""

import importlib.util
import json
import pathlib
import random

import pytest

from pyrapack.bots import book, engine
from pyrapack.bots.pyraos import masks as pyraos_masks
from pyrapack import games
from pyrapack.rules import pyraos, twentyseven

TOOL = pathlib.Path(__file__).resolve().parents[1] / "tools" / "make_book.py"


def random_states(game, seed, count=10, plies=14):
    rules, rng = games.get(game).rules, random.Random(seed)
    variants = getattr(rules, "VARIANTS", (None,))
    for k in range(count):
        state = rules.new_game(**({} if variants[0] is None else {"variant": variants[k % 3]}))
        for _ in range(rng.randrange(plies)):
            if state.is_over:
                break
            yield state
            state = state.play(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_every_move_goes_into_the_book_frame_and_back(game):
    for state in random_states(game, f"frame-{game}"):
        _, to_book, from_book = book.frame(game, state)
        for move in state.legal_moves():
            assert from_book(json.loads(json.dumps(to_book(move)))) == move


def test_27_with_black_to_move_is_looked_up_as_its_mirror_image():
    white_first = twentyseven.new_game("grey", first=0)
    black_first = twentyseven.new_game("grey", first=1)
    key, to_book, _ = book.frame("twentyseven", white_first)
    mirror_key, mirror_to_book, _ = book.frame("twentyseven", black_first)
    assert key == mirror_key
    assert to_book(twentyseven.Move(0, 3)) == mirror_to_book(twentyseven.Move(8, 3))


def test_pyraos_turned_or_flipped_positions_share_an_entry():
    rng = random.Random(5)
    for state in random_states("pyraos", "pyraos-turns"):
        perm = pyraos_masks.SYMMETRIES[rng.randrange(1, 8)]
        masks = [pyraos_masks.transform(m, perm) for m in state.masks]
        levels = [["".join("L" if masks[0] >> pyraos.SPOTS.index((lv, r, c)) & 1 else
                           "D" if masks[1] >> pyraos.SPOTS.index((lv, r, c)) & 1 else "."
                           for c in range(4 - lv)) for r in range(4 - lv)] for lv in range(4)]
        turned = pyraos.State.from_dict({**state.to_dict(), "levels": levels})
        key, to_book, _ = book.frame("pyraos", state)
        turned_key, _, from_turned = book.frame("pyraos", turned)
        assert key == turned_key
        move = rng.choice(state.legal_moves())
        assert from_turned(to_book(move)) in turned.legal_moves()


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_the_shipped_book_covers_both_first_plies_of_every_variant(game):
    tool = _tool()
    entries = book.book_of(game)
    for start in tool.starts(game):
        for state in [start] + [start.play(m) for m in start.legal_moves()]:
            key, _, from_book = book.frame(game, state)
            assert key in entries, state.to_dict()
            moves = [from_book(data) for data, _ in entries[key]]
            assert moves and all(m in state.legal_moves() for m in moves)


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_hard_opens_from_the_book_and_varies_with_its_seed(game):
    state = games.get(game).rules.new_game()
    key, _, from_book = book.frame(game, state)
    stored = {from_book(data) for data, _ in book.book_of(game)[key]}
    played = set()
    for seed in range(12):
        move, search = engine.think(game, state, "hard", seed=seed, timed=False)
        assert search.source == "book" and move in stored
        played.add(move)
    assert len(played) > 1 or len(stored) == 1
    assert engine.think(game, state, "medium", seed=0, timed=False)[1].source != "book"


def test_the_book_tool_builds_a_book_the_engine_reads(tmp_path, monkeypatch):
    _tool().main(["--quick", "--jobs", "1", "--game", "twentyseven", "--out", str(tmp_path)])
    data = json.loads((tmp_path / "twentyseven.json").read_text(encoding="utf-8"))
    monkeypatch.setattr(book, "book_of", lambda game: data["positions"])
    state = twentyseven.new_game("red", first=1).play(twentyseven.Move(8, 2))
    move = book.move("twentyseven", state, random.Random(0))
    assert move in state.legal_moves()
    assert book.move("twentyseven", twentyseven.new_game("basic").play(twentyseven.Move(0, 1))
                     .play(twentyseven.Move(8, 1)), random.Random(0)) is None  # ply 2: not in it


def _tool():
    spec = importlib.util.spec_from_file_location("make_book", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
