"""Pyramida rules: the spec's worked examples, one test per rule, and random-game properties."""

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from random_play import random_game

from pyrapack.rules import IllegalMove, pyramida
from pyrapack.rules.pyramida import APEX, CELLS, PASS, Move, State
from pyrapack.rules.record import make_record, replay

ALL_OFF, REPEATED, BLOCKED = pyramida.OUTCOMES


def moves_from(state, src, dst=None):
    return [m.to_dict() for m in state.legal_moves()
            if m.src == src and (dst is None or m.dst == dst)]


def play(state, data):
    return state.play(Move.from_dict(data))


def push(src, dst, stone=None, to=None):
    return {"from": src, "to": dst, "push": None if stone is None else {"stone": stone, "to": to}}


# --- Board

def test_board_has_97_cells_in_a_stepped_triangle():
    assert len(CELLS) == len(set(CELLS)) == 97
    per_rank = Counter(pyramida.cell_file_rank(c)[1] for c in CELLS)
    assert [per_rank[r] for r in range(1, 15)] == [10, 11, 10, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert all(sum(pyramida.cell_file_rank(c)) % 2 == 1 for c in CELLS)
    assert pyramida.cell_file_rank(APEX) == (11, 14) and APEX == "k14"
    assert [c for c in CELLS if pyramida.cell_file_rank(c)[1] == 5][:2] == ["b5", "d5"]
    assert [c for c in CELLS if pyramida.cell_file_rank(c)[1] == 13] == ["j13", "l13"]


def test_cells_touch_diagonally_two_above_two_below():
    assert pyramida.neighbours_above("e4") == ("d5", "f5")
    assert pyramida.neighbours_below("e4") == ("d3", "f3")
    assert pyramida.neighbours_above("a4") == ("b5",)  # a5 is off the pyramid
    assert pyramida.neighbours_below("a2") == ("b1",)
    assert pyramida.neighbours_below("d1") == ()
    assert pyramida.neighbours_above(APEX) == ()
    assert set(pyramida.neighbours_below(APEX)) == {"j13", "l13"}
    with pytest.raises(ValueError, match="not a cell"):
        pyramida.cell_file_rank("a1")


# --- The worked examples of the spec

def test_initial_position_has_ten_moves_and_rank_one_attacks_do_nothing():
    state = pyramida.new_game()
    assert state.to_move == 0 and state.exited == (0, 0)
    assert state.stones(0) == ("d1", "h1", "l1", "p1", "t1")
    assert state.stones(1) == ("b1", "f1", "j1", "n1", "r1")
    moves = state.legal_moves()
    assert len(moves) == 10
    touching_black = [m for m in moves
                      if set(pyramida.neighbours_below(m.dst)) & set(state.stones(1))]
    assert len(touching_black) == 9 and {m.dst for m in moves} - {m.dst for m in touching_black} == {"u2"}
    for move in moves:
        assert move.to_dict()["push"] is None
        assert not state.gives_extra_move(move) and state.attack_kind(move) is None
        after = state.play(move)
        assert after.to_move == 1 and after.stones(1) == state.stones(1)


def test_contact_attack_sends_the_stone_to_its_empty_cell_below():
    state = State.from_text("c4 b3 l1 p1 t1 | e4 h3 j1 n1 r1", to_move=1)
    expected = {"from": "e4", "to": "d5", "push": {"stone": "c4", "to": "d3"}}
    assert moves_from(state, "e4", "d5") == [expected]
    after = play(state, expected)
    assert after.stones(0) == ("l1", "p1", "t1", "b3", "d3") and after.to_move == 0
    assert state.attack_kind(Move.from_dict(expected)) == "contact"
    # e4-d3 attacks c4 too, whose cells below are now both taken: Black plays again.
    stuck = push("e4", "d3", "c4", None)
    assert moves_from(state, "e4", "d3") == [stuck]
    assert play(state, stuck).to_move == 1


def test_contact_attack_without_retreat_gives_an_extra_move():
    state = State.from_text("c4 b3 l1 p1 t1 | e4 d3 j1 n1 r1", to_move=1)
    move = push("e4", "d5", "c4", None)
    assert moves_from(state, "e4", "d5") == [move]
    assert state.gives_extra_move(Move.from_dict(move))
    after = play(state, move)
    assert after.to_move == 1 and "c4" in after.stones(0)


def test_contact_attack_works_upwards():
    state = State.from_text("d5 b3 l1 p1 t1 | f3 h1 j1 n1 r1", to_move=1)
    assert moves_from(state, "f3", "e4") == [push("f3", "e4", "d5", "c4")]
    after = play(state, push("f3", "e4", "d5", "c4"))
    assert "c4" in after.stones(0) and "d5" not in after.stones(0)


def test_column_attack_drops_the_stone_to_the_lowest_empty_cell_of_the_file():
    state = State.from_text("e8 l1 p1 t1 r5 | e4 f5 b1 j1 n1", to_move=1)
    move = push("f5", "e6", "e8", "e2")
    assert moves_from(state, "f5", "e6") == [move]
    assert state.attack_kind(Move.from_dict(move)) == "column"
    after = play(state, move)
    assert after.stones(0) == ("l1", "p1", "t1", "e2", "r5") and after.to_move == 0


# --- Column attacks

def test_column_attack_falls_back_to_contact():
    state = State.from_text("e6 f5 p1 t1 r3 | e2 d3 h1 j1 n1", to_move=1)
    # File e holds e2 (black, lower) and e6: after d3-e4 its lowest empty cell is e8.
    assert moves_from(state, "d3", "e4") == [push("d3", "e4", "f5", "g4")]
    move = Move("d3", "e4", "f5", "g4")
    assert state.attack_kind(move) == "contact" and not state.gives_extra_move(move)
    assert state.play(move).to_move == 0


def test_failed_column_attack_without_contact_gives_an_extra_move():
    state = State.from_text("e6 l5 p1 t1 r3 | e2 d3 h1 j1 n1", to_move=1)
    move = push("d3", "e4", "e6", None)
    assert moves_from(state, "d3", "e4") == [move]
    assert state.attack_kind(Move.from_dict(move)) == "column failed"
    after = play(state, move)
    assert after.to_move == 1 and "e6" in after.stones(0)


def test_failed_column_attack_gives_an_extra_move_even_next_to_a_rank_one_stone():
    state = State.from_text("c6 d1 p1 t1 r3 | c4 b1 h1 j1 n1", to_move=1)
    move = push("b1", "c2", "c6", None)  # file c: c2, c4, c6 all taken afterwards
    assert moves_from(state, "b1", "c2") == [move]
    assert state.attack_kind(Move.from_dict(move)) == "column failed"
    assert play(state, move).to_move == 1
    # Without the column attack, touching d1 on rank 1 does nothing at all.
    plain = State.from_text("m6 d1 p1 t1 r3 | c4 b1 h1 j1 n1", to_move=1)
    assert moves_from(plain, "b1", "c2") == [push("b1", "c2")]
    assert play(plain, push("b1", "c2")).to_move == 0


def test_failed_column_attack_then_stuck_contact_names_the_contact_stone():
    state = State.from_text("e6 f5 p1 t1 r3 | e2 d3 g4 j1 n1", to_move=1)
    move = push("d3", "e4", "f5", None)
    assert moves_from(state, "d3", "e4") == [move]
    assert state.attack_kind(Move.from_dict(move)) == "contact"
    assert play(state, move).to_move == 1


def test_column_attack_needs_exactly_two_stones_with_the_movers_lower():
    three = State.from_text("e8 e2 p1 t1 r5 | e4 f5 b1 j1 n1", to_move=1)
    assert moves_from(three, "f5", "e6") == [push("f5", "e6")]
    upside_down = State.from_text("e4 l1 p1 t1 r5 | e8 f5 b1 j1 n1", to_move=1)
    assert moves_from(upside_down, "f5", "e6") == [push("f5", "e6")]


def test_column_attack_needs_a_move_up_to_a_cell_below_the_enemy():
    down = State.from_text("e8 d5 p1 t1 r5 | e4 f7 b1 j1 n1", to_move=1)
    assert moves_from(down, "f7", "e6") == [push("f7", "e6", "d5", "c4")]
    above = State.from_text("e6 l1 p1 t1 r5 | e4 f7 b1 j1 n1", to_move=1)
    assert moves_from(above, "f7", "e8") == [push("f7", "e8")]


def test_column_attack_may_land_below_the_movers_own_stone():
    state = State.from_text("e8 l1 p1 t1 r5 | e4 d1 b1 j1 n1", to_move=1)
    assert moves_from(state, "d1", "e2") == [push("d1", "e2", "e8", "e6")]


# --- Contact attacks

def test_contact_attacks_the_highest_touched_stone():
    state = State.from_text("f7 f5 p1 t1 r3 | d5 b1 h1 j1 n1", to_move=1)
    assert moves_from(state, "d5", "e6") == [push("d5", "e6", "f7", "g6")]


def test_contact_attacks_a_highest_stone_that_can_retreat():
    state = State.from_text("d7 f7 p1 t1 r3 | d5 c6 b1 j1 n1", to_move=1)
    assert moves_from(state, "d5", "e6") == [push("d5", "e6", "f7", "g6")]


def test_several_stuck_highest_stones_make_one_move_naming_the_first():
    state = State.from_text("d7 f7 p1 t1 r3 | d5 c6 g6 j1 n1", to_move=1)
    assert moves_from(state, "d5", "e6") == [push("d5", "e6", "d7", None)]
    with pytest.raises(IllegalMove, match="d7 stuck"):
        state.play(Move("d5", "e6", "f7", None))


def test_mover_chooses_the_attacked_stone_and_its_retreat_cell():
    state = State.from_text("d5 f5 p1 t1 r3 | f7 b1 h1 j1 n1", to_move=1)
    pushes = {(m["push"]["stone"], m["push"]["to"]) for m in moves_from(state, "f7", "e6")}
    assert pushes == {("d5", "c4"), ("d5", "e4"), ("f5", "e4"), ("f5", "g4")}
    assert play(state, push("f7", "e6", "f5", "e4")).stones(0) == ("p1", "t1", "r3", "e4", "d5")


def test_rank_one_stone_is_not_affected_and_gives_no_extra_move():
    state = State.from_text("d1 p1 t1 r3 k8 | e4 h1 j1 n1 r1", to_move=1)
    assert moves_from(state, "e4", "e2") == []
    state = State.from_text("d1 p1 t1 r3 k8 | f3 h1 j1 n1 r1", to_move=1)
    assert moves_from(state, "f3", "e2") == [push("f3", "e2")]
    with pytest.raises(IllegalMove, match="no push"):
        state.play(Move("f3", "e2", "d1", None))


def test_extra_moves_chain():
    state = State.from_text("c4 b3 g6 t1 p1 | e4 d3 f5 h5 e8", to_move=1)
    state = play(state, push("e4", "d5", "c4", None))
    assert state.to_move == 1
    state = play(state, push("e8", "f7", "g6", None))
    assert state.to_move == 1
    state = play(state, push("h5", "i6"))
    assert state.to_move == 0


# --- Last stone

def test_last_stone_moves_one_or_two_cells_in_a_straight_line():
    state = State.from_text("k6 | b1 d1 f1 r1 t1")
    assert {m.dst for m in state.legal_moves()} == {"j7", "i8", "l7", "m8", "j5", "i4", "l5", "m4"}
    blocked = State.from_text("k6 | j7 d1 f1 r1 t1")
    assert {m.dst for m in blocked.legal_moves()} == {"l7", "m8", "j5", "i4", "l5", "m4"}
    with pytest.raises(IllegalMove, match="jump"):
        blocked.play(Move("k6", "i8"))


def test_only_the_last_stone_moves_two_cells():
    state = State.from_text("k6 t1 | b1 d1 f1 r1 j1")
    assert "i8" not in {m.dst for m in state.legal_moves()}
    with pytest.raises(IllegalMove, match="last stone"):
        state.play(Move("k6", "i8"))


def test_last_stone_retreats_one_or_two_cells():
    state = State.from_text("g8 p1 t1 r3 b1 | e6")
    pushes = {m["push"]["to"] for m in moves_from(state, "g8", "f7")}
    assert pushes == {"d5", "c4", "f5", "g4"}
    after = play(state, push("g8", "f7", "e6", "c4"))
    assert after.stones(1) == ("c4",)
    # The retreat passes over an empty cell only.
    state = State.from_text("g8 d5 t1 r3 b1 | e6")
    assert {m["push"]["to"] for m in moves_from(state, "g8", "f7")} == {"f5", "g4"}


def test_stone_reaching_the_apex_leaves_and_attacks_nothing():
    state = State.from_text("j13 p1 t1 r3 b1 | l13 d1 f1 h1 n1")
    move = push("j13", APEX)
    assert moves_from(state, "j13", APEX) == [move]
    after = play(state, move)
    assert after.exited == (1, 0) and after.stones(0) == ("b1", "p1", "t1", "r3")
    assert "l13" in after.stones(1) and after.to_move == 1 and not after.is_over
    assert str(Move.from_dict(move)) == "j13-k14 off"


def test_last_stone_leaves_by_a_double_move_and_wins():
    state = State.from_text("i12 | j1 d1 f1 h1 n1")
    after = state.play(Move("i12", APEX))
    assert after.is_over and after.winner == 0 and after.outcome == ALL_OFF
    assert after.exited == (5, 0) and after.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        after.play(Move("j1", "k2"))


# --- Repetition

def test_third_repetition_loses_and_is_warned():
    shuffle = [("k8", "l9"), ("c4", "d5"), ("l9", "k8"), ("d5", "c4")] * 2
    state = State.from_text("k8 t1 | c4 b1")
    states = [state]
    for src, dst in shuffle[:-1]:
        move = Move(src, dst)
        assert not state.repeats_third_time(move)
        state = state.play(move)
        states.append(state)
    last = Move(*shuffle[-1])
    assert state.repeats_third_time(last)
    assert not any(state.repeats_third_time(m) for m in state.legal_moves() if m != last)
    over = state.play(last)
    assert over.is_over and over.outcome == REPEATED and over.winner == 0
    assert over == states[0]  # the same position, reached a third time
    # History belongs to a line: an earlier state and a fresh load know less.
    assert not states[3].play(last).is_over
    assert not State.from_dict(state.to_dict()).repeats_third_time(last)


def test_repetition_remembers_positions_from_long_ago():
    # Two lone stones go round loops of 8 and 10 cells: the start comes back
    # only every 80 plies, so its third time is at ply 160.
    white = "k4 l5 k6 j7 i8 h7 i6 j5".split()
    black = "s2 t3 s4 r5 q6 p7 o6 p5 q4 r3".split()
    state = start = State.from_text("k4 | s2")
    for ply in range(160):
        loop, i = (white, black)[ply % 2], ply // 2
        move = Move(loop[i % len(loop)], loop[(i + 1) % len(loop)])
        assert state.repeats_third_time(move) == (ply == 159)
        state = state.play(move)
        assert (state == start) == (ply in (79, 159))
    assert state.outcome == REPEATED and state.winner == 0


def test_the_history_key_tells_lines_apart_where_a_repetition_can_still_differ():
    shuffle = [Move("k8", "l9"), Move("c4", "d5"), Move("l9", "k8"), Move("d5", "c4")]
    start = State.from_text("k8 t1 | c4 b1")
    again = start
    for move in shuffle:
        again = again.play(move)
    assert again == start and again.history_key() != start.history_key()
    assert State.from_dict(again.to_dict()).history_key() == start.history_key()
    hash(again.history_key())
    # a stone off: nothing before it can come back, so the lines' pasts no longer differ
    near = State.from_text("j13 t1 | c4 b1")
    off = [Move("j13", "k14"), Move("c4", "d5")]
    long_way = near
    for move in (Move("j13", "i12"), Move("c4", "d5"), Move("i12", "j13"), Move("d5", "c4")):
        long_way = long_way.play(move)
    assert long_way == near and long_way.history_key() != near.history_key()
    for move in off:
        near, long_way = near.play(move), long_way.play(move)
    assert near == long_way and near.history_key() == long_way.history_key()


@pytest.mark.parametrize("seed", [0, 5, 7])
def test_repetition_matches_a_naive_count_over_whole_games(seed):
    rng = random.Random(seed)
    state = pyramida.new_game()
    seen = Counter([(state.stones(0), state.stones(1), state.to_move)])
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        key = (state.stones(0), state.stones(1), state.to_move)
        seen[key] += 1
        assert (state.outcome == REPEATED) == (seen[key] >= 3 and not move.is_pass)
    assert state.outcome == (ALL_OFF if seed == 7 else REPEATED)


# --- Passes

def test_blocked_player_passes_and_the_game_goes_on():
    state = State.from_text("b1 | a2 c2 j1 n1 r1")
    assert state.legal_moves() == [PASS]
    with pytest.raises(IllegalMove, match="must pass"):
        state.play(Move("b1", "c2"))
    after = state.play(PASS)
    assert after.to_move == 1 and not after.is_over
    assert after.stones(0) == ("b1",) and after.legal_moves() != [PASS]
    assert PASS.to_dict() == {"pass": True} and str(PASS) == "pass"
    with pytest.raises(IllegalMove, match="cannot pass"):
        after.play(PASS)


def test_two_passes_in_a_row_would_draw():
    # No real position blocks both players (see the next test), so the rule is
    # checked on a position whose history is made to say the last move passed.
    passed = State.from_text("b1 | a2 c2 j1 n1 r1").play(PASS)
    blocked = dataclasses.replace(State.from_text("a2 c2 j1 n1 r1 | b1", to_move=1), _history=passed._history)
    over = blocked.play(PASS)
    assert over.is_over and over.outcome == BLOCKED and over.winner is None


@given(st.randoms(use_true_random=False), st.integers(1, 5), st.integers(1, 5))
def test_the_owner_of_the_highest_stone_can_always_move(rng, whites, blacks):
    cells = rng.sample([c for c in CELLS if c != APEX], whites + blacks)
    state = State.from_dict({"game": "pyramida", "to_move": 0, "white": cells[:whites],
                             "black": cells[whites:], "exited": [5 - whites, 5 - blacks]})
    top = max(cells, key=lambda c: pyramida.cell_file_rank(c)[1])
    owner = 0 if top in cells[:whites] else 1
    mover = state if owner == 0 else State.from_dict({**state.to_dict(), "to_move": 1})
    assert mover.legal_moves() != [PASS]


# --- Illegal moves and malformed data

@pytest.mark.parametrize("move, message", [
    (Move("b1", "c2"), "b1 holds no stone of yours"),
    (Move("d1", "c2", "b1", None), "no push"),
    (Move("d1", "d3"), "d1 is not next to d3"),
    (Move("d1", "f3"), "only a player's last stone may move two cells"),
    (Move("d1", "f1"), "f1 is not empty"),
    (Move("z9", "c2"), "'z9' is not a cell"),
    (Move("d1", "e2", "f1", "g0"), "is not a cell"),
    (PASS, "cannot pass"),
])
def test_illegal_moves_say_why(move, message):
    with pytest.raises(IllegalMove, match=message):
        pyramida.new_game().play(move)


def test_attack_queries_refuse_illegal_moves():
    state = pyramida.new_game()
    for query in (state.attack_kind, state.gives_extra_move, state.repeats_third_time):
        with pytest.raises(IllegalMove):
            query(Move("b1", "c2"))


def test_new_game_takes_no_options():
    with pytest.raises(ValueError):
        pyramida.new_game(variant="standard")
    assert not hasattr(pyramida, "VARIANTS")


GOOD = {"game": "pyramida", "to_move": 0, "white": ["d1", "h1", "l1", "p1", "t1"],
        "black": ["b1", "f1", "j1", "n1", "r1"], "exited": [0, 0]}


@pytest.mark.parametrize("change, message", [
    ({"white": ["d1", "h1", "l1", "p1", "z1"]}, "not a cell"),
    ({"white": ["d1", "h1", "l1", "p1", "a1"]}, "not a cell"),
    ({"white": ["d1", "h1", "l1", "p1", "b1"]}, "two stones on b1"),
    ({"white": ["d1", "h1", "l1", "p1", "d1"]}, "two stones on d1"),
    ({"white": ["d1", "h1", "l1", "p1"]}, "should make 5"),
    ({"exited": [1, 0]}, "should make 5"),
    ({"white": ["d1", "h1", "l1", "p1", "k14"]}, "k14"),
    ({"white": [], "black": [], "exited": [5, 5]}, "both"),
    ({"exited": [0]}, "exited"),
    ({"exited": [0, True]}, "exited"),
    ({"exited": [0, 6]}, "exited"),
    ({"to_move": 2}, "to_move"),
    ({"to_move": True}, "to_move"),
    ({"game": "chess"}, "game"),
    ({"white": "d1 h1 l1 p1 t1"}, "list"),
    ({"black": [1, 2, 3, 4, 5]}, "not a cell"),
    ({"extra": 1}, "unexpected"),
])
def test_from_dict_rejects_malformed_positions(change, message):
    with pytest.raises(ValueError, match=message):
        State.from_dict({**GOOD, **change})


def test_from_dict_rejects_missing_keys_and_non_objects():
    with pytest.raises(ValueError, match="missing"):
        State.from_dict({k: v for k, v in GOOD.items() if k != "exited"})
    with pytest.raises(ValueError, match="object"):
        State.from_dict([GOOD])


def test_from_dict_of_a_finished_race_is_over():
    state = State.from_dict({**GOOD, "white": [], "exited": [5, 0], "to_move": 1})
    assert state.is_over and state.winner == 0 and state.outcome == ALL_OFF


@pytest.mark.parametrize("data", [
    {"pass": False}, {"pass": True, "from": "d1"}, {"from": "d1", "to": "e2"},
    {"from": "d1", "to": "e2", "push": None, "x": 0}, {"from": "d1", "to": "e2", "push": "b1"},
    {"from": "d1", "to": "e2", "push": {"stone": "f1"}}, {"from": "d1", "to": "zz", "push": None},
    {"from": 4, "to": "e2", "push": None}, {"from": "d1", "to": "e2", "push": {"stone": "f1", "to": 3}},
    "d1-e2", None,
])
def test_move_from_dict_rejects_malformed_moves(data):
    with pytest.raises(ValueError):
        Move.from_dict(data)


def test_move_notation():
    assert str(Move("e4", "d5", "c4", "d3")) == "e4-d5 (c4>d3)"
    assert str(Move("e4", "d5", "c4", None)) == "e4-d5 (c4 stuck) +"
    assert str(Move("d1", "e2")) == "d1-e2"


# --- Random games

def check_position(state):
    data = state.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert State.from_dict(data) == state and hash(State.from_dict(data)) == hash(state)
    white, black = state.stones(0), state.stones(1)
    assert not set(white) & set(black) and APEX not in white + black
    assert len(white) + state.exited[0] == 5 and len(black) + state.exited[1] == 5
    assert state.is_over == (state.outcome is not None) and state.outcome in (None, *pyramida.OUTCOMES)
    if not state.is_over:
        assert state.winner is None and state.legal_moves()
    elif state.outcome == ALL_OFF:
        assert state.exited[state.winner] == 5
    elif state.outcome == REPEATED:
        assert state.winner in (0, 1)


@given(st.integers(0, 2**32))
def test_random_games_keep_every_invariant(seed):
    states, moves = random_game("pyramida", seed, 250)
    for state, move, after in zip(states, moves, states[1:]):
        check_position(state)
        legal = state.legal_moves()
        assert len(set(legal)) == len(legal) and move in legal
        assert Move.from_dict(json.loads(json.dumps(move.to_dict()))) == move
        assert after.to_move == (state.to_move if state.gives_extra_move(move) else 1 - state.to_move)
        assert state.attack_kind(move) in (None, "column", "contact", "column failed")
        assert not (move.is_pass and after.legal_moves() == [PASS])
    check_position(states[-1])
    for move in states[-1].legal_moves():  # every legal move plays
        check_position(states[-1].play(move))


@given(st.integers(0, 2**32))
def test_replaying_a_record_gives_the_same_game(seed):
    states, moves = random_game("pyramida", seed, 300)
    record = json.loads(json.dumps(make_record("pyramida", {}, moves)))
    _, _, replayed_moves, replayed = replay(record)
    assert replayed_moves == moves and replayed[-1] == states[-1]
    assert replayed[-1].outcome == states[-1].outcome


@pytest.mark.parametrize("seed", [8, 11])
def test_random_games_end(seed):
    states, moves = random_game("pyramida", seed, 60_000)
    assert states[-1].is_over
    assert states[-1].outcome in (ALL_OFF, REPEATED)


@given(st.randoms(use_true_random=False))
def test_mutated_position_dicts_raise_value_error_only(rng):
    data = json.loads(json.dumps(GOOD))
    key = rng.choice(list(data) + ["new"])
    junk = rng.choice([None, 1, -1, True, "x", "k14", "b1", [], ["a2"], {}, [0, 0], [1, 0]])
    if key in ("white", "black") and rng.random() < 0.5 and data[key]:
        data[key][rng.randrange(len(data[key]))] = junk
    elif rng.random() < 0.2:
        del data[rng.choice(list(data))]
    else:
        data[key] = junk
    try:
        state = State.from_dict(data)
    except ValueError:
        return
    check_position(state)


@given(st.randoms(use_true_random=False))
def test_mutated_move_dicts_raise_value_error_only(rng):
    data = {"from": "e4", "to": "d5", "push": {"stone": "c4", "to": "d3"}}
    junk = rng.choice([None, 1, True, "x", "k14", [], {}, {"stone": "c4"}, {"stone": "c4", "to": None}])
    if rng.random() < 0.5:
        data["push"][rng.choice(["stone", "to", "extra"])] = junk
    else:
        data[rng.choice(["from", "to", "push", "pass"])] = junk
    try:
        move = Move.from_dict(data)
    except ValueError:
        return
    assert Move.from_dict(move.to_dict()) == move


def test_a_move_typed_without_its_attack_is_the_one_attack_it_can_make_or_asks_which():
    """"d1-e2" names the attack's end when only one is possible; several: NotationError says them."""
    from pyrapack.rules import NotationError

    unique = several = None
    for seed in range(12):
        for state in random_game("pyramida", seed, 120)[0]:
            by_step = Counter((m.src, m.dst) for m in state.legal_moves() if not m.is_pass)
            for move in state.legal_moves():
                if move.push_stone is not None and by_step[move.src, move.dst] == 1:
                    unique = unique or (state, move)
                elif by_step[move.src, move.dst] > 1:
                    several = several or (state, move)
    state, move = unique
    assert state.parse_move(f"{move.src}-{move.dst}") == move
    assert state.parse_move(f"{move.src} {move.dst}") == move
    state, move = several
    with pytest.raises(NotationError) as asked:
        state.parse_move(f"{move.src}-{move.dst}")
    assert asked.value.reason.key == "ambiguous" and str(move) in asked.value.reason.values["moves"]


def test_a_typed_move_off_the_board_or_against_the_rules_says_why():
    from pyrapack.rules import NotationError

    state = pyramida.new_game()
    with pytest.raises(NotationError, match="v9"):
        state.parse_move("d1-v9")
    with pytest.raises(IllegalMove) as refused:
        state.parse_move("d1-d3")
    assert refused.value.reason.key == "not_next"
    with pytest.raises(IllegalMove) as refused:
        state.parse_move("pass")
    assert refused.value.reason.key == "no_pass"
