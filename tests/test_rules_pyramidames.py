"""Pyramidames rules: the spec's worked examples, every rule, and random games.

``_reference_moves`` is a slow, literal transcription of the spec (one branch
per face choice, nothing precomputed) that the fast module is checked against.
"""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from random_play import random_states

from pyrapack.rules import IllegalMove
from pyrapack.rules import pyramidames as P
from pyrapack.rules.record import make_record, replay


def position(white, black, to_move=0):
    """A position from squares, written as the rules read it."""
    names = (" ".join(P.square_name(sq) for sq in side) for side in (white, black))
    return P.State.from_text(" | ".join(names), to_move)


def paths(state):
    return {m.path for m in state.legal_moves()}


def move(*squares):
    return P.Move(tuple(squares))


# --- The reference: the spec, word for word ---

def _reference_moves(state):
    """Legal paths of ``state`` computed straight from the spec."""
    me = state.to_move
    mine, theirs = set(state.pieces(me)), set(state.pieces(1 - me))
    start_squares = sorted(mine)

    def on_board(sq):
        return 0 <= sq[0] < P.BASE and 0 <= sq[1] < P.BASE

    def complete(path, landed_normally, allowed, jumped):
        here, found = path[-1], set()
        for dx in (-1, 1):
            for dy in (-1, 1):
                m = (here[0] + dx, here[1] + dy)
                l = (here[0] + 2 * dx, here[1] + 2 * dy)
                if not on_board(l) or m not in theirs or m in jumped:
                    continue
                if l != path[0] and (l in mine or l in theirs):
                    continue
                for face in P.faces_of(*here) & P.faces_of(*m) & allowed:
                    if face in P.faces_of(*l):
                        found |= complete(path + (l,), True, set(P.FACES), jumped | {m})
                    else:
                        opposite = P.OPPOSITE[face]
                        nxt = {opposite} if opposite in P.faces_of(*l) else P.faces_of(*l)
                        found |= complete(path + (l,), False, nxt, jumped | {m})
        if found:
            return found
        return {path} if landed_normally and len(path) > 1 else set()

    captures = set()
    for sq in start_squares:
        captures |= complete((sq,), False, set(P.FACES), frozenset())
    if captures:
        return captures
    forward = 1 if me == 0 else -1
    steps = set()
    for x, y in start_squares:
        for dx in (-1, 1):
            to = (x + dx, y + forward)
            if on_board(to) and to not in mine and to not in theirs:
                steps.add(((x, y), to))
    return steps


# --- Geometry ---

def test_board_geometry_follows_base():
    assert (P.BASE, P.LEVELS, P.PAWNS) == (8, 4, 12)
    assert len(P.DARK_SQUARES) == 32 and all((x + y) % 2 == 0 for x, y in P.DARK_SQUARES)
    assert [P.level(x, 3) for x in range(8)] == [0, 1, 2, 3, 3, 2, 1, 0]
    assert P.faces_of(3, 1) == {"A"} and P.faces_of(6, 2) == {"B"}
    assert P.faces_of(4, 6) == {"C"} and P.faces_of(1, 3) == {"D"}
    assert P.faces_of(2, 2) == {"A", "D"} and P.faces_of(5, 5) == {"B", "C"}
    for face, squares in P.FACE_SQUARES.items():
        assert len(squares) == 10 and all(face in P.faces_of(*sq) for sq in squares)


# --- The spec's worked examples ---

def test_initial_position_has_seven_steps_from_row_two():
    state = P.new_game()
    assert state.to_move == 0 and len(state.pieces(0)) == len(state.pieces(1)) == 12
    assert paths(state) == {
        ((0, 2), (1, 3)), ((2, 2), (1, 3)), ((2, 2), (3, 3)), ((4, 2), (3, 3)),
        ((4, 2), (5, 3)), ((6, 2), (5, 3)), ((6, 2), (7, 3)),
    }
    assert len(state.legal_moves()) == 7


