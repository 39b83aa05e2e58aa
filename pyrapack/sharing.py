"""A game to pass on: exported as a ``.pyrapack`` file with its move list beside it, and imported.

``export`` writes a game's saved-game record (``docs/saved-games.md``), one field and one move a
line, as ``<name>.pyrapack``, and its moves in the player's notation as ``<name>.txt``;
``import_file`` reads such a file back as a new match, unsaved: nothing is kept until the
player keeps it (``Library.save``; ``Library.kept_copy`` finds a game kept already).
"""

import datetime
import json
import os
import secrets
from pathlib import Path

from . import json_file, words
from .file_words import Problem, shown_name
from .i18n import t
from .json_file import Refused, megabytes, read_json, write_atomically
from .match import Match
from .rules.record import RecordError

EXTENSION = ".pyrapack"


def export_folder(storage, own_folder=False):
    """Where exported games go: a ``PyraPack`` folder in the user's Documents, or ``exports/`` in
    the data folder when PyraPack was given a folder of its own (``--data-dir``: a USB stick
    keeps its exports with it) or the system has no Documents folder."""
    if not own_folder:
        try:
            import platformdirs

            documents = Path(platformdirs.user_documents_dir())
            if documents.is_absolute() and documents.is_dir():
                return documents / "PyraPack"
        except (ImportError, RuntimeError):  # RuntimeError: no home folder to find it in
            pass
    return storage.path("exports")


def export_path(folder, match):
    """A free name in ``folder`` for ``match``'s files, without their suffix: the game and when
    it was played (``<game>-2025-03-01-1422``), numbered if taken."""
    moment = datetime.datetime.fromisoformat(match.created) if match.created else datetime.datetime.now()
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    stem = f"{match.game}-{moment:%Y-%m-%d-%H%M}"
    folder = Path(folder)
    for n in range(1, 1000):
        name = stem if n == 1 else f"{stem}-{n}"
        if not any((folder / (name + suffix)).exists() for suffix in (EXTENSION, ".txt")):
            return folder / name
    return folder / f"{stem}-{secrets.token_hex(3)}"


def export(match, path, move_text):
    """Write ``match`` as ``<path>.pyrapack`` and its move list as ``<path>.txt`` beside it.

    ``move_text(before, move)`` gives a move's text in the caller's notation (the
    state before the move, the move). Returns ``((game_path, text_path), None)`` or
    ``(None, Problem)``. The game file is one field and one move a line, or compact
    when that is over ``json_file.MAX_BYTES``; a game too large even so is not exported
    (it could not be imported).
    """
    target = Path(os.path.expanduser(str(path)))
    if target.suffix != EXTENSION:
        target = target.with_name(target.name + EXTENSION)
    text_path = target.with_suffix(".txt")
    lines = _header(match) + [""] + [f"{ply}. {move_text(before, move)}" for ply, (before, move)
                                      in enumerate(zip(match.states, match.moves), 1)]
    record = {**match.record(), "network": None}  # a friend's join code and address stay here
    shared = _readable(record).encode("utf-8")
    if len(shared) > json_file.MAX_BYTES:
        shared = json_file.encode(record)
        if len(shared) > json_file.MAX_BYTES:
            return None, Problem("library.export_too_large", {"file": target.name,
                                                              "limit": megabytes(json_file.MAX_BYTES)})
    try:
        write_atomically(target, shared, shared=True)  # to pass on: a new file's usual permissions
        write_atomically(text_path, ("\n".join(lines) + "\n").encode("utf-8"), shared=True)
    except OSError as exc:
        return None, Problem("library.export_failed", {"file": target.name, "why": exc.strerror or str(exc)})
    return (target, text_path), None


def import_file(path):
    """Read a shared game; ``(match, None)`` or ``(None, Problem)`` naming what is wrong.

    Nothing is changed: the match is new (no id, ``unsaved``), for the caller to show
    and, if the player wants it kept, to ``save``.
    """
    path = Path(path)
    values = {"file": shown_name(path.name)}
    try:
        data = read_json(path)
    except FileNotFoundError:
        return None, Problem("library.import_missing", values)
    except Refused as refused:
        key = {"storage.too_large": "library.import_too_large", "storage.not_a_file": "library.import_not_a_file",
               "storage.unreadable": "library.import_unreadable"}.get(refused.key, "library.import_not_json")
        return None, Problem(key, {**values, **refused.values})
    try:
        match = Match.from_record(data)
    except RecordError as exc:
        return None, _import_problem(exc, values)
    match.id = match.branched_from = match.network = None  # ids belong to the library the game came from
    match.imported = match.unsaved = True
    return match, None


def _import_problem(exc, values):
    """The message for a shared file that is not a game this program can open."""
    part, details = exc.part, exc.details
    if part in ("record", "format"):
        return Problem("library.import_not_a_game", values)
    if part == "future":
        return Problem("library.import_future", {**values, "version": details["version"]})
    if part == "game":
        return Problem("library.import_unknown_game", {**values, "game": details["game"]})
    if part in ("move", "illegal"):
        key = "library.import_bad_move" if part == "move" else "library.import_illegal_move"
        return Problem(key, {**values, **details})
    if part == "two_bots":
        return Problem("library.import_two_bots", values)
    return Problem("library.import_bad_field", {**values, "field": part})


def _readable(record):
    """A record as JSON for people: one field a line, one move a line."""
    def one(value):
        return json.dumps(value, ensure_ascii=False, allow_nan=False)

    lines = []
    for key, value in record.items():
        if key in ("moves", "redo") and value:
            items = ",\n".join(f"  {one(item)}" for item in value)
            lines.append(f" {one(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {one(key)}: {one(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _header(match):
    """The first lines of an exported move list: game, variant, date, players, result."""
    lines = [f"PyraPack · {words.title(match.game, match.options.get('variant'))}"]
    if match.created:
        moment = datetime.datetime.fromisoformat(match.created)
        lines.append(moment.astimezone().strftime("%Y-%m-%d %H:%M"))
    for player in (0, 1):
        who = words.who(match.players, match.names, player, shared=True)
        lines.append(t("library.player", side=words.side_name(match.game, player), who=who))
    result = match.result
    if result is None:
        lines.append(t("library.in_progress"))
    else:
        won = words.banner_headline(match.game, match.players, result["winner"], match.names, shared=True)
        lines.append(words.end_line(won, words.outcome(match.game, result["outcome"])))
    return lines
