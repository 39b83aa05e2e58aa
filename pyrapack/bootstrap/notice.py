"""Messages for a player who may have no terminal (the game was double-clicked).

The text always goes to stderr. Started without a terminal, or in a console
window that closes when the program ends (a double-click on Windows), it is
also shown in a dialog: the platform's own where there is one, tkinter, or the
desktop's zenity / kdialog. If no dialog can be shown, a closing console waits
for Enter. A headless run (``SDL_VIDEODRIVER=dummy``) never opens anything.
Standard library only: this runs before anything is installed.
"""

import os
import shutil
import subprocess
import sys

from ..i18n import t

TITLE = "PyraPack"
SHELLS = {"sh", "bash", "zsh", "fish", "dash", "ksh", "mksh", "tcsh", "csh", "nu", "xonsh",
          "elvish", "pwsh", "login", "tmux", "screen", "sudo"}


def headless():
    return os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")


def has_terminal():
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):
        return False


CLOSING_CONSOLE = "PYRAPACK_CONSOLE_CLOSES"  # handed to a child that shares our console


def console_closes_on_exit():
    """Whether our console window was opened for us and vanishes with us (a double-click)."""
    if not has_terminal():
        return False
    if os.environ.get(CLOSING_CONSOLE):
        return True
    if os.name == "nt":
        return _windows_console_processes() <= 2  # python, and the py launcher if it started us
    return _parent_name() not in SHELLS


def _windows_console_processes():
    try:
        import ctypes

        ids = (ctypes.c_uint32 * 8)()
        return ctypes.windll.kernel32.GetConsoleProcessList(ids, 8) or 99
    except (ImportError, AttributeError, OSError):
        return 99


def _parent_name():
    ppid = os.getppid()
    try:
        with open(f"/proc/{ppid}/comm", encoding="utf-8") as file:  # Linux
            name = file.read()
    except OSError:
        try:  # macOS and the BSDs
            name = subprocess.run(["ps", "-o", "comm=", "-p", str(ppid)], capture_output=True,
                                  text=True, timeout=5).stdout
        except (OSError, subprocess.SubprocessError):
            return ""
    return os.path.basename(name.strip()).lstrip("-")


def tell(text):
    """Make sure the player reads ``text``, whichever way the game was started."""
    if sys.stderr is not None:
        print(text, file=sys.stderr, flush=True)
    if headless():
        return
    closes = console_closes_on_exit()
    if (closes or not has_terminal()) and dialog(text):
        return
    if closes:
        try:
            input("\n" + t("launcher.press_enter"))
        except (EOFError, OSError, RuntimeError):
            pass


def dialog(text):
    """Show ``text`` in an error dialog; False if this system can show none."""
    for show in (_windows_box, _tk_box, _mac_alert, _zenity, _kdialog):
        try:
            if show(text):
                return True
        except Exception:  # a dialog that cannot open is not a reason to crash
            continue
    return False


def _windows_box(text):
    if os.name != "nt":
        return False
    import ctypes

    ctypes.windll.user32.MessageBoxW(None, text, TITLE, 0x10 | 0x40000)  # error icon, on top
    return True


def _tk_box(text):
    import tkinter
    from tkinter import messagebox

    root = tkinter.Tk()
    root.withdraw()
    try:
        messagebox.showerror(TITLE, text, parent=root)
    finally:
        root.destroy()
    return True


def _mac_alert(text):
    if sys.platform != "darwin":
        return False
    quoted = text.replace("\\", "\\\\").replace('"', '\\"')
    script = f'display alert "{TITLE}" message "{quoted}" as critical'
    return subprocess.run(["osascript", "-e", script], capture_output=True).returncode == 0


def _zenity(text):
    if not shutil.which("zenity"):
        return False
    return subprocess.run(["zenity", "--error", "--no-markup", f"--title={TITLE}", f"--text={text}"],
                          capture_output=True).returncode == 0


def _kdialog(text):
    if not shutil.which("kdialog"):
        return False
    return subprocess.run(["kdialog", "--title", TITLE, "--error", text],
                          capture_output=True).returncode == 0
