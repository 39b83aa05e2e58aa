"""The heads-up display around every board: title, turn line, side panel, status, buttons.

``GameHud`` owns the game's buttons (their actions are the scene's) and lays the screen out:
``layout`` returns the board's and the side panel's rectangles. Each frame the scene hands
``draw`` what to show (``Shown``); the HUD reads nothing else of the scene.
"""

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from .. import words
from ..i18n import said, t
from ..ui import text, theme
from ..ui.side_panel import DOTS, MoveList, Player, PlayerCards
from ..ui.widgets import Button, SoundButton, panel, same_label_size
from .rules_page import RulesScene

PANEL_WIDTH = 330  # design pixels
MIN_PANEL_WIDTH = 290  # screen pixels at Size 100% (more as a larger Size grows the words): button labels stay readable in small windows
STATUS_COLORS = {"warn": theme.BAD, "good": theme.GOOD}


class Message(NamedTuple):
    """A line the game says (an i18n key and its values), its kind ("info", "warn", "good"),
    the seconds it stays (None: until the player's next click or key, however long it takes
    to read) and, for a line about a position ("wait: the bot is thinking", why a click does
    nothing, the hint), ``about``: that position, for the line to go with it. A ``lasting``
    line (the hint and why it is good) stays while its position is on the board, whatever
    keys and clicks come (the player may Tab to the hinted piece, choose it...). ``said_as``:
    what speech says instead of its text (None: the text's spoken form)."""

    key: str
    values: dict
    kind: str = "info"
    left: float | None = None
    about: object = None
    lasting: bool = False
    said_as: str | None = None

    def text(self):
        return t(self.key, **self.values)

    def spoken(self):
        """What speech says of it: ``said_as`` when the scene gave it, else the text's spoken form
        (``i18n.said``: no word that points at the screen; "" where the move's words said it all)."""
        return self.said_as if self.said_as is not None else said(self.key, **self.values)

    def aged(self, dt):
        """The message ``dt`` seconds later, or None once its time is up."""
        if self.left is None:
            return self
        return self._replace(left=self.left - dt) if self.left > dt else None

    def after(self, event):
        """The message once ``event`` is handled: one said until the player acts goes at a click
        or a key that does something (what the action says, it says anew); keys that only move
        the focus ring or hold a modifier are not acting."""
        if self.lasting or self.left is not None:
            return self
        acts = event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key not in QUIET_KEYS)
        return None if acts else self

    def holds(self, state):
        """Whether the message still says something true with ``state`` on the board: one
        about another position is stale as soon as that position has gone."""
        return self.about is None or self.about is state


# Keys that act on nothing: they move the focus ring, or are held with another key.
QUIET_KEYS = frozenset((pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_LSHIFT,
                        pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                        pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK))


@dataclass(frozen=True)
class Shown:
    """What the HUD shows this frame: the title, the turn line (gold once the game is over),
    both players (``side_panel.Player``), the move list's lines and movers, how to read it,
    and the status message (None: none)."""

    title: str
    turn: str
    over: bool
    players: tuple
    moves: list
    movers: list
    note: str = ""
    status: Message | None = None


