"""main.py sets itself up: the project's own ``.venv``, filled by pip, then a restart into it.

A double-click runs main.py with the system's Python, which usually lacks
pygame-ce, and whose packages are not ours to change. So the game runs from a
virtual environment next to main.py instead:

* ``.venv`` has a Python: start main.py again with it, same arguments;
* no ``.venv``: say what is about to happen, create it, ``pip install -r
  requirements.txt`` into it (pip's own output is the progress), start again;
* already running in ``.venv`` but something is missing (a set-up that was
  interrupted, plain pygame installed over pygame-ce): install it, start again.

A failure names its cause and the one command that fixes it; a ``.venv`` this
run created is removed, so the next start begins afresh. Standard library only.
"""

import os
import re
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

from . import notice, progress
from ..i18n import t
from .preflight import Problem, command

MARK = "PYRAPACK_SET_UP"  # on the restart after a set-up: "created" or "completed"
LOCK = "pyrapack-setup.lock"  # inside .venv while a set-up runs: a second start waits for it
STALE_LOCK = 15 * 60  # seconds: an older lock was left by a set-up that died
WINDOWS = os.name == "nt"


class Venv:
    """The project's own virtual environment, ``.venv`` next to main.py."""

    def __init__(self, root):
        self.root = Path(root)
        self.dir = self.root / ".venv"
        self.lock = self.dir / LOCK

    def python(self, windowed=False):
        if WINDOWS:
            return self.dir / "Scripts" / ("pythonw.exe" if windowed else "python.exe")
        return self.dir / "bin" / "python"

    def has_python(self):
        return self.python().is_file()

    def active(self):
        """Whether this process runs in it."""
        try:
            return Path(sys.prefix).resolve() == self.dir.resolve()
        except OSError:
            return False

    def busy(self):
        """Whether another start is setting it up right now."""
        try:
            pid, started = (float(x) for x in self.lock.read_text().split())
        except (OSError, ValueError):
            return False
        if time.time() - started > STALE_LOCK or int(pid) == os.getpid():
            return False
        return _running(int(pid))

    def take_lock(self):
        self.lock.write_text(f"{os.getpid()} {time.time()}")

    def release_lock(self):
        try:
            self.lock.unlink()
        except OSError:
            pass

    def remove(self):
        """Delete it, even its read-only files (Windows)."""
        def force(func, path, _):
            os.chmod(path, stat.S_IWRITE)
            func(path)

        if not self.dir.exists():
            return
        try:
            if sys.version_info >= (3, 12):
                shutil.rmtree(self.dir, onexc=force)
            else:
                shutil.rmtree(self.dir, onerror=force)
        except OSError:
            shutil.rmtree(self.dir, ignore_errors=True)


def _running(pid):
    """Whether process ``pid`` still runs (the set-up that took a lock may have died)."""
    if WINDOWS:  # os.kill(pid, 0) would end the process there: ask the kernel instead
        import ctypes

        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        asked = kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return bool(asked) and code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, but belongs to someone else
    return True


def start(argv, problem, root):
    """Play from the project's ``.venv``, setting it up first if need be; the exit code."""
    venv = Venv(root)
    if venv.busy():
        notice.tell(t("launcher.busy"))
        return 1
    if venv.active():
        done = os.environ.get(MARK)
        if done:  # the set-up said it worked, yet the game still cannot start
            if done == "created":
                venv.remove()
            notice.tell(problem.text())
            return 1
        return set_up(venv, argv, problem, create=False)
    if venv.has_python():
        return restart(venv, argv)
    return set_up(venv, argv, problem, create=True)


def restart(venv, argv, mark=None):
    """Start main.py again with the ``.venv`` Python (replacing this process where the OS can)."""
    windowed = WINDOWS and Path(sys.executable).stem.lower() == "pythonw"
    python = str(venv.python(windowed))
    args = [python, str(venv.root / "main.py"), *argv]
    env = dict(os.environ)
    env.pop(MARK, None)
    if mark:
        env[MARK] = mark
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()
    if WINDOWS:  # exec on Windows starts a new process and leaves the console early
        if notice.console_closes_on_exit():  # the child shares it, but cannot tell it will close
            env[notice.CLOSING_CONSOLE] = "1"
        return subprocess.call(args, env=env)
    os.execve(python, args, env)


def set_up(venv, argv, problem, create):
    view = progress.choose()
    try:
        failure = view.run(lambda: _install(venv, view, problem, create))
    finally:
        view.close()
    if failure is not None:
        if create:
            venv.remove()
        notice.tell(failure.text())
        return 1
    return restart(venv, argv, mark="created" if create else "completed")


def _install(venv, view, problem, create):
    """Create (if ``create``) and fill ``venv``; a Problem if that failed, else None."""
    if create:
        view.say(first_run_words(venv.root, venv.dir))
        venv.remove()  # a .venv without a Python is what an interrupted set-up leaves
        if not _has_ensurepip():
            return _no_venv()
        try:
            venv.dir.mkdir(parents=True)
            venv.take_lock()
        except OSError as exc:
            return diagnose(str(exc), venv)
        code, output = _run([sys.executable, "-m", "venv", str(venv.dir)], view, capture=True)
        if code or not venv.has_python():
            return diagnose(output, venv)
    else:
        view.say(t("launcher.completing", folder=venv.dir))
        try:
            venv.take_lock()
        except OSError as exc:
            return diagnose(str(exc), venv)
    try:
        python = str(venv.python())
        if problem.cause in ("launcher.plain_pygame", "launcher.broken"):
            _run([python, "-m", "pip", "uninstall", "-y", "pygame", "pygame-ce"], view, capture=True)
        with tempfile.TemporaryDirectory() as scratch:
            log = Path(scratch) / "pip.log"
            code, output = _run([python, "-m", "pip", "install", "--disable-pip-version-check",
                                 "--log", str(log), "-r", str(venv.root / "requirements.txt")],
                                view, log=log)
        if code:
            return diagnose(output, venv)
        view.say(t("launcher.starting"))
        return None
    finally:
        venv.release_lock()