def test_capture_is_compulsory():
    state = P.State.from_text("c1 g1 | d2 h8")
    (only,) = state.legal_moves()
    assert only.path == ((2, 0), (4, 2)) and only.is_capture
    assert state.captured(only) == ((3, 1),)
    assert state.jump_faces(only) == (frozenset("A"),)
    assert state.invisible_stops(only) == ()
    after = state.play(only)
    assert after.pieces(1) == ((7, 7),) and after.piece_at((4, 2)) == 0 and not after.is_over
    with pytest.raises(IllegalMove, match="capture is compulsory"):
        state.play(move((6, 0), (5, 1)))


def test_same_level_is_no_capture():
    state = P.State.from_text("f2 a1 | g3 h8")
    assert P.level(5, 1) == P.level(6, 2) == 1
    assert paths(state) == {((0, 0), (1, 1)), ((5, 1), (4, 2))}
    with pytest.raises(IllegalMove, match="share no face"):
        state.play(move((5, 1), (7, 3)))


def test_invisible_cube_forces_a_capture_in_another_face():
    state = P.State.from_text("b4 a1 | c5 e7 h8")
    (only,) = state.legal_moves()
    assert only.path == ((1, 3), (3, 5), (5, 7))
    assert state.jump_faces(only) == (frozenset("D"), frozenset("C"))
    assert state.invisible_stops(only) == ((3, 5),)
    assert state.captured(only) == ((2, 4), (4, 6))
    after = state.play(only)
    assert after.is_over and after.winner == 0 and after.outcome == "reached the far row"
    assert after.legal_moves() == []


def test_a_jump_that_can_only_end_on_an_invisible_cube_is_illegal():
    state = P.State.from_text("b4 a1 | c5 h8")
    assert paths(state) == {((0, 0), (1, 1)), ((1, 3), (0, 4))}
    with pytest.raises(IllegalMove, match="may not end on the invisible cube on d6"):
        state.play(move((1, 3), (3, 5)))


def test_over_the_summit_the_capture_goes_on_in_the_opposite_face():
    state = P.State.from_text("c3 a1 | d4 f6 b8")
    (only,) = state.legal_moves()
    assert only.path == ((2, 2), (4, 4), (6, 6))
    assert state.jump_faces(only) == (frozenset("AD"), frozenset("BC"))
    assert state.invisible_stops(only) == ((4, 4),)
    assert paths(P.State.from_text("c3 a1 | d4 b8")) == {
        ((0, 0), (1, 1)), ((2, 2), (1, 3)),
    }


# --- Targeted rules ---

def test_summit_jump_pairs_each_face_with_its_opposite():
    # Over the summit through A the next jump is in C, through D it is in B.
    via_b = P.State.from_text("c3 a1 | d4 f4 h8")
    (only,) = via_b.legal_moves()
    assert only.path == ((2, 2), (4, 4), (6, 2))
    assert via_b.jump_faces(only) == (frozenset("D"), frozenset("B"))
    via_c = P.State.from_text("c3 a1 | d4 d6 h8")
    (only,) = via_c.legal_moves()
    assert only.path == ((2, 2), (4, 4), (2, 6))
    assert via_c.jump_faces(only) == (frozenset("A"), frozenset("C"))


def test_a_piece_is_never_jumped_twice():
    # Without the rule the pawn could jump (3,1) back to its empty start square.
    state = P.State.from_text("c1 | d2 h8")
    assert paths(state) == {((2, 0), (4, 2))}
    with pytest.raises(IllegalMove, match="cannot be jumped twice"):
        state.play(move((2, 0), (4, 2), (2, 0)))


def test_a_capture_may_come_back_to_its_start_square():
    state = P.State.from_text("d6 | e5 g5 g7 e7")
    loop = move((3, 5), (5, 3), (7, 5), (5, 7), (3, 5))
    assert paths(state) == {loop.path, ((3, 5), (5, 7), (7, 5), (5, 3))}
    assert state.invisible_stops(loop) == ((5, 3), (5, 7))
    after = state.play(loop)
    assert after.pieces(0) == ((3, 5),) and after.pieces(1) == ()
    assert after.outcome == "captured every piece" and after.winner == 0


