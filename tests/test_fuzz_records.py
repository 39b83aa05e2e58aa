"""Mutated saved games through every reader and every consumer (issue 24): nothing past a reader fails.

A hostile test fed 50,000 mutated records through every screen that reads them. This is that
fuzz, seeded and bounded for CI (``BUDGET`` mutations, a few seconds); set
``PYRAPACK_FUZZ_RECORDS=50000`` to run the full kind. Each mutated record goes through the
three readers: the Games list (``game_entry.from_record``, as ``Storage.load`` calls it), the index
(``Entry.from_dict``) and ``Match.from_record`` (open, resume, import). A reader either refuses
it as its caller expects (an error its caller turns into a message) or accepts it, and then
every consumer must work on it: the Games screen's row drawn, the replay drawn with its review,
the game resumed and saved after one more move, the export's name, header and file read back,
each in one of several time zones. A record that opens is listed too.
"""

import copy
import json
import os
import random
import time

import pygame
import pytest
from driver import Driver

from pyrapack import game_entry, games, sharing
from pyrapack.bots import review as reviews
from pyrapack.game_entry import Entry
from pyrapack.match import Match
from pyrapack.rules.record import RecordError
from pyrapack.scenes.games_list import GamesScene
from pyrapack.scenes.replay import ReplayScene

BUDGET = int(os.environ.get("PYRAPACK_FUZZ_RECORDS", "250"))
ZONES = ["UTC", "America/New_York", "Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kolkata"]
LISTING_REFUSES = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)  # Storage.load's

DEEP = []
for _ in range(40):
    DEEP = [DEEP]
# values a JSON file can hold that are worth trying anywhere ("1e400" reads as infinity)
POOL = [None, True, False, 0, 1, -1, 2, 7, 2**31, 2**53, 2**53 + 1, 10**400, -(10**400), 0.5, 1.0, 1e308,
        float("inf"), float("-inf"), "", "x", "\ud800", "a\udfffb", "é😀", "grey", "red", "basic", "standard",
        "advanced", "children", "easy", "hard", "nobody", "draw", "placed the apex", "x" * 5000,
        "0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00", "0001-01-01", "9999-12-31",
        "2025-03-01T14:22:10", "2025-03-01T14:22:10.518+00:00", "1970-01-01T00:00:00+00:00",
        "20250301-142210-3fa9c1", "../../etc/passwd", "a\n", [], {}, [None], [0, 0, 0], {"a": 1},
        {"id": "x", "ply": 3}, {"id": "x", "ply": 10**400}, {"winner": 0, "outcome": "x"}, DEEP]
KEYS = ["", "variant", "first", "extra", "\ud800", "value", "result", "best", "review", "moves", "0"]


def base_records():
    """Valid records of every game: finished and not, with a review, a redo list, a branch point."""
    rng, found = random.Random(5), []
    for info in games.GAMES:
        for n, plies in enumerate((3, 30, 150)):
            options = info.options(info.variants[n % len(info.variants)] if info.variants else None, n % 2)
            match = Match(info.id, options, [None, "easy"] if n else [None, None], seed=n)
            while len(match.moves) < plies and not match.state.is_over:
                match.play(rng.choice(sorted(match.state.legal_moves(), key=str)))
            if n == 0 and match.moves:
                match.undo()
            positions = [{"value": round(rng.uniform(-9, 9), 3), "result": None,
                          "best": state.legal_moves()[0].to_dict() if not state.is_over else None}
                         for state in match.states]
            if match.state.is_over:
                positions[-1] = {"value": None, "result": "draw" if match.state.winner is None else match.state.winner,
                                 "best": None}
            match.review = reviews.build(match, positions)
            match.id, match.created, match.updated = f"2025030{n}-120000-abcdef", "2025-03-01T12:00:00+00:00", \
                "2025-03-02T08:30:00.250+01:00"
            match.branched_from = {"id": "20250101-000000-000000", "ply": n}
            found.append(match.record())
    return found


