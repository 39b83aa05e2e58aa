"""The replay's side panel: who played, the move list (with the review's marks), the review's
graph of the advantage and its verdict on the move shown, and the replay's buttons.

Layout and hit-testing share the rectangles set by ``layout``, so a click on a move or on
the graph lands where it was drawn.
"""

import pygame

from .. import words
from ..bots import review as reviews
from ..i18n import t
from ..ui import text, theme
from ..ui.widgets import panel
from . import hud

WIDTH = hud.PANEL_WIDTH
MIN_WIDTH = hud.MIN_PANEL_WIDTH
ROW = 25  # design pixels: a line of the move list
MARK_COLORS = {"?": (255, 176, 80), "??": theme.BAD}


def layout(scene):
    s = scene.scale
    side = scene.side
    inner = side.inflate(-2 * round(14 * s), 0)
    bh, gap = round(44 * s), round(10 * s)
    half = (inner.width - gap) // 2
    y = side.bottom - round(14 * s) - bh
    scene.review_button.rect = pygame.Rect(inner.left, y, half, bh)
    scene.cancel_button.rect = scene.review_button.rect.copy()
    scene.back_button.rect = pygame.Rect(inner.right - half, y, half, bh)
    y -= bh + gap
    scene.branch_button.rect = pygame.Rect(inner.left, y, half, bh)
    scene.export_button.rect = pygame.Rect(inner.right - half, y, half, bh)
    review_h = round(200 * s)  # the strength, the graph, and up to five lines of verdict
    scene.review_area = pygame.Rect(inner.left, y - gap - review_h, inner.width, review_h)
    scene.graph = pygame.Rect(inner.left, scene.review_area.top + round(24 * s), inner.width, round(56 * s))
    players_h = 2 * round(2 * 22 * s) + round(12 * s)
    scene.players_area = pygame.Rect(inner.left, side.top + round(14 * s), inner.width, players_h)
    top = scene.players_area.bottom + round(12 * s) + round(26 * s)
    scene.list_area = pygame.Rect(inner.left, top, inner.width, scene.review_area.top - round(10 * s) - top)


# -- words ---------------------------------------------------------------------------------------
def position_line(scene):
    """What the position shown is: the start, a move played (with the review's verdict), the end."""
    texts, ply = scene.texts, scene.ply
    if ply == 0:
        return t("replay.start", name=texts.side_name(scene.state.to_move))
    if ply == scene.plies and scene.state.is_over:
        return f"{texts.headline(scene.state)} {texts.result_text(scene.state)}".strip()
    before = scene.match.states[ply - 1]
    line = t("replay.move", ply=ply, name=texts.side_name(before.to_move), move=scene.move_texts()[ply - 1])
    mark = scene.marks_of(ply - 1)
    return f"{line} {mark}" if mark else line


def verdict(scene):
    """The review on the position shown: the chances, what the move shown cost, the bot's choice."""
    position, texts = scene.analysis(), scene.texts
    if position["result"] == "draw":
        lines = [t("review.forced_draw")]
    elif position["result"] is not None:
        lines = [t("review.forced_win", name=texts.side_name(position["result"]))]
    else:
        pct = round(100 * reviews.chance(scene.match.game, position))
        lines = [t("review.chances", name=texts.side_name(0), pct=pct, other=texts.side_name(1), rest=100 - pct)]
    mark = scene.marks_of(scene.ply - 1) if scene.ply > 0 else ""
    if mark:
        lines.append(t("review.blunder" if mark == "??" else "review.mistake"))
        better = scene.preferred(scene.ply - 1)
        if better is not None:
            lines.append(t("review.better", move=texts.move_text(scene.match.states[scene.ply - 1], better)))
    best = scene.preferred()
    if best is not None:
        lines.append(t("review.preferred", move=texts.move_text(scene.state, best)))
    return lines


# -- the move list -------------------------------------------------------------------------------
def row_height(scene):
    return round(ROW * scene.scale)


