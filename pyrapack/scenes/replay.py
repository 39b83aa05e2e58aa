"""A kept game shown move by move, read-only, in its game's own board view.

It opens at the last position. Step back and forward with the buttons under the
board, the arrow keys or the mouse wheel, jump with Home and End, a move of the list
or a point of the review's graph; each step is animated as in play (a step back plays
the move backwards). From any position: **Play from here** (a new game that says where
it branched from), **Export** (a ``.pyrapack`` file and its move list), and **Review**
(the bot analyses every position in its worker process, with a progress bar; the
review is stored with the game, its mistakes marked in the list, its graph in the
panel, the bot's preferred move drawn on the board: ``replay_review``). Its side panel is
``replay_panel``, what speech says of it ``replay_speech``. The bot's process starts
with the first review asked (most replays ask none), not as the replay opens.
"""

import pygame

from .. import sharing, words
from ..file_words import shown_path
from ..i18n import t
from ..ui import anim, text, theme
from ..ui.focus import Stop
from ..ui.marks import Marks
from ..ui.side_panel import Player
from ..ui.widgets import Button, pointer, same_label_size
from . import replay_panel
from .board_scene import BoardScene
from .branch import BranchDialog
from .replay_review import ReplayReview
from .replay_speech import ReplayVoice


class ReplayScene(BoardScene):
    def __init__(self, app, match, review=False):
        super().__init__(app, match)
        self.ply = len(match.moves)  # the position shown: after this many moves
        self.anim_state = None  # the position drawn under the animation
        self.review = ReplayReview(app, match, self.texts)  # the bot's review: stored, run, made a puzzle
        self.step_buttons = [Button("replay.first", self.to_start, hotkey=pygame.K_HOME),
                             Button("replay.back", self.step_back, hotkey=pygame.K_LEFT),
                             Button("replay.forward", self.step_forward, hotkey=pygame.K_RIGHT),
                             Button("replay.last", self.to_end, hotkey=pygame.K_END)]
        self.branch_button = Button("replay.play_here", self.play_from_here, "primary")
        self.export_button = Button("replay.export", self.export)
        self.review_button = Button("replay.review", self.review.start)
        self.cancel_button = Button("replay.cancel_review", self.review.cancel)
        self.back_button = Button("replay.close", self.close, hotkey=pygame.K_ESCAPE)
        self.actions = [self.branch_button, self.export_button, self.review_button, self.cancel_button,
                        self.back_button]
        self.puzzle_button = Button("puzzles.make", self.make_puzzle)  # in the review's place, once made
        self.buttons = self.step_buttons + self.actions + [self.puzzle_button]
        self.panel = replay_panel.ReplayPanel(self.view.draw_swatch, *self.actions, entries=self.move_texts,
                                              marked=lambda: self.review.stored is not None)
        self.voice = ReplayVoice(self)  # what speech says of it, and its keys
        if review and self.review.stored is None:
            self.review.start()

    # -- the game shown ---------------------------------------------------------------------
    @property
    def plies(self):
        return len(self.match.moves)

    @property
    def state(self):
        return self.match.states[self.ply]

    # -- in words -----------------------------------------------------------------------------
    def position_line(self):
        """What the position shown is: the start, a move played (with the review's verdict), the end."""
        texts, ply = self.texts, self.ply
        if ply == 0:
            return t("replay.start", name=texts.side_name(self.state.to_move))
        if ply == self.plies and self.match.over:
            match = self.match
            won = words.banner_headline(match.game, match.players, match.result["winner"], match.names, match.imported)
            return words.end_line(won, texts.result_text(self.state, match.names) if self.state.is_over
                                  else words.outcome(match.game, match.result["outcome"]))
        before = self.match.states[ply - 1]
        line = t("replay.move", ply=ply, name=texts.side_name(before.to_move), move=self.move_texts()[ply - 1])
        mark = self.review.marks_of(ply - 1)
        return f"{line} {mark}" if mark else line

    def shown(self):
        """What the side panel shows."""
        match, texts = self.match, self.texts
        who = [words.who(match.players, match.names, p, match.imported) for p in (0, 1)]
        players = tuple(Player(t("replay.player", side=texts.side_name(p), who=who[p]),
                               lines=tuple(texts.player_lines(self.state, p))) for p in (0, 1))
        review = self.review
        verdict = tuple(review.verdict(self.ply)) if review.stored is not None and review.run is None else ()
        return replay_panel.Shown(players, self.move_texts(), [s.to_move for s in match.states[:-1]], self.ply,
                                  review.stored, review.run, verdict, match.game, self.move_note())

    # -- moving through the game -------------------------------------------------------------
    def go(self, ply):
        """Show the position after ``ply`` moves; a single step is animated."""
        ply = max(0, min(self.plies, ply))
        self.finish_animation()
        self.panel.scrolled = None
        m = self.match
        if ply == self.ply + 1:
            before, move, after = m.states[self.ply], m.moves[self.ply], m.states[ply]
            self.anim, self.anim_state = self.view.animation(before, move, after), after
        elif ply == self.ply - 1:
            before, move, after = m.states[ply], m.moves[ply], m.states[self.ply]
            forward = self.view.animation(before, move, after)
            self.anim, self.anim_state = (anim.Rewind(forward), after) if forward else (None, None)
        self.ply = ply
        if self.anim is not None:
            for cue in self.anim.update(0.0):
                self.app.sound.play(cue)

    def step_back(self):
        self.go(self.ply - 1)

    def step_forward(self):
        self.go(self.ply + 1)

    def to_start(self):
        self.go(0)

    def to_end(self):
        self.go(self.plies)

    def finish_animation(self, sound=False):
        """A step's end at once (stepping quickly plays no late sounds)."""
        super().finish_animation(sound)
        self.anim_state = None

    # -- actions -----------------------------------------------------------------------------
    def play_from_here(self):
        self.app.push(BranchDialog(self.app, self.match, self.ply))

    def export(self):
        path = sharing.export_path(self.app.export_folder, self.match)
        paths, problem = sharing.export(self.match, path, self.texts.move_text)
        if problem is not None:
            self.app.warn(problem)
        else:
            self.app.warn(("replay.exported", {"file": paths[0].name, "name": paths[0].stem,
                                               "folder": shown_path(paths[0].parent)}))

    def make_puzzle(self):
        self.review.make_puzzle(self.ply)

    def close(self):
        self.app.pop()

    def exit(self):
        self.review.stop()

    # -- events ------------------------------------------------------------------------------
    def handle(self, event):
        if self.focus.shown and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return False  # with the ring shown, the arrows move it (← and → step the game without it)
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            return self.wheel(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def key_help(self):
        return super().key_help() + [(t("keys.replay.ring"), t("keys.replay.ring_does"))]

    def focus_stops(self):
        """The buttons, then every move of the list (Enter shows the position after one): the
        list scrolls to the move the ring reaches, so Tab reaches every move, not only those in
        view (one out of view stands at the list's edge until then)."""
        self.follow_focus()
        shown = dict(self.panel.rows(self.ply, self.plies))
        area = self.panel.list_area
        first = min(shown, default=0)
        above, below = pygame.Rect(area.left, area.top, area.width, 0), pygame.Rect(area.left, area.bottom, area.width, 0)
        rows = [Stop(("move", i), shown.get(i, above if i < first else below), lambda i=i: self.go(i + 1),
                     say=lambda i=i: self.voice.move_words(i)) for i in range(self.plies)]
        return super().focus_stops() + rows

    def follow_focus(self):
        """The move the ring is on in view: the list scrolled to it if need be."""
        key = self.focus.key
        if not (self.focus.shown and isinstance(key, tuple) and key[0] == "move" and key[1] < self.plies):
            return
        if key[1] not in dict(self.panel.rows(self.ply, self.plies)):
            fit = self.panel.rows_that_fit()
            self.panel.scrolled = max(0, min(key[1] - fit // 2, max(0, self.plies - fit)))

    def wheel(self, event):
        """Over the move list the wheel scrolls it; anywhere else it steps through the game."""
        if self.panel.list_area.collidepoint(self.app.pointer()):
            self.panel.scroll(event.y, self.ply, self.plies)
        elif event.y > 0:
            self.step_back()
        elif event.y < 0:
            self.step_forward()
        return True

    def click(self, pos):
        index = self.panel.row_at(pos, self.ply, self.plies)
        if index is not None:
            self.go(index + 1)
            return True
        ply = self.graph_at(pos)
        if ply is not None:
            self.go(ply)
            return True
        return False

    def graph_at(self, pos):
        """The position a click on the review's graph goes to (None: no graph there)."""
        if self.review.stored is None or self.review.run is not None:
            return None
        return self.panel.ply_at_graph(pos, self.plies)

    # -- the frame ---------------------------------------------------------------------------
    def update(self, dt):
        review = self.review
        running = review.run is not None
        self.puzzle_button.visible = review.stored is not None and not running and review.puzzle_offer(self.ply) is not None
        self.puzzle_button.enabled = review.check is None
        self.review_button.visible = not running and not self.puzzle_button.visible
        self.review_button.enabled = review.stored is None and self.plies > 0
        self.cancel_button.visible = running
        self.branch_button.enabled = not self.state.is_over
        self.step_buttons[0].enabled = self.step_buttons[1].enabled = self.ply > 0
        self.step_buttons[2].enabled = self.step_buttons[3].enabled = self.ply < self.plies
        super().update(dt)
        mouse = self.app.pointer()
        if self.panel.row_at(mouse, self.ply, self.plies) is not None or self.graph_at(mouse) is not None:
            pointer.over_clickable()
        self.update_animation(dt)
        if self.anim is None:
            self.anim_state = None
        review.update()
        review.update_check()

    def layout(self):
        w, h = self.size
        s = self.scale
        pad = round(18 * s)
        side_w = max(replay_panel.MIN_WIDTH, round(replay_panel.WIDTH * s))
        side = pygame.Rect(w - side_w - pad, pad, side_w, h - 2 * pad)
        top = round(96 * s)
        self.board_rect = pygame.Rect(pad, top, side.left - 2 * pad, h - top - round(78 * s))
        self.view.layout(self.board_rect, s)
        bw, bh, gap = round(64 * s), round(46 * s), round(10 * s)
        longest = t("replay.counter", ply=self.plies, plies=self.plies)  # the move counter between back and forward
        middle = max(round(150 * s), text.width(longest, 22 * s, "bold") + round(16 * s))
        row = 4 * bw + 3 * gap + middle
        left, y = self.board_rect.centerx - row // 2, h - pad - bh
        for i, button in enumerate(self.step_buttons):
            button.rect = pygame.Rect(left + i * (bw + gap) + (middle if i >= 2 else 0), y, bw, bh)
        self.counter = pygame.Rect(self.step_buttons[1].rect.right + gap, y, middle, bh)
        self.panel.layout(side, s, self.move_note())
        self.puzzle_button.rect = self.review_button.rect.copy()

    def marks(self):
        m = self.match
        last = (m.states[self.ply - 1], m.moves[self.ply - 1]) if self.ply > 0 else None
        if self.anim is not None:
            return Marks(last=last if not isinstance(self.anim, anim.Rewind) else None)
        best = self.review.preferred(self.ply)
        return Marks(last=last, suggested=(self.state, best) if best is not None else None)

    def title(self):
        return t("replay.title", game=words.title(self.match.game, self.match.options.get("variant")))

    def title_box(self):
        s = self.scale
        return pygame.Rect(round(22 * s), round(10 * s), self.board_rect.width, round(40 * s))

    def title_rect(self):
        return text.fitted_rect(self.title(), self.title_box(), 30 * self.scale, "title", "midleft")

    def draw(self, surface):
        s = self.scale
        self.draw_board(surface, self.anim_state if self.anim is not None else self.state, self.marks())
        if self.shows_title():
            text.draw_fitted(surface, self.title(), self.title_box(), 30 * s, theme.GOLD, "title", "midleft")
        line = pygame.Rect(round(22 * s), round(52 * s), self.board_rect.width, round(36 * s))
        color = theme.GOLD if self.ply == self.plies and self.state.is_over else theme.TEXT
        text.draw_fitted(surface, self.position_line(), line, 24 * s, color, "bold", "midleft")
        label = t("replay.counter", ply=self.ply, plies=self.plies)
        text.draw_fitted(surface, label, self.counter, 22 * s, theme.TEXT, "bold")
        same_label_size(self.step_buttons, 24 * s)
        same_label_size(self.actions + [self.puzzle_button], 21 * s)  # it takes the review's place
        self.panel.draw(surface, self.shown(), self.app.pointer())
        self.draw_buttons(surface)
