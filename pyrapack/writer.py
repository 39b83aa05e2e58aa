"""The writer thread: saves go to disk off the frame, in order, each file at most one save behind."""

import threading

from . import json_file
from .file_words import Problem, what
from .json_file import encode, megabytes, remove_quietly, why, write_atomically

STALLED = 5.0  # seconds: a save of a file waits this long at most for the one before (a stalled disk)
REMIND = 60.0  # seconds: while saves keep failing, the player is told again this often at most
DELETE = object()  # a queued deletion


def too_large_to_save(name):
    """The Problem of data over ``json_file.MAX_BYTES``, not written since it could not be read back."""
    return Problem("storage.too_large_to_save", {"file": name, "what": what(name), "limit": megabytes(json_file.MAX_BYTES)})


class Writer:
    """One thread writing queued files in order, each file at most one save behind.

    ``put`` of a file whose previous save is still queued or being written waits until that
    save is on disk: however fast saves come, a crash finds each file as of its last save or
    the one before, never older. (Waiting costs the caller only when saves come faster than
    the disk writes them; a disk stalled for ``STALLED`` seconds is waited for no longer, the
    app goes on and only the latest data of the file is written.) The thread starts when there is work and ends when there is none,
    so nothing waits for it between saves and the interpreter's exit waits for the last one.

    A write that fails (a full disk) is kept to be tried again: after each write that succeeds,
    the data of every file whose last write failed is written again, so what failed while the
    disk was full (the settings changed once, the game's latest move) is saved once it takes
    writes again. The player hears of it at the first failure, then again at most every
    ``REMIND`` seconds while writes keep failing, and once more when every file that failed
    is saved ("Saving works again").
    """

    def __init__(self, target, clock):
        self._target = target  # name -> the path to write it at, or None: nothing may be written
        self._clock = clock
        self._lock = threading.Lock()
        self._done = threading.Condition(self._lock)
        self._pending = {}  # name -> data or DELETE
        self._writing = None  # the name being written
        self._thread = None
        self._problems = []
        self._failed = {}  # name -> the latest data of a file whose last write failed
        self._said = None  # when the player was last told that saving fails (None: it works)

    def put(self, name, data):
        with self._lock:
            if self._thread is not threading.current_thread():
                self._done.wait_for(lambda: name not in self._pending and name != self._writing, STALLED)
            self._pending.pop(name, None)  # a stalled disk: only the latest data is written
            self._pending[name] = data
            if name in self._failed:
                self._failed[name] = data  # tried again with the latest data
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="pyrapack-writer")
                self._thread.start()

    def flush(self):
        with self._lock:
            while self._thread is not None and self._thread is not threading.current_thread():
                self._done.wait()

    def take_problems(self):
        with self._lock:
            problems, self._problems = self._problems, []
        return problems

    def add_problem(self, problem):
        with self._lock:
            self._problems.append(problem)

    def _run(self):
        while True:
            with self._lock:
                if not self._pending:
                    self._thread = None
                    self._done.notify_all()
                    return
                name = next(iter(self._pending))
                data = self._pending.pop(name)
                self._writing = name
            problem = self._do(self._target, name, data)
            with self._lock:
                self._writing = None
                self._done.notify_all()  # a save of this file waiting for this one goes on
                if problem is not None and problem.key == "storage.save_failed":
                    self._failing(name, data, problem)
                else:
                    if problem is not None:
                        self._problems.append(problem)
                    self._worked(name)

    def _failing(self, name, data, problem):
        """A write failed (the lock held): kept to be tried again; said now, or again after REMIND."""
        if name not in self._failed or self._failed[name] is data:  # not since replaced by a newer save
            self._failed[name] = data
        now = self._clock()
        if self._said is None:
            self._problems.append(problem)
        elif now - self._said >= REMIND:
            self._problems.append(problem._replace(key="storage.save_still_failing"))
        else:
            return
        self._said = now

    def _worked(self, name):
        """A write went through (the lock held): the writes that failed are tried again; once
        every one is through, the player is told saving works again."""
        self._failed.pop(name, None)
        for failed, data in self._failed.items():
            if failed != name:
                self._pending.setdefault(failed, data)
        if not self._failed and self._said is not None:
            self._said = None
            self._problems.append(Problem("storage.save_works", {}))

    @staticmethod
    def _do(target, name, data):
        try:
            path = target(name)
            if path is None:  # said already (Storage._folder)
                return None
            if data is DELETE:
                remove_quietly(path)
                return None
            data = data if isinstance(data, bytes) else encode(data)
            if len(data) > json_file.MAX_BYTES:
                return too_large_to_save(name)
            write_atomically(path, data)
        except (OSError, TypeError, ValueError, RecursionError) as exc:
            return Problem("storage.save_failed", {"file": name, "what": what(name), "why": why(exc)})
        return None
