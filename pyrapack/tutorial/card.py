"""The coach's card above the board: which step, what just happened (or why a click was
refused), and what to do now, fitted to the card at any window size. The card keeps its own
places (``Card``); what it says it asks of its coach (``flow.Flow``)."""

import pygame

from ..i18n import said, t
from ..ui import text, theme
from ..ui.widgets import panel

CARD_HEIGHT = 136  # design pixels: the card above the board (four lines at 960x600)


class Card:
    """The card's place, the HUD row it shares, and its two buttons, one shown at a time:
    ``next`` (Next, while a move is on show) and ``other`` (the way on: a real game, the next
    puzzle), ``width`` design pixels wide. Its coach sets which is visible; the card places them."""

    def __init__(self, next_button, other, width):
        self.next, self.other, self.width = next_button, other, width
        self.rect = None  # the card, across the top of the board
        self.rows = None  # the HUD's Undo and Hint places: in two halves of their row, then the usual ones

    @property
    def button(self):
        """The button the card shows now (its words make room for it)."""
        return self.next if self.next.visible else self.other

    def row(self, halves):
        """Where the coach's pair of the HUD's buttons go: ``(undo, hint)``, each in a half of
        their row (long words: "Start again", "Show solution") or in their usual places."""
        return self.rows[0 if halves else 1]

    def layout(self, scene, board):
        """The card across the top of ``board`` (``scene``: the coach's view of the scene), its
        buttons at its right. Returns the board's room under the card."""
        s, hud = scene.scale, scene.hud_row()
        self.rect = pygame.Rect(board.left, board.top - round(6 * s), board.width, round(CARD_HEIGHT * s))
        row, gap = hud["undo"].union(hud["hint"]), hud["redo"].left - hud["undo"].right
        half = (row.width - gap) // 2
        halves = (pygame.Rect(row.left, row.top, half, row.height), pygame.Rect(row.right - half, row.top, half, row.height))
        self.rows = (halves, (hud["undo"], hud["hint"]))
        button = pygame.Rect(0, 0, round(self.width * s), round(46 * s))
        button.midright = (self.rect.right - round(14 * s), self.rect.centery)
        for each in (self.next, self.other):  # one place, one of them shown at a time
            each.rect = button.copy()
        top = self.rect.bottom + round(8 * s)
        return pygame.Rect(board.left, top, board.width, board.bottom - top)


def draw_card(coach, surface):
    """The coach's card: the step, what just happened (or why a click was refused), what next,
    and its button."""
    s = coach.scene.scale
    panel(surface, coach.card.rect, radius=round(14 * s), fill=(24, 20, 44, 235), edge=(*theme.LESSON, 170))
    whole = coach.card.rect.inflate(-round(28 * s), -round(16 * s))  # the heading's row is above the button
    head = pygame.Rect(whole.left, whole.top, whole.width, round(22 * s))
    box = text.draw_fitted(surface, coach.heading(), head, max(text.MIN_SIZE, 17 * s), theme.LESSON, "bold",
                           "midleft")
    if coach.progress() is not None:
        draw_progress(coach.progress(), surface, pygame.Rect(box.right + round(14 * s), head.top,
                                                             whole.right - box.right - round(14 * s), head.height), s)
    area = text_area(coach)
    paragraphs, size = card_words(coach, area)
    for words, color, kind in paragraphs:
        area.top += text.draw_wrapped(surface, words, area, size, color, kind)
    if coach.card.button.visible:
        coach.card.button.draw(surface, s)


def card_inner(coach):
    """The card less its margins (and its button: "Play a real game", "Next puzzle")."""
    s = coach.scene.scale
    inner = coach.card.rect.inflate(-round(28 * s), -round(16 * s))
    if coach.card.button.visible:
        inner.width = coach.card.button.rect.left - inner.left - round(16 * s)
    return inner


def text_area(coach):
    """Where the card's words go, under its heading."""
    inner = card_inner(coach)
    top = inner.top + round(26 * coach.scene.scale)
    return pygame.Rect(inner.left, top, inner.width, inner.bottom - top)


def card_words(coach, area):
    """``(paragraphs, size)``: what just happened and what to do, at the largest size that
    fits ``area``; when even the smallest does not, only what to do."""
    said = said_line(coach)
    paragraphs = ([(said[0], said[1], "body")] if said else []) + [(coach.instruction(), theme.TEXT, "bold")]
    size = 20 * coach.scene.scale
    while sum(text.wrapped_height(words, size, area.width, kind) for words, _, kind in paragraphs) > area.height:
        if size > text.smallest():
            size -= 1
        elif len(paragraphs) > 1:
            paragraphs.pop(0)  # no room for both: what to do now matters more
        else:
            break
    return paragraphs, size


def said_line(coach, spoken=False):
    """``(words, colour)``: the latest message, else what the step before did; None: nothing.
    ``spoken``: the words speech says (``i18n.said``)."""
    if coach.feedback is not None:
        feedback = coach.feedback.spoken() if spoken else coach.feedback.text()
        return feedback, {"warn": theme.BAD, "good": theme.GOOD}.get(coach.feedback.kind, theme.SAND)
    if coach.end_line() is not None:
        return coach.end_line(), theme.GOLD
    if coach.heard is not None:
        return (said if spoken else t)(coach.heard), theme.GOOD
    return None


def card_live(coach):
    """What speech says of the card as it changes (``Scene.live``): its heading, what just
    happened and what to do, in their spoken forms (``i18n.said``: nothing "lit" or "marked")."""
    heard = said_line(coach, spoken=True)
    return [("card_heading", coach.heading()), ("card_said", heard[0] if heard else ""),
            ("card_do", coach.instruction(said))]


def draw_progress(progress, surface, area, s):
    """A dot per step (``progress``: ``Flow.progress``): done ones filled, the current one ringed."""
    count, index, done = progress
    r = max(3, round(5 * s))
    gap = r * 3
    x = area.right - count * gap + gap // 2
    for i in range(count):
        center = (x + i * gap, area.centery)
        if i < index or (i == index and done):
            pygame.draw.circle(surface, theme.LESSON, center, r)
        else:
            pygame.draw.circle(surface, theme.TEXT_DIM, center, r, 1 if i != index else 2)
