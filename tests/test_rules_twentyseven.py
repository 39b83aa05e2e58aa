"""Rules of 27: the spec's worked examples, every rule and error path, random games."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyrapack.rules import IllegalMove
from pyrapack.rules import twentyseven as t
from pyrapack.rules.record import make_record, replay

START = ["RWWWWWWWWW", "G", "G", "G", "G", "G", "G", "G", "RBBBBBBBBB"]


def position(cells, variant="basic", to_move=0):
    """The line of these cells' stacks, written as the rules read it."""
    return t.State.from_text(" ".join(cells), to_move, variant)


def moves(state):
    return [(m.from_cell, m.count) for m in state.legal_moves()]


def pawns(state):
    text = "".join(state.cells)
    return {letter: text.count(letter) for letter in "WBGR"}


# Worked examples of the spec.

def test_opening_moves_any_part_of_the_start_stack_one_cell():
    state = t.new_game()
    assert state.to_dict() == {"game": "twentyseven", "variant": "basic", "to_move": 0,
                               "cells": START}
    assert moves(state) == [(0, k) for k in range(1, 10)]
    assert {state.destination(m) for m in state.legal_moves()} == {1}
    assert state.play(t.Move(0, 4)).cells[:2] == ("RWWWWW", "GWWWW")


def test_game_ends_when_neither_player_can_move_and_higher_goal_stack_wins():
    state = t.State.from_text("RBBB GWB GBBWB G G G G GBW RBWWWWWW")
    assert state.owned_stacks(0) == 2 and state.owned_stacks(1) == 3
    assert state.legal_moves() == []
    assert state.is_over and state.outcome == "neither player can move"
    assert (state.score(0), state.score(1)) == (7, 3)
    assert state.winner == 0
    with pytest.raises(IllegalMove, match="over"):
        state.play(t.Move(7, 1))
    with pytest.raises(IllegalMove):
        state.play(t.PASS)


def test_grey_base_travels_with_its_stack_and_the_line_closes_up():
    cells = ["RWWWWWWWW", "GW", "G", "G", "G", "G", "G", "G", "RBBBBBBBBB"]
    grey = position(cells, "grey")
    assert grey.owned_stacks(0) == 2
    assert moves(grey) == [(0, k) for k in range(1, 9)] + [(1, 1), (1, 2)]
    assert len(position(cells, "basic").legal_moves()) == 9
    move = t.Move.from_dict({"from": 1, "count": 2})
    assert grey.destination(move) == 3 and grey.removes_cell(move)
    after = grey.play(move)
    assert len(after.cells) == 8
    assert after.cells[2] == "GGW"
    assert after.to_move == 1 and after.owned_stacks(1) == 1
    assert moves(after) == [(7, k) for k in range(1, 10)]
    assert {after.destination(m) for m in after.legal_moves()} == {6}


def test_red_base_of_the_start_cell_may_travel_too():
    state = t.new_game(variant="red")
    legal = state.legal_moves()
    assert moves(state) == [(0, k) for k in range(1, 11)]
    assert [state.removes_cell(m) for m in legal] == [False] * 9 + [True]
    after = state.play(legal[9])
    assert after.cells == ("GRWWWWWWWWW",) + ("G",) * 6 + ("RBBBBBBBBB",)
    assert after.owner(0) == 0 and after.start(0) == 0 and after.goal(1) == 0
    assert after.goal(0) == 7 == after.start(1)


def test_goal_follows_the_end_of_the_line_when_its_red_base_travels():
    state = t.new_game(variant="red", first=1).play(t.Move(8, 10))
    assert state.cells[-1] == "GRBBBBBBBBB" and len(state.cells) == 8
    assert state.goal(0) == 7 == state.start(1) and state.score(0) == 10
    assert state.owner(7) == 1 and state.owned_stacks(1) == 1



# Cells keep their names as the line closes up.

