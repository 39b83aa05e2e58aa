"""Pyraos: the pyramid of balls seen from above, the two reserve trays, the four level maps.

Click your tray (or straight on an empty spot), or one of your free balls, then a lit spot:
the ball is placed or raised. When it completes a formation, the scene says so, marks it in
red, and asks for the balls to take back: click one (then confirm) or two; the second may be
the ball the first was resting on. Hovering a level map fades the levels above it.
"""

import math

import pygame

from ..i18n import t
from ..rules.pyraos import SPOTS, Move, spot_name, supports
from ..ui import anim, marks, text, theme
from . import pyraos_view as pv
from .game import GameScene


class BallFlight(anim.Flight):
    """A ball flying between anchors: it grows as it rises in its arc and takes the size of
    the place it lands on (a tray ball is smaller than a ball on the pyramid)."""

    def __init__(self, scene, player, anchors, start=0.0, lift=0.0):
        super().__init__(None, anchors, start, lift=lift)
        self.scene, self.player = scene, player

    def draw(self, surface, now, locate, scale):
        x, y = self.position(now, locate, scale)
        legs = len(self.anchors) - 1
        progress = min(legs, max(0.0, (now - self.start) / self.step))
        leg = min(legs - 1, int(progress))
        f = anim.ease(progress - leg)
        a, b = self.anchors[leg], self.anchors[leg + 1]
        r0, r1 = self.scene.anchor_radius(a), self.scene.anchor_radius(b)
        bump = 0.22 * math.sin(math.pi * f) if a != b else 0.0
        level = a[1][0] if a[0] == "spot" else 0
        pv.ball(surface, (x, y), (r0 + (r1 - r0) * f) * (1 + bump), self.player, level + 2 * bump)


