"""Pyraos' board view: the pyramid of balls seen from above, the reserve trays, the four level
maps, the move being entered (the ball in place, a formation in red, balls being taken back),
the hover previews, and balls in flight.

Targets: ``("tray", player)`` (a ball from the reserve), ``("spot", spot)`` (a ball to raise,
or where a ball goes) and ``("take", spot)`` (a ball to take back once a formation is made).
"""

import math

from ...i18n import t
from ...rules.pyraos import SPOTS, Move, supports
from ...ui import anim, pieces, text, theme
from ...ui import marks as mark
from ...ui.boardview import BoardView
from ...ui.marks import NONE
from . import board as pv


class BallFlight(anim.Flight):
    """A ball flying between anchors: it grows as it rises in its arc and takes the size of
    the place it lands on (a tray ball is smaller than a ball on the pyramid)."""

    def __init__(self, view, player, anchors, start=0.0, lift=0.0):
        super().__init__(None, anchors, start, lift=lift)
        self.view, self.player = view, player

    def draw(self, surface, now, locate, scale):
        x, y = self.position(now, locate, scale)
        legs = len(self.anchors) - 1
        progress = min(legs, max(0.0, (now - self.start) / self.step))
        leg = min(legs - 1, int(progress))
        f = anim.ease(progress - leg)
        a, b = self.anchors[leg], self.anchors[leg + 1]
        r0, r1 = self.view.anchor_radius(a), self.view.anchor_radius(b)
        bump = 0.22 * math.sin(math.pi * f) if a != b else 0.0
        level = a[1][0] if a[0] == "spot" else 0
        pv.ball(surface, (x, y), (r0 + (r1 - r0) * f) * (1 + bump), self.player, level + 2 * bump)


