"""A seeded storm of random events through every scene must never raise, nor stall.

Clicks anywhere (and, often, on a place that is a legal next click, so games
get deep), keys, wheel, focus changes, window sizes from 1x1 up (also in the
middle of an animation), bursts that mix a hint, a move's clicks, undo, redo
and a resize within one frame, a bot worker killed now and then, and quitting
then restarting the app on the same data directory (which resumes the
autosaved game). After every frame, a hint on show is a legal move of the
position shown; after each storm, a bot to move does move.
"""

import os
import random
import signal

import pygame
import pytest
from driver import Driver, text_events
from worker_control import CAN_PAUSE

from pyrapack import games
from pyrapack.scenes.game import GameScene

KEYS = [pygame.K_ESCAPE, pygame.K_F1, pygame.K_F11, pygame.K_RETURN, pygame.K_h, pygame.K_m,
        pygame.K_z, pygame.K_y, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE,
        pygame.K_a, pygame.K_TAB]
SIZES = [(960, 600), (1280, 800), (1920, 1080), (1100, 620), (700, 500)]
TINY = [(1, 1), (2, 3), (200, 600), (320, 600), (600, 200), (959, 599), (1, 700), (1300, 1)]
EVENTS_PER_GAME = 500  # per game (half against a bot); the menu's storm: MENU_EVENTS
MENU_EVENTS = 600


class Storm:
    def __init__(self, tmp_path, rng):
        self.tmp_path, self.rng = tmp_path, rng
        self.driver = None
        self.events = 0

    def start(self, **launch):
        if self.driver:
            self.driver.close()
        self.driver = Driver(self.tmp_path, size=self.rng.choice(SIZES[:3]), **launch)

    def smart_point(self):
        """A window point on a legal next click of the game scene on top, if there is one."""
        scene = self.driver.top
        if not isinstance(scene, GameScene) or scene.anim is not None:
            return None
        wanted = scene.input.next_targets or scene.input.first_targets
        places = [scene.view.target_rect(scene.state, target) for target in sorted(wanted, key=repr)]
        points = [where[0].center for where in places if where is not None]
        if not points:
            return None
        point = self.rng.choice(points)  # the middle of a place a click may use now, near or on it
        return self.driver.app.view.to_window(point if self.rng.random() < 0.7 else
                                              (point[0] + self.rng.randint(-9, 9), point[1] + self.rng.randint(-9, 9)))

    def random_event(self):
        rng, d = self.rng, self.driver
        w, h = d.screen.get_size()
        roll = rng.random()
        if roll < 0.45:
            pos = (self.smart_point() if rng.random() < 0.6 else None) or (rng.randrange(-5, w + 5),
                                                                             rng.randrange(-5, h + 5))
            self.click(pos, rng.choice([1, 1, 1, 1, 2, 3, 4, 5]))
        elif roll < 0.6:
            d.post(pygame.MOUSEMOTION, pos=(rng.randrange(w), rng.randrange(h)), rel=(1, 1), buttons=(0, 0, 0))
        elif roll < 0.75:
            self.key(rng.choice(KEYS), pygame.KMOD_CTRL if rng.random() < 0.3 else 0)
            if rng.random() < 0.2:  # and what a keyboard types (a name field takes it)
                d.send(text_events(rng.choice(["a", "Zoé", " ", "\u200b\x07", "\U0001f600", "x" * 40])))
        elif roll < 0.82:
            d.post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)
        elif roll < 0.86:
            self.resize()
        elif roll < 0.9:
            d.post(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWLEAVE,
                               pygame.WINDOWENTER, pygame.ACTIVEEVENT]))
        elif roll < 0.96:
            self.burst()
        elif roll < 0.9606 and CAN_PAUSE and d.app.bot.pid is not None:
            os.kill(d.app.bot.pid, signal.SIGKILL)  # the worker dies: the next answer comes from a new one
        else:
            pass  # an idle frame
        self.events += 1

    def click(self, pos, button=1):
        d = self.driver
        d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        d.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        d.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)

    def key(self, key, mod=0):
        self.driver.key(key, mod)  # as a keyboard sends it: KEYDOWN, its text if any, KEYUP

    def resize(self):
        size = self.rng.choice(TINY if self.rng.random() < 0.3 else SIZES)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.driver.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])

    def burst(self):
        """Within one frame, the races of issue 12: hint, move, undo, redo, resize in any order."""
        ctrl = pygame.KMOD_CTRL
        actions = [lambda: self.key(pygame.K_h), self.move_click, self.move_click, self.resize,
                   lambda: self.key(pygame.K_z, ctrl), lambda: self.key(pygame.K_y, ctrl)]
        for action in self.rng.choices(actions, k=self.rng.randint(2, 6)):
            action()

    def move_click(self):
        point = self.smart_point()
        if point is not None:
            self.click(point)

    def check(self):
        """After each frame: a hint on show is a legal move of the position it is shown on."""
        for scene in self.driver.app.stack:
            if isinstance(scene, GameScene) and scene.turns.hint is not None:
                assert scene.turns.hint in scene.state.legal_moves()

    def bot_moves(self):
        """At the end of a storm, a bot to move does move: nothing left it stuck."""
        d = self.driver
        scene = d.top
        if isinstance(scene, GameScene) and scene.match.bot_to_move:
            played = len(scene.match.moves)
            d.until(lambda: d.top is not scene or len(scene.match.moves) != played, frames=4000)

    def run(self, count, **launch):
        self.start(**launch)
        for i in range(count):
            self.random_event()
            if i % 3 == 0:
                self.driver.tick(1, dt=self.rng.choice([0.016, 0.05, 0.2]))
                self.check()
            if not self.driver.app.running or (self.rng.random() < 0.0008):
                self.start()  # closed (Esc from the menu, quit) or a crash-like restart: reopen
        self.driver.tick(3)
        self.bot_moves()
        self.driver.close()


def playable():
    return [g.id for g in games.GAMES if g.playable]


@pytest.mark.parametrize("game", playable())
def test_random_events_through_a_game_never_raise(tmp_path, game):
    storm = Storm(tmp_path, random.Random(f"fuzz-{game}"))
    storm.run(EVENTS_PER_GAME // 2, game=game, no_sound=False)
    storm.run(EVENTS_PER_GAME // 2, game=game, bot="easy", side="random")
    assert storm.events == EVENTS_PER_GAME


def test_random_events_through_menu_setup_and_rules_never_raise(tmp_path):
    storm = Storm(tmp_path, random.Random("fuzz-menu"))
    storm.run(MENU_EVENTS)
    assert storm.events == MENU_EVENTS
