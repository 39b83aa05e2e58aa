"""Every game, a lesson and a reviewed replay, from the menu on, by the keyboard alone: Tab
and the arrows move the focus ring over what a click could reach, Enter presses it, and no
mouse event is ever sent."""

import random

import pygame
import pytest
from driver import Driver, playable_moves
from random_play import any_game, random_game, shortest_game

from pyrapack import games
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.games_list import GamesScene
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.replay import ReplayScene
from pyrapack.scenes.setup import SetupScene

GAMES = [g.id for g in games.GAMES]


class KeysOnly(Driver):
    """A driver that can only press keys: any mouse event fails the test."""

    def click(self, *args, **kwargs):
        raise AssertionError("a keyboard test clicked")

    def post(self, type_, **attrs):
        assert type_ in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT), type_  # typing is keys too
        super().post(type_, **attrs)

    def read_pass_notice(self, scene):
        self.press_on(lambda key: key == "pass")

    def press_on(self, wanted):
        """Tab to the stop ``wanted(key)`` accepts, then Enter: as many key presses as a person
        would need from where the ring is, sent in one frame."""
        scene = self.top
        stops = scene.focus_stops()
        target = next(i for i, stop in enumerate(stops) if wanted(stop.key))
        here = scene.focus.current(stops) if scene.focus.shown else None
        start = stops.index(here) if here in stops else -1
        for _ in range((target - start) % len(stops)):
            self.key(pygame.K_TAB)
        self.key(pygame.K_RETURN)
        self.tick()

    def press_button(self, button):
        self.press_on(lambda key: key is button)

    def enter_move(self, move):
        """A move by keys: each of its targets in turn, then C for an optional rest, and Enter
        to a warning (the player meant it)."""
        scene = self.top
        for target in scene.input.sequence_of(move):
            self.press_on(lambda key, target=target: key == target)
        if scene.hud.confirm.visible and scene.input.clicks:
            self.press(pygame.K_c)
        if isinstance(self.top, ConfirmDialog):
            self.press(pygame.K_RETURN)


@pytest.fixture
def keys(tmp_path):
    driver = KeysOnly(tmp_path, size=(960, 600))
    yield driver
    driver.close()


def ends_soon(game):
    """Whether a seeded game of random moves ends within a long game's plies (in some games random
    moves wander for thousands: their own test files play them by keys with a faster policy)."""
    states, _ = random_game(game, f"keys-{game}", plies=games.get(game).rules.PLIES)
    return states[-1].is_over


@pytest.mark.parametrize("game", [game for game in GAMES if ends_soon(game)])
def test_a_game_from_the_menu_to_its_end_banner_by_keys(keys, game):
    rng = random.Random(game)
    play_by_keys(keys, game, lambda state: rng.choice(playable_moves(state)))


def play_by_keys(keys, game, pick):
    """From the menu, the game's tile (by its number; past the ninth, its Play by Tab), its
    set-up's Start, ``pick(state)``'s moves entered by keys to the end banner, and its Menu button."""
    menu = keys.top
    assert isinstance(menu, MenuScene)
    if GAMES.index(game) < 9:
        keys.press(pygame.K_1 + GAMES.index(game), frames=2)  # the game's tile, by its number
    else:
        tile = menu.tiles[GAMES.index(game)]
        keys.press_on(lambda key: key == (tile, "play"))
        keys.tick()
    assert isinstance(keys.top, SetupScene) and keys.top.info.id == game
    keys.press_button(keys.top.start)
    scene = keys.top
    assert isinstance(scene, GameScene) and scene.info.id == game
    for _ in range(400):
        keys.settle()
        if scene.state.is_over:
            break
        before = len(scene.match.moves)
        keys.enter_move(pick(scene.state))
        assert len(scene.match.moves) == before + 1
    keys.until(lambda: isinstance(keys.top, EndBanner))
    keys.press_button(keys.top.menu)
    assert isinstance(keys.top, MenuScene)


def test_the_arrows_move_the_ring_to_the_nearest_stop_that_way(keys):
    keys.press(pygame.K_TAB)
    menu = keys.top
    first = menu.focus.current(menu.focus_stops())
    keys.press(pygame.K_RIGHT)
    right = menu.focus.current(menu.focus_stops())
    assert right.rect.centerx > first.rect.centerx
    keys.press(pygame.K_LEFT)
    assert menu.focus.current(menu.focus_stops()) == first
    keys.press(pygame.K_DOWN)
    assert menu.focus.current(menu.focus_stops()).rect.centery > first.rect.centery