def test_cells_keep_their_place_in_the_line_of_nine_when_a_base_travels():
    cells = ["RWWWWWWWW", "GW", "G", "G", "G", "G", "G", "G", "RBBBBBBBBB"]
    grey = position(cells, "grey")
    assert [grey.origin(i) for i in range(9)] == list(range(9))
    after = grey.play(t.Move(1, 2))  # cell 1's grey base travels to cell 3
    assert after.line_origins() == (0, 2, 3, 4, 5, 6, 7, 8)
    assert after.origin(2) == 3 and after.cells[2] == "GGW"  # the landing cell keeps its name
    later = after.play(t.Move(7, 1))
    assert later.line_origins() == after.line_origins()  # no base left: nothing renamed


def test_red_bases_take_their_names_away_with_them():
    state = t.new_game(variant="red").play(t.Move(0, 10))
    assert state.line_origins() == (1, 2, 3, 4, 5, 6, 7, 8)
    assert state.origin(state.goal(1)) == 1  # black's goal is now the cell that stood second


def test_origins_do_not_make_positions_differ():
    """Two lines that lost different cells but look alike are one position (and one bot entry)."""
    a = position(["RWWWWWWWWW", "GG"] + ["G"] * 5 + ["RBBBBBBBBB"], "grey")
    b = t.State.from_dict({**a.to_dict(), "origins": [0, 1, 2, 3, 4, 6, 7, 8]})
    assert a == b and hash(a) == hash(b) and a.line_origins() != b.line_origins()


def test_origins_travel_in_the_position_dict():
    state = t.new_game(variant="grey").play(t.Move(0, 1)).play(t.Move(8, 1))
    state = state.play(t.Move(1, 2))  # white's single pawn carries cell 1's base along
    data = state.to_dict()
    assert data["origins"] == [0, 2, 3, 4, 5, 6, 7, 8]
    assert t.State.from_dict(json.loads(json.dumps(data))).line_origins() == state.line_origins()
    assert "origins" not in t.new_game().to_dict()  # the full line names itself


@pytest.mark.parametrize("origins, message", [
    ([0, 1, 2, 3, 4, 5, 6, 8], "in order"),  # one too few
    ([0, 2, 1, 3, 4, 5, 6, 7, 8][1:], "in order"),
    ([0, 1, 2, 3, 4, 5, 6, 7, 9], "in order"),
    ("012345678", "in order"),
    ([0, 1, 2, 3, 4, 5, 6, 7, True], "in order"),
    ([1, 2, 3, 4, 5, 6, 7, 8, 8], "in order"),
])
def test_malformed_origins_are_rejected(origins, message):
    with pytest.raises(ValueError, match=message):
        t.State.from_dict({**GOOD, "variant": "grey", "origins": origins})


def test_origins_must_agree_with_the_bases():
    """A cell keeps its base: red ones stood at the ends of the line of nine, grey ones between."""
    grey = {"game": "twentyseven", "variant": "grey", "to_move": 0,
            "cells": ["RWWWWWWWWW", "GG"] + ["G"] * 5 + ["RBBBBBBBBB"]}
    with pytest.raises(ValueError, match="R base"):
        t.State.from_dict({**grey, "origins": [0, 1, 2, 3, 4, 5, 6, 7]})
    red = {"game": "twentyseven", "variant": "red", "to_move": 0,
           "cells": ["RWWWWWWWWW"] + ["G"] * 6 + ["GRBBBBBBBBB"]}
    with pytest.raises(ValueError, match="G base"):
        t.State.from_dict({**red, "origins": [0, 1, 2, 3, 4, 5, 6, 8]})
    assert t.State.from_dict({**red, "origins": [0, 1, 2, 3, 4, 5, 6, 7]}).origin(7) == 7


# Turns, ownership, passes.

def test_black_moves_first_when_drawn():
    state = t.new_game(first=1)
    assert state.to_move == 1
    assert moves(state) == [(8, k) for k in range(1, 10)]
    assert state.play(t.Move(8, 3)).cells[7:] == ("GBBB", "RBBBBBB")


def test_distance_is_the_number_of_owned_stacks_goal_included():
    state = t.State.from_text("RBBBBBBBBB G G G G GWWWW G GWWWW RW")
    assert state.owned_stacks(0) == 3  # cells 5, 7 and the goal 8
    assert moves(state) == [(5, k) for k in range(1, 5)]
    assert state.destination(t.Move(5, 2)) == 8


