"""Rules of Pyraos: the spec's worked examples, every rule and error path, random games."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from random_play import random_game

from pyrapack.rules import IllegalMove
from pyrapack.rules import pyraos as p
from pyrapack.rules.record import make_record, replay


def position(*levels, to_move=0, variant="standard"):
    """The position with these levels' rows (upper levels empty when left out), written as
    the rules read it."""
    return p.State.from_text("|".join("/".join(rows) for rows in levels), to_move, variant)


def landings(state):
    """{(src, dst): set of take tuples} of the legal moves."""
    out = {}
    for m in state.legal_moves():
        out.setdefault((m.src, m.dst), set()).add(m.take)
    return out


def pairs(spots):
    return {(a, b) for a in spots for b in spots if a < b}


SQUARE = [(0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1)]


# Worked examples of the spec.

def test_opening_offers_a_placement_on_each_ground_spot():
    moves = p.new_game().legal_moves()
    assert len(moves) == 16
    assert {m.dst for m in moves} == set(p.SPOTS[:16])
    assert all(m.is_place and not m.take for m in moves)


def test_completing_a_square_comes_with_ten_takeback_choices():
    state = p.State.from_text("LL../L.../..DD/..DD")
    assert state.reserve == (12, 11)
    found = landings(state)
    assert len(state.legal_moves()) == 22
    plain = {dst for (src, dst), takes in found.items() if src is None and takes == {()}}
    assert plain == {(0, 0, 2), (0, 0, 3), (0, 1, 2), (0, 1, 3), (0, 2, 0), (0, 2, 1),
                     (0, 3, 0), (0, 3, 1), (1, 2, 2)}
    raises = {src for (src, dst) in found if src is not None and dst == (1, 2, 2)}
    assert raises == {(0, 0, 0), (0, 0, 1), (0, 1, 0)}
    takes = found[None, (0, 1, 1)]
    assert takes == {(s,) for s in SQUARE} | pairs(SQUARE)


def test_a_ball_cannot_be_raised_onto_a_square_it_holds_up():
    state = p.State.from_text("LD../DL../...L/....")
    assert state.reserve == (12, 13)
    moves = state.legal_moves()
    assert len(moves) == 13
    assert [m for m in moves if m.is_raise] == [p.Move((0, 2, 3), (1, 0, 0))]
    # 12 placements: the 11 empty ground spots and the one supported spot of level 1.
    assert {m.dst for m in moves if m.is_place} == {
        s for s in p.SPOTS[:16] if state.ball_at(s) is None} | {(1, 0, 0)}
    for held_up in ((0, 0, 0), (0, 1, 1)):
        with pytest.raises(IllegalMove, match="holds up 1a1"):
            state.play(p.Move(held_up, (1, 0, 0)))


def test_advanced_line_of_four_on_the_ground_is_a_formation():
    ground = ["LLL.", "DD..", "D...", "...."]
    advanced = position(ground, variant="advanced")
    assert advanced.reserve == (12, 12)
    assert len(advanced.legal_moves()) == 21
    row = [(0, 0, c) for c in range(4)]
    assert landings(advanced)[None, (0, 0, 3)] == {(s,) for s in row} | pairs(row)
    standard = position(ground)
    assert len(standard.legal_moves()) == 12
    assert landings(standard)[None, (0, 0, 3)] == {()}


def test_emptying_the_reserve_loses_at_once_and_raising_saves_the_ball():
    state = p.State.from_text("LDLD/DLDL/LDDL/DLLD|LDL/DLD/LDL|L./.D")
    assert state.reserve == (1, 2)
    assert set(state.legal_moves()) == {
        p.Move(None, (2, 0, 1)), p.Move(None, (2, 1, 0)),
        p.Move((1, 0, 2), (2, 1, 0)), p.Move((1, 2, 0), (2, 0, 1))}
    for dst in ((2, 0, 1), (2, 1, 0)):
        after = state.play(p.Move(None, dst))
        assert after.is_over and after.winner == 1 and after.outcome == "ran out of balls"
        assert after.legal_moves() == []
    for src, dst in (((1, 0, 2), (2, 1, 0)), ((1, 2, 0), (2, 0, 1))):
        after = state.play(p.Move(src, dst))
        assert not after.is_over and after.reserve == (1, 2) and after.to_move == 1
        assert after.ball_at(src) is None and after.ball_at(dst) == 0


# Placing and raising.

def test_placing_uses_a_reserve_ball_and_passes_the_turn():
    state = p.new_game().play(p.Move(None, (0, 2, 1)))
    assert state.reserve == (14, 15) and state.to_move == 1
    assert state.ball_at((0, 2, 1)) == 0 and state.ball_at((0, 0, 0)) is None


def test_raise_must_go_to_a_strictly_higher_level():
    state = p.State.from_text("LDLD/DLDL/..../....|L../.../...")
    assert state.is_supported((1, 0, 2)) and state.is_free((1, 0, 0))
    assert not any(m.src == (1, 0, 0) for m in state.legal_moves())
    with pytest.raises(IllegalMove, match="strictly higher"):
        state.play(p.Move((1, 0, 0), (1, 0, 2)))
    with pytest.raises(IllegalMove, match="strictly higher"):
        state.play(p.Move((0, 1, 3), (0, 3, 3)))
    for m in state.legal_moves():
        if m.is_raise:
            assert m.dst[0] > m.src[0]


def test_a_ball_may_climb_two_levels_but_not_onto_what_it_holds_up():
    state = p.State.from_text("LDLD/DLDL/LDLD/DLDL|LD./DL./...")
    found = landings(state)
    assert ((0, 3, 3), (2, 0, 0)) in found
    assert ((1, 0, 0), (2, 0, 0)) not in found and ((1, 1, 1), (2, 0, 0)) not in found
    after = state.play(p.Move((0, 3, 3), (2, 0, 0)))
    assert after.reserve == state.reserve and after.ball_at((0, 3, 3)) is None
    assert after.ball_at((2, 0, 0)) == 0


def test_a_ball_that_holds_another_cannot_be_raised():
    state = p.State.from_text("LDLD/DLDL/LDLD/DLDL|LD./DL./...")
    assert not state.is_free((0, 0, 0))
    with pytest.raises(IllegalMove, match="holds up another ball"):
        state.play(p.Move((0, 0, 0), (1, 2, 2)))


# Take-backs.

# Light has three balls of the level-1 square at 1a1; 1b2 completes it and rests on c3,
# which nothing else holds down.
UNDER = ["DLD.", "LDL.", "DLL.", "...L"]
OVER = ["LL.", "L..", "..."]


def test_second_takeback_may_be_the_ball_the_first_was_resting_on():
    state = position(UNDER[:3] + ["...."], OVER)
    square = [(1, 0, 0), (1, 0, 1), (1, 1, 0), (1, 1, 1)]
    takes = landings(state)[None, (1, 1, 1)]
    assert takes == {(s,) for s in square} | pairs(square) | {((0, 2, 2), (1, 1, 1))}
    move = p.Move(None, (1, 1, 1), ((0, 2, 2), (1, 1, 1)))
    assert state.takeback_orders(move) == [((1, 1, 1), (0, 2, 2))]
    after = state.play(move)
    assert after.ball_at((1, 1, 1)) is None and after.ball_at((0, 2, 2)) is None
    assert after.reserve == (state.reserve[0] + 1, state.reserve[1])
    # c3 alone is held down by the new ball, so it cannot be taken back on its own.
    with pytest.raises(IllegalMove, match="only free balls"):
        state.play(p.Move(None, (1, 1, 1), ((0, 2, 2),)))


def test_raise_that_completes_a_square_gives_takebacks_and_keeps_the_reserve():
    state = position(UNDER, OVER)
    takes = landings(state)[(0, 3, 3), (1, 1, 1)]
    assert len(takes) == 11 and () not in takes
    after = state.play(p.Move((0, 3, 3), (1, 1, 1), ((1, 1, 1),)))
    assert after.reserve == (state.reserve[0] + 1, state.reserve[1])
    assert after.ball_at((0, 3, 3)) is None and after.ball_at((1, 1, 1)) is None
    # c3 holds up 1b2, so it may not be the raised ball.
    assert ((0, 2, 2), (1, 1, 1)) not in landings(state)


def test_takeback_orders_of_two_free_balls_are_both_ways():
    state = p.State.from_text("LL../L.../..DD/..DD")
    move = p.Move(None, (0, 1, 1), ((0, 0, 0), (0, 1, 1)))
    assert state.takeback_orders(move) == [((0, 0, 0), (0, 1, 1)), ((0, 1, 1), (0, 0, 0))]
    assert state.takeback_orders(p.Move(None, (0, 1, 1), ((0, 0, 1),))) == [((0, 0, 1),)]
    assert state.takeback_orders(p.Move(None, (0, 0, 2))) == [()]
    with pytest.raises(IllegalMove):
        state.takeback_orders(p.Move(None, (0, 1, 1)))


def test_several_formations_at_once_still_give_one_or_two_takebacks():
    state = p.State.from_text("LLL./L.L./DDD./DDD.")
    move = p.Move(None, (0, 1, 1), ((0, 1, 1),))
    assert sorted(state.formations(move)) == [
        ((0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1)),
        ((0, 0, 1), (0, 0, 2), (0, 1, 1), (0, 1, 2))]
    takes = landings(state)[None, (0, 1, 1)]
    light = [(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 1, 0), (0, 1, 1), (0, 1, 2)]
    assert takes == {(s,) for s in light} | pairs(light)
    with pytest.raises(IllegalMove, match="at most two"):
        state.play(p.Move(None, (0, 1, 1), tuple(light[:3])))


def test_takeback_order_does_not_matter():
    state = p.State.from_text("LL../L.../..DD/..DD")
    a, b = (0, 1, 1), (0, 0, 0)
    assert p.Move(None, a, (a, b)) == p.Move(None, a, (b, a))
    assert p.Move(None, a, (a, b)).take == (b, a)
    assert state.play(p.Move(None, a, (a, b))) == state.play(p.Move(None, a, (b, a)))
    data = {"from": None, "to": list(a), "take": [list(a), list(b)]}
    assert p.Move.from_dict(data).to_dict()["take"] == [list(b), list(a)]


def test_formations_of_a_move_name_the_completed_square():
    state = p.State.from_text("LL../L.../..DD/..DD")
    assert state.formations(p.Move(None, (0, 1, 1), ((0, 1, 1),))) == [tuple(SQUARE)]
    assert state.formations(p.Move(None, (0, 0, 2))) == []
    with pytest.raises(IllegalMove, match="already taken"):
        state.formations(p.Move(None, (0, 0, 0)))


def test_children_variant_has_no_takebacks():
    state = p.State.from_text("LL../L.../..DD/..DD", variant='children')
    assert landings(state)[None, (0, 1, 1)] == {()}
    assert state.formations(p.Move(None, (0, 1, 1))) == []
    with pytest.raises(IllegalMove, match="nothing to take back"):
        state.play(p.Move(None, (0, 1, 1), ((0, 1, 1),)))


def test_advanced_line_of_three_on_level_one_but_not_in_standard():
    levels = (["LDLD", "DLDL", "....", "...."], ["LL.", "...", "..."])
    line = ((1, 0, 0), (1, 0, 1), (1, 0, 2))
    advanced = position(*levels, variant="advanced")
    assert advanced.formations(p.Move(None, (1, 0, 2))) == [line]
    # Three singles, three pairs, and a1 or d2 once the level-1 ball on it is lifted.
    assert landings(advanced)[None, (1, 0, 2)] == {(s,) for s in line} | pairs(line) | {
        ((0, 0, 0), (1, 0, 0)), ((0, 1, 3), (1, 0, 2))}
    assert landings(position(*levels))[None, (1, 0, 2)] == {()}


def test_advanced_columns_count_on_the_ground():
    state = p.State.from_text("L.../L.../..../DDD.", variant='advanced')
    assert state.formations(p.Move(None, (0, 2, 0))) == []  # only three
    state = p.State.from_text("LDD./L.../L.../....", variant='advanced')
    column = ((0, 0, 0), (0, 1, 0), (0, 2, 0), (0, 3, 0))
    assert state.formations(p.Move(None, (0, 3, 0))) == [column]


def test_advanced_diagonals_and_level_two_never_count():
    diagonal = p.State.from_text("L.../.L../..L./DDD.", variant='advanced')
    assert landings(diagonal)[None, (0, 3, 3)] == {()}
    level1 = p.State.from_text("LDLD/DLDL/LDLD/DLDL|L../.L./...", variant='advanced')
    assert landings(level1)[None, (1, 2, 2)] == {()}
    full = (["LDLD", "DLDL", "LDLD", "DLDL"], ["LDL", "DLD", "DDL"])
    level2 = position(*full, ["L.", ".."], variant="advanced")
    assert landings(level2)[None, (2, 0, 1)] == {()}


def test_dark_forms_squares_of_its_own_colour_only():
    state = p.State.from_text("DD../D.../LL../L...", to_move=1)
    assert len(landings(state)[None, (0, 1, 1)]) == 10
    mixed = p.State.from_text("DD../L.../LL../....", to_move=1)
    assert landings(mixed)[None, (0, 1, 1)] == {()}


# End of the game.

def test_the_29th_ball_always_empties_its_players_reserve():
    """Whoever fills the last spot under the apex used their last ball and loses at once."""
    full = (["LDLD", "DLDL", "LDLD", "DLDL"], ["LDL", "DLD", "LDL"])
    state = position(*full, ["LD", "D."], to_move=0)
    assert state.reserve == (1, 1)
    after = state.play(p.Move(None, (2, 1, 1)))
    assert after.is_over and after.outcome == "ran out of balls" and after.winner == 1
    assert after.is_supported(p.APEX)


def test_a_filled_apex_means_its_owner_won_though_their_reserve_is_empty():
    levels = (["LDLD", "DLDL", "LDLD", "DLDL"], ["LDL", "DLD", "LDL"], ["LD", "DD"], ["L"])
    state = position(*levels, to_move=1)
    assert state.reserve == (0, 0)
    assert state.is_over and state.winner == 0 and state.outcome == "placed the apex"
    assert state.legal_moves() == []
    with pytest.raises(ValueError, match="apex"):
        position(*levels, to_move=0)


def test_player_to_move_with_an_empty_reserve_has_lost():
    state = p.State.from_text("LLLL/LLLL/LLLL/LLLD")
    assert state.reserve == (0, 14)
    assert state.is_over and state.winner == 1 and state.outcome == "ran out of balls"
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove, match="game is over"):
        state.play(p.Move(None, (1, 0, 0)))


def test_placing_and_taking_back_the_same_ball_three_times_is_a_draw():
    state = p.State.from_text("LLDD/L..D/..../....")
    light = p.Move(None, (0, 1, 1), ((0, 1, 1),))
    dark = p.Move(None, (0, 1, 2), ((0, 1, 2),))
    start = state
    for ply, move in enumerate([light, dark, light, dark], 1):
        assert not state.is_over
        state = state.play(move)
        assert state.reserve == start.reserve
    assert state == start and state.repetitions == 3
    assert state.is_over and state.winner is None and state.outcome == "threefold repetition"
    assert state.legal_moves() == []
    # The same position without the history is a fresh start.
    fresh = p.State.from_dict(state.to_dict())
    assert fresh == state and hash(fresh) == hash(state)
    assert fresh.repetitions == 1 and not fresh.is_over


def test_the_history_key_counts_every_position_of_the_game():
    start = p.State.from_text("LLDD/L..D/..../....")
    light = p.Move(None, (0, 1, 1), ((0, 1, 1),))
    dark = p.Move(None, (0, 1, 2), ((0, 1, 2),))
    once = start.play(light).play(dark)
    assert once == start and once.history_key() != start.history_key()
    assert p.State.from_dict(once.to_dict()).history_key() == start.history_key()
    hash(once.history_key())


# Illegal moves and malformed input.

@pytest.mark.parametrize("move, message", [
    (p.Move(None, (0, 0, 0)), "a1 is already taken"),
    (p.Move(None, (1, 0, 1)), "1b1 is not supported"),
    (p.Move(None, (0, 1, 1)), "take back one or two"),
    (p.Move(None, (0, 0, 2), ((0, 0, 2),)), "nothing to take back"),
    (p.Move(None, (0, 1, 1), ((0, 2, 2),)), "no ball of yours on c3"),
    (p.Move(None, (0, 1, 1), ((0, 0, 0), (0, 0, 0))), "different spots"),
    (p.Move((0, 2, 2), (1, 2, 2)), "no ball of yours on c3"),
    (p.Move((0, 0, 0), (0, 2, 0)), "strictly higher"),
    (p.Move(None, (4, 0, 0)), "not a spot"),
    ({"to": [0, 0, 0]}, "not a Pyraos move"),
])
def test_illegal_moves_say_why(move, message):
    state = p.State.from_text("LL../L.../..DD/..DD")
    with pytest.raises(IllegalMove, match=message):
        state.play(move)


def test_play_leaves_the_state_unchanged():
    state = p.State.from_text("LL../L.../..DD/..DD")
    before, moves = state.to_dict(), state.legal_moves()
    for move in moves:
        state.play(move)
    assert state.to_dict() == before and state.legal_moves() == moves


GOOD = {"game": "pyraos", "variant": "standard", "to_move": 0, "reserve": [12, 11],
        "levels": [["LL..", "L...", "..DD", "..DD"], ["...", "...", "..."], ["..", ".."], ["."]]}


def changed(**fields):
    data = json.loads(json.dumps(GOOD))
    data.update(fields)
    return data


@pytest.mark.parametrize("data, message", [
    ([], "must be an object"),
    ({k: v for k, v in GOOD.items() if k != "reserve"}, "exactly the keys"),
    (changed(extra=1), "exactly the keys"),
    (changed(game="pylos"), "not a pyraos position"),
    (changed(variant="expert"), "unknown variant"),
    (changed(to_move=2), "to_move"),
    (changed(to_move=True), "to_move"),
    (changed(reserve=[12]), "reserve"),
    (changed(reserve=[12, -1]), "reserve"),
    (changed(reserve=[12, "11"]), "reserve"),
    (changed(reserve=[13, 11]), "light has 13 in reserve and 3 on the pyramid"),
    (changed(reserve=[12, 12]), "dark has 12 in reserve and 4 on the pyramid"),
    (changed(levels=GOOD["levels"][:3]), "four levels"),
    (changed(levels=[GOOD["levels"][0][:3]] + GOOD["levels"][1:]), "level 0 must be"),
    (changed(levels=[["LL..", "L...", "..DD", "..DX"]] + GOOD["levels"][1:]), "level 0 row 3"),
    (changed(levels=[["LL..", "L...", "..DD", "..D"]] + GOOD["levels"][1:]), "level 0 row 3"),
    (changed(levels=[["LL..", "L...", "..DD", 7]] + GOOD["levels"][1:]), "level 0 row 3"),
    (changed(reserve=[12, 10], levels=[GOOD["levels"][0], ["D..", "...", "..."],
                                       ["..", ".."], ["."]]), r"\(1, 0, 0\) is not supported"),
])
def test_malformed_positions_say_what_is_wrong(data, message):
    with pytest.raises(ValueError, match=message):
        p.State.from_dict(data)


@pytest.mark.parametrize("data, message", [
    ("a1", "must be an object"),
    ({"pass": True}, "no pass"),
    ({"to": [0, 0, 0], "take": []}, "exactly the keys"),
    ({"from": None, "to": [0, 0, 4], "take": []}, "to must be a spot"),
    ({"from": [0, 0], "to": [1, 0, 0], "take": []}, "from must be a spot"),
    ({"from": None, "to": [0, 0, True], "take": []}, "to must be a spot"),
    ({"from": None, "to": [0, 0, 0], "take": [[0, 0, 0]] * 3}, "at most two"),
    ({"from": None, "to": [0, 0, 0], "take": [[0, 0, 0], [0, 0, 0]]}, "twice"),
    ({"from": None, "to": [0, 0, 0], "take": [[9, 0, 0]]}, "take must be a spot"),
    ({"from": None, "to": [0, 0, 0], "take": "a1"}, "take must be a list"),
])
def test_malformed_moves_say_what_is_wrong(data, message):
    with pytest.raises(ValueError, match=message):
        p.Move.from_dict(data)


def test_unknown_variant_is_refused():
    with pytest.raises(ValueError, match="variant"):
        p.new_game(variant="expert")


# Geometry, notation and helpers.

def test_spots_are_level_by_level_and_supports_are_the_four_under():
    assert len(p.SPOTS) == 30 and p.SPOTS[0] == (0, 0, 0) and p.SPOTS[-1] == p.APEX
    assert [s[0] for s in p.SPOTS] == sorted(s[0] for s in p.SPOTS)
    assert p.supports((1, 1, 2)) == ((0, 1, 2), (0, 1, 3), (0, 2, 2), (0, 2, 3))
    assert p.supports(p.APEX) == ((2, 0, 0), (2, 0, 1), (2, 1, 0), (2, 1, 1))
    assert p.supports((0, 3, 3)) == ()
    assert p.resting_on((0, 1, 1)) == ((1, 0, 0), (1, 0, 1), (1, 1, 0), (1, 1, 1))
    assert p.resting_on((0, 0, 3)) == ((1, 0, 2),)
    with pytest.raises(ValueError, match="not a spot"):
        p.supports((2, 2, 0))


def test_notation_names_the_level_the_spot_and_the_takebacks():
    assert str(p.Move(None, (0, 1, 1))) == "b2"
    assert str(p.Move(None, (0, 1, 1), ((0, 0, 0), (0, 0, 1)))) == "b2 ×a1,b1"
    assert str(p.Move((0, 2, 3), (1, 0, 0))) == "d3↑1a1"
    assert str(p.Move(None, (2, 1, 0))) == "2a2"
    assert str(p.Move(None, p.APEX)) == "apex"
    assert len({p.spot_name(s) for s in p.SPOTS}) == 30


def test_state_answers_the_questions_of_the_scene():
    state = p.State.from_text("LDLD/DLDL/LDLD/DLDL|LD./DL./...")
    assert state.ball_at((0, 0, 0)) == 0 and state.ball_at((0, 0, 1)) == 1
    assert state.ball_at((1, 2, 2)) is None
    assert state.is_supported((2, 0, 0)) and not state.is_supported((2, 1, 1))
    assert state.is_free((1, 0, 0)) and state.is_free((0, 3, 3))
    assert not state.is_free((0, 0, 0)) and not state.is_free((1, 2, 2))
    assert state.repetitions == 1
    move = p.Move((0, 3, 3), (2, 0, 0))
    assert move.is_raise and not move.is_place and not move.is_pass


# Random games.

def check_position(state):
    light, dark = state.masks
    assert not light & dark
    for colour, mask in enumerate(state.masks):
        assert state.reserve[colour] + mask.bit_count() == 15
    for spot in p.SPOTS:
        if state.ball_at(spot) is not None:
            assert state.is_supported(spot)


@given(st.integers(0, 2**32), st.sampled_from(p.VARIANTS))
def test_random_games_keep_every_invariant_and_end(seed, variant):
    states, moves = random_game("pyraos", seed, 5000, variant)
    final = states[-1]
    assert final.is_over
    for state, move in zip(states, moves):
        check_position(state)
        legal = state.legal_moves()
        assert legal and move in legal and len(set(legal)) == len(legal)
        assert not state.is_over and state.winner is None and state.outcome is None
        for m in legal:
            assert len(m.take) <= 2 and list(m.take) == sorted(m.take)
            assert m.src is None or m.dst[0] > m.src[0]
            assert variant != "children" or not m.take
        assert p.State.from_dict(json.loads(json.dumps(state.to_dict()))) == state
        assert p.Move.from_dict(json.loads(json.dumps(move.to_dict()))) == move
    check_position(final)
    assert final.outcome in p.OUTCOMES and final.legal_moves() == []
    if final.outcome == "threefold repetition":
        assert final.winner is None and final.repetitions == 3
    else:
        assert final.winner in (0, 1)
        loser = 1 - final.winner
        assert final.outcome == "ran out of balls" and final.reserve[loser] == 0
        again = p.State.from_dict(final.to_dict())
        assert (again.winner, again.outcome) == (final.winner, final.outcome)


@given(st.integers(0, 2**32), st.sampled_from(p.VARIANTS))
def test_replaying_a_record_gives_the_same_game(seed, variant):
    states, moves = random_game("pyraos", seed, 5000, variant)
    record = json.loads(json.dumps(make_record("pyraos", {"variant": variant}, moves)))
    rules, options, replayed_moves, replayed = replay(record)
    assert rules is p and replayed_moves == moves and replayed == states
    assert (replayed[-1].winner, replayed[-1].outcome) == (states[-1].winner, states[-1].outcome)


def mutate(value, rng):
    """``value`` with one random part replaced by something else, or removed."""
    junk = [None, True, -1, 0, 1, 2, 15, 16, "", "L", "LDX.", ".", [], [0, 0, 0], {}, 1.5]
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        if rng.random() < 0.2:
            return {k: v for k, v in value.items() if k != key}
        return {**value, key: mutate(value[key], rng)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        i = rng.randrange(len(value))
        if rng.random() < 0.15:
            return value[:i] + value[i + 1:]
        return value[:i] + [mutate(value[i], rng)] + value[i + 1:]
    if isinstance(value, str) and value and rng.random() < 0.7:
        i = rng.randrange(len(value))
        return value[:i] + rng.choice("LD.x") + value[i + 1:]
    return rng.choice(junk)


@given(st.integers(0, 2**32), st.randoms(use_true_random=False))
def test_mutated_dicts_raise_value_error_or_read_back_valid(seed, rng):
    states, moves = random_game("pyraos", seed, 30, "advanced")
    state = rng.choice(states)
    for _ in range(20):
        try:
            read = p.State.from_dict(mutate(state.to_dict(), rng))
        except ValueError:
            pass
        else:
            check_position(read)
            assert read.legal_moves() or read.is_over
        try:
            move = p.Move.from_dict(mutate(rng.choice(moves).to_dict(), rng))
        except ValueError:
            pass
        else:
            try:
                state.play(move)
            except IllegalMove:
                pass


def test_a_move_is_typed_as_its_spots_a_raise_with_a_dash_and_take_backs_after_x():
    from pyrapack.rules import NotationError

    state = p.State.from_text("LD../DL../..../....|.../.../...|../..|.", 0)
    place = state.parse_move("c1")
    assert place == p.Move(None, p.parse_spot("c1"))
    with pytest.raises(NotationError, match="e5"):
        state.parse_move("e5")
    with pytest.raises(NotationError):
        state.parse_move("a1 b1 c1")
    with pytest.raises(IllegalMove) as refused:
        state.parse_move("a1")  # a ball is there
    assert refused.value.reason is not None
    for seed in range(4):
        for before in random_game("pyraos", seed, 60)[0]:
            for move in before.legal_moves():
                if move.is_raise and move.take:
                    typed = f"{p.spot_name(move.src)} ^ {p.spot_name(move.dst)} X {' '.join(map(p.spot_name, move.take))}"
                    assert before.parse_move(typed) == move


def test_spot_names_read_back():
    for spot in p.SPOTS:
        assert p.parse_spot(p.spot_name(spot)) == spot
    for bad in ("e1", "3a1", "1d4", "", None, "apexx"):
        with pytest.raises(ValueError):
            p.parse_spot(bad)
