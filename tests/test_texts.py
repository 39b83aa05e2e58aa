"""What each game says in words, apart from any scene: the replay, the exported move list and
the game scene write a move the same way; 27's cells keep their names as the line shrinks."""

import random

import pygame
import pytest
from driver import Driver
from random_play import random_game

from pyrapack import games
from pyrapack.rules import twentyseven as rules27
from pyrapack.views.twentyseven import view as view27
from pyrapack.words.twentyseven import TwentySevenTexts
from pyrapack.ui import text
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


def shrunk_grey_game():
    """A grey game in which cell 2 vanished: white's pawn on it took its base along to cell 4."""
    state = rules27.new_game(variant="grey")
    line = []
    for move in (rules27.Move(0, 1), rules27.Move(8, 1), rules27.Move(1, 2)):
        line.append((state, move))
        state = state.play(move)
    return line, state


def test_27_moves_written_before_a_cell_vanished_still_name_the_board_s_cells():
    texts = TwentySevenTexts()
    line, state = shrunk_grey_game()
    assert [texts.move_text(b, m) for b, m in line] == ["1 × 1 → 2", "1 × 9 → 8", "2 × 2 → 4 + base"]
    assert len(state.cells) == 8 and state.cells[2] == "GGW"  # the cell named 4 is third in line now
    later = state.play(state.legal_moves()[0])  # black moves on; the names hold
    move = next(m for m in later.legal_moves() if m.from_cell == 2)  # white's stack, on the cell named 4
    assert texts.move_text(later, move).split(" × ")[1].startswith("4 →")
    assert texts.player_lines(state, 0)[0].endswith("cell 9")


@pytest.mark.parametrize("variant", ["grey", "red"])
def test_27_cells_keep_their_names_whenever_a_base_is_carried_away(variant):
    """Over seeded random games: the cells left keep their names, in order, and the pawns on
    each named cell are the ones the move did not touch (a saved game reads the same)."""
    vanished = 0
    for seed in range(60):
        rng, state = random.Random(seed), rules27.new_game(variant=variant)
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            after = rules27.State.from_dict(state.play(move).to_dict())
            names = [after.cell_name(i) for i in range(len(after.cells))]
            if not move.is_pass and state.removes_cell(move):
                vanished += 1
                gone, landing = move.from_cell, state.destination(move)
                assert names == [state.cell_name(i) for i in range(len(state.cells)) if i != gone]
                for i, cells in enumerate(state.cells):
                    if i not in (gone, landing):
                        assert after.cells[names.index(state.cell_name(i))] == cells
            state = after
    assert vanished > 20


def test_27_board_labels_the_cells_with_the_move_list_s_names(monkeypatch):
    pygame.font.init()
    text.forget()
    _, state = shrunk_grey_game()
    view = view27.TwentySevenView()
    view.layout(pygame.Rect(20, 90, 870, 640), 1.0)
    drawn = []
    monkeypatch.setattr(view27.text, "draw", lambda surface, words, pos, *a, **k: drawn.append((words, pos))
                        or pygame.Rect(pos, (1, 1)))
    view.draw(pygame.Surface((960, 800)), state)
    labels = [(words, pos[0]) for words, pos in drawn if words.isdigit()]
    assert [words for words, _ in labels] == ["1", "3", "4", "5", "6", "7", "8", "9"]
    assert all(abs(x - view.cell_x(i, 8)) < 1 for i, (_, x) in enumerate(labels))


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

    assert game_words.who_played("pyraos", (None, "hard")) == "You (Light) against the bot · Hard"
    assert game_words.who_played("twentyseven", (None, None)) == "Two players"
    assert game_words.result("pyraos", ("easy", None), {"winner": 1, "outcome": "x"}) == "You won"
    assert game_words.result("pyraos", ("easy", None), {"winner": 0, "outcome": "x"}) == "The bot won"
    assert game_words.result("pyraos", (None, None), {"winner": 0, "outcome": "x"}) == "Light won"
    assert game_words.result("pyraos", (None, None), None) == "In progress"
    assert game_words.title("twentyseven", "red") == "27 · Red" and game_words.title("pyramida") == "Pyramida"
