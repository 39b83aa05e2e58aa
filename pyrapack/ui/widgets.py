"""Buttons, choice rows and panels: the few widgets every scene shares.

Widgets keep an i18n key rather than a translated text, so a language switch
shows at once. Their rectangles are set by the owning scene's layout.
"""

import pygame

from .. import i18n
from . import text, theme


def panel(surface, rect, radius=14, fill=theme.PANEL, edge=theme.PANEL_EDGE):
    """A translucent rounded panel."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(layer, edge, layer.get_rect(), width=1, border_radius=radius)
    surface.blit(layer, rect)


def _label_text(label):
    if callable(label):
        return label()
    return i18n.t(label)


class Button:
    """A clickable rounded button; ``action`` is called on release inside it."""

    STYLES = {
        "primary": ((242, 179, 61), (255, 205, 110), (40, 26, 10)),
        "normal": ((74, 66, 110), (98, 88, 146), theme.TEXT),
        "quiet": ((255, 255, 255, 0), (255, 255, 255, 30), theme.TEXT),
    }

    def __init__(self, label, action, style="normal", enabled=True, hotkey=None):
        self.label = label
        self.action = action
        self.style = style
        self.enabled = enabled
        self.hotkey = hotkey
        self.visible = True
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = 0.0
        self._pressed = False

    @property
    def active(self):
        return self.visible and self.enabled and self.rect.width > 0

    def handle(self, event):
        """Return True when the event was meant for this button."""
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.rect.collidepoint(event.pos)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self._pressed and self.rect.collidepoint(event.pos)
            self._pressed = False
            if hit:
                self.action()
            return hit
        if event.type == pygame.KEYDOWN and self.hotkey and event.key == self.hotkey:
            self.action()
            return True
        return False

    def update(self, dt, mouse_pos):
        target = 1.0 if self.active and self.rect.collidepoint(mouse_pos) else 0.0
        self.hover += (target - self.hover) * min(1.0, dt * 14)

    def draw(self, surface, scale):
        if not self.visible or self.rect.width <= 0:
            return
        base, lit, ink = self.STYLES[self.style]
        color = [round(a + (b - a) * self.hover) for a, b in zip(base, lit)]
        if not self.enabled:
            color, ink = (70, 66, 84, 160), theme.TEXT_DIM
        radius = max(6, self.rect.height // 3)
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
        if self.style != "quiet":
            edge = (255, 255, 255, 50 + round(60 * self.hover))
            pygame.draw.rect(layer, edge, layer.get_rect(), width=1, border_radius=radius)
        surface.blit(layer, self.rect.move(0, -round(2 * self.hover)))
        inner = self.rect.inflate(-self.rect.height // 2, 0).move(0, -round(2 * self.hover))
        text.draw_fitted(surface, _label_text(self.label), inner, 22 * scale, ink, "bold")


class ChoiceRow:
    """A row of mutually exclusive options (a segmented control).

    ``options`` is a list of ``(value, label)``; ``on_change(value)`` runs on a click.
    """

    def __init__(self, title, options, value, on_change=None):
        self.title = title
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.visible = True
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_width = 0

    def option_rects(self):
        area = self.rect.copy()
        area.left += self.title_width
        area.width -= self.title_width
        n = max(1, len(self.options))
        gap = max(4, area.height // 6)
        width = (area.width - gap * (n - 1)) / n
        return [
            pygame.Rect(round(area.left + i * (width + gap)), area.top, round(width), area.height)
            for i in range(n)
        ]

    def handle(self, event):
        if not self.visible or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for (value, _), rect in zip(self.options, self.option_rects()):
            if rect.collidepoint(event.pos):
                self.value = value
                if self.on_change:
                    self.on_change(value)
                return True
        return False

    def draw(self, surface, scale, mouse_pos=(-1, -1)):
        if not self.visible:
            return
        title_rect = pygame.Rect(self.rect.left, self.rect.top, self.title_width - 12, self.rect.height)
        text.draw_fitted(surface, _label_text(self.title), title_rect, 22 * scale,
                         theme.TEXT_DIM, "bold", anchor="midleft")
        for (value, label), rect in zip(self.options, self.option_rects()):
            chosen = value == self.value
            hovered = rect.collidepoint(mouse_pos)
            fill = theme.GOLD if chosen else ((88, 80, 128) if hovered else (62, 56, 94))
            pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 3)
            ink = (40, 26, 10) if chosen else theme.TEXT
            text.draw_fitted(surface, _label_text(label), rect.inflate(-16, 0), 20 * scale, ink, "bold")
