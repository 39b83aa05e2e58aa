"""What a guided first game is made of: steps on real positions, then a real game.

A lesson is data. Each step is a position built with the rules module's ``from_dict``
(or the position the step before ended on), the moves that are right in it, the targets
worth noticing, and perhaps the other side's answer. The words live in the catalogues,
under ``tutorial.<game>.<step>.try`` (what to do), ``.done`` (what just happened) and, for
a step that says more about a legal move it is not about, ``.other``. The tutorial scene
plays all this with the game's own scene, view and ``MoveInput``; the tests check that
every right move and every answer is legal where it is played.
"""

import dataclasses
from dataclasses import dataclass, field

from ..match import Match
from ..players import HUMAN

#: A step's ``reply`` when the other side has a single legal move: that one.
FORCED = "forced"


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    ``position``: a State made with ``from_dict``, or None to go on from where the step
    before ended, in the same game (its moves stay in the move list). ``before``: moves
    played first from ``position``, for a step that needs a history (they show in the
    move list). ``expect``: the right moves (several: the player's choice);
    when empty, every legal move but those in ``avoid`` is right. ``lit``: click targets
    to point at. ``reply``: the move the other side answers with once a right move is
    played (it must be legal after each of them), or ``FORCED``: its only legal move. ``other``: the step has its own words
    for a legal move it is not about.
    """

    name: str
    position: object = None
    before: tuple = ()
    expect: tuple = ()
    avoid: tuple = ()
    lit: frozenset = field(default_factory=frozenset)
    reply: object = None
    other: bool = False

    def right_moves(self, state):
        """The moves that complete this step in ``state`` (its position after ``before``)."""
        if self.expect:
            return list(self.expect)
        return [m for m in state.legal_moves() if m not in self.avoid]

    def answer(self, state):
        """The other side's answer in ``state`` (after a right move), or None."""
        if self.reply == FORCED:
            (move,) = state.legal_moves()  # a forced reply must be the only move
            return move
        return self.reply


@dataclass(frozen=True)
class Finale:
    """The real game a lesson ends on, against Beginner (the level a new player can beat): ``options`` for ``new_game`` and the
    ``opening`` moves played for the learner (a simplified start), shown as the game's
    first moves."""

    options: dict
    opening: tuple = ()
    level: str = "beginner"

    def match(self, game):
        return Match(game, self.options, (HUMAN, self.level), self.opening)


@dataclass(frozen=True)
class Lesson:
    """A game's lesson (its ``tutorial.<game>.LESSON``); ``game``, its id, is filled in by the
    registry when it hands the lesson out (``of``)."""

    steps: tuple
    finale: Finale
    game: str = ""

    def of(self, game):
        return dataclasses.replace(self, game=game)

    def text(self, step, part):
        """The catalogue key of a step's words: ``part`` is "try", "done" or "other"."""
        return f"tutorial.{self.game}.{step.name}.{part}"

    def index(self, name):
        """The index of the step called ``name``; 0 (the first) when there is none."""
        return next((i for i, step in enumerate(self.steps) if step.name == name), 0)

    def match_at(self, index):
        """The match step ``index`` begins in: its own position, or, for a step that goes on
        from the ones before, the game they played (their first right moves and answers)."""
        first = max(i for i in range(index + 1) if self.steps[i].position is not None)
        match = LessonMatch(self.game, self.steps[first].position, self.steps[first].before)
        for step in self.steps[first:index]:
            match.play(step.right_moves(match.state)[0])
            if step.reply is not None:
                match.play(step.answer(match.state))
        match.unsaved = False
        return match


class LessonMatch(Match):
    """A match that starts from a lesson step's position instead of the game's start.

    Both sides are played from the lesson (the learner's clicks and the step's reply),
    never by the bot, and nothing of it is saved.
    """

    def __init__(self, game, start, before=()):
        super().__init__(game, {}, (HUMAN, HUMAN))
        self.states = [start]
        for move in before:
            self.play(move)
        self.unsaved = False


def starts(lesson):
    """The position each step begins in (after its ``before`` moves), played through the
    lesson's first right moves and replies; for tests and tools."""
    return [lesson.match_at(i).state for i in range(len(lesson.steps))]


# -- what a lesson shows: its steps as the learner meets them ---------------------------------
@dataclass(frozen=True)
class Seen:
    """A step as the learner meets it: the position it begins in, its right moves, the step
    itself and the step before (None for the first). A game's lesson module says, for each rule
    of its rules page, which steps show it (``RULES``: a test of a ``Seen``); the tests check
    that every rule is shown by some step."""

    state: object
    moves: list
    step: Step
    before: object = None

    def after(self, move):
        return self.state.play(move)

    def answered(self, move):
        """The position once ``move`` is played and the other side has answered (if it does)."""
        after = self.state.play(move)
        return after.play(self.step.answer(after)) if self.step.reply is not None else after


def seen(lesson):
    """The lesson's steps, each a ``Seen``."""
    out = []
    for step, state in zip(lesson.steps, starts(lesson)):
        out.append(Seen(state, step.right_moves(state), step, out[-1] if out else None))
    return out


def every(seen, holds):
    """Whether the step has right moves and each of them ``holds``."""
    return bool(seen.moves) and all(holds(m) for m in seen.moves)
