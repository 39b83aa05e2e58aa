"""The bot worker with a real process made to hang (SIGSTOP), die (SIGKILL) or answer late.

The watchdog reads the worker's clock, which these tests replace with one they move
by hand: nothing here depends on how fast the machine is, only on the order of events.
"""

import os
import random
import signal

import pytest
from random_play import any_game
from worker_control import CAN_PAUSE, Clock, past_due, resume, stop

from pyrapack import games
from pyrapack.bots import worker
from pyrapack.bots.worker import BotWorker
from pyrapack.match import Match

GAME = any_game().id  # the worker serves every game the same way

pytestmark = pytest.mark.skipif(not CAN_PAUSE, reason="needs POSIX signals")


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def bot(clock):
    b = BotWorker(clock=clock)
    yield b
    resume(b)
    b.close()


def match(game=None, plies=3, seed=1):
    """A game against the bot, ``plies`` random moves in (fewer in a game that would end: the bot
    still has a move to find)."""
    game = game or GAME
    rules = games.get(game).rules
    options = {"variant": rules.VARIANTS[0]} if hasattr(rules, "VARIANTS") else {}
    m = Match(game, options, [None, "easy"])
    rng = random.Random(seed)
    for _ in range(plies):
        going_on = [move for move in m.state.legal_moves() if not m.state.play(move).is_over]
        if not going_on:
            break
        m.play(rng.choice(going_on))
    return m


def ready(bot, m):
    """Start the worker and see it answer once, so that it is up and listening."""
    answer = bot.wait(bot.ask(m.record(), "easy"), timeout=60)
    assert answer is not None and "error" not in answer, answer


def ask_of_a_paused_worker(bot, m, level="easy"):
    """A worker that was up, paused (SIGSTOP) before it is asked: its pid and the job."""
    ready(bot, m)
    stop(bot)
    return bot.pid, bot.ask(m.record(), level)


def legal(m, answer):
    assert answer is not None and "error" not in answer, answer
    return m.rules.Move.from_dict(answer) in m.state.legal_moves()


def test_an_answer_is_kept_for_its_own_job_whoever_polls():
    bot = BotWorker()
    try:
        m = match()
        hint = bot.ask(m.record(), "easy")
        move = bot.ask(m.record(), "easy", seed=2)  # supersedes the hint, as a move played does
        while not bot.has_answer():
            pass
        for _ in range(50):
            assert bot.poll(hint) is None  # polling the stale job must not eat the live one's answer
        assert legal(m, bot.wait(move, timeout=60))
    finally:
        bot.close()


def test_a_paused_worker_is_waited_for_until_its_limit_and_margin(bot, clock):
    m = match()
    pid, job = ask_of_a_paused_worker(bot, m)
    clock.advance(past_due(GAME, "easy") - 0.05)
    assert bot.poll(job) is None and bot.pid == pid and bot.restarts == 0


def test_a_paused_worker_is_replaced_and_the_move_asked_again(bot, clock):
    m = match()
    pid, job = ask_of_a_paused_worker(bot, m)
    clock.advance(past_due(GAME, "easy"))
    bot.poll(job)
    assert bot.pid != pid and bot.restarts == 1
    assert job.tries == 2
    assert legal(m, bot.wait(job, timeout=60))


def test_a_worker_that_never_answers_gives_up_after_one_retry(bot, clock):
    m = match()
    ready(bot, m)
    stop(bot)
    job = bot.ask(m.record(), "hard")
    clock.advance(past_due(GAME, "hard"))
    assert bot.poll(job) is None and bot.restarts == 1  # asked again of a new worker...
    stop(bot)  # ...which hangs too (a Hard search is far from over when it is stopped)
    clock.advance(worker.START_GRACE + past_due(GAME, "hard"))
    answer = bot.poll(job)
    assert answer is not None and "error" in answer
    assert bot.poll(job) is None  # an answer is given once


