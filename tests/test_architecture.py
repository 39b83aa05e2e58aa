"""How the code is laid out: a game is one place to look, and the layers import downwards.

A game's parts are modules (or packages) named after it, one per layer; shared code names
no game but through the registry (``pyrapack/games.py``). The UI's packages import only the
layers below them, so none imports one that imports it back.
"""

import ast
import pathlib
import re

import pytest

from pyrapack import games

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "pyrapack"
GAMES = [g.id for g in games.GAMES]
# The UI's layers, lowest first: a module may import its own layer and those before it.
LAYERS = ["ui", "views", "guide", "scenes", "tutorial"]


def files():
    return [p for p in PACKAGE.rglob("*") if p.is_file() and "__pycache__" not in p.parts]


def own_part(path, game):
    """Whether ``path`` is one of ``game``'s own modules: a file or folder named after it."""
    parts = path.relative_to(PACKAGE).parts
    return any(part == game or part.startswith(f"{game}.") for part in parts)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_named_by_its_own_modules_and_the_registry_only(game):
    word = re.compile(rf"\b{game}\b")
    naming = sorted(str(p.relative_to(PACKAGE)) for p in files()
                    if not own_part(p, game) and word.search(p.read_text(encoding="utf-8", errors="ignore")))
    assert naming == ["games.py"]


def layer(module):
    """The UI layer of a dotted module name under ``pyrapack`` (None: below the UI or outside)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "pyrapack" and parts[1] in LAYERS else None


def imports(path):
    """The ``pyrapack`` modules ``path`` imports at module level (not inside a function)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(("pyrapack",) + path.relative_to(PACKAGE).with_suffix("").parts[:-1])
    if path.name == "__init__.py":
        package = ".".join(("pyrapack",) + path.relative_to(PACKAGE).parts[:-1])
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                yield ".".join(base + ([node.module] if node.module else []))
            elif node.module and node.module.startswith("pyrapack"):
                yield node.module
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name.startswith("pyrapack"))


def test_the_ui_layers_import_only_downwards():
    upwards = []
    for path in PACKAGE.rglob("*.py"):
        here = layer(".".join(("pyrapack",) + path.relative_to(PACKAGE).parts))
        if here is None:
            continue
        for target in imports(path):
            there = layer(target)
            if there is not None and LAYERS.index(there) > LAYERS.index(here):
                upwards.append(f"{path.relative_to(PACKAGE)} imports {target}")
    assert upwards == []


def test_the_game_scene_stays_slim():
    """GameScene is made of parts (input, turns, HUD, coaching): what it keeps fits in 250 lines."""
    source = (PACKAGE / "scenes" / "game.py").read_text(encoding="utf-8")
    (scene,) = [node for node in ast.parse(source).body if isinstance(node, ast.ClassDef) and node.name == "GameScene"]
    assert scene.end_lineno - scene.lineno + 1 < 250
