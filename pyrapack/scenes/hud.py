"""The heads-up display around every board: turn line, player cards, move list, status."""

import pygame

from .. import words
from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import panel, same_label_size

PANEL_WIDTH = 330  # design pixels
MIN_PANEL_WIDTH = 290  # screen pixels: button labels stay readable in small windows
CARD_ROW = 24  # design pixels: one line of a player card
MOVE_ROW = 25  # design pixels: one line of the move list
DOTS = "..."


def layout(scene):
    """Place the board area, the side panel and the game buttons; returns (board, panel)."""
    w, h = scene.size
    s = scene.scale
    pad = round(18 * s)
    panel_w = max(MIN_PANEL_WIDTH, round(PANEL_WIDTH * s))
    top = round(96 * s)
    side = pygame.Rect(w - panel_w - pad, pad, panel_w, h - 2 * pad)
    board = pygame.Rect(pad, top, side.left - 2 * pad, h - top - round(64 * s))
    inner = side.inflate(-2 * round(14 * s), 0)
    bh, gap = round(44 * s), round(10 * s)
    third = (inner.width - 2 * gap) // 3
    y = side.bottom - round(14 * s) - bh
    for i, button in enumerate((scene.menu_button, scene.rules_button, scene.sound_button)):
        button.rect = pygame.Rect(inner.left + i * (third + gap), y, third, bh)
    y -= bh + gap
    for i, button in enumerate((scene.undo_button, scene.redo_button, scene.hint_button)):
        button.rect = pygame.Rect(inner.left + i * (third + gap), y, third, bh)
    scene.again_button.rect = scene.hint_button.rect.copy()
    scene.buttons_top = y
    scene.confirm_button.rect = pygame.Rect(0, 0, round(300 * s), round(50 * s))
    scene.confirm_button.rect.midbottom = (board.centerx, h - round(10 * s))
    return board, side


def panel_buttons(scene):
    """The buttons of the side panel: one label size for all, so that none looks smaller."""
    return [scene.undo_button, scene.redo_button, scene.hint_button, scene.again_button,
            scene.menu_button, scene.rules_button, scene.sound_button]


def draw(scene, surface):
    s = scene.scale
    text.draw(surface, t(scene.info.title), (round(22 * s), round(14 * s)), 30 * s, theme.GOLD, "title")
    turn_area = pygame.Rect(round(22 * s), round(52 * s), scene.board_rect.width, round(36 * s))
    color = theme.GOLD if scene.state.is_over else theme.TEXT
    text.draw_fitted(surface, scene.turn_text(), turn_area, 26 * s, color, "bold", "midleft")
    same_label_size(panel_buttons(scene), 22 * s)
    _draw_side_panel(scene, surface)
    _draw_status(scene, surface)


# -- player cards ---------------------------------------------------------------------------
def role(scene, player):
    """Who plays a side, when there is a bot in the game: "you" or "bot, Hard"."""
    return words.role(scene.match.players, player) if scene.match.vs_bot else None


def cards(scene):
    """The two player cards' rectangles: a name row, a role row against a bot, two lines."""
    s = scene.scale
    inner = scene.panel_rect.inflate(-2 * round(14 * s), 0)
    rows = 3 if scene.match.vs_bot else 2
    height = round(56 * s) + rows * round(CARD_ROW * s)
    top = scene.panel_rect.top + round(14 * s)
    return [pygame.Rect(inner.left, top + i * (height + round(10 * s)), inner.width, height) for i in (0, 1)]


