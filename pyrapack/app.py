"""The application: one window, one loop, a stack of scenes.

``App.run()`` is Pygame Zero's loop: tick the clock, dispatch events, update,
draw, flip. Everything else lives in scenes; the app only owns what all of
them share (window, settings, storage, sound, the bot worker, warnings).
"""

import collections
import os
import time
import warnings
import weakref

import pygame

from . import assets, games, i18n, settings, shipped
from .bots.worker import BotWorker
from .file_words import shown_name
from .launch import Launch
from .library import Library
from .match import Match
from .net.link import Links
from .scenes.game import GameScene, scene_class
from .scenes.games_list import GamesScene
from .scenes.key_help import KeyHelp, asks_for_help
from .scenes.menu import MenuScene
from .scenes.replay import ReplayScene
from .scenes.setup import SetupScene
from .scenes.speaking import keys_in_words
from .sharing import export_folder, import_file
from .sound import Sound
from .speech import Speech
from .speech.narrator import Narrator
from .storage import Storage
from .ui import drawings, focus, text, theme, widgets
from .ui.toasts import Toasts, words
from .window import View, window_size

FADE_SECONDS = 0.22  # a quick fade from black when the screen changes


class App:
    def __init__(self, launch=None):
        self.launch = launch or Launch()
        pygame.display.init()
        pygame.font.init()
        text.forget()  # fonts of an earlier App in this process died with pygame.quit()
        self.storage = Storage(self.launch.data_dir)
        owner = self.storage.claim()  # False: another PyraPack has the folder; ask before going on
        self.storage.clean_up()
        self.settings, problem = settings.load(self.storage)
        self.library = Library(self.storage)
        self.export_folder = export_folder(self.storage, own_folder=self.launch.data_dir is not None)
        problems = [problem, self.library.adopt_legacy_autosave(), *shipped.problems()]
        i18n.set_language(self.launch.language or self.settings.language)
        theme.set_zoom(self.settings.zoom)
        theme.set_contrast(self.settings.high_contrast)
        theme.set_motion(self.settings.reduce_motion)
        self.sound = Sound(self.settings.sound and not self.launch.no_sound,
                           device=not self.launch.no_sound)
        self.speech = Speech(self.launch.speech or self.settings.speech, self.launch.voice)
        if (self.launch.speech or self.settings.speech) and self.speech.state == "unavailable":
            problems.append(("speech.unavailable", {"why": self.speech.why}))
        self.settings.speech = self.speech.enabled
        self.narrator = Narrator(self)
        self.fullscreen = self.launch.fullscreen or self.settings.fullscreen
        self.window_size = self.launch.size or self.settings.window
        self.view = View()
        self._drawn_for = None  # the size (and Size setting) the drawings in the caches are for
        _set_window_icon()
        self._open_window()
        self.clock = pygame.time.Clock()
        self.fps = 60
        self.stack = []
        self.toasts = Toasts()  # the messages at the top of the screen
        self.frame_times = collections.deque(maxlen=600)
        self.fade = 0.0
        self.running = True
        self.bot = BotWorker()
        self.links = Links()  # games with a friend on another computer: read once a frame (``net.link``)
        self.shared = self.launch.open_file  # a game file to open once the menu is there
        self._shared_replay = None  # a weak reference to the replay the last shared file opened
        self._drops = []  # files dropped during this frame's events, opened once they are all in
        self._command_key = False  # the last key pressed was a command: the text it types is not a field's
        for problem in filter(None, problems):
            self.warn(problem)
        if owner:
            self.open_menu()
        else:
            from .scenes.locked import LockedScene

            self.push(LockedScene(self))

    def open_menu(self):
        """The first real screen: the menu, and the game asked for on the command line."""
        if self.stack:
            self.replace(MenuScene(self))
        else:
            self.push(MenuScene(self))
        if self.launch.game:
            self.start_game(self.launch.game, self.launch.match_options(self.settings))
        if self.shared:
            self.open_shared(self.shared)

    # -- window -----------------------------------------------------------
    def _open_window(self):
        pygame.display.set_caption("PyraPack")
        if self.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            if min(screen.get_size()) < 100:  # no real display: fall back to a window
                self.fullscreen = False
        if not self.fullscreen:
            pygame.display.set_mode(window_size(self.window_size), pygame.RESIZABLE)
        try:  # deprecated in pygame-ce 2.5 but still the only way to set a minimum size
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = theme.MIN_SIZE
        except (AttributeError, pygame.error):
            pass

    def toggle_fullscreen(self):
        self.fullscreen = not self.fullscreen
        self._open_window()
        self.settings.fullscreen = self.fullscreen
        self.save_settings()

    def save_settings(self):
        if not self.fullscreen:  # a window shrunk below the minimum reopens at it
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

    # -- scenes -----------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    @property
    def layout_size(self):
        """The size scenes lay out for: the window's, or the minimum when the window is smaller."""
        self.view.fit(pygame.display.get_surface().get_size())
        return self.view.size

    def pointer(self):
        """The mouse position in the coordinates scenes laid out."""
        return self.view.to_canvas(pygame.mouse.get_pos())

    def push(self, scene):
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        self.toasts.hold(self.playing())
        scene.ensure_layout(self.layout_size)
        scene.enter()
        if not scene.overlay:
            self.fade_in()

    def pop(self):
        scene = self.stack.pop()
        scene.exit()
        self.toasts.hold(self.playing())
        if not scene.overlay:
            self.fade_in()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.quit()
        return scene

    def replace(self, scene):
        old = self.stack.pop()
        old.exit()
        self.stack.append(scene)
        self.toasts.hold(self.playing())
        scene.ensure_layout(self.layout_size)
        scene.enter()
        self.fade_in()

    def playing(self):
        """Whether a game (a lesson's, a puzzle's) is open: its title row is its own (``Toasts.hold``)."""
        return any(isinstance(scene, GameScene) for scene in self.stack)

    def fade_in(self):
        """A new screen comes in from black (not with Reduce motion)."""
        self.fade = 0.0 if theme.REDUCED_MOTION else FADE_SECONDS

    def back_to_menu(self):
        while len(self.stack) > 1:
            self.pop()

    def start_game(self, game_id, choices):
        """Open a game scene for ``choices`` (from the setup screen or the command line)."""
        if self.playable(game_id):
            self.resume_game(Match(game_id, choices["options"], choices["players"], names=choices.get("names")))

    def resume_game(self, match):
        """Play on in ``match``: new, resumed, or branched from a replay."""
        if self.playable(match.game):
            from .scenes.net_play import network_play  # the other side's moves over the network

            self.push(scene_class(games.get(match.game))(self, match, network_play(self, match)))

    def playable(self, game_id):
        """Whether ``game_id`` can be played; a game still being written (no board view yet) is
        said to be coming soon, its saved games kept for when it is."""
        if games.get(game_id).playable:
            return True
        self.warn("menu.not_yet")
        return False

    def start_tutorial(self, game_id, step=None):
        """Open the guided first game of ``game_id``: its scene, coached through its lesson from
        ``step`` (an index). None: from the start, or, when the learner left it part way, ask
        whether to go on from there or start again."""
        from .tutorial.coach import Coach
        from .tutorial.resume import ResumeLesson

        info = games.get(game_id)
        if not info.has_lesson:
            self.warn("menu.not_yet")
            return
        lesson = info.lesson()
        kept = Coach.kept_step(self.settings, lesson) if step is None else None
        if kept:
            self.push(ResumeLesson(self, info.title, kept, len(lesson.steps),
                                   lambda index: self.start_tutorial(game_id, index)))
            return
        coach = Coach(lesson, step or 0)
        self.push(scene_class(info)(self, coach.first_match(), coach))

    def open_puzzles(self):
        """The Puzzles screen: a game's puzzles (or all of them), one after another."""
        from .tutorial.puzzles_menu import PuzzlesScene

        self.push(PuzzlesScene(self))

    def set_up(self, game_id, replace=False):
        """The set-up screen of ``game_id``, over the screen on top (or instead of it)."""
        scene = SetupScene(self, games.get(game_id))
        if replace:
            self.replace(scene)
        else:
            self.push(scene)

    def open_games(self):
        """The Games screen: every kept game, to replay, resume or delete."""
        self.push(GamesScene(self))

    def open_replay(self, match, review=False):
        """Show ``match`` move by move; ``review``: have the bot review it at once."""
        self.push(ReplayScene(self, match, review))

    def open_shared(self, path):
        """A game file dropped on the window or named on the command line: kept among the
        games and shown in the replay, or a message saying what is wrong with it (and
        nothing else changes). A game kept already opens as that game, not a copy. The replay
        replaces the one the previous shared file opened, if it is still on top: drops never
        stack up. Until the menu is there (a second window asking whether to open read-only),
        it waits."""
        if not any(isinstance(scene, MenuScene) for scene in self.stack):
            self.shared = path
            return
        self.shared = None
        match, problem = import_file(path)
        if problem is not None:
            self.warn(problem)
            return
        kept = self.library.kept_copy(match)
        if kept is not None:
            match, said = kept, "replay.already_kept"
        else:
            self.library.save(match)
            said = "replay.imported_unsaved" if self.storage.read_only else "replay.imported"
        while self.top.overlay:  # a question or a banner is not left open behind the game shown
            self.pop()
        scene = ReplayScene(self, match)
        last = self._shared_replay() if self._shared_replay is not None else None
        if last is not None and last is self.top:
            self.replace(scene)
        else:
            self.push(scene)
        self._shared_replay = weakref.ref(scene)
        self.warn((said, {"file": shown_name(os.path.basename(str(path)))}))

    # -- messages ---------------------------------------------------------
    def warn(self, problem):
        """Show a one-line message (a storage Problem or an i18n key), read at any pace (``ui.toasts``)."""
        self.toasts.add(problem)

    # -- the loop ---------------------------------------------------------
    def run(self):
        try:
            while self.running:
                self.tick()
        finally:
            self.shutdown()

    def tick(self, dt=None, draw=True):
        """One frame; ``dt`` (seconds) may be forced by tests and tools to fast-forward, and
        ``draw=False`` skips the drawing of a frame nobody looks at (the frames between pictures)."""
        elapsed = self.clock.tick(self.fps) / 1000
        dt = min(elapsed if dt is None else dt, 0.1)
        start = time.perf_counter()
        for problem in self.storage.problems():  # from saves made off the frame
            self.warn(problem)
        self.links.pump()
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return False
        self._command_key = False  # a key's text comes in the same batch as the key
        drops, self._drops = list(dict.fromkeys(self._drops)), []  # a file dropped twice at once: once
        for path in drops:
            self.open_shared(path)
        self.top.ensure_layout(self.layout_size)
        self.top.update(dt)
        self.narrator.update()
        self.fade = max(0.0, self.fade - dt)
        self.toasts.age(dt, self.layout_size, self._toast_area(self.layout_size), self.tagged(), self._title())
        if self.running and draw:
            self.draw(pygame.display.get_surface())
            widgets.pointer.apply()  # the hand over whatever this frame drew as clickable
            pygame.display.flip()
        self.frame_times.append(time.perf_counter() - start)
        return self.running

    def dispatch(self, event):
        if self.swallowed(event):
            return
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.DROPFILE:
            self._drops.append(event.file)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.stack and not isinstance(self.top, KeyHelp) and asks_for_help(event, self.top):
            self.push(KeyHelp(self, self.top))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL \
                and event.mod & pygame.KMOD_SHIFT:
            self.toggle_speech()
        elif self.stack:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):  # the player acts: what was read goes
                self.toasts.read()
            top = self.top
            top.ensure_layout(self.layout_size)
            event = self.view.event(event)
            if top.focus.shown and focus.presses(event) and not top.typing() and event.key not in top.own_keys \
                    and top.focus.handle(event, top.focus_stops()):
                return  # Enter presses what the ring is on, before any button's own key
            if not top.handle(event) or focus.is_mouse(event):
                top.focus.handle(event, top.focus_stops())

    def swallowed(self, event):
        """Whether ``event`` is the text of a key the screen took as a command: the keyboard sends
        KEYDOWN, then the key's TEXTINPUT, then KEYUP, and N opening the move field (or Space
        pressing a name field) must not type its "n" (or " ") into the field it opened. A key
        pressed while a field has the keys is typing: its text goes through."""
        if event.type == pygame.KEYDOWN:
            self._command_key = not (self.stack and self.top.typing())
        elif event.type == pygame.KEYUP:
            self._command_key = False
        elif event.type == pygame.TEXTINPUT and self._command_key:
            self._command_key = False
            return True
        return False

    def draw(self, screen):
        surface = self.view.surface(screen)
        self._drop_other_drawings(surface.get_size())
        window = theme.scale_for(surface.get_size(), zoom=False)
        text.set_scale(theme.scale_for(surface.get_size()), window)
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[first:]:
            scene.ensure_layout(surface.get_size())
            text.set_scale(scene.scale, window)  # the smallest text follows the scene's scale (``Scene.room``)
            scene.draw(surface)
        self.top.draw_focus(surface)
        if self.fade > 0:
            widgets.veil(surface, (0, 0, 0), round(255 * self.fade / FADE_SECONDS))
        self.toasts.draw(surface, self._toast_area(surface.get_size()), self.tagged(), self._title())
        self.view.present(screen)

    def _drop_other_drawings(self, size):
        """Pieces, panels, lines of text and backdrops are drawn for one window size and Size
        setting: when either changes, those drawn before are not drawn again and let go (a 4K
        window's, kept beside a small one's, held hundreds of megabytes)."""
        key = (size, theme.scale_for(size))
        if key != self._drawn_for:
            self._drawn_for = key
            drawings.forget()

    def tagged(self):
        """Whether every screen says the window is read-only: it is, and the player chose it (not
        while the "already open" question asks whether to open read-only or to quit)."""
        from .scenes.locked import LockedScene

        return self.storage.read_only and not any(isinstance(scene, LockedScene) for scene in self.stack)

    def _title(self):
        """Where the top scene's title is, in its band of messages (None: no title there)."""
        return self.top.title_rect() if self.top else None

    def _toast_area(self, size):
        """The band where messages cover nothing the player needs: the top scene's."""
        return self.top.toast_area() if self.top else pygame.Rect((0, 0), size)

    def toast_layout(self, size):
        """``(message, rect, alpha)`` of the messages shown in a window of ``size``."""
        return self.toasts.layout(size, self._toast_area(size), self.tagged(), self._title())

    toast_text = staticmethod(words)

    def quit(self):
        """Leave: every scene stops its work (autosave, bot search), settings are kept."""
        if not self.running:
            return
        self.running = False
        while self.stack:
            self.stack.pop().exit()
        self.save_settings()

    def shutdown(self):
        """Release the window, the worker process and the data folder (also after an error)."""
        self.running = False
        self.links.close()
        self.bot.close()
        self.speech.close()
        self.storage.release()  # waits for the last saves
        pygame.quit()


def _set_window_icon():
    """The app's icon in the title bar and task bar (set before the window opens)."""
    try:
        pygame.display.set_icon(pygame.image.load(assets.ICON))
    except (pygame.error, OSError):
        pass  # a missing icon is not worth a crash
