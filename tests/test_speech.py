"""Speech, the mode for players who cannot see the board: the mode itself, turned on and off,
unavailable, failing, through a real backend; the rules page, and a kept game replayed by ear.
Whole games by ear are in ``test_speech_games.py``, the faults in ``test_speech_faults.py``, each
game's lesson and puzzle by ear in its own test file."""

import re

import pygame
import pytest
from driver import Driver
from speech_player import Listener, Recorder, open_game_by_speech

from pyrapack import games, i18n
from pyrapack.i18n import t
from pyrapack.scenes.speaking import keys_in_words
from pyrapack.speech.spoken import speakable

GAMES = [g.id for g in games.GAMES if g.playable]


# -- the mode itself: turned on and off, unavailable, failing ------------------------------

class Failing(Recorder):
    """A backend that breaks after ``good`` lines (a screen reader closed mid-game)."""

    def __init__(self, good):
        super().__init__()
        self.good = good

    def speak(self, text, language, interrupt=False):
        if len(self.lines) >= self.good:
            raise OSError("the screen reader went away")
        super().speak(text, language, interrupt)


def no_backend(exclude=()):
    return None, "no screen reader here"


def test_speech_that_fails_mid_game_loses_nothing_and_says_so(tmp_path, monkeypatch):
    from pyrapack.speech import backends

    monkeypatch.setattr(backends, "find", no_backend)
    voice = Failing(good=1000)
    listener = Listener(tmp_path, "en", voice=voice)
    try:
        open_game_by_speech(listener, GAMES[0])
        voice.good = len(voice.lines) + 3  # it breaks a few lines into the game
        scene = listener.top
        for _ in range(6):  # the backend breaks on the way: the moves are still played, by keys
            listener.press(pygame.K_n)
            listener.type(rules_notation(scene.state, scene.state.legal_moves()[0]))
            listener.press(pygame.K_RETURN)
        assert len(scene.match.moves) == 6
        assert listener.app.speech.state == "unavailable"
        assert [text for text, _, _ in listener.app.toast_layout((960, 600))].count(
            t("speech.failed", error="the screen reader went away")) == 1
    finally:
        listener.close()


def rules_notation(state, move):
    from pyrapack import rules

    return rules.notation(state, move)


