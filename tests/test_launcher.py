"""main.py sets itself up: started by a Python without pygame-ce, it plays from its own .venv.

Each test runs a copy of the project in a temporary folder with a bare Python
(a fresh virtual environment without pip or pygame), as a double-click would.
pip installs from a folder of wheels the session downloads once, so the set-up
itself needs no network; pip's own configuration is switched off.
"""

import io
import os
import re
import shutil
import subprocess
import sys
import time
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BANNER = re.compile(r"pygame-ce \d+\.\d+\.\d+ \(SDL [\d.]+, Python|Hello from the pygame community")


@pytest.fixture(scope="session")
def wheels(tmp_path_factory):
    """The requirements as wheels, for this Python (from pip's cache or the usual index)."""
    folder = tmp_path_factory.mktemp("wheels")
    done = subprocess.run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check",
                           "--only-binary=:all:", "-r", str(ROOT / "requirements.txt"), "-d", str(folder)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"could not download the requirements' wheels:\n{done.stdout}{done.stderr}"
    return folder


@pytest.fixture(scope="session")
def bare_python(tmp_path_factory):
    """A Python that has neither pip's packages nor pygame: a new, empty virtual environment."""
    folder = tmp_path_factory.mktemp("bare")
    venv.create(folder, with_pip=False)
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    assert subprocess.run([python, "-c", "import pygame"], capture_output=True).returncode != 0
    return python


def copy_project(destination):
    """What a player's clone holds and main.py needs: main.py, requirements.txt, the package, assets."""
    destination.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("pyrapack", "assets"):
        shutil.copytree(ROOT / name, destination / name, ignore=ignore)
    for name in ("main.py", "requirements.txt"):
        shutil.copy2(ROOT / name, destination / name)
    return destination


def environment(**extra):
    """This process's environment without anything that would help or quiet the game."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PIP_", "PYTHON", "VIRTUAL_ENV", "PYGAME_"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PIP_CONFIG_FILE=os.devnull,
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.update(extra)
    return env


def offline_env(wheels):
    return environment(PIP_NO_INDEX="1", PIP_FIND_LINKS=str(wheels))


def start(python, project, *args, cwd, env, timeout=300):
    """Start ``project``'s main.py with ``python`` from ``cwd``, as a player would (no input)."""
    return subprocess.run([str(python), str(project / "main.py"), *args], cwd=cwd, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=timeout)


def venv_python(project):
    return project / ".venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


@pytest.fixture(scope="module")
def first_start(tmp_path_factory, bare_python, wheels):
    """The project's first start, from another folder: the set-up, then a self-check of the game.
    Where the system has symbolic links it is started as from a link to main.py on the desktop
    (``desktop``: that folder, else None), so the set-up is made once for both tests."""
    base = tmp_path_factory.mktemp("first")
    project = copy_project(base / "PyraPack")
    desktop = base / "Desktop"
    desktop.mkdir()
    started = project
    if os.name != "nt":  # symbolic links need privileges on Windows
        (desktop / "main.py").symlink_to(project / "main.py")
        started = desktop
    done = start(bare_python, started, "--self-check", cwd=desktop, env=offline_env(wheels))
    return project, done, (desktop if started == desktop else None)


def test_first_start_creates_its_venv_installs_and_starts_the_game(first_start):
    project, done, _ = first_start
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "First start: PyraPack is installing what it needs" in done.stdout
    assert "Successfully installed" in out  # pip's own progress is shown
    assert venv_python(project).is_file()
    assert f"({venv_python(project)})" in done.stdout  # the game ran on the .venv's Python
    assert "bot: Hard move" in done.stdout and "self-check passed" in done.stdout
    assert "Traceback" not in out and not BANNER.search(out)


def test_with_its_venv_present_main_restarts_in_it_at_once(first_start, bare_python, wheels, tmp_path):
    project, _, _ = first_start
    done = start(bare_python, project, "--self-check", cwd=tmp_path, env=offline_env(wheels))
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "First start" not in out and "lacks some" not in out and "Successfully installed" not in out
    assert f"({venv_python(project)})" in done.stdout and "self-check passed" in done.stdout


