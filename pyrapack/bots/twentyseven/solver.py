"""27 solved exactly: the result (win, draw or loss) and the final margin with perfect play.

27 has no repetition and no history: a position's value is the same on every line that
reaches it, so one table serves every search, and it can be kept between searches (and on
disk, ``Table.save``/``Table.load``). The search is the search core's negamax with
alpha-beta (``negamax.Negamax``) on the final margin (the mover's score less the opponent's),
to the end of the game; ``result`` asks only for its sign, with
the window (-1, 1), which settles a position far sooner than its exact margin.

Every entry of the table is a true bound on the position's exact margin, ``(low, high)``:
it holds whatever window it was found with. Moves are tried in the table's best move first,
then the bot's own order (moves onto the goal first, the biggest stacks).
"""

import pickle

from ..negamax import Budget, Negamax
from ..search import Stop

_INF = 1000
KEEP = 8  # nodes under a position below which its value is not kept (most positions are near the end)
_DEPTH = 1 << 20  # the depth it searches to: the end of the game


def margin(state):
    """The final margin of a finished game, for the player to move."""
    return state.score(state.to_move) - state.score(1 - state.to_move)


def _final(state, ply):
    return state.score(state.to_move) - state.score(1 - state.to_move)


_SWAP = str.maketrans("WB", "BW")


def _key(state):
    """The position as White to move sees it: with Black to move, its mirror image (the line
    reversed, the colours swapped) has the same value, and shares the entry."""
    cells = state.cells
    if state.to_move:
        cells = tuple(stack.translate(_SWAP) for stack in reversed(cells))
    return state.variant + "/".join(cells)


class Table(dict):
    """What the solver has proven: position key -> (low, high, best move)."""

    @property
    def entries(self):
        return self

    def save(self, path):
        with open(path, "wb") as f:
            pickle.dump(dict(self), f, protocol=pickle.HIGHEST_PROTOCOL)

    @classmethod
    def load(cls, path):
        """The table kept in ``path`` (a file this module wrote: it is trusted)."""
        with open(path, "rb") as f:
            return cls(pickle.load(f))


class Solver(Negamax):
    """Searches to the end of the game (the search core's ``Negamax``, on the final margin);
    ``search`` (the engine's) counts the nodes and raises ``Stop`` at its budget, clock or
    cancel; without one it runs to the end."""

    worst = -_INF
    key = staticmethod(_key)
    final = staticmethod(_final)
    keep = KEEP  # a small subtree: searching it again is cheaper than keeping it

    def __init__(self, table=None, search=None, order=None, fine_order=None, fine_plies=0):
        Budget.__init__(self, float("inf"))
        self.table = Table() if table is None else table
        self.search = search
        self.order = order  # the moves' order, most promising first (cheap)
        # a better, costlier order for the first ``fine_plies`` plies, where subtrees are big
        self.fine_order, self.fine_plies = fine_order, fine_plies
        self.counted = 0  # of ``nodes``, those the search has counted too

    def restart(self):
        super().restart()
        self.counted = 0

    def _count(self):
        """The nodes searched since last time counted by the engine's search too, and the next
        check when that search would make it."""
        search = self.search
        if search is None:
            self.next_check = float("inf")
            return
        search.nodes += self.nodes - self.counted
        self.counted = self.nodes
        self.next_check = self.nodes + max(1, search.next_check - search.nodes)

    def _check(self):
        self._count()
        search = self.search
        if search.nodes >= search.next_check:
            search._check()
            self.next_check = self.nodes + search.next_check - search.nodes

    def result(self, state):
        """1, 0 or -1: the mover wins, draws or loses with perfect play."""
        value = self.bounded(state, -1, 1)
        return (value > 0) - (value < 0)

    def exact(self, state):
        """The final margin with perfect play, for the mover."""
        return self.bounded(state, -_INF, _INF)

    def bounded(self, state, alpha, beta):
        """The margin for the mover: exact when strictly between ``alpha`` and ``beta``,
        else a bound on the side it fell (fail-soft)."""
        self._count()
        try:
            return self.value(state, _DEPTH, alpha, beta, 0)
        finally:
            self._count()

    def probe(self, entry, depth, alpha, beta, ply):
        """Every entry is a true bound on the exact margin, ``(low, high)``: it settles the
        window, or narrows it."""
        low, high, first = entry
        if low >= beta or low == high:
            return low, alpha, beta, first
        if high <= alpha:
            return high, alpha, beta, first
        return None, max(alpha, low), min(beta, high), first

    def store(self, key, depth, value, flag, move, exact, ply, entry):
        low, high, _ = entry or (-_INF, _INF, None)
        if flag < 0:
            high = value
        elif flag > 0:
            low = value
        else:
            low = high = value
        self.table[key] = (low, high, move)

    def children(self, state, key, first, ply, depth):
        """The table's best move first, then the bot's own order (moves onto the goal first,
        the biggest stacks)."""
        moves = state.legal_moves()
        if len(moves) > 1:
            order = self.fine_order if ply < self.fine_plies else self.order
            if order is not None:
                moves = order(state, moves)
            if first is not None and first in moves:
                moves.remove(first)
                moves.insert(0, first)
        return moves, state.play


