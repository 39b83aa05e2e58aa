"""The benchmarks still run and report every game (their figures are not judged here:
speed is measured by running them, not asserted in tests)."""

import importlib.util
import itertools
import math
import pathlib
import random

import pytest

from pyrapack import games
from pyrapack.bots import book

BENCH = pathlib.Path(__file__).resolve().parents[1] / "bench"


def load_bench(name):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rules_speed_reports_every_game_and_variant(capsys):
    load_bench("rules_speed").main(["0.02"])
    lines = capsys.readouterr().out.splitlines()
    for game in [g.id for g in games.GAMES]:
        rows = [line for line in lines if line.split()[0].split("/")[0] == game]
        assert rows and all(float(row.split()[1].replace(",", "")) > 0 for row in rows)


def test_rules_speed_refuses_a_bad_argument(capsys):
    with pytest.raises(SystemExit):
        load_bench("rules_speed").main(["soon"])
    assert "invalid float value" in capsys.readouterr().err


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_bots_bench_plays_its_games_and_prints_the_tables(game, capsys):
    """Two short games (40 plies at most: the tables are what is tested, not the bots)."""
    load_bench("bots").main(["--games", "2", "--game", game, "--pairing", "easy-random", "--max-plies", "40", "--untimed",
                             "--jobs", "1", "--no-frames", "--no-speed"])
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("easy v random"))
    wins, draws, losses = (int(x) for x in row.split()[5:8])  # after the score and its error
    assert wins + draws + losses == 2
    assert "move time" in out and any(line.startswith("easy ") for line in out.splitlines())


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_bots_bench_measures_the_search_speed(game):
    nps, depth = load_bench("bots").measure_speed(game, nodes=1_500)
    assert nps > 0 and depth >= 1


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_reference_opponent_draws_among_its_best_moves(game):
    reference = load_bench("reference")
    state = games.get(game).rules.new_game()
    ref = reference.Reference(game, 2, reference.reference(game).evaluate, margin=reference.reference(game).margin)
    scored = ref.scores(state)
    best = max(score for score, _ in scored)
    ties = {move for score, move in scored if score == best}
    chosen = {reference.choose(game, state, seed, depth=2) for seed in range(12)}
    assert chosen <= ties
    assert len(chosen) > 1 or len(ties) == 1


def test_save_speed_reports_each_length(capsys):
    load_bench("save_speed").main(["--plies", "20", "60", "--samples", "2", "--no-scene"])
    rows = [line.split() for line in capsys.readouterr().out.splitlines() if line.split()[0].isdigit()]
    assert [row[0] for row in rows] == ["20", "60"] and all(float(x) > 0 for row in rows for x in row[2:])


def test_library_speed_lists_and_opens_its_games(capsys):
    load_bench("library_speed").main(["--games", "12", "--repeat", "1"])
    out = capsys.readouterr().out
    assert out.startswith("12 games") and "open screen" in out and "open game" in out
    assert "games screen" in out and "replay" in out


def test_library_scale_fills_a_folder_and_measures_the_library_alone(tmp_path):
    """The 50,000-game bench at 12 games, without its starts in new processes (each a whole app)."""
    from pyrapack.library import Library
    from pyrapack.storage import Storage

    scale = load_bench("library_scale")
    scale.fill(str(tmp_path), 12, random.Random(1))
    assert len(Library(Storage(tmp_path)).list()) == 12
    parts = scale.measure_library(str(tmp_path))
    assert set(parts["rows_written"]) == {1} and parts["listed"] == 12 and parts["rows"] == 12
    assert parts["problems"] == []


def test_review_speed_reviews_a_game_in_the_worker(capsys):
    game = min(games.GAMES, key=lambda info: info.rules.PLIES).id  # the shortest game
    load_bench("review_speed").main(["--games", "1", "--game", game])
    row = next(line.split() for line in capsys.readouterr().out.splitlines() if line.startswith(game))
    assert int(row[1]) > 0 and float(row[2].rstrip("s")) > 0


