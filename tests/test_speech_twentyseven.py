"""27 by ear (issue 42, item 2): the bot's forced pass is said once ("Black cannot move and
passes" was said twice, by the message under the board and by the turn line)."""

import pytest
from random_play import random_game
from speech_player import Listener

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.match import Match
from pyrapack.speech.spoken import speakable

INFO = games.get("twentyseven")


def before_a_pass():
    """A match (two people's moves so far) whose next player can only pass, and that player."""
    for seed in range(200):
        variant = INFO.variants[0] if INFO.variants else None
        states, moves = random_game("twentyseven", seed, variant=variant, first=0)
        for ply, state in enumerate(states[:-1]):
            if ply and all(m.is_pass for m in state.legal_moves()):
                return INFO.options(variant, 0), moves[:ply], state.to_move
    raise AssertionError("no forced pass in 200 games")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bots_forced_pass_is_said_once(tmp_path, lang):
    options, moves, passer = before_a_pass()
    players = [None, None]
    players[passer] = "beginner"
    listener = Listener(tmp_path, lang)
    try:
        mark = len(listener.voice.lines)
        listener.app.resume_game(Match("twentyseven", options, players, moves=moves))
        listener.tick(20, dt=0.1)  # the notice, then the pass played
        name = t(INFO.sides[passer])
        said = [speakable(t(key, name=name)).rstrip(".") for key in ("game.must_pass", "game.passes_now")]
        heard = [line for line in listener.heard(mark) if line.rstrip(".") in said]
        assert len(heard) == 1, listener.heard(mark)
    finally:
        listener.close()