def test_a_capture_may_cross_an_empty_square_twice():
    state = P.State.from_text("b4 | c5 e5 g5 g7 e7 d2")
    long = move((1, 3), (3, 5), (5, 3), (7, 5), (5, 7), (3, 5))
    assert long.path in paths(state)
    after = state.play(long)
    assert state.captured(long) == ((2, 4), (4, 4), (6, 4), (6, 6), (4, 6))
    assert after.pieces(1) == ((3, 1),)


def test_jumped_pieces_stay_until_the_move_ends():
    # The jumped piece is still there mid-move (it cannot be jumped again), and
    # every jumped piece goes at the end.
    state = P.State.from_text("d6 | e5 g5 g7 e7 a7")
    with pytest.raises(IllegalMove, match="piece on e5 cannot be jumped twice"):
        state.play(move((3, 5), (5, 3), (7, 5), (5, 7), (3, 5), (5, 3)))
    after = state.play(move((3, 5), (5, 3), (7, 5), (5, 7), (3, 5)))
    assert after.pieces(1) == ((0, 6),)


def test_multi_capture_must_continue():
    state = P.State.from_text("c1 | d2 f2 h8")
    assert paths(state) == {((2, 0), (4, 2), (6, 0))}
    with pytest.raises(IllegalMove, match="must go on from e3"):
        state.play(move((2, 0), (4, 2)))


def test_any_capture_sequence_may_be_chosen():
    state = P.State.from_text("g5 g3 | f4 f2")
    assert paths(state) == {((6, 2), (4, 4)), ((6, 4), (4, 2), (6, 0))}


def test_black_captures_and_steps_downwards():
    state = P.State.from_text("d2 a1 | e3 h6", to_move=1)
    assert paths(state) == {((4, 2), (2, 0))}
    state = P.State.from_text("a1 | h6", to_move=1)
    assert paths(state) == {((7, 5), (6, 4))}


def test_reaching_the_far_row_wins():
    state = P.State.from_text("a1 | b2 h8", to_move=1)
    after = state.play(move((1, 1), (2, 0)))  # jumping (0,0) would land off the board
    assert after.winner == 1 and after.outcome == "reached the far row"
    white = P.State.from_text("c7 a1 | h8").play(move((2, 6), (1, 7)))
    assert white.is_over and white.winner == 0 and white.outcome == "reached the far row"


def test_capturing_every_piece_wins():
    after = P.State.from_text("c1 | d2").play(move((2, 0), (4, 2)))
    assert after.is_over and after.winner == 0 and after.outcome == "captured every piece"


def test_a_player_without_a_move_loses():
    # Black's pawn on (0,2) is blocked by (1,1); jumping it would end on an invisible cube.
    state = P.State.from_text("b2 g5 | a3")
    after = state.play(move((6, 4), (7, 5)))
    assert after.to_move == 1 and after.legal_moves() == []
    assert after.is_over and after.winner == 0
    assert after.outcome == "left the opponent without a move"
    assert not state.play(move((1, 1), (2, 2))).is_over


def test_illegal_move_messages():
    state = P.new_game()
    cases = [
        (move((1, 1), (2, 2)), "c3 is not empty"),
        (move((3, 5), (2, 4)), "d6 holds no pawn of yours"),
        (move((0, 2), (2, 4)), "no enemy piece on b4"),
        (move((0, 2), (3, 5)), "neither a diagonal step nor a jump"),
        (move((8, 8), (7, 7)), "off the 8x8 board"),
        (move((0, 2),), "at least two squares"),
        ("a3-b4", "not a Pyramidames move"),
    ]
    for bad, message in cases:
        with pytest.raises(IllegalMove, match=message):
            state.play(bad)
    backwards = P.State.from_text("d4 a1 | h8")
    with pytest.raises(IllegalMove, match="forward only"):
        backwards.play(move((3, 3), (2, 2)))
    over = P.State.from_text("c1 | d2").play(move((2, 0), (4, 2)))
    with pytest.raises(IllegalMove, match="the game is over"):
        over.play(move((4, 2), (5, 3)))
    for query in (state.captured, state.jump_faces, state.invisible_stops):
        with pytest.raises(IllegalMove):
            query(move((0, 2), (1, 1)))


