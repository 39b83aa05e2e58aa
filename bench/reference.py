"""Reference opponents: plain full-width alpha-beta to a fixed depth, no clock.

They stand in for the strongest public AIs of our games (a C++ depth-7 minimax for 27,
a depth-8 negamax with a transposition table for Pylos): nothing clever, only depth.
Each uses the simplest sound evaluation of its game; a finished game is scored
exactly (a win beats any evaluation, and in 27 a bigger final margin beats a smaller
one). Among the root moves of equal best value one is drawn with the game's seed, so
that a series of games is varied without ever weakening the reference.

``REFERENCES[game]`` is a ``Reference``; ``choose(state, seed)`` returns a move.
``STRONG[game]``: a stronger one where Hard outgrew the first (27: a public AI's evaluation).
"""

import random
from dataclasses import dataclass

from pyrapack import games

WIN = 1_000_000


def _pyramida_eval(state):
    """Stones off (worth a whole climb each) and how far up the others are."""
    p = state.to_move

    def side(player):
        return 20 * state.exited[player] + sum(int(name[1:]) for name in state.stones(player))

    return side(p) - side(1 - p)


def _pyramidames_eval(state):
    """Material, then (a little) how far forward the pawns stand."""
    rules = games.get("pyramidames").rules
    p = state.to_move

    def side(player):
        squares = state.pieces(player)
        rows = sum(y if player == 0 else rules.BASE - 1 - y for _, y in squares)
        return 100 * len(squares) + rows

    return side(p) - side(1 - p)


def _twentyseven_eval(state):
    """The score difference: pawns on one's goal minus pawns on the opponent's."""
    return state.score(state.to_move) - state.score(1 - state.to_move)


def _twentyseven_control_eval(state):
    """The stronger public 27 AI's evaluation, from its description: 5 points per pawn on
    one's goal, plus the whole height of every stack between the two ends whose top pawn is
    one's own (the pawns of either colour under it count: controlling tall stacks pays);
    minus the same for the opponent."""
    cells = state.cells
    last = len(cells) - 1
    p = state.to_move
    mine, theirs = "WB"[p], "WB"[1 - p]
    value = 5 * (state.score(p) - state.score(1 - p))
    for stack in cells[1:last]:
        top = stack[-1]
        if top == mine:
            value += len(stack) - 1
        elif top == theirs:
            value -= len(stack) - 1
    return value


def _pyraos_eval(state):
    """The reserve difference."""
    reserve = state.reserve
    return reserve[state.to_move] - reserve[1 - state.to_move]


def _terminal(state, ply, margin):
    """A finished game for the player to move: a win or loss (the sooner the better),
    plus the final margin where the game has one (27)."""
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
            if child.to_move == state.to_move:  # an extra turn (Pyramida)
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


def _margin_27(state):
    return state.score(state.to_move) - state.score(1 - state.to_move)


REFERENCES = {
    "twentyseven": Reference("twentyseven", 7, _twentyseven_eval, margin=_margin_27),
    "pyraos": Reference("pyraos", 8, _pyraos_eval, table=True),
    "pyramida": Reference("pyramida", 5, _pyramida_eval),
    "pyramidames": Reference("pyramidames", 9, _pyramidames_eval),
}

#: Stronger references where the first no longer tells strong from stronger: 27's is the
#: strongest public 27 AI as described (full width, 7 plies, no clock; pawns home and
#: control of the tall stacks), ``bench/bots.py``'s player "control"
STRONG = {
    # no pruning in the original: alpha-beta and a table find the same values, faster
    "twentyseven": Reference("twentyseven", 7, _twentyseven_control_eval, table=True,
                             margin=_margin_27),
}


def choose(game, state, seed=0, depth=None, strong=False):
    """The reference's move for ``state`` (``depth`` overrides its fixed depth; ``strong``:
    the stronger reference of ``STRONG``)."""
    ref = (STRONG if strong else REFERENCES)[game]
    if depth is not None and depth != ref.depth:
        ref = Reference(game, depth, ref.evaluate, ref.table, ref.margin)
    ref.nodes = 0
    return ref.choose(state, seed)
