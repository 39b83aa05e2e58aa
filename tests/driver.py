"""Drive the real app headlessly with real pygame events, as a player would."""

import random

import pygame
import regex

from pyrapack import games
from pyrapack.app import App
from pyrapack.launch import Launch
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.setup import SetupScene
from pyrapack.scenes.game import scene_class

#: A US keyboard's shifted keys: what Shift+key types (letters are upper-cased apart).
_SHIFTED = dict(zip("`1234567890-=[]\\;',./", "~!@#$%^&*()_+{}|:\"<>?"))
_UNSHIFTED = {shifted: plain for plain, shifted in _SHIFTED.items()}
#: The keypad's keys that type (NumLock on), as SDL's keycodes.
_KEYPAD = {**{getattr(pygame, f"K_KP{n}"): str(n) for n in range(10)}, pygame.K_KP_PERIOD: ".",
           pygame.K_KP_DIVIDE: "/", pygame.K_KP_MULTIPLY: "*", pygame.K_KP_MINUS: "-", pygame.K_KP_PLUS: "+",
           pygame.K_KP_EQUALS: "="}
_NO_TEXT_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI  # these held, a key types nothing


def typed_by(key, mod=0):
    """What pressing ``key`` with ``mod`` types on a US layout (SDL's TEXTINPUT), "" for a key that
    types nothing: arrows, Enter, Esc, Tab, Backspace, the F keys, Shift itself, and any key with
    Ctrl, Alt or the system key held (SDL drops the control characters those give)."""
    if mod & _NO_TEXT_MODS:
        return ""
    if key in _KEYPAD:
        return _KEYPAD[key]
    if not 32 <= key < 127:
        return ""
    char = chr(key)
    upper = bool(mod & pygame.KMOD_SHIFT) != bool(mod & pygame.KMOD_CAPS)
    if char.isalpha():
        return char.upper() if upper else char
    return _SHIFTED.get(char, char) if mod & pygame.KMOD_SHIFT else char


def _unicode(key, mod, text):
    """KEYDOWN's ``unicode`` as pygame-ce fills it: the first character of the text the key typed,
    else its fallback (``_pg_unicode_from_event``): the control character of Ctrl+letter, the
    key's own ASCII code ("\\r" for Enter, "\\t" for Tab), "" for keys beyond ASCII (arrows)."""
    if text:
        return text[0]
    if mod & pygame.KMOD_CTRL and pygame.K_a <= key <= pygame.K_z:
        return chr(key - pygame.K_a + 1)
    return chr(key) if key < 128 else ""


#: The modifier keys a press may hold, in the order a hand presses them: (their mods, their key).
_MODIFIERS = ((pygame.KMOD_CTRL, pygame.K_LCTRL), (pygame.KMOD_ALT, pygame.K_LALT), (pygame.KMOD_GUI, pygame.K_LGUI),
              (pygame.KMOD_SHIFT, pygame.K_LSHIFT))


def key_events(key, mod=0, text=None):
    """The events a real keyboard sends for one press of ``key`` with ``mod`` held, in SDL's order:
    the modifier keys going down (Ctrl, Alt, Shift: a KEYDOWN each), KEYDOWN (its ``unicode``),
    TEXTINPUT when the key types something, KEYUP, the modifiers coming up. ``text``: what the key
    types on another layout (an AZERTY's Shift+, types "?"); None: as a US layout (``typed_by``)."""
    text = typed_by(key, mod) if text is None else text
    for both, right in ((pygame.KMOD_SHIFT, pygame.KMOD_RSHIFT), (pygame.KMOD_CTRL, pygame.KMOD_RCTRL),
                        (pygame.KMOD_ALT, pygame.KMOD_RALT), (pygame.KMOD_GUI, pygame.KMOD_RGUI)):
        if mod & both == both:  # "Shift held" is one hand on the left Shift, as SDL reports it
            mod &= ~right
    held, downs, ups = 0, [], []
    for mods, modifier in _MODIFIERS:
        if mod & mods and key != modifier:
            downs.append(pygame.event.Event(pygame.KEYDOWN, key=modifier, mod=held | mod & mods, unicode="", scancode=0))
            ups.insert(0, pygame.event.Event(pygame.KEYUP, key=modifier, mod=held, unicode="", scancode=0))
            held |= mod & mods
    down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=_unicode(key, mod, text), scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=down.unicode, scancode=0)
    typed = [pygame.event.Event(pygame.TEXTINPUT, text=text)] if text else []
    return downs + [down] + typed + [up] + ups


