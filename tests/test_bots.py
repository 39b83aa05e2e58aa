"""The bots: sensible at every level (win in one, no loss in one), reproducible, off the loop.

Positions are searched, not hand-made: random games are played with a fixed
seed and their last plies scanned for positions where the mover can win at
once (but not with every move), or where some moves let the opponent win at
once and others do not. No test here measures time: budgets are nodes
(``timed=False``), and the worker tests only need the answers to come.
"""

import dataclasses
import functools
import random
import time

import pytest
from random_play import any_game, longest_game

from pyrapack import games
from pyrapack.bots import engine, safety
from pyrapack.bots import search as search_module
from pyrapack.bots.search import Search
from pyrapack.bots.worker import BotWorker
from pyrapack.match import Match
from pyrapack.players import LEVELS

GAME = any_game()  # what is tested here is the same in every game
LONG = longest_game()  # a game whose search goes on for as long as it is let

WANTED = 3  # positions per game and kind


def _wins_at_once(state, move):
    after = state.play(move)
    return after.is_over and after.winner == state.to_move


def _wins_in_one(state, move):
    """The move wins: at once, or (in a game where a player only ever loses on their own
    move) every reply of the opponent loses at once."""
    if _wins_at_once(state, move):
        return True
    after = state.play(move)
    if after.is_over or after.to_move == state.to_move:
        return False
    return all(after.play(reply).is_over and after.play(reply).winner == state.to_move
               for reply in after.legal_moves())


def _loses_at_once(state, move):
    """Playing the move ends the game, lost (a third repetition, a last ball, a last move
    that leaves one behind)."""
    after = state.play(move)
    return after.is_over and after.winner not in (None, state.to_move)


def _loses_in_one(state, move):
    """The move loses at once, or hands the opponent a win at once."""
    after = state.play(move)
    if after.is_over:
        return after.winner not in (None, state.to_move)
    return any(_wins_at_once(after, reply) for reply in after.legal_moves())


def _random_game(rules, rng, options):
    state, states = rules.new_game(**options), []
    while not state.is_over:
        states.append(state)
        state = state.play(rng.choice(state.legal_moves()))
    return states


KINDS = {"win": "where the mover wins in one with some moves and not with others",
         "avoid": "where some moves lose in one and others do not, none winning",
         "blunder": "where some moves lose at once and others do not"}


@functools.lru_cache(maxsize=None)
def positions(game, kind):
    """Up to ``WANTED`` positions of ``game`` where the mover can win in one ("win"), where some
    moves lose in one and others do not, no move winning ("avoid"), or where some moves
    lose at once and others do not ("blunder"): none in a game that has none (a game of one
    ply has no "avoid": 60 random games without one show it)."""
    rules, rng, found = games.get(game).rules, random.Random(f"{game}-{kind}"), []
    variants = getattr(rules, "VARIANTS", (None,))
    for k in range(60 if kind == "blunder" else 400):
        if k == 60 and not found:
            break
        options = {} if variants[0] is None else {"variant": variants[k % len(variants)]}
        for state in reversed(_random_game(rules, rng, options)[-40:]):
            moves = state.legal_moves()
            if len(moves) < 2:
                continue
            if any(state.play(m).to_move == state.to_move for m in moves):
                continue  # keep to plain turns (no Pyramida extra moves)
            wins = [m for m in moves if _wins_in_one(state, m)]
            if kind == "win" and wins and len(wins) < len(moves):
                found.append(state)
                break
            if kind == "blunder" and not wins:
                losing = [m for m in moves if _loses_at_once(state, m)]
                if losing and len(losing) < len(moves):
                    found.append(state)
                    break
            if kind == "avoid" and not wins:
                losing = [m for m in moves if _loses_in_one(state, m)]
                if losing and len(losing) < len(moves):
                    found.append(state)
                    break
        if len(found) == WANTED:
            break
    return tuple(found)


def wanted(game, kind):
    """``positions(game, kind)``, for a test that needs some (skipped, saying so, where there are none)."""
    found = positions(game, kind)
    if not found:
        pytest.skip(f"no position of {game} {KINDS[kind]} (in 60 random games)")
    return found


def test_every_kind_of_position_is_found_in_the_registered_games():
    """The tests that look for them see them somewhere (in the shipped games: always)."""
    for kind in KINDS:
        assert any(positions(game, kind) for game in [g.id for g in games.GAMES]), kind


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_bot_takes_a_win_in_one(game, level):
    for seed, state in enumerate(wanted(game, "win")):
        move = engine.choose_move(game, state, level, seed=seed, timed=False)
        assert _wins_in_one(state, move), (state.to_dict(), str(move))


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_bot_avoids_a_loss_in_one(game, level):
    for seed, state in enumerate(wanted(game, "avoid")):
        move = engine.choose_move(game, state, level, seed=seed, timed=False)
        assert not _loses_in_one(state, move), (state.to_dict(), str(move))


