"""The games registered from outside PyraPack (the tests' own, the generator's), as a child
process needs them: where their packages are found, and the modules whose ``GAME`` is each
(what ``--register`` names)."""

import pathlib
import sys

from pyrapack import games


def modules():
    """The names of the modules whose ``GAME`` is a game registered outside PyraPack."""
    return [name for info in games.added() for name, module in list(sys.modules.items())
            if getattr(module, "GAME", None) is info]


def folders():
    """The folders the packages of those games are imported from (for a child's ``sys.path``)."""
    found = []
    for name in modules():
        module = sys.modules[name]
        path = pathlib.Path(module.__file__).resolve()
        depth = name.count(".") + (path.name == "__init__.py")
        folder = str(path.parents[depth])
        if folder not in found:
            found.append(folder)
    return found