#: the table kept between searches in one process (a game goes on: its later positions were
#: often searched before); emptied when it grows past ``KEPT``
_KEPT = Table()
KEPT = 2_000_000


def endgame(state, search):
    """``[(value, move)]`` for every legal move of ``state`` (the engine's endgame hook), or
    None once the game is over. ``value``: the exact final margin for the mover where it was
    found, the result alone (1, 0 or -1) where only that was, None where the budget ran out
    first. Every move's result first (a win stops it: the other moves cannot beat it but by
    their margin), then the exact margin of the best moves while the budget lasts."""
    if state.is_over:
        return None
    if len(_KEPT) > KEPT:
        _KEPT.entries.clear()
    from . import order  # the bot part's cheap order, and its evaluation for the first plies

    solver = Solver(_KEPT, search, order, by_evaluation, FINE_PLIES)
    moves = state.legal_moves()
    values = [None] * len(moves)
    try:
        for i, move in enumerate(moves):
            values[i] = -solver.result(state.play(move))
            if values[i] > 0:
                break
        top = max(v for v in values if v is not None)
        if top != 0:  # a win or a loss: its margin tells the moves apart (a draw is 0)
            _margins(solver, state, moves, values, top)
    except Stop:
        if all(v is not None and v < 0 for v in values):
            # every move loses, and not every margin is known: a bare -1 is no margin (it may
            # be the worst), so the search chooses, playing for the margin (not a move drawn
            # among the -1s: a loss by 6 became one by 18, issue 40)
            return [(None, move) for move in moves]
    return list(zip(values, moves))


def _margins(solver, state, moves, values, top):
    """Turn the results ``top`` (and the unknown ones, after a win) into exact margins, in
    place: the first exactly, each next one only where it equals or beats the best so far
    (a window from the best up settles the others: their bound, below the best)."""
    best = None
    for i, move in enumerate(moves):
        if values[i] not in (top, None):
            continue
        child = state.play(move)
        if best is None:
            values[i] = best = -solver.exact(child)
            continue
        # the window is open from the best up (margins are whole): a move as good as the best
        # is known as such, and Hard draws among the equal best (variety at no cost, issue 40)
        value = -solver.bounded(child, -_INF, -best + 1)
        if value >= best:  # exact
            values[i] = best = value
        else:  # at most ``value``: worse than the best
            values[i] = value


FINE_PLIES = 4  # the first plies of a search ordered by the evaluation (measured: about a third of the nodes)


def by_evaluation(state, moves):
    """The moves whose position the bot's evaluation likes least for the opponent first."""
    from . import evaluate

    return sorted(moves, key=lambda m: evaluate(state.play(m)))
