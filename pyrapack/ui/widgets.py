"""Buttons, choice rows and panels: the few widgets every scene shares.

Widgets keep an i18n key rather than a translated text, so a language switch
shows at once. Their rectangles are set by the owning scene's layout.
Whatever can be clicked looks it: an outline, a lighter face under the mouse,
a pressed face while held, and the hand cursor.
"""

import pygame

from .. import i18n
from . import backdrop, drawings, text, theme
from .focus import Stop


class Pointer:
    """The mouse cursor: a hand over something clickable, the arrow elsewhere.

    Widgets under the mouse call ``over_clickable()`` while a frame is updated
    and drawn; the app calls ``apply()`` once the frame is drawn.
    """

    CURSORS = {"hand": pygame.SYSTEM_CURSOR_HAND, "arrow": pygame.SYSTEM_CURSOR_ARROW}

    def __init__(self):
        self.shape = "arrow"
        self._wanted = False

    def over_clickable(self):
        self._wanted = True

    def apply(self):
        shape = "hand" if self._wanted else "arrow"
        self._wanted = False
        if shape != self.shape:
            self.shape = shape
            try:
                pygame.mouse.set_cursor(self.CURSORS[shape])
            except pygame.error:  # no system cursors (a headless display): nothing to show
                pass


pointer = Pointer()


def card_screen(surface, size, card, scale):
    """The night and, over it, the gold-edged card that holds a screen of choices (a game's
    set-up, Your games, hosting and joining a game on two computers)."""
    surface.blit(backdrop.night(size), (0, 0))
    panel(surface, card, radius=round(22 * scale), fill=(26, 22, 46, 235), edge=(*theme.GOLD, 120))


def panel(surface, rect, radius=14, fill=None, edge=None):
    """A translucent rounded panel (the theme's panel colours unless told; ``edge=False``: none)."""
    fill = theme.PANEL if fill is None else fill
    edge = theme.PANEL_EDGE if edge is None else edge
    surface.blit(_panel_layer(tuple(rect.size), radius, tuple(fill), tuple(edge) if edge else None), rect)


@drawings.cached(budget=16 * drawings.MB)  # drawn once: a screen's panels are the same every frame
def _panel_layer(size, radius, fill, edge):
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(layer, edge, layer.get_rect(), width=1, border_radius=radius)
    return layer