def test_overshooting_the_end_of_the_line_is_illegal():
    state = t.State.from_text("RBBBBBBBBB G G G G GWWWW G GWWWW RW")
    with pytest.raises(IllegalMove, match="end of the line"):
        state.play(t.Move(7, 1))
    with pytest.raises(IllegalMove, match="end of the line"):
        state.destination(t.Move(7, 4))


def test_stack_on_its_goal_never_moves():
    state = t.State.from_text("RBBBBBBBBB G G G G GWWWW G GWWWW RW")
    with pytest.raises(IllegalMove, match="end of the line"):
        state.play(t.Move(8, 1))
    # Black's only stack is home on cell 0: black is blocked, white keeps playing.
    after = state.play(t.Move(5, 1))
    assert after.legal_moves() == [t.PASS]


def test_top_pawn_owns_a_mixed_stack_and_carries_enemy_pawns_along():
    state = t.State.from_text("RBBBBBB GWB GBW G G G G G RWWWWWWWB")
    assert [state.owner(i) for i in range(9)] == [1, 1, 0, None, None, None, None, None, 1]
    assert state.owned_stacks(0) == 1 and state.owned_stacks(1) == 3
    after = state.play(t.Move(2, 2))  # the black pawn under white's travels forward
    assert after.cells[2:4] == ("G", "GBW")
    assert after.owner(2) is None and after.owner(3) == 0


def test_grey_pawn_left_on_top_belongs_to_nobody():
    state = t.State.from_text("RWWWWWWW G GGWW G G G G RBBBBBBBBB", variant='grey')
    assert state.owned_stacks(0) == 2
    after = state.play(t.Move(2, 2)).play(t.Move(7, 1))
    assert after.cells[2] == "GG" and after.owner(2) is None
    assert after.owned_stacks(0) == 2  # cells 0 and 4


def test_blocked_player_passes_then_plays_again_when_a_move_appears():
    state = t.State.from_text("RBBBBBBB G G GWB G G G G RWWWWWWWWB")
    assert state.owned_stacks(0) == 0
    assert state.legal_moves() == [t.PASS] and not state.is_over
    with pytest.raises(IllegalMove, match="must pass"):
        state.play(t.Move(3, 1))
    black = state.play(t.PASS)
    assert black.to_move == 1 and black.cells == state.cells
    assert moves(black) == [(3, 1), (3, 2)] + [(8, k) for k in range(1, 10)]
    white = black.play(t.Move(3, 1))  # uncovers the white pawn on cell 3
    assert moves(white) == [(3, 1)]
    with pytest.raises(IllegalMove, match="cannot pass"):
        white.play(t.PASS)


def test_equal_scores_are_a_draw():
    state = t.State.from_text("RBBBBBBBBB G G G G G G G RWWWWWWWWW")
    assert state.is_over and state.score(0) == state.score(1) == 9
    assert state.winner is None and state.outcome == "neither player can move"


def test_carried_grey_pawns_count_for_the_score_but_the_base_never_does():
    state = t.State.from_text("RBBBBBBBB G G G G G G RBGWWWWWWWWW", variant='grey')
    assert state.is_over
    assert (state.score(0), state.score(1)) == (11, 8) and state.winner == 0


def test_carried_red_pawn_counts_and_the_goal_is_the_current_end():
    state = t.State.from_text("GRBBBBBBBBB G G G G G G RWWWWWWWWW", variant='red')
    assert state.is_over and state.goal(1) == 0 and state.goal(0) == 7
    assert (state.score(0), state.score(1)) == (9, 10) and state.winner == 1


def test_pawns_left_on_a_start_cell_score_for_the_opponent():
    # White owns 9 stacks, so every move would go 9 cells: all overshoot.
    state = t.State.from_text("RBBBBBBBBBW GW GW GW GW GW GW GW RW")
    assert state.is_over
    assert (state.score(0), state.score(1)) == (1, 10) and state.winner == 1


