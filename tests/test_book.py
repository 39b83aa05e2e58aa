"""Hard's opening book: built by ``tools/make_book.py``, shipped in the package, looked up in
each game's book frame (its mirror images share an entry: each game's own test file), drawn from
with Hard's seed."""

import importlib.util
import json
import pathlib
import random

import pytest

from random_play import shortest_where

from pyrapack import games
from pyrapack.bots import book, engine

TOOL = pathlib.Path(__file__).resolve().parents[1] / "tools" / "make_book.py"


def random_states(game, seed, count=10, plies=14):
    rules, rng = games.get(game).rules, random.Random(seed)
    variants = getattr(rules, "VARIANTS", (None,))
    for k in range(count):
        state = rules.new_game(**({} if variants[0] is None else {"variant": variants[k % len(variants)]}))
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


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_the_shipped_book_covers_the_plies_its_settings_say_in_every_variant(game):
    """The start and every first move, then two plies further (a book move and any reply)
    while within the game's ``plies``: 27's book reaches Hard's second move as first player."""
    entries, plies = book.book_of(game), book.settings(game)["plies"]

    def covered(state, ply):
        if state.is_over or ply >= plies:
            return
        key, _, from_book = book.frame(game, state)
        assert key in entries, state.to_dict()
        moves = [from_book(data) for data, _ in entries[key]]
        assert moves and all(m in state.legal_moves() for m in moves)
        for after in [state.play(m) for m in moves if ply + 2 < plies]:
            for reply in after.legal_moves():
                covered(after.play(reply), ply + 2)
        for move in state.legal_moves() if ply == 0 else ():
            covered(state.play(move), 1)

    for start in _tool().starts(game):
        covered(start, 0)


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


@pytest.mark.parametrize("game", [g.id for g in games.GAMES  # the games whose books widen the start
                                  if book.settings(g.id).get("start_margin", 0) > book.settings(g.id)["margin"]])
def test_the_book_tool_keeps_the_start_margin_for_the_first_players_first_start_plies(game):
    info = games.get(game)
    state = info.rules.new_game(**info.options(info.variants[0] if info.variants else None))
    for _ in range(2):
        state = state.play(state.legal_moves()[0])
    settings = {"plies": 3, "nodes": 2_000, "margin": 0.0, "start_margin": 3.0, "start_plies": 3}
    wide = _tool().search((game, state.to_dict(), settings, 2))[1]
    narrow = _tool().search((game, state.to_dict(), {**settings, "start_plies": 2}, 2))[1]
    assert len(wide) > len(narrow) >= 1  # ply 2 is among the first three plies, not the first two
    second = info.rules.new_game(**info.options(info.variants[0] if info.variants else None))
    second = second.play(second.legal_moves()[0])
    assert _tool().search((game, second.to_dict(), settings, 1)) == _tool().search(
        (game, second.to_dict(), {**settings, "start_plies": 1}, 1))


def _start(info):
    """The position the test's book is asked about first: its last variant's start."""
    return info.rules.new_game(**info.options(info.variants[-1] if info.variants else None))


def _answered(info):
    """A game with a bot part whose start's last move leaves a reply to find (in a game of one
    ply it ends the game: issue 41, the shortest game was assumed to go on)."""
    start = _start(info)
    return info.has("bots") and not start.play(start.legal_moves()[-1]).is_over


def test_the_book_tool_builds_a_book_the_engine_reads(tmp_path, monkeypatch):
    game = shortest_where(_answered)
    _tool().main(["--quick", "--jobs", "1", "--game", game.id, "--out", str(tmp_path)])
    data = json.loads((tmp_path / f"{game.id}.json").read_text(encoding="utf-8"))
    monkeypatch.setattr(book, "book_of", lambda game: data["positions"])
    start = _start(game)
    reply = start.play(start.legal_moves()[-1])
    assert book.move(game.id, reply, random.Random(0)) in reply.legal_moves()  # the first two plies
    later = reply.play(reply.legal_moves()[0])
    assert later.is_over or book.move(game.id, later, random.Random(0)) is None  # ply 2: not in it


def _tool():
    spec = importlib.util.spec_from_file_location("make_book", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
