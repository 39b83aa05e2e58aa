"""Marks and pieces that do not depend on colour (issue 28, items 2 and 3).

Every board mark of every game, and the pieces on the grounds they stand on, is drawn on a
real position, then compared with the same picture without it, as people with typical
vision and the three kinds of colour blindness see it (``contrast.py``): most of what it
changes must contrast 3:1 with what was under it. The marks that breathe are checked at both
ends of their breath.
"""

import contrast
import pygame
import pytest
from random_play import random_states

from pyrapack import games
from pyrapack.clicks import MoveInput
from pyrapack.ui import marks as mark
from pyrapack.ui import pieces, text, theme
from pyrapack.ui.marks import Marks
from pyrapack.scenes import parts

RECT, SCALE, SIZE = pygame.Rect(18, 96, 594, 440), 0.75, (960, 600)  # the smallest window's board
GAMES = [info.id for info in games.GAMES]
VISIONS = tuple(contrast.VISION)


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    text.forget()  # fonts of an app closed by an earlier test died with it


def view_of(game):
    view = parts.view_class(games.get(game))()
    view.layout(RECT, SCALE)
    return view


def drawn(view, state, marks):
    surface = pygame.Surface(SIZE)
    surface.blit(theme.gradient(SIZE), (0, 0))
    view.draw(surface, state, marks)
    return surface


def samples(game):
    """Every kind of mark the game's view draws (``BoardView.mark_samples``), on a seeded
    mid-game position: ``(name, without, with)`` pictures."""
    view = view_of(game)
    state, moves = position(game)
    for sample in view.mark_samples(state, moves):
        bare = drawn(view, sample.state, sample.base)
        for name, marks in sample.kinds.items():
            yield f"{name} on {sample.place}", bare, drawn(view, sample.state, marks)


def playable(move):
    return not getattr(move, "is_pass", False)


def position(game, captures=False):
    """A seeded mid-game position with moves to mark (one where a capture is due, if asked); in
    a game too short for one (a game of one ply), a position of its opening."""
    for start in (8, 0):
        for seed in range(3, 200):
            for state in random_states(game, seed, plies=40)[start:]:
                moves = [move for move in state.legal_moves() if playable(move)] if not state.is_over else []
                if moves and (not captures or any(getattr(move, "is_capture", False) for move in moves)):
                    return state, sorted(moves, key=str)
    raise AssertionError(f"{game}: no position with moves to mark{' (a capture among them)' if captures else ''}")


def assert_stands_out(before, after, what):
    mask = contrast.changed(before, after)
    pixels, edge = contrast.changed_colours(before, after, mask), contrast.edge_of(mask)  # the same for every vision
    for vision in VISIONS:
        strong = contrast.strong_pixels(pixels, vision)
        assert edge > 0, f"{what}: nothing drawn"
        assert strong >= edge, f"{what} melts into its ground for {vision}: {strong} strong pixels, {edge} on its edge"


@pytest.fixture(params=[0.0, 1.0], ids=["breath-in", "breath-out"])
def breath(request, monkeypatch):
    monkeypatch.setattr(mark, "pulse", lambda period=0.9: request.param)
    return request.param


@pytest.mark.parametrize("game", GAMES)
def test_every_mark_stands_out_whatever_colours_a_person_sees(game, breath):
    for name, without, marked in samples(game):
        assert_stands_out(without, marked, f"{game}'s {name} mark")


GROUNDS = {  # the pieces the audit found melting into their ground, on that ground (and each game's own)
    "a dark pawn against the night sky (1.1:1)": (lambda: pieces.pawn(40, 10, theme.DARK_PIECE, True), theme.BG_TOP),
    "a dark pawn lower down the sky": (lambda: pieces.pawn(40, 10, theme.DARK_PIECE, True), theme.BG_BOTTOM),
}


@pytest.mark.parametrize("name", GROUNDS)
def test_a_piece_is_outlined_against_its_ground(name):
    make, ground = GROUNDS[name]
    assert_outlined(make(), ground, name)


def assert_outlined(image, ground, name):
    """A piece's outline contrasts 3:1 with the ground all round (inside, its own shading may not)."""
    before = pygame.Surface((image.get_width() + 8, image.get_height() + 8))
    before.fill(ground)
    after = before.copy()
    after.blit(image, (4, 4))
    outline = [(x + 4, y + 4) for x, y in pygame.mask.from_surface(image, 127).outline()]  # not its soft shadow
    for vision in VISIONS:
        strong = sum(contrast.ratio(before.get_at(p), after.get_at(p), vision) >= contrast.ENOUGH for p in outline)
        assert strong >= 0.8 * len(outline), f"{name}: {strong} of {len(outline)} outline pixels stand out ({vision})"


GROUNDS_OF_TEXT = {"the night sky": theme.BG_TOP, "the sky's foot": theme.BG_BOTTOM,
                   "a card": (30, 24, 52), "a choice": (62, 56, 94)}


@pytest.mark.parametrize("high", [False, True], ids=["normal", "high contrast"])
def test_words_contrast_4_5_to_1_with_every_ground_they_are_written_on(high):
    """WCAG's 4.5:1 for text, as every colour vision sees it (7:1 for dim text in high contrast)."""
    theme.set_contrast(high)
    try:
        for name, color in (("text", theme.TEXT), ("dim text", theme.TEXT_DIM), ("gold", theme.GOLD)):
            for ground, under in GROUNDS_OF_TEXT.items():
                for vision in VISIONS:
                    least = 7 if high and name == "dim text" else 4.5
                    assert contrast.ratio(color, under, vision) >= least, (name, ground, vision)
    finally:
        theme.set_contrast(False)


def test_a_screen_in_high_contrast_is_drawn_with_its_own_colours_not_the_cached_ones():
    """Pieces, boards and backdrops are drawn once and kept: switching the contrast drops them."""
    before = pieces.sphere(20, theme.DARK_PIECE, True)
    theme.set_contrast(True)
    try:
        assert pieces.sphere(20, theme.DARK_PIECE, True) is not before
    finally:
        theme.set_contrast(False)
    assert pieces.sphere(20, theme.DARK_PIECE, True) is not before
