"""PyraPack: pyramid-themed abstract games for two players (the games: ``games.py``)."""

import os

# pygame-ce greets the console when imported unless told not to. Every entry point (main.py,
# python -m pyrapack, the pyrapack command, tools/, bench/, the stand-alone build) imports
# this package before pygame, so saying it once here keeps the console quiet everywhere.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# On a Windows screen scaled to 125% or more, a program that does not say it knows about DPI
# is drawn small and stretched by the system: blurred text. Said before the display starts,
# every window pixel is a screen pixel (the Size setting then makes everything larger).
os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")

__version__ = "0.1.0"
