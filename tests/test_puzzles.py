"""The shipped puzzles (issue 27): enough of them, every difficulty and variant, no position twice
up to symmetry, every line legal move by move, and every claim proven again: the first move wins
and every other move does not (exactly, by a game's endgame solver or a search to the end, or
within the plies its puzzle part states). Then the player's progress: levels, the next puzzle,
a bad file refused, and an own puzzle checked whole."""

import copy

import pytest

from pyrapack import games, storage
from pyrapack.puzzles import claims, collection, maker, plain, progress, proof

GAMES = [g.id for g in games.GAMES]
WITH_PUZZLES = [g for g in GAMES if games.get(g).has("puzzles")]
#: a game whose puzzles the prover itself proves to the end (no solver of its own), and any other
EXACT = next(g for g in WITH_PUZZLES if proof.rule(g).depth is None and not hasattr(games.get(g).part("puzzles"), "solve"))
ANY, OTHER = WITH_PUZZLES[-1], WITH_PUZZLES[0]


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_each_game_ships_enough_puzzles_of_every_difficulty_and_variant(game):
    puzzles = collection.shipped(game)
    assert len(puzzles) >= 60
    assert {p["difficulty"] for p in puzzles} == {1, 2, 3}
    assert {p["variant"] for p in puzzles} == set(games.get(game).variants or (None,))
    assert list(puzzles) == sorted(puzzles, key=collection.rank)  # easiest first


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_no_position_is_shipped_twice_up_to_symmetry(game):
    keys = [maker.canonical(game, maker.start(p)) for p in collection.shipped(game)]
    assert len(set(keys)) == len(keys)
    assert len({p["id"] for p in collection.pool(collection.MIXED)}) == len(collection.pool(collection.MIXED))


@pytest.mark.parametrize("game", WITH_PUZZLES)
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
    """As its game's puzzle part says: exact (an exact solver, or a search to the end), or within
    the depth it states."""
    for game in WITH_PUZZLES:
        rule = proof.rule(game)
        assert rule.depth is None or (rule.depth > 0 and not hasattr(games.get(game).part("puzzles"), "solve"))
        expected = "exact" if rule.depth is None else rule.depth
        assert all(p["proof"] == expected for p in collection.shipped(game))


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_every_claim_of_every_shipped_puzzle_holds_by_its_game_rule(game):
    """The first prover (``proof.Judge``, the game's rule) proves every claim (``claims.check``):
    the line's moves win, every other move is refuted by its stated answer, every defence holds
    out longest (the strict prover: issue 44), the count of decisions and ``won_in``."""
    wrong = [claim for puzzle in collection.shipped(game) for claim in claims.check(puzzle)]
    assert wrong == []


def sample(game):
    """A puzzle of each variant and difficulty, and the longest line: the maker's run again on
    these (the whole set's claims are proven above, by both provers)."""
    puzzles = collection.shipped(game)
    kinds = {(p["variant"], p["difficulty"]): p for p in reversed(puzzles)}
    return list(kinds.values()) + [max(puzzles, key=lambda p: (len(p["line"]), p["id"]))]


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_the_maker_makes_the_shipped_puzzles_again(game):
    """``examine`` again from scratch: the only winning move, every other move's failure, the
    defences, the refutations, the count of decisions and ``won_in`` all come out the same (the
    proof is deterministic)."""
    for puzzle in sample(game):
        again = maker.examine(game, maker.start(puzzle), source=puzzle.get("source"))
        assert again == puzzle, puzzle["id"]


def test_the_prover_finds_a_forced_win_and_no_win_where_there_is_none():
    puzzle = collection.shipped(EXACT)[0]
    state = maker.start(puzzle)
    judge = proof.Judge(EXACT)
    first = maker.move_named(state, puzzle["line"][0])
    assert judge.move_wins(state, first)[0]
    other = next(m for m in state.legal_moves() if state.play(m) != state.play(first))
    assert not judge.move_wins(state, other)[0]


# -- the player's progress --------------------------------------------------------------------
def test_the_level_rises_after_three_solved_and_falls_after_two_missed():
    record = progress.Progress()
    puzzles = collection.pool(ANY)
    for puzzle in puzzles[:3]:
        record.record(ANY, puzzle, True)
    assert record.level(ANY) == 2
    assert record.next_puzzle(ANY)["difficulty"] == 2
    for puzzle in puzzles[3:5]:
        record.record(ANY, puzzle, False)
    assert record.level(ANY) == 1
    assert record.counts(ANY, puzzles[0]["difficulty"])["solved"] >= 1


def test_the_next_puzzle_is_the_easiest_unsolved_one_at_the_level():
    record = progress.Progress()
    first = record.next_puzzle(OTHER)
    assert first == collection.pool(OTHER)[0]
    record.record(OTHER, first, True)
    second = record.next_puzzle(OTHER, first)
    assert second != first and second == collection.pool(OTHER)[1]
    record.record(OTHER, second, False)  # failed: still unsolved, but not at once again
    assert record.next_puzzle(OTHER, second) != second


def test_progress_is_read_back_as_written_and_a_bad_file_is_refused():
    record = progress.Progress()
    record.record("mixed", collection.pool("mixed")[0], True)
    record.add_own(copy.deepcopy(collection.shipped(EXACT)[0]) | {"id": "own-1"})
    data = record.to_dict()
    assert progress.Progress.from_dict(data).to_dict() == data
    assert progress.Progress.from_dict({**data, "format": 2}) == storage.Newer(2)  # left alone
    for bad in ({**data, "format": 0}, {**data, "results": {"x": "maybe"}},
                {**data, "levels": {"mixed": [4, 0]}}, {**data, "tally": {"chess": {}}}):
        with pytest.raises(ValueError):
            progress.Progress.from_dict(bad)


def test_an_own_puzzle_with_an_illegal_line_is_refused():
    puzzle = copy.deepcopy(collection.shipped(ANY)[0])
    puzzle["line"] = puzzle["line"][:1] + ["not a move"]
    with pytest.raises(ValueError):
        maker.check(puzzle)
    with pytest.raises(ValueError):
        maker.check({**collection.shipped(ANY)[0], "game": "chess"})


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_every_claim_of_every_shipped_puzzle_holds_by_plain_search(game):
    """The second prover (``plain.py``: no table, every line played by the rules, history and
    all) agrees with every claim: the line's moves win, every stated refutation refutes, an
    answer said to win does, every defence holds out longest (issue 44) and a line's end is won
    within its ``won_in``."""
    wrong = [claim for puzzle in collection.shipped(game) for claim in plain.check(puzzle)]
    assert wrong == []


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_the_plain_prover_catches_a_claim_that_does_not_hold(game):
    """A puzzle whose line starts with one of its wrong moves: that move does not win."""
    puzzle = collection.shipped(game)[0]
    wrong = next(iter(puzzle["refute"][0]))
    tampered = {**puzzle, "line": [wrong], "refute": [{}], "length": 1, "won_in": None}
    assert plain.check(tampered) == [f"{puzzle['id']}: {wrong} wins"]
