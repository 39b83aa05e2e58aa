"""27 in words: its cells keep their names as the line shrinks, in the move list and on the board."""

import random

import pygame
import pytest

from pyrapack.rules import twentyseven as rules27
from pyrapack.ui import text
from pyrapack.views.twentyseven import view as view27
from pyrapack.words.twentyseven import TwentySevenTexts


def shrunk_grey_game():
    """A grey game in which cell 2 vanished: white's pawn on it took its base along to cell 4."""
    state = rules27.new_game(variant="grey")
    line = []
    for move in (rules27.Move(0, 1), rules27.Move(8, 1), rules27.Move(1, 2)):
        line.append((state, move))
        state = state.play(move)
    return line, state


def test_27_moves_written_before_a_cell_vanished_still_name_the_board_s_cells():
    texts = TwentySevenTexts(rules27.GAME)
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
