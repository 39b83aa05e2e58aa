"""Who plays a game and who moves first: the bot levels, and the choices that pick players.

A game's ``players`` is a pair, one entry per side: ``HUMAN`` (None) for a person at this
computer, or the name of a bot level. The set-up screen, the command line, a rematch and
"Play from here" all turn their choices into players and a first player here, so they
agree; the bots' engine has one ``Level`` per name of ``LEVELS``. Two people at one computer
may give their names (``names``: a pair too, None for a side without one), kept with the game.
"""

import functools
import random
import re
import unicodedata

from . import graphemes

HUMAN = None
LEVELS = ("beginner", "easy", "medium", "hard", "expert")  #: weakest first
DEFAULT_LEVEL = "medium"
SIDES = ("0", "1", "random")  #: a side chosen on screen: player 0, player 1, or drawn by lot


def is_level(value):
    return isinstance(value, str) and value in LEVELS


def seats(bot=None, human_side="0", rng=random):
    """The players: two people when ``bot`` is None, else a person on ``human_side`` (one of
    ``SIDES``) against the bot level ``bot``."""
    players = [HUMAN, HUMAN]
    if bot is not None:
        human = rng.randrange(2) if human_side == "random" else int(human_side)
        players[1 - human] = bot
    return tuple(players)


def first_player(choice="0", rng=random):
    """Who moves first for a choice of ``SIDES`` ("random": drawn by lot)."""
    return rng.randrange(2) if choice == "random" else int(choice)


def rematch(match, choice):
    """The next game of ``match`` as its set-up says (``choice(key, default)``, one game's choices):
    who moves first, and whether the sides swap (unless the end banner kept them). Where the
    lot draws who starts, it draws the first game of a sitting only: at each rematch the other
    player starts (the side that started, if the players swap sides; else the other side)."""
    swap = choice("rematch", "swap") == "swap"
    drawn, started = choice("first", "random") == "random", match.options.get("first")
    if drawn and started in (0, 1):
        return match.rematch(started if swap else 1 - started, swap)
    return match.rematch(first_player(choice("first", "random")), swap)


def vs_bot(players):
    return any(p is not HUMAN for p in players)


NAME_LENGTH = 20  #: characters of a player's name, at most, as a reader counts them (``graphemes``)
# The format characters a name keeps: the zero-width joiner and non-joiner (one emoji of
# several, a word of Persian or Hindi held apart) and the tag characters of a flag's emoji.
# Every other one (text direction overrides, zero-width spaces, byte-order marks) reorders or
# hides text, and goes.
_JOINERS = "\u200c\u200d"
_TAGS = "\U000e0020-\U000e007f"
_KEPT_FORMAT = frozenset(_JOINERS + "".join(map(chr, range(0xE0020, 0xE0080))))
_STRAY = re.compile(  # a joiner not between two characters, a tag not after what it tags
    rf"(?:^|(?<=\s))[{_JOINERS}{_TAGS}]+|[{_JOINERS}]+(?=\s|$)")


def name_characters(text):
    """The characters of typed ``text`` a name keeps: no control, unassigned or private-use
    character, and of the format characters only those that join (``_JOINERS``, ``_TAGS``)."""
    return "".join(c for c in text if unicodedata.category(c)[0] != "C" or c == " " or c in _KEPT_FORMAT)


def clean_name(value):
    """A name as typed, made fit to keep and show: spaces trimmed and runs of them made one,
    only the characters ``name_characters`` keeps, a joiner only between two characters, at
    most ``NAME_LENGTH`` characters as a reader counts them (``graphemes``: a flag, an accented
    letter, a joined emoji count one, and are never cut); None when nothing is left (or
    ``value`` is no text)."""
    if not isinstance(value, str):
        return None
    return _clean(value) if len(value) <= 200 else _cleaned(value)


@functools.lru_cache(maxsize=4096)
def _clean(value):
    """``_cleaned``, remembered: the Games screen checks the same two people's names thousands of times."""
    return _cleaned(value)


def _cleaned(value):
    kept = graphemes.first(" ".join(_STRAY.sub("", name_characters(value)).split()), NAME_LENGTH)
    kept = " ".join(_STRAY.sub("", kept).split())  # the cut may leave a joiner at the end, two spaces
    try:
        kept.encode("utf-8")
    except UnicodeEncodeError:
        return None
    return kept or None


def names_for(players, names):
    """The names of a game between ``players``: a name only for a person, none at all against
    the bot (the cards say "You" and the bot's level); ``(None, None)`` when there are none."""
    names = tuple(names or (None, None))
    if vs_bot(players) or len(names) != 2:
        return (None, None)
    return tuple(clean_name(name) for name in names)
