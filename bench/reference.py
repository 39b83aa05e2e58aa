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
``Public`` that plays exactly as it does, deterministic as it is: ``choose(state, ply)``.
"""

import functools
import pathlib
import random
import sys
from dataclasses import dataclass

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import cxxsort  # noqa: E402  (bench/cxxsort.py, next to this file)

from pyrapack import games  # noqa: E402
from pyrapack.bots.negamax import INF, WIN, Budget, Negamax  # noqa: E402

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


class Public:
    """A public AI as its game's bot part describes it (``public_values``, ``public_moves``,
    ``PUBLIC_DEPTH``): a C++ engine that keeps one search tree for the whole game, as the real
    27 AI does (issue 40, read from its source):

    1. after every move, its own and the opponent's, the subtree of the move played becomes the
       root, and every node keeps its children in the order its last search left them;
    2. each search computes every node to its remaining height (the root's: ``depth``) by plain
       minimax on its own score, then re-sorts every node's children by their new values,
       starting from the kept order (best first where it moves, worst first where the opponent
       does) with C++'s ``std::sort`` (``cxxsort``); it plays the root's first child;
    3. it searches once before anything happens, whoever moves first, then at each of its
       turns (a forced one too);
    4. a new node's children come in its generation order (``public_moves``).

    Only the order of the root's children decides its move, and minimax values do not depend
    on any order: so its move at ply ``t`` is the one the sorts of that position's children left
    first, the searches at plies ``s`` <= ``t`` within its depth having sorted them by their
    values at height ``depth - 1 - (t - s)``, oldest first, from the generation order. That is
    what ``choose`` computes, without the tree: at most 16 children the sort is an insertion
    sort (stable), so the first is the best by the last search's values, ties broken by the
    search before, and so on, then by generation order (found with null windows); above 16
    every child's value at every such height is computed and the sorts are replayed. The
    order of the opponent's moves decides nothing here. ``bench/kept_tree.py`` keeps the
    tree itself, as the engine does, to check this on small depths.
    """

    def __init__(self, depth, moves, values, variants=None):
        self.depth, self.moves, self.values, self.variants = depth, moves, values, variants
        self._values = {}  # per player: its values, kept (they never change) from game to game

    def heights(self, ply):
        """The heights the root's children were sorted at before the move at ``ply`` (moves
        since the start), oldest first: the start's search, then one at each of its turns
        (every other ply, ending with this one)."""
        searches = [0] + list(range(ply % 2, ply + 1, 2))
        return [self.depth - 1 - (ply - s) for s in searches if ply - s < self.depth]

    def choose(self, state, ply):
        """Its move in ``state``, reached ``ply`` moves after the start of the game (its
        choices depend on the searches it made earlier in the same game)."""
        me = state.to_move
        moves = self.moves(state, me)
        if len(moves) == 1:
            return moves[0]
        values = self._values.get(me) or self._values.setdefault(me, self.values(me))
        children = [state.play(move) for move in moves]
        heights = self.heights(ply)
        if len(moves) > cxxsort.THRESHOLD:
            order = list(range(len(moves)))
            for height in heights:
                scores = [values.value(child, height) for child in children]
                cxxsort.sort(order, lambda a, b: scores[a] > scores[b])
            return moves[order[0]]
        candidates = range(len(moves))
        for height in reversed(heights):  # the last sort decides first
            candidates = _best(values, children, candidates, height)
            if len(candidates) == 1:
                break
        return moves[candidates[0]]


def _best(values, children, candidates, height):
    """The candidates (indices into ``children``, in order) of the highest value at
    ``height``, found with null windows (the values are whole numbers), the likeliest best
    searched first (by its value two plies deep: alpha-beta's speed, not the answer)."""
    best, found = None, []
    for i in sorted(candidates, key=lambda i: -values.value(children[i], min(height, 2))):
        child = children[i]
        if best is None:
            value = values.value(child, height)
        else:
            value = values.value(child, height, best - 1, best)
            if value >= best:
                value = values.value(child, height, best, best + 1)
                if value > best:
                    value = values.value(child, height, best, _INF)
        if best is None or value > best:
            best, found = value, [i]
        elif value == best:
            found.append(i)
    return sorted(found)


@functools.cache
def public(game):
    """The strongest public AI of ``game`` as its bot part describes it (``public_values``,
    ``public_moves``, ``PUBLIC_DEPTH``, ``PUBLIC_VARIANTS``: the variants it plays), or None
    where it describes none. One per game and process: it keeps the values it found."""
    part = games.get(game).part("bots")
    values = getattr(part, "public_values", None)
    if values is None:
        return None
    return Public(part.PUBLIC_DEPTH, part.public_moves, values, getattr(part, "PUBLIC_VARIANTS", None))
