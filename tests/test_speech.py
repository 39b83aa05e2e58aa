"""Speech, the mode for players who cannot see the board: whole games, a lesson and a puzzle
played from the spoken words and keys alone, in English and French.

The player here is ``Listener``: it sends key presses and typed text only (any mouse event
fails the test) and decides from what the recording backend heard, never from the screen's
pixels or a scene's state. A move is chosen among those the A key lists, and typed in the
game's notation after N.
"""

import random
import re

import pygame
import pytest
from driver import Driver

from pyrapack import games, i18n, words
from pyrapack.i18n import t


class Recorder:
    """A speech backend that keeps what it is asked to say."""

    name = "recorder"

    def __init__(self):
        self.lines = []

    def speak(self, text, language, interrupt=False):
        self.lines.append(text)

    def close(self):
        pass


class Listener(Driver):
    """Keys in, words out: the app as a player who cannot see it uses it."""

    def __init__(self, tmp_path, language):
        self.voice = Recorder()
        super().__init__(tmp_path, size=(960, 600), speech=True, voice=self.voice, language=language)

    def post(self, type_, **attrs):
        assert type_ in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT), type_
        super().post(type_, **attrs)

    def click(self, *args, **kwargs):
        raise AssertionError("a speech test clicked")

    def heard(self, since=0):
        return self.voice.lines[since:]

    def ask(self, key, mod=0, frames=1):
        """Press ``key``; what was said in answer (``frames`` frames)."""
        mark = len(self.voice.lines)
        self.press(key, mod, frames=frames)
        return self.heard(mark)

    def tab_to(self, wanted, limit=80):
        """Tab until the focus says ``wanted`` (a piece of words); fails when it never does."""
        for _ in range(limit):
            said = self.ask(pygame.K_TAB)
            if said and wanted in said[-1]:
                return said[-1]
        raise AssertionError(f"no focus said {wanted!r}; last heard {self.heard()[-5:]}")

    def wait_for(self, found, frames=400):
        """Tick until a line heard from now on satisfies ``found(line)``; that line."""
        mark = len(self.voice.lines)
        for _ in range(frames):
            for line in self.heard(mark):
                if found(line):
                    return line
            self.tick(1, dt=0.1)
        raise AssertionError(f"never heard it; last heard {self.heard()[-5:]}")

    def legal_moves(self):
        """The moves the A key lists, as typed (nothing in focus: every legal move)."""
        return moves_listed(self.ask(pygame.K_a)[-1])

    def type_move(self, move):
        """N, the move's notation, Enter; a question asked about it (it loses at once) is answered yes."""
        mark = len(self.voice.lines)
        self.press(pygame.K_n)
        self.type(move)
        self.press(pygame.K_RETURN, frames=2)
        if not any(line.startswith(self.move_said()) for line in self.heard(mark)):
            self.press(pygame.K_RETURN, frames=2)  # the question heard: "play it" is Enter

    def move_said(self):
        return t("speech.move", ply="", name="", move="").split(" ")[0]


def open_game_by_speech(listener, game):
    """From the menu: Tab to the game's Play, Enter; on its set-up, Tab to Start, Enter."""
    title = t(games.get(game).title)
    listener.tab_to(t("speech.tile", game=title, action=t("menu.play")))
    listener.press(pygame.K_RETURN, frames=2)
    assert title in listener.heard()[-3:][0] or any(title in line for line in listener.heard()[-3:])
    listener.tab_to(t("speech.button", label=t("setup.start")))
    heard = listener.ask(pygame.K_RETURN)
    assert any(t("speech.game_heading", game=title, players="").rstrip(".") in line for line in heard), heard


def undoing(move, last):
    """``move`` is ``last`` backwards (the same two places swapped)."""
    names, before = re.findall(r"[a-z0-9]+", move), re.findall(r"[a-z0-9]+", last or "")
    return len(names) == 2 and len(before) >= 2 and names == before[1::-1]


