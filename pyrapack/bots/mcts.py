"""Monte Carlo tree search (UCT), the engine's other algorithm.

No game uses it by default (``SEARCH = "mcts"`` in a game's part would): it is kept
for games whose evaluation is too weak for alpha-beta, and for comparisons in the
bench (``{"level": "hard", "algorithm": "mcts"}``).
"""

import math

from .search import Search, Stop


class MCTS(Search):
    """UCT: playouts of at most ``PLAYOUT`` plies, then ``evaluate`` squashed to a win chance."""

    EXPLORE = 0.9

    def __init__(self, module, *args, **kwargs):
        super().__init__(module, *args, **kwargs)
        self.playout = getattr(module, "PLAYOUT", 4)
        self.scale = getattr(module, "EVAL_SCALE", 4.0)

    def _leaf_value(self, state):
        """Win chance of the player to move in ``state``."""
        if state.is_over:
            winner = state.winner
            return 0.5 if winner is None else float(winner == state.to_move)
        return 1 / (1 + math.exp(-max(-30.0, min(30.0, self.evaluate(state) / self.scale))))

    def choose(self, state, candidates=None):
        moves = state.legal_moves() if candidates is None else list(candidates)
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
