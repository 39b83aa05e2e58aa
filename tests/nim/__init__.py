"""Pyramid Nim: the tests' own game, written by following ``docs/adding-a-game.md`` to the letter.

It lives here, not in PyraPack, and players never see it: the tests register it
(``tests/conftest.py``) so that every shared test, bench and screen runs on a fifth game, a
short one, with every part a game can have (``game/``: one module per layer) and its rules
page beside them (``docs/rules/nim.md``).
"""

from pyrapack.games import GameInfo

GAME = GameInfo("nim", "PyraPack", ("side.light", "side.dark"), package="nim.game")
