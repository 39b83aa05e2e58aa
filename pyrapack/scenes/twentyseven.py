"""27: a line of cells with stacks of pawns, drawn from the side.

Click a pawn of one of your stacks to take it and everything above it; the
destination lights up; click it to play.
"""

import pygame

from ..i18n import t
from ..ui import anim, pieces, text, theme
from .game import GameScene

SLOTS = 9  # the line's full length: cell width stays fixed as cells vanish
COLOURS = {"W": theme.LIGHT_PIECE, "B": theme.DARK_PIECE, "G": theme.GREY_PIECE, "R": theme.RED_PIECE}


class TwentySevenScene(GameScene):
    # -- geometry ----------------------------------------------------------------------
    def layout_board(self, rect):
        self.board = rect
        self.slot = rect.width / SLOTS
        self.pawn_w = round(self.slot * 0.74)
        self.base_y = rect.bottom - round(74 * self.scale)  # top of the track

    def thickness(self, state):
        tallest = max(len(cell) for cell in state.cells)
        room = self.base_y - self.board.top - 30 * self.scale
        return max(4, min(round(self.slot * 0.26), int(room / max(20, tallest + 2))))

    def cell_x(self, index, count):
        return self.board.centerx + (index - (count - 1) / 2) * self.slot

    def pawn_center(self, index, count, height, thick):
        """Screen centre of the pawn ``height`` pawns above the track (0: the base)."""
        return (self.cell_x(index, count), self.base_y - (height + 0.5) * thick)

    def anchor(self, key):
        _, index, count, height = key
        return self.pawn_center(index, count, height, self.thickness(self.state))

    # -- clicks ------------------------------------------------------------------------
    def click_sequences(self, state, moves):
        return {m: [(("pawn", m.from_cell, m.count), ("cell", state.destination(m)))] for m in moves}

    def targets_at(self, pos):
        state = self.state
        n = len(state.cells)
        x, y = pos
        index = round((x - self.board.centerx) / self.slot + (n - 1) / 2)
        if not (0 <= index < n and abs(x - self.cell_x(index, n)) <= self.slot / 2):
            return []
        if not self.board.top <= y <= self.board.bottom:
            return []
        stack = state.cells[index]
        thick = self.thickness(state)
        height = int((self.base_y - y) // thick)
        targets = [("cell", index)]
        if 0 <= height < len(stack):
            targets.append(("pawn", index, len(stack) - height))
        elif height >= len(stack):  # above the stack: its top pawn
            targets.append(("pawn", index, 1))
        return targets

    def explain(self, targets):
        state = self.state
        pawns = [target for target in targets if target[0] == "pawn"]
        if not pawns:
            return t("27.pick_pawn")
        _, index, count = pawns[0]
        owner = state.owner(index)
        name = self.side_name(state.to_move)
        if owner is None:
            return t("27.nobody_owns")
        if owner != state.to_move:
            return t("27.not_yours", name=self.side_name(owner))
        if count == len(state.cells[index]):
            return t("27.base_stays")
        n = state.owned_stacks(state.to_move)
        return t("27.overshoot", name=name, n=n)

    # -- texts -------------------------------------------------------------------------
    def turn_detail(self, state):
        n = state.owned_stacks(state.to_move)
        return t("27.turn", n=n) if n else ""  # owning no stack, the player passes (the pass notice says so)

    def player_lines(self, state, player):
        return [t("27.score", n=state.score(player), cell=state.goal(player) + 1),
                t("27.stacks", n=state.owned_stacks(player))]

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        dest = before.destination(move)
        key = "27.move_base" if before.removes_cell(move) else "27.move"
        return t(key, count=move.count, src=move.from_cell + 1, dst=dest + 1)

    def result_text(self, state):
        return t("27.result", white=state.score(0), black=state.score(1),
                 w=self.side_name(0), b=self.side_name(1))


    # -- animation ---------------------------------------------------------------------
    def animation(self, before, move, after):
        if move.is_pass:
            return None
        n0, n1 = len(before.cells), len(after.cells)
        src, k = move.from_cell, move.count
        dst0 = before.destination(move)
        dst1 = dst0 - 1 if before.removes_cell(move) and src < dst0 else dst0
        src_stack, dst_stack = before.cells[src], after.cells[dst1]
        thick = self.thickness(before)
        flights, hidden = [], set()
        for j in range(k):  # the j-th moving pawn from the bottom of the moving part
            h0 = len(src_stack) - k + j
            h1 = len(dst_stack) - k + j
            letter = src_stack[h0]
            flights.append(anim.Flight(self.painter(letter, thick),
                                       [("slot", src, n0, h0), ("slot", dst1, n1, h1)],
                                       lift=60 + 4 * j))
            hidden.add((dst1, h1))
        return anim.Animation(flights, hidden, cues=[(anim.STEP, "move")])

    def painter(self, letter, thick):
        image = pieces.pawn(self.pawn_w, thick, COLOURS[letter], letter == "B")
        return lambda surface, xy: surface.blit(image, image.get_rect(center=(round(xy[0]), round(xy[1]))))

    # -- drawing -----------------------------------------------------------------------
    def draw_board(self, surface, state, hidden):
        s = self.scale
        n = len(state.cells)
        thick = self.thickness(state)
        track = pygame.Rect(0, 0, self.slot * n, round(30 * s))
        track.midtop = (self.board.centerx, self.base_y - round(4 * s))
        pygame.draw.rect(surface, theme.SAND_DARK, track.move(0, round(6 * s)), border_radius=round(10 * s))
        pygame.draw.rect(surface, theme.SAND, track, border_radius=round(10 * s))
        self.draw_goals(surface, state, track)
        marks = self.marks(state)
        for i, stack in enumerate(state.cells):
            self.draw_cell_glow(surface, i, n, marks.get(i), thick, len(stack))
            lifted = self.lifted_count(i)
            for h, letter in enumerate(stack):
                if (i, h) in hidden:
                    continue
                x, y = self.pawn_center(i, n, h, thick)
                if h >= len(stack) - lifted:
                    y -= round(14 * s)
                image = pieces.pawn(self.pawn_w, thick, COLOURS[letter], letter == "B")
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
            if lifted:
                self.outline_lifted(surface, i, n, len(stack), lifted, thick)
        self.draw_preview(surface, state, thick)

    def draw_goals(self, surface, state, track):
        s = self.scale
        n = len(state.cells)
        for i in range(n):  # cell numbers, as the move list names them
            text.draw(surface, str(i + 1), (self.cell_x(i, n), track.bottom - round(3 * s)), 16 * s,
                      theme.SAND_DARK, "bold", "midbottom")
        for player in (0, 1):
            goal = state.goal(player)
            x = self.cell_x(goal, n)
            label = t("27.goal_of", name=self.side_name(player))
            y = track.bottom + round(10 * s)
            rect = text.draw(surface, label, (x, y), 17 * s, theme.GOLD, "bold", "midtop")
            arrow = "→" if player == 0 else "←"
            text.draw(surface, arrow, (x, rect.bottom + round(2 * s)), 22 * s, theme.GOLD, "bold", "midtop")

    def marks(self, state):
        """Cells to glow: last move (gold), possible destinations (blue), hint (green)."""
        marks = {}
        if self.match.moves and not self.match.moves[-1].is_pass and len(self.match.states) > 1:
            before, move = self.match.states[-2], self.match.moves[-1]
            src, dst = move.from_cell, before.destination(move)
            if before.removes_cell(move) and src < dst:
                dst -= 1
            if not before.removes_cell(move):
                marks[src] = theme.LAST_MOVE
            marks[dst] = theme.LAST_MOVE
        for target in self.input.next_targets if self.input.clicks else ():
            marks[target[1]] = theme.HILITE
        for target in self.hint_targets:
            marks[target[1]] = theme.GOOD
        return marks

    def draw_cell_glow(self, surface, i, n, color, thick, height):
        if color is None:
            return
        s = self.scale
        x = self.cell_x(i, n)
        rect = pygame.Rect(0, 0, self.slot * 0.94, (height + 1.2) * thick + 18 * s)
        rect.midbottom = (round(x), self.base_y + round(8 * s))
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*color, 60), glow.get_rect(), border_radius=round(12 * s))
        pygame.draw.rect(glow, (*color, 200), glow.get_rect(), width=max(2, round(3 * s)),
                         border_radius=round(12 * s))
        surface.blit(glow, rect)

    def lifted_count(self, index):
        """How many pawns of ``index`` are taken: the selection, else the hovered pawn's stack part."""
        for target in self.input.clicks[:1]:
            if target[1] == index:
                return target[2]
        if self.input.clicks or not self.human_to_move:
            return 0
        for target in self.targets_at(self.app.pointer()):
            if target[0] == "pawn" and target[1] == index and target in self.input.first_targets:
                return target[2]
        return 0

    def outline_lifted(self, surface, i, n, height, lifted, thick):
        s = self.scale
        top = self.pawn_center(i, n, height - 1, thick)[1] - thick
        bottom = self.pawn_center(i, n, height - lifted, thick)[1] + thick * 0.8
        rect = pygame.Rect(0, 0, self.pawn_w + round(12 * s), bottom - top)
        rect.midtop = (round(self.cell_x(i, n)), round(top - 14 * s))
        color = theme.HILITE if self.input.clicks else (*theme.HILITE, 120)
        pygame.draw.rect(surface, color, rect, width=max(2, round(2 * s)), border_radius=round(8 * s))

    def draw_preview(self, surface, state, thick):
        """Ghost pawns where the selected pawns would land."""
        if len(self.input.clicks) != 1 or not self.input.next_targets:
            return
        _, src, k = self.input.clicks[0]
        (_, dst), = self.input.next_targets
        n = len(state.cells)
        stack = state.cells[src]
        for j in range(k):
            letter = stack[len(stack) - k + j]
            x, y = self.pawn_center(dst, n, len(state.cells[dst]) + j, thick)
            image = pieces.pawn(self.pawn_w, thick, COLOURS[letter], letter == "B").copy()
            image.set_alpha(110)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
