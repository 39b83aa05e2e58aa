"""Where speech goes: the player's screen reader or the system's speech, never a voice of our own.

``accessible_output2`` (an optional dependency) reaches NVDA, JAWS and SAPI on Windows,
VoiceOver on macOS and speech-dispatcher on Linux where its Python client is importable.
On Linux, where it is not (a virtual environment cannot import the system's ``speechd``),
the ``spd-say`` command of speech-dispatcher (the same speech Orca uses) is the fallback.
A backend that cannot start raises ``Unavailable``; one that fails later raises from
``speak``, and the ``Speech`` that holds it stops using it. ``speak`` is called on the speaking
thread (``Speech``), one line after another: a backend may take its time, never the frame's.
"""

import contextlib
import io
import shutil
import subprocess


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
    """speech-dispatcher's ``spd-say`` command: it hands the line to the service and returns (it
    runs on the speaking thread, never the frame's). A line that could not be handed over (the
    service missing, or no answer in ``TIMEOUT`` seconds: the command is then stopped) raises."""

    name = "speech-dispatcher (spd-say)"
    TIMEOUT = 5.0

    def __init__(self):
        self.program = shutil.which("spd-say")
        if self.program is None:
            raise Unavailable("no spd-say command (speech-dispatcher is not installed)")

    def speak(self, text, language, interrupt=False):
        if interrupt:  # what is being said stops, and what was waiting is said no more
            self.run("-C")
        self.run("-l", language, "-N", "PyraPack", text)

    def run(self, *arguments):
        try:
            done = subprocess.run([self.program, *arguments], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL, timeout=self.TIMEOUT)
        except subprocess.TimeoutExpired as error:
            raise OSError(f"spd-say: {error}") from None
        if done.returncode:
            raise OSError(f"spd-say failed (exit code {done.returncode}): is speech-dispatcher running?")

    def close(self):
        pass


BACKENDS = (ScreenReader, SpdSay)


def find(exclude=()):
    """``(backend, why)``: the first backend that starts here (none of the kinds ``exclude``: those
    dropped this session), or None and why none did."""
    reasons = []
    for kind in (kind for kind in BACKENDS if kind not in exclude):
        try:
            return kind(), None
        except Unavailable as error:
            reasons.append(str(error))
    return None, "; ".join(reasons)
