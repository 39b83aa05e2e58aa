"""``kill -9`` at every step of every save (issue 36, item 10): the next start finds each file
whole, as of its last save or the one before, and no temporary file anywhere.

A child process (``os.fork``: no second interpreter to start, so one run per step stays cheap)
plays a short session on a copy of a data folder: settings changed, an old autosave adopted,
a game resumed and a move saved, the games listed (a bad game set aside, the games index
written), puzzle progress saved, a game deleted. Every system call a save makes (creating the
temporary file, writing it, flushing, renaming, removing, making a folder) is a step; run N is
killed with SIGKILL right before step N, or halfway through writing the data when step N is a
write. Then the folder is started again as the app starts it, and checked.
"""

import json
import os
import shutil
import signal
import tempfile

import pytest

from pyrapack import games as registry
from pyrapack import library, settings, storage
from pyrapack.library import Library
from pyrapack.match import Match
from pyrapack.puzzles import collection, progress
from pyrapack.storage import Storage

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="kills a forked child with SIGKILL")
GAME = registry.GAMES[0]
MOVED, DELETED = "20250301-120000-000001", "20250301-120000-000002"


def a_game(moves):
    match = Match(GAME.id, GAME.options(), (None, "easy"))
    for _ in range(moves):
        match.play(match.state.legal_moves()[0])
    return match


def baseline(folder):
    """A data folder as a player leaves it: two games, settings, an index, puzzle progress, an
    old autosave, and a game file that cannot be read. ``{name: versions that may be found}``."""
    data = Storage(folder)
    games = Library(data)
    for game_id, moves in ((MOVED, 3), (DELETED, 2)):
        match = a_game(moves)
        match.id = game_id
        match.unsaved = True
        games.save(match)
    settings.save(data, settings.Settings())
    progress.save(data, progress.Progress())
    games.list()
    old = a_game(1).record()
    for key in ("id", "created", "updated", "result", "branched_from", "review"):
        del old[key]
    data.write(library.LEGACY_AUTOSAVE, old)
    data.write(f"{library.FOLDER}/20250301-120000-00000b.json", b"{not json")
    data.flush()


def session(folder):
    """What the app does with the folder in a short session, each save on disk before the next."""
    data = Storage(folder)
    data.claim()
    data.clean_up()
    loaded, _ = settings.load(data)
    loaded.sound = not loaded.sound
    settings.save(data, loaded)
    data.flush()
    games = Library(data)
    games.adopt_legacy_autosave()
    match, _ = games.open(MOVED)
    match.play(match.state.legal_moves()[0])
    games.save(match)
    data.flush()
    games.list()  # sets the bad game aside, writes the index
    data.flush()
    record, _ = progress.of(data)
    record.record(collection.MIXED, collection.pool(collection.MIXED)[0], True)
    progress.save(data, record)
    data.flush()
    games.delete(DELETED)
    games.list()
    data.release()


class Steps:
    """Counts the system calls of saving; SIGKILL at step ``kill_at``."""

    def __init__(self, kill_at):
        self.kill_at, self.count = kill_at, 0

    def step(self):
        self.count += 1
        if self.count == self.kill_at:
            os.kill(os.getpid(), signal.SIGKILL)

    def around(self, function):
        def stepped(*args, **kwargs):
            self.step()
            result = function(*args, **kwargs)
            self.step()
            return result
        return stepped

    def install(self):
        for name in ("fsync", "replace", "rename", "remove", "mkdir"):
            setattr(os, name, self.around(getattr(os, name)))
        tempfile.mkstemp = self.around(tempfile.mkstemp)
        fdopen, steps = os.fdopen, self

        class Halving:  # a file whose writes can be cut off halfway
            def __init__(self, out):
                self.out = out

            def write(self, data):
                half = len(data) // 2
                self.out.write(data[:half])
                self.out.flush()
                steps.step()
                return half + self.out.write(data[half:])

            def __getattr__(self, name):
                return getattr(self.out, name)

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return self.out.__exit__(*exc)

        os.fdopen = lambda *args, **kwargs: Halving(fdopen(*args, **kwargs))


def run_killed_at(step, folder):
    """Run ``session`` in a child killed at ``step``; True when it was killed, False when it finished."""
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 1
        try:
            Steps(step).install()
            session(folder)
            code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        assert os.WTERMSIG(status) == signal.SIGKILL
        return True
    assert os.WEXITSTATUS(status) == 0, "the session failed in the child"
    return False


def start_again(folder):
    """What the app does with its folder when it starts, then quits."""
    data = Storage(folder)
    assert data.claim()
    data.clean_up()
    loaded, problem = settings.load(data)
    assert problem is None
    games = Library(data)
    games.adopt_legacy_autosave()
    entries = games.list()
    record, problem = progress.of(data)
    assert problem is None
    data.release()
    return data, entries


def litter(folder):
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.name.endswith(".tmp")
                  or (p.name.startswith(".") and p.name != storage.LOCK))


def test_a_kill_at_any_step_of_a_save_leaves_whole_files_and_no_temporary_one(tmp_path):
    base = tmp_path / "base"
    baseline(base)
    before = json.loads((base / library.FOLDER / f"{MOVED}.json").read_text())["moves"]
    step, kills = 0, 0
    while True:
        step += 1
        folder = tmp_path / f"run{step}"
        shutil.copytree(base, folder)
        if not run_killed_at(step, folder):
            break
        kills += 1
        data, entries = start_again(folder)
        assert litter(folder) == [], f"killed at step {step}"
        aside = os.listdir(folder / storage.ASIDE) if (folder / storage.ASIDE).exists() else []
        assert [name for name in aside if not name.endswith("-00000b.json")] == [], f"killed at step {step}"
        match, problem = Library(data).open(MOVED)
        assert problem is None and [m.to_dict() for m in match.moves] in (before, before + [match.moves[-1].to_dict()])
        assert len(entries) in (2, 3)  # the autosave's game, and the deletion done or not
        told = [p.values["file"] for p in data.problems()]
        assert told in ([], [f"{library.FOLDER}/20250301-120000-00000b.json"]), f"killed at step {step}"
        shutil.rmtree(folder)
    assert kills > 40  # every file's steps were reached: not a session that ends early
