"""The bot: legal, sensible (takes a win in one), reproducible, and off the main loop."""

import random
import time

import pytest

from pyrapack.bots import engine
from pyrapack.bots.worker import BotWorker
from pyrapack.match import Match
from pyrapack.rules import twentyseven as ts


def positions_with_a_win_in_one(seed, wanted=5):
    rng, found = random.Random(seed), []
    while len(found) < wanted:
        state = ts.new_game(variant=rng.choice(ts.VARIANTS), first=rng.randrange(2))
        while not state.is_over:
            mover = state.to_move
            wins = [m for m in state.legal_moves()
                    if state.play(m).is_over and state.play(m).winner == mover]
            if wins and len(wins) < len(state.legal_moves()):
                found.append(state)
            state = state.play(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_bot_takes_a_win_in_one(level):
    for state in positions_with_a_win_in_one(seed=4):
        move = engine.choose_move("twentyseven", state, level, seed=1, timed=False)
        after = state.play(move)
        assert after.is_over and after.winner == state.to_move, (state, move)


def test_same_seed_same_move_when_untimed():
    state = ts.new_game(variant="grey")
    for _ in range(6):
        state = state.play(state.legal_moves()[len(state.legal_moves()) // 2])
    moves = {engine.choose_move("twentyseven", state, "easy", seed=9, timed=False) for _ in range(3)}
    assert len(moves) == 1


def test_worker_answers_with_a_legal_move_and_cancels_at_once():
    match = Match("twentyseven", {"variant": "basic", "first": 0}, [None, "hard"])
    match.play(match.state.legal_moves()[4])
    worker = BotWorker()
    try:
        job = worker.ask(match.record(), "easy", seed=2)
        answer = worker.wait(job, timeout=20)
        assert ts.Move.from_dict(answer) in match.state.legal_moves()
        job = worker.ask(match.record(), "hard", seed=2)
        worker.cancel()
        assert worker.poll(job) is None
        # a cancelled search stops at once, so a new request is answered promptly
        start = time.monotonic()
        job = worker.ask(match.record(), "easy", seed=3)
        assert worker.wait(job, timeout=20) is not None
        assert time.monotonic() - start < 10
    finally:
        worker.close()
    assert not worker.alive