def first_run_words(root, folder):
    """What the first start says it installs: the packages ``root``'s requirements file asks
    for, by name (and, the sentence says, what they need in turn), into ``folder``."""
    names = requirements(Path(root) / "requirements.txt")
    packages = names[0] if len(names) < 2 else t("launcher.and", first=", ".join(names[:-1]), last=names[-1])
    return t("launcher.first_run", packages=packages, folder=folder)


def requirements(path):
    """The names of the packages a requirements file asks pip for, in its order (comments,
    versions, extras and markers left out)."""
    names = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            names.append(re.split(r"[\s<>=!~;\[@]", line, maxsplit=1)[0])
    return names


def _has_ensurepip():
    try:
        import ensurepip  # noqa: F401  (Debian and Ubuntu ship it apart, in python3-venv)
    except ImportError:
        return False
    return True


def _run(cmd, view, capture=False, log=None):
    """Run ``cmd``; its output goes to the player as it comes. Returns (exit code, output)."""
    if view.piped or capture:
        with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              errors="replace", stdin=subprocess.DEVNULL) as process:
            lines = []
            for line in process.stdout:
                lines.append(line)
                view.line(line.rstrip())
        code, output = process.returncode, "".join(lines)
    else:  # in a terminal, pip draws its own progress bars
        code, output = subprocess.call(cmd, stdin=subprocess.DEVNULL), ""
    if log is not None:
        try:
            output += Path(log).read_text(errors="replace")
        except OSError:
            pass
    return code, output


OFFLINE = ("newconnectionerror", "failed to establish a new connection", "name resolution",
           "name or service not known", "network is unreachable", "connection refused",
           "connecttimeout", "read timed out", "proxyerror", "could not fetch url",
           "nodename nor servname", "getaddrinfo failed", "connection broken")


LOG_TIME = re.compile(r"^\d{4}-\d\d-\d\dT[\d:.,]+ ", re.MULTILINE)  # how pip's --log starts each line


def diagnose(output, venv):
    """The Problem that ``output`` (a failed step's messages, or pip's log) shows."""
    output = LOG_TIME.sub("", output)  # else no line of the log starts with "ERROR"
    text = output.lower()
    again = command(sys.executable, venv.root / "main.py")
    if "no space left" in text or "errno 28" in text:
        return Problem("launcher.no_space", fix="launcher.fix_space", commands=[again])
    if "ensurepip is not available" in text or "no module named ensurepip" in text:
        return _no_venv()
    if "permission denied" in text or "errno 13" in text or "read-only file system" in text:
        return Problem("launcher.no_permission", {"folder": venv.root}, fix="launcher.fix_move",
                       commands=_copy_commands(venv.root))
    no_package = "no matching distribution" in text or "could not find a version" in text
    if any(marker in text for marker in OFFLINE) or (no_package and not _index_reachable(output)):
        return Problem("launcher.offline", fix="launcher.fix_online", commands=[again])
    if no_package:
        version = ".".join(map(str, sys.version_info[:2]))
        return Problem("launcher.no_wheel", {"package": _missing_package(output), "version": version},
                       fix="launcher.fix_python")
    errors = [line.strip() for line in output.splitlines() if line.strip().startswith("ERROR")]
    detail = (errors or [line for line in output.splitlines() if line.strip()] or ["?"])[-1]
    python = venv.python()
    return Problem("launcher.pip_failed", {"detail": detail.strip()}, fix="launcher.fix_by_hand",
                   commands=[command(sys.executable, "-m", "venv", venv.dir),
                             command(python, "-m", "pip", "install", "-r", venv.root / "requirements.txt")])


MISSING = re.compile(r"(?:satisfies the requirement|no matching distribution found for) ([A-Za-z0-9._-]+)",
                     re.IGNORECASE)


def _missing_package(output):
    """The package pip found no version of (the first it names), pygame-ce if it names none."""
    found = MISSING.search(output)
    return found.group(1) if found else "pygame-ce"


def _index_reachable(output):
    """Whether the package index pip used answers at all (pip does not always say it is offline)."""
    url = "https://pypi.org/simple"
    for line in output.splitlines():
        if line.startswith("Ignoring indexes:"):
            return True  # --no-index: pip asked no index, so being offline did not matter
        if line.startswith("Looking in indexes:"):
            url = line.split(":", 1)[1].split(",")[0].strip()
            break
    parts = urlparse(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return True  # a local index: not a network problem
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        socket.create_connection((parts.hostname, port), timeout=5).close()
    except OSError:
        return False
    return True


def _no_venv():
    version = ".".join(map(str, sys.version_info[:2]))
    if Path("/etc/debian_version").exists():
        return Problem("launcher.no_venv", commands=[f"sudo apt install python{version}-venv"])
    return Problem("launcher.no_venv", fix="launcher.fix_venv_elsewhere")


def _copy_commands(root):
    if WINDOWS:
        home = r"%USERPROFILE%\PyraPack"
        return [f'xcopy /E /I {command(root)} "{home}"', f'py "{home}\\main.py"']
    return [f"cp -R {command(root)} ~/PyraPack", "python3 ~/PyraPack/main.py"]
