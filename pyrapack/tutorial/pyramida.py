"""Pyramida's guided first game: climbing, the apex and the win, every kind of attack (the
bottom row's stones cannot be), a pass, the column attack that fails, the last stone,
repetition, then a real game against Beginner from an opening played for the learner."""

from ..rules import pyramida as rules
from .lesson import FORCED, Finale, Lesson, Step


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


LESSON = Lesson("pyramida", (
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
