"""27's bot part (issue 33): the exact solver against a plain exhaustive negamax, Hard's endgame
and variety (the public AI as the bench plays it: ``test_bot_twentyseven_public.py``)."""

import dataclasses

from pyrapack.bots import engine
from pyrapack.bots import twentyseven as bot
from pyrapack.bots.twentyseven import solver as twentyseven_solver
from pyrapack.bots.twentyseven.solver import Solver, Table
from pyrapack.rules import twentyseven as rules
from test_endgames import margin_positions


def twentyseven_positions():
    """Positions near the end of seeded random games, each move with its best final margin."""
    return margin_positions(rules.GAME)


def test_the_solver_finds_every_moves_exact_margin_and_result():
    """The solver (alpha-beta, a table, null windows) against a plain exhaustive negamax."""
    for state, values in twentyseven_positions():
        solver = Solver(order=bot.order)
        for move, margin in values.items():
            assert -solver.exact(state.play(move)) == margin, (state.to_dict(), str(move))
            assert -solver.result(state.play(move)) == (margin > 0) - (margin < 0)


def test_the_solvers_table_kept_on_disk_answers_without_searching(tmp_path):
    state = twentyseven_positions()[0][0]
    solver = Solver()
    value = solver.exact(state)
    solver.table.save(tmp_path / "table.pickle")
    again = Solver(Table.load(tmp_path / "table.pickle"))
    assert again.exact(state) == value and again.nodes == 1


def test_hard_plays_the_solvers_best_margin_and_never_ends_the_game_lost_while_another_move_exists():
    """The engine's endgame hook: every move's value, the best played."""
    for state, values in twentyseven_positions()[:6]:
        solved = twentyseven_solver.endgame(state, None)
        best = max(v for v, _ in solved)
        assert all(values[m] == best for v, m in solved if v == best)


def test_hard_varies_its_second_move_against_a_deterministic_reply():
    """Hard draws alike among the moves within its noise (``even``): after the book's first
    move and a fixed reply, its seeds do not all play the same move (four plies deep, where
    the first four moves are within a third of a pawn of each other)."""
    state = rules.new_game(variant="basic", first=0)
    for _ in range(2):
        state = state.play(state.legal_moves()[0])
    level = dataclasses.replace(engine.level_for("twentyseven", "hard"), max_depth=4, endgame=False)
    assert level.even
    moves = {engine.choose_move("twentyseven", state, level, seed=seed, timed=False) for seed in range(4)}
    assert len(moves) > 1
