"""What every search shares: the node budget, the clock, the cancel flag, the game's parts."""

import random
import time

from .negamax import CHECK_EVERY, DECIDED, WIN, Budget, Stop  # noqa: F401  (the bots' names for them)


def _keep_order(state, moves):
    return moves


def leaf_evaluation(module, name):
    """The function that scores a leaf for the player to move (``Level.evaluation``): the bot
    part's function called ``name``; for ``"tally"``, the lesson's count (the part's
    ``tally(state, player)``), the mover's less the opponent's, as the careful newcomer
    weighs a move; else the part's ``evaluate``, or a blind 0."""
    if name == "tally" and getattr(module, "tally", None):
        tally = module.tally
        return lambda state: tally(state, state.to_move) - tally(state, 1 - state.to_move)
    if name != "tally" and getattr(module, name, None):
        return getattr(module, name)
    return getattr(module, "evaluate", None) or (lambda state: 0.0)


class Search(Budget):
    """A search for one move: ``tick`` counts nodes and raises ``Stop`` when the budget,
    the clock or the user says so (``Budget``, the search core's stop checks). ``module`` is
    the game's bot part (may be None)."""

    def __init__(self, module, level, seed=0, deadline=None, cancelled=None):
        super().__init__(level.max_nodes, deadline, cancelled)
        self.module = module
        self.evaluate = leaf_evaluation(module, level.evaluation)
        self.order = getattr(module, "order", _keep_order)
        self.extend = getattr(module, "extend", None) if level.quiescence else None
        self.level = level
        self.rng = random.Random(seed)
        self.depth_reached = 0
        self.scores = []  # the root's value for the player to move, per depth searched to the end
        self.solved = False  # the move is game-theoretically optimal (an exact search finished)
        self.source = "search"  # or "book", "endgame", "only move"

    def choose(self, state, candidates=None):
        """The move to play in ``state``, among ``candidates`` (None: every legal move): each
        search its own way."""
        raise NotImplementedError

    def pick(self, scored, jitter):
        """The move to play among ``scored`` (score, move): a proven result is played as it is;
        otherwise the best jittered score wins (``jitter``: per move, drawn once per search,
        up to the level's noise), or with ``Level.even`` a move drawn alike among those
        within the noise of the best (by the jitter, the book's way of choosing)."""
        top = max(score for score, _ in scored)
        if abs(top) >= DECIDED or self.solved:
            return self.rng.choice([move for score, move in scored if score == top])
        if self.level.even:
            near = [move for score, move in scored if score >= top - self.level.noise]
            return max(near, key=jitter.__getitem__)
        return max(scored, key=lambda sm: sm[0] + jitter[sm[1]])[1]

    def time_left(self):
        """Seconds until the deadline (None without a clock)."""
        return None if self.deadline is None else self.deadline - time.monotonic()
