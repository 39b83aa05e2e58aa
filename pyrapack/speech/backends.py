"""Where speech goes: the player's screen reader or the system's speech, never a voice of our own.

``accessible_output2`` (an optional dependency) reaches NVDA, JAWS and SAPI on Windows,
VoiceOver on macOS and speech-dispatcher on Linux where its Python client is importable.
On Linux, where it is not (a virtual environment cannot import the system's ``speechd``),
the ``spd-say`` command of speech-dispatcher (the same speech Orca uses) is the fallback.
A backend that cannot start raises ``Unavailable``; one that fails later raises from
``speak``, and the ``Speech`` that holds it stops using it.
"""

import contextlib
import io
import shutil
import queue
import subprocess
import threading


class Unavailable(Exception):
    """This backend cannot speak on this machine (its library, program or service is missing)."""


class ScreenReader:
    """Through ``accessible_output2``: the first output it finds active (a screen reader first,
    then the system's voice)."""

    def __init__(self):
        try:
            with contextlib.redirect_stdout(io.StringIO()):  # it prints what it could not load
                from accessible_output2.outputs.auto import Auto

                output = Auto().get_first_available_output()
        except Exception as error:  # missing, or broken on this system: no way to speak through it
            raise Unavailable(f"accessible_output2: {error}") from None
        if output is None:
            raise Unavailable("accessible_output2 found no screen reader or speech on this system")
        self.output = output
        self.name = getattr(output, "name", "accessible_output2")

    def speak(self, text, language, interrupt=False):
        self.output.speak(text, interrupt=interrupt)

    def close(self):
        close = getattr(self.output, "close", None)
        if close is not None:
            close()


class SpdSay:
    """speech-dispatcher's ``spd-say`` command, run one line after another by a thread of its
    own: the game never waits for it. A line that could not be said (the service missing, or
    silent for ``TIMEOUT`` seconds: it is then stopped) makes the next ``speak`` raise."""

    name = "speech-dispatcher (spd-say)"
    TIMEOUT = 5.0

    def __init__(self):
        self.program = shutil.which("spd-say")
        if self.program is None:
            raise Unavailable("no spd-say command (speech-dispatcher is not installed)")
        self.lines = queue.Queue()
        self.error = None
        self.thread = threading.Thread(target=self.work, name="spd-say", daemon=True)  # started by the first line

    def speak(self, text, language, interrupt=False):
        if self.error is not None:
            raise OSError(self.error)
        if not self.thread.is_alive() and self.thread.ident is None:
            self.thread.start()
        if interrupt:  # what was waiting is said no more, and what is being said stops
            while not self.lines.empty():
                self.lines.get_nowait()
            self.lines.put(["-C"])
        self.lines.put(["-l", language, "-N", "PyraPack", text])

    def work(self):
        while (arguments := self.lines.get()) is not None:
            try:
                done = subprocess.run([self.program, *arguments], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL, timeout=self.TIMEOUT)
            except (OSError, subprocess.TimeoutExpired) as error:
                self.error = f"spd-say: {error}"
            else:
                if done.returncode:
                    self.error = f"spd-say failed (exit code {done.returncode}): is speech-dispatcher running?"

    def flush(self, timeout=30.0):
        """Wait until every line has been handed to speech-dispatcher (tests)."""
        self.lines.put(None)
        if self.thread.ident is not None:
            self.thread.join(timeout)

    def close(self):
        while not self.lines.empty():
            self.lines.get_nowait()
        self.lines.put(None)


BACKENDS = (ScreenReader, SpdSay)


def find(exclude=None):
    """``(backend, why)``: the first backend that starts here (not of the kind ``exclude``), or
    None and why none did."""
    reasons = []
    for kind in (kind for kind in BACKENDS if kind is not exclude):
        try:
            return kind(), None
        except Unavailable as error:
            reasons.append(str(error))
    return None, "; ".join(reasons)
