"""The guided first game: the game's own scene, coached through a lesson.

A ``Coach`` is the game scene's ``coaching`` (``scenes/coaching.py``): the scene keeps its
view, its input, its explanations of wrong clicks and its animations, and consults the
coach at a few points. Each step sets a position, lights what matters and says what to try
in a card above the board; a move of the step's is played and animated, the other side
answers when the step says so, and the next step begins by saying what just happened. A
legal move the step is not about is refused with a word of why; an illegal click gets the
game scene's own explanation. The lesson ends on a real game against Beginner, with a button
to set up a real game.
"""

import dataclasses

import pygame

from ..i18n import t
from ..scenes.coaching import Coaching
from ..ui.keynames import key_name
from ..ui.widgets import Button
from .card import card_live, draw_card, lay_out_card
from .lesson import LessonMatch

PAUSE = 2.0  # seconds a finished step stays on show, when lessons go on by themselves (Settings)


class Coach(Coaching):
    """The lesson's flow. ``phase``: "try" (the learner is to play a step's move), "reply"
    (the other side is about to answer), "shown" (the step is done and stays on show),
    "game" (the real game at the end) and "over" (that game has ended)."""

    banner = False  # the card says how the real game ended

    def __init__(self, lesson, start=0):
        self.lesson, self.index, self.phase = lesson, start, "try"
        self.feedback = None  # a hud.Message: what the game or the lesson just said
        self.heard = None  # the catalogue key of what the step before did
        self.wait = 0.0  # seconds left on show, when lessons go on by themselves
        self.clicked = False  # the board was clicked once the step was done: go on
        self.step_ply = 0  # where the current step (or the real game) began: undo goes no further
        self.real_game = Button("tutorial.real_game", self.open_setup, "primary")
        self.next_button = Button("tutorial.next_step", self.go_on, "primary", hotkey=pygame.K_RETURN)
        self.card_rect = self.row_rects = None

    def first_match(self):
        """The match the lesson starts in: the position of the step it starts at."""
        return self.lesson.match_at(self.index)

    @staticmethod
    def kept_step(settings, lesson):
        """The step where the learner left ``lesson`` (its index; 0: none, or the first)."""
        return lesson.index(settings.choice(lesson.game, "lesson", None))

    def attach(self, scene):
        super().attach(scene)
        self.step_ply = len(scene.match.moves)
        settings, game = scene.app.settings, self.lesson.game
        if settings.choice(game, "tutorial", None) != "done":
            settings.remember(game, tutorial="taken")
        self.keep_place()

    def keep_place(self):
        """Remember the step the learner is at (from the second on): leaving the lesson does
        not lose it, Learn offers to go on from there. The real game forgets it."""
        app = self.scene.app
        app.settings.remember(self.lesson.game, lesson=self.step.name if self.lessons_on and self.index else None)
        app.save_settings()

    def buttons(self):
        return [self.next_button, self.real_game]

    def labels(self):
        """A step's undo starts it again and its hint shows the move; the real game's are the game's."""
        return {"undo": "tutorial.retry", "hint": "tutorial.show_me"} if self.lessons_on else {}

    # -- where the lesson is ---------------------------------------------------------------
    @property
    def card_buttons(self):
        """The buttons in the card, one at a time: "Next step", "Play a real game"."""
        return self.next_button, self.real_game

    @property
    def card_button(self):
        """The button the card shows now (its words make room for it)."""
        return self.next_button if self.next_button.visible else self.real_game

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

    def heading_words(self):
        return self.heading()

    def takes_moves(self):
        return self.phase in ("try", "game")

    def heading(self):
        title = t(self.scene.info.title)
        if self.lessons_on:
            return t("tutorial.step", game=title, number=str(self.index + 1), count=str(len(self.lesson.steps)))
        return t("tutorial.finale_title", game=title)

    # -- the flow --------------------------------------------------------------------------
    def next_step(self):
        self.feedback, self.clicked = None, False
        self.index += 1
        step = self.step
        if step is None:
            self.start_finale()
            return
        self.phase = "try"
        if step.position is not None:
            self.scene.switch(LessonMatch(self.lesson.game, step.position, step.before))
        self.step_ply = len(self.scene.match.moves)
        self.keep_place()

    def retry(self):
        """Start the step again from its position."""
        self.phase, self.feedback = "try", None
        scene = self.scene
        scene.take_back(lambda: scene.match.undo_to(self.step_ply))
        scene.say("tutorial.again")

    def start_finale(self):
        scene, game = self.scene, self.lesson.game
        self.phase, self.heard = "game", None
        scene.switch(self.lesson.finale.match(game))
        self.step_ply = len(scene.match.moves)
        scene.app.settings.remember(game, tutorial="done")
        self.keep_place()

    def open_setup(self):
        self.scene.app.set_up(self.lesson.game, replace=True)

    def refuse(self):
        """A legal move (or its start) that this step is not about: say so, and why."""
        step = self.step
        key = self.lesson.text(step, "other") if step.other else "tutorial.not_this_one"
        self.scene.app.sound.play("illegal")
        self.scene.say("game.reason", "warn", text=t(key))

    # -- what the scene asks ---------------------------------------------------------------
    def new_position(self):
        if self.feedback is not None and not self.feedback.holds(self.scene.state):
            self.feedback = None  # it was about the position before
        if self.scene.turns.passing and self.phase == "try":  # the learner clicks to pass
            self.feedback = None  # and the card keeps saying what the step before did

    def played(self, before, move, after):
        if self.phase == "try" and move in self.right_moves(before):  # the step's own words say what happened
            self.phase = "reply" if self.step.reply is not None else "shown"
            self.heard, self.feedback, self.wait = self.lesson.text(self.step, "done"), None, PAUSE
            self.scene.focus.aim(self.next_button)  # the next key goes on

    def allows(self, move):
        if self.phase == "try" and move not in self.right_moves():
            self.refuse()
            return False
        return True

    def allows_clicks(self, clicks):
        sequences = self.scene.input.sequences
        if self.phase == "try" and not any(seq[:len(clicks)] == clicks for move in self.right_moves()
                                           for seq in sequences.get(move, ())):
            self.refuse()
            return False
        return True

    def takes_click(self):
        """A click on the board once the step is done: seen, go on (the answer shown first)."""
        if self.phase in ("reply", "shown"):
            self.wait = 0.0
            self.clicked = self.phase == "shown"
            return True
        return False

    def key_help(self):
        return [(key_name(pygame.K_RETURN), t("tutorial.when_done"))]

    def go_on(self):
        """"Next step": the step was seen."""
        if self.phase == "shown":
            self.scene.finish_animation()
            self.next_step()

    def tell(self, message):
        self.feedback = message  # in the card, not under the board
        return True

    def marks(self, marks):
        scene = self.scene
        if self.phase == "try" and scene.anim is None and not scene.input.clicks:  # then the move's own marks
            return dataclasses.replace(marks, lit=self.step.lit)
        return marks

    def hint(self):
        if not self.lessons_on:
            return False
        if self.phase == "try" and not self.scene.turns.passing:
            self.scene.turns.show(self.right_moves()[0])
            self.scene.say("tutorial.shown", said_as="")  # speech: the hint's own line says the move
        return True

    def undo(self):
        """"Start again" in a step; in the real game an undo, not into the opening played for
        the learner."""
        if self.lessons_on:
            self.retry()
            return True
        return len(self.scene.match.moves) <= self.step_ply

    def redo(self):
        """A step is played again, not redone (the real game redoes as any game does)."""
        return self.lessons_on

    def again(self):
        self.open_setup()
        return True

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt):
        if self.scene.anim is None:
            self.advance(dt)
        self.real_game.visible = self.phase in ("game", "over")
        self.next_button.visible = self.phase == "shown" and self.scene.anim is None

    def advance(self, dt):
        """The lesson moves on once what was played has been seen."""
        scene = self.scene
        if self.phase == "reply":
            self.phase = "shown"
            if len(scene.match.moves) == self.step_ply + 1:  # not answered yet: a forced pass may
                scene.commit(self.step.answer(scene.state))  # have been read by the learner's click
            self.feedback = None  # the step's words tell the answer too
        elif self.phase == "shown":
            self.wait -= dt
            if self.clicked or self.wait <= 0 and scene.app.settings.go_on:
                self.next_step()
        elif self.phase == "game" and scene.state.is_over:
            self.phase, self.feedback = "over", None
            scene.app.sound.play("win")
        elif self.phase == "over" and not scene.state.is_over:  # the end was taken back
            self.phase = "game"

    def hud_buttons(self):
        scene, match = self.scene, self.scene.match
        # the lesson's two buttons share the row: "Start again" and "Show me" are long words
        undo_rect, hint_rect = self.row_rects[0 if self.lessons_on else 1]
        hint = {"visible": self.phase in ("try", "game"), "rect": hint_rect}
        if self.phase == "try":
            hint["enabled"] = not scene.turns.passing and scene.anim is None
        return {"undo": {"enabled": len(match.moves) > self.step_ply and (self.lessons_on or match.can_undo()),
                         "rect": undo_rect},
                "redo": {"visible": not self.lessons_on}, "again": {"visible": False}, "hint": hint}

    def layout(self, board):
        return lay_out_card(self, board, 250)

    def draw(self, surface):
        draw_card(self, surface)

    def live(self):
        return card_live(self)