def play_to_the_end(listener, game, seed):
    """Hot-seat to the end from the words alone: each turn the A key's moves, one chosen (a move
    undoing the player's own last one first, where there is one: a game that counts repetitions
    then ends soon), typed after N. Returns the lines heard at the end."""
    rng = random.Random(seed)
    info = games.get(game)
    outcomes = [words.outcome(game, o) for o in info.rules.OUTCOMES]
    ends = [t("game.draw")] + [t("game.wins", name=t(side)) for side in info.sides]
    last = [None, None]
    for ply in range(300):
        moves = listener.legal_moves()
        back = [m for m in moves if undoing(m, last[ply % 2])]
        move = back[0] if back else rng.choice(moves)
        last[ply % 2] = move
        mark = len(listener.voice.lines)
        listener.type_move(move)
        said = " ".join(listener.heard(mark))
        assert t("speech.move", ply=str(ply + 1), name="", move="").split(",")[0] in said, (move, said)
        if any(line in ends for line in listener.heard(mark)):  # the turn line says who won: the banner follows
            return listener.wait_for(lambda line: any(outcome in line for outcome in outcomes))
    raise AssertionError("the game did not end")


GAMES = [g.id for g in games.GAMES if g.playable]


@pytest.fixture(params=["en", "fr"])
def listener(request, tmp_path):
    driver = Listener(tmp_path, request.param)
    yield driver
    driver.close()
    i18n.set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_played_from_the_words_and_keys_alone(listener, game):
    assert listener.heard()[0] == t("speech.menu")
    open_game_by_speech(listener, game)
    play_to_the_end(listener, game, seed=game)


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


def no_backend(exclude=None):
    return None, "no screen reader here"


