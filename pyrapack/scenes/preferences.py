"""The Settings card, over the menu: language, sound, the marks of what can move, the size of
everything, the contrast, whether lessons and puzzles wait for the player, motion, speech and how
much it says. Each is a row of choices that acts at once (the card itself is laid out again when
Size changes) and is kept in the settings file."""

import pygame

from .. import i18n
from ..i18n import t
from ..settings import VERBOSITIES, ZOOMS
from ..ui import text, theme
from ..ui.widgets import Button, ChoiceRow
from .modal import Modal

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}  # each in its own language


class SettingsDialog(Modal):
    CARD = (800, 680)

    def __init__(self, app):
        super().__init__(app)
        self.rows = self.choices(app)
        self.done = Button("settings.done", app.pop, "primary", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.done]

    @staticmethod
    def choices(app):
        settings, sound = app.settings, app.sound

        def switch(value):
            if value != sound.enabled:
                app.toggle_sound()

        def marks(value):
            if value != settings.move_marks:
                app.toggle_move_marks()

        def speak(value):
            if value != app.speech.enabled:
                app.toggle_speech()

        def option(value, words):
            return value, (lambda: words) if not callable(words) else words

        def on_off(title, device, switch_to, none):
            """An On/Off row, or, where ``device`` could not be had, one choice saying so (it stays off)."""
            if device.state == "unavailable":
                return ChoiceRow(title, [(False, none)], False)
            return ChoiceRow(title, [(True, "settings.on"), (False, "settings.off")], device.enabled, switch_to)

        return [
            ChoiceRow("settings.language", [option(lang, LANGUAGE_NAMES[lang]) for lang in i18n.LANGUAGES],
                      i18n.language(), app.set_language),
            on_off("settings.sound", sound, switch, "settings.sound_none"),  # the menu greys its switch too
            ChoiceRow("settings.marks", [(True, "settings.shown"), (False, "settings.hidden")],
                      settings.move_marks, marks),
            ChoiceRow("settings.size", [option(zoom, f"{zoom} %") for zoom in ZOOMS], settings.zoom, app.set_zoom),
            ChoiceRow("settings.contrast", [(False, "settings.normal"), (True, "settings.high")],
                      settings.high_contrast, app.set_contrast),
            ChoiceRow("settings.go_on", [(False, "settings.wait"), (True, "settings.by_themselves")],
                      settings.go_on, app.set_go_on),
            ChoiceRow("settings.motion", [(False, "settings.full"), (True, "settings.reduced")],
                      settings.reduce_motion, app.set_motion),
            on_off("settings.speech", app.speech, speak, "settings.speech_none"),
            ChoiceRow("settings.verbosity", [(v, f"settings.verbosity.{v}") for v in VERBOSITIES],
                      settings.verbosity, app.set_verbosity),
        ]

    def layout(self):
        super().layout()
        s = self.scale
        self.card.height = min(self.card.height, self.size[1] - round(20 * s))
        self.card.center = (self.size[0] // 2, self.size[1] // 2)
        self.done.rect.bottom = self.card.bottom - round(22 * s)
        top, bottom = self.card.top + round(84 * s), self.done.rect.top - round(18 * s)
        pitch = (bottom - top) / len(self.rows)
        titles = max(text.render(t(row.title), 22 * s, kind="bold").get_width() for row in self.rows)
        for i, row in enumerate(self.rows):
            row.rect = pygame.Rect(self.card.left + round(36 * s), round(top + i * pitch),
                                   self.card.width - round(72 * s), round(min(48 * s, pitch * 0.8)))
            row.title_width = min(round(titles + 28 * s), row.rect.width // 3)

    def handle(self, event):
        if super().handle(event):
            return True
        for row in self.rows:
            if row.handle(event):
                self.app.sound.play("select")
                return True
        return False

    def heading(self):
        return t("settings.title")

    def focus_stops(self):
        rows = [stop for row in self.rows for stop in row.stops(lambda: self.app.sound.play("select"))]
        return rows + super().focus_stops()

    def draw_content(self, surface, card):
        s = self.scale
        text.draw(surface, t("settings.title"), (card.centerx, card.top + round(24 * s)), 34 * s, theme.GOLD,
                  "title", "midtop")
        mouse = self.app.pointer()
        for row in self.rows:
            row.draw(surface, s, mouse)
