"""The command line: ``pyrapack [FILE] [--no-sound] [--fullscreen] [--game G [--vs-bot LEVEL]] ...``.

Parsing needs nothing but the standard library, so ``--help`` and a mistyped
option answer even where pygame-ce is missing; ``main`` then checks what the
game needs (``preflight``) before it imports pygame.
"""

import argparse
import contextlib
import ipaddress
import multiprocessing
import re
import sys

from . import games, i18n, players
from .bootstrap import notice, preflight
from .i18n import LANGUAGES, t
from .launch import Launch

__all__ = ["Launch", "main", "parse", "parser", "start"]


SIZES = (200, 20000)  # a window's width and height, in pixels (what the settings keep)


def _size(value):
    match = re.fullmatch(r"\s*(-?\d+)\s*[xX×]\s*(-?\d+)\s*", value)
    if match is None:
        raise argparse.ArgumentTypeError(t("cli.not_a_size", value=repr(value)))
    w, h = int(match[1]), int(match[2])
    if not all(SIZES[0] <= v <= SIZES[1] for v in (w, h)):
        raise argparse.ArgumentTypeError(t("cli.no_window", value=repr(value), low=SIZES[0], high=SIZES[1]))
    return (w, h)


def _names():
    """The games by name: "A, B and C"."""
    names = [t(info.title) for info in games.GAMES]
    return names[0] if len(names) < 2 else t("launcher.and", first=", ".join(names[:-1]), last=names[-1])


#: argparse's own words (its ``gettext`` message ids), in the catalogue's
ARGPARSE = {"usage: ": "cli.usage", "positional arguments": "cli.positionals", "options": "cli.options",
            "show this help message and exit": "cli.help", "%(prog)s: error: %(message)s\n": "cli.error",
            "argument %(argument_name)s: %(message)s": "cli.argument",
            "invalid choice: %(value)r (choose from %(choices)s)": "cli.invalid_choice",
            "invalid %(type)s value: %(value)r": "cli.invalid_value", "expected one argument": "cli.expected_one",
            "unrecognized arguments: %s": "cli.unrecognized",
            "ambiguous option: %(option)s could match %(matches)s": "cli.ambiguous"}


def _argparse_words(message):
    key = ARGPARSE.get(message)
    return t(key) if key else message


@contextlib.contextmanager
def _speaking(argv):
    """The command line's help and errors in ``--lang``'s language (else the system's): argparse's
    own words too (its ``gettext``); the process's language is left as it was."""
    argv = list(sys.argv[1:] if argv is None else argv)
    asked = next((argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg == "--lang"), None)
    asked = next((arg.split("=", 1)[1] for arg in argv if arg.startswith("--lang=")), asked)
    before, words = i18n.language(), argparse._
    i18n.set_language(asked if asked in LANGUAGES else preflight.system_language())
    argparse._ = _argparse_words
    try:
        yield
    finally:
        argparse._ = words
        i18n.set_language(before)


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
    """The command line's parser, its words in the current language (``_speaking``)."""
    p = argparse.ArgumentParser(prog=_program(), description=t("cli.description", games=_names()), add_help=False)
    p.add_argument("-h", "--help", action="help", help=t("cli.help"))
    p.add_argument("file", nargs="?", metavar="FILE", help=t("cli.file"))
    p.add_argument("--no-sound", action="store_true", help=t("cli.no_sound"))
    p.add_argument("--fullscreen", action="store_true", help=t("cli.fullscreen"))
    p.add_argument("--game", choices=[g.id for g in games.GAMES], help=t("cli.game"))
    p.add_argument("--vs-bot", metavar="LEVEL", choices=players.LEVELS,
                   help=t("cli.vs_bot", levels=", ".join(players.LEVELS)))
    p.add_argument("--side", choices=("white", "black", "light", "dark", "random"), help=t("cli.side"))
    variants = "; ".join(f"{g.id}: {', '.join(g.variants)}" for g in games.GAMES if g.variants)
    p.add_argument("--variant", help=t("cli.variant", variants=variants))
    p.add_argument("--lang", choices=LANGUAGES, help=t("cli.lang"))
    p.add_argument("--size", type=_size, help=t("cli.size"))
    p.add_argument("--speech", action="store_true", help=t("cli.speech"))
    p.add_argument("--data-dir", help=t("cli.data_dir"))
    p.add_argument("--listen", metavar="ADDRESS", action="append", help=t("cli.listen"))
    p.add_argument("--self-check", action="store_true", help=t("cli.self_check"))
    return p


def parse(argv=None):
    """A ``Launch`` from the command line; a wrong combination exits with a message (code 2)."""
    with _speaking(argv):
        return _parse(argv)


def _parse(argv):
    p = parser()
    args = p.parse_args(_values_kept(argv, p))
    if args.self_check and args.file is not None:
        p.error(t("cli.check_no_file", file=args.file))
    for value, given, reason in ((args.vs_bot, args.game, "cli.needs_game"),
                                 (args.variant, args.game, "cli.variant_needs_game"),
                                 (args.side, args.vs_bot, "cli.side_needs_bot")):
        if value is not None and given is None:
            p.error(t(reason))
    for address in args.listen or ():
        try:
            ipaddress.ip_address(address)
        except ValueError:
            p.error(t("cli.listen_address", address=repr(address)))
    if args.data_dir is not None and not args.data_dir.strip():
        p.error(t("cli.empty_folder"))
    if args.game and not games.get(args.game).playable:
        p.error(t("cli.not_playable", game=args.game))
    if args.game and args.variant:
        variants = games.get(args.game).variants
        if args.variant not in variants:
            p.error(t("cli.no_variant_of", game=args.game, variant=args.variant, variants=", ".join(variants))
                    if variants else t("cli.no_variant", game=args.game, variant=args.variant))
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
