"""One search engine for every game, with a small part per game.

The engine only uses the rules protocol (``legal_moves``, ``play``,
``to_move``, ``is_over``, ``winner``). What differs per game lives in
the game's bot part (``bots.<game>``), all optional:

- ``evaluate(state)``: how good ``state`` looks for the player to move, in
  "units" (about one stone, ball or pawn); wins and losses are exact, never
  evaluated;
- ``order(state, moves)``: the moves, most promising first (alpha-beta cuts
  far more when good moves come first);
- ``extend(state)``: True when a leaf is too unsettled to evaluate (a capture
  is pending): it is searched one more ply;
- ``noisy(state)``: the moves that change the balance at once (a game's attacks):
  a leaf is judged only after they are played out (a quiescence search);
- ``margin(state)``: the final margin of a finished game for the player to move,
  where the game has one (the search then plays for the biggest win);
- ``key(state)``: a cheaper key than the ``State`` for the transposition table (the
  rules' ``history_key`` is added to it where the game has one);
- ``tally(state, player)``: the simple count the game's lesson teaches (stones off and
  climbed, pawns, pawns home, balls in reserve): the bench's careful newcomer plays by it,
  and a level whose ``evaluation`` is ``"tally"`` scores its leaves by it;
- ``endgame(state, search)``: an exact solver for the positions it knows how to
  solve: ``[(value, move)]`` for every legal move, ``value`` None where the time ran
  out before it was known, or None for a position it does not handle;
- ``SEARCH``: ``"alphabeta"`` (the default) or ``"mcts"``;
- ``LEVELS``: per-level overrides of ``Level`` fields (node budgets depend on
  how costly a game's positions are).

Before anything else every level screens its moves (``safety.py``): a move that loses
at once is never searched while another exists, and a search stopped before it saw one
ply (two for the levels above Beginner) answers with the screen's choice: a win at once
or in one if there is one, else a move the opponent cannot answer with a win at once.
Then Hard looks its move up in the game's opening book (``book.py``) and asks the game's
endgame solver; both answer only where they are sure.

A search stops at its node budget (deterministic: with ``timed=False`` a seed
replays the same move on any machine), at its deadline, or when cancelled,
whichever comes first, and then answers with the best move it has finished.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import games
from . import book, safety
from .alphabeta import AlphaBeta
from .mcts import MCTS
from .search import CHECK_EVERY as _CHECK_EVERY  # noqa: F401  (tests count checks)
from .search import WIN, Search, Stop  # noqa: F401

if TYPE_CHECKING:
    from ..part_types import State
    from ..rules.protocol import GameMove


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
    book: bool = False  # play the opening book's moves
    endgame: bool = False  # ask the game's exact endgame solver first
    endgame_share: float = 0.6  # of the time and nodes left, at most, for that solver
    workers: int = 1  # search processes: 1 searches in this process, 0 one per core (``parallel``)
    quiescence: bool = True  # play out the captures or attacks pending at a leaf (``extend``, ``noisy``)
    # the bot part's function that scores a leaf: ``evaluate``, another its ``LEVELS`` name, or
    # ``"tally"``: the lesson's count, the mover's less the opponent's (``search.leaf_evaluation``);
    # ``evaluate`` where the part has no such function
    evaluation: str = "evaluate"
    # choose only among the screen's safe moves, as the careful newcomer does: a win in one
    # when there is one, else no move the opponent answers with a win at once; a share (0 to
    # 1): on that share of its moves, drawn with the search's seed (now and then it does not look)
    careful: float = False
    # every move within the noise of the best is drawn alike, as the book draws among its
    # near-equal moves (``Search.pick``): variety against a deterministic opponent
    even: bool = False


LEVELS = {
    # Beginner looks one move ahead only: it takes a win it can see and never plays a move
    # that loses at once, but never sees the opponent's reply coming, not even a capture or an
    # attack (no quiescence), so a threat two moves deep goes unnoticed; and it is erratic
    # (a jitter, and in some games a leaf of its own: ``LEVELS`` of its bot part). The bench's
    # careful newcomer, who looks at the replies but knows only the lesson's count, must beat
    # it half the time at least, while it beats random play 70% of the time (issue 40)
    "beginner": Level("beginner", 0.2, 0.1, 1, 600, 2.0, quiescence=False),
    "easy": Level("easy", 0.2, 0.13, 2, 3_000, 1.0),
    "medium": Level("medium", 0.7, 0.55, 6, 12_000, 0.2),
    # Hard's small noise is its variety: moves within 0.08 units of the best are all
    # candidates, so replays of a game differ; proven results are never jittered
    # Hard's budget is about what 1.5 s searches on a quiet machine: its clock, not its
    # budget, decides on a slower or busier one
    "hard": Level("hard", 2.0, 1.7, 40, 150_000, 0.08, book=True, endgame=True),
    # Expert: Hard's engine with five times the clock, on every core of the machine (one
    # search process per core, splitting the root moves: ``parallel``); its budget is
    # the whole search's, shared between the processes
    "expert": Level("expert", 10.0, 9.0, 60, 6_000_000, 0.05, book=True, endgame=True,
                    workers=0),
}


def level_for(game: str, name: str) -> Level:
    """The ``Level`` called ``name`` with ``game``'s overrides applied."""
    overrides = getattr(games.get(game).part("bots"), "LEVELS", {}).get(name, {})
    return dataclasses.replace(LEVELS[name], **overrides)


