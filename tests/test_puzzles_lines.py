"""The lines of the puzzles (issue 44): every defence is the one that holds out longest, "moves to
find" counts the solver's real decisions only (a forced move or a pass is played for the
player), and a line that stops before the end of the game says within how many plies the
solver wins from there. The shipped set is checked whole by both provers in test_puzzles.py;
the issue's own puzzles are in each game's test_puzzles_<game>.py."""

import pytest

from pyrapack import games
from pyrapack.puzzles import claims, collection, maker, plain, proof

WITH_PUZZLES = [g.id for g in games.GAMES if g.has("puzzles")]


def again(puzzle):
    """``puzzle`` made afresh from its position (as the maker makes it now)."""
    return maker.examine(puzzle["game"], maker.start(puzzle))


def holds_out_longest(puzzle, longest, plies):
    """The first defence of ``puzzle`` as first shipped did not hold out longest (one of ``longest``
    does): the maker now answers with one of them (the line goes on with it, or stops before it,
    more than one move winning after it: then the win comes within ``plies``), plain search agrees,
    and it refuses the line as first shipped."""
    start = maker.start(puzzle)
    after = start.play(maker.move_named(start, puzzle["line"][0]))
    assert str(maker._defence(proof.Judge(puzzle["game"]), after, start.to_move)) in longest
    made = again(puzzle)
    assert made["line"][0] == puzzle["line"][0]
    assert made["line"][1] in longest if len(made["line"]) > 1 else made["won_in"] == plies
    assert plain.check(made) == []
    assert any(f"{puzzle['line'][1]} holds out 1 ply" in claim for claim in plain.check(puzzle))
    return made


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


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_a_line_stopped_at_the_most_steps_ends_on_the_solver_s_move(game, monkeypatch):
    """A generated game (4x4, its stones taken back and forth) had lines longer than
    ``maker.MAX_STEPS`` of the solver's moves: the maker stopped after the other side's answer
    to the last one, the line ended on the wrong side's move, and the shipped check left five
    puzzles out (the app then said the copy was damaged). Made again with one step at most, a
    line of more ends on the solver's first move, and says within how many plies it is won."""
    puzzle = next((p for p in collection.shipped(game) if len(p["refute"]) >= 2), None)
    if puzzle is None:
        pytest.skip(f"{game} ships no puzzle of two steps of the solver's")
    monkeypatch.setattr(maker, "MAX_STEPS", 1)
    made = again(puzzle)
    maker.check(made)
    assert made["line"] == puzzle["line"][:1] and len(made["refute"]) == 1 and made["won_in"] >= 1


def test_plain_search_refuses_a_win_claimed_sooner_than_it_comes():
    """A line cut after its first move, its end said to be won within one ply: plain search finds
    that claim false, and the true count true."""
    puzzle = next(p for game in WITH_PUZZLES for p in collection.shipped(game)
                  if p["won_in"] is None and len(p["line"]) >= 3 and proof.rule(game).depth is not None)
    start = maker.start(puzzle)
    end = start.play(maker.move_named(start, puzzle["line"][0]))
    cut = {**puzzle, "line": puzzle["line"][:1], "refute": puzzle["refute"][:1], "length": 1}
    true = proof.Judge(puzzle["game"]).holds(end, start.to_move)
    assert true > 1 and plain.check({**cut, "won_in": true}) == []
    assert any("wins within 1 ply" in claim for claim in plain.check({**cut, "won_in": 1}))


def test_the_game_rule_refuses_claims_that_do_not_hold():
    """The first prover's check (``claims.check``) finds a refutation that does not refute, a
    count of decisions that is not one and a line's end said to be won sooner than it is."""
    game = next(g for g in WITH_PUZZLES if any(len(p["line"]) >= 3 for p in collection.shipped(g)))
    puzzle = next(p for p in collection.shipped(game) if len(p["line"]) >= 3 and p["refute"][0])
    assert claims.check(puzzle) == []
    text, (answer, wins) = next(iter(puzzle["refute"][0].items()))
    start = maker.start(puzzle)
    after = start.play(maker.move_named(start, text))
    judge, plies = proof.Judge(game), proof.rule(game).plies
    losing = next((str(m) for m in after.legal_moves() if after.play(m).is_over and after.play(m).winner ==
                   start.to_move or judge._wins_for(after.play(m), start.to_move, plies - 2)), None)
    table = {**puzzle["refute"][0], text: [losing or answer, wins]}
    changed = {**puzzle, "refute": [table] + puzzle["refute"][1:], "length": puzzle["length"] + 1}
    wrong = claims.check(changed)
    assert f"{puzzle['id']}: {puzzle['length'] + 1} moves to find, not the decisions counted" in wrong
    assert losing is None or f"{puzzle['id']}: {losing} refutes {text}" in wrong
    cut = {**puzzle, "line": puzzle["line"][:1], "refute": puzzle["refute"][:1], "length": 1,
           "won_in": 1}
    assert f"{puzzle['id']}: the line's end is won within 1 plies, no fewer" in claims.check(cut)
