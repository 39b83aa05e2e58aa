"""Pyraos' exact endgame finishes within Hard's budget wherever it takes over (issue 26).

Budgets are nodes, never seconds: a node is counted the same on any machine, and the
solver's share of Hard's nodes stands for its share of Hard's clock. The positions are
real ones met by ``bench/endgame_clock_pyraos.py`` (seeded random, Easy and Medium games).
"""

import dataclasses

import pytest

from pyrapack import games
from pyrapack.bots import engine
from pyrapack.bots.pyraos import solver
from pyrapack.rules import pyraos


def hard_search(nodes=None):
    """A search of Hard's level whose budget is the solver's share of Hard's nodes."""
    level = engine.level_for("pyraos", "hard")
    budget = nodes or int(level.endgame_share * level.max_nodes)
    return engine.ALGORITHMS["alphabeta"](games.get("pyraos").part("bots"),
                                          dataclasses.replace(level, max_nodes=budget))


def finished(solved):
    """Every move's value is known, or a win is proven: the solver's answer is perfect."""
    return all(v is not None for v, _ in solved) or max(v or 0 for v, _ in solved) > 0


# Positions the solver took over at 7 or 8 balls left (advanced) and did not finish within
# Hard's budget: many lines and squares still open, so balls keep coming back.
TOO_DEEP = [
    ("D.DL/LLLD/DDLL/LDDD|..D/LDD/DDL", 1),
    ("LDLL/DDDL/DDLD/LLDL|.LD/LLL/.DL", 1),
    ("LDDL/DDLD/LLLD/LD.D|LDL/LDD/D..", 0),
]


@pytest.mark.parametrize("text, to_move", TOO_DEEP)
def test_the_solver_takes_over_only_where_it_finishes_within_hards_budget(text, to_move):
    """It takes over (and finishes), or only tries: for a tenth of what it is given, the
    search keeping the rest."""
    state = pyraos.State.from_text(text, to_move, "advanced")
    search = hard_search()
    solved = solver.endgame(state, search)
    if solver.applies(state, search.level):
        assert finished(solved), state.to_dict()
    else:
        assert search.nodes <= solver.TRY_SHARE * search.budget + engine._CHECK_EVERY
        assert search.budget == search.level.max_nodes  # given back whole


# Positions with 10 balls left but few squares open (standard): quick to solve exactly
EARLIER = [
    ("DDLD/LDDD/LLDL/LD..|.LL/LDL/D..", 1),
    ("DDLL/LDLD/.DLL/DLD.|LDD/.LL/.D.", 1),
]


@pytest.mark.parametrize("text, to_move", EARLIER)
def test_the_solver_takes_over_earlier_where_few_formations_are_open(text, to_move):
    state = pyraos.State.from_text(text, to_move, "standard")
    assert sum(state.reserve) == 10
    solved = solver.endgame(state, hard_search())
    assert solved is not None and finished(solved), state.to_dict()


def test_a_value_resting_on_a_cycle_inside_its_own_subtree_is_kept():
    """Passes (a ball placed and taken straight back) make lines cycle; a value whose
    repetitions all go back inside its own subtree holds on any line and is stored, so
    this position, solved in 48,606 nodes when no value resting on a repetition was
    stored, now takes about 23,000."""
    state = pyraos.State.from_text(".DDL/DDLL/DLLD/DDLL|.../DDL/DDD|../LL", 1, "advanced")
    search = hard_search(30_000)
    saved, solver.applies = solver.applies, lambda *_: True
    try:
        solved = solver.endgame(state, search)
    finally:
        solver.applies = saved
    assert finished(solved) and search.nodes < 30_000


def test_the_solvers_reach_counts_balls_left_and_open_formations():
    state = pyraos.State.from_text("DDLD/LDDD/LLDL/LD..|.LL/LDL/D..", 1, "standard")
    assert solver.reach(state) == 10 + 1  # one square still open: the empty one of level 2
    children = pyraos.State.from_text("DDLD/LDDD/LLDL/LD..|.LL/LDL/D..", 1, "children")
    assert solver.reach(children) == 10  # no formations in the children's variant
    expert, hard = (engine.level_for("pyraos", n) for n in ("expert", "hard"))
    assert all(solver.REACH_LONG[v] >= solver.REACH[v] for v in pyraos.VARIANTS)
    assert solver.applies(children, hard) and solver.applies(children, expert)
