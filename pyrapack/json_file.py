"""One data file, read safely and written atomically: what every file of PyraPack goes through.

Reading (``read_json``) opens only a regular file of at most ``MAX_BYTES`` and takes only strict
JSON; anything else is ``Refused``, saying why, for the caller to tell and set the file aside
(``Storage.load``). Writing (``write_atomically``) goes through a temporary file, flushed to disk
and renamed over the old one: a file is never torn. Nothing of the app's here, nothing drawn.
"""

import json
import os
import secrets
import stat
import tempfile
from pathlib import Path

# The one size limit of a file: what is larger is neither read nor written, so that whatever
# PyraPack writes it reads back (4 MB: about 100,000 moves of Pyramida; 5,000 are ~150 KB).
MAX_BYTES = 4 * 1024 * 1024
_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))


class Refused(Exception):
    """A file that cannot be taken as data: ``key`` (an i18n key) and its ``values`` say why, for a
    ``Problem`` that also names the file."""

    def __init__(self, key, **values):
        super().__init__(key)
        self.key, self.values = key, values


def read_json(path, limit=None):
    """The JSON value in the file at ``path``, or ``Refused`` saying why not.

    Only a regular file is opened (a FIFO or a device never is: it could block or never end),
    at most ``limit`` bytes are read, and the JSON must be strict: no NaN, no nesting deep
    enough to exhaust the stack, no integer too long to convert. A missing file raises
    ``FileNotFoundError``. ``limit``: ``MAX_BYTES`` unless given.
    """
    limit = MAX_BYTES if limit is None else limit
    try:
        info = os.stat(path)
    except ValueError:  # a NUL or a lone surrogate ("\\ud800", dropped on the window): no file's name
        raise FileNotFoundError(path) from None
    except NotADirectoryError:  # a file where a folder of the path should be: nothing here
        raise FileNotFoundError(path) from None
    except FileNotFoundError:
        if os.path.lexists(path):  # a link to nothing: a file of ours that is not a file
            raise Refused("storage.not_a_file") from None
        raise
    except OSError as exc:  # a loop of links among them
        raise Refused("storage.unreadable", why=why(exc)) from None
    _check_regular(info, limit)
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise Refused("storage.unreadable", why=why(exc)) from None
    try:
        _check_regular(os.fstat(fd), limit)  # the same file the check above saw
        chunks, size = [], 0
        while chunk := os.read(fd, min(1 << 20, limit + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise Refused("storage.too_large", limit=megabytes(limit))
    except OSError as exc:
        raise Refused("storage.unreadable", why=why(exc)) from None
    finally:
        os.close(fd)
    return parse_json(b"".join(chunks))


def parse_json(raw):
    """The JSON value in ``raw`` (UTF-8 bytes), strictly: ``Refused`` when it is not JSON, has NaN,
    nests deep enough to exhaust the stack or holds an integer too long to convert."""
    try:
        return json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constant)
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise Refused("storage.corrupt") from None


def _check_regular(info, limit):
    if not stat.S_ISREG(info.st_mode):
        raise Refused("storage.not_a_file")
    if info.st_size > limit:
        raise Refused("storage.too_large", limit=megabytes(limit))


def _no_constant(name):
    raise ValueError(f"{name} is not JSON")


def megabytes(size):
    return f"{size / 2**20:g} MB"


def why(exc):
    return str(getattr(exc, "strerror", None) or exc)


def write_atomically(path, data, shared=False):
    """Write ``data`` (bytes) to ``path`` through a temporary file and a rename; OSError if not.

    A link at ``path`` is written through: the file it leads to gets the data (the player
    linked it there), the link stays. The file is the owner's alone (0600), or, ``shared``
    (an exported game, to pass on), has a new file's usual permissions: 0666 less the umask.
    """
    path = Path(path)
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _shared_temporary(path) if shared else tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                                                       dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        remove_quietly(tmp)
        raise


def _shared_temporary(path):
    """``(fd, name)`` of a new temporary file beside ``path``, made as any new file is (0666
    less the umask: the system applies it, no thread changes it); a name taken is tried again."""
    for _ in range(100):
        name = path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp"
        try:
            return os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666), name
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def encode(data):
    """``data`` as compact UTF-8 JSON bytes (NaN refused: it is not JSON)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def encodes(text):
    """Whether ``text`` can be written as UTF-8: no lone surrogate, which JSON's ``"\\ud800"`` reads as."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def writable(value):
    """Whether ``value`` (read from a file) can be written back as it is: its text encodes, its
    numbers are finite. Data kept and saved again is checked with this where it is read, so that
    no later save fails on it."""
    try:
        encode(value)
    except (ValueError, TypeError, RecursionError):  # UnicodeEncodeError is a ValueError
        return False
    return True


def remove_quietly(path):
    try:
        os.remove(path)
    except OSError:
        pass
