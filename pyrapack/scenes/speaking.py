"""A game in speech, for players who cannot see the board (``pyrapack.speech``).

``Speaking`` is a game scene's part: what speech says when the game opens (``heading``),
what it says again as it changes (``live``: the last move, a message, whose turn, a lesson's
card), what a board target the focus reaches is ("c3, your stone, can move"), and the keys that
read the board: P the whole position, L the last move, T whose turn, A the moves of the piece
in focus (every legal move, with none), R the last line again, N to type a move in the game's
own notation (``MoveTyping``). The words are the game's own (``words/<game>.py``).
"""

import pygame

from .. import rules, words
from ..i18n import t
from ..ui import text, theme
from ..ui.text_field import TextField
from ..ui.widgets import Button
from .modal import Modal


#: The keys speech adds in a game, and what each does (for the key help and the greeting).
KEY_HELP = (("P", "speech.key.position"), ("L", "speech.key.last"), ("T", "speech.key.turn"),
            ("A", "speech.key.moves"), ("N", "speech.key.type"), ("R", "speech.key.repeat"))


def keys_in_words():
    """The game's speech keys, said: "P: the position, L: the last move..."."""
    return ", ".join(t("speech.key", letter=key, does=t(does)) for key, does in KEY_HELP)


class Speaking:
    def __init__(self, scene):
        self.scene = scene
        self.speech = scene.app.speech
        self._last = (None, "")  # (the position a move led to, its words): said once
        actions = {"P": self.read_position, "L": self.read_last_move, "T": self.read_turn, "A": self.read_moves,
                   "N": self.type_move, "R": self.speech.repeat}
        scene.keys.update({(pygame.key.key_code(key.lower()), 0): actions[key] for key, _ in KEY_HELP})

    def say(self, words):
        self.speech.say(words, interrupt=True)

    # -- what is said as the screen changes ------------------------------------------------
    def heading(self):
        scene = self.scene
        match = scene.match
        return t("speech.game_heading", game=t(scene.info.title),
                 players=words.who_played(match.game, match.players, match.names))

    def live(self):
        scene = self.scene
        status = scene.status.text() if scene.status is not None else ""
        hint = scene.turns.hint_move
        hinted = t("speech.hint", move=rules.notation(scene.state, hint), words=scene.texts.move_words(scene.state, hint)) \
            if hint is not None else ""
        return [("move", self.last_move()), ("status", status), ("turn", scene.turn_text()), ("hint", hinted)] \
            + scene.coaching.live()

    def last_move(self):
        """The last move in words ("Move 3, Dark places a ball on b2"), worked out once."""
        match = self.scene.match
        if not match.moves:
            return ""
        if self._last[0] is not match.state:
            before, move = match.states[-2], match.moves[-1]
            words = t("speech.move", ply=str(len(match.moves)), name=self.scene.texts.side_name(before.to_move),
                      move=self.scene.texts.move_words(before, move))
            self._last = (match.state, words)
        return self._last[1]

    def target(self, target):
        """What a board target in focus is, and what a press there does now."""
        scene = self.scene
        entry = scene.input
        what = scene.texts.target_words(scene.state, target)
        if entry.clicks and target == entry.clicks[-1]:
            return t("speech.target_chosen", what=what)
        if entry.clicks and target in entry.next_targets:
            return t("speech.target_next", what=what)
        return t("speech.target_first", what=what)

    # -- keys that read the board -------------------------------------------------------
    def read_position(self):
        scene = self.scene
        self.say(scene.texts.position_words(scene.state))

    def read_last_move(self):
        self.say(self.last_move() or t("game.no_moves_yet"))

    def read_turn(self):
        scene = self.scene
        lines = [scene.turn_text()] + [t("speech.player", name=scene.texts.side_name(p),
                                         lines=", ".join(scene.player_lines(scene.state, p))) for p in (0, 1)]
        self.say(" ".join(lines))

    def read_moves(self):
        """The legal moves of the piece in focus, as typed (``rules.notation``); with no piece in
        focus, or a move part entered, every move still possible."""
        scene = self.scene
        if not scene.human_to_move:
            self.say(scene.turn_text())
            return
        entry, stops = scene.input, scene.focus_stops()
        here = scene.focus.current(stops) if scene.focus.shown else None
        moves = entry.candidates
        piece = ""
        if not entry.clicks and here is not None and here.key in entry.first_targets:
            moves, piece = entry.candidates_after(here.key), scene.texts.target_words(scene.state, here.key)
        moves = moves or scene.state.legal_moves()
        written = ", ".join(rules.notation(scene.state, move) for move in moves)
        self.say(t("speech.moves_of", what=piece, moves=written, n=len(moves)) if piece
                 else t("speech.moves", moves=written, n=len(moves)))

    def type_move(self):
        scene = self.scene
        if not scene.human_to_move:
            self.say(scene.turn_text())
            return
        scene.app.push(MoveTyping(scene.app, scene))


class MoveTyping(Modal):
    """A move typed in the game's notation, over the game: Enter plays it, or says why not."""

    CARD = (620, 250)

    def __init__(self, app, scene):
        super().__init__(app)
        self.scene = scene
        self.field = TextField("", lambda: self.example(), limit=40)
        self.field.focus(True)
        self.problem = ""
        self.cancel = Button("dialog.no", app.pop, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.cancel]

    def example(self):
        state = self.scene.state
        return t("speech.type_example", example=rules.notation(state, state.legal_moves()[0]))

    def heading(self):
        return t("speech.type_heading", example=self.example())

    def typing(self):
        return True

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        self.field.focused = True
        return self.field.handle(event) or super().handle(event)

    def submit(self):
        scene, typed = self.scene, self.field.value
        try:
            move = rules.parse_move(scene.state, typed)
        except rules.NotationError as error:
            self.refuse(scene.texts.notation_problem(error.reason))
        except rules.IllegalMove as error:
            self.refuse(scene.texts.why(error.reason) or t("game.not_here"))
        else:
            self.app.pop()
            scene.finish_animation()
            scene.play_human(move)

    def refuse(self, words):
        """Say why (again, even the same words: the player pressed Enter again), keep what was typed."""
        self.problem = words
        self.scene.app.speech.say(words, interrupt=True)
        self.app.sound.play("illegal")

    def layout(self):
        super().layout()
        s = self.scale
        self.field.rect = pygame.Rect(0, 0, self.card.width - round(60 * s), round(50 * s))
        self.field.rect.center = (self.card.centerx, self.card.top + round(110 * s))

    def update(self, dt):
        super().update(dt)
        self.field.update(dt, self.app.pointer())

    def draw_content(self, surface, card):
        s = self.scale
        text.draw(surface, t("speech.type_title"), (card.centerx, card.top + round(22 * s)), 28 * s, theme.GOLD,
                  "title", "midtop")
        self.field.draw(surface, s)
        if self.problem:
            area = pygame.Rect(card.left + round(30 * s), self.field.rect.bottom + round(6 * s),
                               card.width - round(60 * s), round(30 * s))
            text.draw_fitted(surface, self.problem, area, 18 * s, theme.BAD, "bold")