def card(match, texts, number, lines, passing, moving):
    """What player ``number``'s card says: the side, or the player's name over it; ``lines``
    under it, and while it is their turn (no move ``moving`` on the board) that they pass, or
    that the bot thinks."""
    state = match.state
    busy = None
    if not match.over and state.to_move == number and not moving:
        if passing:
            busy = t("game.passing")
        elif match.is_bot(number) or match.is_remote(number):
            busy = t("game.thinking") + DOTS[:1 + pygame.time.get_ticks() // 350 % 3]
    room = busy if passing else t("game.thinking") + DOTS
    side, name = texts.side_name(number), match.names[number]
    role = words.role(match.players, number) if match.vs_bot else side if name else None
    return Player(name or side, role, tuple(lines), busy, room,
                  not match.over and state.to_move == number, match.over and match.result["winner"] == number)


class GameHud:
    """``scene`` gives the buttons' actions (``undo``, ``redo``, its ``turns``' hint, ``play_again``,
    ``confirm``, ``confirm_label``), its game (for its rules page) and the swatch of a side."""

    def __init__(self, app, scene):
        self.undo = Button("game.undo", scene.undo)
        self.redo = Button("game.redo", scene.redo)
        self.hint = Button("game.hint", scene.turns.ask_hint)
        self.again = Button("game.again", scene.play_again, "primary")
        self.menu = Button("game.menu", app.back_to_menu)
        self.sound = SoundButton(app.sound, app.toggle_sound)
        game = scene.info.id
        self.rules = Button("game.rules", lambda: app.push(RulesScene(app, game)))
        self.rules.enabled = scene.info.has("guide")  # a game may come before its rules page
        self.confirm = Button(lambda: scene.confirm_label(), scene.confirm, "primary")
        self.buttons = [self.confirm, self.undo, self.redo, self.hint, self.again, self.menu, self.rules, self.sound]
        self.cards = PlayerCards(scene.view.draw_swatch)
        self.moves = MoveList(scene.view.draw_swatch)
        self.scale = 1.0
        self.board = self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons_top = 0
        self.card_rows = 2  # lines under a player's name: one more for a role against the bot
        self.note = ""  # how to read the move list (its lines under its title take room)

    @property
    def panel_buttons(self):
        """The side panel's buttons: one label size for all, so that none looks smaller."""
        return [self.undo, self.redo, self.hint, self.again, self.menu, self.rules, self.sound]

    def layout(self, size, scale):
        """Place the board area, the side panel and the buttons; returns ``(board, panel)``."""
        w, h = size
        s = self.scale = scale
        pad = round(18 * s)
        panel_w = max(round(text.grown(MIN_PANEL_WIDTH)), round(PANEL_WIDTH * s))  # as its words grow
        top = round(96 * s)
        side = pygame.Rect(w - panel_w - pad, pad, panel_w, h - 2 * pad)
        board = pygame.Rect(pad, top, side.left - 2 * pad, h - top - round(64 * s))
        inner = side.inflate(-2 * round(14 * s), 0)
        bh, gap = round(44 * s), round(10 * s)
        third = (inner.width - 2 * gap) // 3
        y = side.bottom - round(14 * s) - bh
        for i, button in enumerate((self.menu, self.rules, self.sound)):
            button.rect = pygame.Rect(inner.left + i * (third + gap), y, third, bh)
        y -= bh + gap
        for i, button in enumerate((self.undo, self.redo, self.hint)):
            button.rect = pygame.Rect(inner.left + i * (third + gap), y, third, bh)
        self.again.rect = self.hint.rect.copy()
        self.buttons_top = y
        self.confirm.rect = pygame.Rect(0, 0, round(300 * s), round(50 * s))
        self.confirm.rect.midbottom = (board.centerx, h - round(10 * s))
        self.board, self.panel = board, side
        return board, side

    def update_buttons(self, match, human, optional, hint_job):
        """The buttons a position allows: confirm while the move a person enters has an optional
        part left, undo and redo as far as the match goes, hint while the game runs (one at a
        time: ``hint_job`` is the one coming), a rematch once it is over."""
        self.confirm.visible = human and optional
        self.undo.enabled = match.can_undo()
        self.redo.enabled = match.can_redo()
        self.hint.visible = not match.over
        self.hint.enabled = human and hint_job is None
        self.again.visible = match.over

    def adjust(self, buttons):
        """Show the buttons a coach uses its own way as it says (``Coaching.hud_buttons``)."""
        for name, state in buttons.items():
            for attribute, value in state.items():
                setattr(getattr(self, name), attribute, value)

    def relabel(self, labels):
        """The words of the buttons a coach uses its own way (``Coaching.labels``), else their own."""
        self.undo.label = labels.get("undo", "game.undo")
        self.hint.label = labels.get("hint", "game.hint")

    def card_rects(self):
        return PlayerCards.card_rects(self.panel, self.scale, self.card_rows)

    def move_list_area(self):
        """Where the move entries go: under the cards and the heading, above the buttons."""
        s = self.scale
        width = self.panel.width - 2 * round(14 * s)
        top = self.card_rects()[1].bottom + round(10 * s) + MoveList.heading_room(s, t("game.moves"), self.note, width)
        left = self.panel.left + round(14 * s)
        return pygame.Rect(left, top, width, self.buttons_top - top - round(12 * s))

    def status_area(self):
        s = self.scale
        return pygame.Rect(self.board.left, self.board.bottom + round(8 * s), self.board.width, round(44 * s))

    def title_rect(self, title):
        """Where the game's ``title`` is drawn, top left."""
        s = self.scale
        return text.measured(title, 30 * s, "title").move_to(topleft=(round(22 * s), round(14 * s)))

    def draw(self, surface, shown):
        s = self.scale
        text.draw(surface, shown.title, self.title_rect(shown.title).topleft, 30 * s, theme.GOLD, "title")
        self.draw_turn(surface, shown.turn, theme.GOLD if shown.over else theme.TEXT)
        same_label_size(self.panel_buttons, 22 * s)
        self.draw_side_panel(surface, shown)
        if shown.status is not None and not self.confirm.visible:
            self.draw_status(surface, shown.status)

    def draw_turn(self, surface, words, color):
        """Whose turn and what to do, under the title: one line, or two down to the board where
        one would be cut (long words a larger Size draws larger)."""
        s = self.scale
        area = pygame.Rect(round(22 * s), round(52 * s), self.board.width, round(36 * s))
        if text.width(words, text.fit_size(words, 26 * s, area.width, "bold"), "bold") <= area.width:
            text.draw_fitted(surface, words, area, 26 * s, color, "bold", "midleft")
            return
        area.height = self.board.top - area.top
        lines = text.wrap(words, text.smallest(), area.width, "bold")
        step = area.height // len(lines)
        for i, line in enumerate(lines):
            text.draw_fitted(surface, line, pygame.Rect(area.left, area.top + i * step, area.width, step),
                             text.smallest(), color, "bold", "midleft")

    def draw_side_panel(self, surface, shown):
        s = self.scale
        self.card_rows = 3 if any(player.role is not None for player in shown.players) else 2
        self.note = shown.note
        panel(surface, self.panel, radius=round(16 * s), fill=(20, 18, 38, 200))
        for number, (card, player) in enumerate(zip(self.card_rects(), shown.players)):
            self.cards.draw_card(surface, card, s, number, player)
        area = self.move_list_area()
        self.moves.draw_heading(surface, area, s, t("game.moves"), shown.note)
        self.moves.draw_latest(surface, area, s, shown.moves, shown.movers, t("game.no_moves_yet"))

    def draw_status(self, surface, message):
        s = self.scale
        color = STATUS_COLORS.get(message.kind, theme.TEXT)
        area = self.status_area()
        words = message.text()
        size = text.fit_size(words, 21 * s, area.width - 40, "bold")
        width = text.render(words, size, color, "bold").get_width() + round(40 * s)
        pill = pygame.Rect(0, 0, min(area.width, width), area.height)
        pill.center = area.center
        panel(surface, pill, radius=pill.height // 2, fill=(16, 14, 30, 220), edge=(*color, 120))
        text.draw_fitted(surface, words, pill.inflate(-round(30 * s), 0), 21 * s, color, "bold")
