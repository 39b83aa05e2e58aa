"""A player who cannot see the board, for the tests of speech: ``Listener`` sends key presses
and typed text only (any mouse event fails the test) and decides from what the recording
backend heard, never from the screen's pixels or a scene's state. A move is chosen among those
the A key lists, and typed in the game's notation after N. ``EarGame`` plays a whole game
against the bot so, and counts the words it heard and the keys it pressed."""

import random
import re

import pygame
from driver import Driver

from pyrapack import games, i18n, words
from pyrapack.i18n import t
from pyrapack.speech.spoken import speakable


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
        self.keys = 0  # key presses sent
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

    def send(self, events):
        """Key events, each press counted (its KEYDOWN, not the modifiers held with it)."""
        self.keys += sum(1 for e in events if e.type == pygame.KEYDOWN and e.key not in MODIFIER_KEYS)
        super().send(events)

    def type_move(self, move, played=None, choose=None):
        """N, the move's notation, Enter. A move that goes on (the app says how: the field keeps its
        beginning) is finished with one of the ways said (``choose(moves)``, by default the first),
        its rest typed. When ``played`` (a pattern) matches no line heard then, a question was
        asked about the move (it loses at once): Enter answers it, "play it". The lines heard."""
        mark = len(self.voice.lines)
        self.press(pygame.K_n)
        self.type(move)
        self.press(pygame.K_RETURN, frames=2)
        goes_on = template("speech.type_more", typed="(?P<typed>.+?)", moves="(?P<moves>.+)")
        for _ in range(3):
            more = [m for m in map(goes_on.fullmatch, self.heard(mark)[-1:]) if m]
            if not more:
                break
            way = (choose or (lambda options: options[0]))(moves_in(more[0]["moves"]))
            self.type(way[len(more[0]["typed"]):])
            self.press(pygame.K_RETURN, frames=2)
        if played is not None and not any(played.match(line) for line in self.heard(mark)):
            self.press(pygame.K_RETURN, frames=2)
        return self.heard(mark)


MODIFIER_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                           pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI))


def open_game_by_speech(listener, game):
    """From the menu: Tab to the game's Play, Enter; on its set-up, Tab to Start, Enter."""
    title = t(games.get(game).title)
    listener.tab_to(t("speech.tile", game=title, action=t("menu.play")))
    listener.press(pygame.K_RETURN, frames=2)
    assert title in listener.heard()[-3:][0] or any(title in line for line in listener.heard()[-3:])
    listener.tab_to(t("speech.button", label=t("setup.start")))
    heard = listener.ask(pygame.K_RETURN)
    assert any(t("speech.game_heading", game=title, players="").rstrip(".") in line for line in heard), heard


def template(key, **fields):
    """A regular expression for the text ``key`` says, its ``fields`` (name: group or pattern)."""
    marks = {name: f"\x00{i}\x00" for i, name in enumerate(fields)}
    pattern = re.escape(t(key, **marks))
    for name, mark in marks.items():
        pattern = pattern.replace(re.escape(mark), fields[name])
    return re.compile(pattern)


def moves_listed(line):
    """The moves an answer of the A key lists, as typed, or None when it said something else (not
    your turn). A family of moves said at once is opened: a range "1x5-7 to 4x5-7" (the number
    that differs, each), "b3x followed by 1 or 2 of c1, d1" (the head and each part: b3xc1, b3xd1)."""
    forms = [re.escape(t("speech.moves", n=n, moves="\x00")).replace(re.escape(str(n)), r"\d+", 1)
             .replace("\x00", "(?P<moves>.+?)") + "$" for n in (1, 2)]
    listed = [m for m in (re.search(form, line) for form in forms) if m]
    return None if not listed else moves_in(listed[0]["moves"].rstrip("."))


