"""Playing Pyraos in the real app, headless, with real mouse events."""

import random
import re

import pygame
import pytest

from pyrapack.i18n import t
from pyrapack.rules.pyraos import Move
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.menu import MenuScene
from pyrapack.views.pyraos import board

A1, B1, C1, D1 = (0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3)
A2, B2, C2, D2 = (0, 1, 0), (0, 1, 1), (0, 1, 2), (0, 1, 3)
C3, D3, C4, D4 = (0, 2, 2), (0, 2, 3), (0, 3, 2), (0, 3, 3)
UP_A1 = (1, 0, 0)  # level 1, over a1 b1 a2 b2

# Light: a1, c3, d3, 1a1, c4; dark: b1, a2, b2, d1, d2. Light to move: d4 makes a light square.
SQUARE_SOON = [A1, B1, C3, A2, D3, B2, UP_A1, D1, C4, D2]


def place_all(scene, spots):
    for spot in spots:
        scene.commit(Move(None, spot))
    scene.finish_animation()


def point(scene, target):
    """Where a player clicks for ``target``: the ball or spot's centre, the tray's middle.
    The click must reach that target before any other that could be clicked now."""
    pos = scene.view.geo.trays[target[1]].center if target[0] == "tray" else scene.view.geo.center(target[1])
    acceptable = scene.input.next_targets | scene.input.first_targets | set(scene.input.clicks[-1:])
    reached = [hit for hit in scene.board.targets_at(pos) if hit in acceptable or hit == target]
    assert reached and reached[0] == target, (target, reached)
    return pos


def click(driver, target):
    driver.click(point(driver.top, target))


def enter(driver, move):
    """Enter ``move`` click by click, confirming a single take-back and a last-ball warning."""
    scene = driver.top
    for target in scene.input.sequence_of(move):
        click(driver, target)
    if scene.input.clicks and scene.hud.confirm.visible:
        driver.click(scene.hud.confirm.rect.center)
    if isinstance(driver.top, ConfirmDialog):
        driver.click(driver.top.yes.rect.center)


def prefer_take_backs(rng, moves):
    """Random play that completes formations often, so games show take-backs."""
    takes = [m for m in moves if m.take]
    return rng.choice(takes if takes and rng.random() < 0.7 else moves)


def play_to_the_end(driver, scene, seed):
    driver.play_to_the_end(scene, seed, enter=lambda move: enter(driver, move), pick=prefer_take_backs)


def test_hotseat_game_with_a_square_and_two_balls_taken_back_by_clicks(driver):
    scene = driver.start_game("pyraos", variant="standard")
    place_all(scene, SQUARE_SOON)
    assert scene.state.to_move == 0 and scene.state.reserve == (10, 10)
    click(driver, ("tray", 0))
    click(driver, ("spot", D4))
    assert len(scene.match.moves) == len(SQUARE_SOON)  # not played yet: a square asks for take-backs
    assert t("pyraos.square") in scene.turn_text()
    assert scene.formations() == [(C3, D3, C4, D4)]
    lit = scene.input.next_targets
    assert ("take", UP_A1) in lit and ("take", D4) in lit
    assert ("take", A1) not in lit  # held up by the light ball on level 1
    click(driver, ("take", UP_A1))
    assert ("take", A1) in scene.input.next_targets  # freed by lifting the ball that rested on it
    assert scene.hud.confirm.visible and scene.confirm_label() == t("pyraos.take_just_one")
    click(driver, ("take", A1))
    assert scene.match.moves[-1] == Move(None, D4, (A1, UP_A1))
    assert scene.state.reserve == (11, 10) and scene.state.ball_at(A1) is None
    assert {part.anchors[-1] for part in scene.anim.parts} >= {("tray", 0, 9), ("tray", 0, 10)}
    assert [cue for _, cue in scene.anim.cues].count("takeback") == 2
    driver.settle()
    assert scene.state.to_move == 1
    play_to_the_end(driver, scene, seed=4)
    banner = driver.top
    assert scene.state.outcome in ("placed the apex", "ran out of balls", "threefold repetition")
    assert t(f"outcome.pyraos.{scene.state.outcome}") != f"outcome.pyraos.{scene.state.outcome}"
    driver.tick(10)
    driver.click(banner.menu.rect.center)
    assert isinstance(driver.top, MenuScene)


def test_game_against_the_easy_bot_reaches_the_banner(driver):
    scene = driver.start_game("pyraos", mode="bot", variant="standard")
    assert scene.match.players == (None, "easy")
    place_all(scene, SQUARE_SOON)  # both sides, up to light's square
    click(driver, ("tray", 0))
    click(driver, ("spot", D4))
    click(driver, ("take", D4))
    click(driver, ("take", D3))
    assert scene.match.moves[-1] == Move(None, D4, (D3, D4))
    play_to_the_end(driver, scene, seed=9)
    movers = [s.to_move for s in scene.match.states[:-1]]
    assert 1 in movers  # the bot played
    assert scene.state.is_over


