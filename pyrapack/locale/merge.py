"""A language's catalogue is split by subject (menus, each game, ...) and merged here."""


def merged(*modules):
    """One dict from the ``STRINGS`` of ``modules``; a key defined twice is a mistake."""
    strings = {}
    for module in modules:
        twice = strings.keys() & module.STRINGS.keys()
        if twice:
            raise ValueError(f"{module.__name__} defines again: {', '.join(sorted(twice))}")
        strings.update(module.STRINGS)
    return strings
