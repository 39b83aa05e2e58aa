"""The command line: ``pyrapack [FILE] [--no-sound] [--fullscreen] [--game G [--vs-bot LEVEL]] ...``.

Parsing needs nothing but the standard library, so ``--help`` and a mistyped
option answer even where pygame-ce is missing; ``main`` then checks what the
game needs (``preflight``) before it imports pygame.
"""

import argparse
import ipaddress
import multiprocessing
import re
import sys

from . import games, i18n, players
from .bootstrap import notice, preflight
from .i18n import LANGUAGES
from .launch import Launch

__all__ = ["Launch", "main", "parse", "parser", "start"]


SIZES = (200, 20000)  # a window's width and height, in pixels (what the settings keep)


def _size(value):
    match = re.fullmatch(r"\s*(-?\d+)\s*[xX×]\s*(-?\d+)\s*", value)
    if match is None:
        raise argparse.ArgumentTypeError(f"{value!r} is not a size: write the width and height in pixels, "
                                         "e.g. 1280x800")
    w, h = int(match[1]), int(match[2])
    if not all(SIZES[0] <= v <= SIZES[1] for v in (w, h)):
        raise argparse.ArgumentTypeError(f"{value!r} cannot be a window: width and height from {SIZES[0]} to "
                                         f"{SIZES[1]} pixels, e.g. 1280x800")
    return (w, h)


def _names():
    """The games by name (in English): "A, B and C"."""
    names = [i18n.catalogue("en").get(info.title, info.id) for info in games.GAMES]
    return " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)


def _program():
    """The program's name in its help: the stand-alone build's file is PyraPack."""
    return "PyraPack" if getattr(sys, "frozen", False) else "pyrapack"


def _values_kept(argv, p):
    """``argv`` with a value that begins with "-" kept with its option ("--size -5x100" would
    read as a second option, and say "expected one argument" rather than what is wrong)."""
    argv, out = list(sys.argv[1:] if argv is None else argv), []
    options = {s for action in p._actions if action.nargs is None and action.option_strings for s in action.option_strings}
    flags = set(p._option_string_actions)
    for arg in argv:
        if out and out[-1] in options and arg.startswith("-") and arg not in flags and "=" not in out[-1]:
            out[-1] = f"{out[-1]}={arg}"
        else:
            out.append(arg)
    return out


def parser():
    p = argparse.ArgumentParser(
        prog=_program(),
        description=f"PyraPack: {_names()}, for two players at one computer or against the bot.",
    )
    p.add_argument("file", nargs="?", metavar="FILE",
                   help="a shared game (.pyrapack) to open: it is added to your games and replayed")
    p.add_argument("--no-sound", action="store_true", help="start without sound")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")
    p.add_argument("--game", choices=[g.id for g in games.GAMES],
                   help="skip the menu and start this game")
    p.add_argument("--vs-bot", metavar="LEVEL", choices=players.LEVELS,
                   help=f"with --game: play against the bot at this level ({', '.join(players.LEVELS)})")
    p.add_argument("--side", choices=("white", "black", "light", "dark", "random"),
                   help="with --vs-bot: the side you play (white/light moves first; "
                        "default: drawn by lot)")
    variants = "; ".join(f"{g.id}: {', '.join(g.variants)}" for g in games.GAMES if g.variants)
    p.add_argument("--variant", help=f"with --game: the variant ({variants})")
    p.add_argument("--lang", choices=LANGUAGES, help="language of the interface")
    p.add_argument("--size", type=_size, help="window size, e.g. 1280x800")
    p.add_argument("--speech", action="store_true",
                   help="speak through the screen reader or the system's speech (Ctrl+Shift+S toggles)")
    p.add_argument("--data-dir", help="where settings and saved games are kept")
    p.add_argument("--listen", metavar="ADDRESS", action="append",
                   help="a game you host (with a friend on another computer) listens on this address of "
                        "yours only (repeat for several; default: every address of this computer)")
    p.add_argument("--self-check", action="store_true",
                   help="check that PyraPack works on this computer (window, fonts, sounds, "
                        "the bot's worker process), print the result and exit")
    return p


def parse(argv=None):
    """A ``Launch`` from the command line; a wrong combination exits with a message (code 2)."""
    p = parser()
    args = p.parse_args(_values_kept(argv, p))
    if args.self_check and args.file is not None:
        p.error(f"--self-check checks this computer and opens no game: start without it to open {args.file}")
    for value, given, reason in (
            (args.vs_bot, args.game, "--vs-bot needs --game: it says who plays that game"),
            (args.variant, args.game, "--variant needs --game: it is a variant of that game"),
            (args.side, args.vs_bot, "--side needs --vs-bot: it is the side you play against the bot")):
        if value is not None and given is None:
            p.error(reason)
    for address in args.listen or ():
        try:
            ipaddress.ip_address(address)
        except ValueError:
            p.error(f"--listen needs an address of this computer, such as 192.168.1.20 or ::1, not {address!r}")
    if args.data_dir is not None and not args.data_dir.strip():
        p.error("--data-dir needs a folder: an empty name would be taken for the usual data folder")
    if args.game and not games.get(args.game).playable:
        p.error(f"{args.game} cannot be played yet: it has no board view (coming soon)")
    if args.game and args.variant:
        variants = games.get(args.game).variants
        if args.variant not in variants:
            p.error(f"{args.game} has no variant {args.variant!r}"
                    + (f" (choose from {', '.join(variants)})" if variants else ""))
    side = {"white": "0", "light": "0", "black": "1", "dark": "1"}.get(args.side, "random")
    return Launch(args.no_sound, args.fullscreen, args.game, args.vs_bot, side,
                  args.variant, args.lang, args.size, args.data_dir, args.self_check, args.file,
                  args.speech, listen=tuple(args.listen) if args.listen else None)


def start(launch):
    """Open the window and play (or run the self-check); the exit code. The stand-alone program
    on Linux first brings its desktop entries up to date (a check changes no menu)."""
    if getattr(sys, "frozen", False) and sys.platform.startswith("linux"):
        from . import desktop_entry

        desktop_entry.settle(sys.executable, install=not launch.self_check)
    if launch.self_check:
        from . import selfcheck

        return selfcheck.run(launch)
    if launch.data_dir is None:
        from .storage import default_directory

        try:
            default_directory()
        except RuntimeError:  # no home folder: the usual data folder has no name
            notice.tell(i18n.t("launcher.no_home"))
            return 1
    from .app import App  # pygame is imported only now that it is known to be there

    App(launch).run()
    return 0


def main(argv=None):
    """``python -m pyrapack`` and the ``pyrapack`` command: check, then play."""
    multiprocessing.freeze_support()  # a stand-alone build starts its bot worker through here
    launch = parse(argv)
    preflight.speak(launch.language)
    problem = preflight.missing()
    if problem is not None:
        notice.tell(problem.text())
        return 1
    return start(launch)