def places(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, path + (key,))
    elif isinstance(value, list) and len(value) <= 50:
        for index, item in enumerate(value):
            yield from places(item, path + (index,))
    elif isinstance(value, list):  # long lists: a few places, not every one
        for index in (0, 1, len(value) // 2, len(value) - 1):
            yield from places(value[index], path + (index,))


def mutate(record, rng):
    """``record`` with one to three random changes (it is not changed)."""
    record = json.loads(json.dumps(record))
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(list(places(record)))
        parent, last = None, None
        node = record
        for key in path:
            parent, last, node = node, key, node[key]
        kind = rng.random()
        if kind < 0.55 and parent is not None:
            parent[last] = copy.deepcopy(rng.choice(POOL))
        elif kind < 0.65 and isinstance(parent, dict):
            del parent[last]
        elif kind < 0.75 and isinstance(node, dict):
            node[rng.choice(KEYS)] = copy.deepcopy(rng.choice(POOL))
        elif kind < 0.85 and isinstance(node, list) and node:
            i = rng.randrange(len(node))
            node.insert(rng.randrange(len(node) + 1), copy.deepcopy(node[i]))
        elif kind < 0.95 and isinstance(node, list) and node:
            del node[rng.randrange(len(node))]
        elif isinstance(node, list) and len(node) > 1:
            i, j = rng.randrange(len(node)), rng.randrange(len(node))
            node[i], node[j] = node[j], node[i]
    return record


def set_zone(name):
    os.environ["TZ"] = name
    if hasattr(time, "tzset"):
        time.tzset()


class Consumers:
    """What the app does with what a reader accepted, on a real (headless) app."""

    def __init__(self, app, folder):
        self.app, self.folder = app, folder
        self.surface = pygame.Surface((960, 600))
        self.screen = GamesScene(app)
        self.screen.ensure_layout(self.surface.get_size())

    def games_row(self, entry):
        self.screen.entries = [entry]
        self.screen._filtered("all")
        self.screen.draw(self.surface)

    def replay(self, match):
        scene = ReplayScene(self.app, match)
        scene.ensure_layout(self.surface.get_size())
        scene.draw(self.surface)
        if scene.review.stored is not None:  # the review's graph, its marks and the bot's move, mid-game too
            scene.go(len(match.moves) // 2)
            scene.finish_animation()
            scene.draw(self.surface)

    def export(self, match):
        sharing.export_path(self.folder, match)
        sharing._header(match)
        shared = sharing._readable(match.record()).encode("utf-8")
        again = Match.from_record(json.loads(shared))
        assert again.moves == match.moves

    def resume(self, match):
        if not match.state.is_over:
            match.play(match.state.legal_moves()[0])
        saved = match.record_json()
        again = Match.from_record(json.loads(saved))
        assert again.moves == match.moves and again.review == match.review


@pytest.fixture
def consumers(tmp_path):
    driver = Driver(tmp_path / "data", size=(960, 600))
    old = os.environ.get("TZ")
    try:
        yield Consumers(driver.app, tmp_path)
    finally:
        if old is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = old
        if hasattr(time, "tzset"):
            time.tzset()
        driver.close()


def test_mutated_records_are_refused_by_their_reader_or_used_by_every_consumer(consumers):
    bases, rng = base_records(), random.Random(24)
    stat = (1_700_000_000 * 10**9, 1234)
    accepted = listed = 0
    for n in range(BUDGET):
        record = mutate(rng.choice(bases), rng)
        set_zone(ZONES[n % len(ZONES)])
        text = json.dumps(record)  # the file (and a lone surrogate written as JSON does)
        try:
            entry = game_entry.from_record("20250301-120000-abcdef", json.loads(text), stat)
        except LISTING_REFUSES:
            entry = None
        if entry is not None:
            listed += 1
            consumers.games_row(entry)
            assert Entry.from_dict(json.loads(json.dumps(entry.to_dict()))) == entry  # the index says the same
        try:
            match = Match.from_record(json.loads(text))
        except RecordError:
            continue
        accepted += 1
        assert entry is not None, f"a game that opens is listed: {text[:300]}"
        consumers.replay(match)
        consumers.export(match)
        consumers.resume(match)
    assert accepted > BUDGET // 20 and listed > accepted  # the fuzz reaches the consumers


def test_mutated_index_rows_are_refused_or_drawn(consumers):
    rows = [Entry.from_dict({k: v for k, v in json.loads(json.dumps(game_entry.from_record(
        "20250301-120000-abcdef", record, (0, 0)).to_dict())).items()}).to_dict() for record in base_records()]
    rng = random.Random(25)
    for n in range(BUDGET):
        row = mutate(rng.choice(rows), rng)
        set_zone(ZONES[n % len(ZONES)])
        try:
            entry = Entry.from_dict(json.loads(json.dumps(row)))
        except (ValueError, TypeError, KeyError, AttributeError):  # what _read_index turns into "read the file"
            continue
        consumers.games_row(entry)
