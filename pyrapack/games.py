"""The registry of the games: one line per game, the only shared place that names a game.

A game's parts are found by its name, one module (or package) per layer, each with a
name of its own:

- ``pyrapack.rules.<id>``: its rules (pure Python; ``VARIANTS`` if it has variants,
  ``FIRST_IS_DRAWN`` if who moves first is drawn by lot);
- ``pyrapack.bots.<id>``: its bot part (evaluation and the other hooks of ``bots/engine.py``);
- ``pyrapack.words.<id>``: ``Texts``, what it says in words;
- ``pyrapack.views.<id>``: ``View``, its board view;
- ``pyrapack.scenes.<id>``: ``Scene``, its game scene;
- ``pyrapack.guide.<id>``: ``SECTIONS``, its rules page;
- ``pyrapack.tutorial.<id>``: ``LESSON``, its guided first game;
- ``pyrapack.locale.<language>.<id>``: its texts in each language.

A part that is not there yet makes the game "coming soon" (no scene), or simply leaves
out its rules page or lesson. ``docs/adding-a-game.md`` says how to add a game.
"""

import importlib
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str  # the name of its modules
    author: str  # proper names are not translated ("": its byline is ``byline.<id>``)
    sides: tuple  # i18n keys naming player 0 and player 1

    @property
    def title(self):
        return f"game.{self.id}"  # an i18n key

    def part(self, layer, name=None):
        """The game's module of ``layer`` ("rules", "views"...) or the object ``name`` in it."""
        module = importlib.import_module(f"pyrapack.{layer}.{self.id}")
        return module if name is None else getattr(module, name)

    def has(self, layer):
        try:
            return importlib.util.find_spec(f"pyrapack.{layer}.{self.id}") is not None
        except ModuleNotFoundError:
            return False

    @property
    def rules(self):
        return self.part("rules")

    @property
    def variants(self):
        """Its variant names, default first (none: no variants)."""
        return getattr(self.rules, "VARIANTS", ())

    @property
    def drawn_first(self):
        """Who moves first is drawn by lot (27)."""
        return getattr(self.rules, "FIRST_IS_DRAWN", False)

    @property
    def playable(self):
        return self.has("scenes")

    @property
    def has_rules_page(self):
        return self.has("guide")

    @property
    def has_lesson(self):
        return self.has("tutorial")

    def scene_class(self):
        return self.part("scenes", "Scene")

    def view_class(self):
        return self.part("views", "View")

    def texts_class(self):
        return self.part("words", "Texts")

    def lesson(self):
        return self.part("tutorial", "LESSON")

    def options(self, variant=None, first=0):
        """Keyword options for the rules module's ``new_game``."""
        options = {}
        if self.variants:
            options["variant"] = variant if variant in self.variants else self.variants[0]
        if self.drawn_first:
            options["first"] = first
        return options


GAMES = (
    GameInfo("pyramida", "Zbyšek Vlasák", ("side.white", "side.black")),
    GameInfo("pyramidames", "", ("side.white", "side.black")),
    GameInfo("twentyseven", "Laurent Escoffier", ("side.white", "side.black")),
    GameInfo("pyraos", "Gigamic · D. G. Royffe", ("side.light", "side.dark")),
)

BY_ID = {game.id: game for game in GAMES}


def get(game_id):
    try:
        return BY_ID[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; choose from {', '.join(BY_ID)}") from None