def thinking_label(scene, player):
    """What a card says while its player is busy: a bot looking for its move, or anyone
    passing (None: neither)."""
    state = scene.state
    if state.is_over or state.to_move != player or scene.anim is not None:
        return None
    if scene.pass_timer is not None:
        return t("game.passing")
    if not scene.match.is_bot(player):
        return None
    return t("game.thinking") + DOTS[:1 + pygame.time.get_ticks() // 350 % 3]


def draw_player_card(scene, surface, card, player):
    """One player's card; returns the boxes of the texts drawn, by name (for layout tests)."""
    s = scene.scale
    state = scene.state
    active = not state.is_over and state.to_move == player
    won = state.is_over and state.winner == player
    edge = (*theme.GOLD, 230) if active or won else theme.PANEL_EDGE
    panel(surface, card, radius=round(12 * s), fill=(255, 255, 255, 28 if active else 12), edge=edge)
    swatch = pygame.Rect(card.left + round(12 * s), card.top + round(14 * s), round(28 * s), round(28 * s))
    scene.draw_side_swatch(surface, swatch, player)
    row = pygame.Rect(swatch.right + round(10 * s), card.top + round(10 * s),
                      card.right - swatch.right - round(22 * s), round(34 * s))
    boxes = {}
    thinking = thinking_label(scene, player)
    if thinking is not None:
        size = max(text.MIN_SIZE, 16 * s)  # room for the longest label: the name stays put as the dots move
        widest = thinking if scene.pass_timer is not None else t("game.thinking") + DOTS
        width = text.render(widest, size).get_width()
        spot = pygame.Rect(row.right - width, row.top, width, row.height)
        boxes["thinking"] = text.draw_fitted(surface, thinking, spot, size, theme.GOLD, "body", "midleft")
        row.width -= width + round(10 * s)
    boxes["name"] = text.draw_fitted(surface, scene.side_name(player), row, 22 * s, theme.TEXT, "bold", "midleft")
    line = pygame.Rect(card.left + round(14 * s), row.bottom + round(4 * s), card.width - round(28 * s),
                       round(CARD_ROW * s))
    who = role(scene, player)
    if who is not None:
        boxes["role"] = text.draw_fitted(surface, who, line, max(text.MIN_SIZE, 17 * s), theme.SAND, "bold",
                                         "midleft")
        line = line.move(0, line.height)
    for i, words in enumerate(scene.player_lines(state, player)[:2]):
        boxes[f"line{i}"] = text.draw_fitted(surface, words, line, max(text.MIN_SIZE, 18 * s), theme.TEXT_DIM,
                                             "body", "midleft")
        line = line.move(0, line.height)
    return boxes


# -- the move list --------------------------------------------------------------------------
def moves_heading(scene):
    """The move list's title and, for a game whose notation needs it, a note on reading it."""
    return t("game.moves"), scene.notation_note()


def move_list_area(scene):
    """Where the move entries go: under the cards and the heading, above the buttons."""
    s = scene.scale
    top = cards(scene)[1].bottom + round(10 * s) + round(28 * s)
    left = scene.panel_rect.left + round(14 * s)
    return pygame.Rect(left, top, scene.panel_rect.width - 2 * round(14 * s),
                       scene.buttons_top - top - round(12 * s))


def move_text_size(scene):
    return max(text.MIN_SIZE, round(18 * scene.scale))


def entry_lines(entry, size, width):
    """A move-list entry on one line, or two when it is too long; cut with "…" only past two."""
    lines = text.wrap(entry, size, width)
    if len(lines) > 2:
        lines = (lines[0], " ".join(lines[1:]))
    return [text.ellipsize(line, size, width) for line in lines]


def move_rows(scene, area):
    """The latest entries that fit ``area``, from the top: ``(index, lines, box)`` each."""
    s = scene.scale
    step = round(MOVE_ROW * s)
    size = move_text_size(scene)
    left = area.left + round(62 * s)  # after the move number and the side's dot
    entries = scene.move_texts()
    shown, height = [], 0
    for i in range(len(entries) - 1, -1, -1):
        lines = entry_lines(entries[i], size, area.right - left)
        if height + step * len(lines) > area.height:
            break
        shown.append((i, lines))
        height += step * len(lines)
    rows, y = [], area.top
    for i, lines in reversed(shown):
        rows.append((i, lines, pygame.Rect(left, y, area.right - left, step * len(lines))))
        y += step * len(lines)
    return rows


def _draw_move_list(scene, surface, area):
    s = scene.scale
    size = move_text_size(scene)
    step = round(MOVE_ROW * s)
    last = len(scene.match.moves) - 1
    for i, lines, box in move_rows(scene, area):
        color = theme.LAST_MOVE if i == last else theme.TEXT
        text.draw(surface, f"{i + 1}.", (area.left + round(34 * s), box.top), size, theme.TEXT_DIM, "body",
                  "topright")
        dot = pygame.Rect(area.left + round(42 * s), box.top + round(6 * s), round(12 * s), round(12 * s))
        scene.draw_side_swatch(surface, dot, scene.match.states[i].to_move)
        for k, line in enumerate(lines):
            text.draw(surface, line, (box.left, box.top + k * step), size, color)
    if last < 0:
        text.draw(surface, t("game.no_moves_yet"), area.topleft, size, theme.TEXT_DIM)


def _draw_side_panel(scene, surface):
    s = scene.scale
    panel(surface, scene.panel_rect, radius=round(16 * s), fill=(20, 18, 38, 200))
    for player, card in enumerate(cards(scene)):
        draw_player_card(scene, surface, card, player)
    area = move_list_area(scene)
    title, note = moves_heading(scene)
    head = pygame.Rect(area.left, area.top - round(28 * s), area.width, round(24 * s))
    box = text.draw(surface, title, head.topleft, 19 * s, theme.TEXT_DIM, "bold")
    if note:
        room = pygame.Rect(box.right + round(12 * s), head.top, head.right - box.right - round(12 * s), box.height)
        text.draw_fitted(surface, note, room, max(text.MIN_SIZE, 15 * s), theme.TEXT_DIM, "body", "midright")
    _draw_move_list(scene, surface, area)


def _draw_status(scene, surface):
    s = scene.scale
    if scene.status is None or scene.confirm_button.visible:
        return
    key, values, kind, _ = scene.status
    color = {"warn": theme.BAD, "good": theme.GOOD}.get(kind, theme.TEXT)
    area = pygame.Rect(scene.board_rect.left, scene.board_rect.bottom + round(8 * s),
                       scene.board_rect.width, round(44 * s))
    message = t(key, **values)
    size = text.fit_size(message, 21 * s, area.width - 40, "bold")
    width = text.render(message, size, color, "bold").get_width() + round(40 * s)
    pill = pygame.Rect(0, 0, min(area.width, width), area.height)
    pill.center = area.center
    panel(surface, pill, radius=pill.height // 2, fill=(16, 14, 30, 220), edge=(*color, 120))
    text.draw_fitted(surface, message, pill.inflate(-round(30 * s), 0), 21 * s, color, "bold")
