"""What the Settings card's choices do (and F11's, M's, Ctrl+Shift+S's): each acts at once and
is kept.

Mixed into ``App``, whose facade the scenes call (``app.set_zoom``): a choice changes what it is
about (``theme``, ``i18n``, the app's ``window``, ``sound``, ``speech`` and its ``narrator``),
then writes the app's ``settings`` to its ``storage``; what cannot be done is said (``warn``).
"""

from . import i18n, settings
from .scenes.speaking import keys_in_words
from .ui import theme


class SettingChoices:
    def toggle_fullscreen(self):
        self.window.toggle_fullscreen()
        self.settings.fullscreen = self.window.fullscreen
        self.save_settings()

    def save_settings(self):
        if not self.window.fullscreen:  # a window shrunk below the minimum reopens at it
            self.settings.window = self.layout_size
        settings.save(self.storage, self.settings)

    def set_language(self, lang):
        i18n.set_language(lang)
        self.settings.language = lang
        self.save_settings()

    def toggle_sound(self):
        self.settings.sound = self.sound.toggle()
        self.save_settings()

    def toggle_speech(self):
        """Speech on or off (Ctrl+Shift+S anywhere, or Settings); said either way, and kept.
        Without a backend it stays off, and the message says why."""
        if self.speech.state == "unavailable":
            self.warn(("speech.unavailable", {"why": self.speech.why}))
            return
        if self.speech.enabled:
            self.speech.say(i18n.t("speech.off"), interrupt=True)
        self.settings.speech = self.speech.toggle()
        if self.speech.enabled:
            self.narrator.forget()  # the screen, its focus and its lines are said from the next frame
            self.speech.say(i18n.t("speech.on", keys=keys_in_words()), interrupt=True)
        self.save_settings()

    def set_zoom(self, percent):
        """The Size setting: every scene lays itself out again at its next frame."""
        theme.set_zoom(percent)
        self.settings.zoom = percent
        self.save_settings()

    def set_contrast(self, high):
        """The Contrast setting: drawn again from the next frame, in every scene."""
        theme.set_contrast(high)
        self.settings.high_contrast = high
        self.save_settings()

    def set_motion(self, reduced):
        """The Reduce motion setting: marks stop breathing, moves and screens change at once."""
        theme.set_motion(reduced)
        self.settings.reduce_motion = reduced
        self.save_settings()

    def set_verbosity(self, verbosity):
        """How much speech says: "brief" (a move and what it changed) or "full" (the screen around it too)."""
        self.settings.verbosity = verbosity
        self.save_settings()

    def set_go_on(self, by_themselves):
        """Lessons and puzzles go on by themselves after a while, or wait for the player."""
        self.settings.go_on = by_themselves
        self.save_settings()

    def toggle_move_marks(self):
        """The board's marks of what can move (and must) before any click: on or off."""
        self.settings.move_marks = not self.settings.move_marks
        self.save_settings()
