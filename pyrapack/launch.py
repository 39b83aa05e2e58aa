"""How the app was asked to start: the options of the command line, all optional.

Its own module so that the app and the command line both depend on it and not
on each other (``cli`` builds a ``Launch``, ``App`` reads one).
"""

from dataclasses import dataclass

from . import games, players


@dataclass
class Launch:
    """What the player asked for before the window opened (every field optional)."""

    no_sound: bool = False
    fullscreen: bool = False
    game: str | None = None
    bot: str | None = None  # a bot level, or None for two players on this computer
    side: str = "random"  # which side the human plays against the bot: "0", "1" or "random"
    variant: str | None = None
    language: str | None = None
    size: tuple[int, int] | None = None
    data_dir: str | None = None
    self_check: bool = False  # run ``selfcheck`` instead of the game (the command line decides)
    open_file: str | None = None  # a shared game (.pyrapack) to open in the replay
    speech: bool = False  # speak (``--speech``): for players who cannot see the board; kept on
    voice: object = None  # a speech backend to use instead of the system's (tests record what is said)
    listen: tuple | None = None  # the addresses a hosted game listens on (``--listen``; None: every one here)

    def match_options(self, settings):
        """The options and players of the game to start directly."""
        info = games.get(self.game)
        variant = self.variant or settings.choice(info.id, "variant", None)
        first = players.first_player("random") if info.drawn_first else 0
        return {"options": info.options(variant, first), "players": list(players.seats(self.bot, self.side))}
