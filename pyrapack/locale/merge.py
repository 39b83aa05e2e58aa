"""A language's catalogue is split by subject (menus, the library...) and merged here, with the
texts of every registered game (its ``locale.<language>`` part, found through the registry)."""

from .. import games


def merged(*modules):
    """One dict from the ``STRINGS`` of ``modules``; a key defined twice is a mistake."""
    strings = {}
    for module in modules:
        twice = strings.keys() & module.STRINGS.keys()
        if twice:
            raise ValueError(f"{module.__name__} defines again: {', '.join(sorted(twice))}")
        strings.update(module.STRINGS)
    return strings


def catalogue(language, subjects):
    """The whole catalogue of ``language``: its ``subjects`` (the modules of the app's own texts)
    and the texts of each registered game that has them."""
    own = [info.part(f"locale.{language}") for info in games.GAMES]
    return merged(*subjects, *(module for module in own if module is not None))
