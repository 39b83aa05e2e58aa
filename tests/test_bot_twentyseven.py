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
    """The engine's endgame hook: every move's value, the best played; every move as good as
    the best is known as such (Hard draws among them: variety at no cost, issue 40)."""
    ties = 0
    for state, values in twentyseven_positions()[:6]:
        solved = twentyseven_solver.endgame(state, None)
        best = max(v for v, _ in solved)
        assert {m for v, m in solved if v == best} == {m for m in values if values[m] == best}
        ties += sum(v == best for v, _ in solved) > 1
    assert ties  # the check has moves to tell apart


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


def _lost_by_6_or_18():
    """White to move, lost whatever it plays: 1 from cell 4 loses by 6, 1 from cell 3 by 18 (a
    position of a game Hard lost by 18 against the public AI, issue 40)."""
    return rules.State.from_dict({"game": "twentyseven", "variant": "basic", "to_move": 0,
                                  "cells": ["RWBBWB", "G", "G", "GW", "GW", "GWWWBWBWB", "G", "GBBB", "R"]})


class _Budget:
    """The solver's node budget (it calls ``_check`` at ``next_check``)."""

    def __init__(self, nodes):
        self.nodes, self.next_check = 0, nodes

    def _check(self):
        raise engine.Stop


def test_a_lost_position_whose_margins_the_solver_cannot_all_find_is_left_to_the_search(monkeypatch):
    """Every move loses: a bare loss (-1) is no margin, so the solver does not offer it as one
    (Hard drew among the -1s and lost by 18 where it could lose by 6); the search plays for the
    margin instead."""
    state = _lost_by_6_or_18()
    monkeypatch.setattr(twentyseven_solver, "_KEPT", Table())
    assert sorted(v for v, _ in twentyseven_solver.endgame(state, None)) == [-18, -6]
    monkeypatch.setattr(twentyseven_solver, "_KEPT", Table())
    # 10,000 nodes: every move's result is found (both lost), not every margin
    assert [v for v, _ in twentyseven_solver.endgame(state, _Budget(10_000))] == [None, None]
    monkeypatch.setattr(twentyseven_solver, "_KEPT", Table())
    level = dataclasses.replace(engine.level_for("twentyseven", "hard"), max_nodes=50_000)
    move, search = engine.think("twentyseven", state, level, seed=1, timed=False)
    assert move == rules.Move(4, 1) and search.source == "search"
