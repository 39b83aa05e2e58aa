"""Alpha-beta search with iterative deepening and a transposition table.

It only uses the rules protocol (``legal_moves``, ``play``, ``to_move``,
``is_over``, ``winner``) plus one evaluation function per game, so every game
gets the same engine. Extra turns (``to_move`` unchanged after a move) are
searched without flipping the sign.
"""

import importlib
import random
import time
from dataclasses import dataclass

WIN = 1_000_000
_CHECK_EVERY = 256  # nodes between clock/cancel checks


class Stop(Exception):
    """The search ran out of time or nodes, or was cancelled."""


@dataclass(frozen=True)
class Level:
    """How hard a bot tries: a node budget (deterministic) under a time cap."""

    name: str
    max_depth: int
    max_nodes: int
    seconds: float
    noise: float  # random jitter added at the root, in evaluation units


LEVELS = {
    "easy": Level("easy", 2, 2_500, 0.18, 0.6),
    "medium": Level("medium", 8, 40_000, 0.65, 0.15),
    "hard": Level("hard", 30, 400_000, 1.9, 0.0),
}


def evaluator(game):
    """The game's ``evaluate(state) -> float`` (for the player to move), or material-blind 0."""
    try:
        module = importlib.import_module(f"{__package__}.{game}")
    except ModuleNotFoundError:
        return lambda state: 0.0
    return module.evaluate


class Search:
    def __init__(self, evaluate, level, seed=0, deadline=None, cancelled=None):
        self.evaluate = evaluate
        self.level = level
        self.rng = random.Random(seed)
        self.deadline = deadline
        self.cancelled = cancelled or (lambda: False)
        self.nodes = 0
        self.table = {}
        self.depth_reached = 0

    def _tick(self):
        self.nodes += 1
        if self.nodes >= self.level.max_nodes:
            raise Stop
        if self.nodes % _CHECK_EVERY == 0:
            if self.deadline is not None and time.perf_counter() >= self.deadline:
                raise Stop
            if self.cancelled():
                raise Stop

    def value(self, state, depth, alpha, beta, ply):
        """Negamax value of ``state`` for ``state.to_move``."""
        self._tick()
        if state.is_over:
            if state.winner is None:
                return 0
            return WIN - ply if state.winner == state.to_move else -(WIN - ply)
        if depth <= 0:
            return self.evaluate(state)
        entry = self.table.get(state)
        best_move = None
        if entry is not None:
            e_depth, e_value, e_flag, best_move = entry
            if e_depth >= depth:
                if e_flag == 0 or (e_flag < 0 and e_value <= alpha) or (e_flag > 0 and e_value >= beta):
                    return e_value
        moves = state.legal_moves()
        if best_move is not None and best_move in moves:
            moves = [best_move] + [m for m in moves if m != best_move]
        start_alpha, best = alpha, -WIN * 2
        for move in moves:
            child = state.play(move)
            if child.to_move == state.to_move:
                score = self.value(child, depth - 1, alpha, beta, ply + 1)
            else:
                score = -self.value(child, depth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best, best_move = score, move
                alpha = max(alpha, score)
                if alpha >= beta:
                    break
        flag = -1 if best <= start_alpha else (1 if best >= beta else 0)
        self.table[state] = (depth, best, flag, best_move)
        return best

    def root(self, state, depth, order):
        """Score every root move at ``depth``; returns ``[(score, move)]``, best first.

        Moves are searched with alpha set just below the best score so far (by
        the level's noise): any move that could still win the jittered choice
        gets an exact score, the others only a bound that rules them out.
        """
        scored, best = [], -WIN * 2
        for move in order:
            alpha = best - self.level.noise - 1e-9 if best > -WIN * 2 else -WIN * 2
            child = state.play(move)
            if child.to_move == state.to_move:
                score = self.value(child, depth - 1, alpha, WIN * 2, 1)
            else:
                score = -self.value(child, depth - 1, -WIN * 2, -alpha, 1)
            best = max(best, score)
            scored.append((score, move))
        scored.sort(key=lambda sm: -sm[0])
        return scored

    def choose(self, state):
        """The move to play: deepest completed iteration, jittered by the level's noise."""
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        jitter = {m: self.rng.uniform(0, self.level.noise) for m in moves}
        order, best = list(moves), None
        for depth in range(1, self.level.max_depth + 1):
            try:
                scored = self.root(state, depth, order)
            except Stop:
                break
            self.depth_reached = depth
            best = max(scored, key=lambda sm: sm[0] + jitter[sm[1]])[1]
            order = [m for _, m in scored]
            if abs(scored[0][0]) >= WIN - 1000:  # a forced result is known
                break
        if best is None:  # not even depth 1 finished: take the best-looking immediate move
            best = max(moves, key=lambda m: jitter[m])
        return best


def choose_move(game, state, level="medium", seed=0, timed=True, cancelled=None):
    """Pick a move for ``state.to_move`` at ``level`` (a LEVELS key).

    With ``timed`` false only the node budget limits the search, which makes
    the choice reproducible under a seed whatever the machine's speed.
    """
    spec = LEVELS[level]
    deadline = time.perf_counter() + spec.seconds if timed else None
    search = Search(evaluator(game), spec, seed, deadline, cancelled)
    return search.choose(state)
