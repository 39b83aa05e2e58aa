"""Playing Pyramidames in the real app, headless, with real mouse events."""

import random

import pygame
import pytest

from pyrapack import i18n
from pyrapack.match import Match
from pyrapack.rules import pyramidames as rules
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.replay import ReplayScene

# Found by playing seeded random games with the rules module: after these ten
# moves white must capture with b4, and two multi-captures share their start
# b4xd6 (an invisible cube on d6) then split: the long one lands on d6 again.
OPENING_SEED, OPENING_PLIES = 250, 10
LONG_RAFLE = "b4xd6xf4xh6xf8xd6"


def opening():
    """The scripted moves that lead to the position with the long multi-capture."""
    rng, state, moves = random.Random(OPENING_SEED), rules.new_game(), []
    for _ in range(OPENING_PLIES):
        move = rng.choice(sorted(state.legal_moves(), key=str))
        moves.append(move)
        state = state.play(move)
    return moves


def shown(scene):
    """What the faces panel shows now (the top view shows the same outside animations)."""
    return scene.view.picture(scene.state, scene.marks(), scene.anim)


def square(name):
    return (ord(name[0]) - ord("a"), int(name[1:]) - 1)


def test_hotseat_game_with_a_multicapture_entered_click_by_click(driver):
    scene = driver.start_game("pyramidames")
    for move in opening():
        driver.enter_move(move)
        driver.settle()
    state = scene.state
    rafle = next(m for m in state.legal_moves() if str(m) == LONG_RAFLE)
    assert "compulsory" in scene.turn_text()
    path = rafle.path
    for k, sq in enumerate(path[:-1]):
        driver.click(driver.point_of(("pawn", sq) if k == 0 else ("square", sq)))
        assert scene.state is state  # nothing is played before the path is complete
        # only the continuations still legal light up, in the top view and on the faces
        expected = {m.path[k + 1] for m in state.legal_moves() if m.path[:k + 1] == path[:k + 1]}
        assert scene.input.next_targets == {("square", l) for l in expected}
        picture = shown(scene)
        assert {target[0] for target in picture.targets} == expected
        assert picture.active  # the face(s) of the next jump are highlighted
        jumped = set(state.captured(rafle)[:k])
        assert picture.taken == jumped  # pieces captured so far stay marked
        cubes = {c[0] for c in picture.cubes}
        assert cubes == {j[2] for j in scene.jumps[rafle][:k] if j[4]}
    assert (3, 5) in cubes  # d6 is an invisible cube: drawn as a ghost cube
    driver.click(driver.point_of(("square", path[-1])))
    assert scene.match.moves[-1] == rafle
    assert scene.anim is not None and shown(scene).active  # the jump's face lights up
    driver.tick(3)
    assert scene.anim is not None  # landing by landing, a quarter of a second each
    driver.settle()
    assert len(scene.state.pieces(1)) == len(state.pieces(1)) - len(state.captured(rafle))
    assert scene.move_texts()[-1] == LONG_RAFLE
    driver.play_to_the_end(scene, seed=5)
    assert scene.state.is_over
    banner = driver.top
    driver.tick(10)
    driver.click(banner.menu.rect.center)
    assert isinstance(driver.top, MenuScene)


def test_game_against_the_easy_bot_reaches_the_banner(driver):
    scene = driver.start_game("pyramidames", mode="bot", level="easy", side="1")
    assert scene.match.players == ("easy", None)
    driver.play_to_the_end(scene, seed=11)
    assert [s.to_move for s in scene.match.states[:-1]].count(0) > 0  # the bot played
    assert scene.texts.result_text(scene.state)


def test_black_against_the_bot_sees_the_board_from_its_own_side(driver):
    scene = driver.start_game("pyramidames", mode="bot", level="easy", side="1")
    driver.settle()  # the bot (white) has moved
    assert scene.view.flipped and scene.human_to_move
    view = scene.view.top
    white_y = [view.center(sq)[1] for sq in scene.state.pieces(0)]
    black_y = [view.center(sq)[1] for sq in scene.state.pieces(1)]
    assert max(black_y) > max(white_y) and min(black_y) > min(white_y)  # black below white
    a1, h8 = view.center((0, 0)), view.center((rules.BASE - 1, rules.BASE - 1))
    assert a1[0] > h8[0] and a1[1] < h8[1]  # a1 top right, h8 bottom left
    assert view.hit(a1) == (0, 0) and view.hit(h8) == (rules.BASE - 1, rules.BASE - 1)
    boxes = scene.view.faces.boxes  # the faces panel turns with the board: A far, C near
    assert boxes["A"].top < boxes["D"].top < boxes["B"].top < boxes["C"].top
    move = sorted(scene.state.legal_moves(), key=str)[0]
    driver.enter_move(move)  # clicks land where the flipped board draws the pawns
    assert scene.match.moves[-1] == move


def test_a_hotseat_board_is_seen_from_whites_side(driver):
    scene = driver.start_game("pyramidames")
    assert not scene.view.flipped
    a1, h8 = scene.view.top.center((0, 0)), scene.view.top.center((rules.BASE - 1, rules.BASE - 1))
    assert a1[0] < h8[0] and a1[1] > h8[1]


