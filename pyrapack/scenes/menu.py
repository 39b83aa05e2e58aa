"""The menu: a tile per game, resume, the games kept, language, sound, settings and quit."""

import pygame

from .. import games, i18n
from ..i18n import t
from ..scene import Scene
from ..ui import backdrop, text, theme, toasts
from ..ui.focus import Stop
from ..ui.keynames import key_name
from ..ui.widgets import Button, SoundButton, pointer, same_label_size
from .dialog import ConfirmDialog
from . import menu_cards
from .menu_tiles import Tile
from .preferences import SettingsDialog
from .rules_page import RulesScene


CLASSIC = 4  # up to this many games, tiles (``lay_out_tiles``); more, cards (``lay_out_cards``)


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.tiles = [Tile(info) for info in games.GAMES]
        self.first_row = 0  # the first row of cards in view
        self.rows = self.rows_shown = 1
        self.tagline_shown = True  # cards may take its room
        self.title_share = 1.0  # the title's size, of its full size (cards may take some of its room)
        self.card_plan = None  # (what it was made for, the cards' last plan: ``menu_cards.plan``)
        self._laid_out = None  # the window size and Size the cards were laid out for
        self.saved = None
        self.resume_button = Button(self._resume_label, self.resume_game, "primary")
        self.language = Button(lambda: t("menu.language"), self.next_language, "quiet")
        self.mute = SoundButton(app.sound, app.toggle_sound, "menu")
        self.settings_button = Button("menu.settings", lambda: app.push(SettingsDialog(app)), "quiet")
        self.quit_button = Button("menu.quit", app.quit, "quiet")
        self.keys_button = Button("keys.button", self.show_keys, "quiet")
        self.games_button = Button("menu.games", app.open_games, hotkey=pygame.K_g)
        self.puzzles_button = Button("menu.puzzles", app.open_puzzles, hotkey=pygame.K_p)
        self.buttons = [self.resume_button, self.games_button, self.puzzles_button, self.language, self.mute,
                        self.settings_button, self.keys_button, self.quit_button]
        number_keys = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
                       pygame.K_8, pygame.K_9)
        self.keys = {(key, 0): (lambda tile=tile: self.play(tile)) for key, tile in zip(number_keys, self.tiles)}
        self.keys[(pygame.K_ESCAPE, 0)] = self.ask_quit  # a click on Quit quits; a key asks first
        self.keys[(pygame.K_m, 0)] = app.toggle_sound  # as in a game

    def enter(self):
        self.look_for_saved_game()

    def resume(self):
        self.look_for_saved_game()

    def look_for_saved_game(self):
        self.saved = self.app.library.latest_unfinished()  # a library Entry, or None
        if self.resume_button.visible != (self.saved is not None):
            self.resume_button.visible = self.saved is not None
            self.size = (0, 0)  # the games button moves over: lay out again

    def _resume_label(self):
        if self.saved is None:
            return ""
        return t("menu.resume", game=t(f"game.{self.saved.game}"), n=self.saved.moves)

    def resume_game(self):
        if self.saved is not None:
            match, problem = self.app.library.open(self.saved.id)
            if match is None:
                self.app.warn(problem)
                self.look_for_saved_game()
            else:
                self.app.resume_game(match)

    def show_keys(self):
        from .key_help import KeyHelp

        self.app.push(KeyHelp(self.app, self))

    def key_help(self):
        return [(t("keys.menu.numbers", last=min(9, len(self.tiles))), t("keys.menu.numbers_does")), *super().key_help(),
                (t("keys.sound"), t("keys.sound_does")), (key_name(pygame.K_ESCAPE), t("keys.menu.esc_does"))]

    def ask_quit(self):
        """Esc on the menu: quit, once the player says so (one Esc too many quit at once)."""
        self.app.push(ConfirmDialog(self.app, lambda: t("menu.quit_question"), self.app.quit, yes="menu.quit"))

    def next_language(self):
        langs = i18n.LANGUAGES
        self.app.set_language(langs[(langs.index(i18n.language()) + 1) % len(langs)])

    def layout(self):
        """Title, tiles, the games kept, the row of switches, top to bottom; the tiles take the
        height the others leave (up to four: at a large Size in a small window, less than their
        own; more: as cards, scrolled to where the room holds fewer rows than they fill)."""
        w, h = self.size
        s = self.scale
        if len(self.tiles) <= CLASSIC:
            self.lay_out_tiles()
        else:
            self.lay_out_cards()
        self.place_resume_and_games(w // 2, round(self.tiles_bottom + 26 * s))
        row = (self.language, self.mute, self.settings_button, self.keys_button, self.quit_button)
        pitch = min(230 * s, (w - 24 * s) / len(row))
        small = pygame.Rect(0, 0, pitch - 20 * s, 44 * s)
        for i, button in enumerate(row):
            button.rect = small.copy()
            button.rect.midbottom = (round(w / 2 + (i - (len(row) - 1) / 2) * pitch), round(h - 22 * s))

    def lay_out_tiles(self):
        """Up to four games: one row of tiles, or two where the row is too narrow."""
        w, h = self.size
        s = self.scale
        n = len(self.tiles)
        gap = 26 * s
        top = max(h * 0.26, self.tagline_bottom() + 14 * s)
        width = w - 40 * s
        columns = n if (width - gap * (n - 1)) / n >= 230 * s else (n + 1) // 2  # else two rows
        rows = -(-n // columns)
        below = 26 * s + 54 * s + 12 * s + 44 * s + 22 * s  # the games kept, then the switches
        # more games than a row holds, at Size 100%: room for two messages under them (``toast_area``;
        # at a larger Size the tiles need it, and messages go over the line under the name instead)
        below += 70 * s if rows > 1 and s <= theme.scale_for(self.size, zoom=False) else 0
        room = pygame.Rect(20 * s, top, width, max(120 * s, h - top - below))
        tile_w = min(270 * s if columns == n else 560 * s, (room.width - gap * (columns - 1)) / columns)
        tile_h = min(360 * s if rows == 1 else 220 * s, h * 0.5 if rows == 1 else h, (room.height - gap * (rows - 1)) / rows)
        left = (w - (tile_w * columns + gap * (columns - 1))) / 2
        for i, tile in enumerate(self.tiles):
            row, column = divmod(i, columns)
            short = columns - min(columns, n - row * columns)  # a last row not full is centred
            x = left + (column + short / 2) * (tile_w + gap)
            tile.rect = pygame.Rect(round(x), round(top + row * (tile_h + gap)), round(tile_w), round(tile_h))
        self.tiles_bottom = self.tiles[-1].rect.bottom
        self.rows = self.rows_shown = rows

    def ensure_layout(self, size):
        """With cards, lay out again for another window size, Size or language (their words
        decide the cards' shape), at the scale ``menu_cards.menu_scale`` finds."""
        if len(self.tiles) <= CLASSIC:
            return super().ensure_layout(size)
        asked = (size, theme.scale_for(size), i18n.language(), self.app.tagged())  # the tag: room for it
        if size == self.size and asked == self._laid_out:
            return None
        self._laid_out = asked
        self.size = size
        self.scale = menu_cards.menu_scale(self, size)
        text.set_scale(self.scale, theme.scale_for(size, zoom=False))
        self.layout()
        return None

    def lay_out_cards(self):
        """More than four games: cards (``menu_cards``) at the menu's scale; the rows the room
        holds are shown, the others scrolled to (``first_row``)."""
        chosen, self.rows, self.band = menu_cards.lay_out(self)
        self.columns, self.rows_shown = chosen.columns, chosen.shown
        self.tagline_shown, self.title_share = chosen.tagline, chosen.title
        self.tiles_bottom = self.band.bottom

    def scroll_rows(self, rows):
        """Show the cards ``rows`` further down (up, when negative); True when they moved."""
        before = self.first_row
        self.first_row = max(0, min(self.first_row + rows, self.rows - self.rows_shown))
        if self.first_row != before:
            self.lay_out_cards()
        return self.first_row != before

    def show_tile(self, tile):
        """Scroll the cards so that ``tile`` is in view."""
        if not tile.shown:
            row = self.tiles.index(tile) // self.columns
            self.scroll_rows(row - self.first_row if row < self.first_row else row - self.first_row - self.rows_shown + 1)

    def shown_tiles(self):
        """The tiles in view (every one, up to four games)."""
        return [tile for tile in self.tiles if tile.shown]

    def title_size(self, scale=None, share=None):
        """The title's size: smaller when the window is short for the Size chosen, or where
        cards need the room (``share`` of it; the cards' plan's, unless told)."""
        share = self.title_share if share is None else share
        return min(88 * (self.scale if scale is None else scale), self.size[1] * 0.11) * share

    def tagline(self):
        """"Four pyramid games for two players": as many as there are tiles, in words."""
        n = len(self.tiles)
        numbers = t("menu.numbers").split()
        return t("menu.tagline", n=n, count=numbers[n - 1] if 0 < n <= len(numbers) else str(n))

    def tagline_bottom(self, scale=None, share=None):
        scale = self.scale if scale is None else scale
        return self.tagline_top(scale, share) + text.measured(self.tagline(), 24 * scale).height

    def tagline_top(self, scale=None, share=None):
        scale = self.scale if scale is None else scale
        return 36 * scale + self.title_size(scale, share) * 1.2

    def place_resume_and_games(self, centre, y):
        """Under the tiles: the resume offer and, beside it (or alone), the games kept and the puzzles."""
        s = self.scale
        games_w, gap, resume_w = 230 * s, round(16 * s), 460 * s if self.resume_button.visible else 0
        fit = min(1.0, (self.size[0] - 40 * s - 2 * gap) / (resume_w + 2 * games_w))  # a large Size: narrower
        games_w, resume_w = round(games_w * fit), round(resume_w * fit) if resume_w else -gap
        left = centre - (resume_w + 2 * (gap + games_w)) // 2
        self.resume_button.rect = pygame.Rect(left, y, max(0, resume_w), round(54 * s))
        self.games_button.rect = pygame.Rect(left + resume_w + gap, y, games_w, round(54 * s))
        self.puzzles_button.rect = self.games_button.rect.move(games_w + gap, 0)

    def toast_area(self):
        """Between the games kept and the row of switches: messages (a file kept aside at start-up)
        cover neither the title nor anything to click. Where that band is lower than a message
        (as high as a switch: a large Size in a short window, where it squeezed a message to a
        sliver), over the line under the title instead: still nothing to click, and the name
        of the app whole. Cards keep that room for a message at its full size, under the
        read-only tag where the window is (``menu_cards``): the band under them serves where
        it holds as much."""
        s = self.scale
        top = max(self.resume_button.rect.bottom, self.games_button.rect.bottom) + round(6 * s)
        bottom = self.quit_button.rect.top - round(6 * s)
        shown = self.shown_tiles()
        left, right = min(tile.rect.left for tile in shown), max(tile.rect.right for tile in shown)
        least = self.quit_button.rect.height
        if len(self.tiles) > CLASSIC:
            least = max(least, toasts.least_band(self.size, self.app.tagged()))
        if bottom - top < least:
            top, bottom = round(self.tagline_top()), min(tile.rect.top for tile in shown) - round(6 * s)
        return pygame.Rect(left, top, right - left, max(1, bottom - top))

    def tile_at(self, pos):
        return next((tile for tile in self.shown_tiles() if tile.rect.collidepoint(pos)), None)

    def handle(self, event):
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL and self.rows > self.rows_shown:
            return self.scroll_rows(-event.y) or True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            tile = self.tile_at(event.pos)
            if tile is None:
                return False
            learn = tile.pill_rects(self.scale)[0]
            if tile.has_rules and tile.rules_rect(self.scale).collidepoint(event.pos):
                self.show_rules(tile)
            elif learn is not None and learn.collidepoint(event.pos):
                self.learn(tile)
            else:
                self.play(tile)
            return True
        return False

    def play(self, tile):
        if tile.playable:
            self.app.sound.play("select")
            self.app.set_up(tile.info.id)
        else:
            self.app.sound.play("illegal")
            self.app.warn("menu.not_yet")

    def learn(self, tile):
        self.app.sound.play("select")
        self.app.start_tutorial(tile.info.id)

    def show_rules(self, tile):
        self.app.push(RulesScene(self.app, tile.info.id))

    def heading(self):
        return t("speech.menu")

    @staticmethod
    def tile_words(tile, action):
        """What speech says of a tile's button: the game, and what the button does ("27: Learn")."""
        return lambda: t("speech.tile", game=t(tile.info.title), action=t(action if tile.playable else "menu.coming_soon"))

    def focus_stops(self):
        """Each tile's Learn, Play (left to right, as they are drawn) and "?" (rules), then the
        buttons under them."""
        stops = []
        for tile in self.tiles:
            learn, play = tile.pill_rects(self.scale)
            if learn is not None:
                stops.append(Stop((tile, "learn"), learn, lambda tile=tile: self.learn(tile),
                                  say=self.tile_words(tile, "tutorial.learn")))
            stops.append(Stop((tile, "play"), play, lambda tile=tile: self.play(tile), say=self.tile_words(tile, "menu.play")))
            if tile.has_rules:
                stops.append(Stop((tile, "rules"), tile.rules_rect(self.scale), lambda tile=tile: self.show_rules(tile),
                                  round=True, say=self.tile_words(tile, "game.rules")))
        return stops + super().focus_stops()

    def update(self, dt):
        super().update(dt)
        if self.focus.shown and isinstance(self.focus.key, tuple) and self.focus.key[0] in self.tiles:
            self.show_tile(self.focus.key[0])  # the keys went to a card scrolled away: it comes into view
        mouse = self.app.pointer()
        for tile in self.shown_tiles():
            target = 1.0 if tile.rect.collidepoint(mouse) else 0.0
            tile.hover += (target - tile.hover) * min(1.0, dt * 12)
            if target and (tile.playable or tile.has_rules and tile.rules_rect(self.scale).collidepoint(mouse)):
                pointer.over_clickable()

    def draw(self, surface):
        s = self.scale
        surface.blit(backdrop.night(self.size), (0, 0))
        w = self.size[0]
        text.draw(surface, "PyraPack", (w / 2, 36 * s), self.title_size(), theme.GOLD, "title", "midtop")
        tagline = text.render(self.tagline(), 24 * s).get_rect(midtop=(w / 2, self.tagline_top()))
        covered = any(tagline.colliderect(rect) for _, rect, _ in self.app.toast_layout(self.size))
        if self.tagline_shown and not covered:  # not half hidden
            text.draw(surface, self.tagline(), tagline.midtop, 24 * s, theme.TEXT_DIM, "body", "midtop")
        for tile in self.shown_tiles():
            tile.draw(surface, s)
        self.draw_scrollbar(surface)
        same_label_size([self.language, self.mute, self.settings_button, self.keys_button, self.quit_button], 22 * s)
        self.draw_buttons(surface)

    def draw_scrollbar(self, surface):
        """Where the cards in view are among all of them, beside them (when some are scrolled away)."""
        if self.rows <= self.rows_shown:
            return
        s, band = self.scale, self.band
        bar = pygame.Rect(band.right + round(6 * s), 0, max(3, round(5 * s)),
                          max(12, band.height * self.rows_shown // self.rows))
        bar.top = band.top + (band.height - bar.height) * self.first_row // (self.rows - self.rows_shown)
        pygame.draw.rect(surface, theme.TEXT_DIM, bar, border_radius=bar.width)
