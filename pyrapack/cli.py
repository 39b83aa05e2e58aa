"""The command line: ``pyrapack [--no-sound] [--fullscreen] [--game G --vs-bot LEVEL] ...``."""

import argparse
import os
import random
from dataclasses import dataclass

from . import games
from .i18n import LANGUAGES

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@dataclass
class Launch:
    """How the app was asked to start (all optional)."""

    no_sound: bool = False
    fullscreen: bool = False
    game: str = None
    bot: str = None  # a bot level, or None for two players on this computer
    side: str = "random"  # which side the human plays against the bot
    variant: str = None
    language: str = None
    size: tuple = None
    data_dir: str = None

    def match_options(self, settings):
        """The options and players of the game to start directly."""
        info = games.get(self.game)
        variant = self.variant or settings.choice(info.id, "variant", None)
        first = random.randrange(2) if info.drawn_first else 0
        players = [None, None]
        if self.bot:
            human = random.randrange(2) if self.side == "random" else int(self.side)
            players[1 - human] = self.bot
        return {"options": info.options(variant, first), "players": players}


def _size(value):
    try:
        w, h = (int(v) for v in value.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size must look like 1280x800") from None
    return (w, h)


def parser():
    p = argparse.ArgumentParser(
        prog="pyrapack",
        description="PyraPack: Pyramida, Pyramidames, 27 and Pyraos, "
                    "for two players at one computer or against the bot.",
    )
    p.add_argument("--no-sound", action="store_true", help="start without sound")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")
    p.add_argument("--game", choices=[g.id for g in games.GAMES],
                   help="skip the menu and start this game")
    p.add_argument("--vs-bot", metavar="LEVEL", choices=("easy", "medium", "hard"),
                   help="with --game: play against the bot at this level (easy, medium, hard)")
    p.add_argument("--side", choices=("white", "black", "light", "dark", "random"), default="random",
                   help="with --vs-bot: the side you play (white/light moves first)")
    p.add_argument("--variant", help="with --game: the variant (27: basic, grey, red; "
                                     "pyraos: standard, children, advanced)")
    p.add_argument("--lang", choices=LANGUAGES, help="language of the interface")
    p.add_argument("--size", type=_size, help="window size, e.g. 1280x800")
    p.add_argument("--data-dir", help="where settings and saved games are kept")
    return p


def parse(argv=None):
    args = parser().parse_args(argv)
    if args.game and args.variant:
        variants = games.get(args.game).variants
        if args.variant not in variants:
            parser().error(f"{args.game} has no variant {args.variant!r}"
                           + (f" (choose from {', '.join(variants)})" if variants else ""))
    side = {"white": "0", "light": "0", "black": "1", "dark": "1"}.get(args.side, "random")
    return Launch(args.no_sound, args.fullscreen, args.game, args.vs_bot, side,
                  args.variant, args.lang, args.size, args.data_dir)


def main(argv=None):
    launch = parse(argv)
    from .app import App  # imported late so that --help works without a display

    App(launch).run()
