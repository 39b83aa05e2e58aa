"""The guided first game: the game's own scene, driven by a lesson.

``tutorial_scene(app, info)`` makes the game's scene class (its view, its ``MoveInput``,
its explanations of wrong clicks, its animations) take orders from a ``Coach``: each step
sets a position, lights what matters and says what to try in a card above the board; a
move of the step's is played and animated, the other side answers when the step says so,
and the next step begins by saying what just happened. A legal move the step is not about
is refused with a word of why; an illegal click gets the game scene's own explanation.
The lesson ends on a real game against Beginner, with a button to set up a real game.
"""

import dataclasses

import pygame

from ..i18n import t
from ..scenes.requests import HINT_SECONDS
from ..scenes.setup import SetupScene
from ..ui.widgets import Button
from . import lesson_of
from .card import draw_card
from .lesson import LessonMatch

PAUSE = 2.0  # seconds a finished step stays on show before the next one (a click skips it)
WAIT_FOR_CLICK = 3600.0  # a pass in a step is played when the learner clicks, not on a timer
CARD_HEIGHT = 136  # design pixels: the coach's card above the board (four lines at 960x600)


class Coach:
    """Mixed into a game scene class (see ``tutorial_scene``): the lesson's flow.

    ``phase``: "try" (the learner is to play a step's move), "reply" (the other side is
    about to answer), "shown" (the step is done and stays on show), "game" (the real game
    at the end) and "over" (that game has ended).
    """

    def __init__(self, app, info, lesson):
        self.lesson, self.index, self.phase = lesson, 0, "try"
        self.feedback = None  # (key, values, kind): what the game or the lesson just said
        self.heard = None  # the catalogue key of what the step before did
        self.wait = 0.0
        self.step_ply = 0  # where the current step (or the real game) began: undo goes no further
        self.real_game = Button("tutorial.real_game", self.open_setup, "primary")
        super().__init__(app, info, LessonMatch(info.id, lesson.steps[0].position, lesson.steps[0].before))
        self.step_ply = len(self.match.moves)
        self.buttons.insert(0, self.real_game)
        self.undo_button.label, self.hint_button.label = "tutorial.retry", "tutorial.show_me"
        if app.settings.choice(info.id, "tutorial", None) != "done":
            app.settings.remember(info.id, tutorial="taken")
            app.save_settings()

    # -- where the lesson is ---------------------------------------------------------------
    @property
    def step(self):
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def lessons_on(self):
        return self.phase in ("try", "reply", "shown")

    def right_moves(self):
        return self.step.right_moves(self.state) if self.phase == "try" else []

    def instruction(self):
        """What the card asks for now."""
        if self.lessons_on:
            return t(self.lesson.text(self.step, "try"))
        if self.phase == "game":
            return t(f"tutorial.{self.lesson.game}.finale")
        return t("tutorial.finished")

    def heading(self):
        if self.lessons_on:
            return t("tutorial.step", game=t(self.info.title), number=str(self.index + 1),
                     count=str(len(self.lesson.steps)))
        return t("tutorial.finale_title", game=t(self.info.title))

    # -- the flow --------------------------------------------------------------------------
    def next_step(self):
        self.feedback = None
        self.index += 1
        step = self.step
        if step is None:
            self.start_finale()
            return
        self.phase = "try"
        if step.position is not None:
            self.switch(LessonMatch(self.info.id, step.position, step.before))
        self.step_ply = len(self.match.moves)

    def retry(self):
        """Start the step again from its position (the whole game, in the real game)."""
        if self.lessons_on:
            self.finish_animation()
            while len(self.match.moves) > self.step_ply:
                self.match.undo()
            self.phase, self.feedback = "try", None
            self.new_position()
            self.say("tutorial.again")
        elif len(self.match.moves) > self.step_ply:  # not into the opening played for the learner
            super().undo()

    def start_finale(self):
        self.phase, self.heard = "game", None
        self.switch(self.lesson.finale.match(self.info.id))
        self.step_ply = len(self.match.moves)
        self.undo_button.label, self.hint_button.label = "game.undo", "game.hint"
        self.app.settings.remember(self.info.id, tutorial="done")
        self.app.save_settings()

    def switch(self, match):
        """Play on in ``match`` (a step's fresh position, or the real game)."""
        self.finish_animation()
        self.match, self.rules = match, match.rules
        self._move_texts = []
        self.new_position()

    def open_setup(self):
        self.app.replace(SetupScene(self.app, self.info))

    # -- the game scene's hooks, as a lesson needs them ------------------------------------
    def new_position(self):
        super().new_position()
        if self.pass_timer is not None and self.phase == "try":
            self.pass_timer = WAIT_FOR_CLICK  # the step says why: the learner clicks to pass
            self.feedback = None  # and the card keeps saying what the step before did

    def commit(self, move):
        done = self.phase == "try" and move in self.right_moves()
        super().commit(move)
        if done:  # the step's own words say what happened (the game's would say less)
            self.phase = "reply" if self.step.reply is not None else "shown"
            self.heard, self.feedback, self.wait = self.lesson.text(self.step, "done"), None, PAUSE

    def play_human(self, move):
        if self.phase == "try" and move not in self.right_moves():
            self.input.reset()
            self.refuse()
            return
        super().play_human(move)

    def click(self, pos):
        if self.phase in ("reply", "shown"):
            self.wait = 0.0  # seen: go on
            return True
        result = super().click(pos)
        clicks = self.input.clicks
        if self.phase == "try" and clicks and not any(
                seq[:len(clicks)] == clicks for move in self.right_moves()
                for seq in self.input.sequences.get(move, ())):
            self.input.reset()
            self.refuse()
        return result

    def refuse(self):
        """A legal move (or its start) that this step is not about: say so, and why."""
        step = self.step
        key = self.lesson.text(step, "other") if step.other else "tutorial.not_this_one"
        self.app.sound.play("illegal")
        self.say("game.reason", "warn", text=t(key))

    def say(self, key, kind="info", seconds=4.0, **values):
        self.feedback = (key, values, kind)  # in the card, not under the board

    def ask_hint(self):
        if not self.lessons_on:
            super().ask_hint()
        elif self.phase == "try" and self.pass_timer is None:
            self.hint = (self.right_moves()[0], HINT_SECONDS)
            self.say("tutorial.shown")

    def undo(self):
        self.retry()

    def redo(self):
        """A step is played again, not redone (the real game redoes as any game does)."""
        if not self.lessons_on:
            super().redo()

    def play_again(self):
        self.open_setup()

    def autosave(self):
        """A lesson's steps are not saved games; its real game is, like any other."""
        if not self.lessons_on:
            super().autosave()

    def board_help(self):
        return super().board_help() if self.phase in ("try", "game") else {}

    def marks(self):
        marks = super().marks()
        if self.phase == "try" and self.anim is None and not self.input.clicks:  # then the move's own marks
            marks = dataclasses.replace(marks, lit=self.step.lit)
        return marks

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt):
        self.banner_shown = True  # the card says how a game ended
        super().update(dt)
        if self.anim is None:
            self.advance(dt)
        self.show_buttons()

    def advance(self, dt):
        """The lesson moves on once what was played has been seen."""
        if self.phase == "reply":
            self.phase = "shown"
            self.commit(self.step.answer(self.state))
            self.feedback = None  # the step's words tell the answer too
        elif self.phase == "shown":
            self.wait -= dt
            if self.wait <= 0:
                self.next_step()
        elif self.phase == "game" and self.state.is_over:
            self.phase, self.feedback = "over", None
            self.app.sound.play("win")
        elif self.phase == "over" and not self.state.is_over:  # the end was taken back
            self.phase = "game"

    def show_buttons(self):
        self.undo_button.enabled = len(self.match.moves) > self.step_ply and (
            self.lessons_on or self.match.can_undo())
        self.redo_button.visible = not self.lessons_on
        self.undo_button.rect = self.undo_rects[0 if self.lessons_on else 1]  # "Start again" takes Redo's room
        self.again_button.visible = False
        self.hint_button.visible = self.phase in ("try", "game")
        if self.phase == "try":
            self.hint_button.enabled = self.pass_timer is None and self.anim is None
        self.real_game.visible = self.phase in ("game", "over")

    def layout(self):
        super().layout()
        s = self.scale
        board = self.board_rect
        height = round(CARD_HEIGHT * s)
        self.card_rect = pygame.Rect(board.left, board.top - round(6 * s), board.width, height)
        self.board_rect = pygame.Rect(board.left, self.card_rect.bottom + round(8 * s), board.width,
                                      board.bottom - self.card_rect.bottom - round(8 * s))
        self.view.layout(self.board_rect, s)
        self.undo_rects = (self.undo_button.rect.union(self.redo_button.rect), self.undo_button.rect.copy())
        button = pygame.Rect(0, 0, round(250 * s), round(46 * s))
        button.midright = (self.card_rect.right - round(14 * s), self.card_rect.centery)
        self.real_game.rect = button

    def draw(self, surface):
        super().draw(surface)
        draw_card(self, surface)
        if self.real_game.visible:
            self.real_game.draw(surface, self.scale)

    def toast_area(self):
        return self.board_rect


_CLASSES = {}


def tutorial_scene(app, info):
    """The guided first game of ``info``'s game: its scene class with a ``Coach``."""
    base = info.scene_class()
    cls = _CLASSES.get(base)
    if cls is None:
        cls = _CLASSES[base] = type(f"{base.__name__}Tutorial", (Coach, base), {})
    return cls(app, info, lesson_of(info.id))