def test_move_notation_and_dict():
    step, capture = move((2, 2), (3, 3)), move((1, 3), (3, 5), (5, 7))
    assert (str(step), str(capture)) == ("c3-d4", "b4xd6xf8")
    assert not step.is_capture and capture.is_capture and not step.is_pass
    assert capture.to_dict() == {"path": [[1, 3], [3, 5], [5, 7]]}
    assert P.Move.from_dict({"path": [[1, 3], [3, 5]]}).is_capture


@pytest.mark.parametrize("bad", [
    None, [], {}, {"path": [[0, 0]]}, {"path": [[0, 0], [1, 1]], "x": 1}, {"path": "a1-b2"},
    {"path": [[0, 0], [1]]}, {"path": [[0, 0], [1, 1.0]]}, {"path": [[0, 0], [True, 1]]},
    {"path": [[0, 0], [8, 1]]}, {"path": [[0, -1], [1, 1]]}, {"steps": [[0, 0], [1, 1]]},
])
def test_move_from_dict_rejects_malformed_input(bad):
    with pytest.raises(ValueError):
        P.Move.from_dict(bad)


def _base():
    return {"game": "pyramidames", "to_move": 0, "white": [[0, 0]], "black": [[7, 7]]}


@pytest.mark.parametrize("change, message", [
    ({"game": "chess"}, "game is 'chess'"),
    ({"to_move": 2}, "to_move"),
    ({"to_move": True}, "to_move"),
    ({"white": [[1, 0]]}, "light square"),
    ({"white": [[8, 0]]}, "off the 8x8 board"),
    ({"white": [[0, 0], [0, 0]]}, "two pieces"),
    ({"black": [[0, 0]]}, "two pieces"),
    ({"white": [[x, y] for x, y in P.DARK_SQUARES[:13]]}, "13 pieces"),
    ({"white": "a1"}, "list"),
    ({"white": [[0, "0"]]}, "pair of integers"),
    ({"white": [[0, 0, 0]]}, "pair of integers"),
    ({"white": [], "black": []}, "at least one piece"),
    ({"white": [[1, 7]], "black": [[0, 0]]}, "both players"),
])
def test_state_from_dict_rejects_malformed_input(change, message):
    with pytest.raises(ValueError, match=message):
        P.State.from_dict({**_base(), **change})
    with pytest.raises(ValueError):
        P.State.from_dict({k: v for k, v in _base().items() if k != "black"})
    with pytest.raises(ValueError):
        P.State.from_dict({**_base(), "extra": 1})


def test_new_game_takes_no_options():
    with pytest.raises(ValueError, match="no options"):
        P.new_game(variant="standard")


def test_state_helpers():
    state = P.new_game()
    assert state.piece_at((0, 0)) == 0 and state.piece_at((7, 7)) == 1
    assert state.piece_at((3, 3)) is None and state.piece_at((9, 9)) is None
    assert state.pieces(0)[:4] == ((0, 0), (2, 0), (4, 0), (6, 0))
    assert state.to_dict()["white"][:2] == [[0, 0], [2, 0]]


# --- Random games ---

def _check_against_reference(state):
    assert paths(state) == (set() if state.is_over else _reference_moves(state))


