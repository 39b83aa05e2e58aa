"""The guided first games in the real app, by clicks alone (issue 14): opened from the menu
and the setup screen, offered once, every step completed by the learner's clicks in both
languages, wrong clicks explained, and the real game at the end."""

import pygame
import pytest
from driver import Driver, playable_moves
from test_i18n import look_for_bypasses, marked_catalogue  # noqa: F401 (a fixture)

from pyrapack import games, i18n
from pyrapack.i18n import t
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.setup import SetupScene
from pyrapack.tutorial.card import card_words, said_line, text_area
from pyrapack.tutorial.coach import Coach
from pyrapack.tutorial.lesson import starts
from pyrapack.tutorial.resume import ResumeLesson

GAMES = [info.id for info in games.GAMES]
FIRST, SECOND, THIRD = (info.id for info in games.SHIPPED[:3])  #: three games, each with its lesson


@pytest.fixture
def lang_driver(tmp_path, request):
    d = Driver(tmp_path, size=(960, 600), language=request.param)
    yield d
    d.close()
    i18n.set_language("en")


def open_lesson(driver, game):
    """Click the game's "Learn" pill in the menu."""
    menu = driver.top
    tile = next(tile for tile in menu.tiles if tile.info.id == game)
    menu.show_tile(tile)  # scrolled into view, where more games than the menu holds are registered
    driver.click(tile.pill_rects(menu.scale)[0].center, frames=2)
    scene = driver.top
    assert isinstance(scene.coaching, Coach) and scene.info.id == game
    return scene


def play_step(driver, scene, pick=-1):
    """Click one of the step's right moves (a pass: a click anywhere), then "Next step"."""
    index = scene.coaching.index
    moves = scene.coaching.right_moves()
    move = moves[pick]
    if getattr(move, "is_pass", False):
        assert scene.turns.passing
        driver.click(scene.board_rect.center)
    else:
        driver.enter_move(move)
    assert scene.coaching.phase in ("reply", "shown"), (scene.coaching.step.name, scene.coaching.feedback)
    assert scene.coaching.heard == scene.coaching.lesson.text(scene.coaching.lesson.steps[index], "done")  # said as soon as played
    coach = scene.coaching
    driver.until(lambda: coach.next_button.visible, frames=400)  # the step stays on show: "Next step"
    driver.click(coach.next_button.rect.center)
    assert coach.index > index
    return move


