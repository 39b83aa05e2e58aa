"""The registry of the games: the only list of them, and the only way to a game's parts.

One line per game below. A game's parts are modules (or packages) named after it, one per
layer, under its package (``pyrapack`` for the games shipped here; a game kept elsewhere,
such as the tests' own, names the package it lives under): ``<package>.<layer>.<id>``.
``GameInfo.part`` finds them, and nothing else in PyraPack imports a module by name.
What each part holds, and which parts a game needs for what, is written down in
``protocol.py``: only the rules are needed; a part that is not there yet (or does not hold
what the protocol asks) is simply left out, so the game shows as "coming soon", or plays
without its rules page, lesson or puzzles. ``docs/adding-a-game.md`` says how to add a game.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import importlib.util
import keyword
import pathlib
import pkgutil
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources
from types import ModuleType
from typing import TYPE_CHECKING, Any

from . import protocol

if TYPE_CHECKING:
    from importlib.abc import Traversable

    from .rules.protocol import Rules


@dataclass(frozen=True)
class GameInfo:
    id: str  # the name of its modules
    author: str  # proper names are not translated ("": its byline is ``byline.<id>``)
    sides: tuple[str, str]  # i18n keys naming player 0 and player 1
    package: str = "pyrapack"  # where its parts are: ``<package>.<layer>.<id>``

    @property
    def title(self) -> str:
        return f"game.{self.id}"  # an i18n key

    def module_name(self, layer: str) -> str:
        return f"{self.package}.{layer}.{self.id}"

    def part(self, layer: str, name: str | None = None) -> Any:
        """The game's part of ``layer`` ("rules", "views"...), or the object ``name`` in it; None
        when the game has none, or one that does not hold what ``protocol.PARTS`` says it needs
        (``protocol.problems`` says what is wrong). Typed as ``Any``: the helpers that hand a
        part out give it its type (``part_types``: ``scenes.parts.view_class``...)."""
        module = _found(self, layer)
        return module if name is None or module is None else getattr(module, name)

    def has(self, layer: str) -> bool:
        """Whether the game has a usable part of ``layer``."""
        return _found(self, layer) is not None

    def data_file(self, layer: str) -> Traversable:
        """The data file its part of ``layer`` ships with (``protocol.Part.data``):
        ``<package>/<layer>/data/<id>.json``, inside the package as installed."""
        return resources.files(f"{self.package}.{layer}").joinpath("data").joinpath(f"{self.id}.json")

    def rules_page(self) -> pathlib.Path:
        """Its rules page for readers of the code, ``docs/rules/<id>.md`` beside its package's
        folder (in a checkout: ``docs/`` is not installed)."""
        folder = resources.files(self.package)
        return pathlib.Path(str(folder)).parent / "docs" / "rules" / f"{self.id}.md"

    def problems(self, missing: bool = True) -> list[str]:
        """What the game lacks or holds wrongly, part by part, in plain words (``protocol``;
        without ``missing``: only what is there and wrong, not the parts not written yet)."""
        return protocol.problems(self, _load, missing)

    @property
    def rules(self) -> Rules[Any]:
        rules: Rules[Any] | None = self.part("rules")
        if rules is None:
            raise ValueError(f"{self.id} has no rules yet: {'; '.join(self.problems()) or 'no rules module'}")
        return rules

    @property
    def variants(self) -> tuple[str, ...]:
        """Its variant names, default first (none: no variants)."""
        variants: tuple[str, ...] = getattr(self.part("rules"), "VARIANTS", ())
        return variants

    @property
    def drawn_first(self) -> bool:
        """Who moves first is drawn by lot."""
        return bool(getattr(self.part("rules"), "FIRST_IS_DRAWN", False))

    @property
    def playable(self) -> bool:
        """It can be played (hot-seat at least): its rules and its board view are there."""
        return self.has("rules") and self.has("views")

    @property
    def has_lesson(self) -> bool:
        return self.playable and self.has("tutorial")

    def lesson(self):
        """Its guided first game (``tutorial.<id>.LESSON``), told which game it is."""
        return self.part("tutorial", "LESSON").of(self.id)

    def options(self, variant: str | None = None, first: int = 0) -> dict[str, Any]:
        """Keyword options for the rules module's ``new_game``."""
        options: dict[str, Any] = {}
        if self.variants:
            options["variant"] = variant if variant in self.variants else self.variants[0]
        if self.drawn_first:
            options["first"] = first
        return options


SHIPPED = (
    GameInfo("pyramida", "Zbyšek Vlasák", ("side.white", "side.black")),
    GameInfo("pyramidames", "", ("side.white", "side.black")),
    GameInfo("twentyseven", "Laurent Escoffier", ("side.white", "side.black")),
    GameInfo("pyraos", "Gigamic · D. G. Royffe", ("side.light", "side.dark")),
)

GAMES: tuple[GameInfo, ...] = SHIPPED  # the menu's order
BY_ID = {game.id: game for game in GAMES}
_parts: dict[tuple[GameInfo, str], ModuleType | None] = {}  # (game, layer) -> its module, or None


def _own() -> list[str]:
    """The ids of the shipped games whose parts sit beside PyraPack's shared modules."""
    return [game.id for game in SHIPPED if game.package == "pyrapack"]


def get(game_id: object) -> GameInfo:
    try:
        return BY_ID[game_id]  # type: ignore[index]  # (any value read from a file: KeyError, TypeError)
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {game_id!r}; choose from {', '.join(BY_ID)}") from None


