"""What the rules modules keep to go faster (issue 46) changes no answer: a position's moves kept
for the positions met lately (``rules.Memo``) are the moves worked out afresh, a memo forgets
everything once full (and keeps a value from the second time, where it is told so), and a hash kept on a state or a move does not travel to another process
(a string's hash is another there: a helper process of the bots gets states by pickle)."""

import pathlib
import pickle
import random
import subprocess
import sys

import pytest

from pyrapack import games
from pyrapack.rules import Memo

RULES = [info for info in games.GAMES if info.has("rules")]
ROOT = pathlib.Path(__file__).resolve().parents[1]


def memos(module):
    """Every ``Memo`` of a rules module (some keep one per variant, in a dict)."""
    for value in vars(module).values():
        if isinstance(value, Memo):
            yield value
        elif isinstance(value, dict):
            yield from (v for v in value.values() if isinstance(v, Memo))


def positions(info, seed, count=40):
    """States of a random game of ``info``, in order (each variant in turn)."""
    rng, found = random.Random(seed), []
    for variant in info.variants or (None,):
        state = info.rules.new_game(**({} if variant is None else {"variant": variant}))
        while not state.is_over and len(found) < count * len(info.variants or (None,)):
            found.append(state)
            state = state.play(rng.choice(state.legal_moves()))
        found.append(state)
    return found


def test_a_memo_keeps_what_it_is_given_and_forgets_everything_once_full():
    memo = Memo(3)
    assert [memo.keep(n, str(n)) for n in range(3)] == ["0", "1", "2"]
    assert memo == {0: "0", 1: "1", 2: "2"}
    assert memo.keep(3, "3") == "3" and memo == {3: "3"}
    twice = Memo(3, twice=True)  # a value kept from the second time its key is met
    assert twice.keep(1, "1") == "1" and twice.get(1) is None
    assert twice.keep(1, "1") == "1" and twice.get(1) == "1"


@pytest.mark.parametrize("info", RULES, ids=lambda info: info.id)
def test_the_moves_kept_for_a_position_are_the_moves_worked_out_afresh(info):
    states = [state for state in positions(info, 46) if not state.is_over]
    kept = [[str(m) for m in state.legal_moves()] for state in states]  # the memos fill up here

    def afresh():
        return [[str(m) for m in type(s).from_dict(s.to_dict()).legal_moves()] for s in states]

    for memo in memos(info.rules):
        memo.clear()
    assert afresh() == kept
    for memo in memos(info.rules):  # a memo that forgets all the time answers the same
        memo.limit, limit = 5, memo.limit
        try:
            assert afresh() == kept
        finally:
            memo.limit = limit


CHILD = """
import importlib, pickle, sys
sys.path[:0] = ["tests"]  # the tests' own games
states = pickle.loads(sys.stdin.buffer.read())
for (name, text), state in states.items():
    again = importlib.import_module(name).State.from_dict(state.to_dict())  # hashed with this process's seed
    moves = {move: str(move) for move in again.legal_moves()}
    print(name, again in {state}, state in {again}, hash(again) == hash(state),
          all(moves.get(move) == str(move) for move in state.legal_moves()))
"""


def test_a_state_and_its_moves_pickled_to_another_process_hash_as_that_process_makes_them():
    """(Expert's helpers get states by pickle: a hash kept on a state or a move, as the rules
    keep them, must be made again there.)"""
    states = {}
    for info in RULES:
        for state in positions(info, 7, 6)[-3:]:
            if not state.is_over:
                hash(state), [hash(move) for move in state.legal_moves()]  # any hash kept is kept now
                states[info.module_name("rules"), repr(state.to_dict())] = state
    answer = subprocess.run([sys.executable, "-c", CHILD], input=pickle.dumps(states), capture_output=True,
                            env={"PYTHONHASHSEED": "4646"}, cwd=ROOT, timeout=60)
    lines = answer.stdout.decode().split("\n")[:-1]
    assert answer.returncode == 0, answer.stderr.decode()
    assert len(lines) == len(states) and all(line.split()[1:] == ["True"] * 4 for line in lines), "\n".join(lines)