def test_suite_cpu_runs_pytest_and_reports_its_cpu_seconds(capsys):
    """The suite's CPU bench, on one small test of the suite (its own run of pytest)."""
    with pytest.raises(SystemExit) as exit_:
        load_bench("suite_cpu").main(["--top", "1", "-q", "-n", "0", "tests/test_shipped.py",
                                      "-k", "a_whole_installation"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "suite: 1 tests, exit code 0; CPU" in out and "tests/test_shipped.py" in out


def _minimax(score, state, depth, me):
    """A plain minimax for ``me``, every line to ``depth`` or the end, scored by ``score``."""
    moves = state.legal_moves() if depth else []
    if not moves:
        return score(state, me)
    values = [_minimax(score, state.play(m), depth - 1, me) for m in moves]
    return max(values) if state.to_move == me else min(values)


def _positions(game, count, seed):
    rules, rng, found = games.get(game).rules, random.Random(seed), []
    variants = getattr(rules, "VARIANTS", (None,))
    while len(found) < count:
        state = rules.new_game(**({"variant": variants[len(found) % len(variants)]} if variants[0] else {}))
        for _ in range(rng.randrange(0, 12)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over and len(state.legal_moves()) > 1:
            found.append(state)
    return found


@pytest.mark.parametrize("game", [g.id for g in games.GAMES if hasattr(g.part("bots"), "public_score")])
def test_a_public_ai_plays_the_move_a_plain_minimax_finds_first(game):
    """The bench's public AI searches with alpha-beta and a table; a plain minimax to the same
    depth, keeping the first generated of the best moves, must choose the same move."""
    public = load_bench("reference").public(game)
    part = games.get(game).part("bots")
    for state in _positions(game, 8, f"public-{game}"):
        public.depth = 3
        moves = part.public_moves(state)
        values = [_minimax(part.public_score, state.play(m), 2, state.to_move) for m in moves]
        assert public.choose(state) == moves[values.index(max(values))], state.to_dict()


def test_the_careful_newcomer_avoids_what_beginner_walks_into():
    """The newcomer of the bench never plays a move that loses in one; Beginner, who never
    looks at the opponent's answer, walks into some (the newcomer is to beat it: issue 33)."""
    from pyrapack.bots import engine
    from test_bots import _loses_in_one, positions

    newcomer, walked = load_bench("newcomer"), 0
    for game in [g.id for g in games.GAMES]:
        for seed, state in enumerate(positions(game, "avoid")):
            assert not _loses_in_one(state, newcomer.choose(game, state, random.Random(seed)))
            walked += any(_loses_in_one(state, engine.choose_move(game, state, "beginner", seed=s,
                                                                  timed=False)) for s in range(6))
    assert walked > 0


@pytest.mark.parametrize("game", [g.id for g in games.GAMES if hasattr(g.part("bots"), "public_score")])
def test_book_lines_walks_the_book_and_tells_the_chance_of_a_repeat(game):
    """``bench/book_lines.py``: the lines' chances add up to one; the chance that draws are all
    different, by its formula and by counting every sequence of draws."""
    bench = load_bench("book_lines")
    info = games.get(game)
    start = info.rules.new_game(**info.options(info.variants[0] if info.variants else None, 0))

    class First:  # a deterministic opponent, cheaper than the public AI
        choose = staticmethod(lambda state: state.legal_moves()[0])

    found = bench.lines(game, start, First())
    assert sum(found) == pytest.approx(1.0) and len(found) >= len(book.book_of(game)[book.frame(game, start)[0]])
    chances = [0.5, 0.3, 0.2]
    for draws in range(1, 5):
        counted = sum(math.prod(chances[i] for i in seq) for seq in itertools.product(range(3), repeat=draws)
                      if len(set(seq)) == draws)
        assert bench.all_different(chances, draws) == pytest.approx(counted)
