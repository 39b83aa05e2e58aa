"""Before any search: the moves that win or lose at once, whatever the clock.

A search that runs out of time answers with the best move it has finished, and with the
game's first-ordered move when it has finished none. That move must never be one that loses
on the spot (a third repetition, a last move that leaves its player behind, a last ball
placed) while another exists, nor may a win on the spot be missed. So every level
screens its moves first: every move is played once, and for a level that looks two plies
ahead every reply once too (a millisecond or two; 12 ms in the widest positions measured).

The search never sees a move that loses at once (unless every move does). What else the
screen knows (a win at once or in one, a move the opponent answers with a win) a search
finds by itself once it has finished one ply, or two: the screen's choice replaces the
search's only where the search stopped before that (``Screen.guard``). A search that went
deeper keeps its own choice, so Hard still plays for the biggest proven win in 27.

When no search answers at all (the bot's worker failed twice), the app plays ``fallback``:
the same one-ply screen, in the app's own process, then chance.
"""


def _won(state, mover):
    return state.is_over and state.winner == mover


def _lost(state, mover):
    return state.is_over and state.winner not in (None, mover)


class Screen:
    """The moves of ``state`` sorted by what one ply (with ``replies``, two) shows.

    ``root``: every move but those that lose at once (all of them if every move does): the
    moves a search may choose from. ``safe``: the moves worth playing without a search,
    a subset of ``root`` in its order: the wins at once if there are any; else, with
    ``replies``, the wins in one (every reply loses at once) if there are any, else the
    moves after which the opponent cannot win at once; ``root`` where a class is empty.
    """

    def __init__(self, state, replies=True):
        self.replies = replies
        mover = state.to_move
        children = [(move, state.play(move)) for move in state.legal_moves()]
        kept = [(move, after) for move, after in children if not _lost(after, mover)] or children
        self.root = [move for move, _ in kept]
        wins = [move for move, after in kept if _won(after, mover)]
        if wins or not replies or len(kept) < 2:
            self.safe = wins or self.root
            return
        forced, open_ = [], []
        for move, after in kept:
            if after.is_over or after.to_move == mover:  # a draw, or an extra move: open
                open_.append(move)
                continue
            answer = _answer(after)
            if answer > 0:
                forced.append(move)
            elif answer == 0:
                open_.append(move)
        self.safe = forced or open_ or self.root

    def guard(self, move, search, order):
        """``move`` if the search saw what the screen sees (it finished one ply, or two with
        ``replies``, or solved the position) or the move is safe; else the first safe move
        in the game's ``order``."""
        seen = search.solved or search.depth_reached >= (2 if self.replies else 1)
        if seen or move in self.safe:
            return move
        search.source = "screen"
        return self.first(order)

    def first(self, order):
        """The safe move the game's ``order(moves)`` puts first."""
        return order(list(self.safe))[0]


def fallback(state, rng):
    """A move chosen without a search (``rng`` draws it): a win at once if there is one, else any
    move that does not lose at once (any move at all when every one does)."""
    return rng.choice(Screen(state, replies=False).safe)


def _answer(state):
    """-1 when the player to move can win at once, 1 when every move of theirs loses at
    once, 0 otherwise."""
    mover, all_lost, replies = state.to_move, True, state.legal_moves()
    for reply in replies:
        after = state.play(reply)
        if _won(after, mover):
            return -1
        all_lost = all_lost and _lost(after, mover)
    return 1 if all_lost and replies else 0
