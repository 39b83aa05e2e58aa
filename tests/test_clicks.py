"""Entering moves by clicks: narrowing, stepping back, optional choices."""

import pygame

from pyrapack.clicks import MoveInput

SEQS = {
    "a-b": [("a", "b")],
    "a-c": [("a", "c")],
    "d-e": [("d", "e")],
    "d-e+x": [("d", "e", "x")],
    "d-e+xy": [("d", "e", "x", "y"), ("d", "e", "y", "x")],
}


def test_first_click_narrows_and_lights_the_next_targets():
    inp = MoveInput(SEQS)
    assert inp.first_targets == {"a", "d"}
    assert inp.click("a") == ("more", None)
    assert inp.next_targets == {"b", "c"}
    assert inp.click("c") == ("play", "a-c")


def test_clicking_the_last_target_again_steps_back_and_another_start_restarts():
    inp = MoveInput(SEQS)
    inp.click("a")
    assert inp.click("a") == ("more", None) and inp.clicks == ()
    inp.click("a")
    assert inp.click("d") == ("more", None) and inp.clicks == ("d",)


def test_unrelated_target_is_rejected_without_losing_the_selection():
    inp = MoveInput(SEQS)
    inp.click("a")
    assert inp.click("zz") == ("reject", None)
    assert inp.clicks == ("a",)


def test_optional_choice_needs_confirmation_and_either_order_works():
    inp = MoveInput(SEQS)
    inp.click("d")
    assert inp.click("e") == ("more", None)
    assert inp.needs_confirmation and inp.confirm() == "d-e"
    assert inp.click("x") == ("more", None)
    assert inp.needs_confirmation and inp.confirm() == "d-e+x"
    assert inp.click("y") == ("play", "d-e+xy")
    inp.reset()
    for target in ("d", "e"):
        inp.click(target)
    inp.click("y")
    assert inp.click("x") == ("play", "d-e+xy")


def test_the_moves_a_click_would_leave_are_known_before_it_is_made():
    inp = MoveInput(SEQS)
    assert inp.candidates_after("d") == ["d-e", "d-e+x", "d-e+xy"]
    inp.click("d")
    inp.click("e")
    assert inp.candidates_after("y") == ["d-e+xy"] and inp.clicks == ("d", "e")


class _OneSpotView:
    """A board view whose every target is drawn in one place (as two targets of one piece may be)."""

    def click_sequences(self, state, moves):
        return {move: [(move,)] for move in moves}

    def target_rect(self, state, target):
        return pygame.Rect(10, 10, 20, 20), True

    def lead_in(self, state, target):
        return None


def test_the_keyboard_goes_round_targets_drawn_in_one_place_in_a_fixed_order():
    """Stops in reading order, and those in one place by what they are: not in the order of the
    set of targets, which follows Python's hash seed (eight of them: one order in 40,320)."""
    from pyrapack.scenes.board_input import BoardInput

    targets = [("piece", name) for name in ("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8")]
    board = BoardInput(_OneSpotView())
    board.start(None, list(reversed(targets)))
    assert [stop.key for stop in board.stops(lambda target: None)] == targets
