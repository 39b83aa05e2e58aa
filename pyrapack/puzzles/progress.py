"""The player's puzzles: what was solved and failed, the level reached, and their own puzzles.

Kept in ``puzzles.json`` in the data folder, written after every puzzle, read through
``Storage.load`` like the settings: a file that cannot be read is kept aside in the
``corrupt`` folder, a message says so, and the player starts afresh. A puzzle counts as
solved when it was solved without a wrong move and without asking for the solution; a
failed one is still unsolved and comes back. The level (1 to 3, per pool: a game, "mixed"
or "own") rises after ``UP`` puzzles solved in a row and falls after ``DOWN`` failed in a
row; the next puzzle is the easiest unsolved one at that level.
"""

import weakref
from dataclasses import dataclass, field

from .. import games
from ..file_words import Problem
from ..json_file import writable
from ..storage import Newer, Storage
from . import collection, maker

FILE = "puzzles.json"
FORMAT = 1
LEVELS = (1, 2, 3)
UP, DOWN = 3, 2
OWN = "own"  # the pool of the player's own puzzles (from their reviewed games)
MAX_OWN = 500  # own puzzles kept at most (a few KB each: the file stays far below json_file.MAX_BYTES)


@dataclass
class Progress:
    results: dict = field(default_factory=dict)  # puzzle id -> "solved" or "failed"
    tally: dict = field(default_factory=dict)  # game -> difficulty (str) -> {"solved", "failed", "streak"}
    levels: dict = field(default_factory=dict)  # pool -> [level, run]: run > 0 solved in a row, < 0 failed
    own: list = field(default_factory=list)  # the player's own puzzles, oldest first

    def puzzles(self, pool):
        if pool == OWN:
            return sorted(self.own, key=collection.rank)
        return collection.pool(pool)

    def level(self, pool):
        return self.levels.get(pool, [1, 0])[0]

    def counts(self, game, difficulty):
        return self.tally.get(game, {}).get(str(difficulty), {"solved": 0, "failed": 0, "streak": 0})

    def record(self, pool, puzzle, solved):
        """A puzzle finished: solved cleanly (True) or not; the tallies and the level follow."""
        self.results[puzzle["id"]] = "solved" if solved else "failed"
        counts = dict(self.counts(puzzle["game"], puzzle["difficulty"]))
        counts["solved" if solved else "failed"] += 1
        counts["streak"] = counts["streak"] + 1 if solved else 0
        self.tally.setdefault(puzzle["game"], {})[str(puzzle["difficulty"])] = counts
        level, run = self.levels.get(pool, [1, 0])
        run = max(run, 0) + 1 if solved else min(run, 0) - 1
        if run >= UP and level < LEVELS[-1]:
            level, run = level + 1, 0
        elif run <= -DOWN and level > LEVELS[0]:
            level, run = level - 1, 0
        self.levels[pool] = [level, run]

    def solved(self, puzzle):
        return self.results.get(puzzle["id"]) == "solved"

    def next_puzzle(self, pool, after=None):
        """The easiest unsolved puzzle at the pool's level (else at the nearest level, the harder
        first), never ``after`` (the one just played) while another is left; None: no puzzle."""
        level = self.level(pool)
        puzzles = [p for p in self.puzzles(pool) if after is None or p["id"] != after["id"]]
        unsolved = [p for p in puzzles if not self.solved(p)] or puzzles
        if not unsolved:
            return after
        return min(unsolved, key=lambda p: (abs(p["difficulty"] - level), -p["difficulty"], collection.rank(p)))

    def add_own(self, puzzle):
        """Keep one of the player's own puzzles; what to tell them, as an i18n key: kept
        ("puzzles.made"), kept already, shipped or own ("puzzles.known"), or not kept since
        ``MAX_OWN`` are ("puzzles.full": none is ever dropped to make room)."""
        known = {p["id"] for p in self.own} | {p["id"] for p in collection.pool(collection.MIXED)}
        if puzzle["id"] in known:
            return "puzzles.known"
        if len(self.own) >= MAX_OWN:
            return "puzzles.full"
        self.own = self.own + [puzzle]
        return "puzzles.made"

    def to_dict(self):
        return {"format": FORMAT, "results": self.results, "tally": self.tally, "levels": self.levels,
                "own": self.own}

    @classmethod
    def from_dict(cls, data):
        """Read a progress file, checked whole (ValueError: it is kept aside; ``Newer``: a newer
        PyraPack's, left alone)."""
        if isinstance(data, dict) and type(data.get("format")) is int and data["format"] > FORMAT:
            return Newer(data["format"])
        if not isinstance(data, dict) or type(data.get("format")) is not int or data["format"] != FORMAT:
            raise ValueError("not a puzzle progress file")
        if not writable(data):
            raise ValueError("a progress file holds only text that can be saved again")
        results, tally, levels, own = data["results"], data["tally"], data["levels"], data["own"]
        if not (isinstance(results, dict) and all(isinstance(k, str) and v in ("solved", "failed")
                                                  for k, v in results.items())):
            raise ValueError("'results' must map puzzle ids to solved or failed")
        _check_tally(tally)
        if not (isinstance(levels, dict) and all(isinstance(k, str) and isinstance(v, list) and len(v) == 2
                                                 and v[0] in LEVELS and type(v[1]) is int for k, v in levels.items())):
            raise ValueError("'levels' must map pools to [level, run]")
        if not isinstance(own, list) or len(own) > MAX_OWN:
            raise ValueError("'own' must be a list of puzzles")
        for puzzle in own:
            maker.check(puzzle)
        return cls(results, tally, levels, own)


def _check_tally(tally):
    ids = {g.id for g in games.GAMES}
    if not (isinstance(tally, dict) and set(tally) <= ids):
        raise ValueError("'tally' must map games to difficulties")
    for per_game in tally.values():
        if not (isinstance(per_game, dict) and set(per_game) <= {str(d) for d in LEVELS}):
            raise ValueError("'tally' must map difficulties 1 to 3 to counts")
        for counts in per_game.values():
            if not (isinstance(counts, dict) and set(counts) == {"solved", "failed", "streak"}
                    and all(type(v) is int and v >= 0 for v in counts.values())):
                raise ValueError("a tally is solved, failed and streak counts")


_LOADED: "weakref.WeakKeyDictionary[Storage, Progress]" = weakref.WeakKeyDictionary()  # storage -> Progress: one copy per data folder


def of(storage):
    """``(progress, problem)``: the data folder's puzzle progress, read once per run; ``problem``
    (a bad file, kept aside; a newer one, left as it is and not written this run) only the
    first time."""
    known = _LOADED.get(storage)
    if known is not None:
        return known, None
    loaded, problem = storage.load(FILE, Progress.from_dict)
    if isinstance(loaded, Newer):
        storage.leave_alone(FILE)
        loaded, problem = None, Problem("puzzles.newer", {"file": FILE, "version": loaded.version})
    _LOADED[storage] = progress = loaded or Progress()
    return progress, problem


def save(storage, progress):
    storage.write(FILE, progress.to_dict())
