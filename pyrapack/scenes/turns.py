"""What happens on a turn without the player's clicks: the bot's move, a forced pass, a hint.

The bot's moves and the player's hints are asked of the worker (``app.bot``). Every
request is tied to the position it was asked about; a new position forgets what was
asked before, so a late answer can never be played or shown in the wrong place. A worker
that fails twice gets a move played instead, with a notice: the game never stalls. That move
is chosen here, by the bots' one-ply screen (``safety.fallback``): a win at once if there is
one, never a move that loses at once while another exists. A player whose only move is a
pass is told so: a bot's pass is played as its moves are, the notice staying until the
player's next click or key; a person's when they have read it (a click, Enter or Space).
"""

import math
import random

from .. import words
from ..bots import safety
from ..bots.explain import explain
from ..i18n import t
from ..ui import focus
from ..ui.focus import Stop

BOT_MIN_THINK = 0.45  # seconds: a bot move never appears instantly, so it can be followed
PASS_NOTICE = BOT_MIN_THINK  # a bot's forced pass comes as its moves do (a person's waits for them)
FAILED = object()  # what ``receive`` returns when no move will come from the worker


class Turns:
    """A game scene's turns without clicks: ``move_job`` (the bot's move), ``hint_job`` and
    ``hint`` (the hinted move, shown until the position changes), ``pass_timer`` (seconds until
    a forced pass plays itself, infinite for a person's; None: no pass). The scene plays what comes with ``commit``
    and says it with ``say``, and shows the end with ``show_end``."""

    def __init__(self, scene):
        self.scene, self.app = scene, scene.app
        self.move_job = self.hint_job = None
        self.waited = 0.0
        self.hint = None  # the move a hint lights, until the position changes
        self.pass_timer = None
        self.ended = False  # the end of the game was shown (an undo takes it back)

    def ask(self, level, salt=0):
        """Ask for a move in the current position (the job remembers which position)."""
        match = self.scene.match
        return self.app.bot.ask(match.record(), level, match.bot_seed(salt), about=match.state)

    def forget(self):
        """Drop what was asked for another position: its answer must never be used here."""
        if self.move_job is not None or self.hint_job is not None:
            self.app.bot.cancel()
        if self.hint_job is not None:
            self.scene.unsay("game.hint_thinking")
        self.move_job = self.hint_job = None

    def new_position(self, moves):
        """A new position with the legal ``moves`` of the player to move (none: over): what
        was asked and hinted for the last one is gone; a forced pass is announced."""
        self.forget()
        self.hint = None
        self.ended = self.ended and self.scene.match.over
        passing = moves and all(getattr(m, "is_pass", False) for m in moves) \
            and not self.scene.match.is_remote(self.scene.state.to_move)  # a friend far away passes there
        self.pass_timer = (PASS_NOTICE if self.scene.match.bot_to_move else math.inf) if passing else None
        if self.pass_timer:
            scene = self.scene
            name = scene.texts.side_name(scene.state.to_move)
            if scene.match.bot_to_move:  # said until the player's next click or key, the pass played
                scene.say("game.must_pass", name=name)
            else:  # the pass waits for the player who must make it
                scene.say("game.must_pass_click", about=scene.state, name=name)

    def stops(self):
        """The keyboard's way through a pass notice: a stop on it, whose Enter passes now."""
        scene = self.scene
        if self.pass_timer is None or not scene.human_to_move:
            return []
        return [Stop("pass", scene.hud.status_area(), self.pass_now, say=lambda: scene.status and scene.status.text())]

    def take_key(self, event):
        """Enter or Space while a pass notice waits for the player: it was read, the pass is played."""
        if focus.presses(event) and self.stops():
            self.pass_now()
            return True
        return False

    def pass_now(self):
        self.pass_timer = 0.0  # the notice was read: pass now

    @property
    def passing(self):
        """The player to move can only pass, and is being told so."""
        return self.pass_timer is not None

    def line(self):
        """The turn line: who won (as the banner says it), who passes (as the notice says it: no
        move to make), or whose turn it is and what they must know (the scene's ``turn_line``
        and ``turn_detail``)."""
        scene, state = self.scene, self.scene.state
        match = scene.match
        if match.over:
            return words.banner_headline(scene.info.id, match.players, match.result["winner"], match.names)
        if scene.coaching.turn_line():
            return scene.coaching.turn_line()
        if self.passing:
            return t("game.passes_now", name=scene.texts.side_name(state.to_move))
        detail, line = scene.turn_detail(state), scene.turn_line(state)
        return t("game.turn_detail", line=line, detail=detail) if detail else line

    def take_click(self, on_board):
        """A click on a turn the player does not play: the pass notice was read (the pass is
        played now), or the bot is thinking (said when the click was on the board)."""
        scene = self.scene
        if self.pass_timer is not None:
            self.pass_now()
            return True
        if scene.human_to_move:
            return False
        if not scene.state.is_over and on_board:
            scene.say("game.wait_bot", "warn", about=scene.state, name=scene.texts.side_name(scene.state.to_move))
        return True

    def update(self, dt):
        """The hint's time, then a pass that plays itself, the bot's turn, or the end shown once."""
        self.update_hint(dt)
        scene = self.scene
        if self.pass_timer is not None:
            self.pass_timer -= dt
            if self.pass_timer <= 0:
                scene.commit(scene.state.legal_moves()[0])
        elif scene.match.bot_to_move:
            self.update_bot(dt)
        elif scene.match.over and not self.ended and scene.coaching.banner:
            self.ended = True
            scene.show_end()

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
        state = self.scene.state
        if job.about is not state:  # cannot happen while new positions forget: never trust it
            self.forget()
            return None
        try:
            move = self.scene.match.rules.Move.from_dict(answer) if "error" not in answer else None
        except ValueError:
            move = None
        return move if move is not None and move in state.legal_moves() else FAILED

    def ask_hint(self):
        """A hint for the player to move, unless one is coming or the turn is a pass (a lesson
        gives its own: ``Coaching.hint``)."""
        if self.scene.coaching.hint():
            return
        if self.hint_job is None and self.pass_timer is None and self.scene.human_to_move:
            self.hint_job = self.ask("medium", salt=1)
            self.scene.say("game.hint_thinking", about=self.scene.state, lasting=True)

    def resume(self):
        """Back on top: a request another screen superseded (a replay's review) is asked again."""
        if not all(job is None or self.app.bot.is_live(job) for job in (self.move_job, self.hint_job)):
            self.forget()

    def update_bot(self, dt):
        """The bot to move: ask, wait at least ``BOT_MIN_THINK``, play what comes."""
        scene = self.scene
        if self.move_job is None:
            self.move_job = self.ask(scene.match.players[scene.state.to_move])
            self.waited = 0.0
        self.waited += dt
        move = self.receive(self.move_job) if self.waited >= BOT_MIN_THINK else None
        if move is FAILED:  # the worker failed twice: a move chosen here, by a one-ply look
            self.app.warn("game.bot_failed")
            move = safety.fallback(scene.state, random.Random(len(scene.match.moves)))
        if move is not None:
            scene.commit(move)

    def update_hint(self, dt):
        if self.hint_job is not None:
            move = self.receive(self.hint_job)
            if move is FAILED:
                self.hint_job = None
                self.scene.say("game.hint_failed", "warn")
            elif move is not None:
                self.hint_job = None
                self.show(move)
                self.say_why(move)

    def show(self, move):
        """Light ``move`` on the board, as a hint, until the position changes."""
        self.hint = move

    @property
    def hint_move(self):
        return self.hint

    def say_why(self, move):
        """The hint's line: why the move is good when a line can say it (it wins, captures...)."""
        scene = self.scene
        reason = explain(scene.info.id, scene.state, move)
        if reason is None:
            scene.say("game.hint_shown", about=scene.state, lasting=True, said_as="")  # speech: the hint's own line
        else:
            key, values = reason
            scene.say("game.hint_why", "good", about=scene.state, lasting=True, why=t(key, **values))
