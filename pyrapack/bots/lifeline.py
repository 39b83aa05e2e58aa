"""A bot process ends with the process that started it, however that one ends.

The worker (started by the app) and Expert's helpers (started by the worker) search for
seconds at a time without reading their pipes: a parent that was killed would leave them
running until their search ends. A thread of theirs waits for the parent's sentinel
(``multiprocessing.parent_process()``: ready once the parent is gone, on every system) and
ends the process at once, whatever its main thread is doing; on Linux the kernel's
parent-death signal may do it too (only for a parent that started the process from the
thread that lives as long as it: the worker's main thread, for its helpers).
"""

import multiprocessing
import os
import sys
import threading
from multiprocessing.connection import wait


def die_with_parent(kernel_signal=False):
    """Have this process end as soon as its parent does (a spawned process only)."""
    if kernel_signal and sys.platform.startswith("linux"):
        try:
            import ctypes
            import signal

            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass
    parent = multiprocessing.parent_process()
    if parent is not None and parent.sentinel is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True,
                         name="pyrapack-lifeline").start()


def _end_with(sentinel):
    try:
        wait([sentinel])
    except (OSError, ValueError):
        return  # it cannot be watched: a pipe that closes still ends the process, later
    os._exit(0)
