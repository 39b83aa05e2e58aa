"""Joining a friend's game on another computer: the address and the code their screen shows.

Two text fields (typed with any keyboard, reached with Tab, read by speech like the set-up
screen's names), Join (Enter) and Back (Esc). What is typed is checked before anything is sent
(``net.address.parse``); then the host answers: the game it hosts opens here, on the same
position, or a line says why not (a wrong code, another version, nothing at that address...).
The last address typed is remembered.
"""

import pygame

from ..i18n import t
from ..net import address
from ..net.link import Link
from ..record_fields import ADDRESS_LENGTH
from ..scene import Scene
from ..ui import text, theme
from ..ui.focus import Stop, presses
from ..ui.text_field import FieldRow, TextField
from ..ui.widgets import Button, card_screen


class JoinScene(Scene):
    room = (1000, 600)

    def __init__(self, app):
        super().__init__(app)
        self.address = FieldRow("net.address", [TextField(app.settings.choice("net", "address", "") or "",
                                                          "net.address_hint", ADDRESS_LENGTH)])
        self.code = FieldRow("net.code", [TextField("", "net.code_hint", 12)])
        self.rows = [self.address, self.code]
        self.join = Button("net.join_button", self.connect, "primary", hotkey=pygame.K_RETURN)
        self.back = Button("setup.back", self.leave, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.join, self.back]
        self.line, self.bad = "", False  # what the screen says under the fields
        self.link, self.handed_over, self.joined = None, False, None

    @property
    def typed(self):
        return self.address.fields[0].value, self.code.fields[0].value

    def connect(self):
        """Join with what is typed, once it reads as an address and a code."""
        typed, code = self.typed
        try:
            address.parse(typed)
        except address.AddressError as problem:
            return self.say(t(f"net.address.{problem.key}", **problem.values), bad=True)
        if len(address.clean_code(code)) != address.CODE_LENGTH:
            return self.say(t("net.code_short"), bad=True)
        self.app.settings.remember("net", address=typed.strip())
        self.app.save_settings()
        self.drop_link()
        self.link = self.app.links.add(Link.guest(typed, code, None, self.app.links.limits, self.on_event))
        self.say(t("net.connecting", address=typed.strip()))

    def say(self, words, bad=False):
        self.line, self.bad = words, bad

    def drop_link(self):
        if self.link is not None:
            self.link.close()
            self.link, self.joined = None, None

    def leave(self):
        self.app.pop()

    def exit(self):
        if not self.handed_over:
            self.drop_link()

    # -- the network's news ---------------------------------------------------------------------
    def on_event(self, event):
        kind, values = event.kind, event.values
        if kind == "joined":
            self.joined = values["match"]
        elif kind == "moves" and self.joined is not None:
            for move in values["moves"]:  # the moves played before this side joined
                self.joined.play(move)
        elif kind == "connected" and self.joined is not None:
            self.open_game()
        elif kind == "refused":
            self.drop_link()
            self.say(t(f"net.refused.{values['reason']}", version=values["version"], app=values["app"]), bad=True)
        elif kind == "failed":
            self.drop_link()
            self.say(t("net.failed", address=self.typed[0].strip(), why=t(f"net.why.{values['why']}")), bad=True)
        elif kind == "problem":
            self.drop_link()
            self.say(t("net.problem", name=t("net.friend"), what=t(f"net.error.{values['key']}")), bad=True)
        elif kind == "lost":
            self.drop_link()
            self.say(t("net.lost.closed", name=t("net.friend")), bad=True)

    def open_game(self):
        from .. import games
        from .game import scene_class
        from .net_play import NetPlay

        match, self.handed_over = self.joined, True
        self.app.library.save(match)
        self.app.sound.play("select")
        self.app.replace(scene_class(games.get(match.game))(self.app, match, NetPlay(self.link)))

    # -- keys, focus, speech ---------------------------------------------------------------------
    def heading(self):
        return f"{t('net.join_title')}. {t('net.join_text')}"

    def live(self):
        return [("status", self.line)]

    def typing(self):
        return any(field.focused for row in self.rows for field in row.fields)

    def handle(self, event):
        fields = [row.fields[0] for row in self.rows]
        here = next((i for i, field in enumerate(fields) if field.focused), None)
        if here is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1  # Tab goes from field to field
            if 0 <= here + step < len(fields):
                fields[here].focus(False)
                fields[here + step].focus(True)
                if self.focus.shown:
                    self.focus.key = (id(self.rows[here + step]), 0)
                return True
        for row in self.rows:
            if row.handle(event):
                if self.focus.shown and row.fields[0].focused:
                    self.focus.key = (id(row), 0)
                return True
        if self.typing() and self.focus.shown and presses(event):
            return True
        return super().handle(event)

    def focus_stops(self):
        buttons = [Stop(b, b.rect, b.action, say=b.spoken) for b in (self.back, self.join) if b.active]
        return self.address.stops() + self.code.stops() + buttons

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - 60 * s, 900 * s), min(h - 40 * s, 520 * s))
        self.card.center = (w // 2, h // 2)
        inner = self.card.inflate(-80 * s, 0)
        self.title = pygame.Rect(inner.left, self.card.top + 30 * s, inner.width, 56 * s)
        y = self.title.bottom + 70 * s
        for row in self.rows:
            row.rect = pygame.Rect(inner.left, round(y), inner.width, round(52 * s))
            row.title_width = round(170 * s)
            row.place()
            y += 70 * s
        self.line_box = pygame.Rect(inner.left, round(y), inner.width, round(64 * s))
        self.join.rect = pygame.Rect(0, 0, 220 * s, 58 * s)
        self.join.rect.bottomright = (inner.right, self.card.bottom - 26 * s)
        self.back.rect = pygame.Rect(0, 0, 180 * s, 58 * s)
        self.back.rect.bottomleft = (inner.left, self.card.bottom - 26 * s)

    def update(self, dt):
        super().update(dt)
        for row in self.rows:
            row.update(dt, self.app.pointer())

    def draw(self, surface):
        s = self.scale
        card_screen(surface, self.size, self.card, s)
        text.draw_fitted(surface, t("net.join_title"), self.title, 44 * s, theme.GOLD, "title", "midleft")
        intro = pygame.Rect(self.title.left, self.title.bottom + 4 * s, self.title.width, 40 * s)
        text.draw_wrapped_fitted(surface, t("net.join_text"), intro, 21 * s, theme.TEXT_DIM)
        for row in self.rows:
            row.draw(surface, s, self.app.pointer())
        if self.line:
            color = theme.BAD if self.bad else theme.TEXT
            text.draw_wrapped_fitted(surface, self.line, self.line_box, 22 * s, color, "bold")
        self.draw_buttons(surface)
