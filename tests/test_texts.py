"""What each game says in words, apart from any scene: the replay, the exported move list and
the game scene write a move the same way."""

import random

import pytest
from driver import Driver

from pyrapack import games
from pyrapack.rules import load

GAMES = [info.id for info in games.GAMES]


def random_game(game, seed, plies=40):
    info, rng = games.get(game), random.Random(seed)
    options = info.options(rng.choice(info.variants) if info.variants else None, rng.randrange(2))
    states, moves = [load(game).new_game(**options)], []
    while len(moves) < plies and not states[-1].is_over:
        move = rng.choice(sorted(states[-1].legal_moves(), key=str))
        moves.append(move)
        states.append(states[-1].play(move))
    return states, moves


@pytest.mark.parametrize("game", GAMES)
def test_texts_need_no_scene_and_no_window(game):
    texts = games.get(game).texts_class()()
    states, moves = random_game(game, 1)
    for before, move in zip(states, moves):
        assert texts.move_text(before, move).strip()
    last = states[-1]
    assert all(isinstance(line, str) for p in (0, 1) for line in texts.player_lines(last, p))
    assert isinstance(texts.turn_detail(last), str) and isinstance(texts.notation_note(), str)


@pytest.mark.parametrize("game", GAMES)
def test_the_game_scene_hooks_say_what_the_texts_say(tmp_path, game):
    driver = Driver(tmp_path, size=(960, 600), game=game)
    try:
        scene = driver.top
        texts = scene.texts
        states, moves = random_game(game, 2, plies=12)
        for before, move in zip(states, moves):
            assert scene.move_text(before, move) == texts.move_text(before, move)
        other = states[-2]  # not the scene's own position: no tray or selection to account for
        assert [scene.player_lines(other, p) for p in (0, 1)] == [texts.player_lines(other, p) for p in (0, 1)]
        assert scene.notation_note() == texts.notation_note()
        assert scene.result_text(states[-1]) == texts.result_text(states[-1])
        assert scene.side_name(1) == texts.side_name(1)
    finally:
        driver.close()
