"""PyraPack: four pyramid-themed abstract games for two players."""

import os

# pygame-ce greets the console when imported unless told not to. Every entry point (main.py,
# python -m pyrapack, the pyrapack command, tools/, bench/, the stand-alone build) imports
# this package before pygame, so saying it once here keeps the console quiet everywhere.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
