"""The application: one window, one loop, a stack of scenes.

``App.run()`` is Pygame Zero's loop: tick the clock, dispatch events, update,
draw, flip. Everything else lives in scenes; the app only owns what all of
them share (window, settings, storage, sound, the bot worker, messages). The
scenes ask it for a screen (``navigation.Navigation``) and tell it a setting
chosen (``setting_choices.SettingChoices``); its window is ``window.Window``.
"""

import collections
import time

import pygame

from . import i18n, settings, shipped
from .bots.worker import BotWorker
from .launch import Launch
from .library import Library
from .navigation import Navigation
from .net.link import Links
from .scenes.game import GameScene
from .scenes.key_help import KeyHelp, asks_for_help
from .setting_choices import SettingChoices
from .sharing import export_folder
from .sound import Sound
from .speech import Speech
from .speech.narrator import Narrator
from .storage import Storage
from .ui import focus, text, theme, widgets
from .ui.toasts import Toasts, words
from .window import Window

FADE_SECONDS = 0.22  # a quick fade from black when the screen changes


class App(Navigation, SettingChoices):
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
        self.window = Window(self.launch.fullscreen or self.settings.fullscreen,
                             self.launch.size or self.settings.window)
        self.view = self.window.view  # where scenes draw, and how window points map to theirs
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

    # -- scenes -----------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    @property
    def layout_size(self):
        """The size scenes lay out for (``Window.layout_size``)."""
        return self.window.layout_size

    def pointer(self):
        """The mouse position in the coordinates scenes laid out (``Window.pointer``)."""
        return self.window.pointer()

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

    # -- messages ---------------------------------------------------------
    def warn(self, problem):
        """Show a one-line message (a storage Problem or an i18n key), read at any pace (``ui.toasts``)."""
        self.toasts.add(problem)

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
        surface = self.window.frame(screen)
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

