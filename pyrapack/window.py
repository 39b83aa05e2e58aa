"""The window's size, and the surface scenes draw on whatever that size is.

Scenes are laid out for windows from the design minimum (``theme.MIN_SIZE``)
up. The minimum is only a hint: tiling window managers ignore it and the call
that sets it is deprecated. Below it, ``View`` lays the scenes out and draws
them on an off-screen canvas of the smallest size the layouts know (the
window's size, raised to the minimum), scales the picture into the window
with bars where the shapes differ, and maps mouse positions back. One
mechanism for every scene, present and future, instead of a guard in each
drawing function: nothing is ever laid out below the minimum, so no layout
has to be designed or tested for it, and drawing and clicking cannot
disagree.

Sizes asked for (command line, saved settings) are clamped to the desktop. ``Window`` is the
app's window: opened at the size asked or full screen, and the pointer and the frame in the
coordinates scenes laid out.
"""

import warnings

import pygame

from . import assets
from .ui import drawings, theme

HEADLESS = {"dummy", "offscreen"}  # video drivers with no real desktop to ask
LARGEST = (7680, 4320)  # the cap when the desktop cannot be asked


def desktop_size():
    """The size of the desktop the window opens on, or None when there is none to ask."""
    if pygame.display.get_driver() in HEADLESS:
        return None
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None


def window_size(asked):
    """The window size to open for ``asked``: at least the design minimum, at most the desktop."""
    largest = desktop_size() or LARGEST
    return tuple(max(1, min(max(a, m), cap)) for a, m, cap in zip(asked, theme.MIN_SIZE, largest))


class View:
    """Where scenes draw: the window itself, or below the minimum a canvas scaled into it."""

    def __init__(self):
        self.window = None
        self.size = theme.MIN_SIZE  # what scenes lay out for
        self.canvas = None  # the off-screen surface, when the window is too small
        self.rect = None  # where the scaled canvas goes in the window

    def fit(self, window):
        """Follow the window's size (cheap when it has not changed)."""
        if window == self.window:
            return
        self.window = window
        self.size = (max(window[0], theme.MIN_SIZE[0]), max(window[1], theme.MIN_SIZE[1]))
        if self.size == window:
            self.canvas = self.rect = None
            return
        self.canvas = pygame.Surface(self.size).convert()
        factor = min(window[0] / self.size[0], window[1] / self.size[1])
        self.rect = pygame.Rect(0, 0, max(1, round(self.size[0] * factor)), max(1, round(self.size[1] * factor)))
        self.rect.center = (window[0] // 2, window[1] // 2)

    def surface(self, screen):
        """The surface to draw this frame on."""
        self.fit(screen.get_size())
        return self.canvas or screen

    def present(self, screen):
        """Put the frame drawn on ``surface()`` into the window."""
        if self.canvas is not None:
            screen.fill(theme.BG_TOP)
            screen.blit(pygame.transform.smoothscale(self.canvas, self.rect.size), self.rect)

    def to_canvas(self, pos):
        """A window point in the coordinates scenes laid out."""
        if self.canvas is None:
            return pos
        return (round((pos[0] - self.rect.left) * self.size[0] / self.rect.width),
                round((pos[1] - self.rect.top) * self.size[1] / self.rect.height))

    def to_window(self, pos):
        """A point scenes laid out, where it shows in the window."""
        if self.canvas is None:
            return pos
        return (round(self.rect.left + pos[0] * self.rect.width / self.size[0]),
                round(self.rect.top + pos[1] * self.rect.height / self.size[1]))

    def event(self, event):
        """``event`` with its mouse position mapped to the canvas (unchanged without one)."""
        if self.canvas is None or not hasattr(event, "pos"):
            return event
        data = dict(event.dict, pos=self.to_canvas(event.pos))
        if "rel" in data:
            data["rel"] = (round(data["rel"][0] * self.size[0] / self.rect.width),
                           round(data["rel"][1] * self.size[1] / self.rect.height))
        return pygame.event.Event(event.type, data)


class Window:
    """The app's window (full screen or at ``size``), and its ``view``."""

    def __init__(self, fullscreen, size):
        self.fullscreen = fullscreen
        self.size = size  # asked for: the command line's, or the one kept from the last run
        self.view = View()
        self._drawn_for = None  # the size (and Size setting) the drawings in the caches are for
        _set_icon()
        self.open()

    def open(self):
        """Open the window (again, after F11): full screen, or a resizable window at the size
        asked, clamped to the desktop (``window_size``)."""
        pygame.display.set_caption("PyraPack")
        if self.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            if min(screen.get_size()) < 100:  # no real display: fall back to a window
                self.fullscreen = False
        if not self.fullscreen:
            pygame.display.set_mode(window_size(self.size), pygame.RESIZABLE)
        try:  # deprecated in pygame-ce 2.5 but still the only way to set a minimum size
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = theme.MIN_SIZE
        except (AttributeError, pygame.error):
            pass

    def toggle_fullscreen(self):
        self.fullscreen = not self.fullscreen
        self.open()

    @property
    def layout_size(self):
        """The size scenes lay out for: the window's, or the minimum when the window is smaller."""
        self.view.fit(pygame.display.get_surface().get_size())
        return self.view.size

    def pointer(self):
        """The mouse position in the coordinates scenes laid out."""
        return self.view.to_canvas(pygame.mouse.get_pos())

    def frame(self, screen):
        """The surface to draw this frame on (``View.surface``); drawings made for another size let go."""
        surface = self.view.surface(screen)
        self._drop_other_drawings(surface.get_size())
        return surface

    def _drop_other_drawings(self, size):
        """Pieces, panels, lines of text and backdrops are drawn for one window size and Size
        setting: when either changes, those drawn before are not drawn again and let go (a 4K
        window's, kept beside a small one's, held hundreds of megabytes)."""
        key = (size, theme.scale_for(size))
        if key != self._drawn_for:
            self._drawn_for = key
            drawings.forget()


def _set_icon():
    """The app's icon in the title bar and task bar (set before the window opens)."""
    try:
        pygame.display.set_icon(pygame.image.load(assets.ICON))
    except (pygame.error, OSError):
        pass  # a missing icon is not worth a crash
