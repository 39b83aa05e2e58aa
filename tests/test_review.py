"""The bot's review: what positions are worth, which moves are mistakes, and the worker's part.

Its subject is the same in every game; the game reviewed is the one with the shortest games (a
review of it is quick) among those with a seeded game whose move at ``BLUNDER_PLY`` throws a won
game away: before it the mover wins by force with a single move (a puzzle: the replay offers to
make it one), after it the other side does; found by the review's own search and the puzzle
maker, the first such game of the seeds (issue 41: a game of one ply has none)."""

import pytest
from random_play import random_game, shortest_where
from worker_control import CAN_PAUSE, Clock, resume, stop

from pyrapack.bots import review, worker
from pyrapack.bots.reviewer import ReviewRun
from pyrapack.bots.worker import BotWorker
from pyrapack.match import Match
from pyrapack.puzzles import maker



def _blunder(info):
    """``(options, moves, ply)``: the first seeded game of ``info``'s with a proven win, one move
    alone winning, thrown away; None when none of 100 is."""
    for seed in range(100):
        states, moves = random_game(info.id, seed, first=0)
        results = [review.analyse(info.id, state)["result"] for state in states]
        for ply, before in enumerate(states[:-1]):
            if results[ply] == before.to_move and results[ply + 1] == 1 - before.to_move \
                    and maker.examine(info.id, before) is not None:
                options = {"variant": states[0].variant} if info.variants else {}
                return info.options(options.get("variant"), 0), [m.to_dict() for m in moves], ply
    return None


_FOUND = {}
GAME = shortest_where(lambda info: _FOUND.setdefault(info.id, _blunder(info)) is not None)
if GAME is None:
    pytest.skip("no registered game has a seeded game with a proven win thrown away", allow_module_level=True)
OPTIONS, BLUNDER_GAME, BLUNDER_PLY = _FOUND[GAME.id]


def blunder_match(players=(None, None)):
    return Match.from_record({"format": 1, "game": GAME.id, "options": OPTIONS, "moves": BLUNDER_GAME,
                              "players": list(players)})


def analysed(match):
    return [review.analyse(match.game, state) for state in match.states]


def test_a_move_that_throws_a_proven_win_away_is_marked_as_a_blunder():
    match = blunder_match()
    positions = analysed(match)
    mover = match.states[BLUNDER_PLY].to_move
    assert positions[BLUNDER_PLY]["result"] == mover
    assert positions[BLUNDER_PLY + 1]["result"] == 1 - mover
    data = review.build(match, positions)
    assert data["marks"][BLUNDER_PLY] == "??"
    assert review.read(match) is None  # not stored yet
    match.review = data
    assert review.read(match) is data


def test_a_finished_game_is_worth_its_result_and_has_no_best_move():
    match = blunder_match()
    last = review.analyse(GAME.id, match.state)
    assert last == {"value": None, "result": match.state.winner, "best": None}


def test_a_forced_move_is_worth_the_position_it_leads_to():
    forced_states = (s for seed in range(100) for s in random_game(GAME.id, seed)[0]
                     if not s.is_over and len(s.legal_moves()) == 1)
    state = next(forced_states)
    forced = review.analyse(GAME.id, state)
    after = review.analyse(GAME.id, state.play(state.legal_moves()[0]))
    assert forced["best"] == state.legal_moves()[0].to_dict()
    assert (forced["value"], forced["result"]) == (after["value"], after["result"])


def test_the_bots_own_choice_is_never_marked_and_passes_are_not_judged():
    match = blunder_match()
    positions = analysed(match)
    best_everywhere = [{**p, "best": m.to_dict()} for p, m in zip(positions, match.moves)] + positions[-1:]
    assert set(review.judge(match.game, match.states, match.moves, best_everywhere)) == {""}


def position(chance_for_white, best=None):
    """An analysed position worth ``chance_for_white`` (by value) to White."""
    import math

    value = review.scale(GAME.id) * math.log(chance_for_white / (1 - chance_for_white))
    return {"value": value, "result": None, "best": best}


