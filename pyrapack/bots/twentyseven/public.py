"""The strongest public 27 AI, as the benches play it (``bench/reference.py``'s ``Public``).

What it is, read from its source (issue 40): a C++ engine that plays the basic game only,
searches every line to exactly ``DEPTH`` plies by plain minimax, and scores every leaf for its
own side (``score``), a finished game too (it does not see the end inside its search). It
mirrors the line so that it always starts on cell 0 and generates the moves of both sides in
that frame (``moves``). How it keeps its tree from move to move, and so which of several equal
moves it plays, is the bench's part (``bench/reference.py``); this module holds the game's
side: the score, the generation order and a fast search of the minimax values.

``Values(player)``: its minimax values for ``player`` to any height, with alpha-beta and a
table (plain minimax's values exactly: only values are asked, and alpha-beta finds them, or a
bound outside its window). Fast enough to replay whole games in the test suite: positions are
bare tuples of cells, and the last ply before the leaves is scored in closed form
(``_last_ply``) instead of playing its moves.
"""

from ...rules import twentyseven as rules

DEPTH = 7  #: it searches every line to exactly this many plies, whatever the position
VARIANTS = ("basic",)  #: the line of nine it mirrors; no base ever travels
_INF = float("inf")
_LAST = 8  # the line's last cell
_COLOURS = "WB"


def score(state, player):
    """Its evaluation, always for ``player`` (its own side), whoever is to move: 5 per pawn
    (either colour) on its goal, less 5 per pawn on the opponent's goal, plus the height (every
    pawn above the base) of every stack between the ends whose top pawn is its own; the
    opponent's tall stacks are not subtracted. A finished game is scored the same way."""
    return _score(state.cells, player)


def _score(cells, player):
    colour = _COLOURS[player]
    goal = _LAST if player == 0 else 0
    value = 5 * (len(cells[goal]) - len(cells[_LAST - goal]))
    for stack in cells[1:_LAST]:
        if stack[-1] == colour:
            value += len(stack) - 1
    return value


def moves(state, player):
    """The moves of the side to move, in the order ``player``'s engine generates them: in its
    own frame (cell 0 its start), cell by cell from its start, 1 pawn, 2 pawns, ... on each;
    so the opponent's moves come from the opponent's goal side first. A side with no move
    (a finished game too) has one move: the pass."""
    found = state.legal_moves()
    if not found or found[0].is_pass:
        return [rules.PASS]
    far = len(state.cells) - 1 if player else 0  # player's start
    return sorted(found, key=lambda m: (abs(m.from_cell - far), m.count))


def play(state, move):
    """The position after one of its moves: the rules' move, or its pass in a finished game
    (the other side to move, nothing else changed)."""
    if move.is_pass and state.is_over:
        return rules.State(state.variant, state.cells, 1 - state.to_move, state.origins)
    return state.play(move)


def _moves(cells, player):
    """``[(from, to, count)]`` for ``player`` on ``cells`` (any order)."""
    colour = _COLOURS[player]
    owned = [i for i in range(_LAST + 1) if cells[i][-1] == colour]
    step = -len(owned) if player else len(owned)
    return [(i, i + step, k) for i in owned if 0 <= i + step <= _LAST for k in range(1, len(cells[i]))]


def _play(cells, i, j, k):
    line = list(cells)
    stack = line[i]
    line[i] = stack[:-k]
    line[j] += stack[-k:]
    return tuple(line)


