"""The Games screen: every kept game, newest first, to replay, resume or delete.

It reads the library's index (``Library.list``), never the game files, and draws only
the rows in view, so hundreds of games open and scroll at once. Filter by game with
the row of choices at the top; click a game to replay it; an unfinished one can be
resumed from its row; deleting asks first.
"""

import pygame

from .. import games, words
from ..i18n import t
from ..scene import Scene
from ..ui import drawings, text, theme
from ..ui.focus import Stop
from ..ui.widgets import Button, ChoiceRow, card_screen, panel, pointer, same_label_size
from . import parts
from .dialog import ConfirmDialog

ROW = 74  # design pixels: one game's row
ICON = (86, 54)  # design pixels: the game's little picture


class Slot:
    """One row of the list on screen, and its two buttons (which game it shows changes as it scrolls)."""

    def __init__(self, scene):
        self.entry = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.resume = Button("games.resume", lambda: scene.resume_entry(self.entry), "primary")
        self.delete = Button("games.delete", lambda: scene.ask_delete(self.entry), "quiet")


class GamesScene(Scene):
    room = (1180, 700)  # a row: picture, game, players, moves, result and two buttons; the drop hint whole

    def __init__(self, app):
        super().__init__(app)
        options = [("all", "games.all")] + [(info.id, info.title) for info in games.GAMES]
        self.filter = ChoiceRow("games.show", options, "all", self._filtered)
        self.back = Button("games.back", app.pop, hotkey=pygame.K_ESCAPE)
        self.import_button = Button("games.import", self.ask_file, hotkey=pygame.K_o)
        self.entries = []  # every game kept, newest first
        self.shown = []  # those the filter lets through
        self.first = 0  # the first row in view
        self.slots = []
        self.refresh()

    # -- the games ---------------------------------------------------------------------------
    def refresh(self):
        """Read the list again (after a deletion, or coming back from a game or a replay)."""
        self.entries = self.app.library.list()
        self._filtered()

    def _filtered(self, changed=None):
        """The games the filter lets through; a new filter starts from the top of the list."""
        wanted = self.filter.value
        self.shown = [e for e in self.entries if wanted == "all" or e.game == wanted]
        self.score = words.tally(self.shown)  # counted once: thousands of games, drawn each frame
        self.scroll_to(0 if changed is not None else self.first)

    def scroll_to(self, first):
        self.first = max(0, min(first, len(self.shown) - self.rows_that_fit()))
        self.place_slots()

    def rows_that_fit(self):
        return max(1, self.list_area.height // self.row_height) if hasattr(self, "list_area") else 1

    def open(self, entry):
        match, problem = self.app.library.open(entry.id)
        if match is None:
            self.app.warn(problem)
            self.refresh()
        else:
            self.app.sound.play("select")
            self.app.open_replay(match)

    def ask_file(self):
        """"Open a file": a game someone sent, chosen by keys or typed (as a drop opens it)."""
        from .import_file import ImportDialog

        self.app.push(ImportDialog(self.app))

    def resume_entry(self, entry):
        match, problem = self.app.library.open(entry.id)
        if match is None:
            self.app.warn(problem)
            self.refresh()
        else:
            self.app.resume_game(match)

    def ask_delete(self, entry):
        def question():
            return t("games.delete_question", game=words.title(entry.game, entry.variant),
                     date=words.when(entry.updated))

        self.app.push(ConfirmDialog(self.app, question, lambda: self.delete(entry), yes="games.delete_yes"))

    def delete(self, entry):
        self.app.library.delete(entry.id)
        self.refresh()
        self.app.warn("games.deleted")

    # -- events ------------------------------------------------------------------------------
    def resume(self):
        """Back from a replay, a game or a question: the list may have changed."""
        self.refresh()

    def handle(self, event):
        if super().handle(event):
            return True
        for slot in self.slots:
            if slot.entry is not None and (slot.resume.handle(event) or slot.delete.handle(event)):
                return True
        if self.filter.handle(event):
            self.app.sound.play("select")
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - event.y)
            return True
        if event.type == pygame.KEYDOWN and self.follow_focus(event):
            return True
        if event.type == pygame.KEYDOWN:
            fit = self.rows_that_fit()
            step = {pygame.K_PAGEDOWN: fit, pygame.K_PAGEUP: -fit, pygame.K_END: len(self.shown),
                    pygame.K_HOME: -len(self.shown)}
            if not self.focus.shown:  # with the ring shown, Up and Down move it (and scroll at the ends)
                step.update({pygame.K_DOWN: 1, pygame.K_UP: -1})
            if event.key in step:
                self.scroll_to(self.first + step[event.key])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            slot = self.slot_at(event.pos)
            if slot is not None:
                self.open(slot.entry)
                return True
        return False

    @staticmethod
    def entry_words(entry):
        """What speech says of a kept game: the game, when, who played it, how it ended."""
        return ". ".join((words.title(entry.game, entry.variant), words.when(entry.updated),
                          words.who_played(entry.game, entry.players, entry.names, entry.imported),
                          words.result(entry.game, entry.players, entry.result, entry.names, entry.imported)))

    def key_help(self):
        return [(t("keys.list"), t("keys.list_does"))] + super().key_help()

    def heading(self):
        """Speech: the screen, how many games, and how to go through them."""
        return t("speech.screen", title=t("games.title"), about=t("speech.games_about", n=len(self.entries)))

    def focus_stops(self):
        """The filter's choices, then each game in view and its buttons, then Back."""
        stops = self.filter.stops(lambda: self.app.sound.play("select"))
        for slot in self.slots:
            if slot.entry is not None:
                stops.append(Stop(("game", slot.entry.id), slot.rect, lambda e=slot.entry: self.open(e),
                                  say=lambda e=slot.entry: self.entry_words(e)))
                stops += [Stop((button.label, slot.entry.id), button.rect, button.action, say=button.spoken)
                          for button in (slot.resume, slot.delete) if button.active]
        return stops + super().focus_stops()

    def follow_focus(self, event):
        """Up or Down past the games in view scrolls the list, the ring staying on its row."""
        here = self.focus.current(self.focus_stops()) if self.focus.shown else None
        rows = [slot for slot in self.slots if slot.entry is not None]
        if here is None or not rows or event.key not in (pygame.K_UP, pygame.K_DOWN):
            return False
        first, last = rows[0], rows[-1]
        if event.key == pygame.K_DOWN and here.key == ("game", last.entry.id):
            step, slot = 1, last
        elif event.key == pygame.K_UP and here.key == ("game", first.entry.id):
            step, slot = -1, first
        else:
            return False
        before = self.first
        self.scroll_to(self.first + step)
        if self.first != before:
            self.focus.key = ("game", slot.entry.id)
        return True

    def toast_area(self):
        """The line beside Open a file and Back, where the hint on shared files goes: messages
        cover no game nor the filter."""
        s = self.scale
        return pygame.Rect(self.list_area.left, self.back.rect.top, self.import_button.rect.left - self.list_area.left
                           - round(20 * s), self.back.rect.height)

    def slot_at(self, pos):
        return next((slot for slot in self.slots if slot.entry is not None and slot.rect.collidepoint(pos)), None)

    # -- the frame ---------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        mouse = self.app.pointer()
        for slot in self.slots:
            slot.resume.update(dt, mouse)
            slot.delete.update(dt, mouse)
        if self.slot_at(mouse) is not None:
            pointer.over_clickable()

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - round(40 * s), round(1160 * s)), h - round(36 * s))
        self.card.center = (w // 2, h // 2)
        inner = self.card.inflate(-round(56 * s), 0)
        self.filter.title_width = round(150 * s)
        line, gap = round(42 * s), max(4, round(42 * s) // 6)
        self.filter.lines = self.filter.lines_for(inner.width, line, s)  # a game's name is never cut
        height = self.filter.lines * line + (self.filter.lines - 1) * gap
        self.filter.rect = pygame.Rect(inner.left, self.card.top + round(84 * s), inner.width, height)
        self.row_height = round(ROW * s)
        top = self.filter.rect.bottom + round(18 * s)
        bottom = self.card.bottom - round(86 * s)
        self.list_area = pygame.Rect(inner.left, top, inner.width, bottom - top)
        self.back.rect = pygame.Rect(0, 0, round(200 * s), round(50 * s))
        self.back.rect.bottomright = (inner.right, self.card.bottom - round(20 * s))
        self.import_button.rect = self.back.rect.move(-self.back.rect.width - round(14 * s), 0)
        self.slots = [Slot(self) for _ in range(self.rows_that_fit())]
        self.buttons = [self.import_button, self.back]
        self.scroll_to(self.first)

    def place_slots(self):
        s = self.scale
        bw, bh = round(120 * s), round(38 * s)
        for i, slot in enumerate(self.slots):
            index = self.first + i
            slot.entry = self.shown[index] if index < len(self.shown) else None
            slot.rect = pygame.Rect(self.list_area.left, self.list_area.top + i * self.row_height,
                                    self.list_area.width, self.row_height - round(8 * s))
            slot.delete.rect = pygame.Rect(0, 0, bw, bh)
            slot.delete.rect.midright = (slot.rect.right - round(14 * s), slot.rect.centery)
            slot.resume.rect = slot.delete.rect.move(-bw - round(10 * s), 0)
            slot.resume.visible = slot.entry is not None and not slot.entry.finished
            slot.delete.visible = slot.entry is not None and not self.app.storage.read_only  # it would stay

    @staticmethod
    def icon(game, size):
        """A game's picture at ``size``, drawn once."""
        return _icon(game, tuple(size))

    def draw(self, surface):
        s = self.scale
        card_screen(surface, self.size, self.card, s)
        head = pygame.Rect(self.card.left + round(28 * s), self.card.top + round(18 * s), self.card.width // 2,
                           round(54 * s))
        text.draw_fitted(surface, t("games.title"), head, 44 * s, theme.GOLD, "title", "midleft")
        count = t("games.count", n=len(self.shown))
        right = pygame.Rect(head.right, head.top, self.list_area.right - head.right, head.height)
        score = words.tally_line(score=self.score)  # two people's running score, theirs to see first
        if score:
            top, low = right.inflate(0, -right.height // 2).move(0, -right.height // 4), right.copy()
            low.top, low.height = top.bottom, right.bottom - top.bottom
            text.draw_fitted(surface, score, top, 21 * s, theme.GOLD, "bold", "midright")
            text.draw_fitted(surface, count, low, max(text.MIN_SIZE, 17 * s), theme.TEXT_DIM, "body", "midright")
        else:
            text.draw_fitted(surface, count, right, 20 * s, theme.TEXT_DIM, "body", "midright")
        self.filter.draw(surface, s, self.app.pointer())
        if not self.shown:
            message = t("games.none") if not self.entries else t("games.none_of_these")
            text.draw_wrapped(surface, message, self.list_area.inflate(-round(40 * s), -round(40 * s)), 22 * s,
                              theme.TEXT_DIM)
        columns = self.columns()
        for slot in self.slots:
            if slot.entry is not None:
                self.draw_row(surface, slot, columns)
        self.draw_scrollbar(surface)
        hint = pygame.Rect(self.list_area.left, self.back.rect.top,
                           self.import_button.rect.left - self.list_area.left - round(20 * s),
                           self.back.rect.height)
        if not self.under_a_message():  # a message takes its place
            text.draw_fitted(surface, t("games.drop_hint"), hint, 18 * s, theme.TEXT_DIM, "body", "midleft")
        same_label_size([b for slot in self.slots for b in (slot.resume, slot.delete)], 19 * s)
        self.draw_buttons(surface)
        for slot in self.slots:
            slot.resume.draw(surface, s)
            slot.delete.draw(surface, s)

    # -- a row's words, in three columns -----------------------------------------------------------
    @staticmethod
    def row_words(entry):
        """``(title, when, who, notes, ending)``: what a game's row says."""
        notes = [t("games.moves", n=entry.moves)]
        if entry.branched_from:
            notes.append(t("games.branched", ply=entry.branched_from["ply"]))
        if entry.reviewed:
            notes.append(t("games.reviewed"))
        return (words.title(entry.game, entry.variant), words.when(entry.updated),
                words.who_played(entry.game, entry.players, entry.names, entry.imported), " · ".join(notes),
                words.result(entry.game, entry.players, entry.result, entry.names, entry.imported))

    def columns(self):
        """``(left, title width, who width)`` of the rows in view, the same for all: the game's
        column as wide as its longest words (up to 40% of the row, or what who played leaves: a
        long name and its variant were cut, "Pyramid of the Seven Suns · Rever…", beside room to
        spare), the result's as its longest (a finished game's reaches further: it has no
        Resume), who played the rest (fixed shares cut "…contre l'ordinateur · Fa…" while the
        result had room to spare)."""
        s = self.scale
        gap = round(12 * s)
        rows = [(slot, self.row_words(slot.entry)) for slot in self.slots if slot.entry is not None]
        left = self.list_area.left + round(ICON[0] * s) + round(26 * s)
        if not rows:
            return left, 0, 0
        room = min(slot.resume.rect.left for slot, _ in rows) - left
        who_right = min(self.row_end(slot) - gap - text.width(w[4], 19 * s, "bold") for slot, w in rows)
        who = max(max(text.width(w[2], 19 * s), text.width(w[3], 17 * s)) for _, w in rows)
        spare = who_right - left - gap - who  # what who played leaves the game's column
        title = min(max(round(room * 0.4), spare), max(max(text.width(w[0], 22 * s, "bold"), text.width(w[1], 17 * s))
                                                       for _, w in rows))
        return left, title, max(round(room * 0.3), who_right - left - title - gap)

    @staticmethod
    def row_end(slot):
        """Where a row's words end: at Resume, or for a finished game at Delete."""
        return (slot.resume if slot.resume.visible else slot.delete).rect.left - round(slot.rect.height * 0.15)

    def draw_row(self, surface, slot, columns):
        s, entry, rect = self.scale, slot.entry, slot.rect
        hovered = rect.collidepoint(self.app.pointer())
        panel(surface, rect, radius=round(12 * s), fill=(255, 255, 255, 26 if hovered else 12),
              edge=(*theme.GOLD, 160) if hovered else theme.PANEL_EDGE)
        icon = self.icon(entry.game, (round(ICON[0] * s), round(ICON[1] * s)))
        surface.blit(icon, icon.get_rect(midleft=(rect.left + round(12 * s), rect.centery)))
        (x, title_w, who_w), gap = columns, round(12 * s)
        title, when, who_played, notes, ending = self.row_words(entry)
        top = pygame.Rect(x, rect.top + round(6 * s), title_w, rect.height // 2 - round(4 * s))
        low = top.move(0, top.height)
        text.draw_fitted(surface, title, top, 22 * s, theme.TEXT, "bold", "midleft")
        text.draw_fitted(surface, when, low, 17 * s, theme.TEXT_DIM, "body", "midleft")
        who = pygame.Rect(top.right + gap, top.top, who_w, top.height)
        text.draw_fitted(surface, who_played, who, 19 * s, theme.TEXT, "body", "midleft")
        text.draw_fitted(surface, notes, who.move(0, top.height), 17 * s, theme.TEXT_DIM, "body", "midleft")
        state = pygame.Rect(who.right + gap, top.top, self.row_end(slot) - who.right - gap, rect.height - round(12 * s))
        color = theme.GOOD if entry.result is None else theme.GOLD
        text.draw_fitted(surface, ending, state, 19 * s, color, "bold", "midleft")

    def draw_scrollbar(self, surface):
        fit, total = self.rows_that_fit(), len(self.shown)
        if total <= fit:
            return
        s, area = self.scale, self.list_area
        bar = pygame.Rect(area.right + round(8 * s), 0, max(3, round(5 * s)), max(12, area.height * fit // total))
        bar.top = area.top + (area.height - bar.height) * self.first // (total - fit)
        pygame.draw.rect(surface, theme.TEXT_DIM, bar, border_radius=bar.width)


@drawings.cached()
def _icon(game, size):
    surf = pygame.Surface(size, pygame.SRCALPHA)
    parts.draw_icon(surf, games.get(game), surf.get_rect())
    return surf