def text_events(words):
    """The events of typing ``words`` character by character (as a reader counts them: ``\\X``,
    an accented letter written with a combining accent is one): each character's key (with Shift
    where a US layout needs it), a letter of another layout (é) as the key that layout has for it,
    and what no key types (an emoji, a flag, a letter and its combining accent) as an input method
    or a dead key commits it: TEXTINPUT alone."""
    events = []
    for char in regex.findall(r"\X", words):
        if char.isascii() and char.isprintable():
            plain = char.lower() if char.isalpha() else _UNSHIFTED.get(char, char)
            shift = pygame.KMOD_LSHIFT if plain != char else 0
            events += key_events(ord(plain), shift, text=char)
        elif len(char) == 1 and len(char.encode("utf-16-le")) == 2 and char.isprintable() and char.lower() == char:
            events += key_events(ord(char), 0, text=char)  # SDL's keycode of a layout's own letter
        else:
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=char))
    return events


BOT_WAIT = 0.05  # at most this many seconds between frames while the bot process thinks (``Driver.until``)
DRAW_EVERY = 4  # a wait (``Driver.until``) draws one frame in this many, and its last


def first_hit(targets_at, target, acceptable):
    """``reaches(point)``: whether a click at ``point`` reaches ``target`` before any other
    acceptable target (``targets_at(point)``: what a click there reaches, first first)."""
    def reaches(point):
        for hit in targets_at(point):
            if hit == target:
                return True
            if hit in acceptable:
                return False
        return False
    return reaches


def scan(reaches, area, step, near=None):
    """A point of ``area``, on a grid of ``step`` pixels, where ``reaches(point)`` holds, or None.
    The grid inside ``near`` (where the view says the target is drawn) is tried first: only an
    order, every point is still judged by the clicks' own ``reaches``."""
    for rect in (near, area) if near is not None else (area,):
        for y in range(rect.top + 1, rect.bottom, step):
            for x in range(rect.left + 1, rect.right, step):
                if reaches((x, y)):
                    return x, y
    return None


def walk_the_pictures(screenshots, folder, *then, size=(960, 600), language="en", zoom=100, high_contrast=False):
    """A real App through the screens of ``tools/screenshots.py`` (``screenshots``: that module,
    which a test may have patched): its first frames and the README's pictures, then each of
    ``then`` (a function of the app and ``folder``, e.g. ``screenshots.puzzles``) from the menu."""
    app = App(Launch(data_dir=str(folder), size=size, no_sound=True, language=language))
    app.fps = 0
    app.set_zoom(zoom)
    app.set_contrast(high_contrast)
    try:
        screenshots.frames(app)
        screenshots.readme(app, folder)
        app.back_to_menu()
        for show in then:
            show(app, folder)
    finally:
        app.quit()
        app.shutdown()


