"""A review being made: the app's side of ``bots/review.py``.

The game's positions are analysed one after another in the bot's worker process,
each an ordinary job (``kind="analyse"``), so the worker's job matching and its
watchdog look after a review as they do after a bot's move: the window never
waits, a worker that dies is replaced and the position asked again, and
``cancel`` stops the search under way at once. Call ``update`` every frame::

    run = ReviewRun(app.bot, match)
    run.update()            # each frame: asks, collects; True once there is nothing more to do
    run.progress            # 0.0 to 1.0, for a progress bar
    run.result              # the review to store (``Match.review``) once complete
    run.failed              # why it stopped, when the worker failed twice on a position
"""

from ..rules.record import make_record
from . import review


class ReviewRun:
    def __init__(self, worker, match, level=review.LEVEL):
        self.worker, self.match, self.level = worker, match, level
        self.positions = []
        self.total = len(match.states)
        self.job = None
        self.result = self.failed = None
        self.restarts = 0  # times the worker had to be replaced during this review
        self.cancelled = False

    @property
    def progress(self):
        return len(self.positions) / self.total

    @property
    def over(self):
        return self.result is not None or self.failed is not None or self.cancelled

    def update(self):
        """Collect the answer under way and ask for the next position; True once over."""
        if self.over:
            return True
        if self.job is None:
            self.job = self._ask(len(self.positions))
        tries = self.job.tries
        answer = self.worker.poll(self.job)
        self.restarts += self.job.tries - tries
        if answer is None:
            return False
        self.job = None
        if "error" in answer or not review.position_ok(answer):
            self.failed = answer.get("error", "not an analysis")
            return True
        self.positions.append(answer)
        if len(self.positions) == self.total:
            self.result = review.build(self.match, self.positions, self.level)
            return True
        self.job = self._ask(len(self.positions))  # at once: the worker does not wait for the next frame
        return False

    def _ask(self, ply):
        """A job for the position after ``ply`` moves (a record of those moves only), searched
        with the review's seed (``review.SEED``), as ``review.analyse`` searches in any process:
        the worker's review and one made here agree (issue 41: the ply was the seed, and where
        several moves win alike the best moves differed)."""
        match = self.match
        record = make_record(match.game, match.options, match.moves[:ply])
        return self.worker.ask(record, self.level, review.SEED, about=ply, kind="analyse")

    def cancel(self):
        """Stop at once; nothing is kept."""
        if not self.over:
            self.cancelled = True
            if self.job is not None:
                self.worker.cancel()
                self.job = None
