"""The bot's review of the game a replay shows, and the puzzle a blunder in it makes.

The review is the one stored with the game (``bots.review.read``), or, when the player asks, one
run in the bot's worker (``run``: its progress for the panel), then stored with the game: reopening
costs nothing. ``verdict`` says in words what it found of a position. A move it marked ``??``
whose better move it knows is offered as the player's own puzzle, kept once a proof says that move
alone wins (``puzzles.own``).
"""

from ..bots import review as reviews
from ..bots.reviewer import ReviewRun
from ..i18n import said, t
from ..puzzles import own, progress


class ReplayReview:
    def __init__(self, app, match, texts):
        self.app, self.match, self.texts = app, match, texts
        self.stored = reviews.read(match)  # the review kept with the game (None: not reviewed)
        self.run = None  # a ReviewRun under way
        self.check = None  # an own.Check under way

    # -- what it found ------------------------------------------------------------------------
    def marks_of(self, index):
        """"?", "??" or "" for move ``index`` (0-based), from the review."""
        return self.stored["marks"][index] if self.stored else ""

    def analysis(self, ply):
        """The review's analysis of the position after ``ply`` moves, or None."""
        return self.stored["positions"][ply] if self.stored else None

    def preferred(self, ply):
        """The bot's move in the position after ``ply`` moves, if the review has a legal one."""
        position = self.analysis(ply)
        state = self.match.states[ply]
        if position is None or position["best"] is None or state.is_over:
            return None
        try:
            move = self.match.rules.Move.from_dict(position["best"])
        except ValueError:
            return None
        return move if move in state.legal_moves() else None

    def verdict(self, ply, spoken=False):
        """The review on the position after ``ply`` moves: the chances, what the move to it cost,
        the bot's choice (``spoken``: as speech says them, the moves in words and the marks
        without "??")."""
        position, texts = self.analysis(ply), self.texts
        say, move_text = (said, texts.move_words) if spoken else (t, texts.move_text)
        if position["result"] == "draw":
            lines = [t("review.forced_draw")]
        elif position["result"] is not None:
            lines = [t("review.forced_win", name=texts.side_name(position["result"]))]
        else:
            pct = round(100 * reviews.chance(self.match.game, position))
            lines = [t("review.chances", name=texts.side_name(0), pct=pct, other=texts.side_name(1), rest=100 - pct)]
        mark = self.marks_of(ply - 1) if ply > 0 else ""
        if mark:
            lines.append(say("review.blunder" if mark == "??" else "review.mistake"))
            better = self.preferred(ply - 1)
            if better is not None:
                lines.append(t("review.better", move=move_text(self.match.states[ply - 1], better)))
        best = self.preferred(ply)
        if best is not None:
            lines.append(t("review.preferred", move=move_text(self.match.states[ply], best)))
        return lines

    # -- run in the worker --------------------------------------------------------------------
    def start(self):
        if self.run is None:
            self.run = ReviewRun(self.app.bot, self.match)

    def cancel(self):
        if self.run is not None:
            self.run.cancel()
            self.run = None
            self.app.warn("review.cancelled")

    def update(self):
        if self.run is None or not self.run.update():
            return
        run, self.run = self.run, None
        if run.failed is not None:
            self.app.warn("review.failed")
        elif run.result is not None:
            self.match.review = run.result
            self.stored = reviews.read(self.match)
            self.app.library.save(self.match)  # kept with the game: reopening costs nothing
            self.app.sound.play("select")

    def stop(self):
        """The replay closes: a run under way stops, nothing of it kept."""
        if self.run is not None:
            self.run.cancel()
            self.run = None

    # -- a blunder made a puzzle --------------------------------------------------------------
    def puzzle_offer(self, ply):
        """``(position, better move)`` before the move to the position after ``ply`` moves, when
        the review marked it ``??`` and knows the better move: a puzzle, if that move is the only
        one that wins (None: no offer)."""
        better = self.preferred(ply - 1) if ply > 0 and self.marks_of(ply - 1) == "??" else None
        return None if better is None else (self.match.states[ply - 1], better)

    def make_puzzle(self, ply):
        offer = self.puzzle_offer(ply)
        if offer is not None and self.check is None:
            self.check = own.Check(self.match.game, *offer, source=f"{self.match.id} ply {ply - 1}")
            self.app.warn("puzzles.checking")

    def update_check(self):
        """The proof of a puzzle made of the position is done: kept, known already, or not one."""
        if self.check is None or not self.check.done:
            return
        puzzle, self.check = self.check.puzzle, None
        if puzzle is None:
            self.app.warn("puzzles.not_one")
            return
        record, problem = progress.of(self.app.storage)
        if problem is not None:
            self.app.warn(problem)
        said = record.add_own(puzzle)
        if said == "puzzles.made":
            progress.save(self.app.storage, record)
        self.app.warn((said, {"limit": progress.MAX_OWN}))
