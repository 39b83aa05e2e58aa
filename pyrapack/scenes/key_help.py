"""The key-help card: every key of the screen below and what it does, over that screen.

``?`` opens it on every screen (F1 too where a screen gives F1 nothing else to do: in a game F1
is the rules page), and ``?``, Esc or Enter close it. A screen says its keys in
``Scene.key_help``: its buttons' own keys, found on the buttons, then what it adds; the card
adds the keys every screen shares (Tab, the arrows, Enter, F11, ?).
"""

import pygame

from ..i18n import t
from ..ui import text, theme
from ..ui.keynames import key_name
from ..ui.widgets import Button, panel
from .modal import Modal

# The keys every screen shares: (keys, what they do), i18n keys.
COMMON = (("keys.tab", "keys.tab_does"), ("keys.arrows", "keys.arrows_does"), ("keys.press", "keys.press_does"),
          ("keys.help", "keys.help_does"), ("keys.fullscreen", "keys.fullscreen_does"),
          ("keys.speech", "keys.speech_does"))


TYPE = "N"  # a move typed in the game's notation (``scenes/speaking.py``), with speech or without


def game_keys(scene):
    """A game scene's keys (``GameScene.key_help``): the board's, its buttons', what its game adds
    (``KEYS`` of the game's scene: 27's ↑ ↓), what its coaching adds (a lesson's Next step), and
    speech's when it is on."""
    hud = scene.hud
    rows = [(t("keys.game.board"), t("keys.game.board_does")), (t("keys.game.hint"), hud.hint.text()),
            (t("keys.game.undo"), hud.undo.text()), (t("keys.game.redo"), hud.redo.text()),
            (t("keys.game.confirm"), t("keys.game.confirm_does")), (t("keys.game.rules"), hud.rules.text()),
            (t("keys.sound"), t("keys.sound_does")), (key_name(pygame.K_ESCAPE), t("keys.game.esc_does"))]
    rows += [(t(keys), t(does)) for keys, does in scene.KEYS] + scene.coaching.key_help()
    rows.append((TYPE, t("keys.type_does", notation=scene.texts.typing_note(scene.state))))  # with speech or not
    if scene.app.speech.enabled:
        from .speaking import key_rows

        rows += [(keys, does) for keys, does in key_rows() if keys != TYPE]
    return rows


def asks_for_help(event, scene):
    """Whether ``event`` opens the key help over ``scene``: "?" typed anywhere but in a text
    field, or F1 where the screen has no use of its own for it."""
    if event.type != pygame.KEYDOWN or scene.typing():
        return False
    if getattr(event, "unicode", "") == "?":
        return True
    return event.key == pygame.K_F1 and (pygame.K_F1, 0) not in scene.keys


class KeyHelp(Modal):
    CARD = (900, 700)

    def __init__(self, app, scene):
        super().__init__(app)
        self.rows = [(keys, does) for keys, does in scene.key_help()] + [(t(keys), t(does)) for keys, does in COMMON]
        self.title = scene.key_help_title()
        self.close = Button("keys.close", app.pop, "primary", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.close]

    def heading(self):
        """Said as the card opens: its title, then every row ("P: the whole position, ...")."""
        rows = ", ".join(t("speech.key", letter=keys, does=does) for keys, does in self.rows)
        return t("speech.screen", title=self.title, about=rows)

    def handle(self, event):
        if asks_for_help(event, self) or event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_F1):
            self.app.pop()
            return True
        return super().handle(event)

    def layout(self):
        super().layout()
        s = self.scale
        self.card.height = min(self.card.height, self.size[1] - round(20 * s))
        self.card.width = min(self.card.width, self.size[0] - round(20 * s))
        self.card.center = (self.size[0] // 2, self.size[1] // 2)
        self.close.rect.bottom = self.card.bottom - round(18 * s)
        self.close.rect.centerx = self.card.centerx
        top = self.card.top + round(74 * s)
        self.table = pygame.Rect(self.card.left + round(30 * s), top, self.card.width - round(60 * s),
                                 self.close.rect.top - round(12 * s) - top)

    def arranged(self, columns, size):
        """The rows set out in ``columns`` columns at text ``size``: ``(keys_width, width, [[(row,
        keys_lines, lines, top)]])``, each row's keys and words wrapped to their columns (the keys
        are not cut: 'Tab, arrows on…'); None when they do not fit the table."""
        s = self.scale
        gap = round(24 * s)
        width = (self.table.width - gap * (columns - 1)) // columns
        keys_width = min(width * 2 // 5, max(text.render(keys, size, theme.GOLD, "bold").get_width()
                                             for keys, _ in self.rows) + round(16 * s))
        line = theme.font(size).get_linesize()
        per_column = -(-len(self.rows) // columns)
        laid = []
        for c in range(columns):
            top, column = self.table.top, []
            for keys, does in self.rows[c * per_column:(c + 1) * per_column]:
                keys_lines = text.wrap(keys, size, keys_width - round(10 * s), "bold")
                lines = text.wrap(does, size, width - keys_width)
                column.append(((keys, does), keys_lines, lines, top))
                top += round(line * (max(len(keys_lines), len(lines)) + 0.35))
            if top - self.table.top > self.table.height:
                return None
            laid.append(column)
        return keys_width, width, laid

    def layout_rows(self):
        """``(size, keys_width, width, columns)``: the largest text size (down to the smallest) at
        which the rows fit, in one column, else in two."""
        for columns in (1, 2):
            size = round(20 * self.scale)
            while size >= text.smallest():
                laid = self.arranged(columns, size)
                if laid is not None:
                    return (size, *laid)
                size -= 1
        laid = self.arranged(2, text.smallest()) or (0, self.table.width, [])
        return (text.smallest(), *laid)

    def draw_content(self, surface, card):
        s = self.scale
        text.draw_fitted(surface, self.title, pygame.Rect(card.left + round(30 * s), card.top + round(18 * s),
                                                          card.width - round(60 * s), round(46 * s)),
                         30 * s, theme.GOLD, "title")
        size, keys_width, width, columns = self.layout_rows()
        line = theme.font(size).get_linesize()
        gap = round(24 * s)
        for c, column in enumerate(columns):
            left = self.table.left + c * (width + gap)
            for r, (_, keys_lines, lines, top) in enumerate(column):
                height = round(line * (max(len(keys_lines), len(lines)) + 0.35))
                if r % 2 == 0:
                    panel(surface, pygame.Rect(left - round(6 * s), top, width + round(12 * s), height),
                          radius=round(6 * s), fill=(255, 255, 255, 10), edge=False)
                y = top + round(line * 0.17)
                for k, keys in enumerate(keys_lines):
                    text.draw(surface, keys, (left, y + k * line), size, theme.GOLD, "bold")
                for k, words in enumerate(lines):
                    text.draw(surface, words, (left + keys_width, y + k * line), size, theme.TEXT)
