"""Pyramida: race five stones up a stepped pyramid of diamond cells and off its apex.

Click one of your stones: its destinations light up (hovering one previews
the attack it makes); click one. When the attack leaves a choice, click the
stone to push, then the cell it retreats to. Stones that leave fly to their
side's exit tray beside the apex.
"""

from collections import defaultdict

import pygame

from ..i18n import language, t
from ..rules import pyramida as rules
from ..ui import anim, arrows, marks, pieces, text
from ..ui.widgets import panel
from . import pyramida_board as board
from .game import GameScene


class PyramidaScene(GameScene):
    def __init__(self, app, info, match):
        self._clicks_before = ()  # the clicks before the latest one, for explain()
        self._losing = None  # cache: destinations that lose by repetition
        self._backdrop = None  # cache: the board without pieces
        super().__init__(app, info, match)

    # -- geometry ----------------------------------------------------------------------
    def layout_board(self, rect):
        self.geo = board.Geometry(rect)
        self._backdrop = None

    def anchor(self, key):
        kind = key[0]
        if kind == "tray":
            return board.tray_point(self.geo, key[1], key[2])
        x, y = self.geo.center(key[1])
        return (x, y + self.geo.d * 0.22) if kind == "nudge" else (x, y)

    # -- clicks ------------------------------------------------------------------------
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

    def targets_at(self, pos):
        cell = self.geo.cell_at(pos)
        if cell is None:
            return []
        if self.owner(self.state, cell) is not None:
            return [("stone", cell), ("cell", cell)]
        return [("cell", cell)]

    @staticmethod
    def owner(state, cell):
        for player in (0, 1):
            if cell in state.stones(player):
                return player
        return None

    def click(self, pos):
        """While a push is being chosen, a stray click on the board explains and keeps the choice."""
        self._clicks_before = self.input.clicks
        if self.choice_stage() and self.pass_timer is None and self.board_rect.collidepoint(pos):
            targets = self.targets_at(pos)
            wanted = self.input.next_targets | self.input.first_targets | {self.input.clicks[-1]}
            if not any(target in wanted for target in targets):
                self.app.sound.play("illegal")
                self.say("game.reason", "warn", text=self.explain(targets))
                return True
        return super().click(pos)

    def explain(self, targets):
        state = self.state
        me = state.to_move
        name = self.side_name(me)
        stage = self.choice_stage()
        if stage:
            return t("pyramida.why_target") if stage[0] == "target" else t("pyramida.why_retreat", stone=stage[1])
        if not targets:
            return t("pyramida.why_pick", name=name)
        kind, cell = targets[0]
        if kind == "stone" and self.owner(state, cell) == me:
            return t("pyramida.why_blocked", cell=cell)  # a stone that could move would have been taken
        if self._clicks_before:
            if kind == "stone":
                return t("pyramida.why_taken", cell=cell)
            src = self._clicks_before[0][1]
            dests = sorted({m.dst for m in self.input.sequences if m.src == src}, key=self.cell_order)
            return t("pyramida.why_dest", src=src, cells=", ".join(dests))
        if kind == "cell":
            return t("pyramida.why_pick", name=name)
        return t("pyramida.why_not_yours", owner=self.side_name(1 - me), name=name)

    @staticmethod
    def cell_order(cell):
        file, rank = board.FILE_RANK[cell]
        return (-rank, file)

    def warning_before(self, move):
        if self.state.repeats_third_time(move):
            return t("pyramida.repeat_warning", name=self.side_name(self.state.to_move))
        return None

    # -- texts -------------------------------------------------------------------------
    def extra_move(self):
        """Whether the player to move is playing again (the last move won an extra move)."""
        m = self.match
        return bool(m.moves) and not m.moves[-1].is_pass and m.states[-2].to_move == self.state.to_move

    def turn_line(self, state):
        name = self.side_name(state.to_move)
        return t("pyramida.plays_again", name=name) if self.extra_move() else t("game.to_move", name=name)

    def choice_stage(self):
        """``("target", None)`` or ``("retreat", stone)`` while an attack's choice is being clicked."""
        if len(self.input.clicks) < 2 or not self.human_to_move:
            return None
        following = self.input.next_targets
        if not following:
            return None
        if any(kind == "stone" for kind, _ in following):
            return ("target", None)
        return ("retreat", self.input.candidates[0].push_stone)

    def turn_detail(self, state):
        stage = self.choice_stage()
        if stage:
            return t("pyramida.choose_target") if stage[0] == "target" else \
                t("pyramida.choose_retreat", stone=stage[1])
        if len(state.stones(state.to_move)) == 1:
            return t("pyramida.last_stone")
        return ""

    def player_lines(self, state, player):
        return [t("pyramida.out", n=state.exited[player]), t("pyramida.on_board", n=len(state.stones(player)))]

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        values = {"src": move.src, "dst": move.dst, "stone": move.push_stone, "to": move.push_to}
        if move.dst == rules.APEX:
            return t("pyramida.mv_off", **values)
        kind = before.attack_kind(move)
        if kind is None:
            return t("pyramida.mv", **values)
        if move.push_to is None:
            return t("pyramida.mv_stuck", **values)
        return t("pyramida.mv_column" if kind == "column" else "pyramida.mv_push", **values)

    def result_text(self, state):
        return t("pyramida.result", w=self.side_name(0), b=self.side_name(1),
                 white=state.exited[0], black=state.exited[1])

    def after_move(self, before, move, after):
        if move.is_pass or after.is_over:
            return
        player = before.to_move
        name = self.side_name(player)
        kind = before.attack_kind(move)
        if after.to_move == player:
            key = "pyramida.again_column" if kind == "column failed" else "pyramida.again_stuck"
            self.say(key, "good", stone=move.push_stone, name=name)
        elif move.dst == rules.APEX:
            self.say("pyramida.left", "good", name=name, n=after.exited[player])
        elif kind == "column":
            self.say("pyramida.column_done", stone=move.push_stone, to=move.push_to)

    # -- animation ---------------------------------------------------------------------
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

    # -- drawing -----------------------------------------------------------------------
    def backdrop(self):
        """The board without pieces (blocks, labels, trays), drawn once per size and language."""
        key = (self.size, language())
        if self._backdrop is None or self._backdrop[0] != key:
            layer = pygame.Surface(self.size, pygame.SRCALPHA)
            board.draw_cells(layer, self.geo)
            board.draw_labels(layer, self.geo)
            self._backdrop = (key, layer.convert_alpha() if pygame.display.get_surface() else layer)
        return self._backdrop[1]

    def draw_board(self, surface, state, hidden):
        geo = self.geo
        surface.blit(self.backdrop(), (0, 0))
        self.draw_trays(surface, state, hidden)
        self.draw_last_move(surface)
        preview = self.preview_moves()
        attack = preview and preview[0].push_stone is not None
        if attack:
            self.draw_column(surface, state, preview)
        self.draw_targets(surface, state, "cell")
        selected = self.input.clicks[0][1] if self.input.clicks and self.human_to_move else None
        for player in (0, 1):
            for cell in state.stones(player):
                if ("stone", cell) in hidden:
                    continue
                image = board.stone(geo, player)
                if cell == selected and preview:
                    image = image.copy()
                    image.set_alpha(110)  # it is about to leave: its ghost shows where it lands
                pieces.blit_center(surface, image, geo.center(cell))
                if cell == selected:
                    marks.ring(surface, geo.center(cell), geo.radius * 1.25, marks.NEXT, width=max(2, geo.d * 0.1))
        if preview and selected:
            ghost = board.stone(geo, state.to_move).copy()
            ghost.set_alpha(190)
            dst = preview[0].dst
            point = board.tray_point(geo, state.to_move, state.exited[state.to_move]) if dst == rules.APEX \
                else geo.center(dst)
            pieces.blit_center(surface, ghost, point)
        if attack:
            self.draw_attack(surface, state, preview)
        self.draw_targets(surface, state, "stone")
        for target in self.hint_targets:
            self.outline(surface, target[1], marks.HINT)
        if attack:
            self.draw_attack_caption(surface, state, preview)

    def draw_trays(self, surface, state, hidden):
        for player in (0, 1):
            flying = sum(("tray", player, slot) in hidden for slot in range(5))  # not landed yet
            label = t("pyramida.tray", name=self.side_name(player), n=state.exited[player] - flying)
            board.draw_tray(surface, self.geo, player, state.exited[player], label, hidden)

    def outline(self, surface, cell, color, alpha=70):
        marks.polygon(surface, self.geo.diamond(cell, self.geo.d * 0.1), color, alpha,
                      max(2, round(self.geo.d * 0.09)))

    def draw_last_move(self, surface):
        """Gold: where the last move came from and went; red: the stone it pushed, before and after."""
        m = self.match
        if not m.moves or m.moves[-1].is_pass or self.anim is not None:
            return
        move = m.moves[-1]
        self.outline(surface, move.src, marks.LAST, 25)
        self.outline(surface, move.dst, marks.LAST, 60)
        if move.push_stone is not None:
            self.outline(surface, move.push_stone, marks.ALERT, 25)
            if move.push_to is not None:
                self.outline(surface, move.push_to, marks.ALERT, 60)

    def draw_targets(self, surface, state, kind):
        """Blue where the next click may go (cells or stones); a movable stone glows under the mouse."""
        geo = self.geo
        if not self.human_to_move or self.anim is not None:
            return
        if not self.input.clicks:
            for target in self.targets_at(self.app.pointer())[:1]:
                if kind == "stone" and target in self.input.first_targets:
                    marks.ring(surface, geo.center(target[1]), geo.radius * 1.2, marks.NEXT, alpha=140)
            return
        losing = self.losing_cells()
        for target_kind, cell in self.input.next_targets:
            if target_kind != kind:
                continue
            if kind == "stone":
                marks.ring(surface, geo.center(cell), geo.radius * 1.3, marks.NEXT, width=max(2, geo.d * 0.1))
            elif cell in losing:
                self.outline(surface, cell, marks.ALERT, 60)
                text.draw(surface, "!", geo.center(cell), max(14, geo.d * 0.9), marks.ALERT, "bold", "center")
            else:
                self.outline(surface, cell, marks.NEXT, 80)
                marks.dot(surface, geo.center(cell), geo.d * 0.16, marks.NEXT)

    def losing_cells(self):
        """Destinations of the selected stone where every move loses by repetition."""
        if len(self.input.clicks) != 1:
            return set()
        state, src = self.state, self.input.clicks[0][1]
        cache = self._losing
        if cache is None or cache[0] is not state or cache[1] != src:  # the very state: history counts
            by_dst = defaultdict(list)
            for move in self.input.sequences:
                if move.src == src:
                    by_dst[move.dst].append(state.repeats_third_time(move))
            cache = self._losing = (state, src, {dst for dst, loses in by_dst.items() if all(loses)})
        return cache[2]

    def preview_moves(self):
        """The moves whose attack to preview: the hovered destination's, or the chosen one's."""
        clicks = self.input.clicks
        if not self.human_to_move or self.anim is not None or not clicks:
            return []
        if len(clicks) == 1:
            hovered = [tg for tg in self.targets_at(self.app.pointer()) if tg in self.input.next_targets]
            if not hovered:
                return []
            clicks = clicks + (hovered[0],)
        return [m for m, seqs in self.input.sequences.items() if seqs[0][:len(clicks)] == clicks]

    def draw_column(self, surface, state, moves):
        """A column attack lights up the whole file it happens in."""
        if state.attack_kind(moves[0]) not in ("column", "column failed"):
            return
        file = board.FILE_RANK[moves[0].dst][0]
        for cell in self.geo.cells:
            if board.FILE_RANK[cell][0] == file:
                self.outline(surface, cell, marks.ALERT, 40)

    def draw_attack(self, surface, state, moves):
        """Red rings on the stones the move may push, arrows or dots where they may go."""
        geo = self.geo
        width = max(2, geo.d * 0.09)
        stones = sorted({m.push_stone for m in moves}, key=self.cell_order)
        for cell in stones:
            marks.ring(surface, geo.center(cell), geo.radius * 1.3, marks.ALERT, width=width)
            retreats = [m.push_to for m in moves if m.push_stone == cell and m.push_to]
            for to in retreats:
                if len(retreats) == 1 and len(stones) == 1:
                    arrows.arc(surface, geo.center(cell), geo.center(to), marks.ALERT, width, 0.15,
                               head=geo.d * 0.32)
                else:
                    marks.dot(surface, geo.center(to), geo.d * 0.2, marks.ALERT, alpha=170)

    @staticmethod
    def attack_label(state, moves):
        """The kind of attack ``moves`` (one source and destination) make, in words."""
        move = moves[0]
        kind = state.attack_kind(move)
        if move.push_to is None:
            return t("pyramida.kind_column_failed" if kind == "column failed" else "pyramida.kind_stuck")
        return t("pyramida.kind_column" if kind == "column" else "pyramida.kind_contact")

    def draw_attack_caption(self, surface, state, moves):
        """What kind of attack it is, in words, beside the attacked stone."""
        move = moves[0]
        label = self.attack_label(state, moves)
        geo = self.geo
        stone = min({m.push_stone for m in moves}, key=self.cell_order)
        x, y = geo.center(stone)
        right = x >= geo.center(move.dst)[0]
        size = max(14, geo.d * 0.52)
        image = text.render(label, size, marks.ALERT, "bold")
        rect = image.get_rect().inflate(round(geo.d * 0.5), round(geo.d * 0.25))
        if right:
            rect.midleft = (round(x + geo.d * 1.0), round(y - geo.d * 0.4))
        else:
            rect.midright = (round(x - geo.d * 1.0), round(y - geo.d * 0.4))
        rect.clamp_ip(self.board_rect)
        panel(surface, rect, radius=rect.height // 2, fill=(24, 14, 20, 230), edge=(*marks.ALERT, 200))
        surface.blit(image, image.get_rect(center=rect.center))
