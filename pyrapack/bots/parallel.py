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
        self.helper_nodes, self.helper_cpu = [], []

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
        noise = self.level.noise
        exact, upper, lower = {}, {}, {}  # move -> score
        running = {}  # helper -> (move, alpha, beta)
        solved = True
        best = -INF

        def threshold():
            if best > -INF:
                return best - noise - _NULL
            return None if guess is None or abs(guess) >= DECIDED else guess - noise - _NULL

        def settled(move):
            if move in exact:
                return True
            if move in upper:
                t = threshold() if best > -INF else None
                return t is not None and upper[move] <= t
            return False

        def next_task(helper):
            busy = {m for m, _, _ in running.values()}
            waiting = [m for m in order if m not in busy and not settled(m)
                       and not (m in upper and best == -INF)]
            if not waiting:
                return None
            # a move this helper searched before, among the next few, else the next one
            move = next((m for m in waiting[:helpers.size + 1] if self.last.get(m) == helper),
                        waiting[0])
            t = threshold()
            if move == order[0] and best == -INF or t is None:
                window = (-INF, INF)
            elif move in lower or move in upper:
                window = (t, INF)  # failed high, or its bound no longer rules it out
            else:
                window = (t, t + _NULL)
            return move, window

        def done():
            return not running and best > -INF and all(settled(m) for m in order)

        while True:
            for helper in helpers.live():
                if helper in running:
                    continue
                task = next_task(helper)
                if task is None:
                    continue
                move, (alpha, beta) = task
                if helpers.send(helper, ("task", number, index[move], depth, alpha, beta)):
                    running[helper] = (move, alpha, beta)
                    self.last[move] = helper
                    helpers.given_work(helper)
            if done():
                return True, self._scores(order, exact, upper, lower), solved
            partial = self._scores(order, exact, {}, lower)  # what a stop leaves to choose from
            if not running:  # nothing to hand out yet nothing known: no helper is left
                self.stopped = "helpers" if not helpers.live() else self.stopped
                return False, partial, False
            try:
                self._check_stop()
                ready = wait([helpers.conns[h] for h in running], POLL)
            except Stop:
                return False, partial, False
            for conn in ready:
                helper = helpers.conns.index(conn)
                try:
                    reply = conn.recv()
                except (EOFError, OSError):  # it died: left out, its move handed to another
                    helpers.drop(helper)
                    running.pop(helper)
                    continue
                if reply[1] != number:
                    continue
                move, alpha, beta = running.pop(helper)
                self.helper_cpu[helper] = reply[-1]
                if reply[0] == "stopped":
                    self.helper_nodes[helper] = reply[4]
                    self.stopped = reply[3] or "time"
                    return False, partial, False
                _, _, _, _, score, exact_value, nodes, _ = reply
                self.helper_nodes[helper] = nodes
                solved = solved and exact_value
                lower.pop(move, None)
                upper.pop(move, None)
                if score <= alpha:
                    upper[move] = score
                elif score >= beta:
                    lower[move] = score
                else:
                    exact[move] = score
                    best = max(best, score)
            for helper in [h for h in running if not helpers.answering(h)]:
                helpers.drop(helper)  # paused or stuck: left out, its move handed to another
                running.pop(helper)

    @staticmethod
    def _scores(order, exact, upper, lower):
        """The moves scored so far: exact scores, the lower bound of a move that failed high,
        the upper bound of a move ruled out."""
        out = []
        for move in order:
            if move in exact:
                out.append((exact[move], move))
            elif move in lower:
                out.append((lower[move], move))
            elif move in upper:
                out.append((upper[move], move))
        return out

    def _check_stop(self):
        """The search core's stop checks, the helpers counting the nodes: the clock and the cancel."""
        self.stop_if()

