"""Each game played to its end against the Beginner bot by a player who cannot see it (issue 42):
it reads only the words speech says (a recording backend) and sends only real key events
(``speech_player.EarGame``): Tab and Enter through the menu and the set-up, then each turn A (the
moves), one of them typed after N, Enter. No move it typed is refused (no letter leaks into the
field), and brief speech holds a move to ``WORDS`` words and ``KEYS`` key presses on average.

Here each game is played in one language, the languages taking turns (a whole game costs a few
CPU seconds); ``bench/speech_games.py`` plays every game in both languages, in brief and full
speech, with the same player and the same bounds, and its figures are in bench/RESULTS.md."""

import random

import pytest
from speech_player import EarGame, Listener

from pyrapack import games

WORDS = 30  # words heard per move of the player's, on average over the game (its reply's words included)
KEYS = 10  # key presses per move of the player's (A, N, the move's characters, Enter)
LANGUAGES = ("en", "fr")

GAMES = [g.id for g in games.GAMES if g.playable and g.package == "pyrapack"]  # the four games PyraPack ships
SLICE = [(game, LANGUAGES[i % 2]) for i, game in enumerate(GAMES)]


def play_by_ear(folder, game, lang, verbosity="brief", seed=""):
    """One game against Beginner by ear; ``(words, keys, moves, refused, lines heard, words said
    once)``: the game's heading and its end, however long it is."""
    random.seed(f"{game}-{lang}{seed}")  # the match's seed and who starts by lot: the same game each run
    listener = Listener(folder, lang)
    try:
        listener.app.settings.verbosity = verbosity
        player = EarGame(listener, game, seed=f"{lang}{seed}")
        player.set_up()
        words, keys, moves = player.play()
        return words, keys, moves, player.refused, listener.heard(player.start_words), player.once
    finally:
        listener.close()


@pytest.mark.parametrize("game, lang", SLICE)
def test_a_whole_game_against_the_bot_by_ear(tmp_path, game, lang):
    """Per move, the words said once a game aside (a game of five moves paid its heading and its
    end over five: issue 41, a sixth game heard 31 words a move, 24 without them)."""
    words, keys, moves, refused, _, once = play_by_ear(tmp_path, game, lang)
    assert refused == []
    assert moves and (words - once) / moves <= WORDS, (words, once, moves)
    assert keys / moves <= KEYS, (keys, moves)
