"""English texts of the start-up: the first-run set-up and what stops the game from starting.

Shown in a terminal or a dialog before any window opens (see ``pyrapack.bootstrap.preflight``).
"""

from ...part_types import Strings

STRINGS: Strings = {
    # the command line (--help and its errors, in --lang's language, else the system's)
    "cli.description": "PyraPack: {games}, for two players at one computer or against the bot.",
    "cli.file": "a shared game (.pyrapack) to open: it is added to your games and replayed",
    "cli.no_sound": "start without sound",
    "cli.fullscreen": "start in full screen (F11 toggles)",
    "cli.game": "skip the menu and start this game",
    "cli.vs_bot": "with --game: play against the bot at this level ({levels})",
    "cli.side": "with --vs-bot: the side you play (white/light moves first; default: drawn by lot)",
    "cli.variant": "with --game: the variant ({variants})",
    "cli.lang": "language of the interface",
    "cli.size": "window size, e.g. 1280x800",
    "cli.speech": "speak through the screen reader or the system's speech (Ctrl+Shift+S toggles)",
    "cli.data_dir": "where settings and saved games are kept",
    "cli.listen": "a game you host (with a friend on another computer) listens on this address of yours only "
                  "(repeat for several; default: every address of this computer)",
    "cli.listen_address": "--listen needs an address of this computer, such as 192.168.1.20 or ::1, not {address}",
    "cli.self_check": "check that PyraPack works on this computer (window, fonts, sounds, the bot's worker "
                      "process, speech), print the result and exit",
    "cli.help": "show this help message and exit",
    "cli.usage": "usage: ",
    "cli.positionals": "positional arguments",
    "cli.options": "options",
    "cli.error": "%(prog)s: error: %(message)s\n",
    "cli.argument": "argument %(argument_name)s: %(message)s",
    "cli.invalid_choice": "invalid choice: %(value)r (choose from %(choices)s)",
    "cli.invalid_value": "invalid %(type)s value: %(value)r",
    "cli.expected_one": "expected one argument",
    "cli.unrecognized": "unrecognized arguments: %s",
    "cli.ambiguous": "ambiguous option: %(option)s could match %(matches)s",
    "cli.not_a_size": "{value} is not a size: write the width and height in pixels, e.g. 1280x800",
    "cli.no_window": "{value} cannot be a window: width and height from {low} to {high} pixels, e.g. 1280x800",
    "cli.check_no_file": "--self-check checks this computer and opens no game: start without it to open {file}",
    "cli.needs_game": "--vs-bot needs --game: it says who plays that game",
    "cli.variant_needs_game": "--variant needs --game: it is a variant of that game",
    "cli.side_needs_bot": "--side needs --vs-bot: it is the side you play against the bot",
    "cli.empty_folder": "--data-dir needs a folder: an empty name would be taken for the usual data folder",
    "cli.not_playable": "{game} cannot be played yet: it has no board view (coming soon)",
    "cli.no_variant": "{game} has no variant {variant!r}",
    "cli.no_variant_of": "{game} has no variant {variant!r} (choose from {variants})",
    # the first-run set-up
    "launcher.first_run": "First start: PyraPack is installing what it needs ({packages}, with what "
                          "they need in turn) into {folder}. This takes a minute or two, and only "
                          "happens once.",
    "launcher.and": "{first} and {last}",
    "launcher.completing": "{folder} lacks some of what PyraPack needs: installing it with pip.",
    "launcher.starting": "Done. Starting PyraPack…",
    "launcher.busy": "PyraPack is already being set up by another start: wait until its window "
                     "opens, or start PyraPack again in a minute.",
    "launcher.press_enter": "Press Enter to close this window.",
    # why the game cannot start
    "launcher.missing": "PyraPack needs {packages}, which this Python ({python}) does not have.",
    "launcher.no_home": "PyraPack cannot tell where your home folder is (no HOME, and no entry for "
                        "this user in the system's user list), so not where to keep your games. "
                        "Start it with a folder of its own: pyrapack --data-dir FOLDER",
    "launcher.plain_pygame": "This Python ({python}) has the plain pygame package, but PyraPack "
                             "needs pygame-ce. Both are imported as \"pygame\", so only one of "
                             "them can be installed.",
    "launcher.old_pygame": "PyraPack needs pygame-ce {needed} or newer; this Python has "
                           "pygame-ce {version}.",
    "launcher.broken": "{package} is installed but does not load ({error}).",
    "launcher.no_venv": "This Python cannot create the virtual environment that PyraPack "
                        "installs into: its venv module (with ensurepip) is missing.",
    "launcher.offline": "pip could not download what PyraPack needs: this computer seems to "
                        "be offline.",
    "launcher.no_space": "The disk is full: there was no space left to install what PyraPack "
                         "needs.",
    "launcher.no_permission": "PyraPack may not write in its folder ({folder}), where it "
                              "installs what it needs.",
    "launcher.no_wheel": "pip found no {package} for Python {version} on this system.",
    "launcher.pip_failed": "pip could not install what PyraPack needs. Its last message: {detail}",
    # what fixes it (the commands follow)
    "launcher.fix_run": "To fix it, run this, then start PyraPack again:",
    "launcher.fix_use_main": "To fix it, start PyraPack with main.py, which installs what it "
                             "needs into its own .venv folder:",
    "launcher.fix_online": "Connect to the internet, then start PyraPack again:",
    "launcher.fix_space": "Free some disk space, then start PyraPack again:",
    "launcher.fix_move": "Copy the PyraPack folder somewhere you may write, such as your home "
                         "folder, and start it from there:",
    "launcher.fix_python": "Install a Python version that pygame-ce provides packages for "
                           "(listed on pypi.org/project/pygame-ce), then start main.py with it.",
    "launcher.fix_venv_elsewhere": "Install your system's venv package for Python (or Python "
                                   "from python.org), then start PyraPack again.",
    "launcher.fix_by_hand": "Run the set-up by hand to see pip's full messages:",
}
