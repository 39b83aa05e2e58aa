"""A puzzle, played in the game's own scene: find the move that wins, then the next one.

A ``PuzzleCoach`` is the game scene's ``coaching`` (``scenes/coaching.py``), as the lesson's
``Coach`` is: the scene keeps its view, clicks, marks and animations, and the coach judges
each move of the solver against the puzzle's line (``puzzles/maker.py``). A right move is
answered by the line's defence and the puzzle goes on; a wrong one is answered on the board
by the move that refutes it (the puzzle's ``refute`` table), said in words, with "Try
again" and "Show solution" in the buttons' row. An answer comes as soon as the move it
answers has been shown, as a bot's does; the solution goes a move at a time, at the player's
"Next move" (or by itself, after a pause, when the Settings say puzzles go on by themselves).
The card above the board is the lesson's.
A puzzle finished is recorded in the player's progress (``puzzles/progress.py``) and
"Next puzzle" opens the next one, in its own game's scene (a mixed pool changes game).
"""

import dataclasses

import pygame

from .. import games, words
from ..i18n import said, t
from ..puzzles import maker, progress
from ..scenes.coaching import Coaching
from ..scenes.game import scene_class
from ..ui.keynames import key_name
from ..ui.widgets import Button
from .card import card_live, draw_card, lay_out_card
from .lesson import LessonMatch

PAUSE = 0.7  # seconds before the next move, when puzzles go on by themselves (Settings)


class Session:
    """Puzzles one after another from a pool (a game, "mixed" or "own")."""

    def __init__(self, app, pool, prog):
        self.app, self.pool, self.progress = app, pool, prog

    def open(self, puzzle, replace=False):
        """``puzzle`` in its game's scene, instead of the scene on top (``replace``) or over it."""
        coach = PuzzleCoach(self, puzzle)
        scene = scene_class(games.get(puzzle["game"]))(self.app, coach.first_match(), coach)
        (self.app.replace if replace else self.app.push)(scene)

    def next(self, after=None, replace=True):
        puzzle = self.progress.next_puzzle(self.pool, after)
        if puzzle is None:
            self.app.warn("puzzles.none")
            return
        self.open(puzzle, replace)

    def record(self, puzzle, solved):
        self.progress.record(self.pool, puzzle, solved)
        progress.save(self.app.storage, self.progress)