def test_a_lesson_to_its_end_by_keys(keys):
    """The lesson of the shortest game (every lesson, by clicks: tests/test_app_tutorial.py)."""
    menu = keys.top
    tile = menu.tiles[GAMES.index(shortest_game().id)]
    keys.press_on(lambda key: key == (tile, "learn"))
    scene = keys.top
    coach = scene.coaching
    rng = random.Random(1)
    for _ in range(400):
        keys.until(lambda: scene.anim is None)
        if scene.turns.passing and scene.human_to_move:  # the notice read, by keys
            keys.press_on(lambda key: key == "pass")
        elif coach.phase == "try" and scene.human_to_move:
            keys.enter_move(coach.right_moves()[0])
        elif coach.phase == "game" and scene.human_to_move:
            keys.enter_move(rng.choice(playable_moves(scene.state)))
        elif coach.phase == "over":
            break
        elif coach.next_button.visible:  # the step done stays on show: the ring is on "Next step"
            assert scene.focus.current(scene.focus_stops()).key is coach.next_button
            keys.press(pygame.K_RETURN)
        elif coach.phase == "game" and not scene.state.is_over:  # the bot's turn: wait for its move
            keys.until(lambda: scene.human_to_move or scene.state.is_over, frames=4000)
        else:
            keys.tick(5)
    assert coach.phase == "over"
    keys.press_button(coach.real_game)
    assert isinstance(keys.top, SetupScene)


def test_a_kept_game_replayed_and_reviewed_by_keys(keys):
    keys.press(pygame.K_1 + GAMES.index(any_game().id), frames=2)
    keys.press_button(keys.top.start)
    scene = keys.top
    rng = random.Random(5)
    for _ in range(6):
        keys.settle()
        keys.enter_move(rng.choice(playable_moves(scene.state)))
    keys.settle()
    keys.press(pygame.K_ESCAPE)  # leave: the game is kept
    assert isinstance(keys.top, MenuScene)
    keys.press(pygame.K_g, frames=2)
    assert isinstance(keys.top, GamesScene)
    keys.press_on(lambda key: isinstance(key, tuple) and key[0] == "game")
    replay = keys.top
    assert isinstance(replay, ReplayScene) and replay.plies == 6
    keys.press(pygame.K_HOME)
    keys.press(pygame.K_RIGHT)
    assert replay.ply == 1
    keys.press_button(replay.review_button)
    keys.until(lambda: replay.review.stored is not None, frames=4000)
    keys.press_on(lambda key: key is replay.back_button)
    assert isinstance(keys.top, GamesScene)


# -- the ring where the eye expects it (issue 35, item 10) ------------------------------------

def test_the_menu_s_ring_goes_from_learn_to_play_as_they_are_drawn(keys):
    stops = keys.top.focus_stops()
    for tile in keys.top.tiles:
        order = [stop.key[1] for stop in stops if isinstance(stop.key, tuple) and stop.key[0] is tile]
        learn, play = tile.pill_rects(keys.top.scale)
        if learn is not None:
            assert learn.centerx < play.centerx and order.index("learn") < order.index("play")


def test_space_on_a_rules_page_turns_the_page_even_with_the_ring_shown(keys):
    from pyrapack.scenes.rules_page import RulesScene

    info = next(info for info in games.GAMES if info.has("guide"))
    keys.app.push(RulesScene(keys.app, info.id))
    keys.tick()
    page = keys.top
    keys.press(pygame.K_TAB)  # the ring shows, on Back
    keys.press(pygame.K_SPACE, frames=5)
    assert keys.top is page and page.target_scroll > 0  # it pressed Back


def test_when_redo_is_used_up_the_ring_goes_to_undo_beside_it(keys):
    info = next(info for info in games.GAMES if info.playable)
    scene = keys.open_game(info.id)
    rng = random.Random(2)
    for _ in range(2):
        keys.enter_move(rng.choice(playable_moves(scene.state)))
        keys.settle()
    keys.press(pygame.K_z, pygame.KMOD_CTRL)
    keys.press_button(scene.hud.redo)  # the last redo: Redo greys out under the ring
    assert not scene.hud.redo.enabled
    assert scene.focus.current(scene.focus_stops()).key is scene.hud.undo  # it jumped to Rules, below


def test_with_the_ring_shown_the_replay_s_arrows_move_it(keys):
    from pyrapack.match import Match

    info = next(info for info in games.GAMES if info.playable)
    match = Match(info.id, info.options(), [None, None])
    for move in (playable_moves(match.state)[0], playable_moves(match.state.play(playable_moves(match.state)[0]))[0]):
        match.play(move)
    keys.app.open_replay(match)
    keys.tick()
    replay = keys.top
    keys.press(pygame.K_LEFT)  # no ring: a move back
    assert replay.ply == 1
    keys.press(pygame.K_TAB)
    before = replay.focus.current(replay.focus_stops())
    keys.press(pygame.K_RIGHT)
    assert replay.ply == 1 and replay.focus.current(replay.focus_stops()) != before


