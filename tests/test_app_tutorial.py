"""The guided first games in the real app, by clicks alone (issue 14): opened from the menu
and the setup screen, offered once, every step completed by the learner's clicks in both
languages, wrong clicks explained, and the real game at the end."""

import pygame
import pytest
from driver import Driver, playable_moves
from test_i18n import look_for_bypasses, marked_catalogue  # noqa: F401 (a fixture)

from pyrapack import games, i18n
from pyrapack.i18n import t
from pyrapack.rules import pyraos as rules_pyraos
from pyrapack.rules import twentyseven as rules27
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.setup import SetupScene
from pyrapack.tutorial.card import card_words, said_line, text_area
from pyrapack.tutorial.coach import Coach
from pyrapack.tutorial.lesson import starts
from pyrapack.tutorial.resume import ResumeLesson

GAMES = [info.id for info in games.GAMES]


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


def test_a_legal_move_the_step_is_not_about_is_refused_with_the_steps_own_words(driver):
    scene = open_lesson(driver, "pyramida")
    play_step(driver, scene)  # climb
    play_step(driver, scene)  # apex
    play_step(driver, scene)  # contact
    play_step(driver, scene)  # retreat
    assert scene.coaching.step.name == "upwards"
    state = scene.state
    driver.click(driver.point_of(("stone", "h7")))  # the lit stone: picked
    assert scene.input.clicks == (("stone", "h7"),)
    driver.click(driver.point_of(("cell", "g6")))  # legal (it pushes f7), but not this step's
    assert scene.state is state and scene.coaching.phase == "try" and not scene.input.clicks
    assert said_line(scene.coaching)[0] == t("tutorial.pyramida.upwards.other")
    driver.click(driver.point_of(("stone", "p3")))  # another stone that can move: refused at once
    assert not scene.input.clicks and said_line(scene.coaching)[0] == t("tutorial.pyramida.upwards.other")
    driver.click(driver.point_of(("stone", "h9")))  # Black's: the game's own explanation
    assert said_line(scene.coaching)[0] == t("pyramida.why.not_yours", name="Black", mover="White")
    assert scene.status is None  # said in the card, not under the board
    play_step(driver, scene)
    assert scene.coaching.step.name == "bottom"


def test_a_step_without_specific_words_says_the_move_is_legal_but_not_this_ones(driver):
    scene = open_lesson(driver, "pyramidames")
    driver.click(driver.point_of(("pawn", (5, 1))))  # f2 can step, but the step is about c3
    assert not scene.input.clicks and said_line(scene.coaching)[0] == t("tutorial.not_this_one")


def reach(driver, game, name):
    scene = open_lesson(driver, game)
    while scene.coaching.step.name != name:
        play_step(driver, scene)
    return scene


def click_start_of(driver, scene, move):
    driver.click(driver.point_of(scene.input.sequence_of(move)[0]))


def test_27_a_wrong_part_of_the_stack_gets_the_step_s_words_and_a_black_stack_the_game_s(driver):
    scene = reach(driver, "twentyseven", "part")
    state = scene.state
    click_start_of(driver, scene, rules27.Move(3, 3))  # legal, but the step asks for the top two
    assert scene.state is state and not scene.input.clicks
    assert said_line(scene.coaching)[0] == t(scene.coaching.lesson.text(scene.coaching.step, "other"))
    driver.click(driver.point_of(("pawn", 5, 2)))  # Black's stack
    assert said_line(scene.coaching)[0] == t("27.why.not_yours", name="Black")
    play_step(driver, scene)
    assert scene.coaching.step.name == "carry"


def test_pyraos_a_ball_placed_when_the_step_asks_to_raise_gets_the_step_s_words(driver):
    scene = reach(driver, "pyraos", "raise")
    state = scene.state
    placing = next(m for m in state.legal_moves() if m.src is None and m not in scene.coaching.right_moves())
    driver.enter_move(placing)
    assert scene.state is state and not scene.input.clicks
    assert said_line(scene.coaching)[0] == t(scene.coaching.lesson.text(scene.coaching.step, "other"))
    theirs = next(spot for spot in rules_pyraos.SPOTS if state.ball_at(spot) == 1 - state.to_move)
    driver.click(driver.point_of(("spot", theirs)))
    assert said_line(scene.coaching)[0] == t("pyraos.why.not_yours", name=scene.texts.side_name(1 - state.to_move))
    play_step(driver, scene)
    assert scene.coaching.step.name == "square"


