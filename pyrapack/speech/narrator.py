"""What speech says, watched from the screen as a screen reader watches a window.

Each frame the narrator looks at the scene on top: a new scene says its ``heading``; the
focus ring moving says what it reached (``Stop.words``); a ``live`` region of the scene whose
words changed (a move played, whose turn, a message) says them; a new message of the app
says itself. So no scene speaks for itself, and what is said is always what is shown.
"""


class Narrator:
    def __init__(self, app):
        self.app = app
        self.top = None
        self.focus = None
        self.regions = {}
        self.toasts = []

    def update(self):
        """Say what changed since the last frame. While speech is off nothing is looked at (it
        costs nothing): turned on, the screen is said anew."""
        app, speech = self.app, self.app.speech
        speech.poll()  # a backend stuck on a line past its time is dropped (the frame never waits for it)
        for problem in speech.take_problems():
            app.warn(problem)
        if not speech.enabled:
            self.forget()
            return
        top = app.top
        said = []
        if top is not self.top:  # a new screen cuts the last one's words short (not the greeting: speech on)
            said.append((voice(top).heading() if top is not None else "", self.top is not None))
            self.top, self.focus, self.regions = top, None, {}
        if top is not None:
            said += self.changed_regions(voice(top))
            said += [(words, not said) for words in self.focus_words(top)]  # a new focus cuts the last one short
        said += self.new_toasts()
        for words, interrupt in said:
            speech.say(words, interrupt)

    def changed_regions(self, top):
        said = []
        for region, words in top.live():
            if self.regions.get(region) != words:
                self.regions[region] = words
                said.append((words, False))
        return said

    def focus_words(self, top):
        if not top.focus.shown:
            self.focus = None
            return []
        stop = top.focus.current(top.focus_stops())
        if stop is None or stop.key == self.focus:
            return []
        self.focus = stop.key
        return [stop.words()]

    def new_toasts(self):
        toasts = self.app.toasts
        fresh = [toast for toast in toasts if not any(toast is old for old in self.toasts)]
        self.toasts = list(toasts)
        return [(self.app.toast_text(toast), False) for toast in fresh]

    def forget(self):
        """Say everything again from the next frame (speech was off); the messages already
        shown are not said again."""
        self.top = self.focus = None
        self.regions = {}
        self.toasts = list(self.app.toasts)


def voice(scene):
    """Who speaks for ``scene``: its speech part (a game's ``Speaking``), else the scene itself."""
    return getattr(scene, "voice", None) or scene
