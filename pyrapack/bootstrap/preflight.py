"""Before the window opens: is what the game needs installed, and if not, what fixes it?

Standard library only, so that any Python 3.10+ can ask (``main.py`` and
``python -m pyrapack`` do, before importing pygame). A missing or wrong
package becomes a ``Problem``: one sentence naming the cause and the command
that fixes it, never a traceback.
"""

import importlib
import importlib.util
import os
import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path

from ..i18n import t

#: What the game imports, with the oldest version it works with (requirements.txt and
#: pyproject.toml say the same; a test keeps them in step). accessible-output2 (speech through
#: screen readers) is optional at run time: missing, it stops nothing (``speech/backends.py``).
NEEDS = {"pygame-ce": (2, 5), "platformdirs": (4, 0), "regex": (2024, 4), "accessible-output2": (0, 17)}
CHECKOUT = Path(__file__).resolve().parents[2]  # main.py's folder, in a clone
REQUIREMENTS = CHECKOUT / "requirements.txt"
WINDOWS = os.name == "nt"


@dataclass
class Problem:
    """Why the game cannot start, and the fix: a lead sentence and the commands to run."""

    cause: str  # an i18n key
    values: dict = field(default_factory=dict)
    fix: str = "launcher.fix_run"  # an i18n key introducing the commands
    commands: list = field(default_factory=list)

    def text(self):
        lines = [t(self.cause, **self.values), "", t(self.fix)]
        if self.commands:
            lines += [""] + [f"    {command}" for command in self.commands]
        return "\n".join(lines)


def command(*words):
    """One command line, its words quoted the way this platform's shell reads them."""
    if WINDOWS:
        return " ".join(f'"{w}"' if (" " in w or not w) else w for w in map(str, words))
    return " ".join(shlex.quote(str(w)) for w in words)


def _version(text):
    return tuple(int(part) for part in text.split(".")[:2] if part.isdigit())


def _dotted(version):
    return ".".join(map(str, version))


def missing():
    """The Problem that stops the game from starting with this Python, or None."""
    python = sys.executable or "python"
    lacking = [name for name, module in (("pygame-ce", "pygame"), ("platformdirs", "platformdirs"),
                                         ("regex", "regex"))
               if importlib.util.find_spec(module) is None]
    if "pygame-ce" not in lacking:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            pygame = importlib.import_module("pygame")
        except Exception as exc:  # e.g. a build for another processor
            return Problem("launcher.broken", {"package": "pygame-ce", "error": f"{type(exc).__name__}: {exc}"},
                           commands=[install_command(force=True)])
        if not getattr(pygame, "IS_CE", False):
            return Problem("launcher.plain_pygame", {"python": python},
                           commands=[command(python, "-m", "pip", "uninstall", "-y", "pygame", "pygame-ce"),
                                     install_command()])
        version = _version(getattr(pygame, "ver", "0"))
        if version < NEEDS["pygame-ce"]:
            return Problem("launcher.old_pygame",
                           {"needed": _dotted(NEEDS["pygame-ce"]), "version": _dotted(version)},
                           commands=[install_command(upgrade=True)])
    if lacking:
        problem = Problem("launcher.missing", {"packages": ", ".join(lacking), "python": python})
        if in_virtual_env() or not (CHECKOUT / "main.py").is_file():
            problem.commands = [install_command()]
        else:  # a system Python: leave it alone, main.py sets up the project's own .venv
            problem.fix = "launcher.fix_use_main"
            problem.commands = [command(python, CHECKOUT / "main.py")]
        return problem
    return None


def in_virtual_env():
    return sys.prefix != getattr(sys, "base_prefix", sys.prefix)


def install_command(python=None, upgrade=False, force=False):
    """The pip command that installs the requirements into ``python`` (default: this one)."""
    words = [python or sys.executable or "python", "-m", "pip", "install"]
    if upgrade:
        words.append("--upgrade")
    if force:
        words.append("--force-reinstall")
    if REQUIREMENTS.is_file():
        return command(*words, "-r", REQUIREMENTS)
    return command(*words, *(f"{name}>={_dotted(v)}" for name, v in NEEDS.items()))


def speak(language=None):
    """Messages before the window opens speak ``language``, else the system's if we have it."""
    from .. import i18n

    i18n.set_language(language or system_language())


def system_language():
    """``"fr"`` or ``"en"``: the language of this system's locale, English when unsure."""
    import locale

    names = [os.environ.get(v, "") for v in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        names.append(locale.getlocale()[0] or "")  # Windows: "French_France"
    except ValueError:
        pass
    for name in names:
        if name and name not in ("C", "POSIX") and not name.startswith("C."):
            return "fr" if name.lower().startswith("fr") else "en"
    return "en"