class PuzzleCoach(Coaching):
    """``phase``: "try" (the solver's move), "reply" (the defence is coming), "forced" (the
    solver's move is forced, the only one or a pass: it is played for the player), "wrong" (a
    wrong move, its refutation coming or shown), "showing" (the solution plays itself) and
    "done"."""

    banner = saves = False  # a puzzle is not a kept game; the card says how it ended
    lessons_on = False  # for the lesson's card: no step dots

    def __init__(self, session, puzzle):
        self.session, self.puzzle = session, puzzle
        self.steps = maker.walk(puzzle)
        self.solver = self.steps[0][0].to_move
        self.done_plies = 0  # the line's moves played so far (right ones)
        self.phase, self.failed, self.shown_solution = "try", False, False
        self.feedback = self.heard = None
        self.wait = 0.0
        self.refutation = None  # the answer to play on the board after a wrong move
        self.hinted = False  # the piece to move is lit
        self.next_button = Button("puzzles.next", self.next_puzzle, "primary")
        self.next_move = Button("puzzles.next_move", self.step_solution, "primary", hotkey=pygame.K_RETURN)
        self.card_rect = self.row_rects = None

    def leave(self):
        """Esc: back to the screen the puzzles were opened from (the Puzzles screen)."""
        self.scene.app.pop()

    def first_match(self):
        return LessonMatch(self.puzzle["game"], self.steps[0][0])

    @property
    def card_buttons(self):
        """The buttons in the card, one at a time: "Next puzzle", "Next move" (of the solution)."""
        return self.next_button, self.next_move

    @property
    def card_button(self):
        return self.next_move if self.next_move.visible else self.next_button

    # -- the card's words -----------------------------------------------------------------
    def heading(self):
        """"Puzzle · 27 · Grey · level 1 · …": a pool mixes the variants. The moves to find are
        the real decisions (a player's own puzzle made before issue 44 counted forced ones)."""
        game = words.title(self.puzzle["game"], self.puzzle.get("variant"))
        count = sum(map(bool, self.puzzle["refute"]))
        return t("puzzles.heading_one" if count == 1 else "puzzles.heading_many", game=game,
                 level=self.puzzle["difficulty"], count=count)

    def instruction(self, say=t):
        side = self.scene.texts.side_name(self.solver)
        if self.phase == "forced":
            return say("puzzles.forced_pass" if self.scene.turns.passing else "puzzles.forced", side=side)
        if self.phase == "done":
            return " ".join(filter(None, (self.why_won(say), say("puzzles.done_next"))))
        return say({"try": "puzzles.find", "reply": "puzzles.find", "wrong": "puzzles.wrong_next",
                    "showing": "puzzles.showing"}[self.phase], side=side)

    def heading_words(self):
        return self.heading()

    def takes_moves(self):
        return self.phase == "try"

    def why_won(self, say=t):
        """Where the line stops before the end of the game: why the position is won, as the
        proof says it (within so many plies, whatever the other side plays); else nothing."""
        state = self.scene.state
        if state.is_over or self.done_plies < len(self.steps):
            return ""
        texts, won_in = self.scene.texts, self.puzzle.get("won_in")
        names = {"side": texts.side_name(self.solver), "other": texts.side_name(1 - self.solver)}
        if won_in is None:  # a player's own puzzle made before issue 44
            return say("puzzles.won", **names)
        return say("puzzles.won_in", n=won_in, **names)

    def forced_step(self):
        """Whether the line's next move is the solver's and forced (its refutation table is
        empty: every legal move leaves the same position)."""
        if self.done_plies >= len(self.steps) or self.steps[self.done_plies][0].to_move != self.solver:
            return False
        return not self.puzzle["refute"][self.solver_index()]

    def expected(self):
        """The line's next move and the position it leads to (None once the line is played)."""
        if self.done_plies >= len(self.steps):
            return None
        before, move = self.steps[self.done_plies]
        return move, before.play(move)

    def solver_index(self):
        """Which of the solver's moves the puzzle is at (its ``refute`` table)."""
        return sum(before.to_move == self.solver for before, _ in self.steps[:self.done_plies])

    # -- what the scene asks --------------------------------------------------------------
    def buttons(self):
        return [self.next_move, self.next_button]

    def labels(self):
        """Undo tries again; the hint lights the piece to move, after a wrong move shows the solution."""
        return {"undo": "puzzles.try_again", "hint": "game.hint" if self.phase == "try" else "puzzles.show_solution"}

    def played(self, before, move, after):
        """Every move played, whoever played it (the player, the line's answers, a forced pass)."""
        expected = self.expected()
        on_line = expected is not None and after == expected[1]
        if self.phase == "try" and not on_line:
            self.wrong(before, move)
        elif self.phase in ("try", "reply", "showing", "forced") and on_line:
            self.done_plies += 1
            self.wait = self.pause()
            if self.phase == "try":
                self.feedback, self.heard = None, "puzzles.right"
            elif self.phase == "forced":
                self.feedback = self.played_for_you(before, move)
            if self.done_plies == len(self.steps):
                self.finish(solved=self.phase in ("try", "forced") and not self.failed,
                            forced=self.feedback if self.phase == "forced" else None)
            elif self.phase != "showing":  # the solver's move next (forced: played for them), or the answer
                mine = self.steps[self.done_plies][0].to_move == self.solver
                self.phase = ("forced" if self.forced_step() else "try") if mine else "reply"
                if self.phase == "forced" and not isinstance(self.feedback, _Said):
                    self.feedback = None  # the card says it is played for the player, not "click to pass"
        elif self.phase == "wrong" and move == self.refutation:
            self.refutation = None  # it came already: a forced pass the player's click or key read

    def played_for_you(self, before, move):
        """What the card says of a forced move once played for the player."""
        side, texts = self.scene.texts.side_name(before.to_move), self.scene.texts
        if getattr(move, "is_pass", False):
            return _Said(t("puzzles.passed_for_you", side=side), "info", said("puzzles.passed_for_you", side=side))
        return _Said(t("puzzles.played_for_you", side=side, move=texts.move_text(before, move)), "info",
                     said("puzzles.played_for_you", side=side, move=texts.move_words(before, move)))

    def wrong(self, before, move):
        if not self.failed:
            self.failed = True
            self.session.record(self.puzzle, solved=False)
        answer, wins = self.puzzle["refute"][self.solver_index()].get(str(move), [None, None])
        after = self.scene.state
        self.refutation = maker.move_named(after, answer) if answer and not after.is_over else None
        texts = self.scene.texts
        if self.refutation is None:
            key, values, spoken = "puzzles.wrong", {}, {}
        else:
            key = "puzzles.refuted_wins" if wins else "puzzles.refuted"
            values = {"move": texts.move_text(after, self.refutation), "side": texts.side_name(1 - self.solver)}
            spoken = dict(values, move=texts.move_words(after, self.refutation))  # "2 pawns from cell 9...", not "2 × 9 → 8"
        self.phase, self.wait, self.heard = "wrong", self.pause(), None
        self.feedback = _Said(t(key, **values), "warn", said(key, **(spoken or values)))
        self.scene.app.sound.play("illegal")

    def finish(self, solved, forced=None):
        """The line is played: ``solved`` by the player (``forced``: what the card said of its last
        move, played for them: said first)."""
        self.phase, self.wait = "done", 0.0
        if solved:
            self.session.record(self.puzzle, solved=True)
            self.heard = "puzzles.solved"
            if forced is not None:
                self.feedback = _Said(f"{forced.text()} {t(self.heard)}", "good", f"{forced.spoken()} {t(self.heard)}")
            self.scene.app.sound.play("win")
        elif not self.shown_solution:
            self.heard = "puzzles.solved_late"

    def next_puzzle(self):
        self.session.next(self.puzzle)

    def allows(self, move):
        return self.phase == "try"

    def takes_click(self):
        """Nothing to click while the other side answers; a click on the board while the
        solution is shown plays its next move."""
        self.step_solution()
        return self.phase not in ("try",)

    @property
    def helps(self):
        """The pieces that can move are marked only while the solver may move one."""
        return self.phase == "try"

    def tell(self, message):
        """The game's words in the card; after a wrong move the card keeps saying it was wrong
        and what refutes it (the refutation's own narration, a capture, would cover that), and
        once the solution is shown, its moves."""
        if self.phase != "wrong" and not self.shown_solution:
            self.feedback = message
        return True

    def marks(self, marks):
        """The hint: the piece to move lit, not where it goes; no glow under the pointer while
        the board takes no click."""
        if self.phase != "try":
            return dataclasses.replace(marks, hover=None, hover_moves=())
        if self.hinted and self.scene.anim is None and not self.scene.input.clicks:
            return dataclasses.replace(marks, lit=frozenset(self.piece_to_move()[:1]))
        return marks

    def piece_to_move(self):
        """The first click of the move to find (what the hint lights): none but in a "try"."""
        expected = self.expected()
        if self.phase != "try" or expected is None or self.scene.turns.passing:
            return ()
        return tuple(self.scene.input.sequence_of(expected[0]))

    # -- the buttons ----------------------------------------------------------------------
    def hint(self):
        """In a "try": the piece to move lights up; after a wrong move: the solution."""
        if self.phase == "try":
            if self.piece_to_move():  # (a "try" always has one: a pass or a forced move is played for the player)
                self.hinted = True
                self.scene.say("puzzles.hinted", said_as="")  # speech: "The piece to move: ..." (``live``)
        elif self.phase == "wrong":
            self.show_solution()
        return True

    def undo(self):
        """"Try again" (Ctrl+Z too): after a wrong move, back to where the puzzle was before it;
        at any other time there is nothing to take back."""
        if self.phase == "wrong":
            self.back_to_line()
        return True

    def back_to_line(self):
        self.phase, self.feedback, self.refutation, self.heard = "try", None, None, None
        scene = self.scene
        scene.take_back(lambda: scene.match.undo_to(self.done_plies))

    def redo(self):
        return True

    def again(self):
        return True

    def show_solution(self):
        if self.phase not in ("try", "wrong"):
            return  # the line is being played, or has been
        self.back_to_line()
        if not self.failed:
            self.failed = True
            self.session.record(self.puzzle, solved=False)
        self.shown_solution, self.phase, self.wait = True, "showing", 0.0  # its first move at once
        texts, line = self.scene.texts, self.steps[self.done_plies:]
        moves = ", ".join(texts.move_text(before, move) for before, move in line)
        words = ", ".join(texts.move_words(before, move) for before, move in line)
        self.feedback = _Said(t("puzzles.solution", moves=moves), "good", said("puzzles.solution", moves=words))
        self.scene.focus.aim(self.next_move)

    # -- the frame ------------------------------------------------------------------------
    def key_help(self):
        return [(key_name(pygame.K_RETURN), t("puzzles.keys.next_move")), (t("keys.game.undo"), t("puzzles.try_again"))]

    def pause(self):
        """Seconds before the next move comes by itself: none for an answer (it comes as soon as
        the move it answers is shown), a while for the solution's moves when puzzles go on by
        themselves, else never (``step_solution`` plays them)."""
        go_on = self.scene.app.settings.go_on
        return (PAUSE if go_on else 0.0) if self.phase != "showing" else (PAUSE if go_on else float("inf"))

    def step_solution(self):
        """"Next move" of the solution shown."""
        if self.phase == "showing":
            self.scene.finish_animation()
            self.wait = 0.0

    def update(self, dt):
        if self.scene.anim is None:
            self.wait -= dt
            if self.wait <= 0:
                self.advance()
        self.next_button.visible = self.phase in ("done", "wrong")
        self.next_move.visible = self.phase == "showing" and self.scene.anim is None and self.wait > 0

    def advance(self):
        """The line's next move, when the other side answers or the solution plays itself (a
        forced pass the scene plays itself); the refutation of a wrong move."""
        scene = self.scene
        if self.phase in ("reply", "showing", "forced"):
            if scene.turns.passing:  # the pass is the line's: played as the line's moves are
                scene.turns.pass_now()
            else:
                scene.commit(self.expected()[0])
        elif self.phase == "wrong" and self.refutation is not None:
            move, self.refutation = self.refutation, None
            scene.commit(move)

    def hud_buttons(self):
        wrong = self.phase == "wrong"
        # "Try again" and "Show solution" share the row: long words
        undo_rect, hint_rect = self.row_rects[0 if wrong else 1]
        return {"redo": {"visible": False}, "again": {"visible": False},
                "undo": {"visible": wrong, "rect": undo_rect},
                "hint": {"visible": self.phase == "wrong" or bool(self.piece_to_move()),
                         "enabled": self.scene.anim is None, "rect": hint_rect}}

    def layout(self, board):
        return lay_out_card(self, board, 220)

    def draw(self, surface):
        draw_card(self, surface)

    def live(self):
        """The card, and once a hint is asked for, the piece it lights, in words (speech)."""
        piece, lit = self.piece_to_move(), ""
        if self.hinted and piece:
            lit = t("speech.hint_piece", what=self.scene.texts.target_words(self.scene.state, piece[0]))
        return card_live(self) + [("hinted", lit)]


class _Said:
    """A line of the card said once (what the lesson's card shows as ``feedback``)."""

    def __init__(self, words, kind, spoken=None):
        self.words, self.kind, self.said = words, kind, spoken or words

    def text(self):
        return self.words

    def spoken(self):
        return self.said

    def holds(self, state):
        return True
