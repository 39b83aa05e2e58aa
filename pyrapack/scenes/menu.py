"""The menu: a tile per game, resume, the games kept, language, sound, settings and quit."""

import pygame

from .. import games, i18n
from ..i18n import t
from ..scene import Scene
from ..ui import backdrop, text, theme
from ..ui.focus import Stop
from ..ui.keynames import key_name
from ..ui.widgets import Button, SoundButton, panel, pointer, same_label_size
from . import parts
from .dialog import ConfirmDialog
from .preferences import SettingsDialog
from .rules_page import RulesScene


class Tile:
    """One game's tile: illustration, name, author, and whether it can be played yet."""

    def __init__(self, info):
        self.info = info
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = 0.0
        self.playable = info.playable
        self.has_rules = info.has("guide")
        self.has_lesson = info.has_lesson

    @property
    def wide(self):
        """Laid out across (the name on top, the picture left of the rest) when the menu puts
        its tiles in rows: more games than a row holds, or a large Size in a small window."""
        return self.rect.width > 1.3 * self.rect.height

    def fit(self, scale):
        """The tile's own scale: the window's, or less where the tile got less room than it
        asks, so that what it holds still fits in it."""
        if self.wide:
            return min(scale, self.rect.width / 440, self.rect.height / 128)
        return min(scale, self.rect.width / 270, self.rect.height / 360)

    def name_size(self, scale, width):
        """The size of the game's name in ``width`` pixels: across, as large as the tile's height
        allows its line (not the whole tile's fit: a larger Size that leaves the tiles shorter
        and narrower made the names smaller than a smaller Size did, 30 then 28 pixels)."""
        wanted = 32 * (min(scale, self.rect.height / 112) if self.wide else self.fit(scale))
        return text.fit_size(t(self.info.title), wanted, width, "title")

    def parts(self, scale):
        """``(art, name, author, pills)``: where the picture, the name, the author and the row of
        pills go. Across (more games than a row holds, or a large Size in a short window), the picture
        (at most a third of the width) left of the name and the author under it (wrapped if it must
        be), the pills across the bottom. The pills are as tall as their words (which a larger Size
        makes larger than the tile's own scale would)."""
        s, r = self.fit(scale), self.rect
        pills_h = max(round(36 * s), text.line_height(19 * s, "bold") + round(6 * s))
        if self.wide:
            pad = round(12 * s)
            pills = pygame.Rect(r.left + pad, r.bottom - pad - pills_h, r.width - 2 * pad, pills_h)
            room = pills.top - round(6 * s) - (r.top + pad // 2)
            size = max(1, min(room, round(r.width * 0.3)))
            art = pygame.Rect(r.left + pad, r.top + pad // 2 + (room - size) // 2, size, size)
            name = pygame.Rect(art.right + pad, r.top + pad // 2, r.right - art.right - 2 * pad - round(44 * s),
                               round(38 * s))
            name.height = max(name.height, text.line_height(self.name_size(scale, name.width), "title"))
            author = pygame.Rect(name.left, name.bottom, r.right - art.right - 2 * pad, max(1, pills.top - name.bottom))
        else:
            pad = round(16 * s)
            art = pygame.Rect(r.left + pad, r.top + pad, r.width - 2 * pad, r.height * 0.5)
            name = pygame.Rect(r.left + 10, art.bottom + round(14 * s), r.width - 20, round(40 * s))
            author = name.move(0, round(40 * s))
            pills = pygame.Rect(r.left + pad, r.bottom - pad - pills_h, r.width - 2 * pad, pills_h)
        return art, name, author, pills

    def rules_rect(self, scale):
        """The "?" badge in the tile's corner that opens the rules page."""
        scale = self.fit(scale)
        badge = pygame.Rect(0, 0, round(40 * scale), round(40 * scale))
        badge.topright = (self.rect.right - round(10 * scale), self.rect.top + round(10 * scale))
        return badge

    def pill_rects(self, scale):
        """The "Learn" and "Play" pills at the bottom of the tile (Play alone when it has no lesson)."""
        row = self.parts(scale)[3]
        if not (self.playable and self.has_lesson):
            pill = pygame.Rect(0, 0, row.width * 0.7, row.height)
            pill.center = row.center
            return None, pill
        gap = round(8 * self.fit(scale))
        half = (row.width - gap) // 2
        learn = pygame.Rect(row.left, row.top, half, row.height)
        return learn, pygame.Rect(learn.right + gap, row.top, half, row.height)

    def draw(self, surface, window_scale):
        scale = self.fit(window_scale)
        lift = 0 if theme.REDUCED_MOTION else round(8 * scale * self.hover)
        rect = self.rect.move(0, -lift)
        glow = (*theme.GOLD, round(60 + 160 * self.hover)) if self.playable else theme.PANEL_EDGE
        panel(surface, rect, radius=round(18 * scale), fill=(30, 24, 52, 225), edge=glow)
        art, name, author_line, _ = (part.move(0, -lift) for part in self.parts(window_scale))
        parts.draw_icon(surface, self.info, art)
        text.draw_fitted(surface, t(self.info.title), name, self.name_size(window_scale, name.width), theme.GOLD, "title")
        author = self.info.author or t(f"byline.{self.info.id}")
        draw_byline(surface, author, author_line, 18 * scale)
        learn, pill = (r and r.move(0, -lift) for r in self.pill_rects(window_scale))
        label, fill, ink = (
            (t("menu.play"), theme.GOLD, (40, 26, 10)) if self.playable
            else (t("menu.coming_soon"), (70, 64, 92), theme.TEXT_DIM)
        )
        pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
        text.draw_fitted(surface, label, pill.inflate(-12, 0), 19 * scale, ink, "bold")
        if learn is not None:
            pygame.draw.rect(surface, (74, 66, 110), learn, border_radius=learn.height // 2)
            pygame.draw.rect(surface, theme.LESSON, learn, max(1, round(2 * window_scale)),
                             border_radius=learn.height // 2)
            text.draw_fitted(surface, t("tutorial.learn"), learn.inflate(-12, 0), 19 * scale, theme.TEXT, "bold")
        if self.has_rules:
            badge = self.rules_rect(window_scale).move(0, -lift)
            pygame.draw.circle(surface, (74, 66, 110), badge.center, badge.width // 2)
            pygame.draw.circle(surface, theme.SAND, badge.center, badge.width // 2, max(1, round(2 * scale)))
            text.draw(surface, "?", badge.center, 24 * scale, theme.SAND, "bold", "center")


def draw_byline(surface, words, rect, size):
    """The author under a game's name: on one line if it fits one at a readable size, else
    wrapped on the lines ``rect`` holds (a long byline in a narrow tile is never cut)."""
    if text.width(words, text.fit_size(words, size, rect.width)) <= rect.width:
        text.draw_fitted(surface, words, rect, size, theme.TEXT_DIM)
        return
    size = max(text.smallest(), size)
    lines = text.wrap(words, size, rect.width)
    step = min(rect.height / len(lines), text.line_height(size))
    top = rect.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        text.draw_fitted(surface, line, pygame.Rect(rect.left, round(top + i * step), rect.width, round(step)),
                         size, theme.TEXT_DIM)


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.tiles = [Tile(info) for info in games.GAMES]
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
        number_keys = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)
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
        return [(t("keys.menu.numbers", last=len(self.tiles)), t("keys.menu.numbers_does")), *super().key_help(),
                (t("keys.sound"), t("keys.sound_does")), (key_name(pygame.K_ESCAPE), t("keys.menu.esc_does"))]

    def ask_quit(self):
        """Esc on the menu: quit, once the player says so (one Esc too many quit at once)."""
        self.app.push(ConfirmDialog(self.app, lambda: t("menu.quit_question"), self.app.quit, yes="menu.quit"))

    def next_language(self):
        langs = i18n.LANGUAGES
        self.app.set_language(langs[(langs.index(i18n.language()) + 1) % len(langs)])

    def layout(self):
        """Title, tiles, the games kept, the row of switches, top to bottom; the tiles take the
        height the others leave (at a large Size in a small window, less than their own)."""
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
        self.place_resume_and_games(w // 2, round(self.tiles[-1].rect.bottom + 26 * s))
        row = (self.language, self.mute, self.settings_button, self.keys_button, self.quit_button)
        pitch = min(230 * s, (w - 24 * s) / len(row))
        small = pygame.Rect(0, 0, pitch - 20 * s, 44 * s)
        for i, button in enumerate(row):
            button.rect = small.copy()
            button.rect.midbottom = (round(w / 2 + (i - (len(row) - 1) / 2) * pitch), round(h - 22 * s))

    def title_size(self):
        """The title's size: smaller when the window is short for the Size chosen."""
        return min(88 * self.scale, self.size[1] * 0.11)

    def tagline(self):
        """"Four pyramid games for two players": as many as there are tiles, in words."""
        n = len(self.tiles)
        numbers = t("menu.numbers").split()
        return t("menu.tagline", n=n, count=numbers[n - 1] if 0 < n <= len(numbers) else str(n))

    def tagline_bottom(self):
        return self.tagline_top() + text.render(self.tagline(), 24 * self.scale).get_height()

    def tagline_top(self):
        return 36 * self.scale + self.title_size() * 1.2

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
        of the app whole."""
        s = self.scale
        top = max(self.resume_button.rect.bottom, self.games_button.rect.bottom) + round(6 * s)
        bottom = self.quit_button.rect.top - round(6 * s)
        left, right = self.tiles[0].rect.left, self.tiles[-1].rect.right
        if bottom - top < self.quit_button.rect.height:
            top, bottom = round(self.tagline_top()), min(tile.rect.top for tile in self.tiles) - round(6 * s)
        return pygame.Rect(left, top, right - left, max(1, bottom - top))

    def tile_at(self, pos):
        return next((tile for tile in self.tiles if tile.rect.collidepoint(pos)), None)

    def handle(self, event):
        if super().handle(event):
            return True
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
        mouse = self.app.pointer()
        for tile in self.tiles:
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
        if not any(tagline.colliderect(rect) for _, rect, _ in self.app.toast_layout(self.size)):  # not half hidden
            text.draw(surface, self.tagline(), tagline.midtop, 24 * s, theme.TEXT_DIM, "body", "midtop")
        for tile in self.tiles:
            tile.draw(surface, s)
        same_label_size([self.language, self.mute, self.settings_button, self.keys_button, self.quit_button], 22 * s)
        self.draw_buttons(surface)
