"""What the four game scenes share: moves entered by clicks, the bot, animation, HUD, end.

A game scene subclass gives its board view (``make_view``: drawing, hit-testing,
click sequences and animations live there) and says in words what happens (see
the "game-specific" section); selection, the marks handed to the view, bot turns and
hints (asked of the worker in ``requests.py``), passes, undo, autosave and the end
banner all live here, once.
"""

import pygame

from .. import guide, players
from ..clicks import MoveInput
from ..i18n import t
from ..match import Match
from ..scene import Scene
from ..ui import backdrop, widgets
from ..ui.marks import Marks, entering
from ..ui.widgets import Button, SoundButton
from . import hud
from .banner import EndBanner
from .dialog import ConfirmDialog
from .requests import WorkerRequests
from .rules_page import RulesScene

PASS_NOTICE = 1.6  # seconds a forced pass is shown before it is played


class GameScene(WorkerRequests, Scene):
    def __init__(self, app, info, match):
        super().__init__(app)
        self.info, self.match, self.rules = info, match, match.rules
        self.texts = info.texts_class()()
        self.view = self.make_view()
        self.anim = None
        self.pointer = app.pointer()  # kept from mouse events, for hover previews
        self._entry = (None, None, None)  # (input, clicks, marks) of the move being entered
        self.input = MoveInput({})
        self.status = None  # (key, values, kind, seconds left)
        self.bot_job = self.hint_job = None
        self.bot_wait = 0.0
        self.hint = None  # (move, seconds left)
        self.pass_timer = None
        self.banner_shown = False
        self._move_texts = []
        ctrl = pygame.KMOD_CTRL
        self.undo_button = Button("game.undo", self.undo)
        self.redo_button = Button("game.redo", self.redo)
        self.hint_button = Button("game.hint", self.ask_hint)
        self.again_button = Button("game.again", self.play_again, "primary")
        self.menu_button = Button("game.menu", self.leave)
        self.sound_button = SoundButton(app.sound, app.toggle_sound)
        self.rules_button = Button("game.rules", self.show_rules)
        self.rules_button.enabled = guide.has_page(info.id)  # a game may come before its rules page
        self.confirm_button = Button(lambda: self.confirm_label(), self.confirm, "primary")
        self.buttons = [self.confirm_button, self.undo_button, self.redo_button, self.hint_button,
                        self.again_button, self.menu_button, self.rules_button, self.sound_button]
        self.keys = {(pygame.K_z, ctrl): self.undo, (pygame.K_y, ctrl): self.redo,
                     (pygame.K_h, 0): self.ask_hint, (pygame.K_m, 0): app.toggle_sound,
                     (pygame.K_F1, 0): self.show_rules}
        self.new_position()

    # -- game-specific: subclasses override these --------------------------------------
    def make_view(self):
        """The game's board view (a ``BoardView``): all drawing and hit-testing goes through it."""
        return self.info.view_class().for_match(self.match)

    def click_sequences(self, state, moves):
        """For each legal move, the click sequences that enter it."""
        return self.view.click_sequences(state, moves)

    # What the game says in words: its texts (``words/<game>.py``) say it; a scene
    # overrides these only to add what depends on the move being entered or shown.
    def move_text(self, before, move):
        """A line of the move list."""
        return self.texts.move_text(before, move)

    def turn_detail(self, state):
        """What the player to move must know (e.g. how far stacks move this turn)."""
        return self.texts.turn_detail(state)

    def player_lines(self, state, player):
        """Lines under a player's name in the side panel (score, reserve...)."""
        return self.texts.player_lines(state, player)

    def notation_note(self):
        """How to read the move list, when its notation is not the board's own (else "")."""
        return self.texts.notation_note()

    def result_text(self, state):
        """The score line of the end banner."""
        return self.texts.result_text(state)

    def explain(self, targets):
        """Why a click on ``targets`` (from ``targets_at``) does nothing now (None: generic)."""
        return None

    def forced_targets(self):
        """First-click targets that must be played now (e.g. pawns that must capture)."""
        return frozenset()

    def confirm_label(self):
        return t("game.confirm")

    def warning_before(self, move):
        """A question to ask before ``move`` is played (e.g. it loses at once), or None."""
        return None

    def after_move(self, before, move, after):
        """Announce what a move did (extra turn, capture...): hook for subclasses."""

    def draw_side_swatch(self, surface, rect, player):
        """A small piece of ``player``'s side (player cards, move list)."""
        self.view.draw_swatch(surface, rect, player)

    # -- names ----------------------------------------------------------------------------
    def side_name(self, player):
        return self.texts.side_name(player)

    # -- positions and moves ------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def human_to_move(self):
        return not self.state.is_over and not self.match.bot_to_move

    def new_position(self):
        """Everything that follows from a new position: clicks, hint, pass notice, save."""
        self.forget_requests()
        state = self.state
        moves = [] if state.is_over else state.legal_moves()
        playable = [m for m in moves if not getattr(m, "is_pass", False)]
        self.input = MoveInput(self.click_sequences(state, playable) if self.human_to_move else {})
        self.hint = None
        self.pass_timer = PASS_NOTICE if moves and not playable else None
        if self.pass_timer:
            self.say("game.must_pass", name=self.side_name(state.to_move))

    def commit(self, move):
        """Play ``move`` for whoever is to move, and show it."""
        before = self.state
        after = self.match.play(move)
        self.anim = self.view.animation(before, move, after)
        self.after_move(before, move, after)
        self.new_position()
        self.autosave()

    def autosave(self):
        self.app.library.save(self.match)  # off the frame; a failure is told by the app

    def say(self, key, kind="info", seconds=4.0, **values):
        self.status = (key, values, kind, seconds)

    def move_texts(self):
        """The move list, recomputed only for moves it has not seen (undo shortens it)."""
        states, moves = self.match.states, self.match.moves
        del self._move_texts[len(moves):]
        for i in range(len(self._move_texts), len(moves)):
            self._move_texts.append(self.move_text(states[i], moves[i]))
        return self._move_texts

    # -- actions --------------------------------------------------------------------------
    def undo(self):
        if self.match.can_undo():
            self.forget_requests()
            self.finish_animation()
            self.match.undo()
            self.banner_shown = False
            self.new_position()
            self.autosave()
            self.say("game.undone")

    def redo(self):
        if self.match.can_redo():
            self.forget_requests()
            self.finish_animation()
            self.match.redo()
            self.new_position()
            self.autosave()

    def confirm(self):
        move = self.input.confirm()
        if move is not None:
            self.play_human(move)

    def play_human(self, move):
        """Play a move the player entered, after asking first if it deserves a warning."""
        question = self.warning_before(move)
        if question is None:
            self.commit(move)
            return
        self.app.push(ConfirmDialog(self.app, lambda: question, lambda: self.commit(move),
                                    self.input.reset))

    def leave(self):
        self.app.back_to_menu()

    def show_rules(self):
        if guide.has_page(self.info.id):
            self.app.push(RulesScene(self.app, self.info.id))

    def play_again(self):
        first = players.first_player(self.app.settings.choice(self.info.id, "first", "random"))
        options = self.info.options(self.match.options.get("variant"), first)
        self.app.replace(type(self)(self.app, self.info, Match(self.info.id, options, self.match.players)))

    def enter(self):
        self.app.bot.start(self.info.id)  # warm before the first bot move or hint

    def exit(self):
        self.forget_requests()
        self.autosave()

    def finish_animation(self):
        if self.anim is not None:
            for cue in self.anim.finish():
                self.app.sound.play(cue)
            self.anim = None

    # -- events ---------------------------------------------------------------------------
    def handle(self, event):
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and self.anim is not None:
            self.finish_animation()  # a click during an animation only finishes it
            return True
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.input.reset()
        return False

    def handle_key(self, event):
        if event.key == pygame.K_ESCAPE:
            if self.input.clicks:
                self.input.reset()
            else:
                self.leave()
            return True
        mods = event.mod & pygame.KMOD_CTRL
        action = self.keys.get((event.key, pygame.KMOD_CTRL if mods else 0))
        if action:
            action()
            return True
        return any(button.handle(event) for button in self.buttons)

    def click(self, pos):
        if self.pass_timer is not None:
            self.pass_timer = 0.0  # the notice was read: pass now
            return True
        if not self.human_to_move:
            if not self.state.is_over and self.board_rect.collidepoint(pos):
                self.say("game.wait_bot", "warn", name=self.side_name(self.state.to_move))
            return False
        targets = self.targets_at(pos)
        for target in targets:
            result, move = self.input.click(target)
            if result == "play":
                self.play_human(move)
                return True
            if result == "more":
                self.app.sound.play("select")
                self.status = None
                return True
        if self.board_rect.collidepoint(pos):
            had_selection = bool(self.input.clicks)
            self.input.reset()
            if targets or not had_selection:
                reason = self.explain(targets)
                self.app.sound.play("illegal")
                self.say("game.reason", "warn", text=reason or t("game.not_here"))
        return False

    # -- the frame ------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        self.confirm_button.visible = self.human_to_move and self.input.needs_confirmation
        self.undo_button.enabled = self.match.can_undo()
        self.redo_button.enabled = self.match.can_redo()
        self.hint_button.visible = not self.state.is_over
        self.hint_button.enabled = self.human_to_move and self.hint_job is None
        self.again_button.visible = self.state.is_over
        if self.status:
            key, values, kind, left = self.status
            self.status = (key, values, kind, left - dt) if left > dt else None
        if self.anim is not None:
            for cue in self.anim.update(dt):
                self.app.sound.play(cue)
            if self.anim.done:
                self.anim = None
            return
        self.update_hint(dt)
        if self.pass_timer is not None:
            self.pass_timer -= dt
            if self.pass_timer <= 0:
                self.commit(self.state.legal_moves()[0])
        elif self.match.bot_to_move:
            self.update_bot(dt)
        elif self.state.is_over and not self.banner_shown:
            self.banner_shown = True
            self.status = None
            self.app.sound.play("win")
            self.app.push(EndBanner(self.app, self))

    def live_targets(self):
        """What a click may reach now: the next part of a move, a new start, the last click again."""
        return self.input.next_targets | self.input.first_targets | set(self.input.clicks[-1:])

    def can_click_board(self):
        """The mouse is over something a click would use: the hand cursor says so."""
        if self.anim is not None or not self.human_to_move or self.pass_timer is not None:
            return False
        live = self.live_targets()
        return any(target in live for target in self.targets_at(self.pointer))

    def targets_at(self, pos):
        """The click targets under a screen point, most specific first."""
        return self.view.targets_at(self.state, pos, self.entry_marks())

    def entry_marks(self):
        """The marks of the move being entered (clicks, next targets, moves), once per click."""
        entry, clicks, marks = self._entry
        if entry is not self.input or clicks != self.input.clicks:  # a new position has a new input
            marks = entering(self.input)
            self._entry = (self.input, self.input.clicks, marks)
        return marks

    def marks(self):
        """What the board shows besides the pieces: last move, move being entered, hover, hint."""
        m = self.match
        last = (m.states[-2], m.moves[-1]) if m.moves else None
        if self.anim is not None:
            return Marks(last=last, hint=self.hint_targets)
        if not self.human_to_move:
            return Marks(last=last, hint=self.hint_targets, pointer=self.pointer)
        return entering(self.input, self.targets_at(self.pointer), self.pointer, last=last,
                        hint=self.hint_targets, **self.board_help())

    def board_help(self):
        """What the board marks before any click: the pieces that can move, those that must."""
        if not self.app.settings.move_marks or self.pass_timer is not None:
            return {}
        return {"show_movable": True, "forced": self.forced_targets()}

    def layout(self):
        self.board_rect, self.panel_rect = hud.layout(self)
        self.view.layout(self.board_rect, self.scale)

    def toast_area(self):
        return self.board_rect  # clear of the turn line, the side panel and the confirm button

    def draw(self, surface):
        surface.blit(backdrop.plain(self.size), (0, 0))
        self.view.draw(surface, self.state, self.marks(), self.anim)
        if self.can_click_board():
            widgets.pointer.over_clickable()
        hud.draw(self, surface)
        self.draw_buttons(surface)

    def turn_text(self):
        state = self.state
        if state.is_over:
            return self.texts.headline(state)
        if self.pass_timer is not None:  # what the notice says: nothing about a move to make
            return t("game.passes_now", name=self.side_name(state.to_move))
        detail = self.turn_detail(state)
        line = self.turn_line(state)
        return t("game.turn_detail", line=line, detail=detail) if detail else line

    def turn_line(self, state):
        """Whose turn it is (a game may say more, e.g. "Black plays again")."""
        return t("game.to_move", name=self.side_name(state.to_move))



