"""Sound effects that never stop the game: no audio device means silence, and the app says so."""

import pygame

from . import assets

EFFECTS = ("select", "move", "capture", "takeback", "win", "illegal")


class Sound:
    """Plays the named effects when sound is on and a device could be opened.

    ``device=False`` (started with --no-sound) leaves the device closed until
    sound is switched on.
    """

    def __init__(self, enabled=True, device=True):
        self.enabled = enabled
        self.available = False
        self.tried = False  # whether opening the audio device was attempted
        self._effects = {}
        if device:
            self._open()

    def _open(self):
        self.tried = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in EFFECTS:
                self._effects[name] = pygame.mixer.Sound(assets.sound_path(name))
            self.available = True
        except (pygame.error, OSError, FileNotFoundError):
            self._effects.clear()
            self.available = False

    @property
    def state(self):
        """``"on"``, ``"off"``, or ``"unavailable"``: no audio device could be opened."""
        if self.tried and not self.available:
            return "unavailable"
        return "on" if self.enabled else "off"

    def play(self, name):
        effect = self._effects.get(name) if self.enabled else None
        if effect is not None:
            try:
                effect.play()
            except pygame.error:
                pass

    def toggle(self):
        self.enabled = not self.enabled
        if self.enabled and not self.tried:
            self._open()
        return self.enabled
