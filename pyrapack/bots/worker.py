"""The bot thinks in a separate process, so the window never waits for it.

A search thread would compete with the main loop for the interpreter lock;
a process does not. The app talks to it through a pipe: ``ask`` sends a
saved-game record (history included, for repetition rules) and returns a
``Job``, ``poll(job)`` picks up that job's answer without blocking, ``cancel``
makes the search stop at once.

A job asks for a move (``kind="move"``: the bot's move or a hint) or for the
analysis of a position (``kind="analyse"``: its value and the bot's best move,
``bots/review.py``; a review asks for each position of a game in turn).
One job is live at a time, the latest: asking again cancels the search before
(a move played makes a hint useless). Whatever ``poll`` reads from the pipe is
filed under the job it answers, so no caller ever eats another's answer;
answers to cancelled jobs are dropped.

The time limit of a level counts from ``ask``: the request carries its
deadline (``time.monotonic()`` is the same clock in both processes), so
start-up, the pipe and the replay of the record all come out of the bot's
thinking time, never on top of it. ``start`` pre-starts the process (a game
scene calls it when it opens) and the worker keeps the last replayed game, so
that a request usually replays only the moves played since the previous one.

A watchdog keeps the promise when the process cannot (paused, caught in a
search, killed): a job unanswered ``MARGIN`` seconds past its level's limit, or
a cancelled one still running ``CANCEL_GRACE`` after the cancel, means the
process is stuck. It is killed, a new one started and the live job asked again,
once; a job that fails twice is answered ``{"error": ...}`` and the caller falls
back. Waiting counts from when the process said it was ready (``START_GRACE``
for starting at all), on a clock tests can replace. The process (and Expert's helpers with
it) ends as soon as the app does, however the app ends, even mid-search (``lifeline``).
"""

import gc
import itertools
import multiprocessing
import queue
import threading
import time

from .. import games
from ..rules.record import replay
from . import engine, helpers, lifeline, review

MARGIN = 1.5  # seconds past a level's limit before a silent worker is replaced
CANCEL_GRACE = 1.0  # a cancelled search stops within milliseconds; past this it is stuck
START_GRACE = 10.0  # a new process may take this long to start (spawn, imports) before it is ready
TRIES = 2  # a job is sent at most this many times (to a new process each time)
ANALYSE_LIMIT = 20.0  # seconds an analysis may take (node-bound, well under a second on a slow machine)


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
        rules = games.get(record["game"]).rules
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


def _serve(conn, current, added=()):
    lifeline.die_with_parent()  # a killed app takes its worker along, even mid-search
    games.register(*added)  # the games registered in the app beyond the shipped ones (the tests' own)
    try:
        _answer_requests(conn, current)
    finally:
        helpers.shutdown()  # Expert's helper processes end with the worker


def _answer_requests(conn, current):
    """The worker process: say it is ready, then answer one request at a time until the pipe closes.

    Every request gets an answer, ``None`` when it was cancelled, so the app
    knows what the process still owes it. The cyclic garbage collector only
    runs between requests: during a search it would walk the whole
    transposition table, a pause the clock cannot cut short (a search makes no
    reference cycles, so nothing waits for it).
    """
    gc.disable()
    replayer = _Replayer()
    if not _say(conn, ("ready",)):
        return
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        if request[0] == "warm":  # load a game's rules and bot before the first request
            try:
                games.register(request[1])
                request[1].part("bots")
            except Exception:
                pass
            if not _say(conn, ("ready",)):
                return
            continue
        number, record, level, seed, timed, deadline, kind = request
        answer = search = None
        if current.value == number:  # else cancelled before it started
            try:
                state = replayer.last_state(record)

                def cancelled(number=number):
                    return current.value != number

                if kind == "analyse":
                    answer = review.analyse(record["game"], state, level, seed, cancelled)
                else:
                    move, search = engine.think(record["game"], state, level, seed, timed,
                                                cancelled=cancelled, deadline=deadline)
                    answer = move.to_dict()
                if current.value != number:
                    answer = None
            except Exception as exc:  # report, never die silently: the app falls back
                answer = {"error": f"{type(exc).__name__}: {exc}"}
        if not _say(conn, ("answer", number, answer)):
            return
        del search  # freeing a big transposition table takes a while: after the answer
        gc.collect()


def _say(conn, message):
    try:
        conn.send(message)
        return True
    except (BrokenPipeError, OSError):
        return False


