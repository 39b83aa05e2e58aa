"""A generator of games: complete plug-in games made from a spec, to run the whole suite with
games it has never seen registered (``PYRAPACK_EXTRA_GAMES``, read by ``tests/conftest.py``).

A spec sets a game's board size, its length (1 to hundreds of plies), whether it has variants
and passes, its names (short or long, English and French) and its byline. Each game is written
as ``docs/adding-a-game.md`` asks of a game kept outside PyraPack: one module per part, named
after it, under a package of its own (rules, view, scene, words, texts in both languages, bot
part and its opening book, rules page and its diagrams, lesson, puzzles and their data), its
rules page beside the package, and a module whose ``GAME`` is its ``GameInfo`` (what
``--register`` hands the tools). The parts subclass one family of rules, view and texts
(``gamegen.family``): the spec's values make each game its own.

The environment variable holds specs separated by ";". Each is a preset's name (``PRESETS``),
a number N (the first N presets: ``8`` registers eight games at once), or ``key=value`` pairs
separated by "," (after a preset's name: what differs from it): ``rows``, ``cols`` (or
``size=3`` or ``size=3x5``), ``length``, ``variants`` and ``passes`` (0 or 1), ``names``
(``short``, ``long`` or ``word``: one long word), ``author`` (0: a byline of its own),
``puzzles`` (0: none), ``upto`` (the last part written, in the doc's order: ``rules``, ``locale``,
``words``, ``views``, ``scenes``, ``bots``, ``guide``, ``tutorial``; a game written half way), ``id``::

    PYRAPACK_EXTRA_GAMES=8 python -m pytest -n 2 -m "not build"
    PYRAPACK_EXTRA_GAMES="one-ply;size=6,length=300,names=long" python -m pytest ...

The games are made once per spec, in a folder of the system's temporary directory named after
the specs and the generator's own source (``folder``), and found there again by every worker.
"""

import dataclasses
import hashlib
import os
import pathlib
import shutil
import sys
import tempfile

VARIABLE = "PYRAPACK_EXTRA_GAMES"
PACKAGE = "generated_games"  # the start of the name of every package of generated games

NAMES = {  # (English, French)
    "short": ("Io", "Io"),
    "long": ("Pyramid of the Seven Suns", "La Pyramide des sept soleils"),
    "word": ("Obeliskomachia", "Obéliscomachie"),
}
SIDES = (("side.light", "side.dark"), ("side.white", "side.black"))
#: The parts a game is written in, in the doc's order (its registry line comes with its rules)
STAGES = ("rules", "locale", "words", "views", "scenes", "bots", "guide", "tutorial", "puzzles")


@dataclasses.dataclass(frozen=True)
class Spec:
    id: str
    rows: int = 3
    cols: int = 3
    length: int = 9
    variants: bool = False
    passes: bool = False
    names: str = "short"
    author: bool = True
    puzzles: bool = True
    upto: str = "puzzles"  # the last part written, in the doc's order (``STAGES``): a game half written

    def __post_init__(self):
        if not (2 <= self.rows <= 12 and 2 <= self.cols <= 12 and 1 <= self.length <= 2000):
            raise ValueError(f"{self.id}: a board of 2 to 12 cells a side, 1 to 2000 plies")
        if self.names not in NAMES:
            raise ValueError(f"{self.id}: names are {', '.join(NAMES)}")
        if not self.id.isidentifier() or self.id != self.id.lower():
            raise ValueError(f"{self.id!r} is not a module's name")
        if self.upto not in STAGES:
            raise ValueError(f"{self.id}: upto is one of {', '.join(STAGES)}")

    def has(self, layer):
        """Whether the game is written as far as its part of ``layer``."""
        return STAGES.index(self.upto) >= STAGES.index(layer)

    @property
    def passes_apply(self):
        return self.passes and self.length >= 3  # a pass needs a ply before and after it

    @property
    def name_en(self):
        return NAMES[self.names][0] + ("" if self.names != "short" else f" {self.rows}×{self.cols}")

    @property
    def name_fr(self):
        return NAMES[self.names][1] + ("" if self.names != "short" else f" {self.rows}×{self.cols}")

    @property
    def byline(self):
        """Its author as the registry line names them ("": its texts give its byline)."""
        if not self.author:
            return ""
        return "Jean-Baptiste Pyramidographe" if self.names == "long" else "A. Generator"

    @property
    def sides(self):
        return SIDES[(self.rows + self.cols) % 2]

    @property
    def tail(self):
        """How near the end a position is examined for a puzzle: nearer on a larger board."""
        return 7 if self.rows * self.cols <= 9 else 5

    @property
    def proof_nodes(self):
        return 20_000

    @property
    def puzzles_apply(self):
        """Puzzles are looked for on boards of 16 cells at most, in games of 60 plies at most:
        elsewhere the proofs to the end run out of nodes (and a one-ply game has none: every
        move wins)."""
        return self.puzzles and self.has("puzzles") and self.rows * self.cols <= 16 and 2 <= self.length <= 60

    def describe(self):
        return (f"a board of {self.rows} x {self.cols}, {self.length} plies, "
                f"{'with' if self.variants else 'without'} variants, {'with' if self.passes else 'without'} passes")


def _flag(value):
    return value.strip().lower() in ("1", "yes", "true", "on")


