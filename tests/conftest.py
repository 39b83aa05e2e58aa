"""Shared test set-up: headless SDL for every test, a modest hypothesis budget, and the tests'
own game registered (Pyramid Nim, ``tests/nim``): every shared test runs on it too. Games made
by the generator (``tests/gamegen``) are registered after it when ``PYRAPACK_EXTRA_GAMES`` asks
for them: the whole suite then runs on them as well (``PYRAPACK_EXTRA_GAMES=8``: eight more)."""

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

import gamegen  # noqa: E402  (tests/gamegen: games made from a spec)
import nim  # noqa: E402  (tests/nim: the tests' own game; players never see it)

from pyrapack import games  # noqa: E402

games.register(nim.GAME, *gamegen.from_environment())


import pytest  # noqa: E402


def pytest_configure(config):
    """In the process that starts the others (xdist's controller, or pytest alone), compile the
    package and the tests' helpers once, and when the suite is shared out, rewrite the test
    modules' asserts once too: each worker, and each app and bot process the tests start, then
    reads them instead of compiling them again (two workers each spent ~3.5 CPU-s on it, a bot
    process ~0.05). Only a saving: whatever fails here is done by each process as before."""
    if hasattr(config, "workerinput"):  # an xdist worker: the controller did it
        return
    try:
        _compile_ahead(config, distributed=bool(getattr(config.option, "numprocesses", 0)))
    except Exception:  # pytest's internals moved, a read-only checkout...: no saving, nothing lost
        pass


def _compile_ahead(config, distributed):
    import compileall
    import pathlib
    import re

    here = pathlib.Path(__file__).resolve().parent
    tests = [p for p in sorted(here.rglob("test_*.py")) if "__pycache__" not in p.parts]
    compileall.compile_dir(here.parent / "pyrapack", quiet=2)
    compileall.compile_dir(here, quiet=2, rx=re.compile(r"(^|[/\\])(test_[^/\\]*|conftest)\.py$"))
    if not distributed or config.getoption("assertmode") != "rewrite":
        return
    from _pytest.assertion import rewrite

    state = config.stash[rewrite.assertstate_key]
    for path in tests:
        pyc = rewrite.get_cache_dir(path) / (path.name[:-3] + rewrite.PYC_TAIL)
        if rewrite._read_pyc(path, pyc, state.trace) is None and rewrite.try_makedirs(pyc.parent):
            source_hash, code = rewrite._rewrite_test(path, config)
            rewrite._write_pyc(state, code, source_hash, pyc)


def pytest_collection_finish(session):
    """Once the suite is collected (in each xdist worker), what is alive is put out of the cyclic
    garbage collector's sight (``gc.freeze``): every module, test item and constant the suite
    imported lives to the end anyway, and a full collection no longer walks them all. The
    benches' moves and the bot processes collect after each search, as the app's worker does
    (test_bench: some 170 full collections, 4.5 -> 0.1 CPU-s). What the tests make later is
    collected as before, so a test that waits for an object to be freed still sees it freed."""
    import gc

    gc.collect()
    gc.freeze()


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
