"""Pyramidames' lesson in the real app, by clicks: its own steps' words and side cards."""

from test_app_tutorial import open_lesson, play_step

from pyrapack.i18n import t
from pyrapack.tutorial.card import said_line


def test_a_step_without_specific_words_says_the_move_is_legal_but_not_this_ones(driver):
    scene = open_lesson(driver, "pyramidames")
    driver.click(driver.point_of(("pawn", (5, 1))))  # f2 can step, but the step is about c3
    assert not scene.input.clicks and said_line(scene.coaching)[0] == t("tutorial.not_this_one")


def test_pyramidames_cards_count_what_was_taken_in_the_lesson_not_from_a_full_board(driver):
    scene = open_lesson(driver, "pyramidames")
    taken = [line for player in (0, 1) for line in scene.player_lines(scene.state, player) if "taken" in line]
    assert taken == ["has taken 0 of Black's pawns", "has taken 0 of White's pawns"]
    while not any(m.is_capture for m in scene.coaching.right_moves()):
        play_step(driver, scene)
    driver.enter_move(next(m for m in scene.coaching.right_moves() if m.is_capture))
    start, now = scene.match.states[0], scene.state
    gone = [len(start.pieces(1 - p)) - len(now.pieces(1 - p)) for p in (0, 1)]
    assert max(gone) >= 1
    lines = [scene.player_lines(now, p)[1] for p in (0, 1)]
    assert lines == [t("pyramidames.taken", n=gone[p], other=scene.texts.side_name(1 - p)) for p in (0, 1)]
