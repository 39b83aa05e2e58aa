"""One search engine for the four games, with a small part per game.

The engine only uses the rules protocol (``legal_moves``, ``play``,
``to_move``, ``is_over``, ``winner``). What differs per game lives in
``pyrapack.bots.<game>``, all optional:

- ``evaluate(state)``: how good ``state`` looks for the player to move, in
  "units" (about one stone, ball or pawn); wins and losses are exact, never
  evaluated;
- ``order(state, moves)``: the moves, most promising first (alpha-beta cuts
  far more when good moves come first);
- ``extend(state)``: True when a leaf is too unsettled to evaluate (a capture
  is pending): it is searched one more ply;
- ``SEARCH``: ``"alphabeta"`` (the default) or ``"mcts"``;
- ``LEVELS``: per-level overrides of ``Level`` fields (node budgets depend on
  how costly a game's positions are).

Alpha-beta is a negamax with iterative deepening, a transposition table keyed
by ``State`` (positions compare without their history), killer moves and a
history table. MCTS is UCT whose playouts stop after a few plies and score the
position with ``evaluate``. Extra turns (``to_move`` unchanged after a move)
keep the sign and cost no depth.

A search stops at its node budget (deterministic: with ``timed=False`` a seed
replays the same move on any machine), at its deadline, or when cancelled,
whichever comes first, and then answers with the best move it has finished.
"""

import dataclasses
import importlib
import math
import random
import time
from dataclasses import dataclass

WIN = 1_000_000  # a won position; WIN - ply prefers the quickest win, the slowest loss
_DECIDED = WIN - 10_000
_NULL = 1e-6  # the width of a null window (evaluations are floats)
_CHECK_EVERY = 4  # nodes between clock, budget and cancel checks (a node is >= 10 us)


class Stop(Exception):
    """The search ran out of nodes or time, or was cancelled."""


@dataclass(frozen=True)
class Level:
    """How hard a bot tries. ``limit`` is the promise (seconds from the request to the
    answer); ``seconds`` is the search's own deadline, a little shorter."""

    name: str
    limit: float
    seconds: float
    max_depth: int
    max_nodes: int
    noise: float  # at the root, up to this many units of random jitter per move


LEVELS = {
    "easy": Level("easy", 0.2, 0.13, 2, 3_000, 1.0),
    "medium": Level("medium", 0.7, 0.55, 6, 12_000, 0.2),
    "hard": Level("hard", 2.0, 1.7, 40, 60_000, 0.0),
}


def game_module(game):
    """``pyrapack.bots.<game>``, or None when the game has no bot part yet."""
    try:
        return importlib.import_module(f"{__package__}.{game}")
    except ModuleNotFoundError:
        return None


def level_for(game, name):
    """The ``Level`` called ``name`` with ``game``'s overrides applied."""
    overrides = getattr(game_module(game), "LEVELS", {}).get(name, {})
    return dataclasses.replace(LEVELS[name], **overrides)


def evaluator(game):
    """The game's ``evaluate(state)`` (for the player to move), or a blind 0."""
    return getattr(game_module(game), "evaluate", lambda state: 0.0)


def _keep_order(state, moves):
    return moves


class _Search:
    """What both algorithms share: the budget, the clock, the cancel flag, the game's parts."""

    def __init__(self, game, level, seed=0, deadline=None, cancelled=None):
        module = game_module(game)
        self.evaluate = getattr(module, "evaluate", lambda state: 0.0)
        self.order = getattr(module, "order", _keep_order)
        self.extend = getattr(module, "extend", None)
        self.level = level
        self.rng = random.Random(seed)
        self.deadline = deadline
        self.cancelled = cancelled or (lambda: False)
        self.nodes = 0
        self.next_check = _CHECK_EVERY
        self.depth_reached = 0
        self.scores = []  # the root's value for the player to move, per depth searched to the end
        self.stopped = None  # why the search stopped early: "nodes", "time" or "cancel"

    def _check(self):
        """Called every few nodes: raise Stop when the budget, clock or user says so."""
        self.next_check = self.nodes + _CHECK_EVERY
        if self.nodes >= self.level.max_nodes:
            self.stopped = "nodes"
        elif self.deadline is not None and time.monotonic() >= self.deadline:
            self.stopped = "time"
        elif self.cancelled():
            self.stopped = "cancel"
        else:
            return
        raise Stop


