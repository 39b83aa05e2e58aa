"""Hosting a game for a friend on another computer: the code and addresses to give, until they join.

The set-up screen chose the game, variant, who starts, the side played here and the names; this
screen listens (``net.link``), shows the join code and this computer's addresses (found without
sending anything: ``net.address.lan_addresses``) with the port, which can be changed, and says
what a friend outside the home network needs. When the friend has joined, the game's screen
takes its place, the connection going with it; Cancel (Esc) stops listening.
"""

import threading

import pygame

from .. import games
from ..i18n import t
from ..match import Match
from ..net import address
from ..net.link import EVERYWHERE, Link
from ..net.codec import new_game_id
from ..scene import Scene
from ..ui import text, theme
from ..ui.focus import Stop, presses
from ..ui.text_field import FieldRow, TextField
from ..ui.widgets import Button, card_screen, panel
from . import parts


class HostScene(Scene):
    room = (1040, 680)

    def __init__(self, app, game_id, choices, side):
        super().__init__(app)
        self.info = games.get(game_id)
        port = _remembered_port(app.settings)
        self.match = Match(game_id, choices["options"], choices["players"], names=choices.get("names"))
        self.match.network = {"role": "host", "side": side, "game_id": new_game_id(), "code": address.new_code(),
                              "address": None, "port": port}
        self.port = FieldRow("net.port", [TextField(str(port), "", 5)])
        self.apply = Button("net.port_apply", self.change_port)
        self.cancel = Button("net.cancel", self.leave, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.apply, self.cancel]
        self.listening = None  # the port listened on, once it is
        self.problem = None  # why it cannot listen (words)
        listen = app.launch.listen
        self.addresses = [a for a in listen if a not in EVERYWHERE] if listen else None  # None: being read
        if not listen:  # read off the frame: where the system answers for its own name, it may take a while
            threading.Thread(target=self.find_addresses, daemon=True).start()
        self.link, self.handed_over = None, False
        self.open_link(port)

    def find_addresses(self):
        self.addresses = address.lan_addresses()

    def open_link(self, port):
        if self.link is not None:
            self.link.close()
        self.listening, self.problem = None, None
        self.match.network["port"] = port
        self.link = self.app.links.add(Link.host(self.match, port, self.app.launch.listen or EVERYWHERE,
                                                 self.app.links.limits, self.on_event))

    def change_port(self):
        try:
            port = address.port_field(self.port.fields[0].value)
        except address.AddressError as problem:
            self.problem = t("net.port_bad", **problem.values)
            return
        self.app.settings.remember("net", port=str(port))
        self.app.save_settings()
        self.open_link(port)

    def leave(self):
        self.app.pop()

    def exit(self):
        if not self.handed_over:
            self.link.close()

    # -- the network's news ---------------------------------------------------------------------
    def on_event(self, event):
        if event.kind == "listening":
            self.listening = self.match.network["port"] = event.values["port"]  # port 0: the one given
        elif event.kind == "listen_failed":
            self.problem = t("net.listen_failed", why=t(f"net.why.{event.values['why']}"))
        elif event.kind == "turned_away":
            reason = event.values["reason"]
            key = reason if reason in ("code", "version") else "other"
            self.app.warn((f"net.turned_away.{key}", {"app": event.values.get("app", "?")}))
        elif event.kind == "connected":
            from .game import scene_class
            from .net_play import NetPlay

            self.app.sound.play("select")
            self.handed_over = True
            self.app.replace(scene_class(self.info)(self.app, self.match, NetPlay(self.link)))

    # -- what is said and shown ------------------------------------------------------------------
    def code_words(self):
        code = self.match.network["code"]
        return f"{code[:3]} {code[3:]}"

    def shown_addresses(self):
        port = self.listening if self.listening is not None else self.match.network["port"]
        return [address.shown(host, port) for host in (self.addresses or [])[:4]]

    def status(self):
        return self.problem or t("net.waiting_friend")

    def heading(self):
        return t("speech.net_host", game=t(self.info.title), code=" ".join(self.match.network["code"]),
                 addresses=", ".join(self.shown_addresses()) or t("net.no_address"))

    def live(self):
        return [("status", self.status())]

    def typing(self):
        return self.port.fields[0].focused

    def handle(self, event):
        if self.port.handle(event):
            if self.focus.shown and self.typing():
                self.focus.key = (id(self.port), 0)
            return True
        if self.typing() and self.focus.shown and presses(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.port.fields[0].value != str(self.listening):
            self.change_port()  # Enter after typing a port uses it
            return True
        return super().handle(event)

    def focus_stops(self):
        return self.port.stops() + [Stop(b, b.rect, b.action, say=b.spoken) for b in (self.apply, self.cancel)
                                    if b.active]

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - 60 * s, 980 * s), min(h - 40 * s, 640 * s))
        self.card.center = (w // 2, h // 2)
        self.art = pygame.Rect(self.card.left + 30 * s, self.card.top + 24 * s, 160 * s, 96 * s)
        inner = self.card.inflate(-80 * s, 0)
        self.code_box = pygame.Rect(inner.left, self.art.bottom + 20 * s, round(300 * s), round(130 * s))
        self.list_box = pygame.Rect(self.code_box.right + 30 * s, self.code_box.top,
                                    inner.right - self.code_box.right - 30 * s, self.code_box.height)
        self.port.rect = pygame.Rect(inner.left, self.code_box.bottom + 24 * s, round(330 * s), round(48 * s))
        self.port.title_width = round(110 * s)
        self.port.place()
        self.apply.rect = pygame.Rect(self.port.rect.right + 16 * s, self.port.rect.top, 240 * s, 48 * s)
        self.status_box = pygame.Rect(inner.left, self.port.rect.bottom + 18 * s, inner.width, 40 * s)
        self.cancel.rect = pygame.Rect(0, 0, 200 * s, 58 * s)
        self.cancel.rect.bottomleft = (inner.left, self.card.bottom - 26 * s)
        self.outside_box = pygame.Rect(inner.left, self.status_box.bottom + 8 * s, inner.width,
                                       self.cancel.rect.top - self.status_box.bottom - 16 * s)

    def update(self, dt):
        super().update(dt)
        self.port.update(dt, self.app.pointer())

    def draw(self, surface):
        s = self.scale
        card_screen(surface, self.size, self.card, s)
        parts.draw_icon(surface, self.info, self.art)
        title = pygame.Rect(self.art.right + 24 * s, self.art.top + 8 * s, self.card.right - self.art.right - 60 * s,
                            52 * s)
        text.draw_fitted(surface, t("net.host_title", game=t(self.info.title)), title, 40 * s, theme.GOLD, "title",
                         "midleft")
        variant = self.match.options.get("variant")
        if variant:
            text.draw(surface, t(f"variant.{self.info.id}.{variant}"), (title.left, title.bottom + 6 * s), 22 * s,
                      theme.TEXT_DIM)
        panel(surface, self.code_box, radius=round(16 * s), fill=(44, 30, 70, 240), edge=(*theme.GOLD, 200))
        label = pygame.Rect(self.code_box.left, self.code_box.top + 10 * s, self.code_box.width, 30 * s)
        text.draw_fitted(surface, t("net.code_title"), label, 22 * s, theme.TEXT_DIM, "bold")
        code = pygame.Rect(self.code_box.left, label.bottom, self.code_box.width, self.code_box.bottom - label.bottom)
        text.draw_fitted(surface, self.code_words(), code.inflate(-20 * s, -10 * s), 60 * s, theme.GOLD, "title")
        self.draw_addresses(surface)
        self.port.draw(surface, s, self.app.pointer())
        color = theme.BAD if self.problem else theme.TEXT
        text.draw_wrapped_fitted(surface, self.status(), self.status_box, 22 * s, color, "bold")
        port = self.listening if self.listening is not None else self.match.network["port"]
        text.draw_wrapped_fitted(surface, t("net.outside", port=port), self.outside_box, 19 * s, theme.TEXT_DIM)
        self.draw_buttons(surface)

    def draw_addresses(self, surface):
        s, box = self.scale, self.list_box
        head = pygame.Rect(box.left, box.top, box.width, 52 * s)
        text.draw_wrapped_fitted(surface, t("net.addresses"), head, 20 * s, theme.TEXT_DIM)
        shown = self.shown_addresses()
        if self.addresses is None:
            return
        if not shown:
            text.draw_wrapped_fitted(surface, t("net.no_address"), box.move(0, 56 * s).clip(box), 20 * s, theme.BAD)
            return
        step = min(36 * s, (box.bottom - head.bottom) / len(shown))
        for i, words in enumerate(shown):
            line = pygame.Rect(box.left, head.bottom + i * step, box.width, step)
            text.draw_fitted(surface, words, line, 28 * s, theme.TEXT, "bold", "midleft")


def _remembered_port(settings):
    kept = settings.choice("net", "port", str(address.DEFAULT_PORT))
    try:
        return address.port_field(kept or "")
    except address.AddressError:
        return address.DEFAULT_PORT