def evaluator(game: str) -> Callable[[State], float]:
    """The game's ``evaluate(state)`` (for the player to move), or a blind 0."""
    evaluate: Callable[[State], float] = getattr(games.get(game).part("bots"), "evaluate", lambda state: 0.0)
    return evaluate


ALGORITHMS: dict[str, type[Search]] = {"alphabeta": AlphaBeta, "mcts": MCTS}


def think(game: str, state: State, level: str | Level = "medium", seed: int = 0, timed: bool = True,
          cancelled: Callable[[], bool] | None = None, deadline: float | None = None,
          algorithm: str | None = None) -> tuple[GameMove, Search]:
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
    module = games.get(game).part("bots")
    name: str = algorithm or str(getattr(module, "SEARCH", "alphabeta"))
    search: Search
    if spec.workers != 1 and name == "alphabeta":
        from .parallel import ParallelSearch  # starts processes: only for the levels that use it

        search = ParallelSearch(module, spec, seed, deadline, cancelled, game=game)
    else:
        search = ALGORITHMS[name](module, spec, seed, deadline, cancelled)
    careful = spec.careful is True or bool(spec.careful) and search.rng.random() < spec.careful
    # before anything else, whatever the clock: the wins at once, and no move that loses at once
    screen = safety.Screen(state, replies=spec.max_depth > 1 or careful)
    if len(screen.root) == 1:  # the only move, or every other one loses at once: no better move
        search.source, search.solved = "only move", True
        return screen.root[0], search
    if spec.book and not state.is_over:
        move = book.move(game, state, search.rng)
        if move in screen.safe:
            search.source = "book"
            return move, search
    candidates = screen.safe if careful else screen.root
    if spec.endgame and hasattr(module, "endgame") and len(candidates) > 1:
        move, solved = _endgame(module, state, search, candidates)
        if move is not None:
            return move, search
        if solved is not None:
            candidates = [m for m in candidates if m in solved] or candidates

    def order(moves):
        return search.order(state, moves)

    if search.out_of_time() and len(candidates) > 1:  # nothing can finish: spawn no search
        search.source = "no time"
        return screen.first(order), search
    move = search.choose(state, candidates)
    return screen.guard(move, search, order), search


def _endgame(module, state, search, candidates):
    """``(move, None)`` when the endgame solver knows a perfect move among ``candidates``;
    else ``(None, moves)``: the moves the search should choose from (None: all of them)."""
    share = search.level.endgame_share
    deadline, budget = search.deadline, search.budget
    if deadline is not None:
        search.deadline = time.monotonic() + share * max(0.0, deadline - time.monotonic())
    search.budget = search.nodes + int(share * max(0, budget - search.nodes))
    try:
        solved = module.endgame(state, search)
    finally:
        search.deadline, search.budget, search.stopped = deadline, budget, None
    if not solved:
        return None, None
    solved = [(value, move) for value, move in solved if move in candidates]
    known = [(value, move) for value, move in solved if value is not None]
    unknown = [move for value, move in solved if value is None]
    top = max((value for value, _ in known), default=None)
    if not unknown or (top or 0) > 0:  # a win is proven, or every value is known
        search.source, search.solved = "endgame", True
        return search.rng.choice([move for value, move in known if value == top]), None
    # not proven lost: the moves still open and any proven draw
    return None, unknown + [move for value, move in known if value == 0]


def choose_move(game: str, state: State, level: str | Level = "medium", seed: int = 0, timed: bool = True,
                cancelled: Callable[[], bool] | None = None, deadline: float | None = None) -> GameMove:
    """The move the bot plays for ``state.to_move`` at ``level``."""
    return think(game, state, level, seed, timed, cancelled, deadline)[0]
