"""The scene protocol: what the app's stack of screens expects of each screen.

Like Tuxemon's state manager: the app keeps a stack (menu -> setup -> game,
with overlays such as the end banner or a rules page on top). A scene never
reaches into another scene; it asks the app to push, pop or replace.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .i18n import t
from .ui import text, theme
from .ui.focus import Focus, Stop
from .ui.keynames import key_name


class Scene:
    #: An overlay is drawn over the scene below it instead of hiding it.
    overlay = False
    #: Keys the screen keeps for itself even while the focus ring shows (the rules page's Space
    #: turns the page: it does not press the button the ring is on).
    own_keys: frozenset[int] = frozenset()
    #: The design size the screen's layout needs (None: any). At a large Size in a small
    #: window the screen is drawn only as large as that fits, never smaller than at 100%.
    room: tuple[int, int] | None = None

    def __init__(self, app: Any) -> None:
        self.app = app
        self.size = (0, 0)
        self.scale = 1.0
        self.buttons: list[Any] = []  # ``ui.widgets.Button``s
        self.keys: dict[tuple[int, int], Callable[[], object]] = {}  # (key, pygame.KMOD_CTRL or 0) -> action
        self.focus = Focus()  # what the keyboard reaches (``focus_stops``)

    # -- lifecycle --------------------------------------------------------
    def enter(self) -> None:
        """Became the top of the stack for the first time."""

    def exit(self) -> None:
        """Left the stack for good: stop whatever runs in the background."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene above was popped."""

    # -- the frame --------------------------------------------------------
    def ensure_layout(self, size: tuple[int, int]) -> None:
        """Recompute the layout when the window's size or the Size setting changed (also
        mid-animation)."""
        scale = theme.scale_for(size)
        if self.room is not None:
            scale = max(theme.scale_for(size, zoom=False), min(scale, size[0] / self.room[0], size[1] / self.room[1]))
        if (size, scale) != (self.size, self.scale):
            self.size, self.scale = size, scale
            text.set_scale(scale, theme.scale_for(size, zoom=False))  # what the layout measures, the frame draws
            self.layout()

    def layout(self) -> None:
        """Place widgets and board for ``self.size``; override."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one pygame event: a key of ``keys`` first, then the buttons."""
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Run the action ``keys`` gives the key (with Ctrl held or not); True if there was one
        and it did not say it had nothing to do (by returning False)."""
        action = self.keys.get((event.key, pygame.KMOD_CTRL if event.mod & pygame.KMOD_CTRL else 0))
        return action is not None and action() is not False

    def update(self, dt: float) -> None:
        mouse = self.app.pointer()
        for button in self.buttons:
            button.update(dt, mouse)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; override and call ``draw_buttons``."""

    def key_help(self) -> list[tuple[str, str]]:
        """This screen's keys and what they do, as ``(keys, what)`` texts, for the key-help card
        (``scenes/key_help.py``: it adds the keys every screen shares). By default its buttons'
        own keys; a screen adds what else its keys do."""
        return [(key_name(button.hotkey), button.text()) for button in self.buttons
                if button.hotkey and button.visible]

    def key_help_title(self) -> str:
        return t("keys.title")

    def typing(self) -> bool:
        """True while a text field has the keys: Enter and Space are then the field's, not the ring's."""
        return False

    def focus_stops(self) -> list[Stop]:
        """What Tab, the arrows and Enter reach now, in reading order: by default the buttons
        that can be pressed."""
        return [Stop(button, button.rect, button.action, say=button.spoken) for button in self.buttons if button.active]

    # -- speech (``pyrapack.speech``: what the mode for players who cannot see says) ----
    def heading(self) -> str:
        """What speech says when the screen opens: its name and what it is for ("": nothing)."""
        return ""

    def live(self) -> list[tuple[str, str]]:
        """``(region, words)`` pairs speech says again whenever the words change (a move played,
        whose turn, a message): what a sighted player sees change on the screen."""
        return []

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus ring, over everything the scene drew (the app calls it for the top scene)."""
        self.focus.draw(surface, self.focus_stops(), self.scale)

    def toast_area(self) -> pygame.Rect:
        """Where the app's messages may go, stacked down from its top: over nothing clickable."""
        return pygame.Rect((0, 0), self.size)

    def under_a_message(self) -> bool:
        """Whether the app shows a message over this screen (``toast_area``): what the message
        takes the place of is not drawn half covered ("Relec…"). The read-only tag goes beside
        a title (``title_rect``), not over it."""
        if self.app.top is not self:
            return False
        shown = self.app.toast_layout(self.size)
        if self.title_rect() is not None:
            tag = t("storage.read_only_tag")
            shown = [row for row in shown if row[0] != tag]
        return bool(shown)

    def title_rect(self) -> pygame.Rect | None:
        """Where the screen's title is drawn, when it is in its band of messages (``toast_area``):
        the read-only tag goes beside it. None: the band holds no title."""
        return None

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface, self.scale)