class Driver:
    def __init__(self, data_dir, size=(1280, 800), timed_bots=False, **launch):
        self.app = App(Launch(data_dir=str(data_dir), size=size, **launch))
        self.app.fps = 0  # never sleep between frames
        # bots on their node budgets: a game plays the same on a busy machine (timed_bots: on
        # their clocks, as in the app, for the tests of the clock and the watchdog)
        self.app.bot.timed = timed_bots
        self.app.tick(0.05, draw=False)  # lay the first scene out (the first picture: drawn by whoever looks)

    @property
    def top(self):
        return self.app.top

    @property
    def screen(self):
        return pygame.display.get_surface()

    def tick(self, frames=1, dt=0.05):
        """``frames`` frames of ``dt`` seconds; the last is drawn (``tools/screenshots.py``'s rule:
        the pictures come out the same, pixel for pixel, as when every frame is drawn)."""
        for left in reversed(range(frames)):
            self.app.tick(dt, draw=left == 0)

    def post(self, type_, **attrs):
        pygame.event.post(pygame.event.Event(type_, **attrs))

    def click(self, pos, button=1, frames=1):
        pos = (round(pos[0]), round(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.tick(frames)

    def send(self, events):
        for event in events:
            self.post(event.type, **event.dict)

    def key(self, key, mod=0, text=None):
        """Send one key press as a keyboard does (``key_events``), without a frame after it."""
        self.send(key_events(key, mod, text))

    def press(self, key, mod=0, frames=1, text=None):
        """Press ``key`` (``key_events``: KEYDOWN, TEXTINPUT when it types, KEYUP), then ``frames`` frames."""
        self.key(key, mod, text)
        self.tick(frames)

    def type(self, words, frames=1):
        """Type ``words`` on the keyboard, key after key (``text_events``), then ``frames`` frames."""
        self.send(text_events(words))
        self.tick(frames)

    def until(self, condition, frames=2000, dt=0.05):
        """Tick until ``condition()`` holds; fail loudly if it never does.

        A wait draws one frame in ``DRAW_EVERY`` (every frame is updated), and the frame it ends
        on: what is waited for (an animation, the bot's move) is drawn, mid-way and at its end,
        without the cost of every frame between. While the bot's process thinks, the next frame
        waits for its word (or ``BOT_WAIT``): frames meanwhile only took the cores from it."""
        drawn = True
        for n in range(frames):
            if condition():
                if not drawn:
                    self.app.tick(0)
                return
            drawn = n % DRAW_EVERY == DRAW_EVERY - 1
            self.app.tick(dt, draw=drawn)
            if self.app.bot.busy:
                self.app.bot.listen(BOT_WAIT)
        raise AssertionError(f"condition not reached after {frames} frames")

    # -- menu and setup -----------------------------------------------------------------
    def open_setup(self, game):
        """Click the game's tile in the menu; returns the setup scene."""
        menu = self.top
        assert isinstance(menu, MenuScene)
        tile = next(tile for tile in menu.tiles if tile.info.id == game)
        menu.show_tile(tile)  # scrolled into view, where more games than the menu holds are registered
        self.click(tile.rect.center)
        assert isinstance(self.top, SetupScene)
        return self.top

    def choose(self, row, value):
        """Click ``value`` in a setup row."""
        rect = dict(zip([v for v, _ in row.options], row.option_rects()))[value]
        self.click(rect.center)
        assert row.value == value

    def start_game(self, game, mode="hotseat", level="easy", side="0", variant=None, first=None):
        """From the menu, set a game up by clicks and start it; returns its scene."""
        setup = self.open_setup(game)
        self.choose(setup.mode, mode)
        if mode == "bot":
            self.choose(setup.level, level)
            self.choose(setup.side, side)
        if variant is not None:
            self.choose(setup.variant, variant)
        if first is not None:
            self.choose(setup.first, first)
        return self.begin(setup)

    def begin(self, setup):
        """Click Start on the set-up screen ``setup``; returns the game's scene."""
        self.click(setup.start.rect.center, frames=2)
        scene = self.top
        assert isinstance(scene, scene_class(games.get(setup.info.id)))
        if setup.variant is not None:
            assert scene.state.variant == setup.variant.value
        return scene

    def open_game(self, game, players=(None, None), variant=None, first=0):
        """Start a game directly (as the command line does), skipping the set-up screen."""
        info = games.get(game)
        self.app.start_game(game, {"options": info.options(variant, first), "players": list(players)})
        self.tick()
        return self.top

    # -- game scenes --------------------------------------------------------------------
    def point_of(self, target, step=5):
        """A screen point where a click on the board reaches ``target`` first: the middle of the
        place the view gives it (its keyboard stop), else the first such point of a scan."""
        scene = self.top
        reaches = first_hit(scene.board.targets_at, target, scene.board.live_targets())
        where = scene.view.target_rect(scene.state, target)
        if where is not None and reaches(where[0].center):
            return where[0].center
        point = scan(reaches, scene.board_rect, step, near=where[0] if where is not None else None)
        assert point is not None, f"no point on the board reaches {target!r}"
        return point

    def enter_move(self, move):
        """Play ``move`` by clicking its targets one by one, confirming an optional rest and
        answering yes to a warning (a move that loses at once: the player meant it)."""
        scene = self.top
        for target in scene.input.sequence_of(move):
            self.click(self.point_of(target))
        if scene.hud.confirm.visible and scene.state is not None and scene.input.clicks:
            self.click(scene.hud.confirm.rect.center)
        if isinstance(self.top, ConfirmDialog):
            self.click(self.top.yes.rect.center)

    def read_pass_notice(self, scene):
        """A person's forced pass waits for them: a click on its notice plays it."""
        self.click(scene.hud.status_area().center, frames=0)

    def settle(self):
        """Let animations, pass notices and bot moves finish; a pass notice for a person is
        read as a player would (a click: it waits for one)."""
        scene = self.top

        def settled():
            if self.top is scene and scene.anim is None and scene.turns.passing \
                    and scene.human_to_move:
                self.read_pass_notice(scene)
            return self.top is not scene or (
                scene.anim is None and not scene.turns.passing
                and (scene.human_to_move or scene.state.is_over))

        self.until(settled, frames=4000)

    def play_moves(self, count, seed=1):
        """Click ``count`` seeded random legal moves (no passes) for whoever is to move."""
        scene = self.top
        rng = random.Random(seed)
        for _ in range(count):
            self.settle()
            self.enter_move(rng.choice(playable_moves(scene.state)))
        self.settle()
        return scene

    def play_to_the_end(self, scene, seed, enter=None, pick=None):
        """Click seeded random legal moves for the human side(s) until the end banner shows.

        ``enter(move)`` enters a move (default: ``enter_move``); ``pick(rng, moves)``
        chooses one (default: uniformly, passes excluded).
        """
        rng = random.Random(seed)
        enter = enter or self.enter_move
        pick = pick or (lambda r, moves: r.choice(moves))
        for _ in range(400):
            self.settle()
            if scene.state.is_over:
                self.until(lambda: isinstance(self.top, EndBanner))
                return
            moves = playable_moves(scene.state)
            before = len(scene.match.moves)
            enter(pick(rng, moves))
            assert len(scene.match.moves) == before + 1
        raise AssertionError("the game did not end")

    def close(self):
        if self.app.running:
            self.app.quit()
        self.app.shutdown()


def playable_moves(state):
    """The legal moves a click can enter (a pass plays itself), in a stable order."""
    return sorted((m for m in state.legal_moves() if not getattr(m, "is_pass", False)), key=str)
