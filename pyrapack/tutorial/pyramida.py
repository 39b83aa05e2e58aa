"""Pyramida's guided first game: climbing, the apex and the win, every kind of attack (the
bottom row's stones cannot be), a pass, the column attack that fails, the last stone,
repetition, then a real game against Beginner from an opening played for the learner."""

from ..rules import pyramida as rules
from .lesson import FORCED, Finale, Lesson, Step, every


position = rules.State.from_text  # "h5 p3 | d3 r1": White's stones, then Black's; the others are off
go = rules.Move  # go(src, dst, stone pushed, where it goes: None when it is stuck)


def stones(*cells):
    return frozenset(("stone", cell) for cell in cells)


def cells(*names):
    return frozenset(("cell", name) for name in names)


def _rank(cell):
    return 15 if cell == rules.APEX else rules.cell_file_rank(cell)[1]


def _mirror(cell):
    if cell is None:
        return None
    file, rank = rules.cell_file_rank(cell)
    return f"{chr(96 + 22 - file)}{rank}"


def opening(out=3, height=7):
    """The moves of a simplified start: White climbs its highest stone, Black answers with
    the mirror move (the board is symmetric with the colours swapped), until three stones of
    each side are off and the other two stand on rank ``height`` or above, White to move."""
    state, moves = rules.new_game(), []
    while True:
        if state.to_move == 0:
            mine = state.stones(0)
            if state.exited[0] >= out and all(_rank(c) >= height for c in mine):
                return tuple(moves)
            legal = [m for m in state.legal_moves() if not state.repeats_third_time(m)]
            if state.exited[0] >= out:  # the two left climb, the lower first, and stay on
                legal = [m for m in legal if m.dst != rules.APEX]
                move = max(legal, key=lambda m: (state.attack_kind(m) is None, _rank(m.dst) > _rank(m.src),
                                                 -_rank(m.src), m.src, m.dst))
            else:
                move = max(legal, key=lambda m: (state.attack_kind(m) is None, _rank(m.src), _rank(m.dst),
                                                 m.src, m.dst))
        else:
            last = moves[-1]
            move = rules.Move(*(_mirror(c) for c in (last.src, last.dst, last.push_stone, last.push_to)))
        moves.append(move)
        state = state.play(move)


LESSON = Lesson((
    Step("climb", position("h5 p3 | d3 r1"), expect=(go("h5", "g6"), go("h5", "i6")),
         lit=stones("h5"), reply=go("d3", "e4")),
    Step("apex", position("j13 | l13 e4 n7"), expect=(go("j13", "k14"),), lit=stones("j13") | cells("k14")),
    Step("contact", position("f7 g6 p3 | h7 c2"), expect=(go("f7", "g8", "h7", "i6"),),
         lit=stones("f7", "h7")),
    Step("retreat", position("f7 p3 | h7 c2"), expect=(go("f7", "g8", "h7", "g6"), go("f7", "g8", "h7", "i6")),
         lit=stones("f7", "h7"), reply=go("c2", "d3")),
    Step("upwards", position("h7 e8 p3 c2 | h9 f9 f7"), expect=(go("h7", "g8", "h9", "i8"),),
         lit=stones("h7", "h9", "f9"), other=True),
    Step("bottom", position("a2 d1 h5 | b1"), expect=(go("d1", "c2"),), lit=stones("d1", "b1") | cells("c2"),
         reply=FORCED),
    Step("stuck", position("f7 g6 l3 k4 | h7 i6 l9 m6"), expect=(go("f7", "g8", "h7"),), lit=stones("f7", "h7")),
    Step("column", expect=(go("k4", "l5", "l9", "l1"),), lit=stones("k4", "l3", "l9"), other=True),
    Step("column_failed", position("j1 k4 p3 | k6 c2"), expect=(go("j1", "k2", "k6"),),
         lit=stones("j1", "k4", "k6") | cells("k2"), other=True),
    Step("last", position("h9 | e4 n3 q2"), expect=(go("h9", "j11"),), lit=stones("h9") | cells("j11"),
         other=True),
    Step("last_retreat", position("h7 c2 p3 | j9"), expect=(go("h7", "i8", "j9", "k8"), go("h7", "i8", "j9", "l7")),
         lit=stones("h7", "j9")),
    Step("repeat", position("h5 p3 | d3 r1", to_move=1),
         before=(go("d3", "e4"), go("h5", "i6"), go("e4", "d3"), go("i6", "h5"),
                 go("d3", "e4"), go("h5", "i6"), go("e4", "d3")),
         avoid=(go("i6", "h5"),), lit=stones("i6") | cells("h5"), other=True),
), Finale({}, opening()))


