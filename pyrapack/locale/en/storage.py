"""English texts about files: the data folder, saved games, sharing games, a second window."""

from ...part_types import Strings

STRINGS: Strings = {
    # reading and writing the data folder
    "storage.corrupt": "PyraPack could not read {what}; the file is kept in {folder}.",
    "storage.too_large": "PyraPack could not read {what}: it is over {limit}. The file is kept in {folder}.",
    "storage.not_a_file": "PyraPack could not read {what}: it is not a regular file. It was moved to {folder}.",
    "storage.unreadable": "PyraPack could not read {what} ({why}): the file is kept in {folder}.",
    "storage.left_alone": "PyraPack could not read {what}: the file is left as it is and will not be written "
                          "over.",
    "storage.save_failed": "Saving failed ({why}); the game goes on.",
    "storage.save_still_failing": "Saving still fails ({why}): what changed since is not kept yet. "
                                  "PyraPack keeps trying.",
    "storage.save_works": "Saving works again: everything is saved.",
    "storage.too_large_to_save": "PyraPack did not save {what}: it would be larger than {limit}, more than "
                                 "PyraPack reads back. The file stays as it was.",
    "storage.no_lock": "PyraPack cannot lock its data folder, {folder}: this window saves nothing.",
    "storage.folder_moved": "PyraPack's data folder was moved while it ran: it goes on saving there, in "
                            "{folder}.",
    "storage.folder_gone": "PyraPack's data folder, {folder}, was deleted while it ran: this window saves "
                           "nothing more.",
    "storage.what.settings": "your settings ({file})",
    "storage.what.game": "a saved game ({file})",
    "storage.what.autosave": "the game an older PyraPack kept ({file})",
    "storage.what.lock": "the lock file of its data folder ({file})",
    "storage.what.file": "{file}",
    "storage.what.puzzles": "your puzzle progress ({file})",
    "storage.read_only_tag": "Read-only: nothing is saved",
    # the files PyraPack ships with (pyrapack/shipped.py)
    "shipped.missing": "This copy of PyraPack is incomplete: {what} ({files}) are missing or damaged in "
                       "{folder}. Reinstall PyraPack.",
    "shipped.what.bots": "the bot's opening books",
    "shipped.what.puzzles": "the puzzles",
    "settings.newer": "Your settings were written by a newer PyraPack (format {version}): the file is kept as "
                      "it is, and this window uses the usual settings without saving them.",
    # a second PyraPack on the same folder
    "locked.title": "PyraPack is already open",
    "locked.explain": "Another PyraPack window is using your games and settings ({folder}). "
                      "Open this one read-only to play without saving anything, or quit and "
                      "go back to the other window.",
    "locked.read_only": "Open read-only",
    "locked.quit": "Quit",
    # the library of games
    "library.missing": "That game is no longer in the library.",
    "library.human": "a person",
    "library.player": "{side}: {who}",
    "library.in_progress": "In progress",
    "library.export_failed": "{file} could not be written ({why}).",
    "library.export_too_large": "{file} was not written: this game is larger than {limit}, more than "
                                "PyraPack can import.",
    "library.too_long": "This game is now too long to be saved (over {limit}): it stays kept as it was "
                        "before this move.",
    "library.set_aside_many": "PyraPack could not read {count} saved games; the files are kept in {folder}.",
    "library.left_alone_many": "PyraPack could not read {count} saved games: the files are left as they are "
                               "in {folder}.",
    "library.folder_unreadable": "PyraPack cannot read the folder of your saved games, {folder} ({why}): "
                                 "they are not shown, and nothing in it is changed.",
    "library.autosave_kept": "The game an older PyraPack kept could not be copied into your games: {file} "
                             "stays in {folder}, and PyraPack tries again next time.",
    "library.import_missing": "{file} was not found.",
    "library.import_not_a_file": "{file} is not a file.",
    "library.import_unreadable": "{file} could not be read ({why}).",
    "library.import_too_large": "{file} is too large to be a PyraPack game (over {limit}).",
    "library.import_not_json": "{file} is not a PyraPack game: it is not JSON text.",
    "library.import_not_a_game": "{file} is not a PyraPack game file.",
    "library.import_future": "{file} was saved by a newer PyraPack (format {version}); "
                             "update PyraPack to open it.",
    "library.import_unknown_game": "{file} holds a game PyraPack does not know ({game}).",
    "library.import_bad_move": "{file}: move {ply} is not written correctly.",
    "library.import_illegal_move": "{file}: move {ply} ({move}) is not legal in its position.",
    "library.import_bad_field": "{file}: the “{field}” part is not valid.",
    "library.import_two_bots": "{file} is a game between two bots; PyraPack opens games "
                               "with at least one person playing.",
}