def test_the_python_that_started_main_is_left_alone(first_start, bare_python):
    site = subprocess.run([bare_python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True).stdout.strip()
    assert not any("pygame" in p.name or "platformdirs" in p.name for p in Path(site).iterdir())


def test_plain_pygame_in_its_venv_is_replaced_by_pygame_ce(first_start, bare_python, wheels, tmp_path):
    project, _, _ = first_start
    python = venv_python(project)
    plain = make_plain_pygame_wheel(tmp_path)
    subprocess.run([python, "-m", "pip", "install", "--no-deps", "--no-index", str(plain)],
                   env=offline_env(wheels), check=True, capture_output=True)
    assert "plain" in subprocess.run([python, "-c", "import pygame; print(pygame.KIND)"],
                                     capture_output=True, text=True).stdout
    done = start(bare_python, project, "--self-check", cwd=tmp_path, env=offline_env(wheels))
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "lacks some of what PyraPack needs" in out and "self-check passed" in out


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows")
def test_started_through_a_symlink_it_plays_from_the_real_folders_venv(first_start, bare_python, wheels):
    """A link to main.py on the desktop: the .venv and requirements.txt are the real main.py's
    (the first start was made through the link: ``first_start``)."""
    project, first, desktop = first_start
    done = start(bare_python, desktop, "--self-check", cwd=desktop, env=offline_env(wheels))
    for out, set_up in ((first.stdout + first.stderr, True), (done.stdout + done.stderr, False)):
        assert "self-check passed" in out and f"({venv_python(project)})" in out, out
        assert ("First start" in out) is set_up
    assert done.returncode == 0 and not (desktop / ".venv").exists()


def make_plain_pygame_wheel(folder):
    """A stand-in for the plain pygame package: it installs ``pygame/`` but is not pygame-ce."""
    import zipfile

    path = folder / "pygame-2.6.1-py3-none-any.whl"
    files = {
        "pygame/__init__.py": "KIND = 'plain'\nver = '2.6.1'\n",
        "pygame-2.6.1.dist-info/METADATA": "Metadata-Version: 2.1\nName: pygame\nVersion: 2.6.1\n",
        "pygame-2.6.1.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\n"
                                        "Tag: py3-none-any\n",
    }
    record = "".join(f"{name},,\n" for name in files) + "pygame-2.6.1.dist-info/RECORD,,\n"
    with zipfile.ZipFile(path, "w") as wheel:
        for name, text in files.items():
            wheel.writestr(name, text)
        wheel.writestr("pygame-2.6.1.dist-info/RECORD", record)
    return path


def test_a_failed_set_up_removes_the_half_made_venv_and_names_the_fix(tmp_path, bare_python):
    project = copy_project(tmp_path / "PyraPack")
    offline = environment(PIP_INDEX_URL="http://127.0.0.1:9/simple", PIP_RETRIES="0", PIP_TIMEOUT="5")
    done = start(bare_python, project, cwd=tmp_path, env=offline)
    assert done.returncode == 1
    assert not (project / ".venv").exists()
    assert "this computer seems to be offline" in done.stderr
    assert f"    {bare_python} {project / 'main.py'}" in done.stderr  # the one command to run again
    assert "Traceback" not in done.stdout + done.stderr


def test_help_needs_nothing_installed_and_sets_nothing_up(tmp_path, bare_python):
    project = copy_project(tmp_path / "PyraPack")
    for args in ([str(project / "main.py"), "--help"], ["-m", "pyrapack", "--help"]):
        done = subprocess.run([str(bare_python), *args], cwd=project, env=environment(),
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert "--vs-bot" in done.stdout and "--self-check" in done.stdout
    assert not (project / ".venv").exists()


def test_python_m_pyrapack_without_pygame_ce_says_how_to_play(tmp_path, bare_python):
    """In a virtual environment: install into it. In a system Python: use main.py, never pip."""
    project = copy_project(tmp_path / "PyraPack")
    as_system_python = ("import runpy, sys; sys.base_prefix = sys.prefix; sys.argv = ['pyrapack']; "
                        "runpy.run_module('pyrapack', run_name='__main__', alter_sys=True)")
    for args, fix in ((["-m", "pyrapack"], f"{bare_python} -m pip install -r {project / 'requirements.txt'}"),
                      (["-c", as_system_python], f"{bare_python} {project / 'main.py'}")):
        done = subprocess.run([str(bare_python), *args], cwd=project, env=environment(),
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 1
        assert "PyraPack needs pygame-ce, platformdirs, regex, which this Python" in done.stderr
        assert f"\n    {fix}\n" in done.stderr
        assert "Traceback" not in done.stderr and not (project / ".venv").exists()


def test_python_m_pyrapack_with_plain_pygame_says_to_replace_it(tmp_path, bare_python):
    project = copy_project(tmp_path / "PyraPack")
    fake = tmp_path / "plain"
    (fake / "pygame").mkdir(parents=True)
    (fake / "pygame" / "__init__.py").write_text("ver = '2.6.1'\n")
    done = subprocess.run([str(bare_python), "-m", "pyrapack"], cwd=project,
                          env=environment(PYTHONPATH=str(fake)), capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "has the plain pygame package, but PyraPack needs pygame-ce" in done.stderr
    assert f"{bare_python} -m pip uninstall -y pygame pygame-ce" in done.stderr
    assert "Traceback" not in done.stderr


def without_ensurepip(project):
    """Python code that starts main.py as a Debian or Ubuntu Python without python3-venv would."""
    return ("import runpy, sys; sys.modules['ensurepip'] = None; "
            f"sys.argv = [{str(project / 'main.py')!r}]; runpy.run_path(sys.argv[0], run_name='__main__')")


def test_without_the_venv_module_it_names_the_package_to_install(tmp_path, bare_python):
    project = copy_project(tmp_path / "PyraPack")
    done = subprocess.run([bare_python, "-c", without_ensurepip(project)], cwd=tmp_path, env=environment(),
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert not (project / ".venv").exists()
    assert "its venv module (with ensurepip) is missing" in done.stderr
    if Path("/etc/debian_version").exists():
        version = "{}.{}".format(*sys.version_info)
        assert f"    sudo apt install python{version}-venv" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(os.name == "nt", reason="the stand-in zenity is a shell script")
def test_without_a_terminal_the_set_up_shows_a_window_and_the_failure_a_dialog(tmp_path, bare_python):
    """Double-clicked from a file manager: no terminal, so zenity (here a stand-in) shows both."""
    project = copy_project(tmp_path / "PyraPack")
    bin_dir, said = tmp_path / "bin", tmp_path / "zenity.log"
    bin_dir.mkdir()
    zenity = bin_dir / "zenity"
    zenity.write_text(f'#!/bin/sh\necho "ARGS $*" >> "{said}"\ncat >> "{said}"\nexit 0\n')
    zenity.chmod(0o755)
    env = environment(PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):  # not headless; tkinter cannot open
        env.pop(name, None)
    done = subprocess.run([bare_python, "-c", without_ensurepip(project)], cwd=tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and not (project / ".venv").exists()
    log = said.read_text()
    assert "--progress" in log and "# First start: PyraPack is installing" in log
    assert "--error" in log and "its venv module (with ensurepip) is missing" in log


# -- what a failure is put down to (pip's and venv's messages, as they read) --------------------

@pytest.mark.parametrize("output, cause", [
    ("OSError: [Errno 28] No space left on device: '/x/.venv/lib'", "launcher.no_space"),
    ("Error: [Errno 13] Permission denied: '/opt/PyraPack/.venv'", "launcher.no_permission"),
    ("The virtual environment was not created successfully because ensurepip is not available.",
     "launcher.no_venv"),
    ("WARNING: Retrying (Retry(total=4)) after connection broken by 'NewConnectionError(...)'\n"
     "ERROR: No matching distribution found for pygame-ce>=2.5", "launcher.offline"),
    ("Looking in indexes: file:///srv/wheels\n"
     "ERROR: Could not find a version that satisfies the requirement pygame-ce>=2.5 (from versions: none)",
     "launcher.no_wheel"),
    ("Building wheel for pygame-ce (pyproject.toml) ... error\nERROR: Failed building wheel for pygame-ce",
     "launcher.pip_failed"),
])
def test_a_failure_is_put_down_to_its_cause(output, cause, tmp_path):
    from pyrapack import i18n
    from pyrapack.bootstrap import firstrun

    i18n.set_language("en")
    problem = firstrun.diagnose(output, firstrun.Venv(tmp_path))
    assert problem.cause == cause
    text = problem.text()
    assert "{" not in text and problem.commands or problem.fix in ("launcher.fix_python",
                                                                   "launcher.fix_venv_elsewhere")
    if cause == "launcher.pip_failed":
        assert "Failed building wheel for pygame-ce" in text


def test_windows_paths_and_quoting(monkeypatch, tmp_path):
    from pyrapack.bootstrap import firstrun, preflight

    monkeypatch.setattr(firstrun, "WINDOWS", True)
    monkeypatch.setattr(preflight, "WINDOWS", True)
    venv_dir = firstrun.Venv(tmp_path / "My Games" / "PyraPack")
    assert venv_dir.python().parts[-3:] == (".venv", "Scripts", "python.exe")
    assert venv_dir.python(windowed=True).name == "pythonw.exe"
    assert preflight.command("C:/Program Files/Python312/python.exe", "-m", "pip") == \
        '"C:/Program Files/Python312/python.exe" -m pip'
    problem = firstrun.diagnose("[Errno 13] Permission denied", venv_dir)
    assert problem.commands[0].startswith("xcopy /E /I ") and "%USERPROFILE%" in problem.commands[0]


def test_a_set_up_under_way_is_waited_for_and_a_dead_one_is_taken_over(tmp_path):
    from pyrapack.bootstrap import firstrun

    venv_dir = firstrun.Venv(tmp_path)
    venv_dir.dir.mkdir()
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        venv_dir.lock.write_text(f"{sleeper.pid} {time.time()}")
        assert venv_dir.busy()
    finally:
        sleeper.kill()
        sleeper.wait()
    assert not venv_dir.busy()  # its owner is gone
    venv_dir.lock.write_text(f"{os.getppid()} 0")
    assert not venv_dir.busy()  # its owner lives, but the lock is too old to be its set-up


# -- pip's log, as the terminal set-up reads it (every line starts with a timestamp) --------------

PIP_LOG_BUILD = """\
2026-11-27T03:40:11,873 Using pip 24.0 from /x/.venv/lib/python3.12/site-packages/pip (python 3.12)
2026-11-27T03:40:12,002 Looking in indexes: https://pypi.org/simple
2026-11-27T03:40:12,019 ERROR: Failed building wheel for pygame-ce
2026-11-27T03:40:12,020 ERROR: Could not build wheels for pygame-ce, which is required to install pyproject.toml-based projects
2026-11-27T03:40:12,031 Removed build tracker: '/tmp/pip-build-tracker-1x2y3z'"""

PIP_LOG_LOCAL_INDEX = """\
2026-11-27T03:40:12,002 Looking in indexes: file:///srv/wheels
2026-11-27T03:40:12,019 ERROR: Could not find a version that satisfies the requirement pygame-ce>=2.5 (from versions: none)
2026-11-27T03:40:12,020 ERROR: No matching distribution found for pygame-ce>=2.5
2026-11-27T03:40:12,031 Removed build tracker: '/tmp/pip-build-tracker-1x2y3z'"""


@pytest.mark.parametrize("requirement, package", [("pygame-ce>=2.5", "pygame-ce"),
                                                  ("platformdirs>=4.0", "platformdirs"),
                                                  ("pyrapack-no-such-package==1.0", "pyrapack-no-such-package")])
def test_a_package_pip_found_no_version_of_is_named(requirement, package, tmp_path):
    from pyrapack import i18n
    from pyrapack.bootstrap import firstrun

    i18n.set_language("en")
    output = ("Looking in indexes: file:///srv/wheels\n"
              f"ERROR: Could not find a version that satisfies the requirement {requirement} (from versions: none)\n"
              f"ERROR: No matching distribution found for {requirement}")
    problem = firstrun.diagnose(output, firstrun.Venv(tmp_path))
    assert problem.cause == "launcher.no_wheel"
    assert f"pip found no {package} for Python" in problem.text()


@pytest.mark.parametrize("log, cause, detail", [
    (PIP_LOG_BUILD, "launcher.pip_failed",
     "ERROR: Could not build wheels for pygame-ce, which is required to install pyproject.toml-based projects"),
    (PIP_LOG_LOCAL_INDEX, "launcher.no_wheel", None),
])
def test_a_pip_log_is_read_past_its_timestamps(log, cause, detail, tmp_path):
    from pyrapack import i18n
    from pyrapack.bootstrap import firstrun

    i18n.set_language("en")
    problem = firstrun.diagnose(log, firstrun.Venv(tmp_path))
    assert problem.cause == cause
    if detail:
        assert problem.values["detail"] == detail
    assert "build tracker" not in problem.text() and "2026-11-27T" not in problem.text()


@pytest.fixture(scope="module")
def venv_with_pip(tmp_path_factory, first_start):
    """A project folder whose .venv has pip: the first start's (a failing install changes
    nothing in it), without making another (pip's own installation is most of a venv's cost)."""
    root = tmp_path_factory.mktemp("pip-fails")
    made = first_start[0] / ".venv"
    if os.name == "nt":  # symbolic links need privileges on Windows
        venv.create(root / ".venv", with_pip=True)
    else:
        (root / ".venv").symlink_to(made, target_is_directory=True)
    return root


@pytest.mark.parametrize("requirement, cause, detail", [
    ("pyrapack-no-such-package>=1.0", "launcher.no_wheel", None),
    ("nosuch-1.0-cp27-cp27m-win32.whl", "launcher.pip_failed",
     "ERROR: nosuch-1.0-cp27-cp27m-win32.whl is not a supported wheel on this platform."),
])
def test_a_real_pip_failure_in_a_terminal_is_told_by_its_error(requirement, cause, detail, venv_with_pip,
                                                              monkeypatch):
    """In a terminal pip's output is not captured: only its --log file tells what went wrong."""
    from pyrapack import i18n
    from pyrapack.bootstrap import firstrun, progress
    from pyrapack.bootstrap.preflight import Problem

    for name in [name for name in os.environ if name.startswith("PIP_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    monkeypatch.setenv("PIP_NO_INDEX", "1")  # offline-safe: pip asks no index
    (venv_with_pip / "nosuch-1.0-cp27-cp27m-win32.whl").write_bytes(b"")  # a wheel for another system
    (venv_with_pip / "requirements.txt").write_text(
        str(venv_with_pip / requirement) if requirement.endswith(".whl") else requirement)
    i18n.set_language("en")
    view = progress.ConsoleView()
    assert not view.piped
    problem = firstrun._install(firstrun.Venv(venv_with_pip), view, Problem("launcher.missing"), create=False)
    assert problem is not None and problem.cause == cause
    if detail:
        assert problem.values["detail"] == detail
    assert "build tracker" not in problem.text()


# -- a message that stays readable without a terminal ---------------------------------------------

def read_until(fd, wanted, timeout=30):
    """What the pseudo-terminal ``fd`` shows until ``wanted`` appears (or the time is up)."""
    import select

    seen, deadline = "", time.monotonic() + timeout
    while wanted not in seen and time.monotonic() < deadline:
        if select.select([fd], [], [], 0.2)[0]:
            try:
                seen += os.read(fd, 4096).decode(errors="replace")
            except OSError:  # the other side has closed
                break
    return seen


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals are POSIX")
def test_a_console_that_closes_with_the_game_waits_for_enter(tmp_path):
    """Opened in a console of its own (its parent is no shell) and no dialog at hand: the message
    stays on screen until the player presses Enter."""
    import pty

    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); from pyrapack import i18n; "
            "i18n.set_language('en'); from pyrapack.bootstrap import notice; "
            "notice.tell('PyraPack could not start.'); print('CLOSED')")
    env = environment(PATH=str(tmp_path))  # no zenity, kdialog or osascript to find
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):  # not headless; tkinter cannot open
        env.pop(name, None)
    master, slave = pty.openpty()
    process = subprocess.Popen([sys.executable, "-c", code], stdin=slave, stdout=slave, stderr=slave,
                               cwd=tmp_path, env=env)
    os.close(slave)
    try:
        seen = read_until(master, "Press Enter to close this window.")
        assert "PyraPack could not start." in seen and "Press Enter" in seen, seen
        time.sleep(0.5)
        assert process.poll() is None  # still there, waiting
        os.write(master, b"\n")
        assert "CLOSED" in read_until(master, "CLOSED")
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()
        os.close(master)


def fake_tkinter(shown):
    """A tkinter that needs no display: it notes what its error box was asked to show."""
    import types

    class Tk:
        def withdraw(self):
            shown.append("withdrawn")

        def destroy(self):
            shown.append("destroyed")

    tkinter, messagebox = types.ModuleType("tkinter"), types.ModuleType("tkinter.messagebox")
    tkinter.Tk, tkinter.messagebox = Tk, messagebox
    messagebox.showerror = lambda title, message, parent=None: shown.append((title, message, type(parent)))
    return tkinter, messagebox, Tk


def test_without_a_terminal_the_message_is_shown_by_tkinter(monkeypatch):
    from pyrapack.bootstrap import notice

    shown = []
    tkinter, messagebox, tk = fake_tkinter(shown)
    monkeypatch.setitem(sys.modules, "tkinter", tkinter)
    monkeypatch.setitem(sys.modules, "tkinter.messagebox", messagebox)
    for other in ("_mac_alert", "_zenity", "_kdialog"):
        monkeypatch.setattr(notice, other, lambda text, other=other: shown.append(other) or True)
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO())  # double-clicked: no terminal
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    text = "pip could not install what PyraPack needs.\n\n    python3 main.py"
    notice.tell(text)
    assert shown == ["withdrawn", ("PyraPack", text, tk), "destroyed"]
    assert text in sys.stderr.getvalue()


def test_the_first_start_names_the_packages_its_requirements_ask_for(tmp_path):
    """Issue 44, item 7: it said "(pygame-ce and platformdirs)" and installed five packages. The
    names come from the requirements file pip is given (comments, versions and markers aside),
    with what they need in turn; the repository's are those preflight checks (NEEDS)."""
    from pyrapack import i18n
    from pyrapack.bootstrap import firstrun, preflight

    (tmp_path / "requirements.txt").write_text(
        "# what the game needs\npygame-ce>=2.5\nplatformdirs>=4.0  # folders\n\n"
        "accessible-output2>=0.17 ; sys_platform != 'emscripten'\nfoo[bar]==1\n", encoding="utf-8")
    assert firstrun.requirements(tmp_path / "requirements.txt") == ["pygame-ce", "platformdirs",
                                                                     "accessible-output2", "foo"]
    assert firstrun.requirements(preflight.REQUIREMENTS) == list(preflight.NEEDS)
    names = list(preflight.NEEDS)
    for lang, joined in (("en", f"{', '.join(names[:-1])} and {names[-1]}"),
                         ("fr", f"{', '.join(names[:-1])} et {names[-1]}")):
        i18n.set_language(lang)
        try:
            said = firstrun.first_run_words(preflight.CHECKOUT, "/x/.venv")
        finally:
            i18n.set_language("en")
        assert joined in said and "/x/.venv" in said, said
