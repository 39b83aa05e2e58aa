"""Pyramida's puzzles and the third repetition (issue 33): the player who creates a position the
third time loses, so a position's value depends on the line that led to it, and a prover that
reuses a value learnt on one line for another gets it wrong."""

from pyrapack.puzzles import maker, plain, proof
from pyrapack.rules.pyramida import State

#: ``pyramida-a0413a8447`` as first shipped: Black to move, 4-4 off; it said that only m12-k14 wins
RACE = State.from_dict({"game": "pyramida", "to_move": 1, "white": ["j11"], "black": ["m12"],
                        "exited": [4, 4]})


def test_a_win_by_the_other_sides_third_repetition_is_seen_by_both_provers():
    """m12-l13 also wins: White's only try, j11-k12 (l13>n11), walks into the third repetition
    by the sixth ply."""
    move = maker.move_named(RACE, "m12-l13")
    assert proof.Judge("pyramida").move_wins(RACE, move)[0]
    assert plain.Plain("pyramida").forces(RACE.play(move), 1, 6)


def line(state, moves):
    for text in moves:
        state = state.play(maker.move_named(state, text))
    return state


def test_one_judge_tells_a_position_on_two_lines_apart():
    """White to move, j11 against l13: met the second time on the line below, White's
    j11-k12 (l13>n11) would make a position the third time, and White loses within five plies;
    met fresh, White does not. One judge asked both, in either order, answers each apart."""
    again = line(RACE, ["m12-l13", "j11-k12 (l13>n11)", "n11-l13 (k12>j11)"])
    fresh = State.from_dict(again.to_dict())
    assert again == fresh and again.to_text() == "j11 | l13"
    for first, second in ((again, fresh), (fresh, again)):
        judge = proof.Judge("pyramida")
        answers = {id(s): judge.loses(s, 5)[0] for s in (first, second)}
        assert answers == {id(again): True, id(fresh): False}
    assert plain.Plain("pyramida").forces(again, 1, 5)
    assert not plain.Plain("pyramida").forces(fresh, 1, 5)
