"""Pyramidames' pawns that must capture are marked clearly before any click; the setting hides it.
The faces a capture uses are tinted the same way whatever order their set gives them in."""

import hashlib

import pygame
from test_board_help import RECT, changed, drawn, fonts  # noqa: F401  (a fixture)

from pyrapack import games
from pyrapack.rules import pyramidames
from pyrapack.scenes.game import scene_class
from pyrapack.ui.marks import Marks
from pyrapack.views.pyramidames.top import Picture, TopView


def test_pyramidames_pawns_that_must_capture_are_marked_clearly_and_the_setting_hides_it(tmp_path):
    from driver import Driver

    from pyrapack.tutorial.lesson import LessonMatch

    d = Driver(tmp_path, size=(960, 600))
    try:
        info = games.get("pyramidames")
        # c1 must take d2 (on face A); f2 and h2 could step, were capturing not compulsory
        state = pyramidames.State.from_dict({"game": "pyramidames", "to_move": 0, "white": [[2, 0], [5, 1], [7, 1]],
                                             "black": [[3, 1], [4, 6]]})
        scene = scene_class(info)(d.app, LessonMatch("pyramidames", state))
        d.app.push(scene)
        d.tick(2)
        marks = scene.marks()
        assert marks.show_movable and marks.forced == {("pawn", (2, 0))} == marks.movable
        view = scene.view
        plain = drawn(view, state, Marks(movable=marks.movable, show_movable=True))
        clear = drawn(view, state, marks)
        assert changed(plain, clear, RECT)  # not the faint mark of a piece that merely can move
        d.app.toggle_move_marks()  # the setting: no marks before a click, for experienced players
        marks = scene.marks()
        assert not marks.show_movable and not marks.forced and not marks.quiet_movable
        assert not d.app.settings.move_marks
    finally:
        d.close()


class _Backwards(frozenset):
    """A frozenset that iterates the other way round from its sorted order (as a hash seed may)."""

    def __iter__(self):
        return iter(sorted(frozenset.__iter__(self), reverse=True))


class _Forwards(frozenset):
    def __iter__(self):
        return iter(sorted(frozenset.__iter__(self)))


def test_the_faces_in_use_are_tinted_in_a_fixed_order():
    """The top view of board E with two faces in use, whose wedges overlap: the same pixels
    whichever order the set of faces gives them in (the set's order followed Python's hash seed:
    the lesson's capture over the summit was drawn differently from run to run)."""
    pygame.init()
    top = TopView()
    top.layout(pygame.Rect(0, 0, 400, 400), 1.0)
    drawn = []
    for faces in (_Forwards({"B", "C"}), _Backwards({"B", "C"})):
        surface = pygame.Surface((400, 400))
        top.draw(surface, Picture(pieces={(2, 2): 0}, active=faces, lifted=(2, 2)))
        drawn.append(hashlib.sha256(pygame.image.tobytes(surface, "RGB")).digest())
    assert pyramidames.faces_of(7, 7) >= {"B", "C"}  # the corner both wedges hold: they overlap
    assert drawn[0] == drawn[1]
