"""Pyraos by ear (issue 42, item 4): an empty spot "can place" (not "can move"); while the balls
a square takes back are chosen, the ball just placed is said as such (it was "a4, empty"); in
French the colours agree ("bille claire")."""

import pygame
import pytest
from random_play import random_game
from speech_player import Listener

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.match import Match

INFO = games.get("pyraos")


def take_back_position():
    """A position of a seeded random game where the move to play completes a square, and that move."""
    for seed in range(200):
        states, moves = random_game("pyraos", seed, variant=INFO.variants[0] if INFO.variants else None, first=0)
        for ply, move in enumerate(moves):
            if move.take and states[ply].to_move == 0:
                options = INFO.options(INFO.variants[0] if INFO.variants else None, 0)
                return Match("pyraos", options, (None, None), moves=moves[:ply]), move
    raise AssertionError("no square completed in 200 games")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_places_and_the_ball_just_played_are_said_as_they_are(tmp_path, lang):
    match, move = take_back_position()
    listener = Listener(tmp_path, lang)
    try:
        listener.app.resume_game(match)
        listener.tick(2)
        scene = listener.top
        empty = next(stop for stop in scene.focus_stops() if isinstance(stop.key, tuple) and stop.key[0] == "spot"
                     and scene.state.ball_at(stop.key[1]) is None)
        assert stop_words(empty) == t("speech.target_place", what=t("pyraos.say.empty", spot=scene.texts.spot_label(empty.key[1])))
        own = [stop for stop in scene.focus_stops() if isinstance(stop.key, tuple) and stop.key[0] == "spot" and scene.state.ball_at(stop.key[1]) == 0]
        if own:
            assert t(f"pyraos.say.ball.0", spot="").strip(", ") in stop_words(own[0])
        for target in scene.input.sequence_of(move)[:2]:  # the ball placed (or raised): the take-back's choice next
            scene.press(target)
        listener.tick()
        words = [stop_words(stop) for stop in scene.focus_stops() if stop.key == ("take", move.dst)]
        placed = t("pyraos.say.played", spot=scene.texts.spot_label(move.dst))
        assert words and placed in words[0] and t("pyraos.say.empty", spot="").strip(", ") not in words[0], words
        if lang == "fr":
            assert "bille claire" in t("pyraos.say.ball.0", spot="a1") and "Clair" not in t("pyraos.say.ball.0", spot="a1")
    finally:
        listener.close()


def stop_words(stop):
    return stop.words()
