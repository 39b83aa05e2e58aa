"""Expert: a search shared between helper processes, stopped by a cancel, ended with its worker.

Node budgets only (``timed=False``), and no assertion on time: the helpers are waited for
by polling their processes, never timed.
"""

import dataclasses
import json
import os
import pathlib
import random
import signal
import subprocess
import sys
import time

import pytest
from random_play import any_game, longest_game

from pyrapack import games
from pyrapack.bots import engine, helpers, parallel
from pyrapack.bots.worker import BotWorker
from pyrapack.match import Match

HAS_PROC = os.path.isdir("/proc/self/task")
LONG = longest_game().id  # a search that goes on for as long as it is let: millions of nodes


def _level(game, **changes):
    spec = engine.level_for(game, "expert")
    return dataclasses.replace(spec, **{"workers": 2, "book": False, "endgame": False, **changes})


def _open(state):
    """Undecided for a search of one ply: two moves at least, and none ends the game."""
    moves = state.legal_moves()
    return len(moves) > 1 and not any(state.play(move).is_over for move in moves)


def _position(game, plies, seed=4):
    """The position of a seeded random game of ``game`` at ``plies``, or at the last ply before
    it that is open (``_open``); the test is skipped, saying so, when none is (issue 41: a game
    of one ply is decided by its first move)."""
    info = games.get(game)
    state = info.rules.new_game(**info.options())
    rng, found = random.Random(seed), None
    for _ in range(plies + 1):
        found = state if _open(state) else found
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    if found is None:
        pytest.skip(f"no position of {game} in its first {plies} plies is undecided for a search of one ply")
    return found


@pytest.fixture(autouse=True)
def _no_helpers_left():
    yield
    parallel.shutdown()


@pytest.mark.parametrize("game", [info.id for info in games.GAMES])
def test_expert_shares_the_root_between_its_helpers_and_plays_a_legal_move(game):
    state = _position(game, 6)
    move, search = engine.think(game, state, _level(game, max_nodes=6_000), seed=3, timed=False)
    assert move in state.legal_moves()
    assert search.depth_reached >= 2
    # each helper was handed root moves (how many nodes each got through before the shared budget
    # ran out depends on how the machine schedules them: a helper starved by load may count none)
    assert len(search.helper_tasks) == 2 and all(n > 0 for n in search.helper_tasks)
    assert search.nodes == sum(search.helper_nodes)
    # every root move got a score or a bound from the deepest iteration, best first
    assert sorted(map(str, (m for _, m in search.scored))) == sorted(map(str, state.legal_moves()))
    assert search.scored[0][0] == max(s for s, _ in search.scored)


def test_expert_sees_what_hard_sees_a_win_in_one():
    """The parallel search keeps the serial one's exact results: a forced win is played."""
    from test_bots import _wins_in_one, positions

    game = any_game().id
    for seed, state in enumerate(positions(game, "win")):
        move = engine.choose_move(game, state, _level(game, max_nodes=4_000), seed=seed, timed=False)
        assert _wins_in_one(state, move)


def test_a_cancel_stops_every_helper_and_the_next_search_runs():
    state = _position(LONG, 4)
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 20

    level = _level(LONG, max_nodes=50_000_000)  # only the cancel can end it
    move, search = engine.think(LONG, state, level, timed=False, cancelled=cancelled)
    assert search.stopped == "cancel"
    assert move in state.legal_moves()
    # the helpers stopped: they take the next search and finish it
    move, search = engine.think(LONG, state, _level(LONG, max_nodes=2_000), timed=False)
    assert move in state.legal_moves() and search.depth_reached >= 1


def _search_signalling_helpers(sig, state, level, count=1):
    """Expert's search of ``state`` (its node budget ends it; a deadline far away only keeps a
    broken search from running for ever) while its first ``count`` helpers get ``sig`` as soon
    as the helpers have their first root moves: ``(move, search, the helpers' pids)``."""
    pids = []

    def signal_once():
        if not pids:
            pids.extend(helpers._POOL.pids[:count])
            for pid in pids:
                os.kill(pid, sig)
        return False

    move, search = engine.think(LONG, state, level, seed=5, timed=True, cancelled=signal_once,
                                deadline=time.monotonic() + 120)
    return move, search, pids


