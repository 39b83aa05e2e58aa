"""Speech: the mode for players who cannot see the board.

``Speech`` is the app's voice: it says a line through a backend (``backends``: the player's
screen reader or the system's speech), in the language of the texts. What to say is decided
by the scenes (``narrator``); this module only makes sure that saying it never stops the game.
A frame only queues its lines: one speaking thread hands them to the backend, in order. A
backend that raises, or that takes longer than ``timeout`` over one line (the frame's
``poll`` sees it), is dropped for the session with one message, and the next kind that starts
takes over (never one dropped before: two failing backends cannot take turns forever).
Without any, the mode is off and says why.
"""

import queue
import threading
import time

from .. import i18n
from . import backends
from .spoken import speakable

HISTORY = 20  # lines kept for the player to hear again
TIMEOUT = 10.0  # seconds a backend may take over one line before it is dropped
WAITING = 200  # lines waiting at most: a backend far behind loses the oldest, never the game
_REPLACE = object()  # a speaking thread's task: let the backend that stopped answering go, find the next


class Speech:
    def __init__(self, enabled, backend=None, find=None, timeout=TIMEOUT, clock=time.monotonic):
        """``backend``: one to use (tests' recorder), else the first ``find`` gives (by default
        ``backends.find``: the player's screen reader, else the system's speech). ``clock``:
        what the time limit is read on."""
        self.find = find or backends.find
        self.timeout, self.clock = timeout, clock
        self.failed = set()  # the kinds of backend dropped this session: never started again
        self.backend, self.why = (backend, None) if backend is not None else self.find()
        self.enabled = bool(enabled) and self.backend is not None
        self.history = []
        self._problems = []  # i18n messages the app shows (a backend dropped), taken by ``take_problems``
        self._lock = threading.Lock()
        self._lines = None  # the speaking thread's queue (None: no thread yet)
        self._generation = 0  # a speaking thread left blocked in a backend is of an older one
        self._started = None  # when the line being said was handed to the backend (None: none is)

    @property
    def state(self):
        """"on", "off", or "unavailable" (no backend on this machine: ``why``)."""
        return "on" if self.enabled else "unavailable" if self.backend is None else "off"

    def toggle(self):
        """On or off (never on without a backend); returns whether it is on."""
        self.enabled = not self.enabled and self.backend is not None
        return self.enabled

    def say(self, text, interrupt=False):
        """Say ``text`` if the mode is on (``interrupt``: cut what is being said, as a new focus
        does): queued for the speaking thread, the frame goes on at once. The line is kept for
        ``repeat`` whatever becomes of it."""
        if not text:
            return
        text = speakable(text)
        self.history = (self.history + [text])[-HISTORY:]
        if not self.enabled:
            return
        with self._lock:
            if self._lines is None:
                self._start(None)
            self._lines.put((text, i18n.language(), interrupt))

    def repeat(self):
        """Say the last line again."""
        if self.history:
            self.say(self.history.pop(), interrupt=True)

    # -- the frame's side: the time limit, the messages ------------------------------------
    def poll(self):
        """Each frame: a backend still on one line after ``timeout`` seconds is dropped (its
        thread is left to it: a new one says the next lines through the next backend)."""
        with self._lock:
            if self._started is None or self.clock() - self._started < self.timeout:
                return
            stuck = self.backend
            self._fail(stuck, f"no answer in {self.timeout:g} s")
            self._start(stuck)

    def take_problems(self):
        """The messages to show since the last call (a backend dropped: one message each)."""
        with self._lock:
            problems, self._problems = self._problems, []
        return problems

    def flush(self, timeout=30.0):
        """Wait until every line queued has been handed to the backend (tests, the smoke test);
        False if that took more than ``timeout`` seconds."""
        lines = self._lines
        if lines is None:
            return True
        deadline = time.monotonic() + timeout
        with lines.all_tasks_done:
            while lines.unfinished_tasks:
                left = deadline - time.monotonic()
                if left <= 0 or lines is not self._lines:
                    return lines.unfinished_tasks == 0
                lines.all_tasks_done.wait(min(left, 0.5))
        return True

    def close(self):
        """Stop the speaking thread and let the backend go (a backend that hangs in ``close`` is
        left to its own thread: leaving the app never waits for it)."""
        with self._lock:
            self._generation += 1
            lines, self._lines = self._lines, None
            backend, self.backend, self.enabled = self.backend, None, False
        if lines is not None:
            lines.put(None)
        closing = threading.Thread(target=_close, args=(backend,), name="speech close", daemon=True)
        closing.start()
        closing.join(1.0)

    # -- the speaking thread ------------------------------------------------------------------
    def _start(self, dead):
        """A new speaking thread (the lock held). After a backend ``dead`` that stopped answering,
        its first task is to let that one go and find the next (``flush`` waits for it too)."""
        self._generation += 1
        self._lines = queue.Queue()
        self._started = None
        if dead is not None:
            self._lines.put((_REPLACE, dead, False))
        thread = threading.Thread(target=self._work, args=(self._lines, self._generation), name="speech", daemon=True)
        thread.start()

    def _work(self, lines, generation):
        while (line := lines.get()) is not None:
            try:
                if line[0] is _REPLACE:
                    _close_aside(line[1])
                    self._replace(generation)
                elif lines.qsize() >= WAITING:
                    continue  # far behind: the oldest lines go, the latest are said
                elif not self._say(line, generation):
                    return
            finally:
                lines.task_done()
        lines.task_done()

    def _say(self, line, generation):
        """Hand ``line`` to the backend; one that raises is dropped and the next says it. False:
        this thread is no longer the speaking one."""
        text, language, interrupt = line
        while True:
            with self._lock:
                if generation != self._generation:
                    return False
                backend = self.backend  # a line queued while the mode was on is said ("Speech off." too)
                if backend is None:
                    return True
                self._started = self.clock()
            try:
                backend.speak(text, language, interrupt)
            except Exception as error:  # any failure of a library or a service we do not control
                with self._lock:
                    if generation != self._generation:
                        return False
                    self._fail(backend, str(error) or type(error).__name__)
                _close_aside(backend)
                if not self._replace(generation):
                    return True
                continue
            with self._lock:
                if generation == self._generation:
                    self._started = None
            return True

    def _fail(self, backend, error):
        """``backend`` failed (the lock held): its kind is dropped for the session, said once."""
        self.failed.add(type(backend))
        self._problems.append(("speech.failed", {"error": error}))
        self.backend, self.why, self._started = None, error, None

    def _replace(self, generation):
        """The next kind of backend that starts (found off the frame), or the mode off; whether
        one took over."""
        try:
            backend, why = self.find(exclude=frozenset(self.failed))
        except Exception as error:  # a finder of our own failing must not end the thread's work
            backend, why = None, str(error)
        with self._lock:
            if generation != self._generation:
                _close_aside(backend)
                return False
            self.backend, self.why = backend, why or self.why
            self.enabled = self.enabled and backend is not None
            return backend is not None


def _close(backend):
    if backend is not None:
        try:
            backend.close()
        except Exception:  # a backend that failed may fail to close too
            pass


def _close_aside(backend):
    """Close ``backend`` on a thread of its own: one that hangs there holds nothing."""
    if backend is not None:
        threading.Thread(target=_close, args=(backend,), name="speech close", daemon=True).start()