class AlphaBeta(_Search):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.table = {}  # State -> (depth, value, flag, best move); flag -1 upper, 0 exact, 1 lower
        self.killers = {}  # ply -> [move, move]
        self.history = {}  # move -> how often it cut off, weighted by depth
        self.max_ply = 0

    def value(self, state, depth, alpha, beta, ply):
        """Negamax value of ``state`` for ``state.to_move``, searched ``depth`` plies."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._check()
        if state.is_over:
            winner = state.winner
            if winner is None:
                return 0
            return WIN - ply if winner == state.to_move else ply - WIN
        if depth <= 0:
            if self.extend is None or ply >= self.max_ply or not self.extend(state):
                return self.evaluate(state)
            depth = 1  # quiescence: an unsettled leaf gets one more ply
        entry = self.table.get(state)
        tt_move = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth and (e_flag == 0 or (e_flag < 0 and e_value <= alpha)
                                     or (e_flag > 0 and e_value >= beta)):
                return e_value
        moves = state.legal_moves()
        if len(moves) > 1:
            moves = self.ordered(state, moves, tt_move, ply)
        start_alpha, best, best_move = alpha, -2 * WIN, None
        mover = state.to_move
        for i, move in enumerate(moves):
            child = state.play(move)
            if child.to_move == mover:  # an extra turn: same side, no depth spent
                score = self.value(child, depth if ply < self.max_ply else depth - 1,
                                   alpha, beta, ply + 1)
            elif i == 0 or beta - alpha <= _NULL:
                score = -self.value(child, depth - 1, -beta, -alpha, ply + 1)
            else:  # principal variation search: prove the move worse with a null window
                score = -self.value(child, depth - 1, -alpha - _NULL, -alpha, ply + 1)
                if alpha < score < beta:
                    score = -self.value(child, depth - 1, -beta, -score, ply + 1)
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self._cutoff(move, depth, ply)
                        break
        flag = -1 if best <= start_alpha else (1 if best >= beta else 0)
        self.table[state] = (depth, best, flag, best_move)
        return best

    def ordered(self, state, moves, tt_move, ply):
        """TT move, then killers, then the rest by history and the game's own order."""
        moves = self.order(state, moves)
        history = self.history
        if history:
            # a stable sort: the game's order breaks ties between equally good histories
            moves = sorted(moves, key=lambda m: -history.get(m, 0))
        front = []
        if tt_move is not None:
            front.append(tt_move)
        for killer in self.killers.get(ply, ()):
            if killer != tt_move and killer in moves:
                front.append(killer)
        if front:
            moves = front + [m for m in moves if m not in front]
        return moves

    def _cutoff(self, move, depth, ply):
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
        best = -2 * WIN
        for move in order:
            alpha = best - self.level.noise - 1e-9 if best > -2 * WIN else -2 * WIN
            child = state.play(move)
            if child.to_move == state.to_move:
                score = self.value(child, depth, alpha, 2 * WIN, 1)
            else:
                score = -self.value(child, depth - 1, -2 * WIN, -alpha, 1)
            best = max(best, score)
            scored.append((score, move))

    def choose(self, state):
        """The move to play: from the deepest search finished, jittered by the level's noise."""
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        jitter = {m: self.rng.uniform(0, self.level.noise) for m in moves}

        def pick(scored):
            return max(scored, key=lambda sm: sm[0] + jitter[sm[1]])[1]

        order = self.order(state, list(moves))
        best = order[0]  # if not even depth 1 finishes: the game's own first choice
        for depth in range(1, self.level.max_depth + 1):
            self.max_ply = 3 * depth + 4
            scored = []
            try:
                self.root(state, depth, order, scored)
            except Stop:
                # a partial iteration still counts once the previous best has its new score
                if any(move == best for _, move in scored) or depth == 1 and scored:
                    best = pick(scored)
                break
            self.depth_reached = depth
            best = pick(scored)
            scored.sort(key=lambda sm: -sm[0])
            order = [m for _, m in scored]
            self.scores.append(scored[0][0])
            if abs(scored[0][0]) >= _DECIDED:  # a forced result is known
                break
        return best


