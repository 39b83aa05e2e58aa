"""Pyramidames' board view: the top view of board E with the four faces beside it, a capture
being entered landing by landing (its faces lit, jumped pawns marked, ghost cubes), and
pawns hopping along their path.

Targets: ``("pawn", square)`` (the pawn to move) then ``("square", square)`` for each
landing; a square is hit on the top view, on a face, or on a ghost cube past a face's edge.
"""

import pygame

from ...rules import pyramidames as rules
from ...ui import anim, pieces, theme
from ...ui import marks as mark
from ...ui.boardview import BoardView
from ...ui.marks import NONE
from .faces import FacePanel, face_coords
from .top import Picture, TopView, pawn_image, side_color

LIFT = 46  # jump arc height, design pixels


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

    def __init__(self, top, player, spots, lift):
        self.top, self.player, self.spots = top, player, spots
        super().__init__(None, [("spot", sq, h) for sq, h in spots], lift=lift)

    def draw(self, surface, now, locate, scale):
        legs = len(self.spots) - 1
        progress = min(legs, max(0.0, now - self.start) / self.step)
        leg = min(legs - 1, int(progress))
        f = anim.ease(progress - leg)
        h = self.spots[leg][1] + (self.spots[leg + 1][1] - self.spots[leg][1]) * f
        grow = round(self.lift * scale * 0.08 * (1 - abs(1 - 2 * f)))  # nearer the eye mid-jump
        image = pawn_image(self.top.radius(h) + grow, self.player, round(h))
        pieces.blit_center(surface, image, self.position(now, locate, scale))


class _Taken:
    """A jumped piece: plain, then marked once jumped, gone when the move ends."""

    def __init__(self, top, sq, player, marked_at, until):
        self.top, self.sq, self.player = top, sq, player
        self.marked_at, self.start, self.end = marked_at, 0.0, until

    def draw(self, surface, now, locate, scale):
        if now < self.end:
            self.top.draw_pawn(surface, self.sq, None, self.player, taken=now >= self.marked_at)


class _Cube:
    """A ghost cube the moving pawn passes through, shown until the move ends."""

    def __init__(self, top, sq, height, until):
        self.top, self.sq, self.height = top, sq, height
        self.start, self.end = 0.0, until

    def draw(self, surface, now, locate, scale):
        if now < self.end:
            self.top.draw_cube(surface, self.sq, self.height, mark.LAST)


class MoveShown(anim.Animation):
    """A move's animation that also says how far it has got, for the faces panel."""

    def __init__(self, before, move, info, parts, hidden, cues):
        super().__init__(parts, hidden, cues)
        self.before, self.move, self.info = before, move, info


