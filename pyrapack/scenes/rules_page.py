"""A game's rules page: headed sections of text, each with a diagram, scrolled by wheel or keys.

With speech on, the page is read a section at a time: its heading says how many there are, then
the first is said; Space and Page Down turn to the next (said, and scrolled to), Page Up to the
one before, Home and End to the first and the last. What only the screen shows (how to click,
the pictures) is left out (``speech.spoken.for_the_ear``)."""

import pygame

from .. import games, i18n
from ..i18n import t
from ..scene import Scene
from ..speech.spoken import for_the_ear
from ..ui import backdrop, text, theme
from ..ui.widgets import Button, SoundButton, panel

TEXT_SIZE = 21
TITLE_SIZE = 27
SECTION_KEYS = (pygame.K_SPACE, pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END)  # with speech on


class RulesScene(Scene):
    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self.sections = games.get(game).part("guide", "SECTIONS")
        self.scroll = 0.0
        self.target_scroll = 0.0
        self.section = 0  # the section speech has read
        self.back = Button("rules.back", app.pop, "primary", hotkey=pygame.K_ESCAPE)
        self.mute = SoundButton(app.sound, app.toggle_sound)
        self.buttons = [self.back, self.mute]

    def heading(self):
        """Speech: the page and how to go through it; its first section follows (``live``)."""
        return t("speech.rules_heading", game=t(f"game.{self.game}"), n=len(self.sections))

    def live(self):
        section = self.sections[self.section]
        return [("section", t("speech.rules_section", number=self.section + 1, sections=len(self.sections),
                              title=t(section.title(self.game)), text=for_the_ear(t(section.text(self.game)))))]

    def turn(self, key):
        """A page key with speech on: the section before or after (or the first, the last), said
        and scrolled to; past the last, speech says so."""
        last = len(self.sections) - 1
        wanted = {pygame.K_SPACE: self.section + 1, pygame.K_PAGEDOWN: self.section + 1, pygame.K_PAGEUP: self.section - 1,
                  pygame.K_HOME: 0, pygame.K_END: last}[key]
        if wanted > last:
            self.app.speech.say(t("speech.rules_end"), interrupt=True)
        self.section = max(0, min(last, wanted))
        self.target_scroll = self.section_top(self.section)

    def section_top(self, index):
        """Where section ``index`` begins on the page (its title at the top of the view)."""
        top, seen = 0, -1
        for kind, _, height in self.blocks():
            if kind == "title":
                seen += 1
                if seen == index:
                    return top
            top += height
        return top

    def layout(self):
        w, h = self.size
        s = self.scale
        self.card = pygame.Rect(0, 0, min(w - round(40 * s), round(1000 * s)), h - round(36 * s))
        self.card.center = (w // 2, h // 2)
        self.head = pygame.Rect(self.card.left + round(36 * s), self.card.top + round(22 * s),
                                self.card.width - round(72 * s), round(50 * s))
        self.view = pygame.Rect(self.card.left + round(36 * s), self.card.top + round(86 * s),
                                self.card.width - round(72 * s), self.card.height - round(170 * s))
        self.back.rect = pygame.Rect(0, 0, round(200 * s), round(50 * s))
        self.back.rect.bottomright = (self.card.right - round(30 * s), self.card.bottom - round(18 * s))
        self.mute.rect = pygame.Rect(0, 0, round(170 * s), round(50 * s))
        self.mute.rect.bottomleft = (self.card.left + round(30 * s), self.card.bottom - round(18 * s))

    def toast_area(self):
        """The title's row: a message there takes the title's place, and covers nothing else."""
        return self.head

    def title(self):
        return t("rules.title", game=t(f"game.{self.game}"))

    def title_rect(self):
        return text.fitted_rect(self.title(), self.head, 40 * self.scale, "title", "midleft")

    def blocks(self):
        """``(kind, payload, height)`` for each block of the page at the current width.

        Wrapping a long page is slow, so the blocks are kept until the window size or
        the language changes.
        """
        key = (self.size, i18n.language())
        if getattr(self, "_blocks_key", None) != key:
            self._blocks_key, self._blocks = key, self._measure()
        return self._blocks

    def _measure(self):
        s, width = self.scale, self.view.width
        out = []
        for section in self.sections:
            out.append(("title", section, round(TITLE_SIZE * s * 1.5)))
            body = t(section.text(self.game))
            inset = round(24 * s) if section.note else 0
            height = text.wrapped_height(body, TEXT_SIZE * s, width - 2 * inset)
            out.append(("text", section, height + round(10 * s)))
            if section.diagram:
                out.append(("diagram", section, round(max(190, min(240 * s, width * 0.32)))))
            out.append(("gap", None, round(22 * s)))
        return out

    def content_height(self):
        return sum(height for _, _, height in self.blocks())

    def max_scroll(self):
        return max(0, self.content_height() - self.view.height)

    own_keys = frozenset((pygame.K_SPACE,))  # a page down, as in any reader; Enter presses Back

    def key_help(self):
        return [(t("keys.page"), t("keys.page_does"))] + super().key_help()

    def handle(self, event):
        if super().handle(event):
            return True
        if self.app.speech.enabled and event.type == pygame.KEYDOWN and event.key in SECTION_KEYS:
            self.turn(event.key)
            return True
        step = 60 * self.scale
        if event.type == pygame.MOUSEWHEEL:
            self.target_scroll -= event.y * step
        elif event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.view.height * 0.9,
                     pygame.K_PAGEUP: -self.view.height * 0.9, pygame.K_SPACE: self.view.height * 0.9,
                     pygame.K_HOME: -1e9, pygame.K_END: 1e9}
            if event.key not in moves:
                return False
            self.target_scroll += moves[event.key]
        else:
            return False
        self.target_scroll = min(max(0.0, self.target_scroll), self.max_scroll())
        return True

    def update(self, dt):
        super().update(dt)
        self.target_scroll = min(max(0.0, self.target_scroll), self.max_scroll())
        self.scroll += (self.target_scroll - self.scroll) * min(1.0, dt * 14)

    def draw(self, surface):
        s = self.scale
        surface.blit(backdrop.night(self.size), (0, 0))
        panel(surface, self.card, radius=round(22 * s), fill=(24, 20, 44, 242), edge=(*theme.GOLD, 120))
        if not self.under_a_message():
            text.draw_fitted(surface, self.title(), self.head, 40 * s, theme.GOLD, "title", "midleft")
        surface.set_clip(self.view)
        y = self.view.top - round(self.scroll)
        for kind, section, height in self.blocks():
            if y + height >= self.view.top and y <= self.view.bottom:
                self.draw_block(surface, kind, section, pygame.Rect(self.view.left, y, self.view.width, height))
            y += height
        surface.set_clip(None)
        self.draw_scrollbar(surface)
        self.draw_buttons(surface)

    def draw_block(self, surface, kind, section, rect):
        s = self.scale
        if kind == "title":
            color = theme.SAND if section.note else theme.GOLD
            text.draw_fitted(surface, t(section.title(self.game)), rect, TITLE_SIZE * s, color, "bold", "midleft")
        elif kind == "text":
            if section.note:
                pygame.draw.rect(surface, theme.SAND, (rect.left, rect.top, max(3, round(4 * s)), rect.height - 10),
                                 border_radius=2)
                rect = rect.inflate(-2 * round(24 * s), 0)
            text.draw_wrapped(surface, t(section.text(self.game)), rect, TEXT_SIZE * s, theme.TEXT)
        elif kind == "diagram":
            box = pygame.Rect(0, 0, min(rect.width, round(rect.height * 2.6)), rect.height)
            box.midtop = rect.midtop
            panel(surface, box, radius=round(14 * s), fill=(12, 10, 26, 200))
            section.diagram(surface, box.inflate(-round(20 * s), -round(16 * s)), s)

    def draw_scrollbar(self, surface):
        total = self.content_height()
        if total <= self.view.height:
            return
        track = pygame.Rect(self.card.right - round(18 * self.scale), self.view.top, max(4, round(6 * self.scale)),
                            self.view.height)
        pygame.draw.rect(surface, (255, 255, 255, 30), track, border_radius=3)
        thumb = track.copy()
        thumb.height = max(20, round(track.height * self.view.height / total))
        thumb.top = track.top + round((track.height - thumb.height) * self.scroll / max(1, self.max_scroll()))
        pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=3)