class MCTS(_Search):
    """UCT: playouts of at most ``PLAYOUT`` plies, then ``evaluate`` squashed to a win chance."""

    EXPLORE = 0.9

    def __init__(self, game, *args, **kwargs):
        super().__init__(game, *args, **kwargs)
        module = game_module(game)
        self.playout = getattr(module, "PLAYOUT", 4)
        self.scale = getattr(module, "EVAL_SCALE", 4.0)

    def _leaf_value(self, state):
        """Win chance of the player to move in ``state``."""
        if state.is_over:
            winner = state.winner
            return 0.5 if winner is None else float(winner == state.to_move)
        return 1 / (1 + math.exp(-max(-30.0, min(30.0, self.evaluate(state) / self.scale))))

    def choose(self, state):
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        # a node: [visits, wins for the player who moved into it, children, untried, state]
        root = [0, 0.0, [], self.order(state, moves)[::-1], state]
        rng, c = self.rng, self.EXPLORE
        try:
            while True:
                node, path = root, [root]
                while not node[3] and node[2]:  # select
                    log_n = math.log(node[0])
                    node = max(node[2], key=lambda ch: ch[1][1] / ch[1][0]
                               + c * math.sqrt(log_n / ch[1][0]))[1]
                    path.append(node)
                current = node[4]
                if node[3]:  # expand the next most promising untried move
                    move = node[3].pop()
                    child_state = current.play(move)
                    child = [0, 0.0, [], [] if child_state.is_over
                             else self.order(child_state, child_state.legal_moves())[::-1],
                             child_state]
                    node[2].append((move, child))
                    path.append(child)
                    current = child_state
                for _ in range(self.playout):  # a short random playout
                    if current.is_over:
                        break
                    current = current.play(rng.choice(current.legal_moves()))
                    self.nodes += 1
                self.nodes += 1
                if self.nodes >= self.next_check:
                    self._check()
                value, player = self._leaf_value(current), current.to_move
                for i in range(len(path) - 1, 0, -1):
                    parent_mover = path[i - 1][4].to_move
                    path[i][0] += 1
                    path[i][1] += value if parent_mover == player else 1 - value
                root[0] += 1
        except Stop:
            pass
        if not root[2]:
            return self.order(state, moves)[0]
        noise = self.level.noise
        return max(root[2], key=lambda mc: mc[1][0] * (1 + rng.uniform(0, noise) / 10))[0]


ALGORITHMS = {"alphabeta": AlphaBeta, "mcts": MCTS}


def think(game, state, level="medium", seed=0, timed=True, cancelled=None, deadline=None,
          algorithm=None):
    """``(move, search)`` for ``state.to_move`` at ``level`` (a name or a ``Level``).

    ``deadline`` (a ``time.monotonic()`` value) replaces the level's own one: the
    worker counts from when the request was made. With ``timed`` false only the
    node budget limits the search, so a seed replays the same move on any machine.
    """
    spec = level if isinstance(level, Level) else level_for(game, level)
    if not timed:
        deadline = None
    elif deadline is None:
        deadline = time.monotonic() + spec.seconds
    name = algorithm or getattr(game_module(game), "SEARCH", "alphabeta")
    search = ALGORITHMS[name](game, spec, seed, deadline, cancelled)
    return search.choose(state), search


def choose_move(game, state, level="medium", seed=0, timed=True, cancelled=None, deadline=None):
    """The move the bot plays for ``state.to_move`` at ``level``."""
    return think(game, state, level, seed, timed, cancelled, deadline)[0]
