"""Expert's search on every core: the root moves shared out between search processes.

The worker process (``worker.py``) stays the one the app talks to; for a level with
``workers`` other than 1 it hands the search to *helpers*, one process per core
(``workers=0``), started on first use and kept for the worker's life. Each iteration
of the iterative deepening is split at the root: a free helper takes the next root move
in the order of the iteration before (the previous best first, searched with a full
window; the others with a null window just below the best score known, or guessed from
the iteration two plies shallower while none is known yet), and a move that fails high,
or whose bound no longer rules it out once the best is known, is searched again with an
open window. Each helper keeps its own alpha-beta (table, killers, history) for the
whole move, and is handed the root moves it searched before where it can, so its table
knows them. The iteration is done when every move has an exact score or a bound that
rules it out; the choice among the moves within the level's noise is the serial
search's (``AlphaBeta.pick``).

Stopping: one shared number names the search under way; the helpers' searches check it
with their clock and node budget, so a cancel (a new request, a move played) or the
deadline stops them all within milliseconds. A helper that stops answering (paused,
stuck, killed) is left out and its move handed to another (``helpers``); with none left,
the search goes on in this process (``AlphaBeta``).

A bench that counts each bot's own CPU time (``time.monotonic`` replaced by
``time.process_time`` in the calling process) makes the helpers count theirs: a search
of ``seconds`` then gives each helper ``seconds`` of its own CPU time, what a quiet
machine with one core per helper would give.
"""

import dataclasses
import os
from multiprocessing.connection import wait

from .. import games
from .alphabeta import INF, AlphaBeta, _NULL
from .helpers import pool, shutdown  # noqa: F401  (the worker, benches and tests end the helpers here)
from .search import DECIDED, Search, Stop

POLL = 0.005  # seconds between the master's looks at the cancel flag and the clock


def cores():
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def helpers_for(level):
    return level.workers if level.workers > 0 else cores()


