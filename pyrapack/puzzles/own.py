"""The player's own puzzles: a position of one of their reviewed games where the move played
(marked ``??``) threw away a win that the better move forces.

"Make it a puzzle" in the replay checks the position exactly as the shipped puzzles were
checked (``maker.examine``, with the game's rule) before it is kept: the better move must be
the only one that wins. The proof can take a few seconds, so it runs in a thread and the
replay asks whether it is done each frame (the frame goes on meanwhile).
"""

import threading

from . import maker


class Check:
    """``examine`` of ``state`` in the background: ``done``, then ``puzzle`` (None: not one)."""

    def __init__(self, game, state, better, source):
        self.game, self.state, self.better, self.source = game, state, better, source
        self.puzzle, self.done = None, False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self):
        try:
            puzzle = maker.examine(self.game, self.state, source=self.source)
            first = maker.move_named(self.state, puzzle["line"][0]) if puzzle else None
            if first is not None and self.state.play(first) == self.state.play(self.better):
                self.puzzle = puzzle
        finally:
            self.done = True