@pytest.mark.skipif(not HAS_PROC or not hasattr(signal, "SIGSTOP"), reason="POSIX signals, /proc")
@pytest.mark.parametrize("sig", ["SIGSTOP", "SIGKILL"])
def test_a_helper_stopped_or_killed_mid_search_is_left_out_then_replaced(sig):
    """Alive means answering: a helper paused (SIGSTOP) or killed (SIGKILL) while it searches is
    left out, the others finish the search on its node budget (not on the clock, not cut short);
    the next search has a new helper in its place, and every helper searches."""
    state = _position(LONG, 4)
    level = _level(LONG, max_nodes=6_000)
    engine.think(LONG, state, _level(LONG, max_nodes=200), timed=False)  # the helpers are up
    move, search, (pid,) = _search_signalling_helpers(getattr(signal, sig), state, level)
    try:
        assert move in state.legal_moves()
        assert search.stopped == "nodes" and search.depth_reached >= 2
        assert _eventually(_gone([pid]))  # a paused one is ended, not left behind
        move, search = engine.think(LONG, state, level, seed=6, timed=True,
                                    deadline=time.monotonic() + 120)
        assert move in state.legal_moves() and search.stopped == "nodes"
        pool = helpers._POOL
        assert pid not in pool.pids and len(pool.live()) == 2
        assert _eventually(lambda: pool.started(0) and pool.started(1))
        move, search = engine.think(LONG, state, level, seed=7, timed=False)
        assert all(n > 0 for n in search.helper_nodes)  # the new helper searches too
    finally:
        if _state(pid) == "T":
            os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
def test_with_every_helper_gone_the_worker_searches_alone():
    state = _position(LONG, 4)
    level = _level(LONG, max_nodes=6_000)
    engine.think(LONG, state, _level(LONG, max_nodes=200), timed=False)  # the helpers are up
    move, search, pids = _search_signalling_helpers(signal.SIGKILL, state, level, count=2)
    assert move in state.legal_moves() and search.source == "alone"
    assert search.stopped == "nodes" and search.depth_reached >= 2


def _children(pid):
    """The live helper processes started by ``pid`` (spawned Python processes)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                command = f.read()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z" and b"spawn_main" in command:
            found.append(int(entry))
    return found


def _eventually(condition, seconds=30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def _gone(pids):
    def check():
        return not any(os.path.exists(f"/proc/{pid}") and _state(pid) != "Z" for pid in pids)
    return check


def _state(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def _record(game=LONG, plies=4):
    match = Match(game, games.get(game).options(), [None, "expert"])
    rng = random.Random(2)
    for _ in range(plies):
        match.play(rng.choice(match.state.legal_moves()))
    return match


@pytest.mark.skipif(not HAS_PROC, reason="reads /proc")
def test_the_worker_cancels_expert_and_ends_its_helpers_when_it_quits_or_dies():
    match = _record()
    bot = BotWorker()
    try:
        job = bot.ask(match.record(), "expert", seed=1, timed=False)  # millions of nodes
        assert _eventually(lambda: len(_children(bot.pid)) == parallel.cores())
        helpers = _children(bot.pid)
        bot.cancel()
        later = bot.ask(match.record(), "easy", seed=2)
        answer = bot.wait(later, timeout=60)
        assert answer is not None and "error" not in answer, answer
        assert bot.poll(job) is None
        # the cancelled search's helpers are idle again, waiting for the next search
        assert _eventually(lambda: all(_state(pid) == "S" for pid in helpers))
        bot.close()
        assert _eventually(_gone(helpers))

        bot = BotWorker()  # a worker killed outright (the watchdog's way) takes its helpers along
        bot.ask(match.record(), "expert", seed=1, timed=False)
        assert _eventually(lambda: len(_children(bot.pid)) == parallel.cores())
        helpers = _children(bot.pid)
        os.kill(bot.pid, signal.SIGKILL)
        assert _eventually(_gone(helpers))
    finally:
        bot.close()


# the app, as far as its worker can tell: asks Expert for a move that takes minutes (a node
# budget only), says the worker's pid, and waits
APP = """
import json, sys, time
from pyrapack.bots.worker import BotWorker
bot = BotWorker(timed=False)
bot.ask(json.loads(sys.argv[1]), "expert", seed=1)
print(bot.pid, flush=True)
time.sleep(600)
"""


@pytest.mark.skipif(not HAS_PROC, reason="reads /proc")
def test_a_killed_app_takes_its_worker_and_helpers_along_mid_search():
    """The app killed (SIGKILL) while Expert searches: its worker and the helpers end with it,
    not when their search ends (minutes away here)."""
    root = pathlib.Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    app = subprocess.Popen([sys.executable, "-c", APP, json.dumps(_record().record())], cwd=root,
                           env=env, stdout=subprocess.PIPE, text=True)
    left = []
    try:
        worker = int(app.stdout.readline())
        left.append(worker)
        assert _eventually(lambda: len(_children(worker)) == parallel.cores())
        left += _children(worker)
        app.kill()
        app.wait()
        assert _eventually(_gone(left))
    finally:
        app.kill()
        app.wait()
        for pid in left:
            if _state(pid) != "Z":
                os.kill(pid, signal.SIGKILL)
