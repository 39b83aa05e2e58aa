"""The player's preferences, kept between runs in ``settings.json``.

A file of a newer format (a newer PyraPack wrote it) is neither read nor set aside nor written
over: the app runs with the defaults, says so, and leaves the file as it is, as it leaves a
newer game file alone.
"""

import locale
from dataclasses import dataclass, field

from .file_words import Problem
from .i18n import LANGUAGES
from .json_file import encodes
from .players import LEVELS, SIDES, clean_name
from .storage import Newer

FILE = "settings.json"
FORMAT = 1
ZOOMS = (100, 125, 150)  # the Size setting: everything this much larger, in percent
VERBOSITIES = ("brief", "full")  # how much speech says: a move and what it changed, or the screen around it too

# What the setup screen remembers per game, and the accepted values.
CHOICES = {
    "mode": ("hotseat", "bot", "network"),
    "side": SIDES,
    "level": LEVELS,
    "first": SIDES,
    "tutorial": ("declined", "taken", "done"),  # the guided first game: offered once, then remembered
    "rematch": ("swap", "same"),  # the end banner's next game: sides swapped or kept
}


def _system_language():
    try:
        lang = (locale.getlocale()[0] or "").lower()
    except ValueError:
        lang = ""
    return "fr" if lang.startswith("fr") else "en"


@dataclass
class Settings:
    sound: bool = True
    fullscreen: bool = False
    window: tuple = (1280, 800)
    language: str = field(default_factory=_system_language)
    games: dict = field(default_factory=dict)
    move_marks: bool = True  # the board marks what can move (and what must) before any click
    names: tuple = ("", "")  # the two people's names the set-up screen last took ("": none)
    zoom: int = 100  # one of ZOOMS
    high_contrast: bool = False  # stronger edges and marks, for low vision and bright rooms
    speech: bool = False  # say everything through the screen reader (``pyrapack.speech``)
    go_on: bool = False  # lessons and puzzles go on by themselves (else they wait for the player)
    reduce_motion: bool = False  # nothing breathes, slides or fades
    verbosity: str = "brief"  # how much speech says (``VERBOSITIES``): brief, as screen-reader users set theirs

    def choice(self, game, key, default):
        """A remembered setup choice, or ``default`` when none (or a stale one) is kept."""
        value = self.games.get(game, {}).get(key, default)
        allowed = CHOICES.get(key)
        return value if allowed is None or value in allowed else default

    def remember(self, game, **choices):
        self.games.setdefault(game, {}).update(choices)

    def to_dict(self):
        return {
            "format": FORMAT,
            "sound": self.sound,
            "fullscreen": self.fullscreen,
            "window": list(self.window),
            "language": self.language,
            "games": self.games,
            "move_marks": self.move_marks,
            "names": list(self.names),
            "zoom": self.zoom,
            "high_contrast": self.high_contrast,
            "speech": self.speech,
            "go_on": self.go_on,
            "reduce_motion": self.reduce_motion,
            "verbosity": self.verbosity,
        }

    @classmethod
    def from_dict(cls, data):
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        if type(data.get("format")) is int and data["format"] > FORMAT:
            return Newer(data["format"])
        if type(data.get("format")) is not int or data["format"] != FORMAT:
            raise ValueError(f"unknown settings format {data.get('format')!r}")
        sound, full = data.get("sound"), data.get("fullscreen")
        window, lang, games = data.get("window"), data.get("language"), data.get("games")
        marks = data.get("move_marks", True)  # older files have none of these fields
        names = data.get("names", ["", ""])
        zoom, contrast = data.get("zoom", 100), data.get("high_contrast", False)
        speech, go_on, still = data.get("speech", False), data.get("go_on", False), data.get("reduce_motion", False)
        if not all(isinstance(flag, bool) for flag in (sound, full, marks, contrast, speech, go_on, still)):
            raise ValueError("'sound', 'fullscreen', 'move_marks', 'high_contrast', 'speech', 'go_on' and "
                             "'reduce_motion' must be true or false")
        verbosity = data.get("verbosity", "brief")
        if verbosity not in VERBOSITIES:
            raise ValueError(f"'verbosity' must be one of {', '.join(VERBOSITIES)}")
        if type(zoom) is not int or zoom not in ZOOMS:
            raise ValueError(f"'zoom' must be one of {', '.join(map(str, ZOOMS))}")
        if not (isinstance(window, list) and len(window) == 2
                and all(type(v) is int and 200 <= v <= 20000 for v in window)):
            raise ValueError("'window' must be [width, height]")
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}")
        if not isinstance(games, dict) or not all(
            encodes(g) and isinstance(v, dict)
            and all(encodes(k) and (x is None or isinstance(x, str) and encodes(x)) for k, x in v.items())
            for g, v in games.items()
        ):
            raise ValueError("'games' must map game names to choices (text that can be saved again)")
        if not (isinstance(names, list) and len(names) == 2
                and all(isinstance(name, str) and len(name) <= 100 and encodes(name) for name in names)):
            raise ValueError("'names' must be two names (text that can be saved again)")
        return cls(sound, full, tuple(window), lang, games, marks, tuple(clean_name(name) or "" for name in names),
                   zoom, contrast, speech, go_on, still, verbosity)


def load(storage):
    """Return ``(settings, problem)``; a bad file is set aside (see ``Storage.load``), defaults used.

    A newer file is kept as it is and never written over; the defaults are used all the same.
    """
    storage.expendable(FILE)  # preferences: a few copies of a spoilt file are plenty
    loaded, problem = storage.load(FILE, Settings.from_dict)
    if isinstance(loaded, Newer):
        storage.leave_alone(FILE)
        return Settings(), Problem("settings.newer", {"file": FILE, "version": loaded.version})
    return loaded or Settings(), problem


def save(storage, settings):
    """Write the settings soon; a failure shows up in ``storage.problems()``, the game goes on."""
    storage.write(FILE, settings.to_dict())


__all__ = ["Settings", "load", "save", "Problem", "CHOICES"]
