"""Shared test set-up: headless SDL for every test, a modest hypothesis budget, and the tests'
own game registered (Pyramid Nim, ``tests/nim``): every shared test runs on it too."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "pyrapack",
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.load_profile("pyrapack")

import nim  # noqa: E402  (tests/nim: the tests' own game; players never see it)

from pyrapack import games  # noqa: E402

games.register(nim.GAME)


import pytest  # noqa: E402


@pytest.fixture
def driver(tmp_path):
    """The real app in a small window, with its data in a fresh directory."""
    from driver import Driver

    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()


@pytest.fixture
def cut_words(monkeypatch):
    """The words ``text.ellipsize`` shortened while the test runs (a list that grows)."""
    from pyrapack.ui import text

    cut, whole = [], text.ellipsize

    def ellipsize(words, *args, **kwargs):
        shown = whole(words, *args, **kwargs)
        if shown != words:
            cut.append(words)
        return shown

    monkeypatch.setattr(text, "ellipsize", ellipsize)
    return cut


@pytest.fixture(autouse=True)
def _usual_language_and_look():
    """Each test starts in English, at Size 100%, normal contrast and full motion, whatever an earlier test in
    the same process chose (an App sets them for the whole process): no test depends on the order."""
    from pyrapack import i18n
    from pyrapack.ui import theme

    i18n.set_language("en")
    theme.set_zoom(100)
    theme.set_contrast(False)
    theme.set_motion(False)
    yield


@pytest.fixture(params=["en", "fr"])
def listener(request, tmp_path):
    """The real app with speech on, heard through a recording backend, in each language, used by
    keys alone (``speech_player.Listener``)."""
    from speech_player import Listener

    from pyrapack import i18n

    driver = Listener(tmp_path, request.param)
    yield driver
    driver.close()
    i18n.set_language("en")