def test_a_step_when_a_capture_is_compulsory_says_why_and_changes_nothing(driver):
    scene = driver.start_game("pyramidames")
    for move in opening():
        driver.enter_move(move)
        driver.settle()
    before, moves = scene.state, len(scene.match.moves)
    taker = {m.path[0] for m in before.legal_moves()}
    assert taker == {square("b4")}
    stepper = next(sq for sq in before.pieces(0) if sq not in taker and any(
        before.piece_at((sq[0] + dx, sq[1] + 1)) is None and 0 <= sq[0] + dx < rules.BASE
        for dx in (-1, 1)))
    driver.click(driver.point_of(("pawn", stepper)))
    assert scene.state is before and len(scene.match.moves) == moves
    assert scene.input.clicks == ()
    assert scene.status[2] == "warn" and "compulsory" in scene.status[1]["text"]
    assert "b4" in scene.status[1]["text"]
    # the capturing pawn selected, a step to an empty square is refused too
    driver.click(driver.point_of(("pawn", square("b4"))))
    step = next((square("b4")[0] + dx, square("b4")[1] + dy) for dx in (-1, 1) for dy in (1, -1)
                if before.piece_at((square("b4")[0] + dx, square("b4")[1] + dy)) is None)
    driver.click(driver.point_of(("square", step)))
    assert scene.state is before and "compulsory" in scene.status[1]["text"]
    driver.click(scene.view.top.center(square("c5")))  # a black pawn
    assert "Black" in scene.status[1]["text"]
    driver.click(scene.view.top.center(square("a2")))  # a light square
    assert "dark squares" in scene.status[1]["text"]
    assert scene.state is before and len(scene.match.moves) == moves


def set_position(driver, scene, white, black):
    scene.match.states = [rules.State.from_dict(
        {"game": "pyramidames", "to_move": 0, "white": white, "black": black})]
    scene.new_position()
    driver.tick()


def test_refused_jumps_say_which_rule_forbids_them(driver):
    scene = driver.start_game("pyramidames")
    # spec example 3: f2 and g3 are both on level 1 and share no face
    set_position(driver, scene, [[5, 1], [0, 0]], [[6, 2], [7, 7]])
    assert "step" in scene.turn_text()
    driver.click(driver.point_of(("pawn", (5, 1))))
    assert scene.input.next_targets == {("square", (4, 2))}
    driver.click(scene.view.top.center((7, 3)))
    text = scene.status[1]["text"]
    assert "f2" in text and "g3" in text and "share no face" in text
    # spec example 4 without the pawn on e7: the jump would end on an invisible cube
    set_position(driver, scene, [[1, 3], [0, 0]], [[2, 4], [7, 7]])
    driver.click(driver.point_of(("pawn", (1, 3))))
    driver.click(scene.view.top.center((3, 5)))
    assert "invisible cube on d6" in scene.status[1]["text"]
    assert len(scene.match.moves) == 0 and scene.input.clicks == ()


def test_a_jump_into_an_invisible_cube_lights_the_face_and_the_ghost_cube(driver):
    scene = driver.start_game("pyramidames")
    # spec example 4: b4 jumps c5 on face D into the invisible cube on d6, then e7 on face C
    set_position(driver, scene, [[1, 3], [0, 0]], [[2, 4], [4, 6], [7, 7]])
    driver.click(driver.point_of(("pawn", (1, 3))))
    picture = shown(scene)
    assert picture.active == {"D"} and [t[0] for t in picture.targets] == [(3, 5)]
    assert picture.targets[0][1] == rules.level(3, 5) + 1  # the cube floats one level up
    driver.click(driver.point_of(("square", (3, 5))))
    picture = shown(scene)
    assert picture.active == {"C"} and {c[0] for c in picture.cubes} == {(3, 5)}
    assert picture.taken == {(2, 4)}
    driver.click(driver.point_of(("square", (5, 7))))
    driver.settle()
    assert scene.state.is_over and scene.state.winner == 0
    driver.until(lambda: driver.top is not scene)


def test_the_board_fits_every_window_and_speaks_french(driver):
    scene = driver.start_game("pyramidames")
    for size in ((960, 600), (1920, 1080), (1280, 800)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        driver.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        driver.tick(2)
        board = scene.board_rect
        assert board.contains(scene.view.top.rect) and board.contains(scene.view.faces.rect)
        assert not scene.view.top.rect.colliderect(scene.view.faces.rect)
        assert scene.view.faces.fw >= 20
    i18n.set_language("fr")
    try:
        driver.tick(2)
        assert "prise" in scene.turn_text() or "avancez" in scene.turn_text()
    finally:
        i18n.set_language("en")


def test_a_refutation_that_captures_leaves_the_wrong_move_said(driver):
    """Issue 34, item 5: "Black took 1 pawn." in green replaced the red "Not this one: ..." line."""
    from test_app_puzzles import refuted, still_refuted

    assert still_refuted(refuted(driver, "pyramidames", lambda answer: "x" in answer))


def test_a_hint_says_why_the_move_is_good_when_a_line_can(driver):
    scene = driver.open_game("pyramidames", [None, None])
    rng = random.Random(1)
    for _ in range(2):  # two plies in, White's only move is the capture d4xb6
        driver.enter_move(rng.choice(scene.state.legal_moves()))
        driver.settle()
    assert [str(m) for m in scene.state.legal_moves()] == ["d4xb6"]
    driver.press(pygame.K_h)
    driver.until(lambda: scene.turns.hint is not None, frames=4000, dt=0.01)
    key, values = scene.status.key, scene.status.values
    assert key == "game.hint_why"
    assert i18n.t(key, **values) == "Hint: " + i18n.t("bots.why.pyramidames.captures", n=1)


@pytest.mark.parametrize("players, flipped", [(("easy", None), True), ((None, "easy"), False), ((None, None), False)])
def test_a_game_is_replayed_from_the_side_its_player_sat(driver, players, flipped):
    match = Match("pyramidames", {}, players)
    driver.app.push(ReplayScene(driver.app, match))
    driver.tick()
    assert driver.top.view.flipped is flipped  # as the game scene showed it
