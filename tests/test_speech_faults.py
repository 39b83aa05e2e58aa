"""Speech that never hangs the game (issue 42, item 6): lines are said by one speaking thread
off the frame, each within a time limit; a backend that fails is dropped for the session with
one message; two failing backends never take turns forever; with no backend at all, asking for
speech says so once and the setting stays off.

No timer is asserted: a blocked backend blocks on an Event the test never sets, and the test
checks that the frames went on while it was still blocked; the time limit is read on a clock the
test moves by hand. (The frames' times are measured in ``bench/speech_frames.py``.)"""

import threading
import time

import pygame
import pytest
from driver import Driver
from speech_player import Recorder

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.speech import Speech

GAME = next(g.id for g in games.GAMES if g.playable)


class Raising(Recorder):
    """A backend that starts, then raises on every line (a screen reader gone)."""

    made = 0

    def __init__(self):
        super().__init__()
        type(self).made += 1

    def speak(self, text, language, interrupt=False):
        raise OSError(f"{type(self).__name__} went away")


class RaisingToo(Raising):
    made = 0


class Blocking(Recorder):
    """A backend whose ``speak`` blocks until ``release`` is set (a service that stopped
    answering); ``returned`` counts the calls that came back."""

    def __init__(self):
        super().__init__()
        self.release, self.entered, self.returned = threading.Event(), threading.Event(), 0

    def speak(self, text, language, interrupt=False):
        self.entered.set()
        self.release.wait(60)  # never set by the test: a safety net, far beyond the test's frames
        self.returned += 1


class Flapping(Recorder):
    """A backend that fails now and then, and would work again if started again."""

    made = 0

    def __init__(self):
        super().__init__()
        type(self).made += 1
        self.calls = 0

    def speak(self, text, language, interrupt=False):
        self.calls += 1
        if self.calls % 3 == 0:
            raise OSError("a hiccup")
        super().speak(text, language, interrupt)


class FlappingToo(Flapping):
    made = 0


def finder(*kinds):
    """A ``backends.find`` over ``kinds`` (the first that is not excluded starts)."""
    def find(exclude=()):
        exclude = tuple(exclude) if isinstance(exclude, (set, tuple, list, frozenset)) else (exclude,)
        for kind in kinds:
            if kind not in exclude:
                return kind(), None
        return None, "none left"
    return find


def failed_messages(app):
    return [toast for toast in app.toasts if toast[0] == "speech.failed"]


def counted_warnings(app):
    """Every message the app is asked to show from now on (a message read goes from the screen)."""
    said, warn = [], app.warn

    def counted(problem):
        said.append(problem if isinstance(problem, str) else problem[0])
        warn(problem)

    app.warn = counted
    return said


def test_two_backends_that_both_raise_are_each_dropped_once_and_the_game_goes_on():
    Raising.made = RaisingToo.made = 0
    speech = Speech(True, find=finder(Raising, RaisingToo))
    for n in range(20):
        speech.say(f"line {n}")
    assert speech.flush(30)
    assert speech.state == "unavailable" and not speech.enabled
    assert (Raising.made, RaisingToo.made) == (1, 1)  # each started once, never again
    problems = speech.take_problems()
    assert [key for key, _ in problems] == ["speech.failed", "speech.failed"]
    assert speech.take_problems() == []
    speech.close()


def test_a_blocking_backend_never_holds_a_frame_and_is_dropped_after_its_time(tmp_path):
    voice = Blocking()
    now = [time.monotonic()]  # the test's clock: still, until the test moves it
    driver = Driver(tmp_path, size=(960, 600), speech=True, voice=voice)
    speech = driver.app.speech
    speech.clock = lambda: now[0]  # the time limit read on the test's clock
    speech.find = finder()  # no other backend to take over
    try:
        assert voice.entered.wait(30)  # the greeting reached the backend, which holds it
        for _ in range(10):  # Tab through the menu: every frame has words to say
            driver.press(pygame.K_TAB)
        assert voice.returned == 0  # the frames went on while the backend was still blocked
        assert speech.enabled and failed_messages(driver.app) == []
        now[0] = time.monotonic() + speech.timeout + 1  # past the time limit of the line held, whenever it began
        driver.tick(3)
        assert speech.flush(30)  # the new speaking thread let the stuck backend go, and found no other
        assert speech.state == "unavailable"
        assert len(failed_messages(driver.app)) == 1
        driver.press(pygame.K_TAB, frames=5)
        assert len(failed_messages(driver.app)) == 1
    finally:
        voice.release.set()
        driver.close()


def test_a_flapping_backend_is_dropped_once_not_restarted_every_frame(tmp_path, monkeypatch):
    from pyrapack.speech import backends

    Flapping.made = FlappingToo.made = 0
    monkeypatch.setattr(backends, "find", finder(Flapping, FlappingToo))
    driver = Driver(tmp_path, size=(960, 600), speech=True)
    warned = counted_warnings(driver.app)
    try:
        driver.open_game(GAME)
        for _ in range(100):  # 300 frames, words on most
            driver.press(pygame.K_TAB, frames=3)
            driver.app.speech.flush()
        assert (Flapping.made, FlappingToo.made) == (1, 1)  # each started once: no restarts
        assert warned.count("speech.failed") == 2  # one message for each, not one a frame
        assert driver.app.speech.state == "unavailable"
    finally:
        driver.close()


@pytest.mark.parametrize("how", ["command line", "keys"])
def test_without_any_backend_asking_for_speech_says_so_once_and_it_stays_off(tmp_path, monkeypatch, how):
    from pyrapack.speech import backends

    monkeypatch.setattr(backends, "find", lambda exclude=(): (None, "no screen reader here"))
    driver = Driver(tmp_path, size=(960, 600), speech=how == "command line")
    try:
        if how == "keys":
            driver.press(pygame.K_s, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
        said = [toast for toast in driver.app.toasts if toast[0] == "speech.unavailable"]
        assert len(said) == 1 and said[0][1]["why"] == "no screen reader here"
        assert t("speech.unavailable", why="x") != "speech.unavailable"
        driver.tick(20)
        assert len([toast for toast in driver.app.toasts if toast[0] == "speech.unavailable"]) == 1
        assert not driver.app.speech.enabled and driver.app.settings.speech is False
    finally:
        driver.close()
