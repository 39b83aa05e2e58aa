"""What a move is worth, proven: a win or not, by the rules alone, never by an evaluation.

A puzzle's claims (its first move wins, every other move does not) are checked here; the
same code finds puzzles (``tools/make_puzzles.py``), checks a position of the player's own
games before it becomes a puzzle ("Make it a puzzle"), and the tests check the shipped ones.

- A game whose puzzle part has an exact solver (``solve(state, nodes)``: its bot's endgame
  solver, say) has each move judged by it: the position after the move, solved to the end. A
  position it does not answer is not judged.
- Elsewhere ``Prover`` searches the rules' own moves, all of them, with a null-window
  alpha-beta and a transposition table but no evaluation: a position is won (1) or lost
  (-1) only when every line of the search ends in a finished game that says so, and 0
  otherwise (a draw, or not decided within the depth). It deepens one ply at a time. With
  no depth limit (``depth`` None) it goes on until the answer is exact (a short game's end); with one,
  "no win" means "no forced win within that many plies", the bounded claim a puzzle of
  that game makes. A budget of nodes bounds either: ``OutOfNodes`` when it is spent.

A game whose outcomes depend on its history (a repetition rule) says so with its states'
``history_key()``: what of the past can still decide how the game ends. The table is then
keyed on the position *and* that key, so a value learnt on one line is reused only on a line
with the same past (a position reached with a different past is another entry): without it,
a value that rested on no repetition on one line was reused on another where a third
repetition was in reach (issue 33).
"""

import dataclasses

from .. import games
from ..bots.negamax import Negamax, answers, first
from ..rules import search_key

UNLIMITED = 400  # plies: longer than any line these searches can finish
EXACT = 1 << 20  # the table depth of a value that holds at any depth


class OutOfNodes(Exception):
    """The prover's budget is spent."""


def final(state):
    """A finished game's value for its player to move: 1 won, -1 lost, 0 drawn."""
    if state.winner is None:
        return 0
    return 1 if state.winner == state.to_move else -1


def _keep_order(state, moves):
    return moves


class Prover(Negamax):
    """Null-window alpha-beta over the rules' moves (the search core's ``Negamax``): values
    1, 0, -1 for the player to move; a leaf at the depth limit is 0, and not exact.

    ``strict``: a win or a loss is reused from the table only within as many plies as it was
    proven in (and a value not decided, only within as few), so that a win found at a depth
    is a win within that many plies: how long a win takes (``Judge.holds``). Without it a
    win learnt on one line is reused at any depth, which is quicker and as true for whether
    a position is won, but not for how soon (issue 44: the defences of the lines)."""

    Stopped = OutOfNodes
    worst = -2
    key = staticmethod(search_key)

    def __init__(self, game, nodes, strict=False):
        self.every = nodes + 1  # one check, past the budget
        super().__init__(nodes + 1)
        self.game, self.strict = game, strict
        self.order = getattr(games.get(game).part("bots"), "order", _keep_order)
        # key(state) -> (depth, value, flag, best move); flag -1 upper, 0 exact, 1 lower
        self.table = {}
        # key(state) -> its moves in order and the positions they lead to (``_Children``): a
        # position is met again at each deeper look and on other lines; two with one key have
        # the same future
        self.kids = {}
        # ``guesses``: unfinished leaves met so far: a 0 that rests on none is a draw

    def final(self, state, ply):
        return final(state)

    def probe(self, entry, depth, alpha, beta, ply):
        e_depth, e_value, flag, best_move = entry
        if self.usable(e_depth, e_value, depth) and answers(e_value, flag, alpha, beta):
            if e_value == 0 and e_depth < EXACT:
                self.guesses += 1  # "not decided within that depth": unfinished all the same
            return e_value, alpha, beta, best_move
        return None, alpha, beta, best_move

    def store(self, key, depth, value, flag, move, exact, ply, entry):
        exact = exact and not (self.strict and value != 0)
        self.table[key] = (EXACT if exact else depth, value, flag, move)

    def children(self, state, key, best_move, ply, depth):
        kids = self.kids.get(key)
        if kids is None:
            kids = self.kids[key] = _Children(state, self.ordered(state))
        return kids.moves if best_move is None else first(kids.moves, best_move), kids.play

    def usable(self, e_depth, e_value, depth):
        """Whether a value the table keeps from a search ``e_depth`` deep answers one ``depth``
        deep: a value not decided (0) from as deep or deeper; a win or a loss from any depth,
        or (``strict``) from one as deep or shallower."""
        if e_value == 0:
            return e_depth >= depth
        return not self.strict or e_depth <= depth

    def ordered(self, state):
        """``state``'s legal moves in the game's own order (its bot part's ``order``)."""
        moves = state.legal_moves()
        return self.order(state, moves) if len(moves) > 1 else moves

    def best(self, state):
        """The move the table keeps for ``state`` (the one that decided its last search)."""
        entry = self.table.get(search_key(state))
        return entry[3] if entry else None

    def at_least(self, state, target, depth, start=1):
        """Whether ``state`` is worth at least ``target`` to its mover (1: a win; 0: no loss),
        deepening one ply at a time from ``start`` up to ``depth``: ``(answer, plies)``,
        ``plies`` the depth that decided it. At ``depth`` without a proof either way the bounded
        answer stands: no win (``target`` 1) or no loss (``target`` 0) within ``depth`` plies."""
        for limit in range(start, depth + 1):
            guesses = self.guesses
            value = self.value(state, limit, target - 1, target)
            if self.guesses == guesses or (value >= 1 if target == 1 else value <= -1):
                return value >= target, limit
        return target == 0, depth


