"""The one-line messages at the top of the screen ("toasts"), read at the player's own pace.

A message is a list ``[key, values, seconds left]`` (an i18n key and its values): it is in view
at least ``SECONDS``, then until the player's next click or key. Messages show down a band the
top scene leaves free (``Scene.toast_area``), as many as the band holds; the others wait their
turn. A read-only window's tag (``None`` among the rows) comes first, slimmer, and stays.
"""

import math

import pygame

from .. import i18n
from . import text, theme, widgets

SECONDS = 6.0  # a message is in view at least this long; then until the player's next click or key
KEPT = 5  # messages waiting or shown, at most: the oldest go first
# How a message looks: font size and height (at scale 1), edge, ink, font kind. The
# read-only tag is slimmer, so that it leaves the menu's title clear all session long.
TOAST = (19, 44, theme.GOLD, theme.TEXT, "body")
TAG = (16, 30, theme.BAD, theme.BAD, "bold")
WORDS = 0.62  # a row's words are at most this part of its height (a row squeezed to fit its band)


def least_band(size, tagged=False):
    """The lowest band in which a message's words are drawn at their full size in a window of
    ``size`` (its row squeezed to the band, ``rows``), under the read-only tag where ``tagged``
    (both are shown where 0.8 of their height fits): what a screen keeps free for messages."""
    scale = theme.scale_for(size)
    words = TOAST[0] * scale / WORDS  # the message's row at least
    if not tagged:
        return math.ceil(words)
    message, tag, gap = round(TOAST[1] * scale), round(TAG[1] * scale), round(6 * scale)
    return math.ceil(max((tag + message + gap) * 0.8, words * (tag + message) / message + gap)) + 1


def words(toast):
    """What a message says, in the language of the moment (the tag's words for None)."""
    return i18n.t("storage.read_only_tag") if toast is None else i18n.t(toast[0], **toast[1])


class Toasts(list):
    """The messages waiting or shown, oldest first (a list: tests and the narrator read it).

    A game's title row is the game's own: the messages made before a game opened (a failed
    import's, say), still waiting to be read, are set aside while it is played (``hold``) and
    come back, in their turn, once the player leaves it; the game's own show at once."""

    def __init__(self):
        super().__init__()
        self.aside = None  # the messages set aside while a game is played (None: none is)

    def hold(self, playing):
        """A game is being played (``playing``) or not: the messages made before it wait aside."""
        if playing and self.aside is None:
            self.aside, self[:] = list(self), []
        elif not playing and self.aside is not None:
            self[:0], self.aside = self.aside, None
            del self[:-KEPT]

    def add(self, problem):
        """A storage Problem ``(key, values)`` or an i18n key, kept as the newest message."""
        key, values = (problem, {}) if isinstance(problem, str) else problem
        self.append([key, values, SECONDS])
        del self[:-KEPT]

    def read(self):
        """The player acted: the messages in view long enough go."""
        self[:] = [toast for toast in self if toast[2] > 0]

    def age(self, dt, size, area, read_only, beside=None):
        """Time passes for the messages in view; one waiting for room keeps its time."""
        for toast, _ in self.rows(size, area, read_only, beside):
            if toast is not None:
                toast[2] = max(0.0, toast[2] - dt)

    def rows(self, size, area, read_only, beside=None):
        """``(toast, rect)`` of the messages shown in a window of ``size``, newest first, down the
        band ``area`` (squeezed a little if need be). The tag gives way to a message when the
        band holds only one. Where the band holds the screen's title (``beside``: its rect), the
        tag goes beside it, at the band's right end, and gives way to any message: the title
        shows all session long."""
        scale = theme.scale_for(size)
        if read_only and beside is not None:
            rows = self.rows(size, area, False)
            return rows or [(None, _beside(area, beside, scale))]
        items = [(None, TAG)] if read_only else []
        items += [(toast, TOAST) for toast in reversed(self)]
        gap = round(6 * scale)
        chosen, total = [], 0
        for toast, style in items:
            height = round(style[1] * scale)
            if chosen and (total + height + gap * len(chosen)) * 0.8 > area.height:
                if len(chosen) == 1 and chosen[0][0] is None:  # the tag alone: the message first
                    chosen, total = [], 0
                else:
                    break
            chosen.append((toast, style, height))
            total += height
        squeeze = min(1.0, (area.height - gap * (len(chosen) - 1)) / total) if total else 1.0
        rows, y = [], area.top
        for toast, (font, *_), height in chosen:
            width = min(area.width, text.render(words(toast), round(font * scale)).get_width() + round(40 * scale))
            rect = pygame.Rect(0, y, width, max(1, round(height * squeeze)))
            rect.centerx = area.centerx
            rows.append((toast, rect))
            y = rect.bottom + gap
        return rows

    def layout(self, size, area, read_only, beside=None):
        """``(message, rect, alpha)`` of the messages shown (``rows``)."""
        return [(words(toast), rect, alpha) for toast, rect, alpha in self._shown(size, area, read_only, beside)]

    def _shown(self, size, area, read_only, beside=None):
        """``(toast, rect, alpha)``: the rows, a new message fading in."""
        return [(toast, rect, 255 if toast is None or theme.REDUCED_MOTION
                 else round(255 * min(1.0, (SECONDS - toast[2]) / 0.2 + 0.2)))
                for toast, rect in self.rows(size, area, read_only, beside)]

    def draw(self, surface, area, read_only, beside=None):
        scale = theme.scale_for(surface.get_size())
        for toast, rect, alpha in self._shown(surface.get_size(), area, read_only, beside):
            font, _, edge, ink, kind = TAG if toast is None else TOAST
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            widgets.panel(layer, layer.get_rect(), radius=rect.height // 2, fill=(24, 20, 36, 245),
                          edge=(*edge, 160))
            size = min(round(font * scale), round(rect.height * WORDS))  # a row squeezed to fit its band
            text.draw_fitted(layer, words(toast), layer.get_rect().inflate(-round(24 * scale), 0), size, ink, kind)
            layer.set_alpha(alpha)
            surface.blit(layer, rect)


def _beside(area, title, scale):
    """The tag's place in a band that holds the screen's title: right of it, at the band's right
    end, as wide as its words or the room there (its words then smaller)."""
    font, height = TAG[0], round(TAG[1] * scale)
    room = area.right - max(title.right, area.left) - round(16 * scale)
    width = max(1, min(room, text.width(words(None), round(font * scale), TAG[4]) + round(40 * scale)))
    rect = pygame.Rect(0, 0, width, min(height, area.height))
    rect.midright = (area.right, title.centery if area.top <= title.centery <= area.bottom else area.centery)
    return rect