STARVED = (0, 1, 2, 4, 12)  # node budgets: a search stopped after its first few nodes


def _starved_moves(game, state, level, seed):
    """The moves ``level`` plays in ``state`` on a starved clock: its deadline already passed,
    and stopped after each of a few first nodes (Expert's helpers: its deadline only)."""
    spec = engine.level_for(game, level)
    yield engine.think(game, state, spec, seed=seed, deadline=time.monotonic() - 1.0)[0]
    for nodes in STARVED if spec.workers == 1 else (0,):
        yield engine.choose_move(game, state, dataclasses.replace(spec, max_nodes=nodes),
                                 seed=seed, timed=False)


@pytest.mark.parametrize("level", list(engine.LEVELS))
@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_no_level_blunders_on_a_starved_clock(game, level):
    """Before anything else every level takes a win at once and leaves the moves that lose
    at once; a level that looks two plies ahead, or is ``careful`` (Beginner in some games),
    also takes a win in one and leaves a move that hands the opponent a win, while another
    move exists."""
    spec = engine.level_for(game, level)
    careful = spec.max_depth > 1 or spec.careful is True  # a share looks now and then only
    if not any(positions(game, kind) for kind in KINDS):
        pytest.skip(f"no position of {game} where a move wins or loses in one and another does not")
    for seed, state in enumerate(positions(game, "win")):
        at_once = any(_wins_at_once(state, m) for m in state.legal_moves())
        for move in _starved_moves(game, state, level, seed):
            assert (_wins_in_one if careful else _wins_at_once)(state, move) or not (careful or at_once), \
                (state.to_dict(), str(move))
    for seed, state in enumerate(positions(game, "blunder")):
        for move in _starved_moves(game, state, level, seed):
            assert not _loses_at_once(state, move), (state.to_dict(), str(move))
    for seed, state in enumerate(positions(game, "avoid") if careful else ()):
        for move in _starved_moves(game, state, level, seed):
            assert not _loses_in_one(state, move), (state.to_dict(), str(move))


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_the_fallback_takes_a_win_at_once_and_never_a_loss_at_once(game):
    """The move the app plays itself when the bot's worker failed twice (``safety.fallback``):
    whatever the draw, a win at once when there is one, never a move that loses at once while
    another exists."""
    for state in positions(game, "win"):
        at_once = any(_wins_at_once(state, m) for m in state.legal_moves())
        for seed in range(8):
            move = safety.fallback(state, random.Random(seed))
            assert move in state.legal_moves() and (_wins_at_once(state, move) or not at_once)
    for state in positions(game, "blunder"):
        for seed in range(8):
            assert not _loses_at_once(state, safety.fallback(state, random.Random(seed)))


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_same_seed_replays_the_same_game_when_untimed(game):
    def play(seed):
        state, moves = games.get(game).rules.new_game(), []
        for ply in range(8):
            if state.is_over:
                break
            move = engine.choose_move(game, state, "easy", seed=seed * 100 + ply, timed=False)
            moves.append(move)
            state = state.play(move)
        return moves

    assert play(5) == play(5)


