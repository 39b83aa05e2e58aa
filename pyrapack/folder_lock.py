"""The operating system's lock on the data folder, so that one app at a time writes in it.

The lock is taken on a ``.lock`` file (``flock`` on POSIX, ``msvcrt.locking`` on Windows)
and dies with the process that holds it: a crash never leaves the folder locked. Only a
regular file opened without following links can hold it; anything else in its place
(a folder, a link, a FIFO, a file this user cannot open) is ``NotALock``, for ``Storage``
to set aside.
"""

import contextlib
import errno
import os
import stat


class NotALock(Exception):
    """Something other than a lock file this user can open is at the lock's path."""

    def __init__(self, error=None):
        super().__init__(error)
        self.error = error  # the OSError of a file that could not be opened, else None


def open_lock_file(path):
    """``path`` opened for locking, never through a link; NotALock when something else is there.

    OSError when there is nothing there and no file can be created.
    """
    flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_CLOEXEC", 0))
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as exc:
        if not os.path.lexists(path):
            raise
        if os.path.islink(path) or not os.path.isfile(path):
            raise NotALock() from None
        raise NotALock(exc) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):  # a FIFO opens without blocking, but is no lock
        os.close(fd)
        raise NotALock()
    return open(fd, "r+b")


@contextlib.contextmanager
def taking_turns(directory):
    """Apps setting a bad ``.lock`` right at once take turns (a lock on the folder itself, POSIX),
    so none sets aside the lock file another has just made. Elsewhere they go at once."""
    fd = None
    if os.name == "posix":
        import fcntl

        try:
            fd = os.open(directory, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
            fcntl.flock(fd, fcntl.LOCK_EX)
        except OSError:
            pass
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)


def take(handle):
    """Take the lock of an open lock file without waiting: True, or False when another process holds it."""
    try:
        if os.name == "nt":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        if os.name == "nt" and exc.errno in (errno.EACCES, errno.EDEADLOCK):
            return False
        raise
    return True
