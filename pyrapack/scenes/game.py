"""What every game scene shares: moves entered by clicks, the bot, animation, HUD, end.

A game scene is made of parts: its board view (``views/<game>/``: drawing, hit-testing,
click sequences, animations), its words (``words/<game>.py``), a ``BoardInput`` (clicks to
moves), ``Turns`` (the bot's moves, forced passes, hints, the end), a ``GameHud`` (what is
around the board) and its ``coaching`` (nobody, or a lesson). A game's own scene only fills the
"game-specific" hooks: what depends on the move being entered, and why a click does nothing.
Passes, undo, autosave and the end banner live here, once.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import pygame

from .. import players
from ..i18n import t
from ..ui import widgets
from .banner import EndBanner
from .board_input import BoardInput
from .board_scene import BoardScene
from .coaching import Coaching
from .dialog import ConfirmDialog
from .hud import GameHud, Message, Shown, card
from .key_help import game_keys
from .speaking import Speaking
from .turns import Turns

if TYPE_CHECKING:
    from ..games import GameInfo
    from ..match import Match
    from ..part_types import GameScenePart, State, Target
    from ..rules.protocol import GameMove


def scene_class(info: GameInfo) -> type[GameScenePart]:
    """The game's scene: its own (``scenes.<game>.Scene``), else this shared one: a game with a
    board view and no scene of its own plays here, every click it refuses explained generically."""
    own: type[GameScenePart] | None = info.part("scenes", "Scene")
    return own or GameScene


class GameScene(BoardScene):
    KEYS: tuple[tuple[str, str], ...] = ()  # (keys, what they do): i18n keys of what a game's own keys do (27's ↑ ↓), for the key help
    key_help = game_keys  # the key-help card's rows

    def __init__(self, app: Any, match: Match, coaching: Coaching | None = None) -> None:
        super().__init__(app, match)
        self.board = BoardInput(self.view)
        self.turns = Turns(self)
        self.hud = GameHud(app, self)
        self.status: Message | None = None  # under the board
        self.keys = {(pygame.K_z, pygame.KMOD_CTRL): self.undo, (pygame.K_y, pygame.KMOD_CTRL): self.redo,
                     (pygame.K_h, 0): self.turns.ask_hint, (pygame.K_m, 0): app.toggle_sound,
                     (pygame.K_F1, 0): self.hud.rules.press, (pygame.K_ESCAPE, 0): self.escape,
                     (pygame.K_c, 0): self.hud.confirm.press}
        self.voice = Speaking(self)  # what speech says of the game, and its keys
        self.coaching = coaching or Coaching()
        self.coaching.attach(self)
        self.buttons = list(self.coaching.buttons()) + list(self.hud.buttons)
        self.hud.relabel(self.coaching.labels())
        self.new_position()

    # -- game-specific: subclasses override these --------------------------------------
    def explain(self, targets: list[Target], before: tuple[Target, ...]) -> str | None:
        """Why a click on ``targets`` after the clicks ``before`` does nothing (None: generic)."""

    def forced_targets(self) -> frozenset[Target]:
        """First-click targets that must be played now (e.g. pawns that must capture)."""
        return frozenset()

    def confirm_label(self) -> str:
        return t("game.confirm")

    def warning_before(self, move: GameMove) -> str | None:
        """A question to ask before ``move`` is played (e.g. it loses at once), or None."""

    def after_move(self, before: State, move: GameMove, after: State) -> None:
        """Announce what a move did (extra turn, capture...)."""

    def turn_line(self, state: State) -> str:
        """Whose turn it is (a game may say more, e.g. "Black plays again")."""
        return t("game.to_move", name=self.texts.side_name(state.to_move))

    def turn_detail(self, state: State) -> str:
        """What the player to move must know (a game may add the move being entered)."""
        return self.texts.turn_detail(state)

    def player_lines(self, state: State, player: int) -> list[str]:
        """Lines under a player's name (a game may count the piece being entered)."""
        return self.texts.player_lines(state, player)

    # -- positions and moves ------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def input(self):
        """The move being entered (a ``MoveInput``)."""
        return self.board.entry

    @property
    def human_to_move(self):
        return self.match.local_to_move

    def new_position(self):
        """Everything that follows from a new position: clicks, hint, pass notice; stale lines go."""
        state = self.state
        self.status = self.status if self.status is None or self.status.holds(state) else None
        moves = [] if state.is_over else state.legal_moves()
        self.board.start(state, moves if self.human_to_move else [])
        self.turns.new_position(moves)
        self.coaching.new_position()

    def commit(self, move):
        """Play ``move`` for whoever is to move, and show it."""
        before, after = self.state, self.match.play(move)
        self.anim = self.view.animation(before, move, after)
        self.after_move(before, move, after)
        self.new_position()
        self.autosave()
        self.coaching.played(before, move, after)

    def switch(self, match):
        """Play on in ``match`` (a lesson's next position, or its real game)."""
        self.finish_animation()
        self.match = match
        self.new_position()

    def autosave(self):
        if self.coaching.saves:
            self.app.library.save(self.match)  # off the frame; a failure is told by the app

    def say(self, key, kind="info", seconds=None, about=None, lasting=False, said_as=None, **values):  # see hud.Message
        message = Message(key, values, kind, seconds, about, lasting, said_as)
        if not self.coaching.tell(message):
            self.status = message

    def unsay(self, key):
        """Take back the line under the board if it is ``key`` (a hint no longer coming)."""
        self.status = None if self.status is not None and self.status.key == key else self.status

    # -- actions --------------------------------------------------------------------------
    def undo(self):
        if not self.coaching.undo() and self.match.can_undo():
            self.take_back(self.match.undo)
            self.say("game.undone")

    def redo(self):
        if not self.coaching.redo() and self.match.can_redo():
            self.take_back(self.match.redo)

    def take_back(self, step):
        """Undo or redo whatever was under way (``step``: the match's or a coach's), then show where it leads."""
        self.finish_animation()
        step()
        self.new_position()
        self.autosave()

    def confirm(self):
        move = self.input.confirm()
        if move is not None:
            self.play_human(move)

    def play_human(self, move):
        """Play a move the player entered, after asking first if it deserves a warning."""
        if not self.coaching.allows(move):
            self.board.reset()
            return
        question = self.warning_before(move)
        if question is None:
            self.commit(move)
            return
        self.app.push(ConfirmDialog(self.app, lambda: question, lambda: self.commit(move), self.board.reset))

    def play_again(self):
        if not self.coaching.again():
            choice = functools.partial(self.app.settings.choice, self.info.id)
            self.app.replace(type(self)(self.app, players.rematch(self.match, choice)))

    def enter(self):
        if self.match.vs_bot:  # warm before its first move; between two people the first hint starts it
            self.app.bot.start(self.info.id)

    def exit(self):
        self.turns.forget()
        self.autosave()
        self.coaching.exit()

    def resume(self):
        self.turns.resume()

    # -- events ---------------------------------------------------------------------------
    def handle(self, event):
        self.status = self.status and self.status.after(event)  # read, once the player acts
        if super().handle(event) or self.turns.take_key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.board.reset()
        return False

    def escape(self):
        """Esc: drop the move being entered, or leave the game."""
        (self.board.reset if self.input.clicks else self.coaching.leave)()

    def click(self, pos):
        return self.click_on(self.board.targets_at(pos), self.board_rect.collidepoint(pos))

    def press(self, target):  # a key on a board target: a click there, after any animation
        self.finish_animation()
        self.click_on([target], True)

    def click_on(self, targets, on_board):
        """A click on ``targets`` (``on_board``: the board's area, not the panel around it)."""
        if self.coaching.takes_click() or self.turns.take_click(on_board):
            return True
        done = self.board.click(targets, on_board)
        if done.result == "play":
            self.play_human(done.move)
        elif done.result == "more":
            self.app.sound.play("select")
            self.status = self.status if self.status and self.status.lasting else None  # the hint stays
        elif done.result == "refused":
            self.app.sound.play("illegal")
            reason = self.explain(list(done.targets), done.before)
            self.say("game.reason", "warn", about=self.state, text=reason or t("game.not_here"))
        if self.input.clicks and not self.coaching.allows_clicks(self.input.clicks):
            self.board.reset()
        return done.result != "missed"

    # -- the frame ------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        self.hud.update_buttons(self.match, self.human_to_move, self.input.needs_confirmation, self.turns.hint_job)
        self.status = self.status and self.status.aged(dt)
        if not self.update_animation(dt):
            self.turns.update(dt)
        self.coaching.update(dt)
        self.hud.relabel(self.coaching.labels())
        self.hud.adjust(self.coaching.hud_buttons())

    def show_end(self):
        """The game is over: the end banner (the turns say when)."""
        self.status = None
        self.app.sound.play("win")
        self.app.push(EndBanner(self.app, self.match, self.texts, self.play_again))

    def marks(self):
        """What the board shows besides the pieces: last move, move being entered, hover, hint."""
        m = self.match
        last = (m.states[-2], m.moves[-1]) if m.moves else None
        marks = self.board.marks(self.pointer, self.human_to_move, last, self.turns.hint_move, self.anim is not None,
                                 self.board.focused(self.focus, self.focus_stops), **self.board_help())
        return self.coaching.marks(marks)

    def board_help(self):
        """What the board marks before any click: the pieces that can move, those that must."""
        helps = self.app.settings.move_marks and not self.turns.passing and self.coaching.helps
        return {"show_movable": True, "forced": self.forced_targets()} if helps else {}

    def layout(self):
        board, self.panel_rect = self.hud.layout(self.size, self.scale)
        self.board_rect = self.coaching.layout(board)
        self.view.layout(self.board_rect, self.scale)

    def focus_stops(self):
        """A pass notice, or the board's targets a click may reach now; then the buttons."""
        return self.turns.stops() + self.board.stops(self.press, self.voice.target) + super().focus_stops()

    def draw(self, surface):
        self.draw_board(surface, self.state, self.marks())
        playing = self.anim is None and self.human_to_move and not self.turns.passing
        if playing and self.board.reaches(self.pointer):  # the hand cursor over what a click would use
            widgets.pointer.over_clickable()
        self.hud.draw(surface, self.shown())
        self.draw_buttons(surface)
        self.coaching.draw(surface)

    # -- what the HUD shows ---------------------------------------------------------------
    def shown(self):
        state, passing, moving = self.state, self.turns.passing, self.anim is not None
        cards = tuple(card(self.match, self.texts, p, self.player_lines(state, p), passing, moving) for p in (0, 1))
        title = t(self.info.title) if self.shows_title() else ""  # a message takes its place
        movers = [s.to_move for s in self.match.states[:-1]]
        return Shown(title, self.turn_text(), state.is_over, cards, self.move_texts(), movers, self.move_note(), self.status)

    def turn_text(self):
        return self.turns.line()
