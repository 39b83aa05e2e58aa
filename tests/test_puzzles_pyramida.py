"""Pyramida's puzzles and the third repetition (issue 33): the player who creates a position the
third time loses, so a position's value depends on the line that led to it, and a prover that
reuses a value learnt on one line for another gets it wrong."""

import json

from test_puzzles_lines import holds_out_longest

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


#: pyramida-7506c7ec62 as first shipped (issue 44, item 1): after l11-j13 it answered l13-k14 off,
#: which loses at the next ply, where l13-k12 (j13>h11) holds out five plies
PYRAMIDA = json.loads(
    '{"id":"pyramida-7506c7ec62","game":"pyramida","variant":null,"position":{"game":"pyramida","to_move":1,'
    '"white":["g10","n11","l13"],"black":["l11"],"exited":[2,4]},"line":["l11-j13","l13-k14 off","j13-k14 off"],'
    '"refute":[{"l11-k12 (l13>m12)":["m12-l13 (k12>j11)",false],"l11-m12 (l13>k12)":["k12-l13 (m12>l11)",false],'
    '"l11-k10":["l13-k14 off",false],"l11-j9":["l13-k14 off",false],"l11-m10 (n11>o10)":["o10-n11 (m10>l9)",false],'
    '"l11-n9":["l13-k14 off",false]},{"j13-i12":["g10-h11 (i12>j11)",false],"j13-h11 (g10>f9)":'
    '["f9-g10 (h11>i10)",false],"j13-h11 (g10>h9)":["h9-g10 (h11>i10)",false],"j13-k12":["g10-h11",false],'
    '"j13-l11":["n11-m12 (l11>k10)",false]}],"length":2,"lures":0,"difficulty":2,"proof":7}')


def test_the_defence_holds_out_longest():
    holds_out_longest(PYRAMIDA, {"l13-k12 (j13>h11)"}, 6)
    from pyrapack.puzzles import claims

    assert "pyramida-7506c7ec62: l13-k12 (j13>h11) holds out longer than l13-k14 off" in claims.check(PYRAMIDA)
