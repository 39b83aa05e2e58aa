"""The second prover: a plain search over the rules' own ``play()``, with no table at all.

``proof.Prover`` is fast because its table shares what it learnt between lines. That is
also where it can go wrong: a value learnt on one line must not be reused on a line whose
history differs (a repetition rule). This prover shares nothing between lines: every line
is played out by the rules from the puzzle's start, history and all, and judged by the
finished games it reaches. It can only be slower, never wrong in that way; the tests check
every shipped puzzle's claims with both (``check`` here, ``maker.examine`` for the other).

It is written to check claims, not to find them: ``forces`` stops at the first move that
wins and at the first answer that holds, it tries the game's own move order (``order`` in
its bot part), and it deepens one ply at a time, so a quick win is found before a slow
line is followed to the end.
"""

from .. import games
from . import maker, proof


FIRST = 8  # plies of the first look; each next one looks twice as far


def _keep_order(state, moves):
    return moves


class Plain:
    """Forced wins of one game, by plain search: ``forces(state, player, plies)``."""

    def __init__(self, game, nodes=None):
        self.order = getattr(games.get(game).part("bots"), "order", _keep_order)
        self.budget = nodes  # None: no limit
        self.nodes = 0

    def forces(self, state, player, plies=None, expected=True):
        """Whether ``player`` wins by force from ``state`` within ``plies`` plies (None: to the
        end of the game): every line ends, within them, in a finished game ``player`` has won.
        ``proof.OutOfNodes`` when the budget is spent, or when a line to the end is longer
        than ``proof.UNLIMITED`` plies (then the answer is not known). A claim ``expected`` not
        to hold is looked at to its end at once: a shorter look could only say "not yet"."""
        cap = proof.UNLIMITED if plies is None else plies
        limit = FIRST // 2 if expected else cap
        while True:
            limit = min(2 * limit, cap)
            self.unfinished = False  # a line cut by the limit: a deeper look may still win
            if self._forces(state, player, limit):
                return True
            if not self.unfinished:
                return False  # every line finished within the limit: no deeper look helps
            if limit == cap:
                if plies is None:
                    raise proof.OutOfNodes("a line runs longer than any game")
                return False

    def _forces(self, state, player, plies):
        """Whether ``player`` wins by force from ``state`` within ``plies``. ``_leaves``: the
        positions of the last ply are judged where they are made, without a call of their own
        (each is a node all the same: ``_forces`` on one only asks whether its game is over
        and won, and marks the look ``unfinished`` where it is not over)."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise proof.OutOfNodes
        if state.is_over:
            return state.winner == player
        if plies <= 0:
            self.unfinished = True
            return False
        moves = state.legal_moves()
        if len(moves) > 1:
            moves = self.order(state, moves)
        forces, play = self._forces, state.play  # (loops rather than all() and any(): every
        if state.to_move != player:             # node of every line comes here)
            if plies == 1:  # the last ply: each answer's position is a leaf (``_leaves``)
                for move in moves:
                    child = play(move)
                    self.nodes += 1
                    if self.budget is not None and self.nodes > self.budget:
                        raise proof.OutOfNodes
                    if not child.is_over:
                        self.unfinished = True
                        return False
                    if child.winner != player:
                        return False
                return True
            for move in moves:
                if not forces(play(move), player, plies - 1):
                    return False
            return True
        children = [play(move) for move in moves]
        for child in children:
            if child.is_over and child.winner == player:
                self.nodes += len(children)
                return True
        if plies == 1:  # the last ply: no move wins at once (above), so none wins (``_leaves``)
            for child in children:
                self.nodes += 1
                if self.budget is not None and self.nodes > self.budget:
                    raise proof.OutOfNodes
                if not child.is_over:
                    self.unfinished = True
            return False
        if plies > 2:  # the replies that leave the other side the fewest answers first
            children.sort(key=_answers)
        for child in children:
            if forces(child, player, plies - 1):
                return True
        return False

    def distance(self, state, player, plies=None):
        """The fewest plies within which ``player`` wins by force from ``state`` (0: won
        already), deepening one ply at a time; None when ``player`` forces no win within
        ``plies`` (None: at all; ``proof.OutOfNodes`` when a line runs longer than any game)."""
        cap = proof.UNLIMITED if plies is None else plies
        for limit in range(cap + 1):
            self.unfinished = False
            if self._forces(state, player, limit):
                return limit
            if not self.unfinished:
                return None
        if plies is None:
            raise proof.OutOfNodes("a line runs longer than any game")
        return None


def _plies(count):
    return "1 ply" if count == 1 else f"{count} plies"


def _answers(state):
    return 0 if state.is_over else len(state.legal_moves())


def check(puzzle, nodes=None):
    """Every claim of ``puzzle`` checked by plain search: a list of those that do not hold or
    could not be settled (empty: all hold). At each of the solver's moves of the line: the
    move wins (within the game's plies, or to the end), every other move is refuted by its
    stated answer (the solver then has no forced win), an answer said to win does, and a
    move said to end the game or to play again does not win either."""
    depth = proof.rule(puzzle["game"]).depth
    plain = Plain(puzzle["game"], nodes)
    steps = maker.walk(puzzle)
    solver = steps[0][0].to_move
    mine = [(before, move) for before, move in steps if before.to_move == solver]
    wrong = []

    def claim(words, state, player, spent, wins=True):
        """That ``player`` wins by force from ``state`` (``wins``), or does not."""
        try:
            held = plain.forces(state, player, None if depth is None else depth - spent, wins) == wins
        except proof.OutOfNodes:
            held = False
            words += " (not settled)"
        if not held:
            wrong.append(f"{puzzle['id']}: {words}")

    for (before, move), table in zip(mine, puzzle["refute"]):
        claim(f"{move} wins", before.play(move), solver, 1)
        for text, (answer, wins) in table.items():
            child = before.play(maker.move_named(before, text))
            if answer is None:
                if child.is_over:
                    if child.winner == solver:
                        wrong.append(f"{puzzle['id']}: {text} ends the game won")
                else:
                    claim(f"{text} (then the same side again) does not win", child, solver, 1, False)
                continue
            after = child.play(maker.move_named(child, answer))
            if wins:  # a forced win of the other side refutes the move too
                claim(f"{answer} wins against {text}", after, 1 - solver, 2)
            else:
                claim(f"{answer} refutes {text}", after, solver, 2, False)
    for before, move in steps:  # each defence holds out longest: no other answer makes the win take longer
        if before.to_move != solver:
            try:
                wrong += _holds_out(plain, puzzle["id"], before, move, solver, depth)
            except proof.OutOfNodes:
                wrong.append(f"{puzzle['id']}: how long {move} holds out (not settled)")
    won_in = puzzle.get("won_in")
    if won_in is not None:  # the line stops before the end: the solver wins within so many plies
        try:
            if not plain.forces(steps[-1][0].play(steps[-1][1]), solver, won_in):
                wrong.append(f"{puzzle['id']}: the line's end wins within {_plies(won_in)}")
        except proof.OutOfNodes:
            wrong.append(f"{puzzle['id']}: the line's end wins within {_plies(won_in)} (not settled)")
    return wrong


def _holds_out(plain, name, before, move, solver, depth):
    """The claims that ``move`` (the other side's, in ``before``) holds out longest that do not
    hold: how many plies it holds out, and every other answer the solver beats within as many."""
    chosen = before.play(move)
    others = [m for m in before.legal_moves() if before.play(m) != chosen]
    if not others:
        return []
    longest = plain.distance(chosen, solver, depth)
    if longest is None:
        return [f"{name}: after {move} the solver forces no win"]
    return [f"{name}: {move} holds out {_plies(longest)}, {other} "
            + (_plies(held) if (held := plain.distance(before.play(other), solver, depth)) is not None else "longer")
            for other in others if not plain.forces(before.play(other), solver, longest)]