def test_line_down_to_one_cell_is_both_goals_and_a_draw():
    state = t.State.from_text("RW RGGGGGGGWWWWWWWWBBBBBBBBB", variant='red')
    assert moves(state) == [(0, 1), (0, 2)]
    after = state.play(t.Move(0, 2))
    assert after.cells == ("RGGGGGGGWWWWWWWWBBBBBBBBBRW",)
    assert after.goal(0) == after.goal(1) == 0 == after.start(0)
    assert after.is_over and after.score(0) == after.score(1) == 26
    assert after.winner is None


# Illegal moves.

@pytest.mark.parametrize("move, reason", [
    (t.Move(3, 1), "cell 3 holds no stack of yours"),
    (t.Move(8, 1), "cell 8 holds no stack of yours"),
    (t.Move(9, 1), "cell 9 holds no stack of yours"),
    (t.Move(0, 10), "base of cell 0 cannot move"),
    (t.Move(0, 11), "only 9 pawn"),
    ("0 1", "not a move"),
])
def test_illegal_moves_say_why(move, reason):
    with pytest.raises(IllegalMove, match=reason):
        t.new_game().play(move)


@pytest.mark.parametrize("fresh", [t.new_game, lambda: t.State.from_dict(t.new_game().to_dict())])
def test_why_illegal_asked_first_of_a_fresh_position_says_why(fresh):
    """A position asked why before anything else (found by the type checker: its cache of moves
    was still empty, so every move, legal ones too, was "the game is over")."""
    assert fresh().why_illegal(t.Move(0, 1)) is None
    assert "only 9 pawn" in fresh().why_illegal(t.Move(0, 11)).text
    assert fresh().why_illegal(t.Move(3, 1)).key == "nobody_owns"
    assert fresh().why_illegal(t.PASS).key == "no_pass"


def test_grey_variant_keeps_the_red_bases():
    state = t.new_game(variant="grey")
    assert len(state.legal_moves()) == 9
    with pytest.raises(IllegalMove, match="base of cell 0 cannot move"):
        state.play(t.Move(0, 10))


def test_destination_and_removes_cell_reject_passes_and_illegal_moves():
    blocked = t.State.from_text("RBBBBBBB G G GWB G G G G RWWWWWWWWB")
    with pytest.raises(IllegalMove, match="pass"):
        blocked.destination(t.PASS)
    with pytest.raises(IllegalMove):
        t.new_game().removes_cell(t.Move(0, 10))


def test_play_leaves_the_state_unchanged():
    state = t.new_game()
    state.play(t.Move(0, 9))
    assert state.cells == tuple(START) and state.to_move == 0


# Moves and options.

def test_move_notation_and_dicts():
    assert str(t.Move(1, 4)) == "4 from cell 1" and str(t.PASS) == "pass"
    assert t.PASS.is_pass and not t.Move(0, 1).is_pass
    assert t.Move.from_dict({"pass": True}) is t.PASS
    assert t.Move(0, 3).to_dict() == {"from": 0, "count": 3}


@pytest.mark.parametrize("data", [
    None, [], {}, {"pass": False}, {"pass": 1}, {"pass": True, "from": 0},
    {"from": 0}, {"from": 0, "count": 1, "x": 2}, {"from": -1, "count": 1},
    {"from": 0, "count": 0}, {"from": True, "count": 1}, {"from": 0, "count": "2"},
    {"from": 1.0, "count": 1},
])
def test_malformed_move_dicts_are_rejected(data):
    with pytest.raises(ValueError):
        t.Move.from_dict(data)


def test_moves_reject_impossible_values():
    with pytest.raises(ValueError):
        t.Move(0, 0)
    with pytest.raises(ValueError):
        t.Move(-2, 1)


@pytest.mark.parametrize("options", [
    {"variant": "hard"}, {"variant": None}, {"first": 2}, {"first": True}, {"first": "0"},
    {"players": 2},
])
def test_bad_options_are_rejected(options):
    with pytest.raises(ValueError):
        t.new_game(**options)


# Positions.

GOOD = {"game": "twentyseven", "variant": "basic", "to_move": 0, "cells": START}


