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
    """Save ``match`` (or forget the save once the game is over); None or a Problem."""
    if match.state.is_over or not match.moves:
        storage.delete(FILE)
        return None
    return storage.write(FILE, match.record())


def clear(storage):
    storage.delete(FILE)
