"""The four games as the menu and setup screens know them.

A game is playable as soon as its scene module exists; until then its menu
tile says it is coming.
"""

import importlib
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str  # the rules module's name
    author: str  # proper names are not translated
    sides: tuple  # i18n keys naming player 0 and player 1
    variants: tuple = ()  # variant names, default first
    drawn_first: bool = False  # who moves first is drawn by lot (27)
    scene: str = ""  # "module:Class" of the game scene
    view: str = ""  # "module:Class" of its read-only board view (a ui.boardview.BoardView)
    texts: str = ""  # "module:Class" of what it says in words (a words.GameTexts)

    @property
    def title(self):
        return f"game.{self.id}"  # an i18n key

    @property
    def playable(self):
        module = self.scene.partition(":")[0]
        try:
            return importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            return False

    def scene_class(self):
        return _load(self.scene)

    def view_class(self):
        return _load(self.view)

    def texts_class(self):
        return _load(self.texts)

    def options(self, variant=None, first=0):
        """Keyword options for the rules module's ``new_game``."""
        options = {}
        if self.variants:
            options["variant"] = variant if variant in self.variants else self.variants[0]
        if self.drawn_first:
            options["first"] = first
        return options


GAMES = (
    GameInfo("pyramida", "Zbyšek Vlasák", ("side.white", "side.black"),
             view="pyrapack.views.pyramida.view:PyramidaView",
             texts="pyrapack.words.pyramida:PyramidaTexts",
             scene="pyrapack.scenes.pyramida:PyramidaScene"),
    GameInfo("pyramidames", "", ("side.white", "side.black"),
             view="pyrapack.views.pyramidames.view:PyramidamesView",
             texts="pyrapack.words.pyramidames:PyramidamesTexts",
             scene="pyrapack.scenes.pyramidames:PyramidamesScene"),
    GameInfo("twentyseven", "Laurent Escoffier", ("side.white", "side.black"),
             variants=("basic", "grey", "red"), drawn_first=True,
             view="pyrapack.views.twentyseven.view:TwentySevenView",
             texts="pyrapack.words.twentyseven:TwentySevenTexts",
             scene="pyrapack.scenes.twentyseven:TwentySevenScene"),
    GameInfo("pyraos", "Gigamic · D. G. Royffe", ("side.light", "side.dark"),
             variants=("standard", "children", "advanced"),
             view="pyrapack.views.pyraos.view:PyraosView",
             texts="pyrapack.words.pyraos:PyraosTexts",
             scene="pyrapack.scenes.pyraos:PyraosScene"),
)


def _load(path):
    """The object named by ``"module:Name"``."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


BY_ID = {game.id: game for game in GAMES}


def get(game_id):
    try:
        return BY_ID[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; choose from {', '.join(BY_ID)}") from None
