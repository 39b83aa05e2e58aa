"""The game in progress, saved after every move so that closing the window loses nothing."""

from .match import Match

FILE = "autosave.json"


def load(storage):
    """Return ``(match, problem)``: the unfinished game to resume, if any.

    A file that cannot be replayed (corrupt, unknown version, illegal move) is
    set aside with a message; a finished game is not offered for resuming.
    """
    data, problem = storage.read(FILE)
    if data is None:
        return None, problem
    try:
        match = Match.from_record(data)
    except (ValueError, TypeError, KeyError):
        return None, storage.set_aside(FILE)
    if match.state.is_over:
        return None, None
    return match, None


def save(storage, match):
    """Save ``match`` (or forget the save once the game is over); None or a Problem.

    A game nobody has moved in yet saves nothing, so opening a new game and
    leaving it at once keeps the unfinished game saved before it.
    """
    if match.state.is_over:
        storage.delete(FILE)
        return None
    if not match.moves and not match.redo_stack:
        return None
    return storage.write(FILE, match.record())


def clear(storage):
    storage.delete(FILE)
