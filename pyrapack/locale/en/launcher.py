"""English texts of the start-up: the first-run set-up and what stops the game from starting.

Shown in a terminal or a dialog before any window opens (see ``pyrapack.bootstrap.preflight``).
"""

STRINGS = {
    # the first-run set-up
    "launcher.first_run": "First start: PyraPack is installing what it needs (pygame-ce and "
                          "platformdirs) into {folder}. This takes a minute or two, and only "
                          "happens once.",
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
