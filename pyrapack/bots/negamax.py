"""The one search core: negamax with alpha-beta over the rules' ``State`` API.

Every search of the project that looks ahead by alpha-beta is this one (OpenSpiel keeps one
alpha-beta over its State API the same way): the bots (``alphabeta.AlphaBeta``, and through
it Expert's helpers), 27's exact solver, the puzzles' prover (``puzzles/proof.py``) and the
bench's reference opponents. Here, once:

- the recursion: each child's value seen from the mover, a window narrowed by each score, a
  cut-off once a move reaches ``beta`` (fail-soft: the best score found is returned, a bound
  beyond the window);
- the extra-turn rule: a move after which the same side moves again (``to_move`` unchanged)
  keeps the value's sign and the window; it costs a ply of depth, or none above
  ``max_ply`` (the bots: an extra turn is the same move going on);
- a principal variation search where a caller asks for one (``null``: the width of its null
  window);
- the table of bounds: an entry's flag (``bound``) and whether it answers a window
  (``answers``), a forced result counted from the node that stores it (``to_table``,
  ``from_table``), the table's move tried first (``first``);
- the stop checks: a node budget, a deadline and a cancel flag (``Budget``);
- what is exact: a value that rests on no guess (``guesses``: an evaluated leaf, a line cut
  by the depth) is the game's true value, and stored as such.

A caller keeps only what is its own, as hooks: the value of a finished game (``final``), of a
leaf (``evaluate``; ``extend`` and ``noisy`` where leaves are played out), its table's key and
what an entry answers (``key``, ``probe``, ``store``), its moves in its order (``children``)
and what a cut-off teaches it (``cutoff``). The histories (a repetition rule) are the rules'
``search_key``: the key a table entry is stored under.

The puzzles' second prover (``puzzles/plain.py``) shares none of this, on purpose: it is the
check that this core is right.
"""

import time

WIN = 1_000_000  # a won position; WIN - ply prefers the quickest win, the slowest loss
DECIDED = WIN - 10_000  # beyond this a value is a forced result, not an evaluation
CHECK_EVERY = 4  # nodes between clock, budget and cancel checks (a node is >= 10 us)
INF = 2 * WIN

UPPER, EXACT, LOWER = -1, 0, 1  # a table entry's flag: the value is at most, exactly, at least it


class Stop(Exception):
    """The search ran out of nodes or time, or was cancelled."""


def _never():
    return False


def _nothing(state):
    return 0


def _itself(state):
    return state


class Budget:
    """The stop checks: ``nodes`` counted against ``budget``, a ``deadline`` (a
    ``time.monotonic()`` value, or None) and ``cancelled()``, looked at every ``every`` nodes;
    when one says so, ``stopped`` tells which ("nodes", "time", "cancel") and ``Stopped`` is
    raised."""

    Stopped: type[Exception] = Stop
    every = CHECK_EVERY

    def __init__(self, budget, deadline=None, cancelled=None):
        self.nodes = 0
        self.budget = budget  # the node count at which the search stops
        self.deadline = deadline
        self.cancelled = cancelled or _never
        self.next_check = self.every
        self.stopped = None  # why the search stopped early

    def restart(self):
        """Count the nodes from 0 again (a new question on the same budget)."""
        self.nodes = 0
        self.next_check = self.every

    def tick(self, nodes=1):
        """Count ``nodes`` more; every few, raise ``Stopped`` if the budget, clock or user says so."""
        self.nodes += nodes
        if self.nodes >= self.next_check:
            self._check()

    def _check(self):
        self.next_check = self.nodes + self.every
        self.stop_if(self.nodes >= self.budget)

    def stop_if(self, out_of_nodes=False):
        """Raise ``Stopped`` when out of nodes (as the caller says), past the deadline or cancelled."""
        if out_of_nodes:
            self.stopped = "nodes"
        elif self.deadline is not None and time.monotonic() >= self.deadline:
            self.stopped = "time"
        elif self.cancelled():
            self.stopped = "cancel"
        else:
            return
        raise self.Stopped

    def out_of_time(self):
        """Whether the budget or the clock is spent before the search begins."""
        return self.nodes >= self.budget or (self.deadline is not None
                                             and time.monotonic() >= self.deadline)


# -- the table ------------------------------------------------------------------------------------
def bound(value, alpha, beta):
    """The flag of ``value`` found with the window (``alpha``, ``beta``): at most it (it failed
    low), at least it (it failed high) or exactly it."""
    return UPPER if value <= alpha else (LOWER if value >= beta else EXACT)


def answers(value, flag, alpha, beta):
    """Whether a value stored with ``flag`` settles a search with the window (``alpha``, ``beta``)."""
    return flag == EXACT or (flag < 0 and value <= alpha) or (flag > 0 and value >= beta)


def to_table(value, ply):
    """A forced result counted from this node rather than from the root."""
    if value >= DECIDED:
        return value + ply
    if value <= -DECIDED:
        return value - ply
    return value


def from_table(value, ply):
    """A forced result from the table counted from the root again, ``ply`` plies below it."""
    if value >= DECIDED:
        return value - ply
    if value <= -DECIDED:
        return value + ply
    return value


def first(moves, move):
    """``moves``, ``move`` (the table's best move, if any) first."""
    if move is not None:
        yield move
    for other in moves:
        if other != move:
            yield other


class NoTable:
    """The table of a search that keeps none: it knows nothing and keeps nothing."""

    def get(self, key):
        return None

    def __setitem__(self, key, entry):
        pass