class _Children:
    """``state``'s ``moves`` (in the order to search them), and the position each leads to,
    played when first asked for (``play``)."""

    __slots__ = ("state", "moves", "played")

    def __init__(self, state, moves):
        self.state, self.moves = state, moves
        self.played = {}  # id(move) -> (move, the position after it): kept by identity, as a
        # move's own hash is a call to Python; the move kept with it keeps its id its own

    def play(self, move):
        """The position after ``move`` (each legal move played once)."""
        known = self.played.get(id(move))
        if known is not None:
            return known[1]
        child = self.state.play(move)
        self.played[id(move)] = move, child
        return child


# -- what a position and its moves are worth ------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Rule:
    """How a game's puzzles are proven: to the end (``depth`` None) or within ``depth`` plies,
    each judgement within ``nodes``."""

    depth: int | None = None
    nodes: int = 400_000

    @property
    def plies(self):
        return UNLIMITED if self.depth is None else self.depth


def rule(game):
    """The game's ``Rule`` (its puzzle part's ``RULE``; by default exact)."""
    return getattr(games.get(game).part("puzzles"), "RULE", Rule())


class Judge:
    """Questions about one puzzle's positions, sharing one prover (and its table)."""

    def __init__(self, game, rule_=None):
        self.game, self.rule = game, rule_ or rule(game)
        self.prover = Prover(game, self.rule.nodes)
        self.solve = getattr(games.get(game).part("puzzles"), "solve", None)  # the game's exact solver, if it has one
        self.exact = True  # every answer so far was exact (not bounded by a depth)
        self.distances = None  # the strict prover of ``holds``, made when first asked

    def solved(self, state):
        """The game's exact solver on ``state``: ``(value, quality, move)``; OutOfNodes when
        it does not answer."""
        known = self.solve(state, self.rule.nodes)
        if known is None:
            raise OutOfNodes
        return known

    def spent(self):
        self.prover.restart()  # each question gets the whole budget

    def wins(self, state, plies=None):
        """Whether the player to move in ``state`` wins by force: ``(answer, quality)``;
        ``quality`` orders wins, larger for a quicker one. None: not known."""
        if state.is_over:
            return final(state) > 0, 0
        plies = self.rule.plies if plies is None else plies
        if self.solve is not None:
            known = self.solved(state)
            return known[0] > 0, known[1]
        self.spent()
        answer, limit = self.prover.at_least(state, 1, plies)
        self.exact = self.exact and self.rule.depth is None
        return answer, -limit

    def loses(self, state, plies=None):
        """Whether the player to move in ``state`` loses by force: ``(answer, quality)``,
        ``quality`` larger for a quicker loss (a quicker win of the other side)."""
        if state.is_over:
            return final(state) < 0, 0
        plies = self.rule.plies if plies is None else plies
        if self.solve is not None:
            known = self.solved(state)
            return known[0] < 0, -known[1]
        self.spent()
        safe, limit = self.prover.at_least(state, 0, plies)
        self.exact = self.exact and self.rule.depth is None
        return not safe, -limit

    def holds(self, state, solver, plies=None, beyond=0):
        """How long the other side holds out in ``state`` against ``solver``: the fewest plies
        within which ``solver`` forces a win (0: the game is won already), by a ``strict``
        prover of its own deepening one ply at a time, so the first depth that proves the win
        is the shortest; None when ``solver`` forces no win within ``plies``. ``beyond``: it is
        known that no win comes within so many plies (the search starts deeper)."""
        if state.is_over:
            return 0 if state.winner == solver else None
        plies = self.rule.plies if plies is None else plies
        prover = self._distances()
        if state.to_move == solver:
            wins, limit = prover.at_least(state, 1, plies, beyond + 1)
        else:
            safe, limit = prover.at_least(state, 0, plies, beyond + 1)
            wins = not safe
        return limit if wins else None

    def within(self, state, solver, plies):
        """Whether ``solver`` forces a win in ``state`` within ``plies`` plies (the ``strict``
        prover of ``holds``, one search that deep)."""
        if state.is_over or plies <= 0:
            return state.is_over and state.winner == solver
        prover = self._distances()
        if state.to_move == solver:
            return prover.value(state, plies, 0, 1) >= 1
        return prover.value(state, plies, -1, 0) <= -1

    def _distances(self):
        if self.distances is None:
            self.distances = Prover(self.game, self.rule.nodes, strict=True)
        self.distances.restart()  # each question gets the whole budget
        return self.distances

    def move_wins(self, state, move, plies=None):
        """Whether ``move`` wins for the player to move in ``state``: ``(answer, quality)``."""
        plies = self.rule.plies if plies is None else plies
        child = state.play(move)
        if child.to_move == state.to_move and not child.is_over:
            return self.wins(child, plies - 1)
        if child.is_over:
            return final(child) * (1 if child.to_move == state.to_move else -1) > 0, 1
        return self.loses(child, plies - 1)

    def verdicts(self, state, plies=None):
        """``[(move, wins, quality)]`` for every legal move (``wins`` None: out of nodes)."""
        out = []
        for move in state.legal_moves():
            try:
                wins, quality = self.move_wins(state, move, plies)
            except OutOfNodes:
                wins, quality = None, None
            out.append((move, wins, quality))
        return out

    def refutation(self, state, move, plies=None):
        """The answer that keeps ``move`` (which does not win) from winning: ``(reply, wins)``,
        ``wins`` whether that answer wins by force for the other side (None: not known);
        ``(None, None)`` when the move ends the game or its player plays again."""
        plies = self.rule.plies if plies is None else plies
        child = state.play(move)
        if child.is_over or child.to_move == state.to_move:
            return None, None
        if self.solve is not None:
            known = self.solved(child)
            return known[2], known[0] > 0
        mover = state.to_move
        for reply in self.prover.order(child, child.legal_moves()):
            after = child.play(reply)
            if after.to_move == mover and not after.is_over:
                held = not self.wins(after, plies - 2)[0]
            else:
                held = not self._wins_for(after, mover, plies - 2)
            if held:
                try:
                    lost = self._loses_for(after, mover, plies - 2)
                except OutOfNodes:
                    lost = None
                return reply, lost
        return None, None

    def _wins_for(self, state, player, plies):
        if state.is_over:
            return state.winner == player
        return (self.wins if state.to_move == player else self.loses)(state, plies)[0]

    def _loses_for(self, state, player, plies):
        if state.is_over:
            return state.winner is not None and state.winner != player
        return (self.loses if state.to_move == player else self.wins)(state, plies)[0]


def describe(game):
    """What a puzzle of ``game`` claims, in the data's words: "exact", or the bounded claim."""
    depth = rule(game).depth
    if depth is None:
        return "exact"
    return (f"the first move wins by force within {depth} plies (proven: every line ends in a won game); "
            f"no other move forces a win within {depth} plies")
