"""The shipped puzzles (issue 27): enough of them, every difficulty and variant, no position twice
up to symmetry, every line legal move by move, and every claim proven again: the first move wins
and every other move does not (exactly with Pyraos' endgame solver and 27's search to the end,
within the stated plies in Pyramida and Pyramidames). Then the player's progress: levels, the
next puzzle, a bad file refused, and an own puzzle checked whole."""

import copy

import pytest

from pyrapack import games, storage
from pyrapack.puzzles import collection, maker, plain, progress, proof

GAMES = [g.id for g in games.GAMES]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_ships_enough_puzzles_of_every_difficulty_and_variant(game):
    puzzles = collection.shipped(game)
    assert len(puzzles) >= 60
    assert {p["difficulty"] for p in puzzles} == {1, 2, 3}
    assert {p["variant"] for p in puzzles} == set(games.get(game).variants or (None,))
    assert list(puzzles) == sorted(puzzles, key=collection.rank)  # easiest first


@pytest.mark.parametrize("game", GAMES)
def test_no_position_is_shipped_twice_up_to_symmetry(game):
    keys = [maker.canonical(game, maker.start(p)) for p in collection.shipped(game)]
    assert len(set(keys)) == len(keys)
    assert len({p["id"] for p in collection.pool(collection.MIXED)}) == len(collection.pool(collection.MIXED))


@pytest.mark.parametrize("game", GAMES)
def test_every_line_is_legal_and_every_wrong_move_has_its_refutation(game):
    for puzzle in collection.shipped(game):
        maker.check(puzzle)
        assert puzzle["refute"][0], puzzle["id"]  # never a forced first move
        steps = maker.walk(puzzle)
        solver = steps[0][0].to_move
        mine = [(before, move) for before, move in steps if before.to_move == solver]
        for (before, move), table in zip(mine, puzzle["refute"]):
            target = before.play(move)
            wrong = {str(m) for m in before.legal_moves() if before.play(m) != target}
            assert set(table) == wrong, puzzle["id"]
            for text, (answer, _) in table.items():
                if answer is not None:
                    maker.move_named(before.play(maker.move_named(before, text)), answer)


def test_a_puzzle_says_how_it_was_proven():
    for game in GAMES:
        rule = proof.rule(game)
        assert (rule.depth is None) == (game in ("pyraos", "twentyseven"))  # the games with an exact solver
        expected = "exact" if rule.depth is None else rule.depth
        assert all(p["proof"] == expected for p in collection.shipped(game))


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_puzzle_is_proven_again_by_its_game_rule(game):
    """``examine`` again from scratch: the only winning move, every other move's failure, the
    defence and the refutations all come out the same (the proof is deterministic)."""
    for puzzle in collection.shipped(game):
        again = maker.examine(game, maker.start(puzzle), source=puzzle.get("source"))
        assert again == puzzle, puzzle["id"]


def test_the_prover_finds_a_forced_win_and_no_win_where_there_is_none():
    puzzle = collection.shipped("twentyseven")[0]
    state = maker.start(puzzle)
    judge = proof.Judge("twentyseven")
    first = maker.move_named(state, puzzle["line"][0])
    assert judge.move_wins(state, first)[0]
    other = next(m for m in state.legal_moves() if state.play(m) != state.play(first))
    assert not judge.move_wins(state, other)[0]


# -- the player's progress --------------------------------------------------------------------
def test_the_level_rises_after_three_solved_and_falls_after_two_missed():
    record = progress.Progress()
    puzzles = collection.pool("pyraos")
    for puzzle in puzzles[:3]:
        record.record("pyraos", puzzle, True)
    assert record.level("pyraos") == 2
    assert record.next_puzzle("pyraos")["difficulty"] == 2
    for puzzle in puzzles[3:5]:
        record.record("pyraos", puzzle, False)
    assert record.level("pyraos") == 1
    assert record.counts("pyraos", puzzles[0]["difficulty"])["solved"] >= 1


def test_the_next_puzzle_is_the_easiest_unsolved_one_at_the_level():
    record = progress.Progress()
    first = record.next_puzzle("pyramida")
    assert first == collection.pool("pyramida")[0]
    record.record("pyramida", first, True)
    second = record.next_puzzle("pyramida", first)
    assert second != first and second == collection.pool("pyramida")[1]
    record.record("pyramida", second, False)  # failed: still unsolved, but not at once again
    assert record.next_puzzle("pyramida", second) != second


def test_progress_is_read_back_as_written_and_a_bad_file_is_refused():
    record = progress.Progress()
    record.record("mixed", collection.pool("mixed")[0], True)
    record.add_own(copy.deepcopy(collection.shipped("twentyseven")[0]) | {"id": "own-1"})
    data = record.to_dict()
    assert progress.Progress.from_dict(data).to_dict() == data
    assert progress.Progress.from_dict({**data, "format": 2}) == storage.Newer(2)  # left alone
    for bad in ({**data, "format": 0}, {**data, "results": {"x": "maybe"}},
                {**data, "levels": {"mixed": [4, 0]}}, {**data, "tally": {"chess": {}}}):
        with pytest.raises(ValueError):
            progress.Progress.from_dict(bad)


def test_an_own_puzzle_with_an_illegal_line_is_refused():
    puzzle = copy.deepcopy(collection.shipped("pyraos")[0])
    puzzle["line"] = puzzle["line"][:1] + ["not a move"]
    with pytest.raises(ValueError):
        maker.check(puzzle)
    with pytest.raises(ValueError):
        maker.check({**collection.shipped("pyraos")[0], "game": "chess"})


@pytest.mark.parametrize("game", GAMES)
def test_every_claim_of_every_shipped_puzzle_holds_by_plain_search(game):
    """The second prover (``plain.py``: no table, every line played by the rules, history and
    all) agrees with every claim: the line's moves win, every stated refutation refutes, an
    answer said to win does."""
    wrong = [claim for puzzle in collection.shipped(game) for claim in plain.check(puzzle)]
    assert wrong == []


@pytest.mark.parametrize("game", GAMES)
def test_the_plain_prover_catches_a_claim_that_does_not_hold(game):
    """A puzzle whose line starts with one of its wrong moves: that move does not win."""
    puzzle = collection.shipped(game)[0]
    wrong = next(iter(puzzle["refute"][0]))
    tampered = {**puzzle, "line": [wrong], "refute": [{}], "length": 1}
    assert plain.check(tampered) == [f"{puzzle['id']}: {wrong} wins"]
