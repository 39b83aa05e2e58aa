"""Pyramid Nim puzzles: proven exactly, by a search to the end of the game (a handful of plies).

A position and the same with the other side to move (the colours swapped) are one puzzle.
"""

from pyrapack.puzzles.proof import Rule

RULE = Rule(depth=None, nodes=20_000)


def canonical(state):
    return f"{state.variant}|{state.to_text()}"