def rows_that_fit(scene):
    return max(1, scene.list_area.height // row_height(scene))


def first_row(scene):
    """The first move shown: as scrolled by hand, or so that the move shown is in view."""
    fit = rows_that_fit(scene)
    if scene.first_row is not None:
        return scene.first_row
    current = scene.ply - 1
    return max(0, min(current - fit // 2, scene.plies - fit))


def rows(scene):
    """``(index, rect)`` of the moves in view."""
    start, step, area = first_row(scene), row_height(scene), scene.list_area
    end = min(scene.plies, start + rows_that_fit(scene))
    return [(i, pygame.Rect(area.left, area.top + (i - start) * step, area.width, step)) for i in range(start, end)]


def row_at(scene, pos):
    if not scene.list_area.collidepoint(pos):
        return None
    return next((i for i, rect in rows(scene) if rect.collidepoint(pos)), None)


def ply_at_graph(scene, pos):
    if scene.review is None or scene.run is not None or not scene.graph.inflate(0, 8).collidepoint(pos):
        return None
    return round((pos[0] - scene.graph.left) / max(1, scene.graph.width) * scene.plies)


# -- drawing -------------------------------------------------------------------------------------
def draw(scene, surface):
    s = scene.scale
    panel(surface, scene.side, radius=round(16 * s), fill=(20, 18, 38, 200))
    draw_players(scene, surface)
    head = pygame.Rect(scene.list_area.left, scene.list_area.top - round(26 * s), scene.list_area.width, round(24 * s))
    box = text.draw(surface, t("game.moves"), head.topleft, 19 * s, theme.TEXT_DIM, "bold")
    note = scene.texts.notation_note()
    if note:
        room = pygame.Rect(box.right + round(12 * s), head.top, head.right - box.right - round(12 * s), box.height)
        text.draw_fitted(surface, note, room, max(text.MIN_SIZE, 15 * s), theme.TEXT_DIM, "body", "midright")
    draw_moves(scene, surface)
    draw_review(scene, surface)


def draw_players(scene, surface):
    s = scene.scale
    match, texts, state = scene.match, scene.texts, scene.state
    y = scene.players_area.top
    line_h = round(22 * s)
    for player in (0, 1):
        swatch = pygame.Rect(scene.players_area.left, y + round(4 * s), round(22 * s), round(22 * s))
        scene.view.draw_swatch(surface, swatch, player)
        name = pygame.Rect(swatch.right + round(10 * s), y, scene.players_area.right - swatch.right - round(10 * s),
                           line_h)
        label = t("replay.player", side=texts.side_name(player), who=words.role(match.players, player))
        text.draw_fitted(surface, label, name, 20 * s, theme.TEXT, "bold", "midleft")
        lines = texts.player_lines(state, player)
        if lines:
            text.draw_fitted(surface, lines[0], name.move(0, line_h), max(text.MIN_SIZE, 17 * s), theme.TEXT_DIM,
                             "body", "midleft")
        y += 2 * line_h + round(6 * s)


def draw_moves(scene, surface):
    s = scene.scale
    size = max(text.MIN_SIZE, round(18 * s))
    lines, area = scene.move_texts(), scene.list_area
    if not lines:
        text.draw(surface, t("game.no_moves_yet"), area.topleft, size, theme.TEXT_DIM)
        return
    for i, rect in rows(scene):
        current = i == scene.ply - 1
        if current:
            panel(surface, rect, radius=round(6 * s), fill=(255, 255, 255, 30), edge=(*theme.LAST_MOVE, 200))
        elif rect.collidepoint(scene.app.pointer()):
            panel(surface, rect, radius=round(6 * s), fill=(255, 255, 255, 18), edge=None)
        text.draw(surface, f"{i + 1}.", (rect.left + round(36 * s), rect.centery), size, theme.TEXT_DIM, "body",
                  "midright")
        dot = pygame.Rect(0, 0, round(12 * s), round(12 * s))
        dot.center = (rect.left + round(50 * s), rect.centery)
        scene.view.draw_swatch(surface, dot, scene.match.states[i].to_move)
        mark = scene.marks_of(i)
        mark_w = round(30 * s) if scene.review else 0
        room = pygame.Rect(rect.left + round(62 * s), rect.top, rect.width - round(66 * s) - mark_w, rect.height)
        line = text.ellipsize(lines[i], size, room.width)
        text.draw(surface, line, room.midleft, size, theme.LAST_MOVE if current else theme.TEXT, "body", "midleft")
        if mark:
            text.draw(surface, mark, (rect.right - round(6 * s), rect.centery), size, MARK_COLORS[mark], "bold",
                      "midright")
    if scene.plies > rows_that_fit(scene):  # a thin bar says where in the list this is
        start, fit = first_row(scene), rows_that_fit(scene)
        bar = pygame.Rect(area.right + round(4 * s), 0, max(2, round(3 * s)), max(8, area.height * fit // scene.plies))
        bar.top = area.top + (area.height - bar.height) * start // max(1, scene.plies - fit)
        pygame.draw.rect(surface, theme.TEXT_DIM, bar, border_radius=bar.width)


def draw_review(scene, surface):
    s = scene.scale
    area = scene.review_area
    size = max(text.MIN_SIZE, 16 * s)
    if scene.run is not None:
        done, total = len(scene.run.positions), scene.run.total
        head = t("review.running", done=done, n=total)
        text.draw_fitted(surface, head, pygame.Rect(area.left, area.top, area.width, round(24 * s)), 18 * s,
                         theme.TEXT, "bold", "midleft")
        bar = pygame.Rect(area.left, scene.graph.centery - round(9 * s), area.width, round(18 * s))
        pygame.draw.rect(surface, (60, 54, 90), bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, round(bar.width * scene.run.progress))
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=bar.height // 2)
        note = t("review.level", level=t(f"level.{reviews.LEVEL}"))
        text.draw_fitted(surface, note, pygame.Rect(area.left, bar.bottom + round(12 * s), area.width, round(22 * s)),
                         size, theme.TEXT_DIM, "body", "midleft")
        return
    if scene.review is None:
        message = t("review.offer") if scene.plies else t("review.nothing")
        text.draw_wrapped(surface, message, area.inflate(0, -round(8 * s)), size, theme.TEXT_DIM)
        return
    level = t("review.level", level=t(f"level.{scene.review['level']}"))
    text.draw_fitted(surface, level, pygame.Rect(area.left, area.top, area.width, round(22 * s)), size,
                     theme.TEXT_DIM, "bold", "midleft")
    draw_graph(scene, surface)
    colors = {t("review.blunder"): MARK_COLORS["??"], t("review.mistake"): MARK_COLORS["?"]}
    for line, room in verdict_shown(scene):
        text.draw_wrapped(surface, line, room, size, colors.get(line, theme.TEXT))


def verdict_shown(scene):
    """The verdict's lines that fit under the graph, each with its room: what does not fit is
    left out whole, never cut in the middle."""
    s, area = scene.scale, scene.review_area
    size = max(text.MIN_SIZE, 16 * s)
    y, shown = scene.graph.bottom + round(6 * s), []
    for line in verdict(scene):
        room = pygame.Rect(area.left, y, area.width, area.bottom - y)
        height = text.wrapped_height(line, size, room.width)
        if height > room.height:
            break
        shown.append((line, room))
        y += height
    return shown


def draw_graph(scene, surface):
    """Player 0's chance over the game: their colour below the curve, the other's above it."""
    s, rect, game = scene.scale, scene.graph, scene.match.game
    positions, plies = scene.review["positions"], scene.plies
    pygame.draw.rect(surface, theme.DARK_PIECE, rect, border_radius=round(6 * s))
    points = [(rect.left + rect.width * i / max(1, plies), rect.bottom - rect.height * reviews.chance(game, p))
              for i, p in enumerate(positions)]
    if len(points) > 1:
        shape = [(rect.left, rect.bottom)] + points + [(rect.right, rect.bottom)]
        pygame.draw.polygon(surface, theme.LIGHT_PIECE, shape)
    pygame.draw.line(surface, theme.TEXT_DIM, (rect.left, rect.centery), (rect.right, rect.centery), 1)
    for i, mark in enumerate(scene.review["marks"]):
        if mark:
            x, y = points[i + 1]
            pygame.draw.circle(surface, MARK_COLORS[mark], (round(x), round(y)), max(3, round(4 * s)))
    x = round(rect.left + rect.width * scene.ply / max(1, plies))
    pygame.draw.line(surface, theme.GOLD, (x, rect.top), (x, rect.bottom), max(2, round(2 * s)))
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=round(6 * s))