class Job:
    """One request for a move or an analysis, and what became of it.

    ``about`` is the caller's own note of what the request is about (a game
    scene puts the position there, to match the answer with it).
    """

    def __init__(self, record, level, seed, timed, about=None, kind="move"):
        self.record, self.level, self.seed, self.timed, self.about = record, level, seed, timed, about
        self.kind = kind
        spec = engine.level_for(record["game"], level)
        # seconds the process may take once ready for it; None (untimed: the node budget alone
        # limits it) the watchdog never calls it late, so a busy machine changes no answer
        if not timed:
            self.allowance = None
        elif kind == "analyse":  # node-bound, but a stuck process is still found out
            self.allowance = ANALYSE_LIMIT + MARGIN
        else:
            self.allowance = spec.limit + MARGIN
        self.deadline = time.monotonic() + spec.seconds if timed and kind == "move" else None
        self.tries = 0  # times sent to a process
        self.number = None  # this try's number on the pipe
        self.sent = None  # watchdog clock when sent
        self.cancelled = None  # watchdog clock when cancelled
        self.answer = None  # filed here when read, until ``poll`` hands it over


class _Outbox:
    """Sends requests from a thread of its own.

    A process that stopped reading fills the pipe (a long game's record is
    larger than its buffer): then only this thread waits, never the window,
    until the watchdog kills the process and the send fails. The thread owns
    closing the connection, so a handle is never closed under a send.
    """

    _CLOSE = object()

    def __init__(self, conn):
        self._queue = queue.SimpleQueue()
        threading.Thread(target=self._run, args=(conn, self._queue), daemon=True,
                         name="pyrapack-bot-sender").start()

    def put(self, message):
        self._queue.put(message)

    def close(self):
        self._queue.put(self._CLOSE)

    @classmethod
    def _run(cls, conn, messages):
        while True:
            message = messages.get()
            if message is cls._CLOSE or not _say(conn, message):
                break
        conn.close()


