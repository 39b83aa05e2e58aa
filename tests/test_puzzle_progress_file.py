"""``puzzles.json`` read as any file from outside (issue 36, items 3 to 5): text that cannot be
written back is refused where it is read, a newer file is left alone, and the player's own
puzzles are never dropped without a word."""

import copy
import json

import pytest
import test_fuzz_files
from driver import Driver

from pyrapack import i18n, json_file, storage
from pyrapack.puzzles import collection, maker, progress
from pyrapack.storage import Storage

LONE = "\ud800"  # what JSON's "\ud800" reads as: no UTF-8 writes it


def shipped(n=0):
    return copy.deepcopy(collection.pool(collection.MIXED)[n])


def own(n, **changes):
    """An own puzzle (a shipped one under another id), as "Make it a puzzle" keeps them."""
    return {**shipped(), "id": f"own-{n}", "source": f"20250301-120000-abcdef ply {n}", **changes}


def a_record():
    record = progress.Progress()
    puzzle = shipped()
    record.record(collection.MIXED, puzzle, True)
    record.add_own(own(1))
    return record.to_dict()


SPOILT = {
    "a result's id": lambda d: d["results"].update({f"x{LONE}": "solved"}),
    "a level's pool": lambda d: d["levels"].update({f"p{LONE}": [1, 0]}),
    "an own puzzle's id": lambda d: d["own"][0].update(id=f"own-{LONE}"),
    "an own puzzle's source": lambda d: d["own"][0].update(source=f"game {LONE}"),
    "a refutation's answer": lambda d: next(v for v in d["own"][0]["refute"][0].values()).__setitem__(0, LONE),
    "a field of its own": lambda d: d["own"][0].update(note=LONE),
}


@pytest.mark.parametrize("where", SPOILT)
def test_progress_with_text_that_cannot_be_saved_again_is_refused(where):
    """Issue 36.3: a lone surrogate loaded without a word, and every later save failed."""
    data = a_record()
    SPOILT[where](data)
    with pytest.raises(ValueError):
        progress.Progress.from_dict(data)


@pytest.mark.parametrize("where", ["an own puzzle's id", "an own puzzle's source", "a field of its own"])
def test_an_own_puzzle_with_text_that_cannot_be_saved_again_is_refused(where):
    data = a_record()
    SPOILT[where](data)
    with pytest.raises(ValueError):
        maker.check(data["own"][0])


def test_a_spoilt_progress_file_is_kept_aside_with_a_message_and_saving_works_after(tmp_path):
    data = a_record()
    SPOILT["a result's id"](data)
    folder = Storage(tmp_path)
    folder.directory.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data)  # ensure_ascii: the lone surrogate written as \ud800
    folder.path(progress.FILE).write_text(text)
    record, problem = progress.of(folder)
    assert problem is not None and problem.key == "storage.corrupt"
    assert [p.read_text() for p in folder.path(storage.ASIDE).iterdir()] == [text]
    record.record(collection.MIXED, shipped(1), True)
    progress.save(folder, record)
    folder.flush()
    assert folder.problems() == []
    assert progress.Progress.from_dict(json.loads(folder.path(progress.FILE).read_text())).solved(shipped(1))


# -- a newer file (item 4) ------------------------------------------------------------------------
def test_progress_of_a_newer_format_is_left_as_it_is_and_never_written_over(tmp_path):
    """Issue 36.4: a newer puzzles.json was moved aside and rewritten as format 1."""
    folder = Storage(tmp_path)
    folder.directory.mkdir(parents=True, exist_ok=True)
    newer = json.dumps({"format": progress.FORMAT + 1, "results": "in a shape of tomorrow"})
    folder.path(progress.FILE).write_text(newer)
    record, problem = progress.of(folder)
    assert problem is not None and problem.key == "puzzles.newer"
    assert problem.values["version"] == progress.FORMAT + 1
    record.record(collection.MIXED, shipped(), True)
    progress.save(folder, record)
    folder.flush()
    assert folder.path(progress.FILE).read_text() == newer
    assert not folder.path(storage.ASIDE).exists()
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        assert str(progress.FORMAT + 1) in i18n.t(problem.key, **problem.values)
    i18n.set_language("en")


def test_the_puzzles_screen_beside_a_newer_file_says_so_and_keeps_it(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    newer = json.dumps({"format": progress.FORMAT + 1})
    (folder / progress.FILE).write_text(newer)
    driver = Driver(folder, size=(960, 600))
    try:
        driver.app.open_puzzles()
        driver.tick(2)
        assert [toast[0] for toast in driver.app.toasts] == ["puzzles.newer"]
    finally:
        driver.close()
    assert (folder / progress.FILE).read_text() == newer


# -- the limit of own puzzles (item 5) --------------------------------------------------------------
def test_own_puzzles_beyond_the_limit_are_refused_never_dropping_an_older_one():
    """Issue 36.5: the 501st own puzzle was said kept and the oldest dropped."""
    record = progress.Progress()
    for n in range(progress.MAX_OWN):
        assert record.add_own(own(n)) == "puzzles.made"
    assert record.add_own(own(progress.MAX_OWN)) == "puzzles.full"
    assert [p["id"] for p in record.own] == [f"own-{n}" for n in range(progress.MAX_OWN)]
    assert record.add_own(own(0)) == "puzzles.known"
    assert str(progress.MAX_OWN) in i18n.t("puzzles.full", limit=progress.MAX_OWN)


def test_a_full_record_of_own_puzzles_fits_the_file_size_limit():
    record = progress.Progress(own=[own(n) for n in range(progress.MAX_OWN)])
    for puzzle in collection.pool(collection.MIXED):
        record.record(collection.MIXED, puzzle, True)
    assert len(json_file.encode(record.to_dict())) < json_file.MAX_BYTES / 2


# -- every kind of bad file in its place --------------------------------------------------------
@pytest.mark.parametrize("kind", list(test_fuzz_files.GARBAGE) + test_fuzz_files.SPECIAL)
def test_any_bad_progress_file_is_kept_aside_with_a_message_and_progress_saves_again(tmp_path, kind, monkeypatch):
    """As settings and games: the bad file kept aside (or, when it cannot be moved, left as it
    is and never written over), a message, and the player's progress from there on kept."""
    test_fuzz_files.skip_unsupported(kind)
    folder = Storage(tmp_path)
    path = folder.path(progress.FILE)
    aside = test_fuzz_files.place(path, kind, monkeypatch)
    with test_fuzz_files.deadline():
        record, problem = progress.of(folder)
    assert problem is not None and record.results == {}
    assert test_fuzz_files.kept_aside(tmp_path, path, aside) or problem.key == "storage.left_alone"
    record.record(collection.MIXED, shipped(), True)
    progress.save(folder, record)
    folder.flush()
    if problem.key != "storage.left_alone":
        assert progress.Progress.from_dict(json.loads(path.read_text())).solved(shipped())
