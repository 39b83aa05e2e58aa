"""``--self-check`` reports speech too (issue 44): which backend speaks, or why none would and
what to install; no backend is no failure (the game plays without speech). The whole check runs
in test_cli.py (its output has the speech line); here its wording, backend or none."""

import sys
from types import SimpleNamespace

from pyrapack import selfcheck


class Voice:
    name = "NVDA"


def app_with(backend, why=None, enabled=False):
    return SimpleNamespace(speech=SimpleNamespace(backend=backend, why=why, enabled=enabled))


def test_the_check_names_the_backend_speech_goes_through():
    assert selfcheck._speech(app_with(Voice()), None) == \
        "speech: through NVDA (off: Ctrl+Shift+S, Settings or --speech turn it on)"
    assert selfcheck._speech(app_with(Voice(), enabled=True), None) == "speech: through NVDA, on"


def test_without_a_backend_it_says_why_and_the_fix_for_this_system(monkeypatch):
    why = "accessible_output2: No module named 'accessible_output2'; spd-say is not installed"
    for platform, fix in (("linux", "sudo apt install speech-dispatcher"), ("win32", "NVDA"),
                          ("darwin", "VoiceOver")):
        monkeypatch.setattr(sys, "platform", platform)
        line = selfcheck._speech(app_with(None, why), None)
        assert line.startswith(f"speech: none on this computer ({why})") and fix in line, line
