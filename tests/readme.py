"""The README as the tests read it: the games it describes to players (``docs/adding-a-game.md``,
its last step: a game's name in bold under "The games"). A game is written part by part with the
suite green at each step; what the README says of the games (each whole, its notation in the key
table) is asked of those it describes, not of every game registered."""

import pathlib

from pyrapack import games, i18n

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"


def described_games():
    """The registered games whose English name is in bold under the README's "The games"."""
    section = README.read_text(encoding="utf-8").split("## The games", 1)[1].split("\n## ", 1)[0]
    return [info for info in games.GAMES if f"**{i18n.catalogue('en').get(info.title)}**" in section]