def test_taking_back_just_the_placed_ball_needs_the_confirm_button(driver):
    scene = driver.start_game("pyraos", variant="standard")
    place_all(scene, SQUARE_SOON)
    click(driver, ("tray", 0))
    click(driver, ("spot", D4))
    click(driver, ("take", D4))  # the ball just placed
    assert scene.hud.confirm.visible and len(scene.match.moves) == len(SQUARE_SOON)
    driver.click(scene.hud.confirm.rect.center)
    assert scene.match.moves[-1] == Move(None, D4, (D4,))
    assert scene.state.reserve == (10, 10) and scene.state.ball_at(D4) is None


def test_two_free_balls_can_be_taken_back_in_either_order(driver):
    scene = driver.start_game("pyraos", variant="standard")
    place_all(scene, SQUARE_SOON)
    click(driver, ("tray", 0))
    click(driver, ("spot", D4))
    click(driver, ("take", D3))
    click(driver, ("take", C3))
    assert scene.match.moves[-1] == Move(None, D4, (C3, D3))


def test_a_free_ball_is_raised_by_clicking_it_then_a_lit_spot_higher_up(driver):
    scene = driver.start_game("pyraos", variant="standard")
    place_all(scene, [A1, B1, A2, B2, D4, C1])
    click(driver, ("spot", D4))
    assert scene.input.next_targets == {("spot", UP_A1)}
    driver.click(scene.view.geo.center(C4))  # not higher: refused, with the reason
    assert scene.status[1]["text"] == t("pyraos.why.higher") and scene.input.clicks == ()
    click(driver, ("spot", D4))
    click(driver, ("spot", UP_A1))
    assert scene.match.moves[-1] == Move(D4, UP_A1)
    assert scene.state.reserve == (12, 12) and scene.state.ball_at(D4) is None  # a raise saves a ball
    driver.settle()
    driver.click(scene.view.geo.center(A1))  # dark's turn: a1 is light's and holds up 1a1
    assert scene.status[1]["text"] == t("pyraos.why.not_yours", name=t("side.light"))


def test_a_click_straight_on_an_empty_spot_places_a_ball_there(driver):
    scene = driver.start_game("pyraos", variant="standard")
    driver.click(scene.view.geo.center(B2))
    assert scene.match.moves == [Move(None, B2)]


def test_illegal_clicks_say_why_and_change_nothing(driver):
    scene = driver.start_game("pyraos", variant="standard")
    place_all(scene, SQUARE_SOON)
    before = scene.state
    driver.click(scene.view.geo.center(B2))  # a dark ball, light to move
    assert scene.state == before and scene.status[2] == "warn"
    assert scene.status[1]["text"] == t("pyraos.why.not_yours", name=t("side.dark"))
    driver.tick(600)  # 30 s later: still there, read at the reader's pace (issue 28)
    assert scene.status[1]["text"] == t("pyraos.why.not_yours", name=t("side.dark"))
    driver.click(scene.view.geo.trays[1].center)
    assert scene.status[1]["text"] == t("pyraos.why.their_tray", name=t("side.dark"))
    driver.press(pygame.K_x)  # the next key that acts, or click, ends it (Shift, Tab, the arrows do not)
    assert scene.status is None
    driver.click(scene.view.geo.center(A1))  # light, but 1a1 rests on it
    assert scene.status[1]["text"] == t("pyraos.why.holds_up")
    click(driver, ("tray", 0))
    click(driver, ("spot", D4))
    clicks = scene.input.clicks
    driver.click(scene.view.geo.center(D2))  # taking back a dark ball: refused, the square stays
    assert scene.input.clicks == clicks and scene.status[1]["text"] == t("pyraos.why.take_not_yours")
    driver.click(scene.view.geo.center(A1))
    assert scene.input.clicks == clicks and scene.status[1]["text"] == t("pyraos.why.take_not_free")
    driver.click((2, 2))  # outside the board
    assert scene.state == before and len(scene.match.moves) == len(SQUARE_SOON)


@pytest.mark.parametrize("variant", ["standard", "children", "advanced"])
def test_each_variant_is_playable_from_setup(driver, variant):
    scene = driver.start_game("pyraos", variant=variant)
    place_all(scene, [A1, A2, B1, B2, C1, C2])  # light a1 b1 c1, dark a2 b2 c2
    click(driver, ("tray", 0))
    click(driver, ("spot", D1))
    if variant == "advanced":  # four in a row on the ground
        assert t("pyraos.line") in scene.turn_text()
        click(driver, ("take", D1))
        driver.click(scene.hud.confirm.rect.center)
        assert scene.match.moves[-1] == Move(None, D1, (D1,))
    else:
        assert scene.match.moves[-1] == Move(None, D1)
    driver.settle()
    enter(driver, random.Random(1).choice(scene.state.legal_moves()))
    assert len(scene.match.moves) == 8


