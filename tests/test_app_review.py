"""The bot's review in the replay, by clicks: run in the worker with a progress bar, cancellable,
stored with the game; its marks, graph and preferred move; and every word of the new screens
from the catalogue."""

import pygame
import pytest
from driver import Driver
from test_i18n import look_for_bypasses, marked_catalogue  # noqa: F401  (a fixture and its reader)
from test_review import BLUNDER_PLY, blunder_match

from pyrapack import i18n
from pyrapack.library import Library
from pyrapack.scenes.games_list import GamesScene
from pyrapack.scenes.replay import ReplayScene
from pyrapack.storage import Storage
from pyrapack.ui.boardview import BoardView


@pytest.fixture
def kept(tmp_path):
    """The data folder with one game in it, with a blunder (``test_review.blunder_match``)."""
    library = Library(Storage(tmp_path))
    match = blunder_match()
    match.unsaved = True
    library.save(match)
    library.storage.flush()
    return match


def open_replay(driver):
    if not isinstance(driver.top, GamesScene):
        driver.click(driver.top.games_button.rect.center, frames=2)
    screen = driver.top
    assert isinstance(screen, GamesScene)
    slot = screen.slots[0]
    driver.click((slot.rect.left + 40, slot.rect.centery), frames=2)
    assert isinstance(driver.top, ReplayScene)
    return driver.top


def review(driver, replay):
    driver.click(replay.review_button.rect.center)
    assert replay.review.run is not None and replay.cancel_button.visible and not replay.review_button.visible
    run, progress = replay.review.run, []
    driver.until(lambda: progress.append(len(run.positions)) or replay.review.run is None, frames=20000, dt=0.01)
    assert replay.review.run is None and replay.review.stored is not None
    assert progress == sorted(progress) and len(set(progress)) > 2  # the bar moved as it went


def test_a_review_marks_the_constructed_blunder_and_is_kept_with_the_game(tmp_path, kept):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        replay = open_replay(driver)
        assert replay.review.stored is None
        driver.tick(3)
        assert not driver.app.bot.alive  # a replay asks the bot nothing until a review: no process yet
        review(driver, replay)
        assert driver.app.bot.alive  # the review started it
        assert replay.review.marks_of(BLUNDER_PLY) == "??"
        driver.press(pygame.K_HOME)
        row = dict(replay.panel.rows(replay.ply, replay.plies)).get(BLUNDER_PLY)
        if row is None:  # scrolled out of view: go near it first
            replay.go(BLUNDER_PLY)
            row = dict(replay.panel.rows(replay.ply, replay.plies))[BLUNDER_PLY]
        driver.click(row.center)
        assert replay.ply == BLUNDER_PLY + 1
        assert replay.position_line().endswith("??")
        assert i18n.t("review.blunder") in replay.review.verdict(replay.ply)
        better = replay.review.preferred(BLUNDER_PLY)  # what the bot would have played instead of the blunder
        assert better is not None and better != replay.match.moves[BLUNDER_PLY]
        before = replay.match.states[BLUNDER_PLY]
        assert i18n.t("review.better", move=replay.texts.move_text(before, better)) in replay.review.verdict(replay.ply)
        driver.press(pygame.K_ESCAPE)
        entry = driver.top.entries[0]
        assert entry.reviewed
        again = open_replay(driver)  # reopening costs nothing: no review is run
        assert again.review.stored is not None and again.review.run is None and again.review.marks_of(BLUNDER_PLY) == "??"
        assert not again.review_button.enabled
    finally:
        driver.close()
    match, _ = Library(Storage(tmp_path)).open(kept_id(tmp_path))
    assert match.review["marks"][BLUNDER_PLY] == "??"


def kept_id(folder):
    return Library(Storage(folder)).list()[0].id


def test_a_review_can_be_stopped_and_keeps_nothing(tmp_path, kept):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        replay = open_replay(driver)
        driver.click(replay.review_button.rect.center)
        driver.until(lambda: replay.review.run is not None and len(replay.review.run.positions) >= 2)
        driver.click(replay.cancel_button.rect.center)
        assert replay.review.run is None and replay.review.stored is None and replay.match.review is None
        assert driver.app.toasts[-1][0] == "review.cancelled"
        driver.tick(3)  # the window goes on; the worker was told to stop
        assert replay.review_button.visible and replay.review_button.enabled
    finally:
        driver.close()
    assert not Library(Storage(tmp_path)).list()[0].reviewed


def test_the_graph_takes_you_to_a_move_and_the_board_shows_the_bots_choice(tmp_path, kept, monkeypatch):
    driver = Driver(tmp_path, size=(1280, 800))
    try:
        replay = open_replay(driver)
        review(driver, replay)
        graph = replay.panel.graph
        driver.click((graph.left + graph.width * 6 / replay.plies, graph.centery))
        assert replay.ply == 6
        replay.finish_animation()
        best = replay.review.preferred(replay.ply)
        assert best is not None and best in replay.state.legal_moves()
        assert replay.marks().suggested == (replay.state, best)
        drawn = []
        original = BoardView.draw_suggested
        monkeypatch.setattr(BoardView, "draw_suggested", lambda view, *a: drawn.append(a) or original(view, *a))
        driver.tick()
        assert [args[1:] for args in drawn] == [(replay.state, best)]
        driver.press(pygame.K_END)
        driver.tick(20)
        assert replay.review.preferred(replay.ply) is None  # the game is over: nothing to suggest
    finally:
        driver.close()


def test_nothing_drawn_on_the_new_screens_bypasses_the_catalogue(tmp_path, kept, marked_catalogue):  # noqa: F811
    driver = Driver(tmp_path, size=(1280, 800), language="en")
    try:
        offenders = {}

        def look(where):
            look_for_bypasses(driver, marked_catalogue, offenders, where)

        driver.tick()
        look("menu")
        replay = open_replay(driver)
        look("replay")
        review(driver, replay)
        replay.go(BLUNDER_PLY + 1)
        look("replay reviewed")
        driver.click(replay.branch_button.rect.center)
        driver.choose(driver.top.mode, "bot")
        look("play from here")
        driver.press(pygame.K_ESCAPE)
        driver.press(pygame.K_ESCAPE)
        look("games")
        driver.click(driver.top.slots[0].delete.rect.center)
        look("delete question")
        assert offenders == {}
    finally:
        driver.close()


@pytest.fixture(scope="module")
def reviewed():
    from pyrapack.bots import review as reviews

    match = blunder_match()
    match.review = reviews.build(match, [reviews.analyse(match.game, s) for s in match.states])
    return match


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_of_the_verdict_on_a_blunder_fits_under_the_graph(tmp_path, reviewed, size, lang):
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        replay = ReplayScene(driver.app, reviewed)
        driver.app.push(replay)
        replay.go(BLUNDER_PLY + 1)
        replay.finish_animation()
        driver.tick()
        lines = replay.review.verdict(replay.ply)
        assert len(lines) == 4  # the chances, the blunder, what was better, the bot's move now
        assert [line for line, _ in replay.panel.verdict_shown(replay.review.verdict(replay.ply))] == lines
    finally:
        driver.close()
        i18n.set_language("en")
