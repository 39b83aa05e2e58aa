"""Expert's helper processes: started, watched, replaced, and ended with the worker.

A helper searches the root moves it is handed (``parallel`` shares them out) until its pipe
closes. Alive means answering, not a pid: a helper shows a sign of life (its *beat*, a counter
in shared memory) at every check of its search and every half second while idle. One that is
searching and shows none for ``SILENT`` seconds (paused, stuck), or whose pipe breaks (killed),
is left out: killed at once, its root move handed to another, and the search goes on with
the rest; before the next search a new helper takes its place (``Pool.renew``). Helpers run
at a lower priority (``NICE``) so that the window stays smooth, and end with the worker
(``lifeline``); ``shutdown`` ends them when the worker quits.

A bench that counts each bot's own CPU time (``time.monotonic`` replaced by
``time.process_time`` in the calling process) makes the helpers count theirs; whether a
helper answers is always judged on the wall clock (``time.perf_counter``).
"""

import atexit
import gc
import multiprocessing
import os
import time

from .. import games
from . import lifeline
from .alphabeta import AlphaBeta
from .search import Stop

NICE = 5  # helpers' priority below the worker's (the window's frames come first)
SILENT = 3.0  # wall seconds a searching helper may go without a sign of life before it is left out
START_GRACE = 10.0  # seconds a new helper may take to start (spawn, imports) before its first sign
IDLE_BEAT = 0.5  # seconds between an idle helper's signs of life


def _helper(conn, current, beat, parent, cpu_clock, nice):
    """A helper: searches root moves of the search ``current`` names until its pipe closes."""
    lifeline.die_with_parent(kernel_signal=True)
    if os.getppid() != parent:
        return
    if nice:
        try:
            os.nice(nice)
        except (OSError, AttributeError):
            pass
    if cpu_clock:  # the bench's fair clock: this process's CPU time
        time.monotonic = time.process_time
    gc.disable()
    job = None
    while True:
        beat.value += 1
        try:
            if not conn.poll(IDLE_BEAT):
                continue
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        if message[0] in ("new", "drop"):  # a new search, or the end of one: free the table
            job = None
            gc.collect()
            if message[0] == "new":
                job = _Job(message, current, beat)
            continue
        reply = job.run(message) if job is not None and job.number == message[1] else None
        if reply is not None:
            try:
                conn.send(reply)
            except (BrokenPipeError, OSError):
                return


class _Job:
    """A helper's share of one search: an alpha-beta kept for every root move it is handed."""

    def __init__(self, message, current, beat):
        _, self.number, game, state, level, seed, seconds = message
        games.register(game)  # a game registered in the worker only (the tests' own) is one here too
        self.state = state
        self.moves = state.legal_moves()
        deadline = None if seconds is None else time.monotonic() + seconds
        self.cpu = time.process_time()  # this helper's CPU time when the search began
        number = self.number

        def cancelled():  # asked at every check of the search: a sign of life too
            beat.value += 1
            return current.value != number

        self.search = AlphaBeta(game.part("bots"), level, seed, deadline, cancelled)

    def run(self, message):
        """Search one root move: ``("task", number, index, depth, alpha, beta)``."""
        _, number, index, depth, alpha, beta = message
        search, state = self.search, self.state
        search.max_ply = 3 * depth + 4
        guesses = search.guesses
        child = state.play(self.moves[index])
        try:
            score = search.child_value(state.to_move, child, depth, alpha, beta)
        except Stop:
            return ("stopped", number, index, search.stopped, search.nodes, self._cpu())
        return ("done", number, index, depth, score, search.guesses == guesses, search.nodes,
                self._cpu())

    def _cpu(self):
        return time.process_time() - self.cpu


