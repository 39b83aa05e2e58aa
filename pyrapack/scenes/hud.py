"""The heads-up display around every board: turn line, player cards, move list, status."""

import pygame

from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import panel

PANEL_WIDTH = 330  # design pixels
MIN_PANEL_WIDTH = 290  # screen pixels: button labels stay readable in small windows


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


def result_headline(scene):
    state = scene.state
    if state.winner is None:
        return t("game.draw")
    return t("game.wins", name=scene.side_name(state.winner))


def draw(scene, surface):
    s = scene.scale
    w, _ = scene.size
    text.draw(surface, t(scene.info.title), (round(22 * s), round(14 * s)), 30 * s, theme.GOLD, "title")
    turn_area = pygame.Rect(round(22 * s), round(52 * s), scene.board_rect.width, round(36 * s))
    color = theme.GOLD if scene.state.is_over else theme.TEXT
    text.draw_fitted(surface, scene.turn_text(), turn_area, 26 * s, color, "bold", "midleft")
    _draw_side_panel(scene, surface)
    _draw_status(scene, surface)


def _draw_side_panel(scene, surface):
    s = scene.scale
    side = scene.panel_rect
    panel(surface, side, radius=round(16 * s), fill=(20, 18, 38, 200))
    inner = side.inflate(-2 * round(14 * s), 0)
    y = side.top + round(14 * s)
    for player in (0, 1):
        card = pygame.Rect(inner.left, y, inner.width, round(96 * s))
        _draw_player_card(scene, surface, card, player)
        y = card.bottom + round(10 * s)
    title = t("game.moves")
    text.draw(surface, title, (inner.left, y), 19 * s, theme.TEXT_DIM, "bold")
    y += round(28 * s)
    area = pygame.Rect(inner.left, y, inner.width, scene.buttons_top - y - round(12 * s))
    _draw_move_list(scene, surface, area)


def _draw_player_card(scene, surface, card, player):
    s = scene.scale
    state = scene.state
    active = not state.is_over and state.to_move == player
    won = state.is_over and state.winner == player
    edge = (*theme.GOLD, 230) if active or won else theme.PANEL_EDGE
    panel(surface, card, radius=round(12 * s), fill=(255, 255, 255, 28 if active else 12), edge=edge)
    swatch = pygame.Rect(card.left + round(12 * s), card.top + round(14 * s), round(28 * s), round(28 * s))
    scene.draw_side_swatch(surface, swatch, player)
    name_area = pygame.Rect(swatch.right + round(10 * s), card.top + round(10 * s),
                            card.right - swatch.right - round(20 * s), round(34 * s))
    text.draw_fitted(surface, scene.player_name(player), name_area, 22 * s, theme.TEXT, "bold", "midleft")
    y = name_area.bottom + round(4 * s)
    for line in scene.player_lines(state, player)[:2]:
        area = pygame.Rect(card.left + round(14 * s), y, card.width - round(28 * s), round(24 * s))
        text.draw_fitted(surface, line, area, 18 * s, theme.TEXT_DIM, "body", "midleft")
        y += round(24 * s)
    if active and scene.match.is_bot(player) and scene.anim is None:
        dots = "." * (1 + pygame.time.get_ticks() // 350 % 3)
        text.draw(surface, t("game.thinking") + dots, (card.right - round(12 * s), card.top + round(14 * s)),
                  16 * s, theme.GOLD, "body", "topright")


def _draw_move_list(scene, surface, area):
    s = scene.scale
    lines = scene.move_texts()
    size = 18 * s
    step = round(25 * s)
    rows = max(1, area.height // step)
    first = max(0, len(lines) - rows)
    for row, i in enumerate(range(first, len(lines))):
        y = area.top + row * step
        last = i == len(lines) - 1
        color = theme.LAST_MOVE if last else theme.TEXT
        text.draw(surface, f"{i + 1}.", (area.left + round(34 * s), y), size, theme.TEXT_DIM, "body", "topright")
        player = scene.match.states[i].to_move
        dot = pygame.Rect(area.left + round(42 * s), y + round(6 * s), round(12 * s), round(12 * s))
        scene.draw_side_swatch(surface, dot, player)
        line_area = pygame.Rect(dot.right + round(8 * s), y, area.right - dot.right - round(8 * s), step)
        line = text.ellipsize(lines[i], max(text.MIN_SIZE, size), line_area.width)
        text.draw(surface, line, line_area.topleft, size, color)
    if not lines:
        text.draw(surface, t("game.no_moves_yet"), area.topleft, size, theme.TEXT_DIM)


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
