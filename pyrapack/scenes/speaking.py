"""A game in speech, for players who cannot see the board (``pyrapack.speech``).

``Speaking`` is a game scene's part: what speech says when the game opens (``heading``), what
it says again as it changes (``live``: the last move and what it changed, a message, whose turn
when that is news, a lesson's card), what a board target the focus reaches is ("c3, White stone,
can move"), and the keys that read the board: P the whole position, L the last move, T whose turn
and the players' counts, A the moves of the piece in focus (every legal move, with none), V the
moves so far, Page Up and Page Down a move of them at a time, R the last line again, N to type a
move in the game's own notation (``move_typing.MoveTyping``). The words are the game's own
(``words/<game>.py``). How much is said follows the Verbosity setting (``Narrator.brief``).
"""

import pygame

from .. import words as game_words
from ..i18n import said, t
from ..words import typed
from .move_typing import MoveTyping

#: The keys speech adds in a game (a letter, or the i18n key of a key's name) and what each does,
#: for the key card and the greeting.
KEY_HELP = (("P", "speech.key.position"), ("L", "speech.key.last"), ("T", "speech.key.turn"),
            ("A", "speech.key.moves"), ("N", "speech.key.type"), ("V", "speech.key.history"),
            ("speech.key.pages", "speech.key.step"), ("R", "speech.key.repeat"))


def key_rows():
    """``(keys, what they do)`` of speech in a game, as shown and said."""
    return [(t(keys) if "." in keys else keys, t(does)) for keys, does in KEY_HELP]


def keys_in_words():
    """The game's speech keys, said: "P: the whole position, L: the last move..."."""
    return ", ".join(t("speech.key", letter=keys, does=does) for keys, does in key_rows())


def sentences(*lines):
    """``lines`` said one after another, each ending as a sentence ("White to move. White: ...")."""
    return " ".join(line if line.endswith((".", "!", "?", "…")) else line + "." for line in map(str.strip, lines) if line)


