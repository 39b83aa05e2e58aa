"""Pyraos endgames, solved exactly: win, draw or loss with perfect play.

The balls left in the two reserves are always as many as the empty spots, so from
``BALLS_LEFT`` of them the pyramid is nearly full. The game tree is still not
small: a formation gives balls back, and with them empty spots, so lines can run
long. The solver deepens one ply at a time, with no evaluation: a position is won
(1) or lost (-1) for the mover when every line within the depth says so, and
unknown (0) otherwise, until a winning move is proven or every move's value is.

It works on two bit masks (``masks``), not on ``State``: a position and its
colour-swapped twin have the same value and share a table entry, and moves that
leave the same pyramid are one child.

Repetition (a third occurrence draws): a position met again on the line being
searched is scored a draw, as a player who can force a cycle once can force it
again. A value that rests on such a draw is true below the position repeated:
where every repetition under a position goes back to that position or below it
(a cycle inside its own subtree, such as both sides passing), the position's value
holds whatever line led to it and is stored; one that rests on a repetition of a
position above it belongs to its line only and is not (the graph-history problem:
storing it would let a draw on one line hide a win on another). The game's own
history is checked at the root's moves (the rules' ``is_over``) and deeper too: a
position the game has met twice already (``State.met_twice``) is a draw wherever the
search meets it. One met once does not change a value: a side that wins can win
without meeting any position twice, and one that can hold a draw by repeating can do
it on the searched line, so the values stay those of the positions alone; the table,
one per search, holds for that game's past only.
"""

import time

from ..search import Stop
from .masks import FORMATIONS, children, result

#: why this solver keeps a recursion of its own beside the search core (``bots/negamax.py``):
#: it searches two bit masks, not ``State``s (a position and its colour-swapped twin are one,
#: moves that leave the same pyramid one child), its finished games and repetitions are
#: judged per child without a node of their own, and what it stores depends on how far back
#: a repetition on the searched line went. On the core's ``State`` search each node would be
#: a ``State`` where it now plays two integers, and its node counts (the engine's budget)
#: would change. It counts its nodes on the engine's search (``Search``: the core's stop checks).
OWN_SEARCH = "bit masks, and repetitions judged on the searched line (see above)"

BALLS_LEFT = 8  # from this many balls left the solver tries (``endgame``), where it may not finish
TRY_SHARE = 0.1  # of the time and nodes given, for such a try

#: Where the solver takes over: where it finishes within the level's clock. How far its
#: tree reaches depends on the balls left in the reserves (each a move still to be played)
#: and on the formations still open (an empty spot and the balls of one colour only, or
#: none): each may give balls back, and with them more moves, and passes (a ball placed
#: and taken straight back) that make lines cycle. So the solver takes over where the
#: balls left plus the open formations are at most ``REACH[variant]`` for a search of
#: Hard's clock, ``REACH_LONG`` for one of ``LONG_CLOCK`` seconds or more (Expert). ``REACH``
#: is measured (``bench/endgame_clock_pyraos.py``, on the positions of random and Easy and Medium
#: games): the most at which every position measured took at most half the level's
#: budget (a margin for the positions not measured and a busier machine). ``REACH_LONG``
#: is Hard's but in the children variant (14, measured by ``bench/endgames_pyraos.py``): Expert's
#: budget was not measured further in the others, where it only tries. By balls left
#: alone there was no such rule: in the advanced variant some positions with 7 balls left
#: (many lines open) did not finish, while many with 9 (few) finish at once.
REACH = {"standard": 11, "children": 12, "advanced": 9}
REACH_LONG = {"standard": 11, "children": 14, "advanced": 9}
LONG_CLOCK = 5.0


class Solver:
    """Iterative deepening over (own, opp) masks: values 1 (the mover wins within the
    depth), -1 (loses within it) or 0 (not known, or a draw by repetition)."""

    def __init__(self, variant, search, drawn=frozenset()):
        self.variant = variant
        self.search = search  # counts nodes, raises Stop at its budget or deadline
        self.drawn = drawn  # the real positions (as ``path``'s keys) whose next occurrence draws
        # own | opp << 30 -> (value, flag, depth): flag 0 exact, 1 lower bound, -1 upper;
        # a win or a loss holds at any depth, a 0 only up to its depth
        self.table = {}
        self.moves = {}  # own | opp << 30 -> children(), for the positions searched deeper
        self.path = {}  # the real positions (masks, mover's colour) on the searched line -> ply
        self.low = _NONE  # the shallowest ply a repetition in the current subtree went back to
        self.horizon = 0  # nodes left unsolved at the depth limit so far

    def value(self, own, opp, colour, depth, alpha, beta, ply=1):
        """The value of the position for the mover (``colour`` tells real positions apart),
        ``ply`` plies below the root."""
        search = self.search
        search.nodes += 1
        if search.nodes >= search.next_check:
            search._check()
        key = own | opp << 30
        table = self.table
        entry = table.get(key)
        first = None
        if entry is not None:
            value, flag, e_depth, first = entry
            if (value != 0 or e_depth >= depth) and (
                    flag == 0 or (flag > 0 and value >= beta) or (flag < 0 and value <= alpha)):
                if value == 0 and e_depth != _FOREVER:
                    self.horizon += 1  # "not decided within that depth", not a draw
                return value
        moves = self.moves.get(key)
        if moves is None:
            moves = children(own, opp, self.variant)
            if len(self.moves) < MOVES_KEPT:  # the next iterations come back here
                self.moves[key] = moves
        if depth > 2:  # a child already proven lost for the opponent wins at once
            for new in moves:
                entry = table.get(opp | new << 30)
                if entry is not None and entry[0] == -1 and entry[1] <= 0:
                    table[key] = (1, 0, _FOREVER, new)
                    return 1
        if first is not None and moves[0] != first:
            moves = [first] + [m for m in moves if m != first]
        real = key << 1 | colour
        path = self.path
        path[real] = ply
        outer_low, self.low = self.low, _NONE
        horizon, start_alpha, best, best_new = self.horizon, alpha, -2, None
        try:
            for new in moves:
                score = result(new)
                if score is None:
                    real_child = (opp | new << 30) << 1 | (1 - colour)
                    back = path.get(real_child)
                    if back is not None:
                        score = 0
                        if back < self.low:
                            self.low = back
                    elif real_child in self.drawn:
                        score = 0  # met twice in the game already: a draw on any line of this search
                    elif depth > 1:
                        score = -self.value(opp, new, 1 - colour, depth - 1, -beta, -alpha, ply + 1)
                    else:  # the depth limit: only what the table has proven counts
                        score = -self._proven(opp | new << 30)
                if score > best:
                    best, best_new = score, new
                    alpha = max(alpha, score)
                    if alpha >= beta:
                        break
        finally:
            del path[real]
            low = self.low
            self.low = low if low < outer_low and low < ply else outer_low
        if best != 0 or low >= ply:
            flag = -1 if best <= start_alpha else (1 if best >= beta else 0)
            exact_draw = best == 0 and self.horizon == horizon
            table[key] = (best, flag, _FOREVER if exact_draw else depth, best_new)
        return best

    def _proven(self, key):
        """A position's proven value (1 or -1) from the table, else 0 (counted as unknown)."""
        entry = self.table.get(key)
        if entry is not None:
            value, flag, e_depth, _ = entry
            if value == 1 and flag >= 0 or value == -1 and flag <= 0 or e_depth == _FOREVER:
                return value
        self.horizon += 1
        return 0


