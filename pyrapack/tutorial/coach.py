"""The guided first game: the game's own scene, coached through a lesson.

A ``Coach`` is the game scene's ``coaching`` (``scenes/coaching.py``): the scene keeps its
view, its input, its explanations of wrong clicks and its animations, and consults the
coach at a few points. Each step sets a position, lights what matters and says what to try
in a card above the board; a move of the step's is played and animated, the other side
answers when the step says so, and the next step begins by saying what just happened. A
legal move the step is not about is refused with a word of why; an illegal click gets the
game scene's own explanation. The lesson ends on a real game against Beginner, with a button
to set up a real game. The phases and what moves them on are the coaches' one machine
(``flow.py``); this module says what a lesson's steps are about.
"""

import pygame

from .. import words
from ..i18n import t
from ..ui.keynames import key_name
from ..ui.widgets import Button
from .flow import Flow
from .lesson import LessonMatch

PAUSE = 2.0  # seconds a finished step stays on show, when lessons go on by themselves (Settings)


class Coach(Flow):
    """The lesson's flow (``flow.py``). ``phase``: "try" (the learner is to play a step's move),
    "reply" (the other side's answer is coming), "shown" (the step is done and stays on
    show), "game" (the real game at the end) and "over" (that game has ended)."""

    ON_SHOW = ("shown",)

    def __init__(self, lesson, start=0):
        self.next_button = Button("tutorial.next_step", self.next_pressed, "primary", hotkey=pygame.K_RETURN)
        self.real_game = Button("tutorial.real_game", self.open_setup, "primary")
        super().__init__(self.next_button, self.real_game, 250)
        self.lesson, self.index = lesson, start
        self.hurried = False  # the board was clicked while the answer came: once shown, no pause
        self.step_ply = 0  # where the current step (or the real game) began: undo goes no further

    def first_match(self):
        """The match the lesson starts in: the position of the step it starts at."""
        return self.lesson.match_at(self.index)

    @staticmethod
    def kept_step(settings, lesson):
        """The step where the learner left ``lesson`` (its index; 0: none, or the first)."""
        return lesson.index(settings.choice(lesson.game, "lesson", None))

    def attach(self, scene):
        super().attach(scene)
        self.step_ply = self.scene.ply
        taken = self.scene.choice(self.lesson.game, "tutorial", None) == "done"
        self.keep_place(**({} if taken else {"tutorial": "taken"}))

    def keep_place(self, **more):
        """Remember the step the learner is at (from the second on), with ``more`` choices:
        leaving the lesson does not lose it, Learn offers to go on from there. The real game
        forgets it."""
        self.scene.remember(self.lesson.game, **more, lesson=self.step.name if self.lessons_on and self.index else None)

    def labels(self):
        """A step's undo starts it again and its hint shows the move; the real game's are the game's."""
        return {"undo": "tutorial.retry", "hint": "tutorial.show_me"} if self.lessons_on else {}

    # -- where the lesson is ---------------------------------------------------------------
    @property
    def step(self):
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def lessons_on(self):
        return self.phase in ("try", "reply", "shown")

    @property
    def saves(self):
        """A lesson's steps are not saved games; its real game is, like any other."""
        return not self.lessons_on

    @property
    def helps(self):
        return self.phase in ("try", "game")

    def right_moves(self, state=None):
        if self.phase != "try":
            return []
        return self.step.right_moves(self.scene.state if state is None else state)

    def instruction(self, say=t):
        """What the card asks for now (``say``: ``i18n.said`` for speech's words)."""
        if self.phase == "shown":
            return say("tutorial.when_ready")
        if self.lessons_on:
            return say(self.lesson.text(self.step, "try"))
        if self.phase == "game":
            return say(f"tutorial.{self.lesson.game}.finale")
        return say("tutorial.finished")

    def takes_moves(self):
        return self.phase in ("try", "game")

    def heading(self):
        title = t(self.scene.title)
        if self.lessons_on:
            return t("tutorial.step", game=title, number=str(self.index + 1), count=str(len(self.lesson.steps)))
        return t("tutorial.finale_title", game=title)

    def progress(self):
        """The steps as dots: those before done, the current one too once played."""
        return (len(self.lesson.steps), self.index, self.phase != "try") if self.lessons_on else None

    def end_line(self):
        """Once the real game has ended: how, as the turn line and the result say it."""
        if self.phase != "over":
            return None
        scene = self.scene
        return words.end_line(scene.turn_text(), scene.texts.result_text(scene.state))

    def way_on_shown(self):
        return self.phase in ("game", "over")

    # -- the flow --------------------------------------------------------------------------
    def next_step(self):
        self.feedback = None
        self.index += 1
        step = self.step
        if step is None:
            self.start_finale()
            return
        self.expect()
        if step.position is not None:
            self.scene.switch(LessonMatch(self.lesson.game, step.position, step.before))
        self.step_ply = self.scene.ply
        self.keep_place()

    def go_on(self):
        """Next step: the step was seen."""
        self.next_step()

    def retry(self):
        """Start the step again from its position."""
        self.expect()
        self.feedback = None
        self.scene.take_back_to(self.step_ply)
        self.scene.say("tutorial.again")

    def start_finale(self):
        self.phase, self.heard = "game", None
        self.scene.switch(self.lesson.finale.match(self.lesson.game))
        self.step_ply = self.scene.ply
        self.keep_place(tutorial="done")

    def open_setup(self):
        self.scene.set_up(self.lesson.game)

    def refuse(self):
        """A legal move (or its start) that this step is not about: say so, and why."""
        step = self.step
        key = self.lesson.text(step, "other") if step.other else "tutorial.not_this_one"
        self.scene.sound("illegal")
        self.scene.say("game.reason", "warn", text=t(key))

    # -- what the scene asks ---------------------------------------------------------------
    def new_position(self):
        if self.feedback is not None and not self.feedback.holds(self.scene.state):
            self.feedback = None  # it was about the position before
        if self.scene.passing and self.phase == "try":  # the learner clicks to pass
            self.feedback = None  # and the card keeps saying what the step before did

    def played(self, before, move, after):
        """A move of the step's (the step's own words say what happened): the answer comes, or
        the step stays on show; the answer come (a pass the learner read first, too): on show."""
        super().played(before, move, after)
        if self.phase == "try" and move in self.right_moves(before):
            self.heard, self.feedback, self.hurried = self.lesson.text(self.step, "done"), None, False
            if self.step.reply is not None:
                self.come("reply", self.step.answer(after))
            else:
                self.hold("shown", PAUSE)
            self.scene.aim(self.next_button)  # the next key goes on
        elif self.phase == "reply" and self.coming is None:
            self.hold("shown", 0.0 if self.hurried else PAUSE)
            self.feedback = None  # the step's words tell the answer too

    def allows(self, move):
        if self.phase == "try" and move not in self.right_moves():
            self.refuse()
            return False
        return True

    def allows_clicks(self, clicks):
        if self.phase == "try" and not any(seq[:len(clicks)] == clicks for move in self.right_moves()
                                           for seq in self.scene.sequences(move)):
            self.refuse()
            return False
        return True

    def takes_click(self):
        """A click on the board once the step is done: seen, go on (the answer shown first)."""
        if self.phase == "reply":
            self.hurried = True
        self.seen = self.on_show
        return self.phase in ("reply", "shown")

    def key_help(self):
        return [(key_name(pygame.K_RETURN), t("tutorial.when_done"))]

    def lit(self):
        return self.step.lit

    def hint(self):
        if not self.lessons_on:
            return False
        if self.phase == "try" and not self.scene.passing:
            self.scene.show(self.right_moves()[0])
            self.scene.say("tutorial.shown", said_as="")  # speech: the hint's own line says the move
        return True

    def undo(self):
        """"Start again" in a step; in the real game an undo, not into the opening played for
        the learner."""
        if self.lessons_on:
            self.retry()
            return True
        return self.scene.ply <= self.step_ply

    def redo(self):
        """A step is played again, not redone (the real game redoes as any game does)."""
        return self.lessons_on

    def again(self):
        self.open_setup()
        return True

    # -- the frame -------------------------------------------------------------------------
    def advance(self, dt):
        """The lesson moves on once what was played has been seen (``Flow``); the real game's
        end is heard once (and taken back by an undo)."""
        super().advance(dt)
        if self.phase == "game" and self.scene.state.is_over:
            self.phase, self.feedback = "over", None
            self.scene.sound("win")
        elif self.phase == "over" and not self.scene.state.is_over:  # the end was taken back
            self.phase = "game"

    def hud_buttons(self):
        """The lesson's two buttons share the row ("Start again" and "Show me" are long words);
        undo goes no further back than where the step (or the real game) began."""
        undo_rect, hint_rect = self.card.row(halves=self.lessons_on)
        hint = {"visible": self.phase in ("try", "game"), "rect": hint_rect}
        if self.phase == "try":
            hint["enabled"] = not self.scene.passing and not self.scene.moving
        undo = {"rect": undo_rect}
        if self.lessons_on or self.scene.ply <= self.step_ply:  # else as far as the real game goes
            undo["enabled"] = self.scene.ply > self.step_ply
        return {"undo": undo, "redo": {"visible": not self.lessons_on}, "again": {"visible": False}, "hint": hint}