class PyramidamesView(BoardView):
    """``flipped`` turns the board half round (black's side at the bottom), faces panel too."""

    LAST_WHILE_CHOOSING = False  # a piece chosen: its paths alone are marked (``picture``)

    @staticmethod
    def draw_icon(surface, rect):
        """Four nested terraces seen from above, with a few pieces."""
        side = min(rect.width, rect.height) * 0.92
        box = pygame.Rect(0, 0, side, side)
        box.center = rect.center
        for level in range(4):
            tone = 70 + level * 28
            inner = box.inflate(-level * side / 4, -level * side / 4)
            pygame.draw.rect(surface, (tone + 40, tone + 10, tone - 20), inner)
            pygame.draw.rect(surface, (40, 28, 20), inner, 1)
        step = side / 8
        for (x, y, s) in ((1, 0, 0), (3, 2, 0), (5, 1, 0), (2, 5, 1), (4, 7, 1), (6, 6, 1)):
            center = (box.left + (x + 0.5) * step, box.bottom - (y + 0.5) * step)
            color = theme.LIGHT_PIECE if s == 0 else theme.DARK_PIECE
            pieces.blit_center(surface, pieces.disc(round(step * 0.38), color, s == 1), center)

    def __init__(self, flipped=False):
        self.flipped = flipped
        self.top, self.faces = TopView(flipped), FacePanel(flipped)
        self._jumps = (None, {})
        self._landings = (None, [])

    @classmethod
    def for_match(cls, match):
        # black's own side at the bottom when black is the only human at the table
        return cls(flipped=match.is_bot(0) and not match.is_bot(1))

    def layout(self, rect, scale):
        """The top view on the left, the four faces stacked on its right, centred together."""
        super().layout(rect, scale)
        s = scale
        gap = round(16 * s)
        title = max(34, round(46 * s))
        faces_w = min(self.faces.stacked_width(rect.height - title, s), round(rect.width * 0.36))
        self.top.layout(pygame.Rect(rect.left, rect.top, rect.width - faces_w - gap, rect.height), s)
        view_w = self.top.rect.width
        room = rect.width - view_w - gap
        faces_w = max(faces_w, min(room, self.faces.stacked_width(rect.height - title, s)))
        left = rect.left + (rect.width - view_w - gap - faces_w) // 2
        self.top.layout(pygame.Rect(left, rect.top, view_w, rect.height), s)
        area = pygame.Rect(self.top.rect.right + gap, rect.top + title, faces_w, rect.height - title)
        self.faces.layout(area, s)
        self.faces_title = pygame.Rect(self.faces.rect.left, rect.top, rect.right - self.faces.rect.left,
                                       title)

    def jumps(self, state):
        """``{capture: jumps_of(state, capture)}`` for the legal captures of ``state``."""
        if self._jumps[0] is not state:
            moves = [] if state.is_over else state.legal_moves()
            self._jumps = (state, {m: jumps_of(state, m) for m in moves if m.is_capture})
        return self._jumps[1]

    # -- hit-testing -------------------------------------------------------------------
    def click_sequences(self, state, moves):
        return {m: [(("pawn", m.path[0]),) + tuple(("square", sq) for sq in m.path[1:])] for m in moves}

    def targets_at(self, state, pos, marks=NONE):
        sq = self.top.hit(pos) or self.faces.hit(pos)
        if sq is None and marks.clicks:  # a ghost cube drawn past a face's edge
            cubes = [(target[0], face) for target in self.next_landings(state, marks) for face in target[2]]
            sq = self.faces.cube_hit(pos, cubes)
        if sq is None:
            return []
        targets = [("square", sq)]
        if state.piece_at(sq) is not None:
            targets.append(("pawn", sq))
        return targets

    def next_landings(self, state, marks):
        """(square, height, faces of the jump) for each square the selected pawn may go to next."""
        key = (state, marks.clicks, marks.moves)
        if self._landings[0] != key:
            k, seen, out = len(marks.clicks) - 1, set(), []
            jumps = self.jumps(state)
            for m in marks.moves if marks.clicks else ():
                if len(m.path) <= k + 1:
                    continue
                if m.is_capture:
                    land, faces, h = jumps[m][k][2], jumps[m][k][3], jumps[m][k][5]
                else:
                    land, faces, h = m.path[1], frozenset(), rules.level(*m.path[1])
                if (land, h) not in seen:
                    seen.add((land, h))
                    out.append((land, h, faces))
            self._landings = (key, out)
        return self._landings[1]

    # -- what the top view and the faces show ------------------------------------------
    def picture(self, state, marks, anim=None):
        """Everything the faces show (the top view shows the same, or the move in flight)."""
        if isinstance(anim, MoveShown):
            return self.animated_picture(anim)
        pic = Picture(pieces={sq: p for p in (0, 1) for sq in state.pieces(p)})
        clicks = [c[1] for c in marks.clicks]
        if not clicks and anim is None:
            self._last_move(pic, marks.last)
        pic.hints = {target[1] for target in marks.hint}
        if not clicks:
            hover = marks.hover
            if hover is not None and marks.pointer is not None and self.top.hit(marks.pointer) == hover[1]:
                pic.hover = hover[1]
            return pic
        pic.lifted = clicks[0]
        candidates = marks.moves
        jumps = self.jumps(state)
        k = len(clicks) - 1
        spots = [(clicks[0], rules.level(*clicks[0]))]
        if k and candidates:
            for a, over, land, faces, invisible, h in jumps[candidates[0]][:k]:
                spots.append((land, h))
                pic.taken.add(over)
                if invisible:
                    pic.cubes += [(land, h, f) for f in sorted(faces)]
            pic.preview = (spots[-1], state.to_move)
        pic.trail = spots
        for m in candidates:
            if m.is_capture and len(m.path) > k + 1:
                a, over, land, faces, invisible, h = jumps[m][k]
                pic.active |= faces
                pic.jumps.append((a, over, land, faces))
        pic.targets = self.next_landings(state, marks)
        return pic

    @staticmethod
    def _last_move(pic, last):
        if last is None:
            return
        before, move = last
        pic.last = {move.path[0], move.path[-1]}
        pic.played = True
        if move.is_capture:
            info = jumps_of(before, move)
            pic.trail = [(move.path[0], rules.level(*move.path[0]))] + [(j[2], j[5]) for j in info]
        else:
            pic.trail = [(sq, rules.level(*sq)) for sq in move.path]

    @staticmethod
    def animated_picture(shown):
        """During a move's animation: where the pawn has got to, for the faces panel."""
        before, move, info = shown.before, shown.move, shown.info
        now = shown.now
        legs = len(move.path) - 1
        done = min(legs, int(now / anim.STEP + 0.5))
        pic = Picture(pieces={sq: p for p in (0, 1) for sq in before.pieces(p)},
                      played=True)
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

    # -- animation -----------------------------------------------------------------------
    def anchor(self, state, key):
        _, sq, h = key
        return self.top.center(sq, h)

    def animation(self, before, move, after):
        info = jumps_of(before, move) if move.is_capture else []
        player = before.to_move
        spots = [(move.path[0], rules.level(*move.path[0]))]
        spots += [(j[2], j[5]) for j in info] if info else [(move.path[1], rules.level(*move.path[1]))]
        hop = _Hop(self.top, player, spots, LIFT if info else 0)
        end = hop.end
        parts = []
        for i, (a, over, land, faces, invisible, h) in enumerate(info):
            if invisible:
                parts.append(_Cube(self.top, land, h, end))
            parts.append(_Taken(self.top, over, 1 - player, (i + 0.5) * anim.STEP, end))
        cues = [(anim.STEP * (i + 1), "move") for i in range(len(info) - 1)]
        cues.append((end, "capture" if info else "move"))
        return MoveShown(before, move, info, parts + [hop], {move.path[-1]}, cues)

    # -- drawing -------------------------------------------------------------------------
    def draw_board(self, surface, state, marks, anim):
        pic = self.picture(state, marks, anim)
        top = pic
        if isinstance(anim, MoveShown):
            top = Picture(pieces={sq: p for p in (0, 1) for sq in state.pieces(p) if sq not in anim.hidden},
                          active=pic.active, played=True)
        self.top.draw(surface, top, animating=top is not pic)
        if anim is None:
            self.draw_help(surface, state, marks)
        self.faces.draw(surface, pic, self.faces_title)

    def hint_extras(self, hint):
        """The hint's arrow goes along its whole path: no landing needs a star."""
        return ()

    def target_spot(self, state, target):
        sq = target[1]
        return self.top.center(sq), self.top.radius(rules.level(*sq))

    def draw_swatch(self, surface, rect, player):
        pieces.blit_center(surface, pieces.disc(rect.width // 2, side_color(player), player == 1),
                           rect.center)