def register(*infos: GameInfo) -> None:
    """Add games after the shipped ones (a game kept outside PyraPack: the tests' own); one
    already there is left as it is. Processes started later are handed them (``added``). A game
    whose id is taken, or cannot be one (``protocol.id_problem``), is refused with a
    ValueError saying why, and none of ``infos`` is added."""
    global GAMES, BY_ID
    new = [info for info in infos if BY_ID.get(info.id) != info]
    if any(info.id in BY_ID for info in new):
        raise ValueError(f"a game is registered already as {', '.join(i.id for i in new if i.id in BY_ID)}")
    for info in new:
        why = id_problem(info.id)
        if why:
            raise ValueError(why)
    GAMES = GAMES + tuple(new)
    BY_ID = {game.id: game for game in GAMES}
    _parts.clear()


def unregister(game_id: str) -> None:
    global GAMES, BY_ID
    GAMES = tuple(game for game in GAMES if game.id != game_id)
    BY_ID = {game.id: game for game in GAMES}
    _parts.clear()


@contextlib.contextmanager
def registered(*infos: GameInfo) -> Iterator[None]:
    """``infos`` registered for the ``with`` block only."""
    register(*infos)
    try:
        yield
    finally:
        for info in infos:
            unregister(info.id)


def added() -> tuple[GameInfo, ...]:
    """The games registered beyond the shipped ones: a process of the bot's is handed them."""
    return tuple(game for game in GAMES if game not in SHIPPED)


def owner(module_name: str) -> GameInfo | None:
    """The game whose part ``module_name`` is (or is inside), or None: a part's class finds its
    game this way (``BoardView.game``, ``GameTexts.game``) instead of naming it again."""
    for game in GAMES:
        for layer in protocol.LAYERS:
            prefix = game.module_name(layer)
            if module_name == prefix or module_name.startswith(prefix + "."):
                return game
    return None


def id_problem(game_id: object, shipped: list[str] | None = None) -> str | None:
    """Why ``game_id`` cannot name a game (None: it can): it is the name of the game's modules, so
    a lower-case Python name, and not the name of one of PyraPack's own shared modules, which the
    registry would hand out as the game's part (a game called ``common`` took the shared texts
    of ``locale/en/common.py`` for its own). ``shipped``: the ids of the games shipped in PyraPack's
    own package, whose parts sit beside the shared modules."""
    if not (isinstance(game_id, str) and game_id.isidentifier() and game_id == game_id.lower()
            and not game_id.startswith("_") and not keyword.iskeyword(game_id)):
        return f"a game's id is the name of its modules (lower-case letters, digits and _): {game_id!r} is not one"
    taken = shared_names(_own() if shipped is None else shipped)
    if game_id in taken:
        return (f"a game cannot be called {game_id!r}: PyraPack's {taken[game_id]} is a shared module of that name, "
                "which would be taken for the game's part; choose another id")
    return None


def shared_names(shipped: Iterable[str] = ()) -> dict[str, str]:
    """``{name: where}``: the modules and folders of PyraPack's own layers (``pyrapack.<layer>``)
    that are not a shipped game's part, and the texts every language shares (its ``SUBJECTS``)."""
    return dict(_shared_names(tuple(sorted(shipped))))


@functools.cache  # the package's files do not change while it runs: read once, not at every id checked
def _shared_names(shipped: tuple[str, ...]) -> dict[str, str]:
    names: dict[str, str] = {}
    for layer in protocol.LAYERS:
        spec = importlib.util.find_spec(f"pyrapack.{layer}")
        for folder in (spec.submodule_search_locations or ()) if spec else ():
            found = {m.name for m in pkgutil.iter_modules([folder])}
            if pathlib.Path(folder).is_dir():  # a stand-alone build has no folders: its modules are all
                found |= {p.name for p in pathlib.Path(folder).iterdir() if p.is_dir() and p.name.isidentifier()}
            for name in sorted(found - set(shipped)):
                names.setdefault(name, f"{layer}.{name}")
    for language in protocol.LANGUAGES:
        subjects = importlib.import_module(f"pyrapack.locale.{language}").SUBJECTS
        for module in subjects:
            name = module.__name__.rsplit(".", 1)[-1]
            names.setdefault(name, f"locale.{language}.{name}")
    return names


def _load(info: GameInfo, layer: str) -> tuple[ModuleType | None, str | None]:
    """``(module, why)``: the game's module of ``layer`` (None when it has none, ``why`` says
    why not when it is there but does not import)."""
    name = info.module_name(layer)
    try:
        if importlib.util.find_spec(name) is None:
            return None, None
    except (ImportError, ValueError):  # its package is not there either
        return None, None
    try:
        return importlib.import_module(name), None
    except Exception as exc:  # a part being written: the game goes on without it
        return None, f"{type(exc).__name__}: {exc}"


def _found(info: GameInfo, layer: str) -> ModuleType | None:
    """The game's part of ``layer`` if it is there, holds what the app needs, and the parts it
    needs are there too; else None."""
    key = (info, layer)
    if key not in _parts:
        _parts[key] = None  # (a part that needs itself, through others, is not usable)
        module, _ = _load(info, layer)
        usable = module is not None and protocol.usable(module, layer)
        if usable and all(_found(info, other) is not None for other in protocol.BY_LAYER[layer].needs):
            _parts[key] = module
    return _parts[key]


for _game in SHIPPED:  # a registry line whose id is a shared module's name stops here, saying so
    if _why := id_problem(_game.id):
        raise ValueError(f"pyrapack/games.py: {_why}")
