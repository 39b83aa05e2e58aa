"""The lines of the puzzles (issue 44): every defence is the one that holds out longest, "moves to
find" counts the solver's real decisions only (a forced move or a pass is played for the
player), and a line that stops before the end of the game says within how many plies the
solver wins from there. The shipped set is checked whole by both provers in test_puzzles.py;
here, the issue's own positions and a claim that does not hold, caught."""

import json

import pytest

from pyrapack import games
from pyrapack.puzzles import collection, maker, plain, proof

WITH_PUZZLES = [g.id for g in games.GAMES if g.has("puzzles")]

#: the issue's puzzles as first shipped: the defence l13-k14 off loses at the next ply, where
#: l13-k12 (j13>h11) holds out five plies; d8-c7 loses at the next ply, where h8-g7 or d8-e7
#: hold out five; and "3 moves to find" whose second move is a forced pass, its third the only one
PYRAMIDA = json.loads(
    '{"id":"pyramida-7506c7ec62","game":"pyramida","variant":null,"position":{"game":"pyramida","to_move":1,'
    '"white":["g10","n11","l13"],"black":["l11"],"exited":[2,4]},"line":["l11-j13","l13-k14 off","j13-k14 off"],'
    '"refute":[{"l11-k12 (l13>m12)":["m12-l13 (k12>j11)",false],"l11-m12 (l13>k12)":["k12-l13 (m12>l11)",false],'
    '"l11-k10":["l13-k14 off",false],"l11-j9":["l13-k14 off",false],"l11-m10 (n11>o10)":["o10-n11 (m10>l9)",false],'
    '"l11-n9":["l13-k14 off",false]},{"j13-i12":["g10-h11 (i12>j11)",false],"j13-h11 (g10>f9)":'
    '["f9-g10 (h11>i10)",false],"j13-h11 (g10>h9)":["h9-g10 (h11>i10)",false],"j13-k12":["g10-h11",false],'
    '"j13-l11":["n11-m12 (l11>k10)",false]}],"length":2,"lures":0,"difficulty":2,"proof":7}')
PYRAMIDAMES = json.loads(
    '{"id":"pyramidames-5ca41cc9b3","game":"pyramidames","variant":null,"position":{"game":"pyramidames",'
    '"to_move":0,"white":[[2,0],[5,1],[7,1],[0,2],[4,2],[6,2],[3,3],[5,3],[0,4]],"black":[[1,3],[7,3],[4,4],'
    '[6,4],[5,5],[7,5],[3,7],[5,7],[7,7]]},"line":["a3xc5","d8-c7","f4xd6xb8"],"refute":[{"a5xc3":["h8-g7",false]},'
    '{}],"length":2,"lures":0,"difficulty":2,"proof":7}')
TWENTYSEVEN = json.loads(
    '{"id":"twentyseven-27b586dc19","game":"twentyseven","variant":"basic","position":{"game":"twentyseven",'
    '"variant":"basic","to_move":1,"cells":["R","GWWWWBB","GBBB","GWBWB","GBW","G","G","GBWW","R"]},'
    '"line":["4 from cell 3","2 from cell 4","pass","1 from cell 6","1 from cell 6"],"refute":[{"1 from cell 3":'
    '["3 from cell 3",true],"2 from cell 3":["2 from cell 4",false],"3 from cell 3":["2 from cell 4",true]},{},{}],'
    '"length":3,"lures":0,"difficulty":3,"proof":"exact"}')


def again(puzzle):
    return maker.examine(puzzle["game"], maker.start(puzzle))


@pytest.mark.parametrize("puzzle, longest", [(PYRAMIDA, {"l13-k12 (j13>h11)"}),
                                             (PYRAMIDAMES, {"h8-g7", "d8-e7"})])
def test_the_defence_is_the_answer_that_holds_out_longest(puzzle, longest):
    """The line goes on with it, or stops before it (more than one move wins after it): then the
    win is within the plies it holds out, and one more."""
    start = maker.start(puzzle)
    after = start.play(maker.move_named(start, puzzle["line"][0]))
    assert str(maker._defence(proof.Judge(puzzle["game"]), after, start.to_move)) in longest
    made = again(puzzle)
    assert made["line"][0] == puzzle["line"][0]
    assert made["line"][1] in longest if len(made["line"]) > 1 else made["won_in"] == 6
    assert plain.check(made) == []


@pytest.mark.parametrize("puzzle, short", [(PYRAMIDA, "l13-k14 off"), (PYRAMIDAMES, "d8-c7")])
def test_plain_search_refuses_a_defence_that_does_not_hold_out_longest(puzzle, short):
    assert any(f"{short} holds out 1 ply" in claim for claim in plain.check(puzzle))


def test_moves_to_find_count_the_real_decisions_only():
    """27's "3 moves to find": the second is a forced pass, the third the only legal move."""
    made = again(TWENTYSEVEN)
    assert made["length"] == 1 and [bool(table) for table in made["refute"]] == [True, False, False]
    assert made["difficulty"] == maker.difficulty(1, made["lures"])


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_every_shipped_count_is_of_real_decisions(game):
    """A step of the solver whose moves all leave the same position (one legal move, a pass) has
    no refutation table and is not counted; every other step is a choice."""
    for puzzle in collection.shipped(game):
        solver = maker.start(puzzle).to_move
        mine = [before for before, _ in maker.walk(puzzle) if before.to_move == solver]
        for before, table in zip(mine, puzzle["refute"]):
            assert bool(table) == (len({before.play(m) for m in before.legal_moves()}) > 1), puzzle["id"]
        assert puzzle["length"] == sum(map(bool, puzzle["refute"])), puzzle["id"]


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_a_line_that_stops_before_the_end_says_within_how_many_plies_it_is_won(game):
    for puzzle in collection.shipped(game):
        end = maker.walk(puzzle)[-1]
        over = end[0].play(end[1]).is_over
        assert (puzzle["won_in"] is None) == over, puzzle["id"]
        assert over or puzzle["won_in"] >= 1


def test_plain_search_refuses_a_win_claimed_sooner_than_it_comes():
    made = again(PYRAMIDA)
    cut = {**made, "line": made["line"][:1], "refute": made["refute"][:1], "length": 1, "won_in": 1}
    assert plain.check({**cut, "won_in": proof.Judge("pyramida").holds(
        maker.walk(cut)[0][0].play(maker.move_named(maker.start(cut), cut["line"][0])), 1)}) == []
    assert any("wins within 1 ply" in claim for claim in plain.check(cut))
