"""Pyramidames: draughts on a stepped pyramid, seen from above, with its four faces.

Click a pawn: its steps, or the first landing squares of its captures, light
up. A multi-capture is entered landing by landing (only the continuations
still legal light up) and plays once the path is complete. The faces panel
on the right shows the face each jump is made in; jumped pieces stay marked
until the move ends, and an invisible-cube stop shows as a ghost cube.
"""

import pygame

from ..i18n import t
from ..rules import pyramidames as rules
from ..ui import anim, marks, pieces
from .game import GameScene
from .pyramidames_faces import FacePanel, face_coords
from .pyramidames_view import Picture, TopView, pawn_image, side_color

LIFT = 46  # jump arc height, design pixels


def name(sq):
    return f"{chr(ord('a') + sq[0])}{sq[1] + 1}"


def jumps_of(state, move):
    """For each jump of a capture: (from, over, to, faces, invisible?, height of the stop)."""
    faces = state.jump_faces(move)
    out = []
    for (a, b), used in zip(zip(move.path, move.path[1:]), faces):
        over = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        invisible = not (rules.faces_of(*b) & used)
        height = face_coords(min(used), b)[1] if invisible else rules.level(*b)
        out.append((a, over, b, used, invisible, height))
    return out


class _Hop(anim.Flight):
    """The moving pawn: it grows or shrinks with the height it reaches."""

    def __init__(self, scene, player, spots, lift):
        self.scene, self.player, self.spots = scene, player, spots
        super().__init__(None, [("spot", sq, h) for sq, h in spots], lift=lift)

    def draw(self, surface, now, locate, scale):
        legs = len(self.spots) - 1
        progress = min(legs, max(0.0, now - self.start) / self.step)
        leg = min(legs - 1, int(progress))
        f = anim.ease(progress - leg)
        h = self.spots[leg][1] + (self.spots[leg + 1][1] - self.spots[leg][1]) * f
        grow = round(self.lift * scale * 0.08 * (1 - abs(1 - 2 * f)))  # nearer the eye mid-jump
        image = pawn_image(self.scene.view.radius(h) + grow, self.player, round(h))
        pieces.blit_center(surface, image, self.position(now, locate, scale))


class _Taken:
    """A jumped piece: plain, then marked once jumped, gone when the move ends."""

    def __init__(self, scene, sq, player, marked_at, until):
        self.scene, self.sq, self.player = scene, sq, player
        self.marked_at, self.start, self.end = marked_at, 0.0, until

    def draw(self, surface, now, locate, scale):
        if now < self.end:
            self.scene.view.draw_pawn(surface, self.sq, None, self.player, taken=now >= self.marked_at)


class _Cube:
    """A ghost cube the moving pawn passes through, shown until the move ends."""

    def __init__(self, scene, sq, height, until):
        self.scene, self.sq, self.height = scene, sq, height
        self.start, self.end = 0.0, until

    def draw(self, surface, now, locate, scale):
        if now < self.end:
            self.scene.view.draw_cube(surface, self.sq, self.height, marks.LAST)