@pytest.mark.parametrize("change, message", [
    ({"game": "chess"}, "not a position"),
    ({"variant": "Basic"}, "unknown variant"),
    ({"to_move": 2}, "to_move"),
    ({"to_move": False}, "to_move"),
    ({"cells": "RG"}, "cells"),
    ({"cells": []}, "cells"),
    ({"cells": START + ["G"]}, "cells"),
    ({"cells": START[:8] + [9]}, "non-empty string"),
    ({"cells": START[:1] + [""] + START[2:]}, "every cell has a base"),
    ({"cells": ["RWWWWWWWWX"] + START[1:]}, "unknown letter"),
    ({"cells": ["RWWWWWWWWw"] + START[1:]}, "unknown letter"),
    ({"cells": ["WRWWWWWWWW"] + START[1:]}, "base of cell 0"),
    ({"cells": ["RWWWWWWWW"] + START[1:]}, "9 W pawns"),
    ({"cells": START[:8] + ["RBBBBBBBBBB"]}, "9 B pawns"),
    ({"cells": ["RWWWWWWWWW", "GG"] + START[2:]}, "7 G pawns"),
    ({"cells": ["RWWWWWWWWW", "GG"] + START[3:]}, "basic game"),
    ({"cells": ["RWWWWWWWWW"] + START[2:] + ["G"]}, "basic game"),
])
def test_malformed_positions_are_rejected(change, message):
    with pytest.raises(ValueError, match=message):
        t.State.from_dict({**GOOD, **change})


def test_position_keys_must_be_exact():
    with pytest.raises(ValueError, match="keys"):
        t.State.from_dict({k: v for k, v in GOOD.items() if k != "to_move"})
    with pytest.raises(ValueError, match="keys"):
        t.State.from_dict({**GOOD, "moves": []})
    with pytest.raises(ValueError, match="JSON object"):
        t.State.from_dict(json.dumps(GOOD))


def test_variants_accept_only_the_bases_they_can_move():
    grey_line = ["RWWWWWWWWW", "GG"] + START[3:]
    assert position(grey_line, "grey").cells[1] == "GG"
    assert position(grey_line, "red").variant == "red"
    red_line = ["GRWWWWWWWWW"] + START[2:]
    assert position(red_line, "red").cells[0] == "GRWWWWWWWWW"
    with pytest.raises(ValueError, match="grey variant"):
        position(red_line, "grey")
    with pytest.raises(ValueError, match="grey variant"):
        t.State.from_text("RGGGGGGGWWWWWWWWWBBBBBBBBBR", variant='grey')


def test_states_compare_by_position_not_by_cache():
    state = t.new_game()
    state.legal_moves()
    assert state == position(START) and hash(state) == hash(position(START))
    assert state != t.new_game(first=1) and state != t.new_game(variant="grey")


# Random games.

def conserved(state):
    return pawns(state) == {"W": 9, "B": 9, "G": 7, "R": 2}


def check_move(state, move):
    """Play ``move`` and check it did what the rules say."""
    after = state.play(move)
    assert after.to_move == 1 - state.to_move
    if move.is_pass:
        assert after.cells == state.cells
        return after
    i, k = move.from_cell, move.count
    target = state.destination(move)
    n = state.owned_stacks(state.to_move)
    assert target - i == (-n if state.to_move else n)
    assert i != state.goal(state.to_move)
    removed = state.removes_cell(move)
    assert removed == (k == len(state.cells[i]))
    assert len(after.cells) == len(state.cells) - removed
    landed = target - (removed and target > i)
    assert after.cells[landed] == state.cells[target] + state.cells[i][-k:]
    assert conserved(after)
    return after


