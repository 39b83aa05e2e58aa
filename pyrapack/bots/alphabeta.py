"""Alpha-beta: a negamax with principal variation search and iterative deepening.

The transposition table is keyed by the game's ``key(state)`` (or the ``State``
itself: positions compare without their history) and, where the game's end can
depend on its past (a repetition rule), by that past too (``rules.search_key``): a
value learnt on one line is reused only on a line with the same past. Killer moves
and a history table order the moves the table does not know. Extra turns (``to_move`` unchanged
after a move) keep the sign and cost no depth.

A game whose part names its noisy moves (``noisy(state)``: its attacks, say) has
its leaves played out before they are judged: a quiescence search over those moves
only, where the side to move may also stand on the evaluation (it need not attack).

Exact where it can be: a value that rests only on finished games (no evaluated
leaf, no table entry that did) is the game's true value. It is stored as solved,
good at any depth, and once a whole iteration is exact the root is solved and the
search stops: near the end of a game the ordinary search becomes an endgame
solver. A finished game scores ``WIN - ply`` for the winner (the quickest win, the
slowest loss), plus ``MARGIN`` per point of the final margin where the game has
one (``margin(state)`` in the game's part: such a game is played for the biggest win).

At the root, a move whose value is within the level's ``noise`` of the best gets
an exact score, and the choice among them is drawn with the search's seed: Easy
and Medium blunder a little, Hard varies its games without playing worse. Proven
values are never jittered: a forced win, or the best final margin, is played.
"""

from ..rules import search_key
from . import negamax
from .negamax import DECIDED, INF, WIN, Negamax, Stop, from_table, to_table  # noqa: F401
from .search import Search

MARGIN = 100  # value of one point of final margin (a win by 3 beats a quicker win by 2)
SOLVED = 1 << 20  # the table depth of an exact value: good at any depth
_NULL = 1e-6  # the width of a null window (evaluations are floats)
QUIESCE_PLIES = 4  # at most this many noisy moves are played out after a leaf


class AlphaBeta(Negamax, Search):
    """The bots' search: the core's negamax (``negamax.Negamax``) with the bots' own leaves
    (evaluation, quiescence), table (depth, value, flag, move; exact values kept for good),
    move order (table, killers, history) and root (iterative deepening, jitter)."""

    null = _NULL
    quiesce_plies = QUIESCE_PLIES

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        module = self.module
        self.margin = getattr(module, "margin", None)
        self.noisy = getattr(module, "noisy", None) if self.level.quiescence else None
        self.key = _table_key(getattr(module, "key", None))
        self.table = {}  # key -> (depth, value, flag, best move); flag -1 upper, 0 exact, 1 lower
        self.killers = {}  # ply -> [move, move]
        self.history = {}  # move -> how often it cut off, weighted by depth
        self.guesses = 0  # leaves evaluated so far: a value is exact when none went into it
        self.max_ply = 0
        # the root moves of the deepest iteration finished, best first: [(score, move)];
        # a score is exact within the level's noise of the best, a bound below it
        self.scored = []

    def final(self, state, ply):
        """The value of a finished game for the player to move."""
        winner = state.winner
        extra = MARGIN * self.margin(state) if self.margin else 0
        if winner is None:
            return extra
        return (WIN - ply if winner == state.to_move else ply - WIN) + extra

    def probe(self, entry, depth, alpha, beta, ply):
        e_depth, e_value, e_flag, tt_move = entry
        if e_depth >= depth:
            e_value = from_table(e_value, ply)
            if negamax.answers(e_value, e_flag, alpha, beta):
                if e_depth < SOLVED:
                    self.guesses += 1
                return e_value, alpha, beta, tt_move
        return None, alpha, beta, tt_move

    def store(self, key, depth, value, flag, move, exact, ply, entry):
        self.table[key] = (SOLVED if exact else depth, to_table(value, ply), flag, move)

    def children(self, state, key, tt_move, ply, depth):
        return self.moves(state, tt_move, ply, depth), state.play

    def moves(self, state, tt_move, ply, depth):
        """The moves in search order: the table's move first (often it cuts off at once,
        and the others need no sorting), then killers, then the rest by history and the
        game's own order."""
        if tt_move is not None:
            yield tt_move
        moves = state.legal_moves()
        if len(moves) > 1:
            moves = self.order(state, moves)
            history = self.history
            if history and depth > 1:
                # a stable sort: the game's order breaks ties between equally good histories
                get = history.get
                moves.sort(key=lambda m: -get(m, 0))
            killers = [k for k in self.killers.get(ply, ()) if k != tt_move and k in moves]
            if killers:
                yield from killers
                moves = [m for m in moves if m not in killers]
        for move in moves:
            if move != tt_move:
                yield move

    def cutoff(self, move, depth, ply):
        killers = self.killers.setdefault(ply, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        self.history[move] = self.history.get(move, 0) + depth * depth

    def root(self, state, depth, order, scored):
        """Score the root moves at ``depth`` into ``scored`` [(score, move)] as they finish.

        Alpha sits just below the best score so far, by the level's noise: any move
        that could still win the jittered choice gets an exact score, the others a
        bound that rules them out.
        """
        best = -INF
        for move in order:
            alpha = best - self.level.noise - _NULL if best > -INF else -INF
            child, mover = state.play(move), state.to_move
            if child.to_move == mover or best == -INF:
                score = self.child_value(mover, child, depth, alpha, INF)
            else:  # a null window first: most moves are simply worse
                score = self.child_value(mover, child, depth, alpha, alpha + _NULL)
                if score > alpha:
                    score = self.child_value(mover, child, depth, alpha, INF)
            best = max(best, score)
            scored.append((score, move))

    def choose(self, state, candidates=None):
        """The move to play (among ``candidates``, by default every legal move): from the
        deepest search finished."""
        moves = state.legal_moves() if candidates is None else list(candidates)
        if len(moves) == 1:
            self.source = "only move"
            return moves[0]
        jitter = {m: self.rng.uniform(0, self.level.noise) for m in moves}
        order = self.order(state, list(moves))
        best = order[0]  # if not even depth 1 finishes: the game's own first choice
        for depth in range(1, self.level.max_depth + 1):
            self.max_ply = 3 * depth + 4
            scored, guesses = [], self.guesses
            try:
                self.root(state, depth, order, scored)
            except Stop:
                # a partial iteration still counts once the previous best has its new score
                if any(move == best for _, move in scored) or depth == 1 and scored:
                    best = self.pick(scored, jitter)
                break
            self.depth_reached = depth
            self.solved = self.guesses == guesses
            best = self.pick(scored, jitter)
            scored.sort(key=lambda sm: -sm[0])
            self.scored = scored
            self.scores.append(scored[0][0])
            order = [m for _, m in scored]
            top = scored[0][0]
            if self.solved or (abs(top) >= DECIDED and self.margin is None):
                break  # the game's value is known (with a margin, a bigger win may come)
        return best


def _table_key(position):
    """``search_key`` on the game's own ``position`` key, if it has one: one plain call per node
    (a partial with a keyword costs several times more)."""
    if position is None:
        return search_key
    return lambda state: search_key(state, position)
