"""Speech: the mode for players who cannot see the board.

``Speech`` is the app's voice: it says a line through a backend (``backends``: the player's
screen reader or the system's speech), in the language of the texts. What to say is decided
by the scenes (``narrator``); this module only makes sure that saying it never stops the game:
a backend that fails is dropped with a message, the next one that starts takes over, and
without any the mode is off and says why.
"""

from .. import i18n
from . import backends

HISTORY = 20  # lines kept for the player to hear again


class Speech:
    def __init__(self, enabled, backend=None, find=None):
        """``backend``: one to use (tests' recorder), else the first ``find`` gives (by default
        ``backends.find``: the player's screen reader, else the system's speech)."""
        self.find = find or backends.find
        self.backend, self.why = (backend, None) if backend is not None else self.find()
        self.enabled = bool(enabled) and self.backend is not None
        self.history = []
        self.problems = []  # i18n messages the app shows (a backend that stopped working)

    @property
    def state(self):
        """"on", "off", or "unavailable" (no backend on this machine: ``why``)."""
        return "unavailable" if self.backend is None else "on" if self.enabled else "off"

    def toggle(self):
        """On or off (never on without a backend); returns whether it is on."""
        self.enabled = not self.enabled and self.backend is not None
        return self.enabled

    def say(self, text, interrupt=False):
        """Say ``text`` if the mode is on (``interrupt``: cut what is being said, as a new focus
        does). A backend that raises is dropped and another tried: the line is never lost to
        the history, and the game goes on."""
        if not text:
            return
        self.history = (self.history + [text])[-HISTORY:]
        while self.enabled:
            try:
                self.backend.speak(text, i18n.language(), interrupt)
                return
            except Exception as error:  # any failure of a library or a service we do not control
                self.drop(error)

    def drop(self, error):
        """The backend failed: say so, and go on with another one if any starts (never the same kind)."""
        failed = type(self.backend)
        self.problems.append(("speech.failed", {"error": str(error) or type(error).__name__}))
        try:
            self.backend.close()
        except Exception:  # a backend that failed may fail to close too
            pass
        backend, why = self.find(exclude=failed)
        self.backend, self.why = backend, why or str(error)
        self.enabled = backend is not None

    def repeat(self):
        """Say the last line again."""
        if self.history:
            self.say(self.history.pop(), interrupt=True)

    def close(self):
        if self.backend is not None:
            try:
                self.backend.close()
            except Exception:
                pass