class BotWorker:
    """One worker process, started on first use (or by ``start``), replaced when it fails."""

    def __init__(self, clock=time.monotonic, timed=True):
        self.clock = clock  # the watchdog's clock (tests move one by hand)
        # moves on the levels' clocks (False: on their node budgets only, the same answer on any
        # machine however busy: what tests that play whole games need)
        self.timed = timed
        self.restarts = 0  # processes killed because they died or stopped answering
        self._ctx = multiprocessing.get_context("spawn")
        self._process = self._conn = self._outbox = self._current = None
        self._started = self._ready = None  # watchdog clock: process started, last said ready
        self._numbers = itertools.count(1)
        self._owed = {}  # request number -> Job: sent to the process, not answered yet
        self._live = None  # the job whose answer is wanted

    # -- the process ----------------------------------------------------------------------
    def start(self, game=None):
        """Start the process now if it is not running, and have it load ``game``'s modules."""
        if not self.alive:
            self._spawn()
        if game is not None:
            self._outbox.put(("warm", games.get(game)))

    def _spawn(self):
        parent, child = self._ctx.Pipe()
        self._current = self._ctx.Value("i", 0, lock=False)
        self._process = self._ctx.Process(
            target=_serve, args=(child, self._current, games.added()), daemon=True, name="pyrapack-bot"
        )
        self._process.start()
        child.close()
        self._conn, self._outbox = parent, _Outbox(parent)
        self._started, self._ready = self.clock(), None

    def _end_process(self):
        """Kill the process at once (a paused one too) and forget what it owed."""
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            self._process.join(timeout=1.0)
        if self._outbox is not None:
            self._outbox.close()
        self._process = self._conn = self._outbox = self._current = None
        self._owed = {}

    @property
    def alive(self):
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self):
        return self._process.pid if self._process is not None else None

    @property
    def ready(self):
        """Whether the process is up and has said it listens."""
        self._collect()
        return self.alive and self._ready is not None

    @property
    def busy(self):
        """Whether the process still owes an answer (to a cancelled job too)."""
        self._collect()
        return bool(self._owed)

    # -- requests -------------------------------------------------------------------------
    def ask(self, record, level, seed=0, timed=None, about=None, kind="move"):
        """Request a move (or with ``kind="analyse"`` an analysis, never timed) for the last
        position of ``record``; returns its ``Job``.

        When ``timed``, the answer is due within the level's limit from now.
        Any earlier job is cancelled; a stuck process is replaced before it is asked.
        """
        self._collect()
        self._watch()
        self.cancel()
        timed = self.timed if timed is None else timed
        job = self._live = Job(record, level, seed, timed, about, kind)
        self._send(job)
        return job

    def _send(self, job):
        try:
            if not self.alive:
                self._spawn()
        except (OSError, RuntimeError) as exc:  # no process can start: the caller falls back
            job.answer = {"error": f"the bot process could not start: {exc}"}
            return
        job.tries += 1
        job.number, job.sent = next(self._numbers), self.clock()
        deadline = job.deadline if job.tries == 1 else None  # a retry counts from when it is read
        self._current.value = job.number
        self._owed[job.number] = job
        self._outbox.put((job.number, job.record, job.level, job.seed, job.timed, deadline, job.kind))

    def poll(self, job):
        """The answer to ``job`` if it has come (a move dict, an analysis, or {"error": ...}), else None.

        Each answer is handed over once; a cancelled job never answers.
        """
        self._collect()
        self._watch()
        if job is None or job is not self._live or job.answer is None:
            return None
        self._live = None
        return job.answer

    def wait(self, job, timeout=30.0):
        """Block until ``job`` is answered (for tests and benchmarks, not the game loop)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            answer = self.poll(job)
            if answer is not None:
                return answer
            time.sleep(0.002)
        return None

    def listen(self, timeout):
        """Block until the process says something (an answer, that it is ready) or ``timeout``
        seconds pass: for tests and benchmarks that wait on it without drawing frames meanwhile."""
        try:
            if self._conn is not None:
                self._conn.poll(timeout)
        except (EOFError, OSError):  # gone: the next poll's watchdog replaces it
            pass

    def is_live(self, job):
        """Whether ``job`` is still the one wanted: asking again (a review, another scene) supersedes it."""
        return job is not None and job is self._live

    def has_answer(self):
        """Whether the live job's answer has come (reading it files it; ``poll`` hands it over)."""
        self._collect()
        return self._live is not None and self._live.answer is not None

    @property
    def cancelled(self):
        """True once ``cancel`` has told the search under way (if any) to stop."""
        return self._current is not None and self._current.value == -1

    def cancel(self):
        """Make any search under way stop at its next check (within milliseconds)."""
        now = self.clock()
        for job in self._owed.values():
            if job.cancelled is None:
                job.cancelled = now
        self._live = None
        if self._current is not None:
            self._current.value = -1

    # -- reading and watching -------------------------------------------------------------
    def _collect(self):
        """Read every message waiting in the pipe; file answers under the live job only."""
        try:
            while self._conn is not None and self._conn.poll():
                message = self._conn.recv()
                if message[0] == "ready":
                    self._ready = self.clock()
                    continue
                job = self._owed.pop(message[1], None)
                if job is not None and job is self._live and message[2] is not None:
                    job.answer = message[2]
        except (EOFError, OSError):  # the process is gone: the watchdog replaces it
            self._process.kill()

    def _watch(self):
        """Replace the process if it died or is late with an answer it owes."""
        if self._process is None:
            return
        if not self._process.is_alive():
            self._replace("the bot process stopped")
        elif any(self._overdue(job) for job in self._owed.values()):
            self._replace("the bot stopped answering")

    def _overdue(self, job):
        now = self.clock()
        if job.allowance is None and job.cancelled is None:  # untimed: waited for, however slow
            return False
        if self._ready is None:
            return now > self._started + START_GRACE
        begun = max(job.sent, self._ready)
        if job.cancelled is not None:
            return now > max(begun, job.cancelled) + CANCEL_GRACE
        return job.allowance is not None and now > begun + job.allowance

    def _replace(self, why):
        """Kill the process; ask the live job again of a new one, or give it up with ``why``."""
        self._end_process()
        self.restarts += 1
        job = self._live
        if job is None or job.answer is not None:
            return  # nothing wanted: the next request starts a new process
        if job.tries >= TRIES:
            job.answer = {"error": why}
        else:
            self._send(job)

    def close(self):
        """Stop the process without waiting for it: it is cancelled, told to quit, then ended."""
        self.cancel()
        if self._outbox is not None:
            self._outbox.put(None)
        if self._process is not None:
            self._process.join(timeout=0.1)
        self._end_process()