# -- the search -----------------------------------------------------------------------------------
class Negamax(Budget):
    """Negamax with alpha-beta: ``value(state, depth, alpha, beta, ply)`` is ``state``'s value
    for its player to move, exact strictly inside the window, a bound outside it.

    The hooks below are a caller's own; their defaults are the plainest search (finished games
    only, no table). ``table`` maps ``key(state)`` to the entries ``probe`` reads and ``store``
    writes. The stop checks are ``Budget``'s (a subclass starts it with its own budget)."""

    null: float | None = None  # the width of a principal variation search's null window (None: none)
    max_ply = 0  # extra turns above this ply cost no depth, nor does a leaf's extension
    # the leaves: ``evaluate(state)`` (for the mover: a guess, not exact); ``extend(state)``: True
    # where a leaf is too unsettled to judge (it is searched one more ply); ``noisy(state)``:
    # the moves played out before a leaf is judged (``quiesce``), at most ``quiesce_plies``
    evaluate = staticmethod(_nothing)
    extend = None
    noisy = None
    quiesce_plies = 4
    keep = 0  # the nodes under a position below which what was found is not stored
    worst = -INF  # strictly below any value: the best before any move
    table = NoTable()
    key = staticmethod(_itself)  # what the table knows a position by: ``key(state)``
    guesses = 0  # values resting on a guess so far: a value none went into is exact

    def value(self, state, depth, alpha, beta, ply=0):
        """Negamax value of ``state`` for ``state.to_move``, searched ``depth`` plies."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._check()
        if state.is_over:
            return self.final(state, ply)
        if depth <= 0:  # a leaf: judged once settled, or searched one ply more while it is not
            if self.noisy is not None:
                return self.quiesce(state, alpha, beta, ply, self.quiesce_plies)
            extend = self.extend
            if extend is None or ply >= self.max_ply or not extend(state):
                self.guesses += 1
                return self.evaluate(state)
            depth = 1
        key = self.key(state)
        entry = self.table.get(key)
        best_move = None
        if entry is not None:
            known, alpha, beta, best_move = self.probe(entry, depth, alpha, beta, ply)
            if known is not None:
                return known
        guesses, nodes, start_alpha = self.guesses, self.nodes, alpha
        best = worst = self.worst  # below any value: no move searched yet
        mover, null = state.to_move, self.null
        moves, play = self.children(state, key, best_move, ply, depth)
        for move in moves:
            child = play(move)
            if child.to_move == mover:  # an extra turn: the same side, the same window
                score = self.value(child, depth if ply < self.max_ply else depth - 1,
                                   alpha, beta, ply + 1)
            elif null is None or best == worst or beta - alpha <= null:  # (the first move)
                score = -self.value(child, depth - 1, -beta, -alpha, ply + 1)
            else:  # principal variation search: prove the move worse with a null window
                score = -self.value(child, depth - 1, -alpha - null, -alpha, ply + 1)
                if alpha < score < beta:
                    score = -self.value(child, depth - 1, -beta, -score, ply + 1)
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self.cutoff(move, depth, ply)
                        break
        if self.nodes - nodes >= self.keep:
            self.store(key, depth, best, bound(best, start_alpha, beta), best_move,
                       self.guesses == guesses, ply, entry)
        return best

    def quiesce(self, state, alpha, beta, ply, plies):
        """The value of a leaf once its ``noisy(state)`` moves (attacks) are played out, at
        most ``plies`` of them: the side to move may also stand on the evaluation (it need
        not attack). Uses the caller's ``evaluate`` and ``final``; no table, no depth."""
        best = self.evaluate(state)
        self.guesses += 1
        if best >= beta or plies <= 0 or ply >= self.max_ply:
            return best
        alpha = max(alpha, best)
        mover = state.to_move
        for move in self.noisy(state):
            self.nodes += 1
            if self.nodes >= self.next_check:
                self._check()
            child = state.play(move)
            if child.is_over:
                score = self.final(child, ply + 1)
                score = score if child.to_move == mover else -score
            elif child.to_move == mover:
                score = self.quiesce(child, alpha, beta, ply + 1, plies - 1)
            else:
                score = -self.quiesce(child, -beta, -alpha, ply + 1, plies - 1)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    def child_value(self, mover, child, depth, alpha, beta, ply=1):
        """The value for ``mover`` of ``child``, the position after one of ``mover``'s moves
        ``ply`` plies below the root (a root's move: 1), where ``depth`` plies were left: the
        same extra-turn rule as inside the search."""
        if child.to_move == mover:
            return self.value(child, depth if ply <= self.max_ply else depth - 1, alpha, beta, ply)
        return -self.value(child, depth - 1, -beta, -alpha, ply)

    # -- the caller's own ---------------------------------------------------------------------
    def final(self, state, ply):
        """A finished game's value for its player to move."""
        if state.winner is None:
            return 0
        return WIN - ply if state.winner == state.to_move else ply - WIN

    def probe(self, entry, depth, alpha, beta, ply):
        """``(value, alpha, beta, move)``: the value ``entry`` settles the search with (None
        where it does not), the window it leaves, and the move to try first."""
        e_depth, e_value, flag, move = entry
        if e_depth >= depth and answers(e_value, flag, alpha, beta):
            return e_value, alpha, beta, move
        return None, alpha, beta, move

    def store(self, key, depth, value, flag, move, exact, ply, entry):
        """Keep what the search found (``exact``: it rests on no guess; ``entry``: what the
        table held before, or None)."""
        self.table[key] = (depth, value, flag, move)

    def children(self, state, key, best_move, ply, depth):
        """``(moves, play)``: the moves in the order to search them (``best_move``, the table's,
        first), and what gives the position after one (``state.play``, or a cache of them)."""
        return first(state.legal_moves(), best_move), state.play

    def cutoff(self, move, depth, ply):
        """``move`` reached beta: what a search learns from it (killers, history)."""
