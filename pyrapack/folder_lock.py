"""The operating system's lock on the data folder, so that one app at a time writes in it.

On POSIX the folder itself is locked (``flock`` on the folder, ``take_folder``): nothing can
remove that lock from under the app holding it, as deleting a lock file would. The ``.lock``
file is locked too (``flock`` on POSIX, ``msvcrt.locking`` on Windows, where a file held open
cannot be deleted), so that an older PyraPack, which knows only that one, sees the folder
taken. Both locks die with the process that holds them: a crash never leaves the folder
locked. Only a regular file opened without following links can hold the file lock; anything
else in its place (a folder, a link, a FIFO, a file this user cannot open) is ``NotALock``,
for ``Storage`` to set aside.
"""

import errno
import os
import stat
import sys

LOCK = ".lock"  # the lock file, in the folder it locks


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


def take_folder(directory):
    """Lock the folder itself without waiting (POSIX): an open descriptor holding the lock (close
    it to let go), or None when another process holds it. OSError where folders cannot be
    locked (Windows, a file system without locks): the lock file alone is used then."""
    if os.name != "posix":
        raise OSError(errno.ENOTSUP, "folders are not locked here")
    import fcntl

    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except OSError:
        os.close(fd)
        raise
    return fd


def path_of(fd):
    """Where the folder open as ``fd`` is now (it may have been renamed since), or None when the
    system cannot say or the folder was deleted."""
    if sys.platform.startswith("linux"):
        try:
            where = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            return None
        return None if where.endswith(" (deleted)") else where
    try:
        import fcntl

        found = fcntl.fcntl(fd, fcntl.F_GETPATH, bytes(1024))  # macOS and the BSDs that have it
    except (ImportError, AttributeError, OSError):
        return None
    return os.fsdecode(found.split(b"\0", 1)[0]) or None


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