def test_a_starting_worker_has_a_grace_period_of_its_own(bot, clock):
    m = match()
    job = bot.ask(m.record(), "easy")  # starts the process
    stop(bot)  # before it could say it is ready
    clock.advance(past_due(GAME, "easy"))
    assert bot.poll(job) is None and bot.restarts == 0
    clock.advance(worker.START_GRACE)
    bot.poll(job)
    assert bot.restarts == 1
    assert legal(m, bot.wait(job, timeout=60))


def test_a_killed_worker_is_replaced_and_the_move_asked_again(bot):
    m = match(plies=4)
    ready(bot, m)
    pid = bot.pid
    os.kill(pid, signal.SIGSTOP)  # hold it so the request is surely not answered yet
    job = bot.ask(m.record(), "easy")
    os.kill(pid, signal.SIGKILL)
    assert legal(m, bot.wait(job, timeout=60))
    assert bot.pid != pid and bot.restarts == 1


def test_a_request_after_a_cancel_is_not_queued_behind_a_stuck_search(bot, clock):
    m = match(plies=6)
    ready(bot, m)
    stop(bot)
    pid = bot.pid
    bot.ask(m.record(), "hard")
    bot.cancel()  # an undo: the search should stop within milliseconds
    clock.advance(worker.CANCEL_GRACE + 0.01)
    job = bot.ask(m.record(), "easy")
    assert bot.pid != pid  # replaced before the request was sent
    assert legal(m, bot.wait(job, timeout=60))


def test_an_answer_late_but_within_the_margin_is_taken(bot, clock):
    m = match()
    pid, job = ask_of_a_paused_worker(bot, m)
    clock.advance(past_due(GAME, "easy") - 0.05)
    resume(bot)
    assert legal(m, bot.wait(job, timeout=60))
    assert bot.pid == pid and bot.restarts == 0


def test_a_late_answer_to_a_superseded_job_is_dropped(bot):
    m = match(plies=2)
    ready(bot, m)
    stop(bot)
    old = bot.ask(m.record(), "medium")
    m.play(m.state.legal_moves()[0])
    new = bot.ask(m.record(), "easy")
    resume(bot)
    assert legal(m, bot.wait(new, timeout=60))
    assert not bot.busy
    assert bot.poll(old) is None


def test_an_untimed_worker_is_never_replaced_for_being_slow(clock):
    """Untimed (the tests' games: node budgets only), a slow start or a slow search is waited
    for, however busy the machine: only a process that died is replaced, so a game never gets
    the random move that stands in for a failed bot (a game that differed between runs)."""
    bot = BotWorker(clock=clock, timed=False)
    try:
        m = match()
        job = bot.ask(m.record(), "easy")
        stop(bot)  # slow to start: it has not even said it is ready
        clock.advance(10 * worker.START_GRACE)
        assert bot.poll(job) is None and bot.restarts == 0
        resume(bot)
        assert legal(m, bot.wait(job, timeout=60)) and bot.restarts == 0
        stop(bot)  # slow to answer, then slow to analyse
        move = bot.ask(m.record(), "hard")
        clock.advance(past_due(GAME, "hard") + worker.ANALYSE_LIMIT)
        assert bot.poll(move) is None and bot.restarts == 0
        resume(bot)
        assert legal(m, bot.wait(move, timeout=60)) and bot.restarts == 0
        stop(bot)
        analysis = bot.ask(m.record(), "easy", kind="analyse")
        clock.advance(10 * worker.ANALYSE_LIMIT)
        assert bot.poll(analysis) is None and bot.restarts == 0
        resume(bot)
        assert "error" not in bot.wait(analysis, timeout=60) and bot.restarts == 0
    finally:
        resume(bot)
        bot.close()


def test_a_game_registered_outside_pyrapack_is_known_to_the_worker_and_expert_s_helpers(bot):
    """The worker (and Expert's helper processes) start with the games registered in the app
    (each one registered, however many: Expert's search, on the tests' own, ends at its end)."""
    for info in games.added():
        m = match(info.id, plies=2)
        assert legal(m, bot.wait(bot.ask(m.record(), "easy", timed=False), timeout=60))
    m = match(games.added()[0].id, plies=2)
    assert legal(m, bot.wait(bot.ask(m.record(), "expert", timed=False), timeout=120))
