"""A puzzle, played in the game's own scene: find the move that wins, then the next one.

A ``PuzzleCoach`` is the game scene's ``coaching`` (``scenes/coaching.py``), as the lesson's
``Coach`` is: the scene keeps its view, clicks, marks and animations, and the coach judges
each move of the solver against the puzzle's line (``puzzles/maker.py``). A right move is
answered by the line's defence and the puzzle goes on; a wrong one is answered on the board
by the move that refutes it (the puzzle's ``refute`` table), said in words, with "Try
again" and "Show solution" in the buttons' row. An answer comes as soon as the move it
answers has been shown, as a bot's does; the solution goes a move at a time, at the player's
"Next move" (or by itself, after a pause, when the Settings say puzzles go on by themselves).
The card above the board and the phase machine are the lesson's (``flow.py``).
A puzzle finished is recorded in the player's progress (``puzzles/progress.py``) and
"Next puzzle" opens the next one, in its own game's scene (a mixed pool changes game).
"""

import dataclasses

import pygame

from .. import games, words
from ..i18n import said, t
from ..puzzles import maker, progress
from ..scenes.game import scene_class
from ..ui.keynames import key_name
from ..ui.widgets import Button
from .flow import Flow
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


class PuzzleCoach(Flow):
    """The puzzle's flow (``flow.py``). ``phase``: "try" (the solver's move), "reply" (the
    defence is coming), "forced" (the solver's move is forced, the only one or a pass: it is
    played for the player), "wrong" (a wrong move, its refutation coming or shown), "showing"
    (the solution plays itself, a move at a time) and "done"."""

    ON_SHOW = ("showing",)

    def __init__(self, session, puzzle):
        self.next_move = Button("puzzles.next_move", self.next_pressed, "primary", hotkey=pygame.K_RETURN)
        self.next_button = Button("puzzles.next", self.next_puzzle, "primary")
        super().__init__(self.next_move, self.next_button, 220)
        self.session, self.puzzle = session, puzzle
        self.steps = maker.walk(puzzle)
        self.solver = self.steps[0][0].to_move
        self.done_plies = 0  # the line's moves played so far (right ones)
        self.failed = self.shown_solution = False
        self.hinted = False  # the piece to move is lit

    def leave(self):
        """Esc: back to the screen the puzzles were opened from (the Puzzles screen)."""
        self.scene.close()

    def first_match(self):
        return LessonMatch(self.puzzle["game"], self.steps[0][0])

    @property
    def refutation(self):
        """The answer to a wrong move, still to come on the board (None: it came, or there is none)."""
        return self.coming if self.phase == "wrong" else None

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
            return say("puzzles.forced_pass" if self.scene.passing else "puzzles.forced", side=side)
        if self.phase == "done":
            return " ".join(filter(None, (self.why_won(say), say("puzzles.done_next"))))
        return say({"try": "puzzles.find", "reply": "puzzles.find", "wrong": "puzzles.wrong_next",
                    "showing": "puzzles.showing"}[self.phase], side=side)

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

    def way_on_shown(self):
        return self.phase in ("done", "wrong")

    # -- the line -------------------------------------------------------------------------
    def labels(self):
        """Undo tries again; the hint lights the piece to move, after a wrong move shows the solution."""
        return {"undo": "puzzles.try_again", "hint": "game.hint" if self.phase == "try" else "puzzles.show_solution"}

    def pause(self):
        """Seconds before the line's next move comes by itself: none for an answer (it comes as
        soon as the move it answers is shown), a while when puzzles go on by themselves."""
        return PAUSE if self.scene.goes_on else 0.0

    def played(self, before, move, after):
        """Every move played, whoever played it (the player, the line's answers, a forced pass)."""
        super().played(before, move, after)
        expected = self.expected()
        on_line = expected is not None and after == expected[1]
        if self.phase == "try" and not on_line:
            self.wrong(before, move)
        elif self.phase in ("try", "reply", "showing", "forced") and on_line:
            self.on_line(before, move)

    def on_line(self, before, move):
        """A move of the line was played (the player's, the defence, a forced one, the
        solution's): what comes next."""
        phase = self.phase
        self.done_plies += 1
        if phase == "try":
            self.feedback, self.heard = None, "puzzles.right"
        elif phase == "forced":
            self.feedback = self.played_for_you(before, move)
        if self.done_plies == len(self.steps):
            self.finish(solved=phase in ("try", "forced") and not self.failed,
                        forced=self.feedback if phase == "forced" else None)
        elif phase == "showing":  # the solution's next move at "Next move", or after a pause
            self.hold("showing", self.pause() or float("inf"))
        elif self.steps[self.done_plies][0].to_move != self.solver:  # the answer
            self.come("reply", self.expected()[0], self.pause())
        elif self.forced_step():  # the solver's, played for them
            self.come("forced", self.expected()[0], self.pause())
            if not isinstance(self.feedback, _Said):
                self.feedback = None  # the card says it is played for the player, not "click to pass"
        else:
            self.expect()

    def bring(self, move):
        """The line's next move; a pass of the line's is played as the scene plays a read pass
        notice (it stays ``coming`` until then)."""
        if self.phase != "wrong" and self.scene.passing:
            self.scene.pass_turn()
        else:
            super().bring(move)

    def played_for_you(self, before, move):
        """What the card says of a forced move once played for the player."""
        side, texts = self.scene.texts.side_name(before.to_move), self.scene.texts
        if getattr(move, "is_pass", False):
            return _Said(t("puzzles.passed_for_you", side=side), "info", said("puzzles.passed_for_you", side=side))
        return _Said(t("puzzles.played_for_you", side=side, move=texts.move_text(before, move)), "info",
                     said("puzzles.played_for_you", side=side, move=texts.move_words(before, move)))

    def wrong(self, before, move):
        """A move off the line: said, and refuted on the board by the puzzle's answer to it."""
        if not self.failed:
            self.failed = True
            self.session.record(self.puzzle, solved=False)
        answer, wins = self.puzzle["refute"][self.solver_index()].get(str(move), [None, None])
        after = self.scene.state
        refutation = maker.move_named(after, answer) if answer and not after.is_over else None
        texts = self.scene.texts
        if refutation is None:
            key, values, spoken = "puzzles.wrong", {}, {}
        else:
            key = "puzzles.refuted_wins" if wins else "puzzles.refuted"
            values = {"move": texts.move_text(after, refutation), "side": texts.side_name(1 - self.solver)}
            spoken = dict(values, move=texts.move_words(after, refutation))  # "2 pawns from cell 9...", not "2 × 9 → 8"
        self.come("wrong", refutation, self.pause())
        self.heard = None
        self.feedback = _Said(t(key, **values), "warn", said(key, **(spoken or values)))
        self.scene.sound("illegal")

    def finish(self, solved, forced=None):
        """The line is played: ``solved`` by the player (``forced``: what the card said of its last
        move, played for them: said first)."""
        self.phase, self.coming = "done", None
        if solved:
            self.session.record(self.puzzle, solved=True)
            self.heard = "puzzles.solved"
            if forced is not None:
                self.feedback = _Said(f"{forced.text()} {t(self.heard)}", "good", f"{forced.spoken()} {t(self.heard)}")
            self.scene.sound("win")
        elif not self.shown_solution:
            self.heard = "puzzles.solved_late"

    def next_puzzle(self):
        self.session.next(self.puzzle)

    def allows(self, move):
        return self.phase == "try"

    def takes_click(self):
        """Nothing to click while the other side answers; a click on the board while the
        solution is shown plays its next move."""
        if self.phase == "showing":
            self.next_pressed()
        return self.phase != "try"

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
        return super().marks(marks)

    def lit(self):
        return frozenset(self.piece_to_move()[:1]) if self.hinted else None

    def piece_to_move(self):
        """The first click of the move to find (what the hint lights): none but in a "try"."""
        expected = self.expected()
        if self.phase != "try" or expected is None or self.scene.passing:
            return ()
        sequences = self.scene.sequences(expected[0])
        return tuple(sequences[0]) if sequences else ()

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
        self.expect()
        self.feedback = self.heard = None
        self.scene.take_back_to(self.done_plies)

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
        self.shown_solution = True
        self.come("showing", self.expected()[0])  # its first move at once
        texts, line = self.scene.texts, self.steps[self.done_plies:]
        moves = ", ".join(texts.move_text(before, move) for before, move in line)
        words = ", ".join(texts.move_words(before, move) for before, move in line)
        self.feedback = _Said(t("puzzles.solution", moves=moves), "good", said("puzzles.solution", moves=words))
        self.scene.aim(self.next_move)

    def go_on(self):
        """"Next move" of the solution shown: it comes now."""
        self.come("showing", self.expected()[0])

    # -- the frame ------------------------------------------------------------------------
    def key_help(self):
        return [(key_name(pygame.K_RETURN), t("puzzles.keys.next_move")), (t("keys.game.undo"), t("puzzles.try_again"))]

    def hud_buttons(self):
        """"Try again" and "Show solution" share the row: long words."""
        wrong = self.phase == "wrong"
        undo_rect, hint_rect = self.card.row(halves=wrong)
        return {"redo": {"visible": False}, "again": {"visible": False},
                "undo": {"visible": wrong, "rect": undo_rect},
                "hint": {"visible": wrong or bool(self.piece_to_move()),
                         "enabled": not self.scene.moving, "rect": hint_rect}}

    def live(self):
        """The card, and once a hint is asked for, the piece it lights, in words (speech)."""
        piece, lit = self.piece_to_move(), ""
        if self.hinted and piece:
            lit = t("speech.hint_piece", what=self.scene.texts.target_words(self.scene.state, piece[0]))
        return super().live() + [("hinted", lit)]


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