@given(st.randoms(use_true_random=False))
def test_random_games_keep_every_invariant(rng):
    state, plies, moves = P.new_game(), 0, []
    while not state.is_over:
        assert P.State.from_dict(json.loads(json.dumps(state.to_dict()))) == state
        legal = state.legal_moves()
        assert legal and len(set(legal)) == len(legal)
        assert paths(state) == _reference_moves(state)
        for m in legal:
            assert P.Move.from_dict(json.loads(json.dumps(m.to_dict()))) == m
            after = state.play(m)
            mover, other = state.to_move, 1 - state.to_move
            assert len(after.pieces(mover)) == len(state.pieces(mover))
            taken = state.captured(m)
            assert len(after.pieces(other)) == len(state.pieces(other)) - len(taken)
            assert len(set(taken)) == len(taken)
            assert all(after.piece_at(sq) is None for sq in taken)
            faces = state.jump_faces(m)
            assert len(faces) == (len(m.path) - 1 if m.is_capture else 0) and all(faces)
            assert set(state.invisible_stops(m)) <= set(m.path[1:-1])
            assert all((x + y) % 2 == 0 for p in (0, 1) for x, y in after.pieces(p))
        chosen = rng.choice(legal)
        moves.append(chosen)
        state = state.play(chosen)
        plies += 1
        assert plies < 300
        assert (state.winner is None) == (state.outcome is None) == (not state.is_over)
    assert state.outcome in P.OUTCOMES and state.winner in (0, 1)
    assert P.State.from_dict(state.to_dict()).outcome == state.outcome
    _, _, _, states = replay(make_record("pyramidames", {}, moves))
    assert states[-1] == state and states[-1].outcome == state.outcome


@given(st.randoms(use_true_random=False))
def test_random_positions_match_the_reference(rng):
    for _ in range(20):
        squares = rng.sample(P.DARK_SQUARES, rng.randint(2, 14))
        cut = rng.randint(1, len(squares) - 1)
        try:
            state = position(squares[:cut], squares[cut:], rng.randint(0, 1))
        except ValueError:
            continue
        _check_against_reference(state)
        for m in state.legal_moves():
            assert state.jump_faces(m) or not m.is_capture
            state.play(m)


@given(st.randoms(use_true_random=False))
def test_mutated_dicts_raise_value_error_only(rng):
    good = P.new_game().to_dict()
    junk = [None, -1, 0, 1, 7, 8, 12, True, 1.5, "x", "white", [], [0], [[0, 0]], {}, [[1, 0]]]
    for _ in range(30):
        d = json.loads(json.dumps(good))
        for _ in range(rng.randint(1, 3)):
            key = rng.choice(list(d) + ["extra"])
            roll = rng.random()
            if roll < 0.2:
                d.pop(key, None)
            elif roll < 0.5 or not isinstance(d.get(key), list) or not d[key]:
                d[key] = rng.choice(junk)
            elif roll < 0.75:
                d[key][rng.randrange(len(d[key]))] = rng.choice(junk)
            else:
                d[key].append(rng.choice(junk + [[2, 4], [3, 3]]))
        try:
            state = P.State.from_dict(d)
        except ValueError:
            continue
        assert P.State.from_dict(state.to_dict()) == state
        m = {"path": [rng.choice(junk), rng.choice(junk)]}
        try:
            P.Move.from_dict(m)
        except ValueError:
            pass


def test_a_capture_typed_by_its_first_and_last_squares_is_the_path_between_them():
    found = False
    for state in (s for seed in range(8) for s in random_states("pyramidames", seed, 80)):
        for move in (m for m in state.legal_moves() if len(m.path) > 2):
            ends = [m for m in state.legal_moves() if (m.path[0], m.path[-1]) == (move.path[0], move.path[-1])]
            short = f"{P.square_name(move.path[0])}x{P.square_name(move.path[-1])}"
            if len(ends) == 1:
                assert state.parse_move(short) == move
                found = True
    assert found


def test_a_typed_step_backwards_says_pawns_go_forward():
    state = P.new_game()
    step = next(m for m in state.legal_moves())
    after = state.play(step).play(next(iter(state.play(step).legal_moves())))
    back = f"{P.square_name(step.path[1])}-{P.square_name(step.path[0])}"
    with pytest.raises(IllegalMove) as refused:
        after.parse_move(back)
    assert refused.value.reason.key in ("forward_only", "must_capture", "step_blocked")


def test_square_names_read_back():
    for sq in P.DARK_SQUARES:
        assert P.parse_square(P.square_name(sq)) == sq
    for bad in ("i1", "a9", "a0", "", "c", None):
        with pytest.raises(ValueError):
            P.parse_square(bad)


def test_a_move_read_back_from_its_notation_is_the_same():
    for state in (s for seed in range(4) for s in random_states("pyramidames", seed, 60)):
        for move in state.legal_moves():
            assert P.Move.from_text(str(move)) == move
