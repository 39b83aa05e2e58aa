"""The benchmarks still run and report every game (their figures are not judged here:
speed is measured by running them, not asserted in tests)."""

import importlib.util
import pathlib

import pytest

from pyrapack.rules import GAMES

BENCH = pathlib.Path(__file__).resolve().parents[1] / "bench"


def load_bench(name):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rules_speed_reports_every_game_and_variant(capsys):
    load_bench("rules_speed").main(["0.02"])
    lines = capsys.readouterr().out.splitlines()
    for game in GAMES:
        rows = [line for line in lines if line.split()[0].split("/")[0] == game]
        assert rows and all(float(row.split()[1].replace(",", "")) > 0 for row in rows)


def test_rules_speed_refuses_a_bad_argument(capsys):
    with pytest.raises(SystemExit):
        load_bench("rules_speed").main(["soon"])
    assert "invalid float value" in capsys.readouterr().err


@pytest.mark.parametrize("game", GAMES)
def test_bots_bench_plays_its_games_and_prints_the_tables(game, capsys):
    load_bench("bots").main(["--games", "2", "--game", game, "--pairing", "easy-random",
                             "--jobs", "1", "--no-frames"])
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("easy v random"))
    wins, draws, losses = (int(x) for x in row.split()[4:7])
    assert wins + draws + losses == 2
    assert "move time" in out and any(line.startswith("easy ") for line in out.splitlines())


def test_save_speed_reports_each_length(capsys):
    load_bench("save_speed").main(["--plies", "20", "60", "--samples", "2", "--no-scene"])
    rows = [line.split() for line in capsys.readouterr().out.splitlines() if line.split()[0].isdigit()]
    assert [row[0] for row in rows] == ["20", "60"] and all(float(x) > 0 for row in rows for x in row[2:])


def test_library_speed_lists_and_opens_its_games(capsys):
    load_bench("library_speed").main(["--games", "12", "--repeat", "1"])
    out = capsys.readouterr().out
    assert out.startswith("12 games") and "open screen" in out and "open game" in out
    assert "games screen" in out and "replay" in out


def test_review_speed_reviews_a_game_in_the_worker(capsys):
    load_bench("review_speed").main(["--games", "1", "--game", "twentyseven"])
    row = next(line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("twentyseven"))
    assert int(row[1]) > 0 and float(row[2].rstrip("s")) > 0
