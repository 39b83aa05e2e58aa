"""Reference opponents: plain full-width alpha-beta to a fixed depth, no clock (the search core's).

They stand in for the strongest public AIs of our games (a depth-7 minimax, a depth-8
negamax with a transposition table...): nothing clever, only depth. Each game's bot part
describes its own (``REFERENCE``: the depth, the simplest sound evaluation of the game, a
table or not, whether a finished game's margin counts); a finished game is scored exactly
(a win beats any evaluation, and where the game has a margin a bigger final margin beats a
smaller one). Among the root moves of equal best value one is drawn with the game's seed,
so that a series of games is varied without ever weakening the reference.

``reference(game)`` is a ``Reference``; ``choose(game, state, seed)`` returns a move.
``public(game)``: where the game's bot part describes the strongest public AI of the game, a
``Public`` that plays exactly as it does, deterministic as it is.
"""

import functools
import random
from dataclasses import dataclass

from pyrapack import games
from pyrapack.bots.negamax import INF, WIN, Budget, Negamax

_INF = float("inf")


class _Search(Negamax):
    """The reference's search: the search core's ``Negamax``, plain (no null window, an extra
    turn costs a ply, no budget nor clock), on the reference's evaluation and final score;
    with ``table``, one keyed by the ``State`` that also orders the moves (its move first)."""

    def __init__(self, reference, table):
        Budget.__init__(self, _INF)
        self.next_check = _INF
        self.evaluate = reference.evaluate
        self.margin = reference.margin
        if table:
            self.table = {}

    def final(self, state, ply):
        """A finished game for the player to move: a win or loss (the sooner the better),
        plus the final margin where the game has one."""
        winner = state.winner
        extra = self.margin(state) if self.margin else 0
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

    def scores(self, state):
        """``[(value, move)]`` for the root moves: exact for every move tied with the
        best, an upper bound below the best for the others."""
        search = _Search(self, self.table)
        if self.table:  # iterative deepening: the table orders the last iteration
            for depth in range(1, self.depth):
                self._root(search, state, depth)
        scored = self._root(search, state, self.depth)
        self.nodes += search.nodes
        return scored

    @staticmethod
    def _root(search, state, depth):
        best, scored, mover = -INF, [], state.to_move
        for move in state.legal_moves():
            alpha = best - 1 if best > -INF else -INF
            score = search.child_value(mover, state.play(move), depth, alpha, INF)
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
    """The ``Reference`` a game's bot part describes as ``name`` (``REFERENCE``: depth,
    evaluation, table, margin), or None."""
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


def choose(game, state, seed=0, depth=None):
    """The reference's move for ``state`` (``depth`` overrides its fixed depth)."""
    ref = reference(game)
    if depth is not None and depth != ref.depth:
        ref = Reference(game, depth, ref.evaluate, ref.table, ref.margin)
    ref.nodes = 0
    return ref.choose(state, seed)


@dataclass
class Public:
    """A public AI as its game's bot part describes it (``public_score``, ``public_moves``,
    ``PUBLIC_DEPTH``): a plain minimax to exactly ``depth`` plies, every move, no clock, that
    scores every leaf for its own side with ``score(state, player)`` (a finished game too:
    it does not recognise the end inside its search), generates the moves in ``moves(state)``
    order and keeps the first of equal values, so it always plays the same game.

    Alpha-beta and a table make it fast without changing a single choice: a root move
    replaces the best only when its value is strictly higher, and alpha-beta tells that
    apart exactly; inside the tree only values matter, so the table's move may go first."""

    depth: int
    score: object
    moves: object
    nodes: int = 0

    def choose(self, state, seed=0):
        moves = self.moves(state)
        if len(moves) == 1:
            return moves[0]
        me, table = state.to_move, {}
        best, best_move = -_INF, None
        for move in moves:
            value = self.value(state.play(move), self.depth - 1, best, _INF, me, table)
            if value > best:
                best, best_move = value, move
        return best_move

    def value(self, state, depth, alpha, beta, me, table):
        """The minimax value for ``me`` (``me`` maximises, the other minimises), exact
        between ``alpha`` and ``beta``, a bound outside."""
        self.nodes += 1
        moves = state.legal_moves() if depth > 0 else ()
        if not moves:  # the depth reached, or a finished game
            return self.score(state, me)
        key = (state, depth)
        low, high, first = table.get(key, (-_INF, _INF, None))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        if first is not None:
            moves = [first] + [m for m in moves if m != first]
        maximise = state.to_move == me
        best, best_move = (-_INF if maximise else _INF), None
        a, b = alpha, beta
        for move in moves:
            v = self.value(state.play(move), depth - 1, a, b, me, table)
            if (v > best) if maximise else (v < best):
                best, best_move = v, move
            if maximise:
                a = max(a, v)
            else:
                b = min(b, v)
            if a >= b:
                break
        if best <= alpha:
            table[key] = (low, best, best_move)
        elif best >= beta:
            table[key] = (best, high, best_move)
        else:
            table[key] = (best, best, best_move)
        return best


def public(game):
    """The strongest public AI of ``game`` as its bot part describes it (``public_score``,
    ``public_moves``, ``PUBLIC_DEPTH``), or None where it describes none."""
    part = games.get(game).part("bots")
    score = getattr(part, "public_score", None)
    return None if score is None else Public(part.PUBLIC_DEPTH, score, part.public_moves)