@pytest.mark.parametrize("lang_driver", ["en", "fr"], indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_is_completed_by_clicks_alone(lang_driver, game):
    driver = lang_driver
    scene = open_lesson(driver, game)
    lesson = scene.coaching.lesson
    for i, step in enumerate(lesson.steps):
        assert scene.coaching.index == i and scene.coaching.phase == "try" and scene.coaching.step is step
        assert scene.marks().lit == step.lit
        assert t(lesson.text(step, "try")) in scene.coaching.instruction()
        if i:  # the step says what the one before did
            assert said_line(scene.coaching)[0] == t(lesson.text(lesson.steps[i - 1], "done"))
        paragraphs, _ = card_words(scene.coaching, text_area(scene.coaching))
        assert len(paragraphs) == (2 if i else 1), step.name  # the card has room for both
        play_step(driver, scene, pick=-1 if i % 2 else 0)
    assert scene.coaching.phase == "game" and scene.match.players == (None, "beginner")
    assert not scene.hud.undo.enabled  # nothing to take back, not even the opening played for the learner
    driver.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(scene.match.moves) == len(lesson.finale.opening)
    assert driver.app.settings.choice(game, "tutorial", None) == "done"
    driver.app.storage.flush()
    assert driver.app.library.list() == []  # the steps are not saved games
    driver.tick(2)
    driver.click(scene.coaching.real_game.rect.center, frames=2)
    assert isinstance(driver.top, SetupScene) and driver.top.info.id == game


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_ends_on_a_real_game_against_easy_played_to_its_end(driver, game):
    scene = open_lesson(driver, game)
    while scene.coaching.phase != "game":
        play_step(driver, scene)
    rng = __import__("random").Random(game)
    for _ in range(300):
        driver.settle()  # a forced pass of the learner's is read by a click
        if scene.state.is_over:
            break
        before = len(scene.match.moves)
        moves = playable_moves(scene.state)
        driver.enter_move(rng.choice(moves))
        assert len(scene.match.moves) == before + 1
    driver.tick(2)
    assert scene.coaching.phase == "over"
    assert driver.top is scene  # the card tells the end: no banner over it
    assert said_line(scene.coaching)[0].startswith(scene.turn_text()) and scene.coaching.real_game.visible
    assert scene.turn_text() in ("You win!", "The bot wins", "Draw")  # as the banner says it (issue 25, item 9)
    assert t("tutorial.finished") in scene.coaching.instruction()
    driver.press(pygame.K_z, mod=pygame.KMOD_CTRL)  # the end taken back: the game goes on
    assert not scene.state.is_over and scene.coaching.phase == "game" and not scene.match.bot_to_move
    driver.app.back_to_menu()
    driver.tick(2)
    saved = driver.app.library.latest_unfinished()  # the real game is kept like any other
    assert saved is not None and saved.game == game and saved.moves == len(scene.match.moves)


def reach(driver, game, name):
    scene = open_lesson(driver, game)
    while scene.coaching.step.name != name:
        play_step(driver, scene)
    return scene


def click_start_of(driver, scene, move):
    driver.click(driver.point_of(scene.input.sequence_of(move)[0]))


def test_the_learn_pill_and_the_setup_offer_are_remembered(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        setup = driver.open_setup(FIRST)
        assert setup.offering and setup.take_offer.visible and not setup.learn.visible
        driver.click(setup.skip_offer.rect.center)
        assert not setup.offering and setup.learn.visible
        assert driver.app.settings.choice(FIRST, "tutorial", None) == "declined"
        driver.press(pygame.K_ESCAPE)
        setup = driver.open_setup(FIRST)
        assert not setup.offering  # asked once
        driver.click(setup.learn.rect.center, frames=2)  # the Learn button stays
        assert isinstance(driver.top.coaching, Coach) and driver.top.info.id == FIRST
        driver.press(pygame.K_ESCAPE)
        assert isinstance(driver.top, MenuScene)
        setup = driver.open_setup(SECOND)
        assert setup.offering
        driver.click(setup.take_offer.rect.center, frames=2)
        assert isinstance(driver.top.coaching, Coach) and driver.top.info.id == SECOND
        assert driver.app.settings.choice(SECOND, "tutorial", None) == "taken"
    finally:
        driver.close()
    driver = Driver(tmp_path, size=(960, 600))  # a new start: the answers were kept
    try:
        assert not driver.open_setup(FIRST).offering
        driver.press(pygame.K_ESCAPE)
        assert not driver.open_setup(SECOND).offering
        driver.press(pygame.K_ESCAPE)
        assert driver.open_setup(THIRD).offering
    finally:
        driver.close()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_card_fits_above_the_board_with_room_for_every_steps_words(tmp_path, size, lang):
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        for game in GAMES:
            scene = open_lesson(driver, game)
            assert scene.coaching.card_rect.bottom < scene.board_rect.top and scene.coaching.card_rect.top > 52 * scene.scale
            assert scene.view.rect == scene.board_rect
            for button in (scene.hud.undo, scene.hud.hint, scene.hud.menu):
                assert not button.rect.colliderect(scene.coaching.card_rect)
            while scene.coaching.phase != "game":  # each step's words, as the learner would see them
                scene.coaching.heard = scene.coaching.lesson.text(scene.coaching.lesson.steps[scene.coaching.index - 1], "done") if scene.coaching.index else None
                paragraphs, _ = card_words(scene.coaching, text_area(scene.coaching))
                assert len(paragraphs) == (2 if scene.coaching.index else 1), scene.coaching.step.name  # nothing dropped
                scene.coaching.next_step()
            driver.tick(1)
            assert len(card_words(scene.coaching, text_area(scene.coaching))[0]) == 1  # the real game: what to do
            driver.app.back_to_menu()
            driver.tick(2)
    finally:
        driver.close()
        i18n.set_language("en")


def test_nothing_a_lesson_draws_bypasses_the_catalogue(tmp_path, marked_catalogue):
    driver = Driver(tmp_path, size=(1280, 800), language="en")
    try:
        offenders = {}

        def look(where):
            look_for_bypasses(driver, marked_catalogue, offenders, where)

        look("menu")
        driver.open_setup(FIRST)
        look("the offer")
        driver.press(pygame.K_ESCAPE)
        for game in GAMES:
            scene = open_lesson(driver, game)
            while scene.coaching.phase != "game":
                look(f"{game} {scene.coaching.step.name}")
                if not scene.turns.passing:  # (a click anywhere passes, when the step is to pass)
                    driver.click(scene.board_rect.topleft)  # a click on nothing: the game's words
                    look(f"{game} {scene.coaching.step.name}, a stray click")
                play_step(driver, scene)
            look(f"{game} real game")
            driver.app.back_to_menu()
        assert offenders == {}
    finally:
        driver.close()


@pytest.mark.parametrize("game", GAMES)
def test_random_events_through_a_lesson_never_raise(tmp_path, game):
    """The fuzz storm of test_fuzz, in a lesson: often on a legal next click, so steps go by."""
    import random

    from test_fuzz import Storm

    storm = Storm(tmp_path, random.Random(f"lesson-{game}"))
    storm.start()
    deepest = 0
    for i in range(300):
        if not storm.driver.app.running:
            storm.start()
        top = storm.driver.top
        if not isinstance(getattr(top, "coaching", None), Coach) and storm.rng.random() < 0.05:
            storm.driver.app.back_to_menu()
            storm.driver.app.start_tutorial(game)
        elif (isinstance(getattr(top, "coaching", None), Coach) and top.coaching.phase == "try"
              and top.anim is None and storm.rng.random() < 0.4):
            top.play_human(top.coaching.right_moves()[0])  # as the learner would, now and then: later steps get storms too
            deepest = max(deepest, top.coaching.index + 1)
        elif (isinstance(getattr(top, "coaching", None), Coach) and top.coaching.next_button.visible
              and storm.rng.random() < 0.4):
            storm.driver.click(top.coaching.next_button.rect.center, frames=0)  # and goes on to the next step
        storm.random_event()
        if i % 3 == 0:
            storm.driver.tick(1, dt=storm.rng.choice([0.016, 0.05, 0.2]))
            storm.check()
            scene = storm.driver.top
            if isinstance(getattr(scene, "coaching", None), Coach) and scene.coaching.phase == "try":
                assert not scene.state.is_over and scene.coaching.right_moves()
    storm.driver.close()
    assert deepest >= 5, deepest


# -- issue 25, item 2: a lesson left part way is not lost ------------------------------------
def click_learn(driver, game):
    menu = driver.top
    assert isinstance(menu, MenuScene)
    tile = next(tile for tile in menu.tiles if tile.info.id == game)
    menu.show_tile(tile)  # scrolled into view, where more games than the menu holds are registered
    driver.click(tile.pill_rects(menu.scale)[0].center, frames=2)
    return driver.top


def test_a_lesson_left_with_esc_goes_on_from_its_step_or_starts_again(tmp_path):
    """Learn a game, reach step 2, press Esc: Learn started again at step 1, without a word."""
    driver = Driver(tmp_path, size=(960, 600))
    try:
        scene = open_lesson(driver, FIRST)
        play_step(driver, scene)
        assert scene.coaching.index == 1
        driver.press(pygame.K_ESCAPE)
        assert isinstance(driver.top, MenuScene)
        question = click_learn(driver, FIRST)
        assert isinstance(question, ResumeLesson)
        count = len(games.get(FIRST).lesson().steps)
        assert (question.index, question.count) == (1, count)
        assert question.go_on.text() == "Go on from step 2" and question.again.text() == "Start again"
        driver.press(pygame.K_ESCAPE)  # neither, for now
        assert isinstance(driver.top, MenuScene)
        click_learn(driver, FIRST)
        driver.click(driver.top.go_on.rect.center, frames=2)
        scene = driver.top
        lesson = scene.coaching.lesson
        assert isinstance(scene.coaching, Coach) and scene.coaching.index == 1 and scene.coaching.phase == "try"
        assert scene.state == starts(lesson)[1] and scene.coaching.step is lesson.steps[1]
        play_step(driver, scene)  # it goes on as it would have
        assert scene.coaching.index == 2
    finally:
        driver.close()
    driver = Driver(tmp_path, size=(960, 600))  # another day: still kept
    try:
        question = click_learn(driver, FIRST)
        assert isinstance(question, ResumeLesson) and question.go_on.text() == "Go on from step 3"
        driver.click(question.again.rect.center, frames=2)
        scene = driver.top
        assert scene.coaching.index == 0 and scene.state == starts(scene.coaching.lesson)[0]
        driver.press(pygame.K_ESCAPE)
        assert isinstance(click_learn(driver, FIRST), GameScene)  # at step 1 there is nothing to go on from
    finally:
        driver.close()


def test_esc_on_the_menu_asks_before_quitting(driver):
    """A second Esc, one too many, quit PyraPack at once."""
    driver.press(pygame.K_ESCAPE)
    assert isinstance(driver.top, ConfirmDialog) and driver.app.running
    assert driver.top.message() == "Quit PyraPack?"
    driver.press(pygame.K_ESCAPE)  # no
    assert isinstance(driver.top, MenuScene) and driver.app.running
    driver.press(pygame.K_ESCAPE)
    driver.click(driver.top.yes.rect.center)
    assert not driver.app.running
