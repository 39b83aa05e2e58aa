"""What each game says in words, apart from any scene: the replay, the exported move list and
the game scene write a move the same way; who played and how it ended, in the players' words."""

import random

import pygame
import pytest
from driver import Driver
from random_play import game_where, random_game

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.scenes import parts

GAMES = [info.id for info in games.GAMES]


@pytest.mark.parametrize("game", GAMES)
def test_texts_need_no_scene_and_no_window(game):
    texts = parts.texts(games.get(game))
    states, moves = random_game(game, 1)
    for before, move in zip(states, moves):
        assert texts.move_text(before, move).strip()
    last = states[-1]
    assert all(isinstance(line, str) for p in (0, 1) for line in texts.player_lines(last, p))
    assert isinstance(texts.turn_detail(last), str) and isinstance(texts.notation_note(), str)


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_has_a_score_line(game):
    """Issue 41: a game's ``result_text`` was empty, and the end line said who won and nothing
    after it (``protocol``: a words part that does not define it is named)."""
    last = random_game(game, 3, games.get(game).rules.PLIES)[0][-1]
    if not last.is_over:
        pytest.skip(f"the random game of {game} did not end within its PLIES")
    texts = parts.texts(games.get(game))
    assert texts.result_text(last).strip() and texts.result_text(last, ("Alice", "Bob")).strip()


@pytest.mark.parametrize("game", GAMES)
def test_the_game_scene_hooks_say_what_the_texts_say(tmp_path, game):
    driver = Driver(tmp_path, size=(960, 600), game=game)
    try:
        scene = driver.top
        texts = scene.texts
        states, moves = random_game(game, 2, 12)
        for before, move in zip(states, moves):
            assert scene.texts.move_text(before, move) == texts.move_text(before, move)
        other = states[-2]  # not the scene's own position: no tray or selection to account for
        assert [scene.player_lines(other, p) for p in (0, 1)] == [texts.player_lines(other, p) for p in (0, 1)]
        assert scene.texts.notation_note() == texts.notation_note()
        assert scene.texts.result_text(states[-1]) == texts.result_text(states[-1])
        assert scene.texts.side_name(1) == texts.side_name(1)
    finally:
        driver.close()


@pytest.mark.parametrize("lang, today, yesterday, older", [
    ("en", "Today, 09:05", "Yesterday, 09:05", "3 Mar 2021, 09:05"),
    ("fr", "Aujourd'hui à 09:05", "Hier à 09:05", "3 mars 2021 à 09:05"),
])
def test_a_kept_game_s_date_reads_as_today_yesterday_or_the_date(lang, today, yesterday, older):
    import datetime

    from pyrapack import i18n
    from pyrapack import words as game_words

    now = datetime.datetime.now().replace(hour=9, minute=5)
    i18n.set_language(lang)
    try:
        assert game_words.when(now.isoformat()) == today
        assert game_words.when((now - datetime.timedelta(days=1)).isoformat()) == yesterday
        assert game_words.when(datetime.datetime(2021, 3, 3, 9, 5).isoformat()) == older
        assert game_words.when(None) == ""
    finally:
        i18n.set_language("en")


def test_who_played_and_how_it_ended_in_the_players_words():
    from pyrapack import words as game_words

    light = game_where(lambda info: info.sides[0] == "side.light").id
    assert game_words.who_played(light, (None, "hard")) == "You (Light) against the bot · Hard"
    assert game_words.who_played(light, (None, None)) == "Two players"
    assert game_words.result(light, ("easy", None), {"winner": 1, "outcome": "x"}) == "You won"
    assert game_words.result(light, ("easy", None), {"winner": 0, "outcome": "x"}) == "The bot won"
    assert game_words.result(light, (None, None), {"winner": 0, "outcome": "x"}) == "Light won"
    assert game_words.result(light, (None, None), None) == "In progress"
    varied, plain = game_where(lambda info: info.variants), game_where(lambda info: not info.variants)
    variant = varied.variants[-1]
    assert game_words.title(varied.id, variant) == f"{t(varied.title)} · {t(f'variant.{varied.id}.{variant}')}"
    assert game_words.title(plain.id) == t(plain.title) != plain.title  # its name, not its key