def test_a_medium_choice_is_reproducible_under_a_seed():
    state = GAME.rules.new_game(**GAME.options(GAME.variants[-1] if GAME.variants else None))
    for _ in range(6):
        state = state.play(state.legal_moves()[len(state.legal_moves()) // 2])
    moves = {engine.choose_move(GAME.id, state, "medium", seed=9, timed=False)
             for _ in range(3)}
    assert len(moves) == 1


def test_noise_makes_easy_vary_between_seeds():
    state = GAME.rules.new_game(**GAME.options())
    moves = {engine.choose_move(GAME.id, state, "easy", seed=s, timed=False)
             for s in range(12)}
    assert len(moves) > 1


def test_a_cancelled_search_stops_at_its_next_check_with_a_legal_move():
    state = LONG.rules.new_game(**LONG.options())
    for _ in range(2):  # past the opening book, which answers without searching
        state = state.play(state.legal_moves()[0])
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 3

    move, search = engine.think(LONG.id, state, "hard", timed=False, cancelled=cancelled)
    assert search.stopped == "cancel"
    assert search.nodes <= 5 * engine._CHECK_EVERY
    assert move in state.legal_moves()


def test_the_engine_has_a_level_for_every_level_a_player_can_choose():
    assert tuple(engine.LEVELS) == LEVELS


def test_levels_search_inside_their_limits_and_grow_stronger():
    for game in [g.id for g in games.GAMES]:
        beginner, easy, medium, hard, expert = (engine.level_for(game, n) for n in LEVELS)
        assert beginner.limit <= 0.2 and easy.limit <= 0.2 and medium.limit <= 0.7
        assert hard.limit <= 2.0 and expert.limit <= 10.0
        for level in (beginner, easy, medium, hard, expert):
            assert level.seconds < level.limit
        assert beginner.max_nodes < easy.max_nodes < medium.max_nodes < hard.max_nodes < expert.max_nodes
        assert beginner.max_depth < easy.max_depth and not beginner.quiescence and easy.quiescence
        assert expert.workers == 0 and hard.workers == 1  # Expert: one search process per core


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_beginner_takes_a_win_at_once(game):
    for seed, state in enumerate(wanted(game, "win")):
        if not any(_wins_at_once(state, m) for m in state.legal_moves()):
            continue  # a win in two plies (Pyraos): beyond Beginner's one-ply look
        move = engine.choose_move(game, state, "beginner", seed=seed, timed=False)
        assert _wins_at_once(state, move), (state.to_dict(), str(move))


def test_a_careful_one_ply_look_leaves_the_moves_that_hand_the_opponent_a_win():
    """``Level.careful``: a one-ply look that, like the careful newcomer, never plays a move
    the opponent answers with a win at once while another exists, and takes a win in one;
    the same look without it does not see the reply: with a jitter so wide that the
    evaluation no longer matters, the flag alone decides."""
    blind = 0
    for game in [g.id for g in games.GAMES]:
        beginner = engine.level_for(game, "beginner")
        looks = {flag: dataclasses.replace(beginner, careful=flag, noise=1e6) for flag in (False, True)}
        for k, state in enumerate(positions(game, "avoid")):
            for seed in range(3 * k, 3 * k + 3):
                for flag, spec in looks.items():
                    move, search = engine.think(game, state, spec, seed=seed, timed=False)
                    assert search.depth_reached <= 1
                    if flag:
                        assert not _loses_in_one(state, move), (state.to_dict(), str(move))
                    else:
                        blind += _loses_in_one(state, move)
        for seed, state in enumerate(positions(game, "win")):
            move = engine.choose_move(game, state, looks[True], seed=seed, timed=False)
            assert _wins_in_one(state, move), (state.to_dict(), str(move))
    assert blind


def test_a_level_careful_on_a_share_of_its_moves_looks_now_and_then():
    """``Level.careful`` as a share (Beginner in some games): the look is careful on about that
    share of its moves, drawn with the seed, and blind on the others: with a jitter so wide that
    the evaluation no longer matters, half careful walks into fewer losses in one than blind,
    but into some."""
    walked = {}
    for share in (False, 0.5):
        walked[share] = 0
        for game in [g.id for g in games.GAMES]:
            spec = dataclasses.replace(engine.level_for(game, "beginner"), careful=share, noise=1e6)
            for state in positions(game, "avoid"):
                for seed in range(8):
                    walked[share] += _loses_in_one(state, engine.choose_move(game, state, spec, seed=seed,
                                                                             timed=False))
    assert 0 < walked[0.5] < walked[False], walked


def test_an_even_level_draws_alike_among_the_moves_within_its_noise():
    """``Level.even``: the jitter picks among the moves within the noise of the best,
    whatever their scores (the book's way); without it a move behind the best needs a
    jitter that makes up the gap. A proven result is never drawn away from."""
    scored = [(1.0, "a"), (0.8, "b"), (0.5, "c")]
    jitter = {"a": 0.0, "b": 0.1, "c": 0.29}
    level = engine.level_for(games.GAMES[0].id, "hard")
    picks = {}
    for even in (False, True):
        search = Search(None, dataclasses.replace(level, noise=0.3, even=even))
        picks[even] = search.pick(scored, jitter)
        assert search.pick([(search_module.WIN - 3, "d")] + scored, jitter) == "d"
    assert picks == {False: "a", True: "b"}


def test_a_tally_look_scores_a_leaf_by_the_lessons_count():
    """``Level.evaluation = "tally"``: a leaf is scored by the game's ``tally`` (the count the
    lesson teaches), the mover's less the opponent's, as the careful newcomer weighs a move;
    a part without a ``tally`` falls back to its ``evaluate``."""
    class Part:
        def tally(state, player):
            return state.counts[player]

        def evaluate(state):
            return 0.5

    class Leaf:
        counts, to_move = (7, 3), 1

    assert search_module.leaf_evaluation(Part, "tally")(Leaf) == -4
    assert search_module.leaf_evaluation(Part, "evaluate")(Leaf) == 0.5
    del Part.tally
    assert search_module.leaf_evaluation(Part, "tally")(Leaf) == 0.5
    assert search_module.leaf_evaluation(None, "tally")(Leaf) == 0.0


def test_beginner_looks_one_ply_ahead_and_varies_its_moves():
    """Beginner never sees the opponent's reply (a threat two moves deep goes unnoticed),
    and its wide jitter makes its games differ from seed to seed."""
    for game in [g.id for g in games.GAMES if positions(g.id, "avoid")]:
        state = positions(game, "avoid")[0]
        for seed in range(12):
            move, search = engine.think(game, state, "beginner", seed=seed, timed=False)
            assert move in state.legal_moves()
            assert search.depth_reached == 1 or search.source == "only move"  # the others lose at once

        assert len({_opening(game, "beginner", s) for s in range(8)}) > 1, game


def _opening(game, level, seed, plies=6):
    state, moves = games.get(game).rules.new_game(), []
    for ply in range(plies):
        if state.is_over:
            break
        move = engine.choose_move(game, state, level, seed=seed * 10 + ply, timed=False)
        moves.append(str(move))
        state = state.play(move)
    return tuple(moves)


@pytest.fixture(scope="module")
def worker():
    bot = BotWorker()
    yield bot
    bot.close()
    assert not bot.alive


def _record(game, plies=3, seed=1):
    rules = games.get(game).rules
    options = {"variant": rules.VARIANTS[0]} if hasattr(rules, "VARIANTS") else {}
    match = Match(game, options, [None, "easy"])
    rng = random.Random(seed)
    for _ in range(plies):  # moves that leave the game going: a short game stops before its end
        going = [move for move in match.state.legal_moves() if not match.state.play(move).is_over]
        if not going:
            break
        match.play(rng.choice(going))
    return match


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_worker_answers_a_legal_move(worker, game):
    match = _record(game)
    worker.start(game)
    job = worker.ask(match.record(), "easy", seed=2)
    answer = worker.wait(job, timeout=30)
    assert answer is not None and "error" not in answer, answer
    assert match.rules.Move.from_dict(answer) in match.state.legal_moves()


def test_worker_replays_only_what_changed_and_follows_undo(worker):
    match = _record(GAME.id, plies=4)
    first = worker.wait(worker.ask(match.record(), "easy", seed=1, timed=False), timeout=30)
    match.undo()
    match.undo()
    again = worker.wait(worker.ask(match.record(), "easy", seed=1, timed=False), timeout=30)
    assert match.rules.Move.from_dict(again) in match.state.legal_moves()
    assert first is not None


def test_worker_cancels_at_once_and_takes_the_next_request(worker):
    match = _record(LONG.id, plies=6)
    job = worker.ask(match.record(), "hard", seed=2, timed=False)
    worker.cancel()
    assert worker.cancelled
    later = worker.ask(match.record(), "easy", seed=3)
    assert worker.poll(job) is None  # a cancelled job never answers
    answer = worker.wait(later, timeout=30)
    assert match.rules.Move.from_dict(answer) in match.state.legal_moves()


def test_worker_reports_a_bad_record_instead_of_dying(worker):
    match = _record(GAME.id)
    record = match.record()
    record["moves"].append({"not": "a move"})
    answer = worker.wait(worker.ask(record, "easy"), timeout=30)
    assert "error" in answer
    good = worker.wait(worker.ask(match.record(), "easy"), timeout=30)
    assert match.rules.Move.from_dict(good) in match.state.legal_moves()


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_hard_varies_its_games_between_seeds_but_replays_a_seed(game):
    """Hard draws among moves within a small margin of the best: within ten plies, games
    with different seeds part ways; the same seed replays the same game."""
    level = dataclasses.replace(engine.level_for(game, "hard"), max_nodes=3_000, book=False)

    def opening(seed):
        state, moves = games.get(game).rules.new_game(), []
        for ply in range(10):
            if state.is_over:
                break
            move = engine.choose_move(game, state, level, seed=seed * 100 + ply, timed=False)
            moves.append(move)
            state = state.play(move)
        return tuple(moves)

    first = opening(1)
    assert opening(1) == first
    assert any(opening(seed) != first for seed in range(2, 9))  # stops at the first game that differs


def test_hard_never_trades_a_proven_result_for_variety():
    """A forced win is played whatever the seed: no jitter on proven values."""
    for seed, state in enumerate(positions(GAME.id, "win")):
        for s in range(4):
            move = engine.choose_move(GAME.id, state, "hard", seed=seed * 10 + s, timed=False)
            assert _wins_in_one(state, move)
