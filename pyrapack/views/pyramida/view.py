"""Pyramida's board view: the pyramid of diamond cells, its stones, the exit trays, the
highlights of a move being entered (its attack previewed), and moves in flight.

Targets: ``("stone", cell)`` and ``("cell", cell)``. A move is entered as its stone,
its destination, then the pushed stone and its retreat only where they differ.
"""

from collections import defaultdict

import pygame

from ...i18n import language, t
from ...rules import pyramida as rules
from ...ui import anim, arrows, pieces, text, theme
from ...ui import marks as mark
from ...ui.boardview import BoardView
from ...ui.marks import NONE
from ...ui.widgets import panel
from . import board, caption


class PyramidaView(BoardView):
    """The whole pyramid as in the game, or (``full`` False, for diagrams) the part of it
    spanning ``files`` and ``ranks``, without labels or trays; ``margins`` as in
    ``board.Geometry``."""

    @staticmethod
    def draw_icon(surface, rect):
        """A stepped triangle of diamond cells with the apex marked."""
        rows = 7
        cell = min(rect.width / (rows * 2 + 1), rect.height / (rows + 1.5))
        cx, bottom = rect.centerx, rect.bottom - cell * 0.6
        stones = {(0, -3): 0, (0, 1): 1, (1, 0): 0, (2, -1): 1, (0, 3): 0, (3, 2): 1}
        for row in range(rows):
            span = rows - row
            for k in range(span):
                i = 2 * k - (span - 1)
                x, y = cx + i * cell, bottom - row * cell
                diamond = [(x, y - cell * 0.55), (x + cell * 0.55, y), (x, y + cell * 0.55), (x - cell * 0.55, y)]
                pygame.draw.polygon(surface, (120, 84, 52), diamond)
                pygame.draw.polygon(surface, (160, 116, 70), diamond, 1)
                side = stones.get((row, i))
                if side is not None:
                    color = theme.LIGHT_PIECE if side == 0 else theme.DARK_PIECE
                    pieces.blit_center(surface, pieces.disc(round(cell * 0.4), color, side == 1), (x, y - 2))
        apex = (cx, bottom - (rows - 1) * cell)
        pygame.draw.circle(surface, theme.GOLD, (round(apex[0]), round(apex[1])), max(3, round(cell * 0.3)))

    def __init__(self, files=(1, 21), ranks=(1, 14), margins=(1.0, 1.0, 1.0, 0.9), full=True):
        self.window, self.margins, self.full = (files, ranks), margins, full
        self._backdrop = None  # the board without pieces, per size and language
        self.caption = None  # where the attack's caption was drawn last, if it was
        self._place = (None, None)  # (what it depends on, the caption's spot): found once per hover
        self._losing = None  # (state, stone, cells): destinations that lose by repetition

    def layout(self, rect, scale):
        super().layout(rect, scale)
        self.geo = board.Geometry(rect, *self.window, margins=self.margins)

    # -- hit-testing -------------------------------------------------------------------
    def targets_at(self, state, pos, marks=NONE):
        cell = self.geo.cell_at(pos)
        if cell is None:
            return []
        if state.owner(cell) is not None:
            return [("stone", cell), ("cell", cell)]
        return [("cell", cell)]

    def click_sequences(self, state, moves):
        """Stone, destination, then the pushed stone and its retreat only where they differ."""
        groups = defaultdict(list)
        for move in moves:
            groups[move.src, move.dst].append(move)
        sequences = {}
        for (src, dst), group in groups.items():
            targets = {m.push_stone for m in group}
            for move in group:
                seq = [("stone", src), ("cell", dst)]
                if len(targets) > 1:
                    seq.append(("stone", move.push_stone))
                if len({m.push_to for m in group if m.push_stone == move.push_stone}) > 1:
                    seq.append(("cell", move.push_to))
                sequences[move] = [tuple(seq)]
        return sequences

    def target_spot(self, state, target):
        cell = target[1]
        if cell not in self.geo.cells:
            return None
        return self.geo.center(cell), self.geo.radius if target[0] == "stone" else self.geo.d * 0.72

    # -- animation ---------------------------------------------------------------------
    def anchor(self, state, key):
        kind = key[0]
        if kind == "tray":
            return board.tray_point(self.geo, key[1], key[2])
        x, y = self.geo.center(key[1])
        return (x, y + self.geo.d * 0.22) if kind == "nudge" else (x, y)

    def painter(self, player):
        return lambda surface, xy: pieces.blit_center(surface, board.stone(self.geo, player), xy)

    def animation(self, before, move, after):
        if move.is_pass:
            return None
        player = before.to_move
        path = [("cell", c) for c in board.straight_path(move.src, move.dst)]
        hidden, cues = set(), [(anim.STEP, "move")]
        if move.dst == rules.APEX:
            slot = before.exited[player]
            path.append(("tray", player, slot))
            hidden.add(("tray", player, slot))
            cues.append((anim.STEP * len(path) - anim.STEP, "select"))
            lift = 30
        else:
            hidden.add(("stone", move.dst))
            lift = 8
        parts = [anim.Flight(self.painter(player), path, lift=lift)]
        landed = parts[0].end
        if move.push_stone is not None:
            enemy = 1 - player
            if move.push_to is None:  # it cannot retreat: it shudders in place
                nudge = [("cell", move.push_stone), ("nudge", move.push_stone), ("cell", move.push_stone)]
                parts.append(anim.Flight(self.painter(enemy), nudge, start=landed, step=anim.STEP * 0.5))
                hidden.add(("stone", move.push_stone))
            else:
                column = before.attack_kind(move) == "column"
                retreat = [move.push_stone, move.push_to] if column \
                    else board.straight_path(move.push_stone, move.push_to)
                step = anim.STEP * (1.6 if column else 1.0)
                parts.append(anim.Flight(self.painter(enemy), [("cell", c) for c in retreat],
                                         start=landed, step=step))
                hidden.add(("stone", move.push_to))
                cues.append((landed, "capture"))
        return anim.Animation(parts, hidden, cues)

    @staticmethod
    def flying(player, anim):
        """How many of ``player``'s stones are still on their way to the tray."""
        if anim is None:
            return 0
        return sum(1 for part in anim.parts if anim.now < part.end and part.anchors[-1][:2] == ("tray", player))

    def out_count(self, state, player, anim=None):
        """How many of ``player``'s stones the tray shows: a stone counts out once it has landed."""
        return state.exited[player] - self.flying(player, anim)

    # -- drawing -----------------------------------------------------------------------
    def backdrop(self, size):
        """``(image, topleft)``: the board without pieces (blocks, labels), drawn once per size and
        language, as large as what it shows (not the window: 33 MB at 4K)."""
        key = (size, self.rect, language())
        if self._backdrop is None or self._backdrop[0] != key:
            self._backdrop = None  # the old size's goes before the new one is drawn
            area = self.rect.clip(pygame.Rect((0, 0), size))  # the board and its labels stay in it
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            here = board.Geometry(self.rect.move(-area.left, -area.top), *self.window, margins=self.margins)
            board.draw_cells(layer, here)
            board.draw_labels(layer, here)
            self._backdrop = (key, layer.convert_alpha() if pygame.display.get_surface() else layer, area.topleft)
        return self._backdrop[1:]

    def draw_board(self, surface, state, marks, anim):
        geo = self.geo
        hidden = anim.hidden if anim is not None else set()
        self.caption = None
        if self.full:
            surface.blit(*self.backdrop(surface.get_size()))
            self.draw_trays(surface, state, anim)
        else:  # a part of the board in a diagram (which scrolls): drawn as it is
            board.draw_cells(surface, geo, apex_label=False)
        if anim is None:
            self.draw_last_move(surface, marks.last)
        preview = self.preview_moves(marks)
        attack = preview and preview[0].push_stone is not None
        if attack:
            self.draw_column(surface, state, preview)
        self.draw_targets(surface, state, marks, "cell")
        selected = marks.clicks[0][1] if marks.clicks else None
        for player in (0, 1):
            for cell in state.stones(player):
                if ("stone", cell) in hidden or cell not in geo.cells:
                    continue
                image = board.stone(geo, player)
                if cell == selected and preview:
                    image = image.copy()
                    image.set_alpha(110)  # it is about to leave: its ghost shows where it lands
                pieces.blit_center(surface, image, geo.center(cell))
                if cell == selected:
                    mark.selected(surface, geo.center(cell), geo.radius * 1.12)
        if anim is None:
            self.draw_help(surface, state, marks)
        if preview and selected:
            ghost = board.stone(geo, state.to_move).copy()
            ghost.set_alpha(190)
            dst = preview[0].dst
            point = board.tray_point(geo, state.to_move, state.exited[state.to_move]) if dst == rules.APEX \
                else geo.center(dst)
            pieces.blit_center(surface, ghost, point)
        if attack:
            self.draw_attack(surface, state, preview)
        self.draw_targets(surface, state, marks, "stone")
        if attack:
            self.draw_attack_caption(surface, state, preview, marks)

    def draw_trays(self, surface, state, anim):
        hidden = anim.hidden if anim is not None else set()
        for player in (0, 1):
            label = t("pyramida.tray", name=self.side_name(player), n=self.out_count(state, player, anim))
            board.draw_tray(surface, self.geo, player, state.exited[player], label, hidden)

    def outline(self, surface, cell, color, alpha=70):
        mark.polygon(surface, self.geo.diamond(cell, self.geo.d * 0.1), color, alpha,
                             max(2, round(self.geo.d * 0.09)))

    def draw_last_move(self, surface, last):
        """Corner brackets on the cells the last move came from and went to (gold), and on the
        stone it pushed, before and after (red)."""
        if last is None or last[1].is_pass:
            return
        move = last[1]
        cells = [(move.src, mark.LAST), (move.dst, mark.LAST)]
        if move.push_stone is not None:
            cells += [(move.push_stone, mark.ALERT)] + ([(move.push_to, mark.ALERT)] if move.push_to else [])
        for cell, color in cells:
            if cell in self.geo.cells:
                mark.brackets(surface, self.geo.diamond(cell, self.geo.d * 0.08), color, max(2, self.geo.d * 0.11))

    def draw_targets(self, surface, state, marks, kind):
        """Where the next click may go: a dot on a cell, a ring of dots round a stone; a stone
        that can move glows under the mouse."""
        geo = self.geo
        if not marks.clicks:
            if kind == "stone" and marks.hover is not None and marks.hover[0] == "stone":
                mark.ring(surface, geo.center(marks.hover[1]), geo.radius * 1.2, mark.NEXT,
                                  alpha=140)
            return
        losing = self.losing_cells(state, marks)
        for target_kind, cell in mark.in_order(marks.next):
            if target_kind != kind:
                continue
            if kind == "stone":
                mark.choice(surface, geo.center(cell), geo.radius * 1.25)
            elif cell in losing:
                self.outline(surface, cell, mark.ALERT, 60)
                text.draw(surface, "!", geo.center(cell), max(14, geo.d * 0.9), mark.ALERT, "bold",
                          "center")
            else:
                self.outline(surface, cell, mark.NEXT, 80)
                mark.dot(surface, geo.center(cell), geo.d * 0.16, mark.NEXT)

    def losing_cells(self, state, marks):
        """Destinations of the selected stone where every move loses by repetition."""
        if len(marks.clicks) != 1:
            return set()
        src = marks.clicks[0][1]
        cache = self._losing
        if cache is None or cache[0] is not state or cache[1] != src:  # the very state: history counts
            by_dst = defaultdict(list)
            for move in marks.moves:
                by_dst[move.dst].append(state.repeats_third_time(move))
            cache = self._losing = (state, src, {dst for dst, loses in by_dst.items() if all(loses)})
        return cache[2]

    @staticmethod
    def preview_moves(marks):
        """The moves whose attack to preview: the hovered destination's, or the chosen one's."""
        if len(marks.clicks) == 1:
            return list(marks.hover_moves)
        return list(marks.moves)

    def draw_column(self, surface, state, moves):
        """A column attack lights up the whole file it happens in."""
        if state.attack_kind(moves[0]) not in ("column", "column failed"):
            return
        file = board.FILE_RANK[moves[0].dst][0]
        for cell in self.geo.cells:
            if board.FILE_RANK[cell][0] == file:
                self.outline(surface, cell, mark.ALERT, 40)

    def draw_attack(self, surface, state, moves):
        """Red rings on the stones the move may push, arrows or dots where they may go."""
        geo = self.geo
        width = max(2, geo.d * 0.09)
        stones = sorted({m.push_stone for m in moves}, key=board.cell_order)
        for cell in stones:
            mark.ring(surface, geo.center(cell), geo.radius * 1.3, mark.ALERT, width=width)
            retreats = [m.push_to for m in moves if m.push_stone == cell and m.push_to]
            for to in retreats:
                if len(retreats) == 1 and len(stones) == 1:
                    arrows.arc(surface, geo.center(cell), geo.center(to), mark.ALERT, width, 0.15,
                               head=geo.d * 0.32)
                else:
                    mark.dot(surface, geo.center(to), geo.d * 0.2, mark.ALERT, alpha=170)

    @staticmethod
    def attack_label(state, moves):
        """The kind of attack ``moves`` (one source and destination) make, in words."""
        move = moves[0]
        kind = state.attack_kind(move)
        if move.push_to is None:
            return t("pyramida.kind_column_failed" if kind == "column failed" else "pyramida.kind_stuck")
        return t("pyramida.kind_column" if kind == "column" else "pyramida.kind_contact")

    def draw_attack_caption(self, surface, state, moves, marks):
        """What kind of attack it is, in words, beside the attacked stone, where it hides nothing."""
        geo = self.geo
        image = text.render(self.attack_label(state, moves), text.grown(max(14, geo.d * 0.52)), mark.ALERT, "bold")
        size = image.get_rect().inflate(round(geo.d * 0.5), round(geo.d * 0.25)).size
        key = (state, tuple(moves), marks.next, size, self.rect)
        if self._place[0] != key:
            self._place = (key, self.caption_place(state, moves, marks, size))
        rect = self.caption = self._place[1]
        panel(surface, rect, radius=rect.height // 2, fill=(24, 14, 20, 230), edge=(*mark.ALERT, 200))
        surface.blit(image, image.get_rect(center=rect.center))

    def caption_place(self, state, moves, marks, size):
        """The spot for a caption of ``size`` nearest the attacked stone that hides nothing."""
        geo = self.geo
        stone = geo.center(min({m.push_stone for m in moves}, key=board.cell_order))
        away = 1 if stone[0] >= geo.center(moves[0].dst)[0] else -1  # away from the attacker first
        found = caption.place(caption.spots(stone, away, size, geo.d, self.rect),
                              *self.keep_clear(state, moves, marks), geo.d)
        if found is None:  # a board too small for it anywhere: beside the stone, on the board
            found = pygame.Rect((0, 0), size)
            found.midleft = (round(stone[0] + geo.d), round(stone[1]))
            found = found.clamp(self.rect)
        return found

    def keep_clear(self, state, moves, marks):
        """What a caption must not hide: stones (with their rings), the cells of the attack and
        those next to the attacked stones, lit cells, the labels and the trays."""
        geo = self.geo
        discs = [(geo.center(c), geo.radius * 1.35) for p in (0, 1) for c in state.stones(p)]
        cells = {target[1] for target in marks.next if target[0] == "cell"}
        for m in moves:
            cells |= {m.src, m.dst, m.push_stone} | ({m.push_to} if m.push_to else set())
            cells |= set(rules.neighbours_above(m.push_stone) + rules.neighbours_below(m.push_stone))
        if state.attack_kind(moves[0]) in ("column", "column failed"):
            file = board.FILE_RANK[moves[0].dst][0]
            cells |= {c for c in geo.cells if board.FILE_RANK[c][0] == file}
        cells = [geo.center(c) for c in cells if c in geo.cells]
        d = geo.d
        exit_label = pygame.Rect(0, 0, 6 * d, 1.2 * d)
        exit_label.midbottom = (geo.center(rules.APEX)[0], geo.center(rules.APEX)[1] - 0.8 * d)
        rects = board.rank_label_rects(geo) + board.file_label_rects(geo) + [exit_label]
        for player in (0, 1):
            tray = board.tray_rect(geo, player)
            rects.append(tray.union(tray.move(0, -d)))  # and its label above it
        return discs, cells, rects