class PyramidamesScene(GameScene):
    def __init__(self, app, info, match):
        # black's own side at the bottom when black is the only human at the table
        flipped = match.is_bot(0) and not match.is_bot(1)
        self.view, self.faces = TopView(flipped), FacePanel(flipped)
        self.shown = None  # (before, move, jumps) of the move being animated
        self.jumps = {}  # capture -> jumps_of(state, capture), per position
        self._clicks_before = ()  # the selection a refused click cancelled, to explain it
        self._landings = (None, [])
        super().__init__(app, info, match)

    # -- geometry ------------------------------------------------------------------------
    def layout_board(self, rect):
        """The top view on the left, the four faces stacked on its right, centred together."""
        s = self.scale
        gap = round(16 * s)
        title = max(34, round(46 * s))
        faces_w = min(self.faces.stacked_width(rect.height - title, s), round(rect.width * 0.36))
        self.view.layout(pygame.Rect(rect.left, rect.top, rect.width - faces_w - gap, rect.height), s)
        view_w = self.view.rect.width
        room = rect.width - view_w - gap
        faces_w = max(faces_w, min(room, self.faces.stacked_width(rect.height - title, s)))
        left = rect.left + (rect.width - view_w - gap - faces_w) // 2
        self.view.layout(pygame.Rect(left, rect.top, view_w, rect.height), s)
        area = pygame.Rect(self.view.rect.right + gap, rect.top + title, faces_w, rect.height - title)
        self.faces.layout(area, s)
        self.faces_title = pygame.Rect(self.faces.rect.left, rect.top, rect.right - self.faces.rect.left,
                                       title)

    def anchor(self, key):
        _, sq, h = key
        return self.view.center(sq, h)

    # -- positions and clicks ------------------------------------------------------------
    def new_position(self):
        state = self.state
        moves = [] if state.is_over else state.legal_moves()
        self.jumps = {m: jumps_of(state, m) for m in moves if m.is_capture}
        super().new_position()

    def click_sequences(self, state, moves):
        return {m: [(("pawn", m.path[0]),) + tuple(("square", sq) for sq in m.path[1:])] for m in moves}

    def targets_at(self, pos):
        sq = self.view.hit(pos) or self.faces.hit(pos)
        if sq is None and self.input.clicks:  # a ghost cube drawn past a face's edge
            cubes = [(target[0], face) for target in self.next_landings() for face in target[2]]
            sq = self.faces.cube_hit(pos, cubes)
        if sq is None:
            return []
        targets = [("square", sq)]
        if self.state.piece_at(sq) is not None:
            targets.append(("pawn", sq))
        return targets

    def click(self, pos):
        self._clicks_before = self.input.clicks
        return super().click(pos)

    def explain(self, targets):
        if not targets:
            return None
        state = self.state
        sq = targets[0][1]
        me = state.to_move
        if sum(sq) % 2:
            return t("pyramidames.light_square")
        owner = state.piece_at(sq)
        clicks = self._clicks_before
        if owner is not None and owner != me:
            if clicks:
                return t("pyramidames.click_landing")
            return t("pyramidames.not_yours", name=self.side_name(owner))
        if owner == me and sq != (clicks[0][1] if clicks else None):
            takers = sorted({m.path[0] for m in self.jumps})
            if takers:
                return t("pyramidames.must_capture", squares=", ".join(name(p) for p in takers))
            return t("pyramidames.blocked")
        if not clicks:
            return t("pyramidames.pick_pawn")
        return self.explain_path([c[1] for c in clicks], sq)

    def explain_path(self, path, sq):
        """Why the selected pawn, having come along ``path``, cannot go on to ``sq``."""
        state, me = self.state, self.state.to_move
        here = path[-1]
        dx, dy = sq[0] - here[0], sq[1] - here[1]
        through = [m for m in self.jumps if m.path[:len(path)] == tuple(path)]
        if abs(dx) == abs(dy) == 1:
            if len(path) > 1:
                return t("pyramidames.go_on")
            if self.jumps:
                return t("pyramidames.must_capture",
                         squares=", ".join(name(p) for p in sorted({m.path[0] for m in self.jumps})))
            if dy != (1 if me == 0 else -1):
                return t("pyramidames.forward_only")
            return t("pyramidames.cannot_go")
        if abs(dx) != 2 or abs(dy) != 2:
            return t("pyramidames.cannot_go")
        over = (here[0] + dx // 2, here[1] + dy // 2)
        jumped = {((a[0] + b[0]) // 2, (a[1] + b[1]) // 2) for a, b in zip(path, path[1:])}
        if over in jumped:
            return t("pyramidames.twice", over=name(over))
        if state.piece_at(over) != 1 - me:
            return t("pyramidames.no_enemy", over=name(over))
        if state.piece_at(sq) is not None and sq != path[0]:
            return t("pyramidames.occupied", square=name(sq))
        common = rules.faces_of(*here) & rules.faces_of(*over)
        allowed, here_faces = set(), rules.faces_of(*here)
        for m in through if len(path) > 1 else ():
            _, _, _, faces, invisible, _ = self.jumps[m][len(path) - 2]
            for f in faces if invisible else ():  # on an invisible cube: only some faces go on
                allowed |= {rules.OPPOSITE[f]} if rules.OPPOSITE[f] in here_faces else here_faces
        if allowed and common and not common & allowed:
            return t("pyramidames.wrong_face", square=name(here), faces=", ".join(sorted(allowed)))
        if not common:
            return t("pyramidames.no_face", here=name(here), over=name(over),
                     a=rules.level(*here), b=rules.level(*over))
        return t("pyramidames.dead_end", square=name(sq))

    # -- what the views show -------------------------------------------------------------
    def picture(self):
        if self.anim is not None and self.shown is not None:
            return self.animated_picture()
        state = self.state
        pic = Picture(pieces={sq: p for p in (0, 1) for sq in state.pieces(p)})
        clicks = [c[1] for c in self.input.clicks]
        if not clicks:
            self._last_move(pic)
        pic.hints = {target[1] for target in self.hint_targets}
        if not self.human_to_move:
            return pic
        if not clicks:
            hover = self.view.hit(self.app.pointer())
            if hover is not None and ("pawn", hover) in self.input.first_targets:
                pic.hover = hover
            return pic
        pic.lifted = clicks[0]
        candidates = self.input.candidates
        k = len(clicks) - 1
        spots = [(clicks[0], rules.level(*clicks[0]))]
        if k and candidates:
            info = self.jumps[candidates[0]]
            for a, over, land, faces, invisible, h in info[:k]:
                spots.append((land, h))
                pic.taken.add(over)
                if invisible:
                    pic.cubes += [(land, h, f) for f in sorted(faces)]
            pic.preview = (spots[-1], state.to_move)
        pic.trail = spots
        for m in candidates:
            if m.is_capture and len(m.path) > k + 1:
                a, over, land, faces, invisible, h = self.jumps[m][k]
                pic.active |= faces
                pic.jumps.append((a, over, land, faces))
        pic.targets = self.next_landings()
        return pic

    def next_landings(self):
        """(square, height, faces of the jump) for each square the selected pawn may go to next."""
        key = (self.state, self.input.clicks)
        if self._landings[0] != key:
            k, seen, out = len(self.input.clicks) - 1, set(), []
            for m in self.input.candidates if self.input.clicks else ():
                if len(m.path) <= k + 1:
                    continue
                if m.is_capture:
                    land, faces, h = self.jumps[m][k][2], self.jumps[m][k][3], self.jumps[m][k][5]
                else:
                    land, faces, h = m.path[1], frozenset(), rules.level(*m.path[1])
                if (land, h) not in seen:
                    seen.add((land, h))
                    out.append((land, h, faces))
            self._landings = (key, out)
        return self._landings[1]

    def _last_move(self, pic):
        if not self.match.moves or self.anim is not None:
            return
        before, move = self.match.states[-2], self.match.moves[-1]
        pic.last = {move.path[0], move.path[-1]}
        pic.trail_color = marks.LAST
        if move.is_capture:
            info = jumps_of(before, move)
            pic.trail = [(move.path[0], rules.level(*move.path[0]))] + [(j[2], j[5]) for j in info]
        else:
            pic.trail = [(sq, rules.level(*sq)) for sq in move.path]

    def animated_picture(self):
        """During a move's animation: where the pawn has got to, for the faces panel."""
        before, move, info = self.shown
        now = self.anim.now
        legs = len(move.path) - 1
        done = min(legs, int(now / anim.STEP + 0.5))
        pic = Picture(pieces={sq: p for p in (0, 1) for sq in before.pieces(p)},
                      active_color=marks.LAST, trail_color=marks.LAST)
        mover = pic.pieces.pop(move.path[0])
        spot = (move.path[done], info[done - 1][5] if info and done else rules.level(*move.path[done]))
        pic.preview = (spot, mover)
        if info:
            leg = info[min(legs - 1, int(now / anim.STEP))]
            pic.active = leg[3]
            pic.jumps = [leg[:4]]
            for a, over, land, faces, invisible, h in info[:done]:
                pic.taken.add(over)
                if invisible:
                    pic.cubes += [(land, h, f) for f in sorted(faces)]
        return pic

    # -- texts ---------------------------------------------------------------------------
    def turn_detail(self, state):
        return t("pyramidames.turn_capture") if self.jumps else t("pyramidames.turn_step")

    def player_lines(self, state, player):
        taken = rules.PAWNS - len(state.pieces(1 - player))
        return [t("pyramidames.on_board", n=len(state.pieces(player))),
                t("pyramidames.taken", n=taken, other=self.side_name(1 - player))]

    def move_text(self, before, move):
        return str(move)

    def result_text(self, state):
        return t("pyramidames.result", w=self.side_name(0), b=self.side_name(1),
                 white=len(state.pieces(0)), black=len(state.pieces(1)))

    def after_move(self, before, move, after):
        if not move.is_capture:
            return
        info = jumps_of(before, move)
        cubes = [name(j[2]) for j in info if j[4]]
        line = t("pyramidames.took", name=self.side_name(before.to_move), n=len(info))
        if cubes:
            line += " " + t("pyramidames.cube_stops", n=len(cubes), cubes=", ".join(cubes))
        self.say("game.reason", text=line)

    def draw_side_swatch(self, surface, rect, player):
        pieces.blit_center(surface, pieces.disc(rect.width // 2, side_color(player), player == 1),
                           rect.center)

    # -- animation -----------------------------------------------------------------------
    def animation(self, before, move, after):
        info = jumps_of(before, move) if move.is_capture else []
        self.shown = (before, move, info)
        player = before.to_move
        spots = [(move.path[0], rules.level(*move.path[0]))]
        spots += [(j[2], j[5]) for j in info] if info else [(move.path[1], rules.level(*move.path[1]))]
        hop = _Hop(self, player, spots, LIFT if info else 0)
        end = hop.end
        parts = []
        for i, (a, over, land, faces, invisible, h) in enumerate(info):
            if invisible:
                parts.append(_Cube(self, land, h, end))
            parts.append(_Taken(self, over, 1 - player, (i + 0.5) * anim.STEP, end))
        cues = [(anim.STEP * (i + 1), "move") for i in range(len(info) - 1)]
        cues.append((end, "capture" if info else "move"))
        return anim.Animation(parts + [hop], {move.path[-1]}, cues)

    # -- drawing -------------------------------------------------------------------------
    def draw_board(self, surface, state, hidden):
        pic = self.picture()
        top = pic
        if self.anim is not None and self.shown is not None:
            top = Picture(pieces={sq: p for p in (0, 1) for sq in state.pieces(p) if sq not in hidden},
                          active=pic.active, active_color=marks.LAST)
        self.view.draw(surface, top, animating=top is not pic)
        self.faces.draw(surface, pic, self.faces_title)
