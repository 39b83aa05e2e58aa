"""A file PyraPack ships that is missing or damaged is a broken installation the player is told
about, naming the file, never an empty screen (``pyrapack/shipped.py``)."""

import pytest

from pyrapack import games, i18n, shipped
from pyrapack.bots import book
from pyrapack.i18n import t
from pyrapack.puzzles import collection


@pytest.fixture
def broken(monkeypatch, tmp_path):
    """The puzzles' folder of this installation, emptied but for a damaged file of one game."""
    real = shipped.path_of
    folder = tmp_path / "puzzles" / "data"
    folder.mkdir(parents=True)
    damaged = [g.id for g in games.GAMES if g.has("puzzles")][0]
    (folder / f"{damaged}.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(shipped, "path_of", lambda layer, game: folder / f"{game}.json" if layer == "puzzles"
                        else real(layer, game))
    for cached in (shipped.read, collection.shipped, book.book_of):
        cached.cache_clear()
    yield damaged
    for cached in (shipped.read, collection.shipped, book.book_of):
        cached.cache_clear()


def test_missing_and_damaged_files_are_named_in_one_message(broken):
    (problem,) = shipped.problems()
    key, values = problem
    for language, fix in (("en", "Reinstall"), ("fr", "Réinstallez")):
        i18n.set_language(language)
        message = t(key, **values)
        assert f"{broken}.json" in message and "data" in message and fix in message
    i18n.set_language("en")
    expected = [g.id for g in games.GAMES if g.has("puzzles")]
    assert values["files"] == ", ".join(f"{game}.json" for game in expected)
    with pytest.raises(shipped.MissingData, match="not readable"):
        shipped.read("puzzles", broken)


def test_the_app_says_so_at_start_and_the_puzzles_screen_still_opens(broken, driver):
    messages = [t(key, **values) for key, values, _ in driver.app.toasts]
    assert any("puzzles" in m and f"{broken}.json" in m for m in messages)
    assert collection.shipped(broken) == ()
    driver.app.open_puzzles()
    driver.tick(3)  # drawn without a crash; the books and the rest are untouched
    assert book.book_of(broken)


def test_a_whole_installation_has_nothing_to_say():
    assert shipped.problems() == []
    assert all(shipped.entries(layer, game) for layer, game in shipped.expected())


# -- every damage a shipped file can take (issue 43, item 3) -------------------------------------------
import copy  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

from pyrapack import json_file, selfcheck  # noqa: E402
from pyrapack.bots import engine  # noqa: E402
from pyrapack.puzzles import maker  # noqa: E402

from test_fuzz_files import POSIX, deadline  # noqa: E402  (one way to turn a hang into a failure)


def real_data(layer, game):
    return json.loads(shipped.path_of(layer, game).read_text(encoding="utf-8"))


def first_game(layer):
    return next(g.id for g in games.GAMES if g.has(layer))


def spoilt_puzzles(change):
    """The first game's puzzles file with its first puzzle changed by ``change(puzzle)``."""
    def make(game):
        data = real_data("puzzles", game)
        change(data["puzzles"][0])
        return data
    return make


def spoilt_book(change):
    """The first game's book with the start position's entries changed by ``change(entries)``."""
    def make(game):
        data = real_data("bots", game)
        key = book.frame(game, games.get(game).rules.new_game(**games.get(game).options()))[0]
        data["positions"][key] = change(copy.deepcopy(data["positions"][key]))
        return data
    return make


def set_(key, value):
    def change(item):
        item[key] = value
    return change


def illegal_line(puzzle):
    puzzle["line"] = ["no such move"] + puzzle["line"][1:]


def other_game(puzzle):
    puzzle["game"] = next(g.id for g in games.GAMES if g.id != puzzle["game"] and g.has("puzzles"))


#: Damages of a whole file, whatever its layer: bytes, or a kind of file that is no file
WHOLE = {
    "nested_100000_deep": b"[" * 100_000 + b"]" * 100_000,
    "nested_objects": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
    "not_json": b"{not json",
    "empty": b"",
    "binary": bytes(range(256)),
    "huge_integer": b'{"positions": {}, "puzzles": [' + b"9" * 5000 + b"]}",
    "too_large": b'{"pad": "' + b"x" * (json_file.MAX_BYTES + 10) + b'"}',
    "null": b"null",
    "entries_of_the_wrong_type": b'{"positions": [1, 2], "puzzles": {"a": 1}}',
    "fifo": None,
    "directory": None,
    "dangling_link": None,
}

