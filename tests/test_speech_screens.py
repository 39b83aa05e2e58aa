"""Every screen says what it is when it opens, by speech (issue 42, item 3): a player who cannot
see the screen hears its title, and what it is for, as it comes (Your games, Open a file, Play
from here had nothing to say)."""

import pygame
import pytest
from screens import every_screen, played
from speech_player import Listener

from pyrapack import games
from pyrapack.i18n import t
from pyrapack.scenes.branch import BranchDialog
from pyrapack.scenes.import_file import ImportDialog
from pyrapack.scenes.locked import LockedScene
from pyrapack.speech.narrator import voice
from pyrapack.speech.spoken import speakable

GAME = next(g for g in games.GAMES if g.playable and g.package == "pyrapack")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_screen_says_what_it_is_as_it_opens(tmp_path, lang):
    listener = Listener(tmp_path, lang)
    app = listener.app
    extra = [("open a file", lambda: app.push(ImportDialog(app)), "import.title"),
             ("play from here", lambda: app.push(BranchDialog(app, played(GAME), 4)), "branch.title"),
             ("locked", lambda: app.push(LockedScene(app)), "locked.title")]
    titles = {"games": "games.title", "puzzles": "puzzles.title", "settings": "settings.title"}
    try:
        mark = 0
        for name, show, title in [(name, show, titles.get(name)) for name, show in every_screen(listener)] + extra:
            app.back_to_menu()
            show()
            listener.tick(2)
            heading = voice(app.top).heading()
            assert heading.strip(), name
            said = speakable(heading).rstrip(".")  # (the first time, how to use the screen may follow)
            assert any(line.startswith(said) for line in listener.heard(mark)), (name, listener.heard(mark))
            if title:
                assert speakable(t(title)) in speakable(heading), (name, heading)
            mark = len(listener.voice.lines)
            listener.press(pygame.K_TAB)  # the menu, the next time, is come back to: said again
    finally:
        listener.close()
