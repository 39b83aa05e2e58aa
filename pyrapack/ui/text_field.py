"""A line of text the player types (a name), and a row of them under a title, as the set-up
screen's rows of choices look.

Click a field (or press Enter on it) to type in it (its edge turns gold and a caret blinks);
Backspace erases, Tab goes to the next field of the row (from the last one, Tab and Shift+Tab
leave the row for the screen's next stop), Esc or a click elsewhere stops typing, Enter stops too and
lets the screen's own Enter act (the set-up screen starts the game). Typed text arrives as
``TEXTINPUT`` events, so any keyboard layout and input method works; while a field has the
keys, no other key of the screen acts on them.
"""

import pygame

from .. import graphemes
from ..players import name_characters
from . import text, theme
from .focus import Stop
from .widgets import _label_text, pointer

_LETS_THROUGH = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_F11)


class TextField:
    """``value`` (at most ``limit`` characters as a reader counts them: ``graphemes``; Backspace
    erases one such), ``placeholder`` (an i18n key or a callable) shown while it is empty."""

    def __init__(self, value="", placeholder="", limit=20):
        self.value, self.placeholder, self.limit = value, placeholder, limit
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.blink = 0.0

    def focus(self, on=True):
        if on and not self.focused:
            try:  # where an input method shows what is being composed
                pygame.key.set_text_input_rect(self.rect)
            except (pygame.error, AttributeError):
                pass
        self.focused, self.blink = on, 0.0

    def type(self, words):
        """Add typed ``words`` (control characters dropped, joiners kept: ``name_characters``), up to the limit."""
        kept = name_characters(words)
        self.value = graphemes.first(self.value + kept, self.limit)
        self.blink = 0.0

    def handle(self, event):
        """True when the event was the field's: a click on it, or what is typed while it has the keys."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focus(self.rect.collidepoint(event.pos))
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.type(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value, self.blink = graphemes.without_last(self.value), 0.0
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.focus(False)
            return event.key not in _LETS_THROUGH
        return event.type == pygame.KEYUP

    def update(self, dt, mouse):
        self.blink += dt
        if self.rect.collidepoint(mouse):
            pointer.over_clickable()

    def draw(self, surface, scale, mouse=(-1, -1)):
        rect = self.rect
        hovered = rect.collidepoint(mouse) and not self.focused
        fill = (44, 38, 70) if self.focused else (88, 80, 128) if hovered else (62, 56, 94)
        pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 3)
        edge = theme.GOLD if self.focused else (110, 100, 150)
        pygame.draw.rect(surface, edge, rect, max(1, round(2 * scale)), border_radius=rect.height // 3)
        inner = rect.inflate(-round(24 * scale), 0)
        if self.value:
            box = text.draw_fitted(surface, self.value, inner, 20 * scale, theme.TEXT, "bold", "midleft")
        else:
            shown = _label_text(self.placeholder) if self.placeholder else ""
            box = text.draw_fitted(surface, shown, inner, 18 * scale, theme.TEXT_DIM, "body", "midleft")
            box.width = 0
        if self.focused and self.blink % 1.0 < 0.6:
            x = min(box.right + round(2 * scale), inner.right)
            pygame.draw.line(surface, theme.GOLD, (x, rect.top + rect.height // 4), (x, rect.bottom - rect.height // 4),
                             max(1, round(2 * scale)))


class FieldRow:
    """Text fields side by side under a title, laid out like a ``ChoiceRow`` (``rect``,
    ``title_width``, ``visible``)."""

    def __init__(self, title, fields):
        self.title, self.fields = title, list(fields)
        self.visible = True
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_width = 0

    @property
    def values(self):
        return [field.value for field in self.fields]

    def place(self):
        area = self.rect.copy()
        area.left += self.title_width
        area.width -= self.title_width
        n, gap = len(self.fields), max(4, area.height // 6)
        width = (area.width - gap * (n - 1)) / n
        for i, field in enumerate(self.fields):
            field.rect = pygame.Rect(round(area.left + i * (width + gap)), area.top, round(width), area.height)

    def stops(self, sound=None):
        """The keyboard's stops: a field each (Enter starts typing in it)."""
        if not self.visible:
            return []
        def say(field):
            return lambda: f"{_label_text(self.title)}: {field.value or _label_text(field.placeholder)}"

        return [Stop((id(self), i), field.rect, lambda field=field: field.focus(True), say=say(field))
                for i, field in enumerate(self.fields)]

    def handle(self, event):
        """A field's event; Tab takes the keys to the next field, and out of the row past its ends."""
        if not self.visible:
            return False
        focused = next((i for i, field in enumerate(self.fields) if field.focused), None)
        if focused is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.fields[focused].focus(False)
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            if 0 <= focused + step < len(self.fields):
                self.fields[focused + step].focus(True)
                return True
            return False  # the screen's focus moves on
        used = [field.handle(event) for field in self.fields]  # a click on one takes the keys from the others
        return any(used)

    def update(self, dt, mouse):
        for field in self.fields if self.visible else ():
            field.update(dt, mouse)

    def draw(self, surface, scale, mouse=(-1, -1)):
        if not self.visible:
            return
        self.place()
        title_rect = pygame.Rect(self.rect.left, self.rect.top, self.title_width - 12, self.rect.height)
        text.draw_fitted(surface, _label_text(self.title), title_rect, 22 * scale, theme.TEXT_DIM, "bold",
                         anchor="midleft")
        for field in self.fields:
            field.draw(surface, scale, mouse)