# -- what the lesson must show: every rule of the rules page, section by section ------------
# A rule (as the rules page's section names it: ``guide.Section.rules``) is recognised from the
# rules module's own descriptions of the positions and moves, in a step as the learner meets it
# (``lesson.Seen``); the tests check that a step shows each.
def _touched(state, cell):
    """The enemy stones next to ``cell`` for the player to move."""
    around = rules.neighbours_above(cell) + rules.neighbours_below(cell)
    return [c for c in around if state.owner(c) == 1 - state.to_move]


def _can_step_down(state, stone, move):
    after = {move.dst} | {c for c in rules.CELLS if state.owner(c) is not None} - {move.src}
    return any(c not in after for c in rules.neighbours_below(stone))


def _highest_touched(state, move):
    touched = _touched(state, move.dst)
    top = max((_rank(c) for c in touched), default=0)
    return [c for c in touched if _rank(c) == top]


def _kind(state, move):
    return state.attack_kind(move)


RULES = {
    "goal": {
        "five stones off win": lambda x: every(x, lambda m: x.after(m).outcome == "took all five stones off"),
    },
    "turn": {
        "a step": lambda x: every(x, lambda m: _kind(x.state, m) is None and m.dst != rules.APEX
                                  and not _touched(x.state, m.dst)),
        "off at the apex, attacking nothing": lambda x: every(x, lambda m: m.dst == rules.APEX)
        and _touched(x.state, rules.APEX) != [],
    },
    "contact": {
        "contact attack": lambda x: every(x, lambda m: _kind(x.state, m) == "contact" and m.push_to),
        "retreat choice": lambda x: len(x.moves) > 1 and len({(m.src, m.dst, m.push_stone) for m in x.moves}) == 1
        and len({m.push_to for m in x.moves}) == len(x.moves),
        "attack upwards": lambda x: every(x, lambda m: _kind(x.state, m) == "contact" and m.push_to
                                          and _rank(m.push_stone) > _rank(m.dst)),
        "one of the highest that can step down": lambda x: every(x, lambda m: m.push_to and any(
            not _can_step_down(x.state, c, m) for c in _highest_touched(x.state, m) if c != m.push_stone)),
        "the bottom row cannot be attacked": lambda x: every(x, lambda m: _touched(x.state, m.dst) != [] and all(
            _rank(c) == 1 for c in _touched(x.state, m.dst)) and m.push_stone is None),
    },
    "extra": {
        "extra move": lambda x: every(x, lambda m: x.state.gives_extra_move(m)),
        "the extra move may attack again": lambda x: x.step.position is None and x.before is not None and every(
            x.before, lambda m: x.before.state.gives_extra_move(m)) and every(x, lambda m: _kind(x.state, m)),
    },
    "column": {
        "column attack": lambda x: every(x, lambda m: _kind(x.state, m) == "column"),
        "the column attack comes first": lambda x: every(x, lambda m: _kind(x.state, m) == "column" and any(
            _can_step_down(x.state, c, m) for c in _touched(x.state, m.dst))),
        "a failed column attack: play again": lambda x: every(
            x, lambda m: _kind(x.state, m) == "column failed" and x.state.gives_extra_move(m)),
    },
    "last": {
        "last stone's two cells": lambda x: len(x.state.stones(x.state.to_move)) == 1
        and every(x, lambda m: abs(_rank(m.dst) - _rank(m.src)) == 2),
        "last stone sent two cells down": lambda x: any(
            m.push_to and _rank(m.push_stone) - _rank(m.push_to) == 2 for m in x.moves),
    },
    "end": {
        "repetition loses": lambda x: any(x.state.repeats_third_time(m) for m in x.state.legal_moves())
        and not any(x.state.repeats_third_time(m) for m in x.moves),
        "a blocked player passes": lambda x: x.step.reply == FORCED and every(
            x, lambda m: x.after(m).legal_moves() == [rules.PASS]),
    },
    "reading": {  # two passes in a row would draw: the step shows why it never happens
        "two passes would draw, and cannot come": lambda x: x.step.reply == FORCED and every(x, lambda m: (
            x.answered(m).to_move == x.state.to_move
            and max(map(_rank, x.answered(m).stones(x.state.to_move)))
            > max(map(_rank, x.answered(m).stones(1 - x.state.to_move)))
            and not x.answered(m).play(x.answered(m).legal_moves()[0]).is_over)),
    },
}
