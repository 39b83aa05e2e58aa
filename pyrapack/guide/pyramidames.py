"""The rules page of Pyramidames, its diagrams drawn with the game's own views: parts of
board E (the top view, with its terraces, ghost cubes and pawns) next to the faces concerned,
drawn upright as in the game's faces panel. The positions are the spec's worked examples."""

from dataclasses import replace
from functools import lru_cache

import pygame

from ..i18n import t
from ..rules import pyramidames as rules
from ..ui import arrows, marks, pieces, text, theme
from ..views.pyramidames import top as pv
from ..views.pyramidames.faces import FacePanel, face_coords
from ..views.pyramidames.view import jumps_of
from . import Section

N = rules.BASE


sq = rules.parse_square
position = lru_cache(maxsize=32)(rules.State.from_text)  # "c1 f2 | d2 g3": White's pawns, then Black's


@lru_cache(maxsize=32)
def move_of(state, text):
    """The legal move of ``state`` written ``text`` ("e1xc3xa5")."""
    move = rules.Move.from_text(text)
    assert move in state.legal_moves(), text
    return move


# --- The parts of a diagram --------------------------------------------------------------

class Window(pv.TopView):
    """Part of board E, files ``xs`` and ranks ``ys`` (first, last), drawn like the top view.

    The terraces of the window are rendered once per size; the window then only moves
    with the page as it scrolls. Rank numbers are drawn on its left, files below it.
    """

    def __init__(self, xs=(0, N - 1), ys=(0, N - 1)):
        super().__init__()
        self.xs, self.ys = xs, ys
        self.squares = [(x, y) for x in range(xs[0], xs[1] + 1) for y in range(ys[0], ys[1] + 1)]

    def _extent(self, c, rise):
        """Top and bottom of the window, in pixels above the base line of rank 1."""
        top = max((y + 1) * c + (rules.level(x, y) + 1) * rise for x, y in self.squares)
        bottom = min(y * c + rules.level(x, y) * rise for x, y in self.squares) - rise
        return top, bottom

    def fit_cell(self, c, scale):
        """Cells of ``c`` pixels; returns the size of the window with its labels."""
        self.scale = scale
        self.label = max(16, round(22 * scale))
        self.cell, self.rise = c, max(3, round(c * pv.RISE))
        self.top, bottom = self._extent(c, self.rise)
        self.win = pygame.Rect(0, 0, (self.xs[1] - self.xs[0] + 1) * c, self.top - bottom)
        self._static = None
        return (self.win.width + self.label, self.win.height + self.label)

    def place(self, topleft):
        """Put the window's labelled box with its top-left corner at ``topleft``."""
        self.win.topleft = (topleft[0] + self.label, topleft[1])
        self.left = self.win.left - self.xs[0] * self.cell
        self.bottom = self.win.top + self.top
        self.rect = self.win

    def static(self, surface_size=None):
        if self._static is None:
            left, bottom = self.left, self.bottom
            self.left, self.bottom = -self.xs[0] * self.cell, self.top
            surf = pygame.Surface(self.win.size, pygame.SRCALPHA)
            self._draw_terraces(surf)
            half = N // 2
            for face, square in (("A", (half - 1, 0)), ("B", (N - 1, half)), ("C", (half, N - 1)),
                                 ("D", (0, half - 1))):
                if square in self.squares:
                    text.draw(surf, face, self.center(square), max(14, self.cell * 0.5), pv.face_letter(), "title",
                              "center")
            self._static = surf
            self.left, self.bottom = left, bottom
        return self._static, self.win.topleft

    def show(self, surface, picture, tint=False):
        """The window with ``picture`` on it (moves shown in gold), clipped, then its labels;
        the faces in use are tinted only when ``tint``, as the faces beside say it already."""
        clip = surface.get_clip()
        surface.set_clip(clip.clip(self.win))
        self.draw(surface, picture if tint else replace(picture, active=frozenset()), animating=True)
        surface.set_clip(clip)
        size = max(13, 17 * self.scale)
        for y in range(self.ys[0], self.ys[1] + 1):
            at = (self.win.left - round(6 * self.scale), self.center((self.xs[0], y))[1])
            text.draw(surface, str(y + 1), at, size, theme.TEXT_DIM, "bold", "midright")
        for x in range(self.xs[0], self.xs[1] + 1):
            text.draw(surface, chr(ord("a") + x), (self.center((x, 0))[0], self.win.bottom), size,
                      theme.TEXT_DIM, "bold", "midtop")