def test_spending_the_last_ball_asks_first_then_loses_at_once(driver):
    scene = driver.start_game("pyraos", variant="standard")
    rng, state = random.Random(4), scene.state
    while True:  # a seeded game up to a player with one ball left and a choice to make
        moves = state.legal_moves()
        losing = [m for m in moves if state.play(m).is_over and not m.take]
        if state.reserve[state.to_move] == 1 and losing and len(losing) < len(moves):
            break
        safe = [m for m in moves if not state.play(m).is_over]
        scene.commit(rng.choice(safe or moves))
        state = scene.state
    scene.finish_animation()
    mover, count = state.to_move, len(scene.match.moves)
    for target in scene.input.sequence_of(losing[0]):
        click(driver, target)
    assert isinstance(driver.top, ConfirmDialog) and len(scene.match.moves) == count
    driver.click(driver.top.no.rect.center)
    assert driver.top is scene and len(scene.match.moves) == count and scene.input.clicks == ()
    for target in scene.input.sequence_of(losing[0]):
        click(driver, target)
    driver.click(driver.top.yes.rect.center)
    assert scene.state.outcome == "ran out of balls" and scene.state.winner == 1 - mover
    driver.settle()
    driver.until(lambda: isinstance(driver.top, EndBanner))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_opens_from_the_game_and_scrolls_to_the_end(driver, lang):
    from pyrapack import i18n
    from pyrapack.scenes.rules_page import RulesScene

    i18n.set_language(lang)
    try:
        scene = driver.start_game("pyraos", variant="standard")
        driver.click(scene.hud.rules.rect.center)
        page = driver.top
        assert isinstance(page, RulesScene) and page.game == "pyraos"
        page.target_scroll = page.max_scroll()
        driver.tick(6)
        assert page.scroll > 0
        driver.click(page.back.rect.center)
        assert driver.top is scene
    finally:
        i18n.set_language("en")


def test_the_tray_and_the_player_card_show_the_same_count_all_through_a_move(driver, monkeypatch):
    drawn = {}  # player -> the count the tray showed in the last frame
    paint = board.tray

    def tray(surface, geo, player, count, *args, **kwargs):
        drawn[player] = count
        return paint(surface, geo, player, count, *args, **kwargs)

    monkeypatch.setattr(board, "tray", tray)
    scene = driver.start_game("pyraos", variant="standard")
    place_all(scene, SQUARE_SOON)
    seen = []

    def frame():
        driver.tick()
        cards = [int(re.match(r"\d+", scene.player_lines(scene.state, p)[0]).group()) for p in (0, 1)]
        assert cards == [drawn[0], drawn[1]]
        seen.append(cards[0])

    frame()
    click(driver, ("tray", 0))
    frame()
    click(driver, ("spot", D4))  # a square: the ball is on the pyramid, the take-backs to choose
    frame()
    click(driver, ("take", UP_A1))
    frame()
    click(driver, ("take", A1))  # played: both balls fly back to the tray, one after the other
    assert scene.anim is not None
    while scene.anim is not None:
        frame()
    frame()
    assert seen[0] == 10 and seen[-1] == 11 and scene.state.reserve[0] == 11
    assert 9 in seen[4:] and 10 in seen[seen.index(9, 4):]  # each ball counts as it lands


def test_a_refutation_that_takes_back_leaves_the_wrong_move_said(driver):
    """Issue 34, item 5: "Light took back 2 balls." in green replaced the red "Not this one: ..." line."""
    from test_app_puzzles import refuted, still_refuted

    assert still_refuted(refuted(driver, "pyraos", lambda answer: "×" in answer))


def test_the_ring_on_a_spot_shows_its_level_as_the_pointer_on_its_map_does():
    """Issue 35, item 4: the level view (the balls above faint, the map outlined) showed under
    the mouse only."""
    from pyrapack.ui import text
    from pyrapack.ui.marks import Marks
    from pyrapack.views.pyraos import View

    pygame.font.init()
    text.forget()
    view = View()
    view.layout(pygame.Rect(18, 96, 594, 440), 0.75)
    for spot in ((0, 2, 1), (1, 0, 0), (2, 1, 1)):
        by_mouse = view.viewed_level(Marks(pointer=view.geo.map_center(spot)))
        by_keys = view.viewed_level(Marks(pointer=view.geo.center(spot), focus=("spot", spot)))
        assert by_mouse == by_keys == spot[0]
    assert view.viewed_level(Marks(pointer=view.geo.center((0, 0, 0)))) is None  # the mouse on the plate
