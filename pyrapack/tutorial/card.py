"""The coach's card above the board: which step, what just happened (or why a click was
refused), and what to do now, fitted to the card at any window size."""

import pygame

from .. import words
from ..i18n import said, t
from ..ui import text, theme
from ..ui.widgets import panel

CARD_HEIGHT = 136  # design pixels: the card above the board (four lines at 960x600)


def lay_out_card(coach, board, button_width):
    """The card across the top of ``board``, its buttons (``coach.card_buttons``, ``button_width``
    design pixels, one shown at a time: ``coach.card_button``) at its right; the HUD's Undo and
    Hint row in two halves for the coach's own
    pair of buttons (``coach.row_rects``: the halves, then the usual places). Returns the
    board's room under the card."""
    s, hud = coach.scene.scale, coach.scene.hud
    coach.card_rect = pygame.Rect(board.left, board.top - round(6 * s), board.width, round(CARD_HEIGHT * s))
    row, gap = hud.undo.rect.union(hud.hint.rect), hud.redo.rect.left - hud.undo.rect.right
    half = (row.width - gap) // 2
    halves = (pygame.Rect(row.left, row.top, half, row.height), pygame.Rect(row.right - half, row.top, half, row.height))
    coach.row_rects = (halves, (hud.undo.rect.copy(), hud.hint.rect.copy()))
    button = pygame.Rect(0, 0, round(button_width * s), round(46 * s))
    button.midright = (coach.card_rect.right - round(14 * s), coach.card_rect.centery)
    for each in coach.card_buttons:  # one place, one of them shown at a time
        each.rect = button.copy()
    top = coach.card_rect.bottom + round(8 * s)
    return pygame.Rect(board.left, top, board.width, board.bottom - top)


def draw_card(coach, surface):
    """The coach's card: the step, what just happened (or why a click was refused), what next,
    and its button."""
    s = coach.scene.scale
    panel(surface, coach.card_rect, radius=round(14 * s), fill=(24, 20, 44, 235), edge=(*theme.LESSON, 170))
    whole = coach.card_rect.inflate(-round(28 * s), -round(16 * s))  # the heading's row is above the button
    head = pygame.Rect(whole.left, whole.top, whole.width, round(22 * s))
    box = text.draw_fitted(surface, coach.heading(), head, max(text.MIN_SIZE, 17 * s), theme.LESSON, "bold",
                           "midleft")
    if coach.lessons_on:
        draw_progress(coach, surface, pygame.Rect(box.right + round(14 * s), head.top,
                                                  whole.right - box.right - round(14 * s), head.height))
    area = text_area(coach)
    paragraphs, size = card_words(coach, area)
    for words, color, kind in paragraphs:
        area.top += text.draw_wrapped(surface, words, area, size, color, kind)
    if coach.card_button.visible:
        coach.card_button.draw(surface, s)


def card_inner(coach):
    """The card less its margins (and its button: "Play a real game", "Next puzzle")."""
    s = coach.scene.scale
    inner = coach.card_rect.inflate(-round(28 * s), -round(16 * s))
    if coach.card_button.visible:
        inner.width = coach.card_button.rect.left - inner.left - round(16 * s)
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
    scene = coach.scene
    if coach.feedback is not None:
        feedback = coach.feedback.spoken() if spoken else coach.feedback.text()
        return feedback, {"warn": theme.BAD, "good": theme.GOOD}.get(coach.feedback.kind, theme.SAND)
    if coach.phase == "over":
        return words.end_line(scene.turn_text(), scene.texts.result_text(scene.state)), theme.GOLD
    if coach.heard is not None:
        return (said if spoken else t)(coach.heard), theme.GOOD
    return None


def card_live(coach):
    """What speech says of the card as it changes (``Scene.live``): its heading, what just
    happened and what to do, in their spoken forms (``i18n.said``: nothing "lit" or "marked")."""
    heard = said_line(coach, spoken=True)
    return [("card_heading", coach.heading()), ("card_said", heard[0] if heard else ""),
            ("card_do", coach.instruction(said))]


def draw_progress(coach, surface, area):
    """A dot per step: done ones filled, the current one ringed."""
    count = len(coach.lesson.steps)
    r = max(3, round(5 * coach.scene.scale))
    gap = r * 3
    x = area.right - count * gap + gap // 2
    for i in range(count):
        center = (x + i * gap, area.centery)
        if i < coach.index or (i == coach.index and coach.phase != "try"):
            pygame.draw.circle(surface, theme.LESSON, center, r)
        else:
            pygame.draw.circle(surface, theme.TEXT_DIM, center, r, 1 if i != coach.index else 2)