def moves_in(said):
    """The moves of a list as speech says it (``moves_listed``), as typed."""
    to = re.escape(t("speech.moves_range", first="\x00", last="\x01")).replace("\x00", "(\\S+)").replace("\x01", "(\\S+)")
    then = [re.escape(t("speech.moves_then", head="\x00", parts="\x01", n=n)).replace("\x00", r"(\S+?)")
            .replace("\x01", "(.+)").replace(re.escape(str(n)), r"\d+", 1 if n > 1 else 0) for n in (2, 1)]
    more = re.escape(t("speech.moves_more", head="\x00", rest="\x01")).replace("\x00", r"(\S+)").replace("\x01", ".+")
    items = said.split("; " if "; " in said else ", ")
    moves = []
    for item in items:
        span = re.fullmatch(to, item)
        begun = re.fullmatch(more, item)  # the move begins so: typed, the app says how it goes on
        if begun:
            moves.append(begun[1])
            continue
        heads = [m for m in (re.fullmatch(pattern, item) for pattern in then) if m]
        if span:
            first, last = re.split(r"(\d+)", span[1]), re.split(r"(\d+)", span[2])
            differ = [i for i, (a, b) in enumerate(zip(first, last)) if a != b]
            assert len(first) == len(last) and len(differ) == 1, item
            i = differ[0]
            moves += ["".join(first[:i] + [str(n)] + first[i + 1:]) for n in range(int(first[i]), int(last[i]) + 1)]
        elif heads:
            moves += [heads[0][1] + part for part in heads[0][2].split(", ")]
        else:
            moves.append(item)
    return moves


def play_a_turn(listener, rng):
    """The A key's moves, one typed if it is our turn; else a moment for the bot. True: played."""
    moves = moves_listed(listener.ask(pygame.K_a)[-1])
    if moves is None:
        listener.tick(5, dt=0.1)
        return False
    listener.type_move(rng.choice(moves))
    return True


# -- a whole game against the bot, by ear --------------------------------------------------------

def spoken_template(key, **fields):
    """``template`` of the text as speech says it (``speakable``: "·" said as ",")."""
    marks = {name: f"\x00{i}\x00" for i, name in enumerate(fields)}
    pattern = re.escape(speakable(t(key, **marks)))
    for name, mark in marks.items():
        pattern = pattern.replace(re.escape(mark), fields[name])
    return re.compile(pattern)


def words_in(lines):
    """The words of ``lines``: what a voice says (a lone ":" or "?" of French typography is none)."""
    return sum(1 for line in lines for word in line.split() if any(c.isalnum() for c in word))