PRESETS = {  # varied: board sizes, lengths, variants, passes, names, bylines
    "small": dict(rows=3, cols=3, length=9, variants=True, passes=True),
    "one-ply": dict(rows=2, cols=3, length=1, names="word"),
    "long": dict(rows=5, cols=5, length=300, passes=True, names="long", author=False),
    "wide": dict(rows=3, cols=6, length=18, variants=True, names="long"),
    "two-ply": dict(rows=2, cols=2, length=2, variants=True),
    "tall": dict(rows=6, cols=2, length=14, passes=True, names="word", author=False),
    "square": dict(rows=4, cols=4, length=40, variants=True, passes=True, names="long"),
    "big": dict(rows=8, cols=8, length=120, names="short"),
}


def parse(text):
    """The specs ``text`` asks for (the variable's value), each with an id of its own."""
    specs = []
    for item in (part.strip() for part in (text or "").split(";")):
        if not item:
            continue
        if item.isdigit():
            specs += [(name, dict(values)) for name, values in list(PRESETS.items())[:int(item)]]
        elif item in PRESETS:
            specs.append((item, dict(PRESETS[item])))
        else:
            first, _, rest = item.partition(",")
            name, values = ("custom", {}) if first not in PRESETS else (first, dict(PRESETS[first]))
            for pair in (rest if first in PRESETS else item).split(","):
                if not pair.strip():
                    continue
                key, _, value = pair.partition("=")
                key, value = key.strip(), value.strip()
                if key == "size":
                    rows, _, cols = value.partition("x")
                    values.update(rows=int(rows), cols=int(cols or rows))
                elif key in ("rows", "cols", "length"):
                    values[key] = int(value)
                elif key in ("variants", "passes", "author", "puzzles"):
                    values[key] = _flag(value)
                elif key in ("names", "id", "upto"):
                    values[key] = value
                else:
                    raise ValueError(f"{VARIABLE}: unknown key {key!r} in {item!r}")
            specs.append((name, values))
    out = []
    for number, (name, values) in enumerate(specs, 1):
        values.setdefault("id", f"gg{number}_{name.replace('-', '_')}")
        out.append(Spec(**values))
    if len({spec.id for spec in out}) != len(out):
        raise ValueError(f"{VARIABLE}: two games with one id")
    return out


def folder(specs):
    """Where ``specs``' games are made: named after them, the generator's source and the code
    that makes and checks their data (games made by an older ``tools/make_puzzles.py`` hid that
    the generator called a function it no longer has; puzzles made by an older maker, that the
    app's check now refuses, would hide a fix)."""
    digest = hashlib.sha256(repr(specs).encode())
    here, root = pathlib.Path(__file__).parent, pathlib.Path(__file__).parents[2]
    makers = [root / "tools" / "make_book.py", root / "tools" / "make_puzzles.py", root / "pyrapack" / "bots" / "book.py",
              *sorted((root / "pyrapack" / "puzzles").glob("*.py"))]
    for path in [*sorted(here.rglob("*.py")), *makers]:
        digest.update(path.read_bytes())
    return pathlib.Path(tempfile.gettempdir()) / f"pyrapack-gamegen-{digest.hexdigest()[:16]}"


def made(specs, root=None):
    """The ``GameInfo`` of each of ``specs``' games, made under ``root`` (default ``folder``)
    unless they are there already, and importable (``root`` on the path), in a package named
    after the folder (two sets of games never share one). Registering them is the caller's
    (``games.register``)."""
    root = pathlib.Path(root) if root is not None else folder(specs)
    package = package_of(root)
    if not (root / "done").exists():
        _make(specs, root, package)
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    import importlib

    return [importlib.import_module(f"{package}.{spec.id}").GAME for spec in specs]


def package_of(root):
    return f"{PACKAGE}_{hashlib.sha256(str(root).encode()).hexdigest()[:8]}"


def _make(specs, root, package):
    """Write every game in a fresh folder beside ``root``, then move it into place: a worker that
    made them too finds them whole, or makes its own."""
    from pyrapack import games

    from . import data, writer

    work = pathlib.Path(tempfile.mkdtemp(prefix=root.name + "-", dir=root.parent))
    base = writer.write_package(work, package)
    for spec in specs:
        writer.write_game(base, dataclasses.replace(spec, passes=spec.passes_apply), package)
    sys.path.insert(0, str(work))
    try:
        import importlib

        infos = [importlib.import_module(f"{package}.{spec.id}").GAME for spec in specs]
        with games.registered(*infos):
            for spec, info in zip(specs, infos):
                if spec.has("bots"):
                    data.write_book(info)
                puzzles = data.find_puzzles(info) if spec.puzzles_apply else None
                if puzzles is None:
                    (base / "game" / "puzzles" / f"{spec.id}.py").unlink(missing_ok=True)
                else:
                    data.write_puzzles(info, puzzles)
                data.forget(info)
    finally:
        sys.path.remove(str(work))
        for name in [name for name in sys.modules if name == package or name.startswith(package + ".")]:
            del sys.modules[name]
    (work / "done").write_text("\n".join(spec.describe() for spec in specs), encoding="utf-8")
    try:
        work.rename(root)
    except OSError:  # made by another worker meanwhile: theirs is used
        shutil.rmtree(work, ignore_errors=True)


def from_environment():
    """The games ``PYRAPACK_EXTRA_GAMES`` asks for (none when it is not set)."""
    specs = parse(os.environ.get(VARIABLE, ""))
    return made(specs) if specs else []
