"""Make a real bot worker hang, go on, or die, and move its watchdog's clock by hand."""

import os
import signal

CAN_PAUSE = hasattr(signal, "SIGSTOP")


class Clock:
    """A clock that only moves when told to (the watchdog's, in tests)."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


def stop(bot):
    """Pause the worker process where it stands (SIGSTOP): it reads and answers nothing."""
    os.kill(bot.pid, signal.SIGSTOP)


def resume(bot):
    """Let a paused worker go on (SIGCONT); nothing happens if it is gone."""
    if bot.pid is not None:
        try:
            os.kill(bot.pid, signal.SIGCONT)
        except ProcessLookupError:
            pass