#: Damages of entries, by layer: (a function of the game giving the file's data)
ENTRIES = {
    "puzzles": {
        "a_puzzle_that_is_text": spoilt_puzzles(lambda p: p.clear() or p.update(id="text")),
        "difficulty_as_text": spoilt_puzzles(set_("difficulty", "3")),
        "difficulty_true": spoilt_puzzles(set_("difficulty", True)),
        "line_not_a_list": spoilt_puzzles(set_("line", "a line")),
        "illegal_line": spoilt_puzzles(illegal_line),
        "refute_garbage": spoilt_puzzles(set_("refute", [{"x": 1}])),
        "position_garbage": spoilt_puzzles(set_("position", {"game": "x"})),
        "unknown_variant": spoilt_puzzles(set_("variant", "no such variant")),
        "another_game_s_puzzle": spoilt_puzzles(other_game),
        "length_wrong": spoilt_puzzles(set_("length", 99)),
        "lures_negative_text": spoilt_puzzles(set_("lures", "many")),
        "id_missing": spoilt_puzzles(lambda p: p.pop("id")),
    },
    "bots": {
        "entries_as_text": spoilt_book(lambda entries: "garbage"),
        "a_move_as_text": spoilt_book(lambda entries: [["a move", 0.0]] + entries),
        "a_move_of_nothing": spoilt_book(lambda entries: [[{"what": "x"}, 0.0]] + entries),
        "a_value_as_text": spoilt_book(lambda entries: [[entries[0][0], "high"]] + entries[1:]),
        "a_pair_of_three": spoilt_book(lambda entries: [entries[0] + [1]] + entries[1:]),
        "nested_entries": spoilt_book(lambda entries: [[[[[[entries[0][0]]]]], 0.0]] + entries),
    },
}


@pytest.fixture
def damage(monkeypatch, tmp_path):
    """``damage(layer, kind)``: the layer's files of this installation copied, the first game's
    damaged as ``kind`` says; the caches of what was read are cleared before and after."""
    real = shipped.path_of
    caches = (shipped.read, collection.shipped, book.book_of)

    def make(layer, kind):
        folder = tmp_path / layer / "data"
        folder.mkdir(parents=True)
        game = first_game(layer)
        for other in (g.id for g in games.GAMES if g.has(layer)):
            (folder / f"{other}.json").write_bytes(real(layer, other).read_bytes())
        path = folder / f"{game}.json"
        path.unlink()
        if kind == "fifo":
            os.mkfifo(path)
        elif kind == "directory":
            path.mkdir()
        elif kind == "dangling_link":
            os.symlink("nowhere.json", path)
        elif kind in WHOLE:
            path.write_bytes(WHOLE[kind])
        else:
            path.write_text(json.dumps(ENTRIES[layer][kind](game)), encoding="utf-8")
        monkeypatch.setattr(shipped, "path_of", lambda lay, g: folder / f"{g}.json" if lay == layer
                            else real(lay, g))
        for cached in caches:
            cached.cache_clear()
        return game, path

    yield make
    for cached in caches:
        cached.cache_clear()


def kinds(layer):
    return [k for k in WHOLE if POSIX or k not in ("fifo", "dangling_link")] + list(ENTRIES[layer])


def told_which(game, path):
    """The start's message and ``--self-check`` name the damaged file."""
    [(key, values)] = shipped.problems()
    assert f"{game}.json" in t(key, **values)
    with pytest.raises(selfcheck.Failed, match=f"{game}.json"):
        selfcheck._shipped(None, None)


@pytest.mark.parametrize("kind", kinds("puzzles"))
def test_a_damaged_puzzles_file_is_named_and_its_good_puzzles_all_open(damage, kind):
    """Issue 43.3: nested 100,000 deep it crashed the start (RecursionError), a FIFO hung it,
    wrong-typed puzzles crashed the Puzzles screen, an illegal line crashed when opened."""
    game, path = damage("puzzles", kind)
    with deadline():
        told_which(game, path)
        kept = collection.shipped(game)
    for puzzle in kept:  # what is kept is whole: checked again, and each walked to its end
        maker.check(puzzle)
        assert puzzle["game"] == game
    if kind in ENTRIES["puzzles"]:
        assert len(kept) == len(real_data("puzzles", game)["puzzles"]) - 1  # only the bad one left out
    assert collection.pool(collection.MIXED)  # the other games' puzzles are all there


@pytest.mark.parametrize("kind", kinds("bots"))
def test_a_damaged_opening_book_is_named_and_the_bot_plays_on(damage, kind):
    """Issue 43.3: bad book entries made the bot fail ("could not think; random move")."""
    game, path = damage("bots", kind)
    with deadline():
        told_which(game, path)
    info = games.get(game)
    state = info.rules.new_game(**info.options())
    for seed in range(4):
        assert book.move(game, state, random.Random(seed)) in [None, *state.legal_moves()]
    booked = engine.Level("booked", 1.0, 1.0, 1, 50, 0.0, book=True)  # Hard's use of the book, a tiny search
    move, search = engine.think(game, state, booked, seed=1, timed=False)
    assert move in state.legal_moves()


def test_the_app_starts_past_a_damaged_shipped_file_says_which_and_opens_the_puzzles(damage, tmp_path):
    from driver import Driver

    game, _ = damage("puzzles", "illegal_line")
    with deadline():
        driver = Driver(tmp_path / "data", size=(960, 600))
    try:
        messages = [t(key, **values) for key, values, _ in driver.app.toasts]
        assert any(f"{game}.json" in m for m in messages)
        driver.app.open_puzzles()
        driver.tick(3)
    finally:
        driver.close()
