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

Sizes asked for (command line, saved settings) are clamped to the desktop.
"""

import pygame

from .ui import theme

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