class Values:
    """The public AI's minimax values for ``player`` (it maximises, the other side minimises)."""

    def __init__(self, player):
        self.player = player
        self.colour = _COLOURS[player]
        self.goal = _LAST if player == 0 else 0
        self.table = {}  # (cells, to move, height): (low, high, best move)
        self.nodes = 0

    def value(self, state, height, alpha=-_INF, beta=_INF):
        """The minimax value of ``state`` searched ``height`` plies: exact when strictly between
        ``alpha`` and ``beta``, else a bound on that side (fail-soft)."""
        if state.variant not in VARIANTS:
            raise ValueError(f"the public AI plays the {' or '.join(VARIANTS)} game only, not {state.variant!r}")
        if len(self.table) > 1_000_000:  # values never change: the table is only bounded
            self.table.clear()
        return self._search(state.cells, state.to_move, height, alpha, beta)

    def _search(self, cells, mover, height, alpha, beta):
        self.nodes += 1
        if height == 0:
            return _score(cells, self.player)
        if height == 1:
            return self._last_ply(cells, mover)
        key = (cells, mover, height)
        low, high, first = self.table.get(key, (-_INF, _INF, None))
        if low >= beta:
            return low
        if high <= alpha or low == high:
            return high
        a, b = max(alpha, low), min(beta, high)
        maximise = mover == self.player
        found = self._ordered(cells, mover, maximise)
        if not found:
            if not _moves(cells, 1 - mover):  # over: passes change nothing, the score stays
                return _score(cells, self.player)
            best, best_move = self._search(cells, 1 - mover, height - 1, a, b), None
        else:
            if first is not None:
                found.remove(first)
                found.insert(0, first)
            best, best_move = (-_INF if maximise else _INF), None
            for move in found:
                v = self._search(_play(cells, *move), 1 - mover, height - 1, a, b)
                if maximise:
                    if v > best:
                        best, best_move = v, move
                        a = max(a, v)
                elif v < best:
                    best, best_move = v, move
                    b = min(b, v)
                if a >= b:
                    break
        if best <= alpha:
            self.table[key] = (low, best, best_move)
        elif best >= beta:
            self.table[key] = (best, high, best_move)
        else:
            self.table[key] = (best, best, best_move)
        return best

    def _ordered(self, cells, mover, maximise):
        """The mover's moves, best for it first by the score one ply on (alpha-beta's speed)."""
        scored = sorted(self._changes(cells, mover), reverse=maximise)
        return [move for _, *move in scored]

    def _changes(self, cells, mover):
        """``[(change of the score, from, to, count)]`` for every move of ``mover``."""
        colour, goal, mine = self.colour, self.goal, mover == self.player
        found = []
        for i, j, k in _moves(cells, mover):
            stack = cells[i]
            height = len(stack) - 1
            change = 0
            if 0 < i < _LAST:
                if mine:
                    change -= height
                if stack[-k - 1] == colour:
                    change += height - k
            else:  # from the mover's start: the opponent's goal
                change += -5 * k if i == goal else 5 * k
            if 0 < j < _LAST:
                below = len(cells[j]) - 1
                if cells[j][-1] == colour:
                    change -= below
                if mine:
                    change += below + k
            else:
                change += 5 * k if j == goal else -5 * k
            found.append((change, i, j, k))
        return found

    def _last_ply(self, cells, mover):
        """The value one ply above the leaves: the score after the mover's best move (the
        player's) or worst (the opponent's), in closed form per stack. Between the ends a
        stack's move changes the score by the same amount whatever the pawns moved, if all of
        them are (taking some only leaves the mover fewer on top, or hands the top to the
        player); from a start or onto a goal the pawns count five each, so every count is tried."""
        colour, goal, mine = self.colour, self.goal, mover == self.player
        mover_colour = _COLOURS[mover]
        value = 5 * (len(cells[goal]) - len(cells[_LAST - goal]))
        owned = []
        for i in range(_LAST + 1):
            top = cells[i][-1]
            if top == mover_colour:
                owned.append(i)
            if top == colour and 0 < i < _LAST:
                value += len(cells[i]) - 1
        step = -len(owned) if mover else len(owned)
        best = None
        for i in owned:
            j = i + step
            if not 0 <= j <= _LAST:
                continue
            stack = cells[i]
            height = len(stack) - 1
            if 0 < j < _LAST:
                below = len(cells[j]) - 1
                change = (-below if cells[j][-1] == colour else 0) + (below if mine else 0)
                if not 0 < i < _LAST:  # from the start: each pawn leaves the opponent's goal
                    slope = (1 if mine else 0) + (-5 if i == goal else 5)
                    change = (max if mine else min)(change + slope, change + slope * height)
            elif 0 < i < _LAST:  # onto the mover's goal
                per_pawn = 5 if j == goal else -5
                start = -height if mine else 0
                change = (max if mine else min)(
                    start + per_pawn * k + (height - k if stack[-k - 1] == colour else 0) for k in range(1, height + 1))
            else:  # from one end to the other
                slope = (5 if j == goal else -5) + (-5 if i == goal else 5)
                change = (max if mine else min)(slope, slope * height)
            if best is None or (change > best if mine else change < best):
                best = change
        return value if best is None else value + best