class Speaking:
    def __init__(self, scene):
        self.scene = scene
        self.speech = scene.app.speech
        self._last = (None, "", "")  # (the position a move led to, its words brief, full): worked out once
        self.step = None  # the move the history keys said last (its index; None: none yet)
        actions = {"P": self.read_position, "L": self.read_last_move, "T": self.read_turn, "A": self.read_moves,
                   "N": self.type_move, "V": self.read_history, "R": self.speech.repeat}
        scene.keys.update({(pygame.key.key_code(key.lower()), 0): actions[key] for key in actions})
        scene.keys.update({(pygame.K_PAGEUP, 0): lambda: self.step_history(-1),
                           (pygame.K_PAGEDOWN, 0): lambda: self.step_history(1)})

    def say(self, words):
        self.speech.say(words, interrupt=True)

    @property
    def brief(self):
        return self.scene.app.narrator.brief

    # -- what is said as the screen changes ------------------------------------------------
    def heading(self):
        """The game and who plays it; a lesson or a puzzle says what it is instead."""
        scene = self.scene
        match = scene.match
        coached = scene.coaching.heading_words()
        if coached:
            return coached
        return t("speech.game_heading", game=t(scene.info.title),
                 players=game_words.who_played(match.game, match.players, match.names))

    def live(self):
        scene = self.scene
        status = scene.status.spoken() if scene.status is not None else ""
        hint = scene.turns.hint_move
        hinted = t("speech.hint", move=typed(scene.state, hint), words=scene.texts.move_words(scene.state, hint)) \
            if hint is not None else ""
        return [("move", self.last_move()), ("status", status), ("turn", self.turn_news()), ("hint", hinted)] \
            + scene.coaching.live()

    def last_move(self, full=None):
        """The last move and what it changed: "White: h1 to g2." (with its number: "Move 3, White:
        h1 to g2.", in full), worked out once."""
        match = self.scene.match
        if not match.moves:
            return ""
        if self._last[0] is not match.state:
            before, move = match.states[-2], match.moves[-1]
            self._last = (match.state, self.move_line(len(match.moves) - 1, brief=True),
                          self.move_line(len(match.moves) - 1, brief=False))
        return self._last[1 if (self.brief if full is None else not full) else 2]

    def move_line(self, index, brief):
        """Move ``index`` (0-based) of the game in words, as said when it is played."""
        match, texts = self.scene.match, self.scene.texts
        before, move = match.states[index], match.moves[index]
        name, what = texts.side_name(before.to_move), texts.move_words(before, move)
        return t("speech.move_brief", name=name, move=what) if brief else \
            t("speech.move", ply=str(index + 1), name=name, move=what)

    def turn_news(self):
        """Whose turn, when that is news: in brief, not after a move that simply hands the turn
        over (the move said it); the end, a player who plays again, the first move are. A pass
        is said by its notice (the message under the board), not by the turn line too."""
        scene = self.scene
        match, state = scene.match, scene.state
        if scene.turns.passing:
            return ""
        handed_over = match.moves and not state.is_over and match.states[-2].to_move != state.to_move
        return "" if self.brief and handed_over else scene.turn_text()

    def target(self, target):
        """What a board target in focus is, and what a press there does now."""
        scene = self.scene
        entry = scene.input
        what = scene.texts.target_words(scene.state, target, entry.clicks)
        if entry.clicks and target == entry.clicks[-1]:
            return t("speech.target_chosen", what=what)
        if entry.clicks and target in entry.next_targets:
            return t("speech.target_next", what=what)
        return t(scene.texts.target_action(scene.state, target), what=what)

    # -- keys that read the board -------------------------------------------------------
    def read_position(self):
        scene = self.scene
        self.say(scene.texts.position_words(scene.state))

    def read_last_move(self):
        self.step = len(self.scene.match.moves) - 1 if self.scene.match.moves else None
        self.say(self.last_move(full=True) or t("game.no_moves_yet"))

    def read_turn(self):
        scene = self.scene
        lines = [scene.turn_text()] + [t("speech.player", name=scene.texts.side_name(p),
                                         lines=", ".join(scene.player_lines(scene.state, p))) for p in (0, 1)]
        self.say(sentences(*lines))

    def read_history(self):
        """V: every move so far, numbered, as typed ("1. White d1-c2, 2. Black b1-a2")."""
        match, texts = self.scene.match, self.scene.texts
        if not match.moves:
            self.say(t("game.no_moves_yet"))
            return
        moves = [t("speech.history_move", ply=str(i + 1), name=texts.side_name(before.to_move), move=typed(before, move))
                 for i, (before, move) in enumerate(zip(match.states, match.moves))]
        self.step = len(moves) - 1
        self.say(t("speech.history", n=len(moves), moves=", ".join(moves)))

    def step_history(self, step):
        """Page Up and Page Down: the move before or after the one said last (from the last move)."""
        moves = self.scene.match.moves
        if not moves:
            self.say(t("game.no_moves_yet"))
            return
        index = len(moves) if self.step is None else self.step
        index = max(0, min(len(moves) - 1, index + step))
        edge = index == self.step  # no move further that way: said again, with where it is
        self.step = index
        line = t("speech.history_step", ply=str(index + 1), plies=len(moves), move=self.move_line(index, brief=True))
        self.say(sentences(line, t("speech.history_first" if step < 0 else "speech.history_last")) if edge else line)

    def read_moves(self):
        """The legal moves of the piece in focus, as typed; with no piece in focus, or a move
        part entered, every move still possible. When the moves cannot be played now (the bot's
        turn, a puzzle after a wrong move), what to do instead."""
        scene = self.scene
        waiting = self.waiting()
        if waiting:
            self.say(waiting)
            return
        entry, stops = scene.input, scene.focus_stops()
        here = scene.focus.current(stops) if scene.focus.shown else None
        moves = entry.candidates
        piece = ""
        if not entry.clicks and here is not None and here.key in entry.first_targets:
            moves, piece = entry.candidates_after(here.key), scene.texts.target_words(scene.state, here.key)
        moves = moves or scene.state.legal_moves()
        items = scene.texts.moves_words(scene.state, moves)
        written = ("; " if any(", " in item for item in items) else ", ").join(items)
        self.say(t("speech.moves_of", what=piece, moves=written, n=len(moves)) if piece
                 else t("speech.moves", moves=written, n=len(moves)))

    def waiting(self):
        """Why no move can be typed now, in words ("" when one can): the game is over, the bot
        plays, or the coach waits for something else (its card says what)."""
        scene = self.scene
        if not scene.human_to_move:
            return scene.turn_text()
        if not scene.coaching.takes_moves():
            return sentences(scene.coaching.instruction(said)) or t("game.not_here")
        return ""

    def type_move(self):
        waiting = self.waiting()
        if waiting:
            self.say(waiting)
            return
        scene = self.scene
        scene.app.push(MoveTyping(scene.app, scene))
