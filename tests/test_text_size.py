"""The Size setting makes the words of every screen larger, never smaller (issue 35, item 8: at
960x600 the smallest words stayed 14 px on most screens at 150%; at 1920x1080 a larger Size
shrank some: a message 24 → 16 px, a board's coordinates and a tray's labels).

Every screen of ``screens.every_screen`` with a message over it, and the cards over them (the
key help, the end banner, a question, Open a file) and a puzzle, in the smallest window and at full HD, at Size 100% and 150%: the size
each line of text is drawn at, from the one place every line is drawn (``text._rendered``), all
drawings forgotten before each screen so that nothing kept from an earlier one hides a line."""

import pytest
from driver import Driver
from screens import every_screen

from pyrapack import games
from pyrapack.puzzles import collection, progress
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.import_file import ImportDialog
from pyrapack.scenes.key_help import KeyHelp
from pyrapack.tutorial.puzzle import Session
from pyrapack.ui import text, theme

WINDOWS = ((960, 600), (1920, 1080))
MEASURED = [(window, zoom, "en") for window in WINDOWS for zoom in (100, 150)] + [(WINDOWS[0], 150, "fr")]


def more_screens(driver):
    """The key-help card over the menu and over a game; over a game, the end banner and a
    question; the Open a file card; a puzzle of the first game."""
    app = driver.app
    game = next(opened for name, opened in every_screen(driver) if name.startswith("game "))

    def over(below, make):
        def opened():
            below()
            driver.tick()
            app.push(make(app.top))
        return opened

    def puzzle():
        app.back_to_menu()
        first = games.GAMES[0].id
        Session(app, first, progress.of(app.storage)[0]).open(collection.pool(first)[0])

    return [("keys", over(app.back_to_menu, lambda below: KeyHelp(app, below))),
            ("game keys", over(game, lambda below: KeyHelp(app, below))),
            ("banner", over(game, lambda below: EndBanner(app, below.match, below.texts, below.play_again))),
            ("question", over(game, lambda below: ConfirmDialog(app, lambda: "?", lambda: None))),
            ("open a file", over(app.open_games, lambda below: ImportDialog(app))),
            ("puzzle", puzzle)]


def placed(monkeypatch, window, places):
    """Record in ``places`` where each line is drawn on the window (``[(words, rect)]``), while
    ``places.on`` (the screen on top is drawn: not what is under a card)."""
    for name in ("draw", "draw_fitted"):
        def recorded(surface, words, *args, _draw=getattr(text, name), **kwargs):
            box = _draw(surface, words, *args, **kwargs)
            if places.on and surface.get_size() == window:
                places.append((words, box))
            return box
        monkeypatch.setattr(text, name, recorded)


class Places(list):
    on = False

    def frame(self, driver):
        """Record what the screen on top draws in the next frame."""
        self.clear()
        scene = driver.app.top
        draw = scene.draw

        def watched(surface):
            self.on = True
            try:
                draw(surface)
            finally:
                self.on = False
        scene.draw = watched
        try:
            driver.tick()
        finally:
            del scene.draw


def drawn(data_dir, window, zoom, monkeypatch, lang="en"):
    """``{screen: {words: pixels}}``: the smallest size each line is drawn at on each screen;
    the words cut short with an ellipsis; ``{screen: [(words, message)]}``, the lines a message
    covers."""
    lines, cut, places, covered = {}, set(), Places(), {}
    rendered, whole = text._rendered, text.ellipsize

    def ellipsize(words, *args):
        shown = whole(words, *args)
        if shown != words:
            cut.add(words)
        return shown

    def recorded(words, size, color, kind):
        lines[words] = min(size, lines.get(words, size))
        return rendered(words, size, color, kind)

    recorded.cache_clear = rendered.cache_clear  # forgotten with the other drawings
    monkeypatch.setattr(text, "_rendered", recorded)
    monkeypatch.setattr(text, "ellipsize", ellipsize)
    placed(monkeypatch, window, places)
    driver = Driver(data_dir, size=window, no_sound=True, language=lang)
    driver.app.set_zoom(zoom)
    seen = {}
    try:
        for name, opened in every_screen(driver) + more_screens(driver):
            theme.forget_drawings()
            lines.clear()
            driver.app.toasts.clear()
            opened()
            driver.app.warn("menu.not_yet")
            places.frame(driver)
            seen[name] = dict(lines)
            covered[name] = [(words, message) for message, over, _ in driver.app.toast_layout(window)
                             for words, box in places if words != message and box.colliderect(over)]
    finally:
        driver.close()
        monkeypatch.undo()
    return seen, cut, covered


@pytest.fixture(scope="module")
def sizes(tmp_path_factory):
    """``{(window, zoom, language): drawn(...)}``, measured once for the tests of this file: in
    English at both sizes in both windows, in French (longer words) at the larger Size in the
    smaller window, where words are the likeliest to be cut or covered."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        return {(window, zoom, lang): drawn(tmp_path_factory.mktemp("data"), window, zoom, monkeypatch, lang)
                for window, zoom, lang in MEASURED}


@pytest.mark.parametrize("window, zoom, lang", MEASURED)
def test_no_words_are_cut_short(sizes, window, zoom, lang):
    """The words a larger Size draws larger still fit their places (at 960x600 and 150%, 'Sound:
    off' was cut to 'Sound:…' in a game once its words grew)."""
    assert not sizes[window, zoom, lang][1]


@pytest.mark.parametrize("window", WINDOWS)
def test_the_smallest_words_of_every_screen_grow_with_the_size(sizes, window):
    usual, larger = sizes[window, 100, "en"][0], sizes[window, 150, "en"][0]
    assert usual.keys() == larger.keys()
    same = {name: (min(usual[name].values()), min(larger[name].values())) for name in usual
            if min(larger[name].values()) <= min(usual[name].values())}
    assert not same, f"the smallest words at 100% and at 150%: {same}"


@pytest.mark.parametrize("window", WINDOWS)
def test_no_words_are_drawn_smaller_when_the_size_grows(sizes, window):
    usual, larger = sizes[window, 100, "en"][0], sizes[window, 150, "en"][0]
    shrunk = {name: {words: (usual[name][words], px) for words, px in larger[name].items()
                     if words in usual[name] and px < usual[name][words]}
              for name in usual}
    assert not {name: lines for name, lines in shrunk.items() if lines}


@pytest.mark.parametrize("window, zoom, lang", MEASURED)
def test_a_message_covers_no_words(sizes, window, zoom, lang):
    """A message goes where it hides no words, or takes the place of words not drawn while it is
    there (the Puzzles title was half hidden under one; at Size 150% in the smallest window the
    menu's message went over the PyraPack name)."""
    covered = {name: lines for name, lines in sizes[window, zoom, lang][2].items() if lines}
    assert not covered
