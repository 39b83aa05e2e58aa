"""The data files PyraPack ships inside its package, read in one place.

A layer that ships data (the bots' opening books, the puzzles) keeps it in a ``data/`` folder
beside its modules, one file per game: ``<package>/<layer>/data/<game>.json`` (``pyrapack`` for
the games shipped; ``games.GameInfo.data_file``). pyproject.toml
packs every such folder into the wheel and ``tools/build_app.py`` into the stand-alone build,
both by that pattern, so a new game or layer needs no line there.

A game with a part in such a layer is expected to have its file. One that is missing or
damaged is a broken installation, not a game without puzzles: ``read`` raises ``MissingData``
naming the file, and the app says so at start (``problems``) rather than showing an empty
screen. Files are read once per process.
"""

import functools
import json
import pathlib

from . import games
from .i18n import Phrase
#: The layers that ship a data file per game: the key of the file's entries, and what they are
#: (an i18n key)
LAYERS = {"bots": ("positions", "shipped.what.bots"), "puzzles": ("puzzles", "shipped.what.puzzles")}


class MissingData(Exception):
    """A shipped data file is not there or cannot be read: ``path`` names it."""

    def __init__(self, layer, game, path, why):
        super().__init__(f"{path}: {why}")
        self.layer, self.game, self.path, self.why = layer, game, path, why


def path_of(layer, game):
    """Where ``game``'s file of ``layer`` is, inside its package as installed."""
    return games.get(game).data_file(layer)


def source_path(layer, game):
    """Where the tools write ``game``'s file of ``layer`` in this checkout (``tools/make_book.py``,
    ``tools/make_puzzles.py``): the same file, as a path on disk."""
    return pathlib.Path(str(path_of(layer, game)))


@functools.cache
def read(layer, game):
    """``game``'s data file of ``layer``, parsed: a dict with its entries. ``MissingData`` when it
    is missing or is not such a file."""
    try:
        path = path_of(layer, game)
    except ImportError:  # the game has no package for that layer at all
        raise MissingData(layer, game, f"{layer}/data/{game}.json", "missing") from None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise MissingData(layer, game, path, "missing") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise MissingData(layer, game, path, f"not readable ({exc})") from None
    key = LAYERS[layer][0]
    if not isinstance(data, dict) or not isinstance(data.get(key), (dict, list)):
        raise MissingData(layer, game, path, f"not readable (no {key!r})")
    return data


def entries(layer, game):
    """The entries of ``game``'s data file of ``layer`` (a book's positions, the puzzles)."""
    return read(layer, game)[LAYERS[layer][0]]


def expected():
    """``(layer, game)`` of every data file this installation should hold."""
    return [(layer, info.id) for info in games.GAMES for layer in LAYERS if info.has(layer)]


def problems():
    """What is missing or damaged, as messages for the app (an i18n key and its values), one per
    layer: which files, and the folder they should be in."""
    missing = {}
    for layer, game in expected():
        try:
            read(layer, game)
        except MissingData as gap:
            missing.setdefault(layer, []).append(gap)
    return [("shipped.missing", {"what": Phrase(LAYERS[layer][1]), "folder": str(gaps[0].path.parent),
                                 "files": ", ".join(gap.path.name for gap in gaps)})
            for layer, gaps in missing.items()]
