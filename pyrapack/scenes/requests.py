"""The bot worker seen from a game scene: the bot's moves and the player's hints.

Every request is tied to the position it was asked about; a new position forgets
what was asked before, so a late answer can never be played or shown in the wrong
place. A worker that fails twice gets a random legal move played instead, with a
notice: the game never stalls.
"""

import random

from ..bots.explain import explain
from ..i18n import t

BOT_MIN_THINK = 0.45  # seconds: a bot move never appears instantly, so it can be followed
HINT_SECONDS = 6.0
FAILED = object()  # what ``receive`` returns when no move will come from the worker


class WorkerRequests:
    """Mixed into ``GameScene``: it needs ``app``, ``match``, ``state``, ``commit`` and ``say``."""

    def ask_worker(self, level, salt=0):
        """Ask for a move in the current position (the job remembers which position)."""
        return self.app.bot.ask(self.match.record(), level, self.match.bot_seed(salt), about=self.state)

    def forget_requests(self):
        """Drop what was asked for another position: its answer must never be used here."""
        if self.bot_job is not None or self.hint_job is not None:
            self.app.bot.cancel()
        if self.hint_job is not None and self.status and self.status[0] == "game.hint_thinking":
            self.status = None
        self.bot_job = self.hint_job = None

    def receive(self, job):
        """The legal move ``job`` brought for this position; FAILED if none will come; None: not yet.

        A worker that had to be replaced (it died or stopped answering) is
        announced; the job was asked again of the new one.
        """
        tries = job.tries
        answer = self.app.bot.poll(job)
        if job.tries > tries:
            self.app.warn("game.bot_restarted")
        if answer is None:
            return None
        if job.about is not self.state:  # cannot happen while new_position forgets: never trust it
            self.forget_requests()
            return None
        try:
            move = self.rules.Move.from_dict(answer) if "error" not in answer else None
        except ValueError:
            move = None
        return move if move is not None and move in self.state.legal_moves() else FAILED

    def ask_hint(self):
        if self.human_to_move and self.hint_job is None and self.pass_timer is None:
            self.hint_job = self.ask_worker("medium", salt=1)
            self.say("game.hint_thinking", seconds=30)

    def resume(self):
        """Back on top: a request another screen superseded (a replay's review) is asked again."""
        if not all(job is None or self.app.bot.is_live(job) for job in (self.bot_job, self.hint_job)):
            self.forget_requests()

    def update_bot(self, dt):
        if self.bot_job is None:
            self.bot_job = self.ask_worker(self.match.players[self.state.to_move])
            self.bot_wait = 0.0
        self.bot_wait += dt
        move = self.receive(self.bot_job) if self.bot_wait >= BOT_MIN_THINK else None
        if move is FAILED:  # the worker failed twice: fall back to a random legal move
            self.app.warn("game.bot_failed")
            move = random.Random(len(self.match.moves)).choice(self.state.legal_moves())
        if move is not None:
            self.commit(move)

    def update_hint(self, dt):
        if self.hint_job is not None:
            move = self.receive(self.hint_job)
            if move is FAILED:
                self.hint_job = None
                self.say("game.hint_failed", "warn")
            elif move is not None:
                self.hint_job = None
                self.hint = (move, HINT_SECONDS)
                self.say_hint(move)
        elif self.hint is not None:
            move, left = self.hint
            self.hint = (move, left - dt) if left > dt else None

    @property
    def hint_targets(self):
        """The targets of the hinted move's click sequence, to highlight."""
        return self.input.sequence_of(self.hint[0]) if self.hint else ()

    def say_hint(self, move):
        """The hint's line: why the move is good when a line can say it (it wins, captures...)."""
        reason = explain(self.info.id, self.state, move)
        if reason is None:
            self.say("game.hint_shown", seconds=HINT_SECONDS)
        else:
            key, values = reason
            self.say("game.hint_why", "good", seconds=HINT_SECONDS, why=t(key, **values))
