"""Build a stand-alone PyraPack for this computer, for people without Python.

Run: ``python tools/build_app.py`` (PyInstaller is a build-time dependency:
``pip install -r requirements-build.txt``). The result is one folder,
``dist/PyraPack/``, to copy anywhere and start with a double-click:

* Linux: ``dist/PyraPack/PyraPack``, with ``PyraPack.desktop`` beside it to double-click in
  a file manager, wherever the folder goes (``pyrapack/desktop_entry.py``); the program's first
  start puts PyraPack in the desktop's menu;
* Windows: ``dist\\PyraPack\\PyraPack.exe``;
* macOS: ``dist/PyraPack.app``.

The folder holds the executable, Python, pygame-ce, the fonts, sounds and icon, and every
data file of the package (the bots' opening books, the puzzles).
The entry point is ``main.py``, whose ``multiprocessing.freeze_support()`` lets
the bot's worker process start inside the frozen app. Check a build with
``PyraPack --self-check``. Every build is for the platform it runs on.
"""

import argparse
import importlib.util
import os
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "PyraPack"
ASSETS = ROOT / "assets"


def parser():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                epilog="The result: dist/PyraPack/ (macOS: dist/PyraPack.app).")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app goes (default: dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build",
                   help="PyInstaller's scratch folder (default: build/)")
    p.add_argument("--onefile", action="store_true",
                   help="one executable file instead of a folder (starts more slowly: it unpacks "
                        "itself on every start)")
    return p


#: modules the stand-alone app never runs: the first-run set-up's (``pyrapack/bootstrap``)
FIRST_RUN_ONLY = ("tkinter", "ensurepip", "pip", "setuptools", "distutils", "pkg_resources", "_distutils_hack")


def pyinstaller_args(dist, work, onefile=False):
    """PyInstaller's command line for this platform."""
    def data(source, target):
        return ["--add-data", f"{source}{os.pathsep}{target}"]

    args = [str(ROOT / "main.py"), "--name", NAME, "--noconfirm", "--log-level", "WARN",
            "--windowed",  # no console window on Windows and macOS
            "--onefile" if onefile else "--onedir",
            "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
            "--paths", str(ROOT),
            *(arg for module in package_modules() for arg in ("--hidden-import", module)),
            # only main.py's first-run set-up uses these (its message box, the venv it makes), never
            # the stand-alone app; ensurepip alone drew pip and setuptools in: half the build's time
            *(arg for module in FIRST_RUN_ONLY for arg in ("--exclude-module", module)),
            *data(ASSETS / "fonts", "assets/fonts"), *data(ASSETS / "sounds", "assets/sounds"),
            *data(ASSETS / "icon.png", "assets"),
            *(arg for folder in data_folders() for arg in data(folder, folder.relative_to(ROOT).as_posix()))]
    if importlib.util.find_spec("accessible_output2") is not None:  # speech: imported only when it starts,
        args += ["--collect-all", "accessible_output2"]  # so named here, with its screen readers' libraries
    if sys.platform != "win32":  # its Windows-only module names shell32 and ole32: not found, and not needed
        args += ["--exclude-module", "platformdirs.windows"]
    if sys.platform == "win32":
        args += ["--icon", str(ASSETS / "icon.ico")]
    else:
        args += ["--strip"]  # debugging symbols: a third of the size, useless to a player
    if sys.platform == "darwin":
        args += ["--icon", str(ASSETS / "icon.icns"), "--osx-bundle-identifier", "org.pyrapack.PyraPack"]
    return args


def package_modules():
    """Every module of the package: scenes, rules, bots and texts are imported by name."""
    found = (path.relative_to(ROOT).with_suffix("").parts for path in (ROOT / "pyrapack").rglob("*.py"))
    return sorted(".".join(parts[:-1] if parts[-1] == "__init__" else parts) for parts in found)


def data_folders():
    """Every ``data/`` folder of the package (opening books, puzzles: ``pyrapack/shipped.py``),
    the same pattern pyproject.toml installs."""
    return sorted(path for path in (ROOT / "pyrapack").rglob("data") if path.is_dir() and any(path.glob("*.json")))


def executable(dist, onefile=False):
    """Where the built program is."""
    name = f"{NAME}.exe" if sys.platform == "win32" else NAME
    return dist / name if onefile else dist / NAME / name


def write_desktop_entry(exe):
    """A freedesktop.org entry beside the program and its icon: it starts the program beside it
    wherever the folder is copied (``pyrapack.desktop_entry``)."""
    if str(ROOT) not in sys.path:  # run as a script, the package is this clone's
        sys.path.insert(0, str(ROOT))
    from pyrapack import desktop_entry

    shutil.copyfile(ASSETS / "icon.png", exe.parent / desktop_entry.ICON)
    entry = exe.parent / desktop_entry.FILE
    desktop_entry.write(entry, desktop_entry.text(exe))
    return entry


def folder_size(path):
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist, work, onefile=False):
    """Build the app; returns the path of the program."""
    try:
        import PyInstaller.__main__
    except ImportError:
        sys.exit("PyInstaller is not installed for this Python. Install it with:\n\n"
                 f"    {sys.executable} -m pip install -r {ROOT / 'requirements-build.txt'}\n")
    started = time.monotonic()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # PyInstaller imports pygame to study it
    PyInstaller.__main__.run(pyinstaller_args(dist, work, onefile))
    exe = executable(dist, onefile)
    if sys.platform.startswith("linux"):
        entry = write_desktop_entry(exe)
        print(f"Desktop entry: {entry}  (it works from wherever the folder goes; the first start puts "
              "PyraPack in the desktop's menu)")
    result = dist / f"{NAME}.app" if sys.platform == "darwin" else (exe if onefile else exe.parent)
    print(f"Built {result} ({folder_size(result) / 2**20:.0f} MB) in {time.monotonic() - started:.0f} s; "
          f"start it with: {exe}")
    return exe


def main(argv=None):
    args = parser().parse_args(argv)
    build(args.dist.resolve(), args.work.resolve(), args.onefile)


if __name__ == "__main__":
    main()
