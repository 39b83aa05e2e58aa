"""The Puzzles screen: a card per game, one for every game's puzzles mixed, and one for the
player's own (from their reviewed games, once there are some). Each card says how many of its
puzzles are solved, the player's level there and, per difficulty, what was solved and failed
and the streak; a click starts the next puzzle of that pool (``puzzle.Session``)."""

import pygame

from .. import games
from ..i18n import t
from ..puzzles import collection, progress
from ..scene import Scene
from ..scenes import parts
from ..ui import backdrop, text, theme
from ..ui.focus import Stop
from ..ui.widgets import Button, panel, pointer
from .puzzle import Session


class PuzzlesScene(Scene):
    room = (1200, 740)  # three cards across, each level's line whole

    def __init__(self, app):
        super().__init__(app)
        self.progress, problem = progress.of(app.storage)
        if problem is not None:
            app.warn(problem)
        self.back = Button("puzzles.back", app.pop, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.back]
        self.cards = []  # (pool, rect)
        self.keys = {(key, 0): (lambda i=i: self.choose(i)) for i, key in  # (the key help says 1 to the last)
                     enumerate((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
                                pygame.K_8, pygame.K_9))}

    def pools(self):
        ids = [g.id for g in games.GAMES if g.playable and collection.shipped(g.id)]
        return ids + [collection.MIXED] + ([progress.OWN] if self.progress.own else [])

    def choose(self, index):
        pools = self.pools()
        if index >= len(pools):
            return False
        self.app.sound.play("select")
        Session(self.app, pools[index], self.progress).next(replace=False)
        return True

    # -- layout and input ---------------------------------------------------------------------
    def layout(self):
        w, h = self.size
        s = self.scale
        pools = self.pools()
        per_row = 3
        rows = -(-len(pools) // per_row)
        gap = round(20 * s)
        card_w = min(round(380 * s), (w - round(40 * s) - gap * (per_row - 1)) // per_row)
        top, bottom = round(110 * s), h - round(90 * s)
        card_h = min(round(220 * s), (bottom - top - gap * (rows - 1)) // rows)
        left = (w - (card_w * per_row + gap * (per_row - 1))) // 2
        self.cards = [(pool, pygame.Rect(left + (i % per_row) * (card_w + gap), top + (i // per_row) * (card_h + gap),
                                         card_w, card_h)) for i, pool in enumerate(pools)]
        self.back.rect = pygame.Rect(0, 0, round(220 * s), round(48 * s))
        self.back.rect.midbottom = (w // 2, h - round(24 * s))

    def resume(self):
        self.size = (0, 0)  # a pool of the player's own puzzles may have appeared: lay out again

    def handle(self, event):
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, (_, rect) in enumerate(self.cards):
                if rect.collidepoint(event.pos):
                    return self.choose(i)
        return False

    def heading(self):
        return t("speech.screen", title=t("puzzles.title"), about=t("puzzles.about"))

    def pool_words(self, pool):
        """What speech says of a pool's card: its name and how many of its puzzles are solved."""
        name = t(games.get(pool).title) if pool in games.BY_ID else t(f"puzzles.pool.{pool}")
        puzzles = self.progress.puzzles(pool)
        solved = sum(self.progress.solved(p) for p in puzzles)
        return lambda: t("speech.pool", name=name, solved=t("puzzles.solved_of", solved=solved, total=len(puzzles)))

    def key_help(self):
        return [(t("keys.pools", last=len(self.cards)), t("keys.pools_does"))] + super().key_help()

    def focus_stops(self):
        return [Stop(("pool", pool), rect, lambda i=i: self.choose(i), say=self.pool_words(pool))
                for i, (pool, rect) in enumerate(self.cards)] + super().focus_stops()

    def update(self, dt):
        super().update(dt)
        if any(rect.collidepoint(self.app.pointer()) for _, rect in self.cards):
            pointer.over_clickable()

    def toast_area(self):
        """The title's row: a message there takes the title's place, and covers nothing else."""
        s = self.scale
        return pygame.Rect(round(40 * s), round(16 * s), self.size[0] - round(80 * s), round(54 * s))

    def title_rect(self):
        s = self.scale
        return text.measured(t("puzzles.title"), 52 * s, "title").move_to(midtop=(self.size[0] / 2, 20 * s))

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface):
        s, w = self.scale, self.size[0]
        surface.blit(backdrop.night(self.size), (0, 0))
        if not self.under_a_message():
            text.draw(surface, t("puzzles.title"), self.title_rect().midtop, 52 * s, theme.GOLD, "title", "midtop")
        text.draw_fitted(surface, t("puzzles.about"), pygame.Rect(40 * s, 74 * s, w - 80 * s, 28 * s), 19 * s,
                         theme.TEXT_DIM)
        mouse = self.app.pointer()
        for pool, rect in self.cards:
            self.draw_card(surface, pool, rect, rect.collidepoint(mouse))
        self.draw_buttons(surface)

    def draw_card(self, surface, pool, rect, hover):
        s = self.scale
        panel(surface, rect, radius=round(16 * s), fill=(30, 24, 52, 225),
              edge=(*theme.GOLD, 220 if hover else 90))
        art = pygame.Rect(rect.left + round(14 * s), rect.top + round(14 * s), round(rect.width * 0.36),
                          round(rect.height * 0.42))
        if pool in (collection.MIXED, progress.OWN):
            self.draw_mixed_art(surface, art)
        else:
            parts.draw_icon(surface, games.get(pool), art)
        head = pygame.Rect(art.right + round(10 * s), art.top, rect.right - art.right - round(24 * s), art.height)
        name = t(games.get(pool).title) if pool in games.BY_ID else t(f"puzzles.pool.{pool}")
        puzzles = self.progress.puzzles(pool)
        solved = sum(self.progress.solved(p) for p in puzzles)
        line = pygame.Rect(head.left, head.centery + round(4 * s), head.width, round(24 * s))
        draw_name(surface, name, head.inflate(0, -head.height // 2).move(0, -head.height // 5),
                  pygame.Rect(head.left, rect.top + round(6 * s), head.width, line.top - rect.top - round(6 * s)), 28 * s)
        text.draw_fitted(surface, t("puzzles.solved_of", solved=solved, total=len(puzzles)), line,
                         max(text.MIN_SIZE, 18 * s), theme.TEXT, "bold", "midleft")
        self.draw_levels(surface, pool, puzzles, pygame.Rect(rect.left + round(14 * s), art.bottom + round(8 * s),
                                                             rect.width - round(28 * s),
                                                             rect.bottom - art.bottom - round(20 * s)))

    def draw_levels(self, surface, pool, puzzles, area):
        """A line per difficulty: solved of how many, failed, the streak (the player's level marked)."""
        s, level = self.scale, self.progress.level(pool)
        height = area.height // 3
        game_ids = {p["game"] for p in puzzles}
        for i, difficulty in enumerate(progress.LEVELS):
            counts = [self.progress.counts(g, difficulty) for g in game_ids]
            of_level = [p for p in puzzles if p["difficulty"] == difficulty]
            words = t("puzzles.level_line", level=difficulty, solved=sum(self.progress.solved(p) for p in of_level),
                      total=len(of_level), failed=sum(c["failed"] for c in counts),
                      streak=max((c["streak"] for c in counts), default=0))
            row = pygame.Rect(area.left, area.top + i * height, area.width, height)
            mine = difficulty == level  # the player's level here: the next puzzle's
            if mine:
                pygame.draw.circle(surface, theme.GOLD, (row.left + round(5 * s), row.centery), max(3, round(4 * s)))
            text.draw_fitted(surface, words, row.inflate(-round(16 * s), 0).move(round(8 * s), 0),
                             max(text.MIN_SIZE, 16 * s), theme.GOLD if mine else theme.TEXT_DIM, "body", "midleft")

    def draw_mixed_art(self, surface, art):
        """Four small pictures, one per game."""
        ids = [g.id for g in games.GAMES if g.playable][:4]
        half_w, half_h = art.width // 2, art.height // 2
        for i, game_id in enumerate(ids):
            parts.draw_icon(surface, games.get(game_id), pygame.Rect(art.left + (i % 2) * half_w, art.top + (i // 2) * half_h,
                                                     half_w - 2, half_h - 2))


def draw_name(surface, name, one, two, size):
    """A pool's name on its card: on one line in ``one``, as large as it fits up to ``size``;
    where one line would cut it (a long name of a game among many: "Pyramid of the Sev…"), on
    two lines in ``two`` at the smallest size (which a larger Size makes larger: the cards of
    many pools get shorter as it grows, so a size their height allows would shrink)."""
    alone, least = text.fit_size(name, size, one.width, "title"), text.smallest()
    if text.width(name, alone, "title") <= one.width or not (
            text.measure(name, least, "title").two_lines <= two.width and 2 * text.line_height(least, "title") <= two.height):
        text.draw_fitted(surface, name, one, size, theme.GOLD, "title", "midleft")
        return
    step = text.line_height(least, "title")
    for i, words in enumerate(text.wrap(name, least, two.width, "title")):
        text.draw(surface, words, (two.left, two.centery - step + i * step), least, theme.GOLD, "title")
