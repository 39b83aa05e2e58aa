"""Games over the network, bot against bot on the loopback: move latency, and one record on both sides.

Run: ``python bench/network.py [--games 500] [--seconds 900] [--json]``.

Plays ``--games`` games (at most ``--seconds`` of wall time), spread over every game and variant
the registry has, between two links of ``pyrapack.net`` on 127.0.0.1 (only the loopback, never
another address): a host and a guest, each a quick bot (``quick``: half the time a seeded random
legal move, half the time the move that leaves the other side fewest moves, which ends games of
every kind soon: the network is what is measured, not a search), each game after the first of a
connection a
rematch (the sides swapped), as the app plays them. Each side plays into its own match only what
its session passed (every move checked by the rules, the count and the digest). It reports:

- the latency of a move: from the moment the mover's session is told it was played to the moment
  the other side has it in its match (both sides' frames read their links as the app does, once
  per turn of the loop; median and worst, in milliseconds);
- that every game's record (moves, options, names, result) is the same on both sides, read back
  from each side's own library on disk after the game (a second method: what was saved);
- games, moves and wall time.
"""

import argparse
import json
import os
import pathlib
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pyrapack import games  # noqa: E402
from pyrapack.library import Library  # noqa: E402
from pyrapack.match import Match  # noqa: E402
from pyrapack.net import address  # noqa: E402
from pyrapack.net.link import Link  # noqa: E402
from pyrapack.net.codec import new_game_id  # noqa: E402
from pyrapack.storage import Storage  # noqa: E402

LOOPBACK = ("127.0.0.1",)
WAIT = 30.0  # seconds a side waits for the other's word at most (a move comes in well under a millisecond)


class Side:
    """One computer: its link and its library; it plays what its session passes into its match."""

    def __init__(self, folder):
        self.library = Library(Storage(str(folder)))
        self.link = None
        self.arrived = {}  # moves count -> when the move reached this side

    def on_event(self, event):
        match = self.link.match
        if event.kind == "moves":
            for move in event.values["moves"]:
                match.play(move)
                self.arrived[len(match.moves)] = time.perf_counter()
            self.library.save(match)
        elif event.kind == "rematch":
            self.arrived = {}


def connect(host, guest, game, variant, seed):
    info = games.get(game)
    match = Match(game, info.options(variant, seed % 2), (None, None), names=("Host", "Guest"))
    match.network = {"role": "host", "side": seed % 2, "game_id": new_game_id(), "code": address.new_code(),
                     "address": None, "port": 0}
    host.link = Link.host(match, 0, LOOPBACK, listener=host.on_event)
    pump_until([host], lambda: host.link.port is not None)
    guest.link = Link.guest(f"127.0.0.1:{host.link.port}", match.network["code"], listener=guest.on_event)
    pump_until([host, guest], lambda: host.link.connected and guest.link.connected)


def pump_until(sides, condition):
    """Each side's frame reads its link, the first waiting for news (as a frame waits for the next)."""
    end = time.monotonic() + WAIT
    while not condition():
        if time.monotonic() > end:
            raise RuntimeError("the other side's word never came")
        sides[0].link.wait(0.002)
        for side in sides:
            side.link.pump()


def quick(state, rng):
    """A random move, or the one that leaves the other side fewest moves (one that ends the game first)."""
    moves = state.legal_moves()
    if rng.random() < 0.5:
        return rng.choice(moves)
    best = None
    for move in moves:
        after = state.play(move)
        if after.is_over:
            return move
        left = len(after.legal_moves())
        if best is None or left < best[0]:
            best = (left, move)
    return best[1]


def play(host, guest, rng, latencies):
    """One game to its end: each side's bot plays on its turn; the latency of every move."""
    sides = (host, guest)
    while not host.link.match.over:
        mover = next(s for s in sides if s.link.match.local_to_move)
        other = guest if mover is host else host
        match = mover.link.match
        move = quick(match.state, rng)
        match.play(move)
        mover.library.save(match)
        count = len(match.moves)
        sent = time.perf_counter()
        mover.link.do("played", move)
        pump_until((other, mover), lambda: len(other.link.match.moves) >= count)
        latencies.append(other.arrived[count] - sent)
    pump_until(sides, lambda: guest.link.match.over)


def same_on_both(host, guest):
    """Whether the game reads back the same from both libraries (moves, options, names, result)."""
    fields = ("moves", "options", "names", "result", "game")
    records = []
    for side in (host, guest):
        side.library.storage.flush()
        kept, problem = side.library.open(side.link.match.id)
        if kept is None:
            return False
        records.append({key: kept.record()[key] for key in fields})
    return records[0] == records[1] and records[0]["moves"] == [m.to_dict() for m in host.link.match.moves]


def rematch(host, guest):
    old = host.link.match
    host.link.do("offer_rematch")
    pump_until((host, guest), lambda: guest.link.session.rematch is not None)
    event = guest.link.do("answer_rematch", True)
    guest.on_event(event)
    pump_until((host, guest), lambda: host.link.match is not old and host.link.connected)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=900.0, help="stop starting new games after this")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    kinds = [(info.id, v) for info in games.GAMES if info.playable for v in (info.variants or [None])]
    per_kind = -(-args.games // len(kinds))
    start = time.perf_counter()
    latencies, played, same, moves = [], 0, 0, 0
    with tempfile.TemporaryDirectory() as folder:
        for k, (game, variant) in enumerate(kinds):
            host, guest = Side(pathlib.Path(folder) / f"host{k}"), Side(pathlib.Path(folder) / f"guest{k}")
            connect(host, guest, game, variant, k)
            rng = random.Random(k)
            for n in range(per_kind):
                if played >= args.games or time.perf_counter() - start > args.seconds:
                    break
                if n:
                    rematch(host, guest)
                play(host, guest, rng, latencies)
                played += 1
                moves += len(host.link.match.moves)
                same += same_on_both(host, guest)
            for side in (host, guest):
                side.link.close()
                side.library.storage.release()
    wall = time.perf_counter() - start
    result = {"games": played, "identical": same, "moves": moves, "seconds": round(wall, 1),
              "latency_ms_median": round(1000 * statistics.median(latencies), 3),
              "latency_ms_worst": round(1000 * max(latencies), 3)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{played} games ({moves} moves) in {wall:.1f} s; records identical on both sides: {same}/{played}")
        print(f"move latency: median {result['latency_ms_median']} ms, worst {result['latency_ms_worst']} ms")
    return 0 if same == played else 1


if __name__ == "__main__":
    sys.exit(main())
