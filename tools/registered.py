"""``--register MODULE`` for the tools that work on a game (``make_book.py``, ``make_puzzles.py``):
a game kept outside PyraPack (``docs/adding-a-game.md``: the tests' own, in ``tests/``) is
registered first, from the module that holds its ``GameInfo`` as ``GAME``.

    python ../tools/make_puzzles.py --register <module> --game <id>    # from where the module is
"""

import argparse
import importlib
import sys

from pyrapack import games


def register(argv=None):
    """Register the games ``--register`` names in ``argv``; the other arguments, for the tool."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--register", action="append", default=[], metavar="MODULE")
    known, rest = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    if known.register:
        sys.path.insert(0, ".")  # the module is found from where the tool is run
    for name in known.register:
        games.register(importlib.import_module(name).GAME)
    return rest
