#!/usr/bin/env python3
"""PyraPack: double-click this file (or run ``python main.py``) to play."""

import os
import sys


def _missing_pygame(plain_pygame=False):
    if plain_pygame:
        first = ("PyraPack needs pygame-ce, but this Python has the plain pygame package "
                 "(both provide 'import pygame'). Replace it with:\n\n"
                 f"    {sys.executable} -m pip uninstall -y pygame\n")
    else:
        first = ("PyraPack needs pygame-ce, which is not installed for this Python.\n"
                 "Install it with:\n\n")
    message = (
        first + f"    {sys.executable} -m pip install -r requirements.txt\n\n"
        "then start PyraPack again."
    )
    print(message, file=sys.stderr)
    try:  # started by a double-click there may be no console: try a dialog too
        import tkinter
        from tkinter import messagebox

        root = tkinter.Tk()
        root.withdraw()
        messagebox.showerror("PyraPack", message)
    except Exception:
        pass
    return 1


def run():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        return _missing_pygame()
    if not getattr(pygame, "IS_CE", False):
        return _missing_pygame(plain_pygame=True)
    import multiprocessing

    from pyrapack.cli import main

    multiprocessing.freeze_support()
    main()
    return 0


if __name__ == "__main__":
    sys.exit(run())
