"""Keyboard focus: every screen can be used without a mouse.

A screen lists its *stops*, what a click can reach now (buttons, choices, tiles, rows, a
board's targets), in reading order. Tab and Shift+Tab go from stop to stop, the arrows to
the nearest stop that way, and Enter or Space presses the one in focus. The ring shows
from the first of those keys and hides when the mouse moves or clicks: mouse and keys
never fight over it.
"""

import math
from dataclasses import dataclass, field
from typing import Callable

import pygame

from . import theme

MOVES = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NAVIGATE = (pygame.K_TAB, *MOVES, *PRESS)


def presses(event):
    return event.type == pygame.KEYDOWN and event.key in PRESS


def is_mouse(event):
    return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN)


@dataclass(frozen=True)
class Stop:
    """Something a key can reach: ``key`` names it from frame to frame, ``rect`` is where it
    is, ``press`` what Enter does, ``round``: ring a circle (a piece) rather than a box,
    ``say``: what speech says of it (words, or a callable giving them)."""

    key: object
    rect: pygame.Rect
    press: Callable = field(compare=False)
    round: bool = False
    say: object = field(default=None, compare=False)

    def words(self):
        """What speech says when the focus comes here."""
        return (self.say() if callable(self.say) else self.say) or ""


class Focus:
    def __init__(self):
        self.key = None  # the stop in focus
        self.where = None  # where it was last seen: when it goes, the nearest stop takes its place
        self.shown = False

    def current(self, stops):
        """The stop in focus; when it is not there (a move played, a row deleted, the bot
        thinking), the one nearest where it was. That one stands in without taking its place:
        when the stops come back (the bot has replied) the focus is where it was, on the board,
        not on the button that stood in meanwhile."""
        stop = next((stop for stop in stops if stop.key == self.key), None)
        if stop is not None:
            self.where = stop.rect.center
        elif self.where is not None and stops:  # the same row first (Redo used up: Undo, not Rules below)
            x, y = self.where
            stop = min(stops, key=lambda s: (s.rect.centerx - x) ** 2 + (3 * (s.rect.centery - y)) ** 2)
        return stop

    def handle(self, event, stops):
        """Move or press the focus for a key; hide it for the mouse. True: the event was used."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.shown = False
            return False
        if event.type != pygame.KEYDOWN or event.key not in NAVIGATE or not stops:
            return False
        here = self.current(stops)
        if event.key in PRESS:
            if here is None or not self.shown:
                self.show(stops)
            else:
                here.press()
            return True
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            index = stops.index(here) + step if here is not None and self.shown else (0 if step > 0 else -1)
            self.go(stops[index % len(stops)])
        elif here is None or not self.shown:
            self.go(here or stops[0])
        else:
            self.go(self.toward(stops, here, MOVES[event.key]) or here)
        self.shown = True
        return True

    def go(self, stop):
        self.key, self.where = stop.key, stop.rect.center

    def aim(self, key):
        """Put the focus on the stop named ``key``, where the screen expects the next key to go
        (a lesson's Next step); the ring shows there if it was showing."""
        self.key = key

    def show(self, stops):
        """Show the ring, on the stop in focus if it is still there, else on the first."""
        if self.current(stops) is None:
            self.go(stops[0])
        self.shown = True

    @staticmethod
    def toward(stops, here, direction):
        """The nearest stop from ``here`` in ``direction`` (dx, dy): within 60 degrees of it,
        straight ahead counting double."""
        if here is None:
            return None
        x0, y0 = here.rect.center
        best, best_cost = None, math.inf
        for stop in stops:
            dx, dy = stop.rect.centerx - x0, stop.rect.centery - y0
            ahead = dx * direction[0] + dy * direction[1]
            across = abs(dx * direction[1] - dy * direction[0])
            if stop is here or ahead <= 0 or across > ahead * 1.8:
                continue
            cost = ahead + 2 * across
            if cost < best_cost:
                best, best_cost = stop, cost
        return best

    def draw(self, surface, stops, scale):
        """The focus ring: a bright ring with a dark edge on each side, seen on any ground."""
        stop = self.current(stops) if self.shown else None
        if stop is None:
            return
        width = max(3, round(4 * scale))
        if stop.round:
            radius = max(stop.rect.width, stop.rect.height) // 2 + width
            for grow, color, w in ((width, theme.FOCUS_EDGE, width + 4), (width, theme.FOCUS, width)):
                pygame.draw.circle(surface, color, stop.rect.center, radius + grow // 2, w)
            return
        ring = stop.rect.inflate(2 * width + 4, 2 * width + 4)
        radius = max(6, ring.height // 3)
        pygame.draw.rect(surface, theme.FOCUS_EDGE, ring.inflate(4, 4), width + 4, border_radius=radius + 2)
        pygame.draw.rect(surface, theme.FOCUS, ring, width, border_radius=radius)
