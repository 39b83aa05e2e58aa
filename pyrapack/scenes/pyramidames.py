"""Pyramidames: draughts on a stepped pyramid, seen from above, with its four faces.

Click a pawn: its steps, or the first landing squares of its captures, light
up. A multi-capture is entered landing by landing (only the continuations
still legal light up) and plays once the path is complete. The faces panel
on the right shows the face each jump is made in; jumped pieces stay marked
until the move ends, and an invisible-cube stop shows as a ghost cube.
"""

from ..i18n import t
from ..rules import pyramidames as rules
from ..views.pyramidames.view import jumps_of
from .game import GameScene


def name(sq):
    return f"{chr(ord('a') + sq[0])}{sq[1] + 1}"


class PyramidamesScene(GameScene):
    def __init__(self, app, match, coaching=None):
        self.jumps = {}  # capture -> jumps_of(state, capture), per position
        super().__init__(app, match, coaching)

    # -- positions and clicks ------------------------------------------------------------
    def new_position(self):
        self.jumps = self.view.jumps(self.state)
        super().new_position()

    def forced_targets(self):
        """A capture is compulsory: the pawns that can make one are the ones that must."""
        return frozenset(("pawn", m.path[0]) for m in self.jumps) if self.human_to_move else frozenset()

    def explain(self, targets, before):
        if not targets:  # off the squares: in the middle of a capture, it goes on
            return t("pyramidames.go_on") if len(before) > 1 else None
        state = self.state
        sq = targets[0][1]
        me = state.to_move
        if sum(sq) % 2:
            return t("pyramidames.light_square")
        owner = state.piece_at(sq)
        clicks = before
        if owner is not None and owner != me:
            if clicks:
                return t("pyramidames.click_landing")
            return t("pyramidames.not_yours", name=self.texts.side_name(owner))
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

    # -- texts ---------------------------------------------------------------------------
    def player_lines(self, state, player):
        return self.texts.player_lines(state, player, start=self.match.states[0])

    def turn_detail(self, state):
        if state is self.state:  # the captures of this position are known already
            return t("pyramidames.turn_capture") if self.jumps else t("pyramidames.turn_step")
        return self.texts.turn_detail(state)

    def after_move(self, before, move, after):
        if not move.is_capture:
            return
        info = jumps_of(before, move)
        cubes = [name(j[2]) for j in info if j[4]]
        line = t("pyramidames.took", name=self.texts.side_name(before.to_move), n=len(info))
        if cubes:
            line += " " + t("pyramidames.cube_stops", n=len(cubes), cubes=", ".join(cubes))
        self.say("game.reason", text=line)


Scene = PyramidamesScene
