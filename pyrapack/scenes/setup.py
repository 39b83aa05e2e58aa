"""Setting up a game: who plays (two players, their names if they like, or the bot), variant,
who starts."""

import pygame

from .. import players
from ..i18n import t
from ..scene import Scene
from ..ui import text, theme
from ..ui.focus import Stop, presses
from ..ui.text_field import FieldRow, TextField
from ..ui.widgets import Button, ChoiceRow, SoundButton, card_screen, panel
from . import parts
from .net_host import HostScene
from .net_join import JoinScene


class SetupScene(Scene):
    room = (1040, 700)  # the header, five rows of choices and the buttons
    def __init__(self, app, info):
        super().__init__(app)
        self.info = info
        remember = app.settings.choice
        g = info.id
        sides = [("0", info.sides[0]), ("1", info.sides[1]), ("random", "setup.random")]
        self.mode = ChoiceRow("setup.players", [("hotseat", "setup.hotseat"), ("bot", "setup.vs_bot"),
                                                ("network", "setup.network")], remember(g, "mode", "hotseat"), self._refresh)
        self.level = ChoiceRow("setup.level", [(lv, f"level.{lv}") for lv in players.LEVELS],
                               remember(g, "level", players.DEFAULT_LEVEL))
        self.side = ChoiceRow("setup.you_play", sides, remember(g, "side", "0"))
        self.names = FieldRow("setup.names", [  # two people: their names, remembered (optional)
            TextField(name, lambda side=side: t("setup.name_of", side=t(side)), players.NAME_LENGTH)
            for name, side in zip(app.settings.names, info.sides)])
        self.rows = [self.mode, self.level, self.side, self.names]
        self.variant = None
        if info.variants:
            self.variant = ChoiceRow("setup.variant",
                                     [(v, f"variant.{g}.{v}") for v in info.variants],
                                     remember(g, "variant", info.variants[0]))
            if self.variant.value not in info.variants:
                self.variant.value = info.variants[0]
            self.rows.append(self.variant)
        self.first = None
        if info.drawn_first:
            firsts = [("0", info.sides[0]), ("1", info.sides[1]), ("random", "setup.by_lot")]
            self.first = ChoiceRow("setup.first", firsts, remember(g, "first", "random"))
            self.rows.append(self.first)
        self.start = Button(lambda: t("net.host" if self.mode.value == "network" else "setup.start"), self.start_game,
                            "primary", hotkey=pygame.K_RETURN)
        self.join = Button("net.join", lambda: app.replace(JoinScene(app)))  # a friend hosts: any game
        self.back = Button("setup.back", app.pop, "normal", hotkey=pygame.K_ESCAPE)
        self.mute = SoundButton(app.sound, app.toggle_sound)
        # the guided first game: a button, and the first time an offer over the header
        self.learn = Button("tutorial.offer_yes", self.learn_game)
        self.take_offer = Button("tutorial.offer_yes", self.learn_game, "primary")
        self.skip_offer = Button("tutorial.offer_no", self.decline_offer, "quiet")
        self.buttons = [self.start, self.back, self.mute, self.learn, self.take_offer, self.skip_offer, self.join]
        self.learn.visible = info.has_lesson
        self.offering = self.learn.visible and remember(g, "tutorial", None) is None
        self._refresh()

    def learn_game(self):
        self.app.sound.play("select")
        self.app.pop()
        self.app.start_tutorial(self.info.id)

    def decline_offer(self):
        """"Not now": the offer is not made again (the Learn button stays)."""
        self.app.settings.remember(self.info.id, tutorial="declined")
        self.app.save_settings()
        self.offering = False

    def _refresh(self, _value=None):
        vs_bot = self.mode.value == "bot"
        self.level.visible = vs_bot
        self.side.visible = vs_bot or self.mode.value == "network"  # which side is played here
        self.names.visible = not vs_bot
        self.size = (0, 0)  # rows appeared or went: lay out again

    def choices(self):
        """The options and players chosen, with random picks resolved now."""
        first = players.first_player(self.first.value if self.first else "0")
        bot = self.level.value if self.mode.value == "bot" else None
        variant = self.variant.value if self.variant else None
        seats = players.seats(bot, self.side.value)
        return {"options": self.info.options(variant, first), "players": list(seats),
                "names": list(players.names_for(seats, self.names.values))}

    def start_game(self):
        remembered = {row_name: row.value for row_name, row in (
            ("mode", self.mode), ("level", self.level), ("side", self.side),
            ("variant", self.variant), ("first", self.first)) if row is not None}
        self.app.settings.remember(self.info.id, **remembered)
        if self.names.visible:
            self.app.settings.names = tuple(players.clean_name(name) or "" for name in self.names.values)
        self.app.save_settings()
        self.app.sound.play("select")
        choices = self.choices()
        self.app.pop()
        if self.mode.value == "network":
            self.app.push(HostScene(self.app, self.info.id, choices, players.first_player(self.side.value)))
        else:
            self.app.start_game(self.info.id, choices)

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - 60 * s, 980 * s), min(h - 40 * s, 660 * s))
        self.card.center = (w // 2, h // 2)
        self.art = pygame.Rect(self.card.left + 30 * s, self.card.top + 28 * s, 250 * s, 150 * s)
        self.mute.rect = pygame.Rect(0, 0, 170 * s, 44 * s)
        self.mute.rect.topright = (self.card.right - 24 * s, self.card.top + 20 * s)
        self.name_size, self.name_lines = self.name_in(self.mute.rect.left - 16 * s - self.art.right - 30 * s)
        self.header_bottom = self.art.bottom + (len(self.name_lines) - 1) * text.line_height(self.name_size, "title")
        x = self.card.left + 40 * s
        y = self.header_bottom + 30 * s
        row_w = self.card.width - 80 * s
        self.blurb_top = y
        for row in self.rows:
            row.rect = pygame.Rect(round(x), round(y), round(row_w), round(48 * s))
            row.title_width = round(220 * s)
            y += 64 * s if row.visible else 0
            if row is self.names:
                row.place()
            if row is self.variant:
                self.blurb_top = y - 8 * s
                y += 40 * s
        self.rows_bottom = round(y)
        self.start.rect = pygame.Rect(0, 0, 240 * s, 58 * s)
        self.start.rect.bottomright = (self.card.right - 40 * s, self.card.bottom - 26 * s)
        self.back.rect = pygame.Rect(0, 0, 180 * s, 58 * s)
        self.back.rect.bottomleft = (self.card.left + 40 * s, self.card.bottom - 26 * s)
        self.learn.rect = pygame.Rect(0, 0, min(260 * s, self.start.rect.left - self.back.rect.right - 40 * s),
                                      58 * s)
        self.learn.rect.midbottom = ((self.back.rect.right + self.start.rect.left) // 2, self.start.rect.bottom)
        self.join.rect = self.learn.rect.copy()
        self.offer = pygame.Rect(self.card.left + 24 * s, self.card.top + 20 * s, 0, 0)
        self.offer.width = self.mute.rect.left - 16 * s - self.offer.left
        self.offer.height = self.header_bottom + 6 * s - self.offer.top
        pad = round(16 * s)
        self.take_offer.rect = pygame.Rect(0, 0, 250 * s, 42 * s)
        self.take_offer.rect.bottomleft = (self.offer.left + pad, self.offer.bottom - pad * 0.7)
        self.skip_offer.rect = pygame.Rect(0, 0, 150 * s, 42 * s)
        self.skip_offer.rect.bottomleft = (self.take_offer.rect.right + pad, self.take_offer.rect.bottom)

    def name_in(self, width):
        """``(size, lines)``: the game's name in the header, ``width`` wide: at its size, on two
        lines where one is too short; smaller only where a word is wider than the line."""
        name, size = t(self.info.title), 52 * self.scale
        while size > text.smallest() and text.measure(name, size, "title").two_lines > width:
            size -= 1
        return size, text.wrap(name, size, width, "title")

    def toast_area(self):
        """Above the card, or under the rows if there is more room there (a large Size: the card
        fills the window): messages cover nothing to read or click."""
        s = self.scale
        above = pygame.Rect(self.card.left, 0, self.card.width, self.card.top)
        below = pygame.Rect(self.card.left + round(40 * s), self.rows_bottom, self.card.width - round(80 * s),
                            self.back.rect.top - round(12 * s) - self.rows_bottom)
        return max(above, below, key=lambda band: band.height)

    def typing(self):
        return any(field.focused for field in self.names.fields)

    def handle(self, event):
        typing = self.typing()
        if self.names.handle(event):  # while a name is typed, its keys are the field's
            here = next((i for i, field in enumerate(self.names.fields) if field.focused), None)
            if self.focus.shown and here is not None:
                self.focus.key = (id(self.names), here)  # the ring follows Tab from field to field
            return True
        if typing and self.focus.shown and presses(event):
            return True  # Enter ends the typing reached by the keyboard; the ring stays on the field
        if super().handle(event):
            return True
        for row in self.rows:
            if row is not self.names and row.visible and row.handle(event):
                self.app.sound.play("select")
                return True
        return False

    def heading(self):
        return t("speech.setup", game=t(self.info.title))

    def focus_stops(self):
        """The offer (the first time), each row's options, then the buttons."""
        def stops(*buttons):
            return [Stop(b, b.rect, b.action, say=b.spoken) for b in buttons if b.active]

        rows = [stop for row in self.rows for stop in row.stops(lambda: self.app.sound.play("select"))]
        return stops(self.take_offer, self.skip_offer) + rows + stops(self.learn, self.join, self.back, self.start,
                                                                       self.mute)

    def update(self, dt):
        self.take_offer.visible = self.skip_offer.visible = self.offering
        self.learn.visible = self.info.has_lesson and not self.offering and self.mode.value != "network"
        self.join.visible = self.mode.value == "network"
        super().update(dt)
        self.names.update(dt, self.app.pointer())

    def draw(self, surface):
        s = self.scale
        card_screen(surface, self.size, self.card, s)
        if self.offering:
            self.draw_offer(surface)
        else:
            self.draw_header(surface)
        mouse = self.app.pointer()
        for row in self.rows:
            row.draw(surface, s, mouse)
        if self.variant:
            blurb = t(f"variant.{self.info.id}.{self.variant.value}.about")
            area = pygame.Rect(self.card.left + 40 * s + self.variant.title_width, self.blurb_top,
                               self.card.width - 80 * s - self.variant.title_width, 44 * s)
            text.draw_wrapped(surface, blurb, area, 19 * s, theme.TEXT_DIM)
        self.draw_buttons(surface)

    def draw_offer(self, surface):
        """The first time: the guided first game offered where the game's name would be."""
        s = self.scale
        panel(surface, self.offer, radius=round(16 * s), fill=(44, 30, 70, 240), edge=(*theme.LESSON, 200))
        pad = round(16 * s)
        inner = self.offer.inflate(-2 * pad, 0)
        title = pygame.Rect(inner.left, self.offer.top + round(10 * s), inner.width, round(34 * s))
        text.draw_fitted(surface, t("tutorial.offer_title", game=t(self.info.title)), title, 30 * s, theme.GOLD,
                         "title", "midleft")
        words = pygame.Rect(inner.left, title.bottom + round(2 * s), inner.width,
                            self.take_offer.rect.top - title.bottom - round(4 * s))
        text.draw_wrapped_fitted(surface, t("tutorial.offer_text"), words, 19 * s, theme.TEXT)

    def draw_header(self, surface):
        s = self.scale
        parts.draw_icon(surface, self.info, self.art)
        tx, step = self.art.right + 30 * s, text.line_height(self.name_size, "title")
        for i, line in enumerate(self.name_lines):
            text.draw(surface, line, (tx, self.art.top + 10 * s + i * step), self.name_size, theme.GOLD, "title")
        below = self.header_bottom - self.art.bottom  # the name's second line, where it has one
        byline = self.info.author or t(f"byline.{self.info.id}")
        text.draw(surface, byline, (tx, self.art.top + 80 * s + below), 22 * s, theme.TEXT_DIM)
        text.draw(surface, t("setup.new_game"), (tx, self.art.top + 112 * s + below), 22 * s, theme.TEXT, "bold")
