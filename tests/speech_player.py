"""A player who cannot see the board, for the tests of speech: ``Listener`` sends key presses
and typed text only (any mouse event fails the test) and decides from what the recording
backend heard, never from the screen's pixels or a scene's state. A move is chosen among those
the A key lists, and typed in the game's notation after N."""

import random
import re

import pygame
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


def hear_each_frame(app):
    """Each frame's lines heard before the next frame: the app's speaking thread has handed them
    to the recorder (``Speech.flush``), so what a test reads does not depend on that thread's pace."""
    frame = app.tick

    def heard_frame(*args, **kwargs):
        going = frame(*args, **kwargs)
        app.speech.flush()
        return going

    app.tick = heard_frame
    app.speech.flush()


class Listener(Driver):
    """Keys in, words out: the app as a player who cannot see it uses it."""

    def __init__(self, tmp_path, language, voice=None, **launch):
        self.voice = voice or Recorder()
        super().__init__(tmp_path, size=(960, 600), speech=True, voice=self.voice, language=language, **launch)
        hear_each_frame(self.app)

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