def test_without_speech_on_this_machine_the_setting_says_so_and_stays_off(tmp_path, monkeypatch):
    from pyrapack.scenes.preferences import SettingsDialog
    from pyrapack.speech import backends

    monkeypatch.setattr(backends, "find", no_backend)
    driver = Driver(tmp_path, size=(960, 600), speech=True)
    try:
        assert driver.app.speech.state == "unavailable" and not driver.app.settings.speech
        driver.press(pygame.K_s, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
        assert not driver.app.speech.enabled
        driver.app.push(SettingsDialog(driver.app))
        driver.tick()
        row = next(row for row in driver.top.rows if row.title == "settings.speech")
        assert [label for _, label in row.options] == ["settings.speech_none"]
        row.choose(False)
        assert not driver.app.speech.enabled
    finally:
        driver.close()


def test_ctrl_shift_s_turns_speech_on_and_off_anywhere_and_it_is_kept(tmp_path):
    from pyrapack import settings

    voice = Recorder()
    driver = Driver(tmp_path, size=(960, 600), voice=voice)
    try:
        assert not driver.app.speech.enabled and voice.lines == []
        driver.press(pygame.K_s, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
        driver.app.speech.flush()
        assert voice.lines[0] == t("speech.on", keys=keys_in_words()) and voice.lines[1] == t("speech.menu")
        driver.press(pygame.K_s, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
        driver.app.speech.flush()
        assert voice.lines[-1] == t("speech.off") and driver.app.settings.speech is False
        driver.press(pygame.K_TAB)
        driver.app.speech.flush()
        assert voice.lines[-1] == t("speech.off")  # off: nothing more is said
        assert settings.Settings.from_dict(driver.app.settings.to_dict()).speech is False
    finally:
        driver.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_is_read_a_section_at_a_time_and_its_pages_turned_aloud(tmp_path, lang):
    """Item 5: a section at a time, Space turning to the next (said), Page Up back; the key card
    closing says nothing of the page again; nothing of how to click or of the pictures is said."""
    game = next(g for g in games.GAMES if g.has("guide"))
    sections = game.part("guide", "SECTIONS")
    listener = Listener(tmp_path, lang)
    try:
        listener.tab_to(t("speech.tile", game=t(game.title), action=t("game.rules")))
        heard = listener.ask(pygame.K_RETURN, frames=2)
        assert heard[0] == t("speech.rules_heading", game=t(game.title), n=len(sections))
        for number, section in enumerate(sections, 1):
            said = heard[-1]
            assert said.startswith(speakable(t("speech.rules_section", number=number, sections=len(sections),
                                                 title=t(section.title(game.id)), text=""))), said
            assert len(said.split()) < len(t(section.text(game.id)).split()) + 12  # one section, not the page
            heard = listener.ask(pygame.K_SPACE)
        assert heard == [t("speech.rules_end")]
        mark = len(listener.voice.lines)
        listener.press(pygame.K_SLASH, pygame.KMOD_LSHIFT)  # the key card, over the page
        listener.press(pygame.K_SLASH, pygame.KMOD_LSHIFT)  # and closed
        assert [line for line in listener.heard(mark) if t(sections[-1].title(game.id)) in line] == []
        back = listener.ask(pygame.K_PAGEUP)
        assert back and t(sections[-2].title(game.id)) in back[-1]
        assert not [line for line in listener.heard() if POINTING[lang].search(line)]
    finally:
        listener.close()


#: Words that point at the screen, which speech must not say (issue 42, item 4).
POINTING = {"en": re.compile(r"\bclick|\blit\b|highlight|marked with|\bpicture|\bdots?\b|arrow shows", re.I),
            "fr": re.compile(r"\bcliqu|\bclic\b|éclairé|surlign|marqu[ée]+s? d'un point|(sur|du) schéma|flèche montre", re.I)}


def test_with_speech_off_nothing_is_worked_out_for_it(tmp_path, monkeypatch):
    """Off, speech costs no frame anything: no screen is asked what it would say."""
    from pyrapack.scene import Scene
    from pyrapack.scenes.speaking import Speaking

    def asked(*args):
        raise AssertionError("speech off, yet a screen was asked what to say")

    for method in ("heading", "live"):
        monkeypatch.setattr(Scene, method, asked)
        monkeypatch.setattr(Speaking, method, asked)
    driver = Driver(tmp_path, size=(960, 600))
    try:
        driver.open_game(GAMES[0])
        driver.press(pygame.K_TAB, frames=3)
    finally:
        driver.close()


def test_a_kept_game_is_found_and_replayed_by_ear(tmp_path):
    listener = Listener(tmp_path, "en")
    try:
        game = games.get(GAMES[0])
        open_game_by_speech(listener, game.id)
        for _ in range(2):
            listener.type_move(listener.legal_moves()[0])
        listener.press(pygame.K_ESCAPE, frames=2)
        listener.press(pygame.K_g, frames=2)
        kept = listener.tab_to(t("library.in_progress"))
        assert kept.startswith(t(game.title))
        assert t(game.title) in listener.ask(pygame.K_RETURN, frames=2)[0]  # the replay's heading
        assert listener.ask(pygame.K_HOME)[-1] == t("replay.start", name=t(game.sides[0]))
    finally:
        listener.close()


def test_a_real_backend_speaks_where_the_machine_has_one():
    """The smoke test: the system's own speech, where there is one (skipped, saying why, where
    not). A service that is there but cannot speak (no sound device) is handled as any failing
    backend: said once, dropped, no exception; the test then says so in its skip reason."""
    from pyrapack.speech import Speech, backends

    backend, why = backends.find()
    if backend is None:
        pytest.skip(f"no speech on this machine: {why}")
    speech = Speech(True, backend, find=no_backend)
    speech.say("PyraPack")
    speech.say("PyraPack parle", interrupt=True)
    assert speech.flush(60)  # the speaking thread handed both lines over, or dropped the backend
    problems = speech.take_problems()
    state = speech.state
    speech.close()
    if problems:
        assert state == "unavailable" and problems[0][0] == "speech.failed"
        pytest.skip(f"{backend.name} is installed but could not speak here: {problems[0][1]['error']}")
    assert state == "on"


def test_no_backend_when_neither_the_library_nor_spd_say_is_there(monkeypatch):
    import sys

    from pyrapack.speech import backends

    monkeypatch.setitem(sys.modules, "accessible_output2", None)
    monkeypatch.setattr(backends.shutil, "which", lambda name: None)
    backend, why = backends.find()
    assert backend is None and "accessible_output2" in why and "spd-say" in why