_FOREVER = 1 << 20
_NONE = 1 << 20  # no repetition (a ply deeper than any)
MOVES_KEPT = 1_500_000  # positions whose children are kept (about 300 MB at most)
SURE = 1000  # a win within n plies is worth SURE - n


def reserves_left(state):
    return sum(state.reserve)


def open_formations(own, opp, variant):
    """The formations that may still be completed: an empty spot, and balls of one colour."""
    occupied = own | opp
    return sum(1 for form in FORMATIONS[variant]
               if form & ~occupied and (not form & own or not form & opp))


def reach(state):
    """What the solver's tree grows with: the balls left plus the formations still open."""
    p = state.to_move
    return reserves_left(state) + open_formations(state.masks[p], state.masks[1 - p], state.variant)


def applies(state, level=None):
    """Whether the solver takes ``state`` over for ``level``: where it finishes within the
    level's clock (``REACH``)."""
    long = level is not None and level.seconds >= LONG_CLOCK
    return reach(state) <= (REACH_LONG if long else REACH)[state.variant]


def endgame(state, search, max_depth=200):
    """``[(value, move)]`` for every legal move of ``state``, or None when too many balls
    are left. ``value`` is None where the solver ran out of time before knowing it.

    Where it ``applies`` it has the whole of the time and nodes it is given. Beyond, from
    ``BALLS_LEFT`` balls left, it only tries for ``TRY_SHARE`` of them: many of those trees
    are small (few balls left, open formations that cannot be filled soon), and a win it
    proves is played; where it does not finish, the search has most of the time left and
    skips the moves it proved lost.

    Deepens until a win is proven or every move's value is known: the best move
    listed is then a perfect move; otherwise a move not proven lost is. A value is
    ``SURE - plies`` for a win in that many plies at most, 0 for a draw and
    ``plies - SURE`` for a loss: the quickest win is played, or the slowest loss (the
    one that leaves the opponent the most chances to err)."""
    if state.is_over:
        return None
    if applies(state, getattr(search, "level", None)):
        return solve(state, search, max_depth)
    if reserves_left(state) > BALLS_LEFT:
        return None
    budget, deadline = search.budget, search.deadline
    search.budget = search.nodes + int(TRY_SHARE * max(0, budget - search.nodes))
    if deadline is not None:
        search.deadline = time.monotonic() + TRY_SHARE * max(0.0, deadline - time.monotonic())
    try:
        return solve(state, search, max_depth)
    finally:
        search.budget, search.deadline = budget, deadline


def drawn(state):
    """The positions of ``state``'s game that a third occurrence would draw, as ``Solver.drawn``."""
    return frozenset((masks[p] | masks[1 - p] << 30) << 1 | p for masks, p in state.met_twice())


def solve(state, search, max_depth=200):
    """``endgame``'s answer, within the search's budget and clock, whatever the position."""
    solver = Solver(state.variant, search, drawn(state))
    p = state.to_move
    own, opp = state.masks[p], state.masks[1 - p]
    solver.path[(own | opp << 30) << 1 | p] = 0
    pending = {}  # the mover's mask after a move -> the moves that lead there
    results = []
    for move in state.legal_moves():
        child = state.play(move)
        if child.is_over:
            value = 0 if child.winner is None else (SURE - 1 if child.winner == p else 1 - SURE)
            results.append((value, move))
        else:
            pending.setdefault(child.masks[p], []).append(move)
    try:
        for depth in range(1, max_depth + 1):
            if not pending or any(value > 0 for value, _ in results):
                break
            for new in list(pending):
                horizon = solver.horizon
                value = -solver.value(opp, new, 1 - p, depth, -1, 1)
                if value != 0 or solver.horizon == horizon:
                    results += [(value * (SURE - depth - 1), m) for m in pending.pop(new)]
                    if value == 1:
                        break
    except Stop:
        pass
    return results + [(None, move) for moves in pending.values() for move in moves]