class Pool:
    """The helper processes of one worker (or of a bench's game process): ``size`` places,
    each held by a live helper (``conns[k]`` its pipe) or left out (``conns[k]`` None) until
    ``renew``."""

    def __init__(self, size):
        self.size = size
        self.ctx = multiprocessing.get_context("spawn")
        self.current = self.ctx.Value("q", 0, lock=False)  # the search the helpers may run
        self.cpu_clock = time.monotonic is time.process_time
        self.processes, self.conns, self.beats = [None] * size, [None] * size, [None] * size
        self.heard = [0] * size  # each helper's beat when last looked at
        self.due = [0.0] * size  # wall time by which it must show a new sign of life
        self.numbers = 0
        for k in range(size):
            self._start(k)

    def _start(self, k):
        # the worker is a daemon process, and multiprocessing lets no daemon start children
        # (they could outlive it): these die with it (``lifeline``), so the flag is lifted
        # while they start
        me = multiprocessing.current_process()
        daemon = me._config.get("daemon")
        me._config["daemon"] = False
        try:
            parent, child = self.ctx.Pipe()
            beat = self.ctx.Value("L", 0, lock=False)
            process = self.ctx.Process(
                target=_helper, args=(child, self.current, beat, os.getpid(), self.cpu_clock, NICE),
                daemon=True, name="pyrapack-expert")
            process.start()
            child.close()
        finally:
            me._config["daemon"] = daemon
        self.processes[k], self.conns[k], self.beats[k] = process, parent, beat
        self.heard[k], self.due[k] = 0, time.perf_counter() + START_GRACE

    def live(self):
        """The places held by a helper not left out."""
        return [k for k in range(self.size) if self.conns[k] is not None]

    def started(self, k):
        """Whether helper ``k`` has shown a sign of life since it was started."""
        return self.conns[k] is not None and self.beats[k].value != 0

    def send(self, k, message):
        """Send ``message`` to helper ``k``; False (and the helper left out) if it is gone."""
        try:
            self.conns[k].send(message)
            return True
        except (BrokenPipeError, OSError):
            self.drop(k)
            return False

    def given_work(self, k):
        """Helper ``k`` was just handed a root move: its silence counts from now at the earliest."""
        self.due[k] = max(self.due[k], time.perf_counter() + SILENT)

    def answering(self, k):
        """Whether helper ``k`` showed a sign of life within ``SILENT`` seconds (or, new, within
        ``START_GRACE``)."""
        beat, now = self.beats[k].value, time.perf_counter()
        if beat != self.heard[k]:
            self.heard[k], self.due[k] = beat, now + SILENT
        return now <= self.due[k]

    def drop(self, k):
        """Leave helper ``k`` out: it is killed now (a paused one too); ``renew`` replaces it."""
        conn, process = self.conns[k], self.processes[k]
        self.conns[k] = None
        if conn is not None:
            conn.close()
        if process is not None and process.is_alive():
            process.kill()

    def renew(self):
        """A new helper in the place of each one left out or gone."""
        for k in range(self.size):
            process = self.processes[k]
            if self.conns[k] is None or process is None or not process.is_alive():
                self.drop(k)
                if process is not None:
                    process.join(timeout=1.0)
                self._start(k)

    def stop(self):
        """Stop whatever the helpers search (they check within milliseconds)."""
        self.current.value = -1

    def close(self):
        self.stop()
        for k in self.live():
            self.send(k, None)
            if self.conns[k] is not None:
                self.conns[k].close()
                self.conns[k] = None
        for process in self.processes:
            if process is None:
                continue
            process.join(timeout=0.2)
            if process.is_alive():
                process.kill()
                process.join(timeout=1.0)
        self.processes = [None] * self.size

    @property
    def pids(self):
        return [p.pid if p is not None else None for p in self.processes]


_POOL = None


def pool(size):
    """The helpers, ``size`` of them: started on first use; one left out or gone is replaced."""
    global _POOL
    if _POOL is not None and (_POOL.size != size or _POOL.cpu_clock != (time.monotonic is time.process_time)):
        shutdown()
    if _POOL is None:
        _POOL = Pool(size)
    else:
        _POOL.renew()
    return _POOL


def shutdown():
    """End the helpers (the worker calls this when it quits; also at exit)."""
    global _POOL
    if _POOL is not None:
        _POOL.close()
        _POOL = None


atexit.register(shutdown)