class EarGame:
    """A game against the bot played by a listener from the words alone: set up by Tab and Enter,
    then each turn A (the moves), one chosen, N, the move typed, Enter. It learns its side from
    the game's heading, knows its turn from the words (the bot's move said, or a turn line
    naming it), answers its forced passes with Enter, and counts the words heard and the keys
    pressed from the game's heading to its end. ``choose(rng, moves)`` picks a move."""

    def __init__(self, listener, game, seed, level="beginner", choose=None):
        self.listener, self.game, self.level = listener, game, level
        self.rng = random.Random(f"{game}-{seed}")
        self.choose = choose or (lambda rng, moves: rng.choice(moves))
        self.info = games.get(game)
        self.moves = 0  # ours (a forced pass read with Enter is one)
        self.refused = []
        self.start_words = self.start_keys = 0
        self.once = 0  # the words of those heard that are said once a game (``play``)

    # -- the set-up, by Tab and Enter ---------------------------------------------------------
    def set_up(self):
        """Menu: the game's Play; set-up: Against the bot, the level, Start. Returns the heading heard."""
        listener, title = self.listener, t(self.info.title)
        listener.tab_to(t("speech.tile", game=title, action=t("menu.play")))
        listener.press(pygame.K_RETURN, frames=2)
        listener.tab_to(t("speech.option", row=t("setup.players"), option=t("setup.vs_bot")))
        listener.press(pygame.K_RETURN)
        listener.tab_to(t("speech.option", row=t("setup.level"), option=t(f"level.{self.level}")))
        listener.press(pygame.K_RETURN)
        listener.tab_to(t("speech.button", label=t("setup.start")))
        self.start_words, self.start_keys = len(listener.voice.lines), listener.keys
        heard = listener.ask(pygame.K_RETURN, frames=2)
        vs_bot = spoken_template("games.vs_bot", side="(?P<side>.+?)", level=".+")
        found = [m for m in map(vs_bot.search, heard) if m]
        assert found, heard
        self.ours = found[0]["side"]
        sides = [t(side) for side in self.info.sides]
        assert self.ours in sides, (self.ours, sides)
        self.theirs = sides[1 - sides.index(self.ours)]
        self.patterns()
        return heard

    def patterns(self):
        def moved(name):
            return [spoken_template("speech.move_brief", name=re.escape(name), move=".+"),
                    spoken_template("speech.move", ply=r"\d+", name=re.escape(name), move=".+")]

        def turn(name):  # "White to move", "… : step a pawn", "White cannot move and passes", "White plays again"
            catalogue = i18n.catalogue(i18n.language())
            keys = ["game.to_move", "game.passes_now", "game.must_pass"] + [k for k in catalogue if k.endswith(".plays_again")]
            lines = [re.escape(speakable(t(key, name=name))) for key in keys]
            return re.compile(f"({'|'.join(lines)})([:.!]|\\s*$)")

        self.our_move, self.bot_move = moved(self.ours), moved(self.theirs)
        self.our_turn, self.bot_turn = turn(self.ours), turn(self.theirs)
        self.our_pass = re.compile(re.escape(speakable(i18n.said("game.must_pass_click", name="\x00"))).replace("\x00", re.escape(self.ours)))
        outcomes = [words.outcome(self.game, o) for o in self.info.rules.OUTCOMES]
        self.ended = lambda line: any(outcome in line for outcome in outcomes)

    # -- the game ------------------------------------------------------------------------------
    def whose(self, lines):
        """From lines heard, in order: "ours" (our turn), "theirs", "pass" (ours to read: Enter),
        "end", or None (nothing said of it). A move said hands the turn over; a line naming one
        turn line after it ("Black plays again", "White to move") says whose turn it is."""
        state = None
        for line in lines:
            if self.ended(line):
                return "end"
            if self.our_pass.match(line):
                state = "pass"
            elif any(p.match(line) for p in self.our_move):
                state = "theirs"
            elif any(p.match(line) for p in self.bot_move):
                state = "ours"
            elif (self.ours in line) != (self.theirs in line):
                state = "ours" if self.ours in line else "theirs"
        return state

    def await_turn(self, since, frames=3000):
        """Frames until the words say it is our turn (our forced pass read with Enter), or the end."""
        listener, state = self.listener, None
        for _ in range(frames):
            state = self.whose(listener.heard(since)) or state
            if state == "end":
                return "end"
            if state == "ours":
                return "ours"
            if state == "pass":  # a turn of ours: the pass is read, and played, with Enter
                since = len(listener.voice.lines)
                listener.press(pygame.K_RETURN)
                self.moves += 1
                state = None
                continue
            since = len(listener.voice.lines)
            listener.tick(1, dt=0.1)
            if listener.app.bot.busy:
                listener.app.bot.listen(0.05)
        raise AssertionError(f"never our turn; last heard {listener.heard()[-6:]}")

    def play(self, plies=600):
        """To the end; returns ``(words, keys, our moves)`` from the game's heading to its end."""
        listener = self.listener
        since = self.start_words
        first = last = None  # where our first turn starts, and where our last move's words end
        for _ in range(plies):
            if self.await_turn(since) == "end":
                break
            first = len(listener.voice.lines) if first is None else first
            moves = listener.legal_moves()
            if moves is None:  # not our turn after all (a line misread): wait on
                since = len(listener.voice.lines) - 1
                continue
            move = self.choose(self.rng, moves)
            heard = listener.type_move(move, played=re.compile("|".join(p.pattern for p in self.our_move)))
            if not any(p.match(line) for p in self.our_move for line in heard):
                self.refused.append((move, heard))
            self.moves += 1
            since = len(listener.voice.lines) - len(heard)
            last = len(listener.voice.lines)
        else:
            raise AssertionError("the game did not end")
        listener.tick(5, dt=0.1)  # the end banner said
        lines = listener.heard(self.start_words)
        if first is not None and last is not None:  # said once a game, however long: the heading, the end
            self.once = words_in(listener.voice.lines[self.start_words:first]) + words_in(listener.voice.lines[last:])
        return words_in(lines), listener.keys - self.start_keys, self.moves
