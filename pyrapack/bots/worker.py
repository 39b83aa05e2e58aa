"""The bot thinks in a separate process, so the window never waits for it.

A search thread would compete with the main loop for the interpreter lock;
a process does not. The app talks to it through a pipe: ``ask`` sends a
saved-game record (history included, for repetition rules), ``poll`` picks
up the answer without blocking, ``cancel`` makes the search stop at once.
"""

import multiprocessing
import time

from ..rules.record import replay
from . import engine


def _serve(conn, current):
    """The worker process: answer one request at a time until the pipe closes."""
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        job, record, level, seed, timed = request
        if current.value != job:
            continue  # cancelled before it started
        try:
            states = replay(record)[3]
            move = engine.choose_move(
                record["game"], states[-1], level, seed, timed,
                cancelled=lambda: current.value != job,
            )
            answer = move.to_dict() if current.value == job else None
        except Exception as exc:  # report, never die silently: the app falls back
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        try:
            conn.send((job, answer))
        except (BrokenPipeError, OSError):
            return


class BotWorker:
    """One worker process, started on first use and reused for every request."""

    def __init__(self):
        self._ctx = multiprocessing.get_context("spawn")
        self._process = None
        self._conn = None
        self._current = None
        self._job = 0

    def _start(self):
        parent, child = self._ctx.Pipe()
        self._current = self._ctx.Value("i", 0, lock=False)
        self._process = self._ctx.Process(
            target=_serve, args=(child, self._current), daemon=True, name="pyrapack-bot"
        )
        self._process.start()
        child.close()
        self._conn = parent

    @property
    def alive(self):
        return self._process is not None and self._process.is_alive()

    def ask(self, record, level, seed=0, timed=True):
        """Request a move for the last position of ``record``; returns the job number."""
        if not self.alive:
            self._start()
        self._job += 1
        self._current.value = self._job
        self._conn.send((self._job, record, level, seed, timed))
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
            time.sleep(0.005)
        return None

    def cancel(self):
        """Make any search under way stop at its next check (within milliseconds)."""
        if self._current is not None:
            self._current.value = -1

    def close(self):
        self.cancel()
        if self._conn is not None:
            try:
                self._conn.send(None)
            except (BrokenPipeError, OSError):
                pass
            self._conn.close()
        if self._process is not None:
            self._process.join(timeout=0.5)
            if self._process.is_alive():
                self._process.terminate()
        self._process = self._conn = None


def local_move(record, level, seed=0):
    """The same answer computed in this process (used when no worker can start)."""
    states = replay(record)[3]
    return engine.choose_move(record["game"], states[-1], level, seed).to_dict()

