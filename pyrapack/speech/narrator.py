"""What speech says, watched from the screen as a screen reader watches a window.

Each frame the narrator looks at the scene on top: a new screen says its ``heading`` (not a
screen come back to when a card over it closes: the move field, the key card, a question; its
regions then say only what changed meanwhile); the
focus ring moving says what it reached, and the stop it is on says itself again when its words
change (Enter chose it: "chosen"); a ``live`` region of the scene whose words changed (a move
played, a message) says them; a new message of the app says itself. A line already said in the
same frame is not said twice. So no scene speaks for itself, and what is said is always what is
shown. How much the scenes say (``brief`` or ``full``) is the player's Verbosity setting.
"""

import weakref


class Narrator:
    def __init__(self, app):
        self.app = app
        self.top = None
        self.focus = None  # (stop's key, its words) last said
        self.regions = {}
        self.toasts = []
        self.heard = weakref.WeakKeyDictionary()  # screens said, and their regions' words (come back to: not again)
        self.told = set()  # what is explained once a session (``first_time``)

    @property
    def brief(self):
        """The Verbosity setting: brief (the default) or full."""
        return self.app.settings.verbosity != "full"

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
            back = top is not None and self.came_back(top)
            if top is not None and not back:
                said.append((voice(top).heading(), self.top is not None))
            self.regions = self.heard[top] if back else {}
            if top is not None:
                self.heard[top] = self.regions
            self.top, self.focus = top, None
        if top is not None:
            said += self.changed_regions(voice(top))
            said += [(words, not said) for words in self.focus_words(top)]  # a new focus cuts the last one short
        said += self.new_toasts()
        done = set()
        for words, interrupt in said:
            if words and plain(words) not in done:  # "cannot move and passes" from the turn and the message: once
                done.add(plain(words))
                speech.say(words, interrupt)

    def first_time(self, what):
        """Whether ``what`` (a name) is asked about for the first time this session: said in
        full once ("Type a move, for example d1-c2, then Enter..."), shortly after."""
        first = what not in self.told
        self.told.add(what)
        return first

    def came_back(self, top):
        """Whether ``top`` is a screen come back to as a card over it closed (its heading was said
        and the screen that was over it is gone): nothing of it is said again but what changed."""
        return top in self.heard and self.top is not None and self.top not in self.app.stack and self.top.overlay

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
        if stop is None:
            return []
        words = stop.words()
        if (stop.key, words) == self.focus:
            return []
        self.focus = (stop.key, words)  # the same stop with new words ("chosen") says them again
        return [words]

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
        self.heard = weakref.WeakKeyDictionary()
        self.toasts = list(self.app.toasts)


def voice(scene):
    """Who speaks for ``scene``: its speech part (a game's ``Speaking``), else the scene itself."""
    return getattr(scene, "voice", None) or scene


def plain(words):
    """``words`` as compared for saying twice: no case, no closing stop."""
    return words.strip().rstrip(".!").casefold()
