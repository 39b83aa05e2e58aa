"""The data files PyraPack ships inside its package, read and checked in one place.

A layer that ships data (the bots' opening books, the puzzles) keeps it in a ``data/`` folder
beside its modules, one file per game: ``<package>/<layer>/data/<game>.json`` (``pyrapack`` for
the games shipped; ``games.GameInfo.data_file``). pyproject.toml
packs every such folder into the wheel and ``tools/build_app.py`` into the stand-alone build,
both by that pattern, so a new game or layer needs no line there.

A game with a part in such a layer is expected to have its file. One that is missing or
damaged is a broken installation, not a game without puzzles, and the app says so at start
(``problems``, naming the files) and ``--self-check`` fails naming them, rather than showing
an empty screen, crashing or hanging. A file is read as the player's own files are
(``json_file.read_json``: a regular file only, never a FIFO or a device, at most
``json_file.MAX_BYTES``, strict JSON however deeply nested), and each of its entries is checked
once, where it is read, by its layer (``Layer.check``): a bad entry is left out, so that what
the app uses is whole (a puzzle's line legal move by move, a book's moves moves of the game),
and the file is counted damaged. Files are read once per process.
"""

import functools
import pathlib
from typing import NamedTuple

from . import games, json_file
from .file_words import shown_name
from .i18n import Phrase


def _book_check():
    from .bots.book import check_shipped  # at first use: the layers' modules read this one

    return check_shipped


def _puzzle_check():
    from .puzzles.collection import check_shipped

    return check_shipped


class Layer(NamedTuple):
    key: str  # the key of the file's entries
    kind: type  # what holds them: a dict (each entry a key and a value) or a list
    what: str  # what they are, an i18n key
    checker: object  # gives the layer's ``check_shipped(game, entry)``: ValueError for a bad entry


#: The layers that ship a data file per game
LAYERS = {"bots": Layer("positions", dict, "shipped.what.bots", _book_check),
          "puzzles": Layer("puzzles", list, "shipped.what.puzzles", _puzzle_check)}
#: what a checker may raise on an entry that is not one (garbage of any shape)
_BAD = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


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


class Data(dict):
    """A data file as read: its JSON object, its entries checked; ``damage`` a ``MissingData``
    saying how many bad entries were left out and why (None: none)."""

    damage = None


#: why a file is not read, by the ``json_file.Refused`` key
_WHY = {"storage.not_a_file": "not a regular file", "storage.too_large": "too large",
        "storage.unreadable": "not readable", "storage.corrupt": "not JSON"}


@functools.cache
def read(layer, game):
    """``game``'s data file of ``layer``, parsed, its entries checked (a bad one is left out, and
    ``Data.damage`` says so). ``MissingData`` when it is missing or is not such a file."""
    try:
        path = path_of(layer, game)
    except ImportError:  # the game has no package for that layer at all
        raise MissingData(layer, game, pathlib.PurePosixPath(layer, "data", f"{game}.json"), "missing") from None
    try:
        data = _json(path)
    except FileNotFoundError:
        raise MissingData(layer, game, path, "missing") from None
    except json_file.Refused as refused:
        raise MissingData(layer, game, path, f"not readable ({_WHY.get(refused.key, refused.key)})") from None
    spec = LAYERS[layer]
    if not isinstance(data, dict) or not isinstance(data.get(spec.key), spec.kind):
        raise MissingData(layer, game, path, f"not readable (no {spec.key!r} of the right kind)")
    check = spec.checker()
    entries = data[spec.key]
    good, bad = _checked(check, game, entries.items() if spec.kind is dict else entries)
    read = Data(data)
    read[spec.key] = dict(good) if spec.kind is dict else good
    if bad:
        read.damage = MissingData(layer, game, path, f"damaged ({len(bad)} of {len(entries)} entries left out, "
                                                     f"the first because: {bad[0]})")
    return read


def _json(path):
    """The JSON value in ``path`` (a path on disk, or a file inside a zipped package)."""
    if isinstance(path, pathlib.Path) or not hasattr(path, "read_bytes"):
        return json_file.read_json(path)
    try:
        raw = path.read_bytes()  # inside a zip: no FIFO nor device can be there
    except OSError as exc:
        raise json_file.Refused("storage.unreadable", why=str(exc)) from None
    if len(raw) > json_file.MAX_BYTES:
        raise json_file.Refused("storage.too_large")
    return json_file.parse_json(raw)


def _checked(check, game, items):
    good, bad = [], []
    for item in items:
        try:
            check(game, item)
        except _BAD as exc:
            bad.append(str(exc) or type(exc).__name__)
            continue
        good.append(item)
    return good, bad


def damage(layer, game):
    """The ``MissingData`` of a file read with bad entries left out, or None."""
    return read(layer, game).damage


def entries(layer, game):
    """The entries of ``game``'s data file of ``layer`` (a book's positions, the puzzles), each checked."""
    return read(layer, game)[LAYERS[layer].key]


def expected():
    """``(layer, game)`` of every data file this installation should hold."""
    return [(layer, info.id) for info in games.GAMES for layer in LAYERS if info.has(layer)]


def gaps():
    """The ``MissingData`` of every file missing, unreadable or damaged."""
    found = []
    for layer, game in expected():
        try:
            gap = damage(layer, game)
        except MissingData as missing:
            gap = missing
        if gap is not None:
            found.append(gap)
    return found


def problems():
    """What is missing or damaged, as messages for the app (an i18n key and its values), one per
    layer: which files, and the folder they should be in."""
    missing = {}
    for gap in gaps():
        missing.setdefault(gap.layer, []).append(gap)
    return [("shipped.missing", {"what": Phrase(LAYERS[layer].what),
                                 "folder": shown_name(str(found[0].path.parent)),
                                 "files": ", ".join(shown_name(gap.path.name) for gap in found)})
            for layer, found in missing.items()]
