"""Reference opponents: plain full-width alpha-beta to a fixed depth, no clock.

They stand in for the strongest public AIs of our games (a depth-7 minimax, a depth-8
negamax with a transposition table...): nothing clever, only depth. Each game's bot part
describes its own (``REFERENCE``: the depth, the simplest sound evaluation of the game, a
table or not, whether a finished game's margin counts); a finished game is scored exactly
(a win beats any evaluation, and where the game has a margin a bigger final margin beats a
smaller one). Among the root moves of equal best value one is drawn with the game's seed,
so that a series of games is varied without ever weakening the reference.

``reference(game)`` is a ``Reference``; ``choose(game, state, seed)`` returns a move.
``strong(game)``: a stronger one where Hard outgrew the first (``STRONG_REFERENCE``).
"""

import functools
import random
from dataclasses import dataclass

from pyrapack import games

WIN = 1_000_000


def _terminal(state, ply, margin):
    """A finished game for the player to move: a win or loss (the sooner the better),
    plus the final margin where the game has one."""
    winner = state.winner
    extra = margin(state) if margin else 0
    if winner is None:
        return extra
    return (WIN - ply if winner == state.to_move else ply - WIN) + extra


@dataclass
class Reference:
    """Alpha-beta to ``depth`` plies on ``evaluate``; ``table``: a transposition table."""

    game: str
    depth: int
    evaluate: object
    table: bool = False
    margin: object = None  # the final margin of a finished game, for the player to move
    nodes: int = 0

    def value(self, state, depth, alpha, beta, ply, tt):
        self.nodes += 1
        if state.is_over:
            return _terminal(state, ply, self.margin)
        if depth == 0:
            return self.evaluate(state)
        moves = state.legal_moves()
        entry = tt.get(state) if tt is not None else None
        if entry is not None:
            e_depth, e_value, e_flag, e_move = entry
            if e_depth >= depth and (e_flag == 0 or (e_flag < 0 and e_value <= alpha)
                                     or (e_flag > 0 and e_value >= beta)):
                return e_value
            moves.remove(e_move)
            moves.insert(0, e_move)
        start_alpha, best, best_move = alpha, -2 * WIN, None
        for move in moves:
            child = state.play(move)
            if child.to_move == state.to_move:  # an extra turn
                score = self.value(child, depth - 1, alpha, beta, ply + 1, tt)
            else:
                score = -self.value(child, depth - 1, -beta, -alpha, ply + 1, tt)
            if score > best:
                best, best_move = score, move
                alpha = max(alpha, score)
                if alpha >= beta:
                    break
        if tt is not None:
            flag = -1 if best <= start_alpha else (1 if best >= beta else 0)
            tt[state] = (depth, best, flag, best_move)
        return best

    def scores(self, state):
        """``[(value, move)]`` for the root moves: exact for every move tied with the
        best, an upper bound below the best for the others."""
        tt = {} if self.table else None
        if tt is not None:  # iterative deepening: the table orders the last iteration
            for depth in range(1, self.depth):
                self._root(state, depth, tt)
        return self._root(state, self.depth, tt)

    def _root(self, state, depth, tt):
        best, scored = -2 * WIN, []
        for move in state.legal_moves():
            child = state.play(move)
            alpha = best - 1 if best > -2 * WIN else -2 * WIN
            if child.to_move == state.to_move:
                score = self.value(child, depth - 1, alpha, 2 * WIN, 1, tt)
            else:
                score = -self.value(child, depth - 1, -2 * WIN, -alpha, 1, tt)
            best = max(best, score)
            scored.append((score, move))
        return scored

    def choose(self, state, seed=0):
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        scored = self.scores(state)
        best = max(score for score, _ in scored)
        return random.Random(seed).choice([m for score, m in scored if score == best])


def _of(game, name):
    """The ``Reference`` a game's bot part describes as ``name`` (``REFERENCE`` or
    ``STRONG_REFERENCE``: depth, evaluation, table, margin), or None."""
    part = games.get(game).part("bots")
    spec = getattr(part, name, None)
    if spec is None:
        return None
    margin = part.margin if spec.get("margin") else None
    return Reference(game, spec["depth"], spec["evaluate"], spec.get("table", False), margin)


@functools.cache
def reference(game):
    """The game's reference opponent (its bot part's ``REFERENCE``)."""
    return _of(game, "REFERENCE")


@functools.cache
def strong(game):
    """Its stronger reference, where Hard outgrew the first (``STRONG_REFERENCE``), or None."""
    return _of(game, "STRONG_REFERENCE")


def choose(game, state, seed=0, depth=None, strong_one=False):
    """The reference's move for ``state`` (``depth`` overrides its fixed depth; ``strong_one``:
    the stronger reference)."""
    ref = strong(game) if strong_one else reference(game)
    if depth is not None and depth != ref.depth:
        ref = Reference(game, depth, ref.evaluate, ref.table, ref.margin)
    ref.nodes = 0
    return ref.choose(state, seed)
