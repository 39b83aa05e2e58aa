"""Draw every game's board marks side by side, in colour, in greyscale and as people with each
kind of colour blindness see them, to look at after changing a mark.

Run: ``python tools/marks.py [--out marks] [--contrast high]``. For each game it writes
``marks-<game>.png``: one row per place its view marks (``BoardView.mark_samples``: a piece,
where it goes, the piece once moved...), one column per mark, each a close-up of the board;
the rows are repeated in greyscale and for protanopia, deuteranopia and tritanopia
(Machado et al. 2009, the simulation the tests use).
"""

import argparse
import os
import pathlib
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import pygame  # noqa: E402

from pyrapack import games  # noqa: E402
from pyrapack.scenes import parts  # noqa: E402
from pyrapack.ui import marks, text, theme  # noqa: E402

RECT, SCALE, SIZE = pygame.Rect(18, 96, 594, 440), 0.75, (960, 600)  # the smallest window's board
CELL = 150  # pixels of a close-up
VISIONS = ("colour", "greyscale", "protanopia", "deuteranopia", "tritanopia")


def simulated(picture, vision):
    """``picture`` as ``vision`` sees it."""
    if vision == "colour":
        return picture
    if vision == "greyscale":
        return pygame.transform.grayscale(picture)
    from contrast import VISION, _LINEAR

    matrix = VISION[vision]
    out = picture.copy()
    cache = {}
    for y in range(picture.get_height()):
        for x in range(picture.get_width()):
            rgb = tuple(picture.get_at((x, y)))[:3]
            seen = cache.get(rgb)
            if seen is None:
                lin = [_LINEAR[c] for c in rgb]
                mixed = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, lin)))) for row in matrix]
                seen = cache[rgb] = tuple(round(255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055))
                                          for c in mixed)
            out.set_at((x, y), seen)
    return out


def position(game, seed=3):
    """A seeded mid-game position with moves to mark (as the test of marks takes it)."""
    from random_play import random_states

    for state in random_states(game, seed, plies=40)[8:]:
        moves = [m for m in state.legal_moves() if not getattr(m, "is_pass", False)] if not state.is_over else []
        if moves:
            return state, sorted(moves, key=str)
    return position(game, seed + 1)


def sheet(game):
    view = parts.view_class(games.get(game))()
    view.layout(RECT, SCALE)
    state, moves = position(game)
    samples = view.mark_samples(state, moves)
    columns = max(len(sample.kinds) for sample in samples) + 1
    rows = len(samples) * len(VISIONS)
    out = pygame.Surface((columns * CELL, rows * CELL + 20))
    out.fill((30, 30, 30))
    label = pygame.font.Font(None, 18)
    row = 0
    for vision in VISIONS:
        for sample in samples:
            where = view.target_rect(sample.state, sample.place)[0]
            side = max(where.width, where.height) * 1.4 + 40  # the place and room round it, square
            crop = pygame.Rect(0, 0, side, side)
            crop.center = where.center
            crop = crop.clip(pygame.Rect((0, 0), SIZE))
            pictures = [("bare", sample.base)] + list(sample.kinds.items())
            for column, (name, marked) in enumerate(pictures):
                picture = pygame.Surface(SIZE)
                picture.blit(theme.gradient(SIZE), (0, 0))
                view.draw(picture, sample.state, marked)
                zoom = (CELL - 4) / max(crop.width, crop.height)
                close = pygame.transform.scale_by(simulated(picture.subsurface(crop).copy(), vision), zoom)
                out.blit(close, (column * CELL + 2, row * CELL + 2))
                out.blit(label.render(f"{name} · {vision}", True, (255, 255, 255), (0, 0, 0)), (column * CELL + 4, row * CELL + 4))
            row += 1
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="marks")
    parser.add_argument("--contrast", choices=("normal", "high"), default="normal")
    parser.add_argument("--game", action="append", help="only these games")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    text.forget()
    theme.set_contrast(args.contrast == "high")
    marks.pulse = lambda period=0.9: 0.5  # mid-breath: the same pictures every time
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    random.seed(0)
    for info in games.GAMES:
        if info.has("views") and (not args.game or info.id in args.game):
            path = out / f"marks-{info.id}.png"
            pygame.image.save(sheet(info.id), str(path))
            print(f"wrote {path}")


if __name__ == "__main__":
    main()