@given(st.sampled_from(t.VARIANTS), st.integers(0, 1), st.randoms(use_true_random=False))
def test_random_games_keep_every_rule(variant, first, rng):
    state, played = t.new_game(variant=variant, first=first), []
    names = tuple(range(9))  # each cell's place in the line of nine, followed by hand
    for _ in range(300):
        assert conserved(state)
        assert t.State.from_dict(json.loads(json.dumps(state.to_dict()))) == state
        legal = state.legal_moves()
        assert state.is_over == (not legal)
        assert (state.outcome is None) == (not state.is_over)
        if state.is_over:
            break
        assert state.winner is None
        assert len(set(legal)) == len(legal)
        assert t.PASS not in legal or legal == [t.PASS]
        for move in legal:
            assert t.Move.from_dict(json.loads(json.dumps(move.to_dict()))) == move
            check_move(state, move)
        move = rng.choice(legal)
        played.append(move)
        if not move.is_pass and state.removes_cell(move):
            names = names[:move.from_cell] + names[move.from_cell + 1:]
        state = state.play(move)
        assert state.line_origins() == tuple(names)
        assert all(cell[0] == START[origin][0] for cell, origin in zip(state.cells, names))
    assert state.is_over, "a game must end"
    assert state.outcome in t.OUTCOMES
    scores = state.score(0), state.score(1)
    assert state.winner == (None if scores[0] == scores[1] else scores.index(max(scores)))
    options = {"variant": variant, "first": first}
    *_, states = replay(json.loads(json.dumps(make_record("twentyseven", options, played))))
    assert states[-1] == state and states[-1].line_origins() == state.line_origins()


def mutate(data, rng):
    """A copy of ``data`` broken in one random way that no valid position shows."""
    data = json.loads(json.dumps(data))
    cells = data["cells"]
    i = rng.randrange(len(cells))
    kind = rng.randrange(8)
    if kind == 0:
        del data[rng.choice(sorted(data))]
    elif kind == 1:
        data[rng.choice(sorted(data))] = rng.choice([None, 1.5, "x", [], {}, True])
    elif kind == 2:
        cells[i] += rng.choice("WBGR")  # one pawn too many
    elif kind == 3:
        cells[i] = cells[i][:-1]  # one pawn too few, or an empty cell
    elif kind == 4:
        at = rng.randrange(len(cells[i]) + 1)
        cells[i] = cells[i][:at] + rng.choice("XYwg0 ") + cells[i][at:]
    elif kind == 5:
        cells[i] = rng.choice("WB") + cells[i][1:] if len(cells[i]) > 1 else ""
    elif kind == 6:
        cells.insert(i, rng.choice(["G", "R", ""]))
    else:
        data["cells"] = tuple(cells) if rng.random() < 0.5 else cells + cells
    return data


@given(st.sampled_from(t.VARIANTS), st.randoms(use_true_random=False))
def test_broken_positions_raise_value_error_only(variant, rng):
    state = t.new_game(variant=variant)
    for _ in range(rng.randrange(30)):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    data = mutate(state.to_dict(), rng)
    if isinstance(data.get("cells"), tuple) and data.keys() == state.to_dict().keys():
        assert t.State.from_dict(data) == state  # a tuple of cells is fine
        return
    with pytest.raises(ValueError):
        t.State.from_dict(data)


def test_a_move_is_typed_with_the_cells_lasting_names_once_a_cell_has_vanished():
    """After cell 2's base has gone, "3x4" still means the cell the board labels 4."""
    from random_play import random_states

    from pyrapack.rules import NotationError

    state = next(s for seed in range(20) for s in random_states("twentyseven", seed, 80, variant="grey")
                 if s.origins is not None and not s.is_over and not s.legal_moves()[0].is_pass)
    move = state.legal_moves()[-1]
    name = state.cell_name(move.from_cell)
    assert name != str(move.from_cell + 1)  # the lasting name differs from the place in today's line
    assert state.parse_move(f"{move.count} × {name} → {state.cell_name(state.destination(move))}") == move
    assert state.parse_move(f"{move.count}x{name}") == move
    gone = next(str(n) for n in range(1, 10) if str(n) not in map(state.cell_name, range(len(state.cells))))
    with pytest.raises(NotationError, match=f"{gone} is not a square"):
        state.parse_move(f"1x{gone}")
    with pytest.raises(NotationError):
        state.parse_move(f"{move.count}x{name}-{name}")  # a destination the move does not reach


def test_a_typed_move_from_a_stack_of_the_other_player_says_whose_it_is():
    state = t.new_game(first=0)
    with pytest.raises(IllegalMove) as refused:
        state.parse_move("1x9")
    assert refused.value.reason.key == "not_yours"
