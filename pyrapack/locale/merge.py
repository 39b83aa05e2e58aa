"""A language's catalogue is split by subject (menus, the library, each game...) and merged here."""

import importlib
import pkgutil


def merged(*modules):
    """One dict from the ``STRINGS`` of ``modules``; a key defined twice is a mistake."""
    strings = {}
    for module in modules:
        twice = strings.keys() & module.STRINGS.keys()
        if twice:
            raise ValueError(f"{module.__name__} defines again: {', '.join(sorted(twice))}")
        strings.update(module.STRINGS)
    return strings


def catalogue(package, path):
    """The merged ``STRINGS`` of every module of the language package ``package`` (its
    ``__path__``): a new subject, or a new game's texts, is found by its module alone."""
    names = sorted(m.name for m in pkgutil.iter_modules(path) if not m.name.startswith("_"))
    return merged(*(importlib.import_module(f"{package}.{name}") for name in names))
