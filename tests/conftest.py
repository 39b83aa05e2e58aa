"""Shared test set-up: headless SDL for every test, a modest hypothesis budget."""

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


import pytest  # noqa: E402


@pytest.fixture
def driver(tmp_path):
    """The real app in a small window, with its data in a fresh directory."""
    from driver import Driver

    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()