# -- the search --------------------------------------------------------------------------------
class ParallelSearch(Search):
    """The search of ``AlphaBeta`` with its root moves searched by helper processes.

    Its ``choose`` answers like ``AlphaBeta.choose`` (and fills ``scored``, ``scores``,
    ``depth_reached``, ``solved``, ``nodes``, ``stopped``); ``helpers`` says how many
    processes searched."""

    def __init__(self, *args, game, **kwargs):
        super().__init__(*args, **kwargs)
        self.helpers = helpers_for(self.level)
        self.margin = getattr(self.module, "margin", None)
        self.scored = []
        self.game = game  # its id: the helpers find its bot part (if it has one) by it
        self.helper_nodes, self.helper_cpu, self.helper_tasks = [], [], []

    def choose(self, state, candidates=None):
        moves = state.legal_moves()
        chosen = moves if candidates is None else list(candidates)
        if len(chosen) == 1:
            self.source = "only move"
            return chosen[0]
        helpers = pool(self.helpers)
        self.pool = helpers
        jitter = {m: self.rng.uniform(0, self.level.noise) for m in chosen}
        index = {m: moves.index(m) for m in chosen}
        order = self.order(state, list(chosen))
        best = order[0]
        helpers.numbers += 1
        number = helpers.current.value = helpers.numbers * 1000 + os.getpid() % 1000
        seconds = self.time_left()
        share = max(1, (self.budget - self.nodes) // helpers.size)
        level = dataclasses.replace(self.level, max_nodes=share)
        for k in helpers.live():
            helpers.send(k, ("new", number, games.get(self.game), state, level,
                             self.rng.randrange(1 << 30), None if seconds is None else max(0.0, seconds)))
        self.helper_nodes = [0] * helpers.size
        self.helper_cpu = [0.0] * helpers.size  # CPU seconds each helper spent on this search
        self.helper_tasks = [0] * helpers.size  # root moves handed to each helper
        self.last = {}  # move -> the helper that searched it last
        top_by_depth = {}
        try:
            for depth in range(1, self.level.max_depth + 1):
                guess = top_by_depth.get(depth - 2, top_by_depth.get(depth - 1))
                finished, scored, solved = self._iteration(helpers, number, order, index, depth,
                                                           guess)
                if not finished:
                    if any(m == best for _, m in scored) or depth == 1 and scored:
                        best = self.pick(scored, jitter)
                    break
                self.depth_reached = depth
                self.solved = solved
                best = self.pick(scored, jitter)
                scored.sort(key=lambda sm: -sm[0])
                self.scored = scored
                self.scores.append(scored[0][0])
                top_by_depth[depth] = scored[0][0]
                order = [m for _, m in scored]
                if solved or (abs(scored[0][0]) >= DECIDED and self.margin is None):
                    break
        finally:
            helpers.stop()
            self.nodes += sum(self.helper_nodes)
            for k in helpers.live():  # the helpers free their tables while the game goes on
                helpers.send(k, ("drop", number))
        if self.stopped == "helpers":  # every helper left out: the rest of the search, here
            return self._alone(state, chosen)
        return best

    def _alone(self, state, chosen):
        """The search of ``AlphaBeta`` in this process, on the time and nodes left."""
        search = AlphaBeta(self.module, self.level, self.rng.randrange(1 << 30), self.deadline,
                           self.cancelled)
        search.budget = max(1, self.budget - self.nodes)
        move = search.choose(state, chosen)
        self.nodes += search.nodes
        self.stopped, self.source = search.stopped, "alone"
        if search.depth_reached > self.depth_reached:
            self.depth_reached, self.solved, self.scores = search.depth_reached, search.solved, search.scores
        return move

    def _iteration(self, helpers, number, order, index, depth, guess):
        """Score every move of ``order`` at ``depth``: ``(finished, [(score, move)], solved)``;
        the scores of the moves ruled out are their bounds."""
        known = RootScores(order, self.level.noise, guess)
        while True:
            self._hand_out(helpers, number, index, depth, known)
            if known.done():
                return True, known.scores(), known.solved
            partial = known.scores(bounds=False)  # what a stop leaves to choose from
            if not known.running:  # nothing to hand out yet nothing known: no helper is left
                self.stopped = "helpers" if not helpers.live() else self.stopped
                return False, partial, False
            try:
                self._check_stop()
                ready = wait([helpers.conns[h] for h in known.running], POLL)
            except Stop:
                return False, partial, False
            if not self._collect(helpers, number, ready, known):
                return False, partial, False
            self._leave_out_silent(helpers, known)

    def _hand_out(self, helpers, number, index, depth, known):
        """Every idle helper gets the next root move to search, with its window."""
        for helper in helpers.live():
            if helper in known.running:
                continue
            task = known.next_task(helper, self.last, helpers.size)
            if task is None:
                continue
            move, (alpha, beta) = task
            if helpers.send(helper, ("task", number, index[move], depth, alpha, beta)):
                known.running[helper] = (move, alpha, beta)
                self.last[move] = helper
                self.helper_tasks[helper] += 1
                helpers.given_work(helper)

    def _collect(self, helpers, number, ready, known):
        """The answers of the ``ready`` helpers, into ``known``; False when a helper says its
        search was stopped (the clock, the node budget, a cancel)."""
        for conn in ready:
            helper = helpers.conns.index(conn)
            try:
                reply = conn.recv()
            except (EOFError, OSError):  # it died: left out, its move handed to another
                helpers.drop(helper)
                known.running.pop(helper)
                continue
            if reply[1] != number:  # an answer to a search before this one
                continue
            move, alpha, beta = known.running.pop(helper)
            self.helper_cpu[helper] = reply[-1]
            if reply[0] == "stopped":
                self.helper_nodes[helper] = reply[4]
                self.stopped = reply[3] or "time"
                return False
            _, _, _, _, score, exact_value, nodes, _ = reply
            self.helper_nodes[helper] = nodes
            known.record(move, alpha, beta, score, exact_value)
        return True

    @staticmethod
    def _leave_out_silent(helpers, known):
        """A helper searching without a sign of life (paused or stuck) is left out, its move
        handed to another."""
        for helper in [h for h in known.running if not helpers.answering(h)]:
            helpers.drop(helper)
            known.running.pop(helper)

    def _check_stop(self):
        """The search core's stop checks, the helpers counting the nodes: the clock and the cancel."""
        self.stop_if()



class RootScores:
    """What one iteration knows of its root moves: their exact scores, the bounds of those that
    failed low (``upper``) or high (``lower``), the best exact score, which helper searches
    which move (``running``: helper -> (move, alpha, beta)), and whether every score is proven.
    It says which move is searched next and in which window, and when the iteration is done
    (every move exact or ruled out by its bound)."""

    def __init__(self, order, noise, guess):
        self.order, self.noise, self.guess = order, noise, guess
        self.exact, self.upper, self.lower = {}, {}, {}  # move -> score
        self.running = {}
        self.solved = True
        self.best = -INF

    def threshold(self):
        """The score a move must beat to be a candidate: the best exact one less the noise,
        or the guess while none is known (None: no bound yet)."""
        if self.best > -INF:
            return self.best - self.noise - _NULL
        guess = self.guess
        return None if guess is None or abs(guess) >= DECIDED else guess - self.noise - _NULL

    def settled(self, move):
        """Whether ``move`` needs no more search: exact, or a bound that rules it out."""
        if move in self.exact:
            return True
        if move in self.upper:
            t = self.threshold() if self.best > -INF else None
            return t is not None and self.upper[move] <= t
        return False

    def next_task(self, helper, last, size):
        """``(move, (alpha, beta))`` for ``helper`` to search next, or None: a move it searched
        before (``last``: move -> helper) among the next few waiting, else the next one."""
        busy = {m for m, _, _ in self.running.values()}
        waiting = [m for m in self.order if m not in busy and not self.settled(m)
                   and not (m in self.upper and self.best == -INF)]
        if not waiting:
            return None
        move = next((m for m in waiting[:size + 1] if last.get(m) == helper), waiting[0])
        t = self.threshold()
        if move == self.order[0] and self.best == -INF or t is None:
            window = (-INF, INF)
        elif move in self.lower or move in self.upper:
            window = (t, INF)  # failed high, or its bound no longer rules it out
        else:
            window = (t, t + _NULL)
        return move, window

    def record(self, move, alpha, beta, score, exact_value):
        """A helper's score for ``move``, searched in the window (alpha, beta)."""
        self.solved = self.solved and exact_value
        self.lower.pop(move, None)
        self.upper.pop(move, None)
        if score <= alpha:
            self.upper[move] = score
        elif score >= beta:
            self.lower[move] = score
        else:
            self.exact[move] = score
            self.best = max(self.best, score)

    def done(self):
        return not self.running and self.best > -INF and all(self.settled(m) for m in self.order)

    def scores(self, bounds=True):
        """The moves scored so far, in ``order``: exact scores, the lower bound of a move that
        failed high, and (with ``bounds``) the upper bound of a move ruled out."""
        out = []
        for move in self.order:
            if move in self.exact:
                out.append((self.exact[move], move))
            elif move in self.lower:
                out.append((self.lower[move], move))
            elif bounds and move in self.upper:
                out.append((self.upper[move], move))
        return out