class Faces(FacePanel):
    """Some of the four faces, stacked, drawn as in the game's faces panel."""

    def __init__(self, *faces):
        super().__init__()
        self.faces = faces

    def fit_cell(self, fw, scale):
        """Face cells ``fw`` pixels wide; returns the size of the stacked faces."""
        self.scale, self.gap = scale, max(4, round(8 * scale))
        n = len(self.faces)
        self.fw, self.fh = fw, int(fw * self.RATIO)
        self.box = (self.fw * N, round(self.fh * self.BOX_ROWS))
        return (self.box[0], n * self.box[1] + (n - 1) * self.gap)

    def place(self, topleft):
        x, y = topleft
        self.boxes = {face: pygame.Rect(x, y + i * (self.box[1] + self.gap), *self.box)
                      for i, face in enumerate(self.faces)}
        self.rect = pygame.Rect(x, y, self.box[0], len(self.faces) * (self.box[1] + self.gap) - self.gap)

    def show(self, surface, picture):
        # faces with a ghost cube over the summit keep their name clear of it
        self.clear = {face for square, _, face in picture.cubes
                      if face_coords(face, square)[1] >= rules.LEVELS}
        for face in self.faces:
            self._draw_face(surface, face, picture)

    def _draw_title(self, surface, face, box, active):
        """The face's letter on the left, its name right of the summit (a cube may float over it)."""
        s = self.scale
        strip = pygame.Rect(box.left + round(8 * s), box.top + 2, box.width - round(16 * s),
                            round(self.fh * 1.2))
        color = theme.TEXT if active else theme.TEXT_DIM
        letter = text.draw(surface, face, strip.midleft, max(14, self.fh * 0.95), color, "title", "midleft")
        left = letter.right + round(self.fw * 0.4)
        if face in self.clear:
            left = box.left + (N // 2 + 1) * self.fw
        room = pygame.Rect(left, strip.top, strip.right - left, strip.height)
        label = t(f"pyramidames.face.{face}")
        size = text.fit_size(label, max(12, 15 * s), room.width)
        if theme.font(size).size(label)[0] <= room.width:  # else the letter says enough
            text.draw(surface, label, room.midright, size, color, "body", "midright")


def arrange(rect, parts, scale):
    """Fit ``parts`` side by side in ``rect``, centred, and place them.

    The parts first get the largest common cell size, so that a square looks the same
    on the top view and on a face; then each in turn grows into the room left over.
    """
    gap = round(18 * scale)
    rect = rect.inflate(-4, -4)  # outlines are drawn a pixel or two wide of their boxes

    def sizes(cells):
        return [part.fit_cell(c, scale) for part, c in zip(parts, cells)]

    def fits(cells):
        found = sizes(cells)
        return (sum(w for w, _ in found) + gap * (len(parts) - 1) <= rect.width
                and all(h <= rect.height for _, h in found))

    def largest(make, lo):
        hi = rect.height
        while lo < hi:
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if fits(make(mid)) else (lo, mid - 1)
        return lo

    cells = [largest(lambda c: [c] * len(parts), 4)] * len(parts)
    for i in range(len(parts)):
        cells[i] = largest(lambda c: cells[:i] + [c] + cells[i + 1:], cells[i])
    found = sizes(cells)
    x = rect.centerx - (sum(w for w, _ in found) + gap * (len(parts) - 1)) // 2
    for part, (w, h) in zip(parts, found):
        part.place((x, rect.centery - h // 2))
        x += w + gap


_LAYOUTS: dict[tuple, list] = {}  # (diagram, size, scale) -> its parts and where they go


def laid_out(key, rect, scale, build):
    """The parts of a diagram, fitted once per size, then moved to ``rect`` (which scrolls)."""
    k = (key, rect.size, scale)
    if k not in _LAYOUTS:
        if len(_LAYOUTS) > 64:
            _LAYOUTS.clear()
        origin = pygame.Rect((0, 0), rect.size)
        parts = build(origin)
        _LAYOUTS[k] = [(part, (part.win.left - part.label, part.win.top) if isinstance(part, Window)
                        else part.rect.topleft) for part in parts]
    out = []
    for part, (x, y) in _LAYOUTS[k]:
        part.place((rect.left + x, rect.top + y))
        out.append(part)
    return out


def captioned(rect, scale):
    """The strip at the top of ``rect`` for a caption, and what is left under it."""
    strip = pygame.Rect(rect.left, rect.top, rect.width, round(22 * scale))
    return strip, pygame.Rect(rect.left, strip.bottom + round(4 * scale), rect.width,
                              rect.height - strip.height - round(4 * scale))


def caption(surface, rect, label, scale, color=None):
    text.draw_fitted(surface, label, rect, 16 * scale, color or theme.TEXT_DIM, "bold", "midtop")


# --- Pictures of a move ------------------------------------------------------------------

def move_picture(state, move, faces=None):
    """What the views show for ``move``: pieces before it, jumps in gold, taken pieces
    crossed, ghost cubes, the pawn translucent where it ends; ``faces`` lit (default: all
    the faces its jumps can use)."""
    pic = pv.Picture(pieces={s: p for p in (0, 1) for s in state.pieces(p)},
                     played=True)
    info = jumps_of(state, move) if move.is_capture else []
    for a, over, land, used, invisible, h in info:
        pic.taken.add(over)
        pic.jumps.append((a, over, land, used))
        pic.active |= used
        if invisible:
            pic.cubes += [(land, h, f) for f in sorted(used)]
    if faces is not None:
        pic.active = frozenset(faces)
    end = move.path[-1]
    pic.preview = ((end, rules.level(*end)), state.to_move)
    return pic, info


def spots(move, info):
    """The spots (square, height) the pawn goes through."""
    start = (move.path[0], rules.level(*move.path[0]))
    if not info:
        return [start, (move.path[1], rules.level(*move.path[1]))]
    return [start] + [(land, h) for _, _, land, _, _, h in info]


def jump_arrows(surface, view, move, info, player=0):
    """Gold arcs along the move on the top view; the pawn faintly on each invisible cube."""
    width, head = max(2, round(view.cell * 0.09)), max(6, round(view.cell * 0.32))
    path = spots(move, info)
    for _, _, land, _, invisible, h in info:
        if invisible:
            view.draw_pawn(surface, land, h, player, alpha=110)
            view.draw_cube(surface, land, h, marks.LAST)  # the pawn seen through its glass cube
    for (a, ha), (b, hb) in zip(path, path[1:]):
        arrows.arc(surface, view.center(a, ha), view.center(b, hb), marks.LAST, width, bend=0.2, head=head)


def halves(rect):
    """The left and right halves of ``rect``."""
    return [pygame.Rect(rect.left, rect.top, rect.width // 2, rect.height),
            pygame.Rect(rect.centerx, rect.top, rect.width - rect.width // 2, rect.height)]


def cross(surface, center, size, color=marks.ALERT, width=3):
    x, y = center
    for sign in (1, -1):
        pygame.draw.line(surface, color, (x - size, y - sign * size), (x + size, y + sign * size), width)


# --- The diagrams --------------------------------------------------------------------------

def far_rows(surface, rect, scale):
    """The start position; each side's far row, where a pawn ending its move wins."""
    (board,) = laid_out("goal", rect, scale, lambda r: [_goal_board(r, scale)])
    state = rules.new_game()
    board.show(surface, pv.Picture(pieces={s: p for p in (0, 1) for s in state.pieces(p)}))
    radius = max(6, round(board.cell * 0.32))
    x = board.win.right + round(14 * scale)
    for player, rank, color in ((0, N - 1, theme.LIGHT_PIECE), (1, 0, theme.DARK_MARK)):
        a, b = board.cell_rect((0, rank)), board.cell_rect((N - 1, rank))
        band = [a.topleft, b.topright, b.bottomright, a.bottomleft]
        marks.polygon(surface, band, color, alpha=45, width=max(2, round(3 * scale)))
        y = a.centery
        pieces.blit_center(surface, pieces.disc(radius, pv.side_color(player), player == 1),
                           (x + radius, y))
        label = t("rules.pyramidames.goal_white" if player == 0 else "rules.pyramidames.goal_black")
        area = pygame.Rect(x + 2 * radius + round(10 * scale), y - round(14 * scale),
                           rect.right - x - 2 * radius - round(10 * scale), round(28 * scale))
        text.draw_fitted(surface, label, area, 17 * scale, theme.TEXT, "bold", "midleft")


def _goal_board(rect, scale):
    board = Window()
    arrange(pygame.Rect(rect.left, rect.top, rect.width * 0.44, rect.height), [board], scale)
    return board


def pyramid(surface, rect, scale):
    """Board E with face A lit, the levels numbered on A's light squares; face A upright."""
    board, face = laid_out("pyramid", rect, scale, lambda r: _arranged(r, scale, Window(), Faces("A")))
    pic = pv.Picture(active=frozenset("A"))
    board.show(surface, pic, tint=True)
    face.show(surface, pic)
    ink = theme.shade(pv.terrace(0), -0.75)
    for level in range(rules.LEVELS):
        square = (level + 1, level)  # a light square of face A on each level
        text.draw(surface, str(level), board.center(square), max(14, board.cell * 0.6), ink, "bold", "center")
        text.draw(surface, str(level), face.cell_rect("A", *square).center, max(14, face.fh * 0.75), ink,
                  "bold", "center")


def _arranged(rect, scale, *parts):
    arrange(rect, list(parts), scale)
    return list(parts)


def step(surface, rect, scale):
    """White's c3 may step to b4 (down) or d4 (up), never back; Black's f6 steps towards row 1."""
    cases = ((0, "c3", ("b4", "d4"), ("b2", "d2"), ((0, 4), (1, 3)), "rules.pyramidames.white_steps"),
             (1, "f6", ("e5", "g5"), ("e7", "g7"), ((3, 7), (4, 6)), "rules.pyramidames.black_steps"))
    for i, (half, (player, pawn, targets, back, (xs, ys), key)) in enumerate(zip(halves(rect), cases)):
        strip, below = captioned(half, scale)
        caption(surface, strip, t(key), scale)
        (board,) = laid_out(f"step{i}", below, scale, lambda r: _arranged(r, scale, Window(xs, ys)))
        pic = pv.Picture(pieces={sq(pawn): player}, lifted=sq(pawn))
        pic.targets = [(sq(s), rules.level(*sq(s)), frozenset()) for s in targets]
        board.show(surface, pic)
        for s in back:
            cross(surface, board.center(sq(s)), board.cell * 0.2, width=max(2, round(board.cell * 0.07)))


def capture(surface, rect, scale):
    """c1 takes d2 on face A (levels 0, 1, 2); f2 cannot take g3, on the same level."""
    board, faces = laid_out("capture", rect, scale,
                            lambda r: _arranged(r, scale, Window((1, N - 1), (0, 3)), Faces("A")))
    state = position("c1 f2 | d2 g3")
    move = move_of(state, "c1xe3")
    pic, info = move_picture(state, move, faces="A")
    board.show(surface, pic, tint=True)
    jump_arrows(surface, board, move, info)
    width = max(2, round(board.cell * 0.09))
    (x0, y0), (x1, y1) = board.center(sq("f2")), board.center(sq("h4"))
    bend = 0.5  # high enough for the cross to stand clear of g3
    arrows.arc(surface, (x0, y0), (x1, y1), marks.ALERT, width, bend=bend,
               head=max(6, round(board.cell * 0.32)))
    top = ((x0 + x1) / 2, (y0 + y1) / 2 - bend / 2 * ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)  # arc's middle
    cross(surface, top, board.cell * 0.2, width=width)
    faces.show(surface, pic)


def _rafle(surface, rect, scale, key, window, faces, pawns, path, shown_cubes=None):
    """A capture on board E and on the faces it goes along: ``path`` from a white pawn
    over black ones (``pawns``: "b4 | c5 e7"), its ghost cubes drawn on the faces in
    ``shown_cubes`` (all by default)."""
    board, panel = laid_out(key, rect, scale, lambda r: _arranged(r, scale, window, Faces(*faces)))
    state = position(pawns)
    move = move_of(state, path)
    pic, info = move_picture(state, move, **({"faces": faces} if shown_cubes else {}))
    if shown_cubes:
        pic.cubes = [c for c in pic.cubes if c[2] in shown_cubes]
    board.show(surface, pic)
    jump_arrows(surface, board, move, info)
    panel.show(surface, pic)


def rafle(surface, rect, scale):
    """e1 takes d2 up face A to the ridge square c3, then b4 down face D to a5."""
    _rafle(surface, rect, scale, "rafle", Window((0, 4), (0, 4)), "AD", "e1 | d2 b4", "e1xc3xa5")


def invisible_cube(surface, rect, scale):
    """Example 4: b4 takes c5 on face D, stops on the invisible cube over d6, takes e7 on C."""
    _rafle(surface, rect, scale, "cubes", Window((0, 5), (3, 7)), "DC", "b4 | c5 e7", "b4xd6xf8")


def summit(surface, rect, scale):
    """Example 5: c3 takes the summit pawn d4 on face A, lands on the cube above e5, goes on
    down the opposite face C over f6 to g7."""
    _rafle(surface, rect, scale, "summit", Window((2, 6), (2, 6)), "AC", "c3 | d4 f6", "c3xe5xg7",
           shown_cubes="A")


def choice(surface, rect, scale):
    """No majority rule: White may take one pawn with c1, or two with e1."""
    state = position("c1 e1 | d2 b4")
    for i, (half, path, key) in enumerate(zip(halves(rect), ("c1xe3", "e1xc3xa5"),
                                              ("rules.pyramidames.take_one", "rules.pyramidames.take_two"))):
        strip, below = captioned(half, scale)
        caption(surface, strip, t(key), scale)
        (board,) = laid_out(f"choice{i}", below, scale, lambda r: _arranged(r, scale, Window((0, 4), (0, 4))))
        move = move_of(state, path)
        pic, info = move_picture(state, move)
        board.show(surface, pic)
        jump_arrows(surface, board, move, info)


SECTIONS = [
    Section("goal", far_rows, rules=("reaching the far row", "taking every enemy pawn",
                                     "leaving the opponent without a move")),
    Section("setup", rules=("no kings: the far row is the win",)),
    Section("pyramid", pyramid),
    Section("step", step, rules=("a step", "a step along the same terrace")),
    Section("capture", capture, rules=("compulsory capture on a face", "backwards too")),
    Section("rafle", rafle, rules=("a rafle changing face",)),
    Section("cubes", invisible_cube, rules=("the invisible cube",)),
    Section("summit", summit, rules=("over the summit",)),
    Section("choice", choice, rules=("a free choice between captures",)),
    Section("reading", note=True),
]