class PyraosScene(GameScene):
    def __init__(self, app, info, match):
        self.view = None
        self.hover = (-1, -1)
        self._clicks_before = ()
        self._display = (None, None, None)
        self._raises = {}
        self._announced = None
        super().__init__(app, info, match)

    # -- geometry ----------------------------------------------------------------------
    def layout_board(self, rect):
        self.view = pv.View(rect, self.scale)

    def anchor(self, key):
        if key[0] == "spot":
            return self.view.center(key[1])
        return self.view.tray_slot(key[1], key[2])

    def anchor_radius(self, key):
        return self.view.radius(key[1][0]) if key[0] == "spot" else self.view.tray_radius

    # -- the position shown: the state plus the move being entered ------------------------
    def pending(self):
        """``(src, dst, taken)`` of the move being entered: ``src`` None for a ball from the
        tray, ``dst`` None until the destination is clicked; None when nothing is selected."""
        clicks = self.input.clicks
        if not clicks:
            return None
        src = clicks[0][1] if clicks[0][0] == "spot" else None
        dst = clicks[1][1] if len(clicks) > 1 else None
        return src, dst, tuple(c[1] for c in clicks[2:])

    def display(self):
        """``{spot: player}`` as shown: the landed ball in place, balls being taken back gone."""
        return self._shown()[1]

    def _shown(self):
        """``(key, board, formations)`` for the position and clicks now, computed once."""
        key = (self.state, self.input.clicks)
        if self._display[0] != key:
            state = self.state
            board = {s: state.ball_at(s) for s in SPOTS if state.ball_at(s) is not None}
            pend, forms = self.pending(), []
            if pend and pend[1] is not None:
                src, dst, taken = pend
                board.pop(src, None)
                board[dst] = state.to_move
                for spot in taken:
                    board.pop(spot, None)
                forms = state.formations(Move(src, dst))
            self._display = (key, board, forms)
        return self._display

    @staticmethod
    def supported(board, spot):
        return all(s in board for s in supports(spot))

    def formations(self):
        """The formations the ball being entered completes (none until it has landed)."""
        return self._shown()[2]

    def taking_back(self):
        """The clicked ball completes a formation: the next clicks choose balls to take back."""
        return len(self.input.clicks) >= 2 and bool(self.formations())

    # -- clicks ------------------------------------------------------------------------
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

    def new_position(self):
        super().new_position()
        self._raises = {}  # free ball -> where it may be raised (for hover previews)
        for seqs in self.input.sequences.values():
            for seq in seqs:
                if seq[0][0] == "spot":
                    self._raises.setdefault(seq[0][1], set()).add(seq[1][1])
        self._announced = None

    def targets_at(self, pos):
        view, board = self.view, self.display()
        spots = []
        for level in (3, 2, 1, 0):
            spot, dist = view.nearest(pos, level)
            if spot is None:
                continue
            if spot in board:
                if dist <= pv.RADIUS[level]:
                    spots.append(spot)
            elif level == 0 or (self.supported(board, spot) and dist <= pv.EMPTY_HIT):
                spots.append(spot)
        spot = view.map_spot_at(pos)
        if spot is not None:
            spots.append(spot)
        kind = "take" if self.taking_back() else "spot"  # a ball to take back, or a ball or spot to play
        targets = [(kind, s) for s in spots]
        player = view.tray_at(pos)
        if player is not None:
            targets.append(("tray", player))
        return targets

    def click(self, pos):
        self._clicks_before = self.input.clicks
        if self.human_to_move and self.pass_timer is None:
            targets = self.targets_at(pos)
            if self.taking_back():
                # Only a ball to take back (or the last one again, to put it back) counts now;
                # anything else explains and keeps the move being entered.
                allowed = self.input.next_targets | {self.input.clicks[-1]}
                if not any(target in allowed for target in targets):
                    if targets or self.board_rect.collidepoint(pos):
                        self.app.sound.play("illegal")
                        self.say("game.reason", "warn", text=self.explain(targets))
                    return False
            elif not self.input.clicks and targets and targets[0][0] == "spot" \
                    and targets[0][1] not in self.display():
                # A click straight on an empty spot: the ball comes from the tray.
                tray = ("tray", self.state.to_move)
                if tray in self.input.first_targets:
                    self.input.click(tray)
                    if targets[0] not in self.input.next_targets:
                        self.input.reset()
        result = super().click(pos)
        if self.taking_back() and self._announced != self.input.clicks[:2]:
            self._announced = self.input.clicks[:2]
            self.say("pyraos.formed", "good", what=self.formation_word())
        return result

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        return super().handle(event)

    def explain(self, targets):
        state, p = self.state, self.state.to_move
        before = self._clicks_before
        spot = next((target[1] for target in targets if target[0] in ("spot", "take")), None)
        tray = next((target[1] for target in targets if target[0] == "tray"), None)
        if len(before) >= 2:
            board = self.display()
            if spot is None or spot not in board:
                return t("pyraos.why.take_lit")
            if board[spot] != p:
                return t("pyraos.why.take_own")
            return t("pyraos.why.take_free")
        if spot is None:
            if tray is not None and tray != p:
                return t("pyraos.why.their_tray", name=self.side_name(tray))
            return t("pyraos.why.pick")
        owner = state.ball_at(spot)
        if owner is None:
            if before and before[0][0] == "spot":
                src = before[0][1]
                if spot[0] <= src[0]:
                    return t("pyraos.why.higher")
                if src in supports(spot):
                    return t("pyraos.why.holds_spot", src=self.spot_label(src), dst=self.spot_label(spot))
            return t("pyraos.why.pick")
        if owner != p:
            return t("pyraos.why.not_yours", name=self.side_name(owner))
        if not state.is_free(spot):
            return t("pyraos.why.holds_up")
        return t("pyraos.why.no_raise")

    def confirm_label(self):
        if len(self.input.clicks) == 3:
            return t("pyraos.take_just_one")
        return t("game.confirm")

    def warning_before(self, move):
        after = self.state.play(move)
        if not after.is_over or after.winner == self.state.to_move:
            return None
        safe = any(not self.state.play(m).is_over for m in self.state.legal_moves())
        return t("pyraos.warn_last_ball") if safe else None

    def after_move(self, before, move, after):
        if move.take:
            self.say("pyraos.took_back", name=self.side_name(before.to_move), n=len(move.take))
        if not after.is_over and after.repetitions == 2:
            self.say("pyraos.repeated", "warn")

    # -- texts -------------------------------------------------------------------------
    def spot_label(self, spot):
        return t("pyraos.apex") if spot[0] == 3 else spot_name(spot)

    def formation_word(self):
        kinds = {"square" if len({s[1] for s in f}) == 2 and len({s[2] for s in f}) == 2 else "line"
                 for f in self.formations()}
        if kinds == {"square", "line"}:
            return t("pyraos.square_and_line")
        return t("pyraos.line") if kinds == {"line"} else t("pyraos.square")

    def turn_detail(self, state):
        if self.human_to_move and self.input.clicks:
            n = len(self.input.clicks)
            if n == 1:
                return t("pyraos.turn_where" if self.input.clicks[0][0] == "tray" else "pyraos.turn_where_up")
            if n == 2 and self.taking_back():
                return t("pyraos.turn_take", what=self.formation_word())
            if n > 2:
                return t("pyraos.turn_take_second")
        n = state.reserve[state.to_move]
        return t("pyraos.turn_last") if n == 1 else t("pyraos.turn", n=n)

    def player_lines(self, state, player):
        n = state.reserve[player]
        return [t("pyraos.reserve", n=n), t("pyraos.on_pyramid", n=15 - n)]

    def notation_note(self):
        return t("pyraos.notation")

    def move_text(self, before, move):
        dst = self.spot_label(move.dst)
        line = (t("pyraos.move_place", dst=dst) if move.is_place
                else t("pyraos.move_raise", src=self.spot_label(move.src), dst=dst))
        if move.take:
            line += t("pyraos.move_take", balls=" + ".join(self.spot_label(s) for s in move.take))
        return line

    def result_text(self, state):
        return t("pyraos.result", w=self.side_name(0), b=self.side_name(1),
                 light=state.reserve[0], dark=state.reserve[1])

    def draw_side_swatch(self, surface, rect, player):
        pv.ball(surface, rect.center, rect.width * 0.5, player)

    # -- animation ---------------------------------------------------------------------
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

    # -- drawing -----------------------------------------------------------------------
    def mouse(self):
        return self.hover

    def draw_board(self, surface, state, hidden):
        view, s = self.view, self.scale
        board = self.display()
        pend = self.pending()
        viewed = view.map_level_at(self.mouse()) if self.anim is None else None
        pv.plate(surface, view)
        self.draw_trays(surface, state, hidden, pend)
        forms = self.formations()
        for formation in forms:  # under the balls: a red band around them
            pv.band(surface, view, formation, theme.BAD)
        shown = {spot: p for spot, p in board.items() if ("spot", spot) not in hidden}
        pv.balls(surface, view, shown, lambda spot: 255 if viewed is None or spot[0] <= viewed else 45)
        if pend:
            for spot in pend[2]:  # balls being taken back: a ghost where they were
                pv.ball(surface, view.center(spot), view.radius(spot[0]), state.to_move, spot[0], 90)
        rings = self.draw_marks(surface, state, board, pend)
        if forms:
            pv.callout(surface, view, forms[0], self.formation_word())
        names = [t("pyraos.map.ground"), t("pyraos.map.level", level=1), t("pyraos.map.level", level=2),
                 t("pyraos.map.apex")]
        pv.level_maps(surface, view, board, names, viewed, rings)
        if viewed is not None:
            label = t("pyraos.viewing", level=names[viewed])
            text.draw(surface, label, (view.plate.centerx, view.plate.top - round(4 * s)), 17 * s,
                      theme.HILITE, "bold", "midbottom")

    def draw_trays(self, surface, state, hidden, pend):
        p = state.to_move
        clicks = self.input.clicks
        for player in (0, 1):
            count = state.reserve[player]
            if pend and player == p:
                count += len(pend[2]) - (1 if pend[0] is None and pend[1] is not None else 0)
            slots = {key[2] for key in hidden if key[0] == "tray" and key[1] == player}
            lifted = clicks == (("tray", player),)
            edge = None
            if not state.is_over and player == p:
                edge = theme.HILITE if lifted else theme.GOLD
                if self.human_to_move and not clicks and self.anim is None:
                    glow = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 300)
                    edge = tuple(round(a + (b - a) * glow) for a, b in zip(theme.GOLD, theme.HILITE))
            pv.tray(surface, self.view, player, count, self.side_name(player), slots, lifted, edge)

    def draw_marks(self, surface, state, board, pend):
        """Last move (gold), possible clicks (blue), hint (green), hover previews; returns the
        marks for the level maps."""
        view, s = self.view, self.scale
        width = 3 * s
        rings = {}

        def ring(spot, color, grow=1.08):
            marks.ring(surface, view.center(spot), view.radius(spot[0]) * grow, color, width)
            rings[spot] = color

        def dot(spot, color, alpha=200):
            marks.dot(surface, view.center(spot), view.cell * 0.17, color, alpha)
            marks.ring(surface, view.center(spot), view.cell * 0.28, color, width, alpha)
            rings[spot] = color

        if self.match.moves and not pend:
            move = self.match.moves[-1]
            if move.dst in board:
                ring(move.dst, theme.LAST_MOVE)
            else:  # the ball was taken back at once
                dot(move.dst, theme.LAST_MOVE, 150)
            if move.src is not None and move.src not in board:
                marks.dot(surface, view.center(move.src), view.cell * 0.12, theme.LAST_MOVE, 170)
        human = self.human_to_move and self.anim is None
        if human and self.input.clicks:
            first = self.input.clicks[0]
            if first[0] == "spot" and len(self.input.clicks) == 1:
                ring(first[1], theme.HILITE, 1.14)
            for kind, *rest in self.input.next_targets:
                if kind == "spot":
                    dot(rest[0], theme.HILITE)
                elif kind == "take":
                    ring(rest[0], theme.HILITE)
        elif human:
            self.draw_hover(surface, state, board, dot)
        for kind, *rest in self.hint_targets:
            if kind == "tray":
                pygame.draw.rect(surface, theme.GOOD, view.trays[rest[0]], max(2, round(3 * s)),
                                 border_radius=round(view.cell * 0.25))
            elif rest[0] in board:
                ring(rest[0], theme.GOOD, 1.16)
            else:
                dot(rest[0], theme.GOOD)
        return rings

    def draw_hover(self, surface, state, board, dot):
        """Nothing selected: show where a ball may go, only around the pointer."""
        view, pos = self.view, self.mouse()
        targets = self.targets_at(pos)
        mine = state.to_move
        spot = targets[0][1] if targets and targets[0][0] == "spot" else None
        on_plate = view.plate.collidepoint(pos)
        if spot is not None and spot in self._raises and on_plate:
            marks.ring(surface, view.center(spot), view.radius(spot[0]) * 1.12, theme.HILITE, 3 * self.scale, 150)
            for dst in self._raises[spot]:
                dot(dst, theme.HILITE, 110)
            return
        if on_plate or ("tray", mine) in targets:
            for place in SPOTS:
                if place not in board and (place[0] > 0 or not on_plate) and self.supported(board, place):
                    dot(place, theme.HILITE, 90)
        if spot is not None and spot not in board and on_plate:
            pv.ball(surface, view.center(spot), view.radius(spot[0]), mine, spot[0], 150)
