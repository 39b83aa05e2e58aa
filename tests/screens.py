"""Every screen of the app, to open one after another on a running app (``Driver``): the menu,
the Settings card, the Games screen, the Puzzles screen, and for every game of the registry its
set-up, rules page, game scene, lesson and replay. The storm test and ``bench/storm_frames.py``
walk them all."""

from pyrapack import games
from pyrapack.match import Match
from pyrapack.scenes.preferences import SettingsDialog
from pyrapack.scenes.rules_page import RulesScene


def every_screen(driver):
    """``[(name, open)]``: ``open()`` shows that screen over the menu."""
    app = driver.app

    def over_menu(action):
        def opened():
            app.back_to_menu()
            action()
        return opened

    screens = [("menu", over_menu(lambda: None)),
               ("settings", over_menu(lambda: app.push(SettingsDialog(app)))),
               ("games", over_menu(app.open_games)),
               ("puzzles", over_menu(app.open_puzzles))]
    for info in games.GAMES:
        if not info.playable:
            continue
        game = info.id
        screens += [(f"setup {game}", over_menu(lambda g=game: app.set_up(g))),
                    (f"rules {game}", over_menu(lambda g=game: app.push(RulesScene(app, g)))),
                    (f"game {game}", over_menu(lambda g=game: driver.open_game(g))),
                    (f"replay {game}", over_menu(lambda i=info: app.open_replay(played(i))))]
        if info.has_lesson:
            screens.append((f"lesson {game}", over_menu(lambda g=game: app.start_tutorial(g, 0))))
    return screens


def played(info, plies=12):
    """A short game of ``info``'s, the first legal move each time, for its replay."""
    match = Match(info.id, info.options(), (None, None))
    while len(match.moves) < plies and not match.state.is_over:
        match.play(match.state.legal_moves()[0])
    return match