def test_show_me_lights_the_move_and_start_again_goes_back_to_the_steps_position(driver):
    scene = reach(driver, "pyramida", "stuck")
    driver.click(scene.hud.hint.rect.center)
    assert scene.turns.hint in scene.coaching.right_moves() and scene.marks().hint == scene.input.sequence_of(scene.turns.hint)
    assert said_line(scene.coaching)[0] == t("tutorial.shown")
    play_step(driver, scene)  # the stone cannot retreat: White plays again, the next step goes on
    assert scene.coaching.step.name == "column" and scene.turn_text() == "White plays again"
    start = scene.state
    driver.enter_move(next(m for m in scene.state.legal_moves() if m.src == "k4" and m.dst == "j3"))
    assert scene.state is start  # refused: not this step's
    driver.enter_move(scene.coaching.right_moves()[0])
    assert scene.coaching.phase == "shown" and scene.hud.undo.enabled
    driver.until(lambda: scene.anim is None)
    driver.click(scene.hud.undo.rect.center)  # "Start again"
    assert scene.coaching.phase == "try" and scene.state == start and scene.coaching.step.name == "column"
    assert scene.turn_text() == "White plays again"  # the move before the step is still there
    driver.press(pygame.K_y, mod=pygame.KMOD_CTRL)  # (found by the storm) no redo behind the step's back
    assert scene.state == start and scene.coaching.phase == "try" and scene.coaching.right_moves()[0] in start.legal_moves()


