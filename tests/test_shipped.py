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