@pytest.mark.parametrize("before, after, mark", [
    (0.6, 0.5, ""), (0.6, 0.6 - review.MISTAKE - 0.01, "?"), (0.8, 0.8 - review.BLUNDER - 0.01, "??"),
    (0.5, 0.9, ""),  # better than the bot thought: no mark
])
def test_a_move_is_marked_by_how_much_of_its_player_s_chance_it_gave_away(before, after, mark):
    start = GAME.rules.new_game(**GAME.options())
    move, other = start.legal_moves()[:2]
    marks = review.judge(GAME.id, [start, start.play(move)], [move],
                         [position(before, other.to_dict()), position(after)])
    assert marks == [mark]


def test_a_stored_review_is_kept_only_while_it_fits_the_moves():
    match = blunder_match()
    data = review.build(match, analysed(match))
    match.review = data
    assert review.read(match) is data
    for broken in ({**data, "version": 99}, {**data, "plies": 3}, {**data, "marks": ["!"] * len(data["marks"])},
                   {**data, "positions": data["positions"][:-1]}, {**data, "level": "godlike"},
                   {**data, "positions": [{"value": "1", "result": None, "best": None}] * len(data["positions"])},
                   [], "review", None, {"version": 1}):
        match.review = broken
        assert review.read(match) is None
    match.review = data
    match.undo()
    match.play(match.redo_stack[-1])  # the same moves again: still the same game
    assert review.read(match) is data
    while len(match.state.legal_moves()) < 2:
        match.undo()
    other = next(m for m in match.state.legal_moves() if m != match.redo_stack[-1])
    match.play(other)
    assert review.read(match) is None  # a different game now


# -- in the worker process -------------------------------------------------------------------

def test_the_worker_is_asked_every_position_with_the_review_s_own_seed():
    """Issue 41: the reviewer passed the ply as the seed, the review made here seed 0; where
    several moves win alike, the best moves differed. Both use ``review.SEED`` now."""
    asked = []

    class Worker:
        def ask(self, record, level, seed=0, timed=None, about=None, kind="move"):
            asked.append((seed, about, kind))

    match = blunder_match()
    run = ReviewRun(Worker(), match)
    for ply in range(len(match.states)):
        run._ask(ply)
    assert asked == [(review.SEED, ply, "analyse") for ply in range(len(match.states))]
    assert review.analyse.__defaults__[1] == review.SEED  # the review made in this process


def test_a_review_run_analyses_every_position_in_the_worker_then_builds_the_review():
    bot = BotWorker()
    try:
        match = blunder_match()
        run = ReviewRun(bot, match)
        seen = []
        while not run.update():
            seen.append(run.progress)
        assert run.failed is None and run.result is not None
        assert seen == sorted(seen) and run.progress == 1.0
        assert run.result == review.build(match, analysed(match))  # the same as in this process
        assert run.result["marks"][BLUNDER_PLY] == "??"
    finally:
        bot.close()


def test_a_cancelled_review_stops_its_search_and_keeps_nothing():
    bot = BotWorker()
    try:
        run = ReviewRun(bot, blunder_match())
        while not run.positions:
            run.update()
        run.update()  # a search under way
        run.cancel()
        assert run.update() and run.result is None and run.cancelled
        while bot.busy:  # the process says it stopped (the watchdog would replace it otherwise)
            pass
        assert bot.restarts == 0
    finally:
        bot.close()


@pytest.mark.skipif(not CAN_PAUSE, reason="needs POSIX signals")
def test_a_worker_stuck_in_an_analysis_is_replaced_and_the_position_asked_again():
    clock = Clock()
    bot = BotWorker(clock=clock)
    try:
        match = blunder_match()
        run = ReviewRun(bot, match)
        while len(run.positions) < 2:
            run.update()
        stop(bot)
        pid = bot.pid
        run.update()  # asks for the third position of a paused process
        clock.advance(worker.ANALYSE_LIMIT + worker.MARGIN - 0.5)
        run.update()
        assert bot.pid == pid  # an analysis is given its time
        clock.advance(1.0)
        while not run.update():
            pass
        assert bot.pid != pid and run.restarts == 1 and run.result is not None
    finally:
        resume(bot)
        bot.close()