@pytest.mark.parametrize("game", GAMES)
def test_the_ring_on_a_target_previews_what_the_pointer_there_does(tmp_path, game):
    """Issue 35, item 4: a game's attack preview and caption showed under the mouse only."""
    from driver import Driver

    d = Driver(tmp_path, size=(960, 600))
    try:
        scene = d.open_game(game)
        rng = random.Random(4)
        for _ in range(6):  # moves that leave the game going: a short game stops before its end
            going = [move for move in playable_moves(scene.state) if not scene.state.play(move).is_over]
            if not going:
                break
            d.enter_move(rng.choice(going))
            d.settle()
        for first in sorted(scene.input.first_targets, key=repr)[:3]:
            scene.board.reset()
            scene.press(first)
            for target in sorted(scene.board.live_targets(), key=repr):
                scene.focus.shown = False
                try:
                    scene.pointer = d.point_of(target, step=2)
                except AssertionError:  # a click there takes another target first: keys only
                    continue
                by_mouse = scene.marks()
                scene.pointer = (-1, -1)  # the mouse away, the ring on the target
                scene.focus.aim(target)
                scene.focus.shown = True
                by_keys = scene.marks()
                assert (by_keys.hover, by_keys.hover_moves) == (by_mouse.hover, by_mouse.hover_moves), (first, target)
    finally:
        d.close()


def sent_game(app, folder, name="sent.pyrapack"):
    """A finished-or-not game of the first playable game, written as someone would send it."""
    import json
    import pathlib

    from pyrapack.match import Match

    info = next(info for info in games.GAMES if info.playable)
    match = Match(info.id, info.options(), [None, None])
    rng = random.Random(8)
    for _ in range(4):
        match.play(rng.choice(playable_moves(match.state)))
    path = pathlib.Path(folder) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(match.record()), encoding="utf-8")
    return path, match


def test_a_game_someone_sent_is_opened_by_keys_from_the_files_found(keys):
    """Issue 35, item 2: import was by drag-and-drop or the command line only."""
    from pyrapack.scenes.import_file import ImportDialog

    path, match = sent_game(keys.app, keys.app.export_folder)
    keys.press(pygame.K_g, frames=2)
    keys.press(pygame.K_o, frames=2)  # "Open a file"
    assert isinstance(keys.top, ImportDialog)
    keys.press_on(lambda key: key == ("file", str(path.resolve())))
    replay = keys.top
    assert isinstance(replay, ReplayScene) and replay.match.moves == match.moves


def test_a_game_someone_sent_is_opened_by_typing_where_it_is(keys, tmp_path):
    from pyrapack.scenes.import_file import ImportDialog

    path, match = sent_game(keys.app, tmp_path / "elsewhere", "from a friend.pyrapack")
    keys.press(pygame.K_g, frames=2)
    keys.press(pygame.K_o, frames=2)
    dialog = keys.top
    keys.press_on(lambda key: key == "field")  # Enter types in it
    keys.type(str(tmp_path / "elsewhere" / "nothing here.pyrapack"))
    keys.press(pygame.K_RETURN, frames=2)
    assert keys.top is dialog and keys.app.toasts  # no such file: said, and the card stays
    keys.press_on(lambda key: key == "field")
    for _ in range(len("nothing here.pyrapack")):
        keys.press(pygame.K_BACKSPACE)
    keys.type("from a friend.pyrapack")
    keys.press(pygame.K_RETURN, frames=2)
    assert isinstance(keys.top, ReplayScene) and keys.top.match.moves == match.moves
    assert not isinstance(keys.top, ImportDialog)


@pytest.mark.parametrize("game", [g.id for g in games.GAMES if g.playable])
def test_after_choosing_a_piece_its_destinations_come_next_in_the_tab_order(keys, game):
    """Issue 42, item 7: a piece chosen, its destinations followed the panel's buttons (~7 Tabs):
    now the next Tab reaches one, then each of the others, before anything else."""
    scene = keys.open_game(game)
    scene.focus.shown = True
    longer = [move for move in playable_moves(scene.state) if len(scene.input.sequence_of(move)) > 1]
    if not longer:
        pytest.skip("every move of this game is one click")
    first = scene.input.sequence_of(longer[0])[0]
    keys.press_on(lambda key: key == first)  # the piece chosen (Enter on it)
    assert list(scene.input.clicks) == [first]
    following = set(scene.input.next_targets)
    reached = []
    for _ in range(len(following)):
        keys.press(pygame.K_TAB)
        reached.append(scene.focus.current(scene.focus_stops()).key)
    assert set(reached) == following, (reached, following)
