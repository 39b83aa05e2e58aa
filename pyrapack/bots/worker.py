"""The bot thinks in a separate process, so the window never waits for it.

A search thread would compete with the main loop for the interpreter lock;
a process does not. The app talks to it through a pipe: ``ask`` sends a
saved-game record (history included, for repetition rules), ``poll`` picks
up the answer without blocking, ``cancel`` makes the search stop at once.

The time limit of a level counts from ``ask``: the request carries its
deadline (``time.monotonic()`` is the same clock in both processes), so
start-up, the pipe and the replay of the record all come out of the bot's
thinking time, never on top of it. ``start`` pre-starts the process (a game
scene calls it when it opens) and the worker keeps the last replayed game, so
that a request usually replays only the moves played since the previous one.
"""

import gc
import multiprocessing
import time

from ..rules import load
from ..rules.record import replay
from . import engine


class _Replayer:
    """``replay`` with a memory: a record that extends the last one replays only the new moves."""

    def __init__(self):
        self.key = None
        self.dicts = []
        self.states = []

    def last_state(self, record):
        key = (record.get("game"), repr(record.get("options")))
        moves = record.get("moves")
        if key != self.key or not isinstance(moves, list) or not self.states:
            return self._full(record, key)
        same = 0
        limit = min(len(moves), len(self.dicts))
        while same < limit and moves[same] == self.dicts[same]:
            same += 1
        rules = load(record["game"])
        del self.dicts[same:], self.states[same + 1:]
        try:
            for data in moves[same:]:
                self.states.append(self.states[-1].play(rules.Move.from_dict(data)))
                self.dicts.append(data)
        except ValueError:
            return self._full(record, key)  # the full replay says exactly what is wrong
        return self.states[-1]

    def _full(self, record, key):
        self.key, self.dicts, self.states = None, [], []
        states = replay(record)[3]
        self.key, self.dicts, self.states = key, list(record["moves"]), states
        return states[-1]


def _serve(conn, current):
    """The worker process: answer one request at a time until the pipe closes.

    The cyclic garbage collector only runs between requests: during a search it
    would walk the whole transposition table, a pause the clock cannot cut short
    (a search makes no reference cycles, so nothing waits for it).
    """
    gc.disable()
    replayer = _Replayer()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        if request[0] == "warm":  # load a game's rules and bot before the first request
            try:
                load(request[1])
                engine.game_module(request[1])
            except Exception:
                pass
            continue
        job, record, level, seed, timed, deadline = request
        if current.value != job:
            continue  # cancelled before it started
        search = None
        try:
            state = replayer.last_state(record)
            move, search = engine.think(
                record["game"], state, level, seed, timed,
                cancelled=lambda: current.value != job, deadline=deadline,
            )
            answer = move.to_dict() if current.value == job else None
        except Exception as exc:  # report, never die silently: the app falls back
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        try:
            conn.send((job, answer))
        except (BrokenPipeError, OSError):
            return
        del search  # freeing a big transposition table takes a while: after the answer
        gc.collect()


class BotWorker:
    """One worker process, started on first use (or by ``start``) and reused for every request."""

    def __init__(self):
        self._ctx = multiprocessing.get_context("spawn")
        self._process = None
        self._conn = None
        self._current = None
        self._job = 0

    def start(self, game=None):
        """Start the process now if it is not running, and have it load ``game``'s modules."""
        if not self.alive:
            parent, child = self._ctx.Pipe()
            self._current = self._ctx.Value("i", 0, lock=False)
            self._process = self._ctx.Process(
                target=_serve, args=(child, self._current), daemon=True, name="pyrapack-bot"
            )
            self._process.start()
            child.close()
            self._conn = parent
        if game is not None:
            try:
                self._conn.send(("warm", game))
            except (BrokenPipeError, OSError):
                pass

    @property
    def alive(self):
        return self._process is not None and self._process.is_alive()

    def ask(self, record, level, seed=0, timed=True):
        """Request a move for the last position of ``record``; returns the job number.

        When ``timed``, the answer is due within the level's limit from now.
        """
        deadline = None
        if timed:
            deadline = time.monotonic() + engine.level_for(record["game"], level).seconds
        if not self.alive:
            self.start()
        self._job += 1
        self._current.value = self._job
        self._conn.send((self._job, record, level, seed, timed, deadline))
        return self._job

    def poll(self, job):
        """The answer to ``job`` if it has come (a move dict, or {"error": ...}), else None.

        Answers to older (cancelled) jobs are read and dropped.
        """
        if self._conn is None:
            return None
        try:
            while self._conn.poll():
                done, answer = self._conn.recv()
                if done == job and answer is not None:
                    return answer
        except (EOFError, OSError):
            self._process = None
            return {"error": "the bot process stopped"}
        if not self.alive:
            return {"error": "the bot process stopped"}
        return None

    def wait(self, job, timeout=30.0):
        """Block until ``job`` is answered (for tests and benchmarks, not the game loop)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            answer = self.poll(job)
            if answer is not None:
                return answer
            time.sleep(0.002)
        return None

    def has_answer(self):
        """Whether an answer (to any job) is waiting in the pipe; reads nothing."""
        try:
            return self._conn is not None and self._conn.poll()
        except (EOFError, OSError):
            return False

    @property
    def cancelled(self):
        """True once ``cancel`` has told the search under way (if any) to stop."""
        return self._current is not None and self._current.value == -1

    def cancel(self):
        """Make any search under way stop at its next check (within milliseconds)."""
        if self._current is not None:
            self._current.value = -1

    def close(self):
        """Stop the process without waiting for it: it is cancelled, told to quit, then ended."""
        self.cancel()
        if self._conn is not None:
            try:
                self._conn.send(None)
            except (BrokenPipeError, OSError):
                pass
            self._conn.close()
        if self._process is not None:
            self._process.join(timeout=0.1)
            if self._process.is_alive():
                self._process.terminate()
        self._process = self._conn = None


def local_move(record, level, seed=0):
    """The same answer computed in this process (used when no worker can start)."""
    states = replay(record)[3]
    return engine.choose_move(record["game"], states[-1], level, seed).to_dict()