def test_the_learn_pill_and_the_setup_offer_are_remembered(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        setup = driver.open_setup("pyraos")
        assert setup.offering and setup.take_offer.visible and not setup.learn.visible
        driver.click(setup.skip_offer.rect.center)
        assert not setup.offering and setup.learn.visible
        assert driver.app.settings.choice("pyraos", "tutorial", None) == "declined"
        driver.press(pygame.K_ESCAPE)
        setup = driver.open_setup("pyraos")
        assert not setup.offering  # asked once
        driver.click(setup.learn.rect.center, frames=2)  # the Learn button stays
        assert isinstance(driver.top.coaching, Coach) and driver.top.info.id == "pyraos"
        driver.press(pygame.K_ESCAPE)
        assert isinstance(driver.top, MenuScene)
        setup = driver.open_setup("twentyseven")
        assert setup.offering
        driver.click(setup.take_offer.rect.center, frames=2)
        assert isinstance(driver.top.coaching, Coach) and driver.top.info.id == "twentyseven"
        assert driver.app.settings.choice("twentyseven", "tutorial", None) == "taken"
    finally:
        driver.close()
    driver = Driver(tmp_path, size=(960, 600))  # a new start: the answers were kept
    try:
        assert not driver.open_setup("pyraos").offering
        driver.press(pygame.K_ESCAPE)
        assert not driver.open_setup("twentyseven").offering
        driver.press(pygame.K_ESCAPE)
        assert driver.open_setup("pyramida").offering
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
        driver.open_setup("pyraos")
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
    for i in range(600):
        if not storm.driver.app.running:
            storm.start()
        top = storm.driver.top
        if not isinstance(getattr(top, "coaching", None), Coach) and storm.rng.random() < 0.05:
            storm.driver.app.back_to_menu()
            storm.driver.app.start_tutorial(game)
        elif (isinstance(getattr(top, "coaching", None), Coach) and top.coaching.phase == "try"
              and top.anim is None and storm.rng.random() < 0.1):
            top.play_human(top.coaching.right_moves()[0])  # as the learner would, now and then: later steps get storms too
            deepest = max(deepest, top.coaching.index + 1)
        storm.random_event()
        if i % 3 == 0:
            storm.driver.tick(1, dt=storm.rng.choice([0.016, 0.05, 0.2]))
            storm.check()
            scene = storm.driver.top
            if isinstance(getattr(scene, "coaching", None), Coach) and scene.coaching.phase == "try":
                assert not scene.state.is_over and scene.coaching.right_moves()
    storm.driver.close()
    assert deepest >= 3


def test_pyramidames_cards_count_what_was_taken_in_the_lesson_not_from_a_full_board(driver):
    scene = open_lesson(driver, "pyramidames")
    taken = [line for player in (0, 1) for line in scene.player_lines(scene.state, player) if "taken" in line]
    assert taken == ["has taken 0 of Black's pawns", "has taken 0 of White's pawns"]
    while not any(m.is_capture for m in scene.coaching.right_moves()):
        play_step(driver, scene)
    driver.enter_move(next(m for m in scene.coaching.right_moves() if m.is_capture))
    start, now = scene.match.states[0], scene.state
    gone = [len(start.pieces(1 - p)) - len(now.pieces(1 - p)) for p in (0, 1)]
    assert max(gone) >= 1
    lines = [scene.player_lines(now, p)[1] for p in (0, 1)]
    assert lines == [t("pyramidames.taken", n=gone[p], other=scene.texts.side_name(1 - p)) for p in (0, 1)]


# -- issue 25, item 2: a lesson left part way is not lost ------------------------------------
def click_learn(driver, game):
    menu = driver.top
    assert isinstance(menu, MenuScene)
    tile = next(tile for tile in menu.tiles if tile.info.id == game)
    driver.click(tile.pill_rects(menu.scale)[0].center, frames=2)
    return driver.top


def test_a_lesson_left_with_esc_goes_on_from_its_step_or_starts_again(tmp_path):
    """Learn Pyraos, reach step 2, press Esc: Learn started again at step 1, without a word."""
    driver = Driver(tmp_path, size=(960, 600))
    try:
        scene = open_lesson(driver, "pyraos")
        play_step(driver, scene)
        assert scene.coaching.index == 1
        driver.press(pygame.K_ESCAPE)
        assert isinstance(driver.top, MenuScene)
        question = click_learn(driver, "pyraos")
        assert isinstance(question, ResumeLesson)
        count = len(games.get("pyraos").lesson().steps)
        assert (question.index, question.count) == (1, count)
        assert question.go_on.text() == "Go on from step 2" and question.again.text() == "Start again"
        driver.press(pygame.K_ESCAPE)  # neither, for now
        assert isinstance(driver.top, MenuScene)
        click_learn(driver, "pyraos")
        driver.click(driver.top.go_on.rect.center, frames=2)
        scene = driver.top
        lesson = scene.coaching.lesson
        assert isinstance(scene.coaching, Coach) and scene.coaching.index == 1 and scene.coaching.phase == "try"
        assert scene.state == starts(lesson)[1] and scene.coaching.step.name == "raise"
        play_step(driver, scene)  # it goes on as it would have
        assert scene.coaching.index == 2
    finally:
        driver.close()
    driver = Driver(tmp_path, size=(960, 600))  # another day: still kept
    try:
        question = click_learn(driver, "pyraos")
        assert isinstance(question, ResumeLesson) and question.go_on.text() == "Go on from step 3"
        driver.click(question.again.rect.center, frames=2)
        scene = driver.top
        assert scene.coaching.index == 0 and scene.state == starts(scene.coaching.lesson)[0]
        driver.press(pygame.K_ESCAPE)
        assert isinstance(click_learn(driver, "pyraos"), GameScene)  # at step 1 there is nothing to go on from
    finally:
        driver.close()


def test_a_step_that_goes_on_from_the_last_is_taken_up_in_the_game_the_steps_before_played(driver):
    scene = reach(driver, "pyramida", "column")
    moves = list(scene.match.moves)
    driver.press(pygame.K_ESCAPE)
    click_learn(driver, "pyramida")
    driver.click(driver.top.go_on.rect.center, frames=2)
    scene = driver.top
    assert scene.coaching.step.name == "column" and scene.turn_text() == "White plays again"
    assert scene.match.moves == moves  # the move list shows the step before's move
    play_step(driver, scene)
    assert scene.coaching.step.name == "column_failed"


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


def test_pyraos_the_draw_by_repetition_is_played_without_a_warning_about_the_last_ball(driver):
    """A move that draws was asked about as if it lost the last ball."""
    scene = reach(driver, "pyraos", "repeat")
    (move,) = scene.coaching.right_moves()
    for target in scene.input.sequence_of(move):
        driver.click(driver.point_of(target))
    if scene.hud.confirm.visible and scene.input.clicks:
        driver.click(scene.hud.confirm.rect.center)
    assert not isinstance(driver.top, ConfirmDialog)
    assert scene.state.outcome == "threefold repetition" and scene.turn_text() == "Draw"
    assert scene.coaching.phase == "shown"
