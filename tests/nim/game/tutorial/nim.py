"""Pyramid Nim's guided first game: taking one stone, then two or three from a row, the last
stone that wins, the winning move that leaves four, and the misère game; then a real game
against Beginner."""

from pyrapack.tutorial.lesson import FORCED, Finale, Lesson, Step, every

from ..rules import nim as rules


def position(rows, to_move=0, variant="normal"):
    """The rows' stones, top first: ``"1 3 5 7"``."""
    return rules.State.from_text(rows, to_move, variant)


def take(row, count):
    """``count`` stones from ``row`` (1 is the top row, as the board and the move list say)."""
    return rules.Move(row - 1, count)


def stones(*targets):
    return frozenset(("stone", row - 1, count) for row, count in targets)


LESSON = Lesson((
    Step("one", position("1 3 5 7"), expect=(take(4, 1),), lit=stones((4, 1)), reply=take(1, 1)),
    Step("three", position("0 3 5 6"), expect=(take(3, 3), take(4, 3)), lit=stones((3, 3), (4, 3)),
         reply=take(2, 1)),
    Step("two", None, expect=(take(4, 2),), lit=stones((4, 2)), other=True, reply=take(4, 1)),
    Step("four", position("0 0 1 4"), expect=(take(3, 1),), lit=stones((3, 1)), other=True, reply=take(4, 3)),
    Step("last", None, expect=(take(4, 1),), lit=stones((4, 1))),
    Step("misere", position("0 0 1 1", variant="misere"), lit=stones((3, 1), (4, 1)), reply=FORCED),
), Finale({"variant": "normal"}))


# -- what the lesson must show: every rule its rules page names (guide.Section.rules), each
# recognised on a step as the learner meets it (lesson.Seen)
RULES = {
    "goal": {
        "the last stone wins": lambda x: x.state.variant == "normal" and every(
            x, lambda m: x.after(m).is_over and x.after(m).winner == x.state.to_move),
    },
    "turn": {
        "one stone": lambda x: every(x, lambda m: m.count == 1),
        "three stones of one row": lambda x: every(x, lambda m: m.count == rules.MOST),
        "two stones of a row, not its last": lambda x: every(x, lambda m: m.count == 2 and x.after(m).rows[m.row]),
    },
    "variants": {
        "misère: the last stone loses": lambda x: x.state.variant == "misere" and every(
            x, lambda m: not x.after(m).is_over and x.answered(m).is_over and x.answered(m).winner == x.state.to_move),
    },
}
