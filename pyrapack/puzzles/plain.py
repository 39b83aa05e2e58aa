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

    def forces(self, state, player, plies=None):
        """Whether ``player`` wins by force from ``state`` within ``plies`` plies (None: to the
        end of the game): every line ends, within them, in a finished game ``player`` has won.
        ``proof.OutOfNodes`` when the budget is spent, or when a line to the end is longer
        than ``proof.UNLIMITED`` plies (then the answer is not known)."""
        cap = proof.UNLIMITED if plies is None else plies
        limit = FIRST // 2
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
        if state.to_move != player:
            return all(self._forces(state.play(move), player, plies - 1) for move in moves)
        children = [state.play(move) for move in moves]
        if any(child.is_over and child.winner == player for child in children):
            self.nodes += len(children)
            return True
        if plies > 2:  # the replies that leave the other side the fewest answers first
            children.sort(key=_answers)
        return any(self._forces(child, player, plies - 1) for child in children)


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
            held = plain.forces(state, player, None if depth is None else depth - spent) == wins
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
    return wrong