def test_speech_that_fails_mid_game_loses_nothing_and_says_so(tmp_path, monkeypatch):
    from pyrapack.speech import backends

    monkeypatch.setattr(backends, "find", no_backend)
    voice = Failing(good=30)
    listener = Listener.__new__(Listener)
    listener.voice = voice
    Driver.__init__(listener, tmp_path, size=(960, 600), speech=True, voice=voice, language="en")
    try:
        open_game_by_speech(listener, "twentyseven")
        scene = listener.top
        for _ in range(6):  # the backend breaks on the way: the moves are still played, by keys
            listener.press(pygame.K_n)
            listener.type(rules_notation(scene.state, scene.state.legal_moves()[0]))
            listener.press(pygame.K_RETURN)
        assert len(scene.match.moves) == 6
        assert listener.app.speech.state == "unavailable"
        assert any(t("speech.failed", error="the screen reader went away") == text
                   for text, _, _ in listener.app.toast_layout((960, 600)))
        assert scene.app.settings.speech is False or not listener.app.speech.enabled
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
        assert voice.lines[0] == t("speech.on") and voice.lines[1] == t("speech.menu")
        driver.app.storage.flush() if hasattr(driver.app.storage, "flush") else None
        driver.press(pygame.K_s, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
        assert voice.lines[-1] == t("speech.off") and driver.app.settings.speech is False
        driver.press(pygame.K_TAB)
        assert voice.lines[-1] == t("speech.off")  # off: nothing more is said
        assert settings.Settings.from_dict(driver.app.settings.to_dict()).speech is False
    finally:
        driver.close()


def test_a_typed_move_that_is_no_move_is_said_and_nothing_is_played(tmp_path):
    listener = Listener(tmp_path, "en")
    try:
        open_game_by_speech(listener, "pyramida")
        listener.press(pygame.K_n)
        for typed, said in (("zz", t("notation.unreadable", text="zz")),
                            ("d1-v9", t("notation.square", name="v9")),
                            ("d1-d3", None)):
            listener.type(typed)
            heard = listener.ask(pygame.K_RETURN)
            assert heard and (said is None or heard[-1] == said), heard
            if said is None:  # a move of the board, against the rules: the rules' reason
                assert "d1" in heard[-1] and "d3" in heard[-1]
            for _ in typed:
                listener.press(pygame.K_BACKSPACE)
        listener.press(pygame.K_ESCAPE)
        assert listener.ask(pygame.K_l)[-1] == t("game.no_moves_yet")
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
    if hasattr(backend, "flush"):
        backend.flush()
        speech.say("PyraPack")  # a line that failed on the way raises here, inside the speech
    speech.close()
    if speech.problems:
        assert speech.state == "unavailable" and speech.problems[0][0] == "speech.failed"
        pytest.skip(f"{backend.name} is installed but could not speak here: {speech.problems[0][1]['error']}")
    assert speech.state == "on"


def test_no_backend_when_neither_the_library_nor_spd_say_is_there(monkeypatch):
    import sys

    from pyrapack.speech import backends

    monkeypatch.setitem(sys.modules, "accessible_output2", None)
    monkeypatch.setattr(backends.shutil, "which", lambda name: None)
    backend, why = backends.find()
    assert backend is None and "accessible_output2" in why and "spd-say" in why


# -- a lesson and a puzzle, by ear ---------------------------------------------------------

def template(key, **fields):
    """A regular expression for the text ``key`` says, its ``fields`` (name: group or pattern)."""
    marks = {name: f"\x00{i}\x00" for i, name in enumerate(fields)}
    pattern = re.escape(t(key, **marks))
    for name, mark in marks.items():
        pattern = pattern.replace(re.escape(mark), fields[name])
    return re.compile(pattern)


def moves_listed(line):
    """The moves an answer of the A key lists, or None when it said something else (not your turn)."""
    parts = re.split(r"\s?:\s", line)
    if len(parts) < 2 or len(parts[-2].split()) < 2:
        return None
    written, count = parts[-1].rstrip(".").split(", "), parts[-2].split()[-2]
    return written if count.isdigit() and int(count) == len(written) else None


def play_a_turn(listener, rng):
    """The A key's moves, one typed if it is our turn; else a moment for the bot. True: played."""
    moves = moves_listed(listener.ask(pygame.K_a)[-1])
    if moves is None:
        listener.tick(5, dt=0.1)
        return False
    listener.type_move(rng.choice(moves))
    return True


def test_a_lesson_played_from_the_words_and_keys_alone(listener):
    title = t(games.get("twentyseven").title)
    listener.tab_to(t("speech.tile", game=title, action=t("tutorial.learn")))
    listener.press(pygame.K_RETURN, frames=2)
    hint = template("speech.hint", move="(?P<move>.+?)", words=".*")
    finale, finished = t("tutorial.finale_title", game=title), t("tutorial.finished")
    rng, steps, in_game = random.Random(3), 0, False
    for _ in range(300):
        heard = listener.heard()
        if finished in heard:
            break
        in_game = in_game or finale in heard
        if in_game:
            play_a_turn(listener, rng)
            continue
        said = [m for m in map(hint.fullmatch, listener.ask(pygame.K_h)) if m]
        if said:  # the step's move, as the hint says it
            listener.type_move(said[-1]["move"])
            steps += 1
        else:  # a pass to read, or the step's answer still to come
            play_a_turn(listener, rng)
        listener.tick(25, dt=0.1)  # the step moves on once its move has been seen
    assert finished in listener.heard() and steps >= 3


def test_a_puzzle_solved_from_the_words_and_keys_alone(listener):
    title = t(games.get("twentyseven").title)
    assert t("puzzles.title") in listener.ask(pygame.K_p, frames=2)[0]
    listener.tab_to(f"{title}, ")
    listener.press(pygame.K_RETURN, frames=2)
    lit = template("speech.hint_piece", what="(?P<what>.+)")
    wrong, solved = t("puzzles.wrong_next"), t("puzzles.solved")
    tried = 0
    for _ in range(40):
        if solved in listener.heard():
            break
        found = [m for m in map(lit.fullmatch, listener.ask(pygame.K_h)) if m]
        if not found:  # the other side answering
            listener.tick(25, dt=0.1)
            continue
        listener.tab_to(t("speech.target_first", what=found[-1]["what"]))
        for move in moves_listed(listener.ask(pygame.K_a)[-1]):
            mark = len(listener.voice.lines)
            listener.type_move(move)
            tried += 1
            listener.tick(3, dt=0.1)
            if wrong not in listener.heard(mark):
                break
            listener.press(pygame.K_z, pygame.KMOD_CTRL)  # try again
        listener.tick(25, dt=0.1)
    assert solved in listener.heard() and tried >= 1
