"""Marks told apart by their shape, not their colour alone (issue 35, item 1).

Every game's board view says which marks it draws on the same place (``BoardView.mark_samples``:
a piece that can move, chosen, that must move, lit by a lesson, hinted; where it may go; the
last move...). Each is drawn on a real position; then, in greyscale and as people with each of
the three colour blindnesses see it (``contrast.seen``), what each mark shows is compared with
what each other one shows on that place: they must differ in shape, beyond a few pixels of
width or position. Two marks of one shape in two colours fail, whatever the colours.
"""

import collections
import itertools

import contrast
import pygame
import pytest
from test_contrast import drawn, position, view_of

from pyrapack import games
from pyrapack.ui import marks as mark
from pyrapack.ui import text, theme

GAMES = [info.id for info in games.GAMES]
REACH = 2  # pixels: a ring a little wider or larger is the same shape
ENOUGH = 0.3  # of the smaller mark: what one shape has that the other has not


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    text.forget()  # fonts of an app closed by an earlier test died with it


@pytest.fixture(params=[False, True], ids=["normal", "high contrast"])
def contrast_setting(request):
    theme.set_contrast(request.param)
    yield request.param
    theme.set_contrast(False)


def around(view, sample):
    """The part of the board the sample's marks are about: its place, and room round it."""
    where = view.target_rect(sample.state, sample.place)
    assert where is not None, f"{sample.place} is not drawn"
    rect = where[0]
    return rect.inflate(max(40, rect.width * 1.4), max(40, rect.height * 1.4))


def shapes(view, sample):
    """``{vision: {mark: what it shows vision on its place}}`` for each mark of ``sample`` and each
    of ``contrast.MARK_VISIONS`` (``contrast.seen``: each picture drawn once for them all)."""
    region = around(view, sample)
    bare = drawn(view, sample.state, sample.base)
    seen = {name: contrast.seen_by_all(bare, drawn(view, sample.state, marks), region)
            for name, marks in sample.kinds.items()}
    return {vision: {name: by_vision[vision] for name, by_vision in seen.items()} for vision in contrast.MARK_VISIONS}


@pytest.mark.parametrize("game", GAMES)
def test_marks_on_one_place_differ_in_shape_in_greyscale_and_for_every_colour_blindness(game, contrast_setting,
                                                                                        monkeypatch):
    monkeypatch.setattr(mark, "pulse", lambda period=0.9: 0.5)  # mid-breath, as with Reduce motion
    view = view_of(game)
    state, moves = position(game)
    for sample in view.mark_samples(state, moves):
        for vision, seen in shapes(view, sample).items():
            for name, mask in seen.items():
                assert mask.count() > 40, f"{game}: the {name} mark on {sample.place} is not seen in {vision}"
            for one, other in itertools.combinations(seen, 2):
                differ = contrast.apart(seen[one], seen[other], REACH)
                least = ENOUGH * min(seen[one].count(), seen[other].count())
                assert differ >= least, (f"{game}: {one} and {other} on {sample.place} differ by colour alone in "
                                         f"{vision}: {differ} pixels of shape apart, {least:.0f} needed")


def test_two_rings_of_one_shape_in_two_colours_are_not_told_apart():
    """The check itself: a ring in blue and the same ring in green differ by colour alone; a
    ring and a ring with a "!" badge differ in shape."""
    ground = pygame.Surface((120, 120))
    ground.fill((190, 150, 100))
    region = ground.get_rect()

    def with_mark(paint):
        picture = ground.copy()
        paint(picture)
        return picture

    blue = with_mark(lambda s: mark.ring(s, (60, 60), 30, (120, 220, 255), 4, fill=False))
    green = with_mark(lambda s: mark.ring(s, (60, 60), 30, (120, 214, 140), 4, fill=False))
    badge = with_mark(lambda s: mark.forced(s, (60, 60), 30))
    for vision in contrast.MARK_VISIONS:
        one, other, third = (contrast.seen(ground, p, region, vision) for p in (blue, green, badge))
        assert contrast.apart(one, other, REACH) < ENOUGH * min(one.count(), other.count())
        assert contrast.apart(one, third, REACH) >= ENOUGH * min(one.count(), third.count())


def colours(view, sample, marks):
    """``{colour: pixels}`` of what ``marks`` show on the sample's place (``contrast.seen``)."""
    bare, marked = drawn(view, sample.state, sample.base), drawn(view, sample.state, marks)
    seen = contrast.seen(bare, marked, around(view, sample), "typical")
    return collections.Counter(tuple(marked.get_at(pixel))[:3] for rect in seen.get_bounding_rects()
                               for pixel in itertools.product(range(rect.left, rect.right), range(rect.top, rect.bottom))
                               if seen.get_at(pixel))


@pytest.mark.parametrize("game", GAMES)
def test_high_contrast_draws_every_mark_in_colours_of_its_own(game, monkeypatch):
    """Issue 35, item 1: high contrast kept the marks' colours (only their lines were thicker).
    Each mark of each sample: most of what it shows in high contrast is in colours the usual
    palette's picture of it has not."""
    monkeypatch.setattr(mark, "pulse", lambda period=0.9: 0.5)
    shown = {}
    for high in (False, True):
        theme.set_contrast(high)
        try:
            view = view_of(game)
            state, moves = position(game)
            for i, sample in enumerate(view.mark_samples(state, moves)):
                for name, marks in sample.kinds.items():
                    shown.setdefault((i, name, sample.place), []).append(colours(view, sample, marks))
        finally:
            theme.set_contrast(False)
    kept = {}
    for (_, name, place), (usual, high) in shown.items():
        same = sum(pixels for colour, pixels in high.items() if colour in usual) / sum(high.values())
        if same > 0.75:
            kept[f"{name} on {place}"] = round(same, 2)
    assert not kept, f"{game}: marks in the usual colours in high contrast: {kept}"