def veil(surface, color, alpha):
    """Lay ``color`` over the whole of ``surface`` at ``alpha`` (0-255), as a translucent layer
    would, in place: no layer the size of the window (33 MB at 4K, every frame of a fade)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(tuple(round(c * alpha / 255) for c in color[:3]), special_flags=pygame.BLEND_RGB_ADD)


def _label_text(label):
    if callable(label):
        return label()
    return i18n.t(label)


class Button:
    """A clickable rounded button; ``action`` is called on release inside it.

    Styles: "primary" (gold, the action a screen expects), "normal", and "quiet"
    (a see-through face, for secondary switches) which still has its outline.
    """

    STYLES = {  # face, face under the mouse, ink
        "primary": ((242, 179, 61), (255, 205, 110), (40, 26, 10)),
        "normal": ((74, 66, 110), (98, 88, 146), theme.TEXT),
        "quiet": ((255, 255, 255, 16), (255, 255, 255, 46), theme.TEXT),
    }
    LABEL_SIZE = 22  # design pixels

    def __init__(self, label, action, style="normal", enabled=True, hotkey=None):
        self.label = label
        self.action = action
        self.style = style
        self.enabled = enabled
        self.hotkey = hotkey
        self.visible = True
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = 0.0
        self.label_size = None  # pixels; None: LABEL_SIZE at the scene's scale
        self._pressed = False
        self._under_mouse = False

    @property
    def active(self):
        return self.visible and self.enabled and self.rect.width > 0

    @property
    def pressed(self):
        """Held down by the mouse, which is still over it (releasing now clicks)."""
        return self._pressed and self._under_mouse and self.active

    def text(self):
        return _label_text(self.label)

    def spoken(self):
        """What speech says of it: its label (its spoken form for a symbol: "«" is "First move"), as a button."""
        label = self.label() if callable(self.label) else i18n.said(self.label)
        return i18n.t("speech.button", label=label)

    def press(self):
        """Do what a click does, if the button can be clicked now (a key's way in)."""
        if self.active:
            self.action()

    def label_box(self):
        """Where the label goes: the face less a margin at each end."""
        return self.rect.inflate(-round(self.rect.height * 0.3), 0)

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
        self._under_mouse = self.active and self.rect.collidepoint(mouse_pos)
        if self._under_mouse:
            pointer.over_clickable()
        target = 1.0 if self._under_mouse else 0.0
        self.hover += (target - self.hover) * min(1.0, dt * 14)

    def draw(self, surface, scale):
        if not self.visible or self.rect.width <= 0:
            return
        base, lit, ink = self.STYLES[self.style]
        color = [round(a + (b - a) * self.hover) for a, b in zip(base, lit)]
        edge = (255, 255, 255, 70 + round(90 * self.hover))
        lift = -round(2 * self.hover)
        if self.pressed:  # pushed in: darker, down, a gold rim
            color, edge, lift = theme.shade(lit, -0.3), (*theme.GOLD, 220), round(max(1, scale))
        if not self.enabled:
            color, ink, edge, lift = (70, 66, 84, 160), theme.TEXT_DIM, (255, 255, 255, 40), 0
        radius = max(6, self.rect.height // 3)
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, edge, layer.get_rect(), width=max(1, round(1.5 * scale)), border_radius=radius)
        surface.blit(layer, self.rect.move(0, lift))
        size = self.label_size or self.LABEL_SIZE * scale
        text.draw_fitted(surface, self.text(), self.label_box().move(0, lift), size, ink, "bold")


def same_label_size(buttons, size):
    """Give ``buttons`` one label size: the largest up to ``size`` at which each of their labels
    fits, hidden ones included (a button that replaces another keeps the size of the rest).

    A row of buttons then reads as one, instead of a long label shrinking alone.
    """
    placed = [b for b in buttons if b.rect.width > 0]
    fitting = min((text.fit_size(b.text(), size, b.label_box().width, "bold") for b in placed), default=size)
    for button in buttons:
        button.label_size = fitting


class SoundButton(Button):
    """The sound switch. It says "on" or "off", or that sound is unavailable (no audio device):
    then it is greyed, as there is nothing to switch on."""

    def __init__(self, sound, toggle, texts="game"):
        super().__init__(lambda: i18n.t(f"{texts}.sound_{sound.state}"), toggle, "quiet")
        self.sound = sound
        self.enabled = sound.state != "unavailable"

    def update(self, dt, mouse_pos):
        self.enabled = self.sound.state != "unavailable"
        super().update(dt, mouse_pos)


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
        self.lines = 1  # the options' lines, ``rect`` holding them all (``lines_for`` says how many)

    def option_rects(self):
        """The options' rectangles, as many on each of ``lines`` as on the first (the last may
        hold fewer), all as wide."""
        area = self.rect.copy()
        area.left += self.title_width
        area.width -= self.title_width
        n = max(1, len(self.options))
        lines = max(1, min(self.lines, n))
        across = -(-n // lines)
        gap = max(4, round(area.height / (lines + (lines - 1) / 6)) // 6)  # a sixth of a line's height
        height = (area.height - gap * (lines - 1)) / lines
        width = (area.width - gap * (across - 1)) / across
        return [
            pygame.Rect(round(area.left + (i % across) * (width + gap)), round(area.top + (i // across) * (height + gap)),
                        round(width), round(height))
            for i in range(n)
        ]

    def lines_for(self, width, height, scale):
        """How many lines of options ``height`` high a row ``width`` wide (its title's aside) needs
        for every option's words whole at ``scale``: one for a few games, two or more for more
        games or at a larger Size (a line of one option each at most)."""
        area = width - self.title_width
        gap = max(4, height // 6)
        widest = max(text.width(_label_text(label), 20 * scale, "bold") for _, label in self.options) + 16
        for lines in range(1, len(self.options)):
            across = -(-len(self.options) // lines)
            if (area - gap * (across - 1)) / across >= widest:
                return lines
        return max(1, len(self.options))

    def handle(self, event):
        if not self.visible or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for (value, _), rect in zip(self.options, self.option_rects()):
            if rect.collidepoint(event.pos):
                self.choose(value)
                return True
        return False

    def choose(self, value):
        self.value = value
        if self.on_change:
            self.on_change(value)

    def stops(self, sound=None):
        """The keyboard's stops: an option each (Enter chooses it; ``sound()`` says so)."""
        if not self.visible:
            return []

        def press(value):
            return lambda: (self.choose(value), sound and sound())

        def say(value, label):
            key = "speech.option_chosen" if value == self.value else "speech.option"
            return lambda: i18n.t(key, row=_label_text(self.title), option=_label_text(label))

        return [Stop((id(self), value), rect, press(value), say=say(value, label))
                for (value, label), rect in zip(self.options, self.option_rects())]

    def draw(self, surface, scale, mouse_pos=(-1, -1)):
        if not self.visible:
            return
        first = self.option_rects()[0] if self.options else self.rect  # the title beside the first line
        title_rect = pygame.Rect(self.rect.left, first.top, self.title_width - 12, first.height)
        text.draw_fitted(surface, _label_text(self.title), title_rect, 22 * scale,
                         theme.TEXT_DIM, "bold", anchor="midleft")
        for (value, label), rect in zip(self.options, self.option_rects()):
            chosen = value == self.value
            hovered = rect.collidepoint(mouse_pos)
            if hovered and not chosen:
                pointer.over_clickable()
            fill = theme.GOLD if chosen else ((88, 80, 128) if hovered else (62, 56, 94))
            pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 3)
            ink = (40, 26, 10) if chosen else theme.TEXT
            text.draw_fitted(surface, _label_text(label), rect.inflate(-16, 0), 20 * scale, ink, "bold")