class PyraosView(BoardView):
    """``trays``: whose reserve trays are drawn; ``maps``: the four level maps under the plate;
    ``labels``: the plate's coordinates."""

    LIT_SPIKES = (45, 135, 225, 315)  # balls touch their neighbours in line: the spikes go between
    LAST_WHILE_CHOOSING = False  # a ball chosen: where it may go alone is marked

    @staticmethod
    def draw_icon(surface, rect):
        """A side view of the pyramid of balls."""
        r = min(rect.width / 9, rect.height / 7.5)
        colors = [theme.LIGHT_PIECE, theme.DARK_PIECE]
        for level, count in enumerate((4, 3, 2, 1)):
            for k in range(count):
                x = rect.centerx + (k - (count - 1) / 2) * r * 2
                y = rect.bottom - r * 1.2 - level * r * 1.65
                side = (k + level) % 2
                pieces.blit_center(surface, pieces.sphere(round(r), colors[side], side == 1), (x, y))

    def __init__(self, trays=(0, 1), maps=True, labels=True):
        self.trays, self.maps, self.labels = trays, maps, labels
        self._display = (None, None, None)

    def layout(self, rect, scale):
        super().layout(rect, scale)
        self.geo = pv.Geometry(rect, scale, self.trays, self.maps)

    # -- the position shown: the state plus the move being entered ------------------------
    @staticmethod
    def pending(marks):
        """``(src, dst, taken)`` of the move being entered: ``src`` None for a ball from the
        tray, ``dst`` None until the destination is clicked; None when nothing is selected."""
        clicks = marks.clicks
        if not clicks:
            return None
        src = clicks[0][1] if clicks[0][0] == "spot" else None
        dst = clicks[1][1] if len(clicks) > 1 else None
        return src, dst, tuple(c[1] for c in clicks[2:])

    def display(self, state, marks):
        """``({spot: player}, formations)`` as shown: the landed ball in place, balls being taken
        back gone, and the formations the landed ball completes; computed once per click."""
        key = (state, marks.clicks)
        if self._display[0] != key:
            board = {s: state.ball_at(s) for s in SPOTS if state.ball_at(s) is not None}
            pend, forms = self.pending(marks), []
            if pend and pend[1] is not None:
                src, dst, taken = pend
                board.pop(src, None)
                board[dst] = state.to_move
                for spot in taken:
                    board.pop(spot, None)
                forms = state.formations(Move(src, dst))
            self._display = (key, board, forms)
        return self._display[1], self._display[2]

    def taking_back(self, state, marks):
        """The clicked ball completes a formation: the next clicks choose balls to take back."""
        return len(marks.clicks) >= 2 and bool(self.display(state, marks)[1])

    def tray_count(self, state, player, marks=NONE, anim=None):
        """The balls ``player``'s tray shows: the reserve, less the ball being placed, plus the
        balls being taken back; while a move is shown, a ball flying home counts once landed."""
        count = state.reserve[player]
        pend = self.pending(marks)
        if pend and player == state.to_move:
            count += len(pend[2]) - (1 if pend[0] is None and pend[1] is not None else 0)
        if anim is not None:
            count -= sum(1 for part in anim.parts if anim.now < part.end
                         and part.anchors[-1][:2] == ("tray", player))
        return count

    @staticmethod
    def supported(board, spot):
        return all(s in board for s in supports(spot))

    # -- hit-testing -------------------------------------------------------------------
    def click_sequences(self, state, moves):
        p = state.to_move
        sequences = {}
        for m in moves:
            head = (("tray", p) if m.is_place else ("spot", m.src), ("spot", m.dst))
            if not m.take:
                sequences[m] = [head]
            else:
                sequences[m] = [head + tuple(("take", s) for s in order) for order in state.takeback_orders(m)]
        return sequences

    def lead_in(self, state, target):
        """A click straight on an empty spot takes a ball from the tray first."""
        if target[0] == "spot" and state.ball_at(target[1]) is None:
            return ("tray", state.to_move)
        return None

    def targets_at(self, state, pos, marks=NONE):
        geo, board = self.geo, self.display(state, marks)[0]
        spots = []
        for level in (3, 2, 1, 0):
            spot, dist = geo.nearest(pos, level)
            if spot is None:
                continue
            if spot in board:
                if dist <= pv.RADIUS[level]:
                    spots.append(spot)
            elif level == 0 or (self.supported(board, spot) and dist <= pv.EMPTY_HIT):
                spots.append(spot)
        spot = geo.map_spot_at(pos)
        if spot is not None:
            spots.append(spot)
        kind = "take" if self.taking_back(state, marks) else "spot"  # a ball to take back, or to play
        targets = [(kind, s) for s in spots]
        player = geo.tray_at(pos)
        if player is not None:
            targets.append(("tray", player))
        return targets

    # -- animation ---------------------------------------------------------------------
    def anchor(self, state, key):
        if key[0] == "spot":
            return self.geo.center(key[1])
        return self.geo.tray_slot(key[1], key[2])

    def anchor_radius(self, key):
        return self.geo.radius(key[1][0]) if key[0] == "spot" else self.geo.tray_radius

    def animation(self, before, move, after):
        p = before.to_move
        reserve = before.reserve[p]
        start = ("tray", p, reserve - 1) if move.is_place else ("spot", move.src)
        slot = reserve - 1 if move.is_place else reserve  # where balls taken back land
        main = [start, ("spot", move.dst)]
        flights, hidden = [], set()
        cues = [(anim.STEP, "move")]
        when = anim.STEP
        order = before.takeback_orders(move)[0] if move.take else ()
        for spot in order:  # one after the other, each a step
            home = ("tray", p, slot)
            hidden.add(home)
            if spot == move.dst:
                main += [("spot", spot)] * round(when / anim.STEP - 1) + [home]
            else:
                flights.append((spot[0], BallFlight(self, p, [("spot", spot), home], when, lift=60)))
            cues.append((when + anim.STEP, "takeback"))
            when += anim.STEP
            slot += 1
        if after.ball_at(move.dst) is not None:
            hidden.add(("spot", move.dst))
        flights.append((move.dst[0], BallFlight(self, p, main, 0.0, lift=70 if move.is_place else 50)))
        flights.sort(key=lambda item: item[0])  # lower balls first: a ball resting on another covers it
        return anim.Animation([f for _, f in flights], hidden, cues)

    def suggestion(self, before, move):
        """The ball from the tray or the spot it leaves to where it lands (the balls it would
        take back are not shown)."""
        p = before.to_move
        start = ("tray", p, before.reserve[p] - 1) if move.is_place else ("spot", move.src)
        return BallFlight(self, p, [start, ("spot", move.dst)], lift=50)

    def draw_swatch(self, surface, rect, player):
        pv.ball(surface, rect.center, rect.width * 0.5, player)

    # -- drawing -----------------------------------------------------------------------
    def draw_board(self, surface, state, marks, anim):
        geo, s = self.geo, self.scale
        hidden = anim.hidden if anim is not None else set()
        board, forms = self.display(state, marks)
        pend = self.pending(marks)
        viewed = self.viewed_level(marks) if anim is None else None
        pv.plate(surface, geo, self.labels)
        self.draw_trays(surface, state, marks, hidden, anim)
        for formation in forms:  # under the balls: a red band around them
            pv.band(surface, geo, formation, theme.BAD)
        shown = {spot: p for spot, p in board.items() if ("spot", spot) not in hidden}
        pv.balls(surface, geo, shown, lambda spot: 255 if viewed is None or spot[0] <= viewed else 45)
        if pend:
            for spot in pend[2]:  # balls being taken back: a ghost where they were
                pv.ball(surface, geo.center(spot), geo.radius(spot[0]), state.to_move, spot[0], 90)
        if anim is None:
            self.draw_help(surface, state, marks)
        rings = self.draw_marks(surface, state, board, marks)
        if forms:
            pv.callout(surface, geo, forms[0], formation_word(forms))
        if self.maps:
            pv.level_maps(surface, geo, board, viewed, rings)
        if viewed is not None:
            label = t("pyraos.viewing", level=pv.level_names()[viewed])
            text.draw(surface, label, (geo.plate.centerx, geo.plate.top - round(4 * s)), 17 * s,
                      theme.HILITE, "bold", "midbottom")

    def viewed_level(self, marks):
        """The level shown on its own (the balls above it faint): the one whose map is under the
        pointer, or, the keyboard's ring on a spot, that spot's (None: none)."""
        viewed = self.geo.map_level_at(marks.pointer) if marks.pointer is not None else None
        if viewed is None and marks.focus is not None and marks.focus[0] in ("spot", "take"):
            viewed = marks.focus[1][0]
        return viewed

    def target_spot(self, state, target):
        if target[0] == "tray":
            return None  # a tray that can give a ball glows (``draw_trays``); a lit one is framed
        return self.geo.center(target[1]), self.geo.radius(target[1][0])

    def target_rect(self, state, target):
        if target[0] == "tray":
            return (self.geo.trays[target[1]], False) if target[1] in self.geo.trays else None
        return super().target_rect(state, target)

    def draw_help(self, surface, state, marks):
        super().draw_help(surface, state, marks)
        with mark.within(surface, self.rect.inflate(8, 8)):
            for kind, *rest in mark.in_order(marks.lit):
                if kind == "tray" and rest[0] in self.geo.trays:  # the tray, and the ball a click takes
                    mark.lit_frame(surface, self.tray_frame(rest[0], 2), round(self.geo.cell * 0.3))
                    count = self.tray_count(state, rest[0], marks)
                    if count:
                        top = self.geo.tray_slot(rest[0], count - 1)
                        mark.lit(surface, top, self.geo.tray_radius * 1.12, self.LIT_SPIKES)

    def lifted_ball(self, player, count):
        """Where the top ball of a tray is drawn once a click has taken it (``board.tray``)."""
        x, y = self.geo.tray_slot(player, count - 1)
        return x, y - self.geo.tray_radius * 0.7

    def tray_frame(self, player, out):
        """A tray's rim grown by ``out`` pixels at scale 1 (shrunk when negative)."""
        grow = round(2 * out * self.scale)
        return self.geo.trays[player].inflate(grow, grow)

    def frame_tray(self, surface, player, color, width, out=0):
        """A two-tone frame ``out`` pixels (at scale 1) outside a tray's rim, inside when negative:
        a mark on it, seen whatever colours a person tells apart."""
        rect = self.tray_frame(player, out)
        mark.frame(surface, rect, color, width * self.scale, max(0, round(self.geo.cell * 0.25) + round(out * self.scale)))

    def draw_trays(self, surface, state, marks, hidden, anim):
        p = state.to_move
        clicks = marks.clicks
        for player in self.trays:
            count = self.tray_count(state, player, marks, anim)
            slots = {key[2] for key in hidden if key[0] == "tray" and key[1] == player}
            lifted = clicks == (("tray", player),)
            edge = theme.GOLD if not state.is_over and player == p else None
            pv.tray(surface, self.geo, player, count, self.side_name(player), slots, lifted, edge)
            if edge is not None and lifted and count:  # chosen: its ball lifted, in a double ring
                mark.selected(surface, self.lifted_ball(player, count), self.geo.tray_radius * 1.1)
            elif edge is not None and ("tray", player) in marks.quiet_movable and anim is None:
                self.frame_tray(surface, player, mark.NEXT, 2.5, -5)

    def draw_marks(self, surface, state, board, marks):
        """The last move (corner brackets), the ball chosen (a double ring), where the next click
        may go (dots, a ring of dots round a ball to take back), previews under the pointer;
        returns the marks for the level maps. A hint is its arrow (``BoardView.draw_suggested``)
        and a star on each ball it takes back."""
        geo, s = self.geo, self.scale
        rings = {}

        def dot(spot, color, alpha=200):
            mark.dot(surface, geo.center(spot), geo.cell * 0.17, color, alpha)
            rings[spot] = color

        if marks.last is not None and not marks.clicks:
            move = marks.last[1]
            half = geo.radius(move.dst[0]) * 1.12
            mark.brackets(surface, mark.square(geo.center(move.dst), half), width=3 * s)
            rings[move.dst] = theme.LAST_MOVE
            if move.src is not None and move.src not in board:
                mark.brackets(surface, mark.square(geo.center(move.src), geo.radius(move.src[0]) * 0.8), width=2.5 * s)
        if marks.clicks:
            first = marks.clicks[0]
            if first[0] == "spot" and len(marks.clicks) == 1:
                mark.selected(surface, geo.center(first[1]), geo.radius(first[1][0]) * 1.08)
                rings[first[1]] = theme.HILITE
            for kind, *rest in mark.in_order(marks.next):
                if kind == "spot":
                    dot(rest[0], theme.HILITE)
                elif kind == "take":
                    mark.choice(surface, geo.center(rest[0]), geo.radius(rest[0][0]) * 1.1)
                    rings[rest[0]] = theme.HILITE
        elif marks.movable and marks.pointer is not None:
            self.draw_hover(surface, state, board, marks, dot)
        for kind, *rest in marks.hint:
            if kind != "tray":
                rings[rest[0]] = theme.GOOD
        return rings

    def draw_hover(self, surface, state, board, marks, dot):
        """Nothing selected: show where a ball may go, only around the pointer."""
        geo, pos = self.geo, marks.pointer
        targets = self.targets_at(state, pos, marks)
        mine = state.to_move
        spot = targets[0][1] if targets and targets[0][0] == "spot" else None
        on_plate = geo.plate.collidepoint(pos)
        if spot is not None and marks.hover == targets[0] and on_plate:  # a ball that may be raised
            mark.ring(surface, geo.center(spot), geo.radius(spot[0]) * 1.12, theme.HILITE, 3 * self.scale, 150)
            for dst in {m.dst for m in marks.hover_moves}:
                dot(dst, theme.HILITE, 110)
            return
        if on_plate or ("tray", mine) in targets:
            for place in SPOTS:
                if place not in board and (place[0] > 0 or not on_plate) and self.supported(board, place):
                    dot(place, theme.HILITE, 90)
        if spot is not None and spot not in board and on_plate:
            pv.ball(surface, geo.center(spot), geo.radius(spot[0]), mine, spot[0], 150)


def formation_word(formations):
    """"Square!", "Line!" or both, for the formations a ball completes."""
    kinds = {"square" if len({s[1] for s in f}) == 2 and len({s[2] for s in f}) == 2 else "line"
             for f in formations}
    if kinds == {"square", "line"}:
        return t("pyraos.square_and_line")
    return t("pyraos.line") if kinds == {"line"} else t("pyraos.square")
