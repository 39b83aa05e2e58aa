"""Pyramidames' pawns that must capture are marked clearly before any click; the setting hides it."""

from test_board_help import RECT, changed, drawn, fonts  # noqa: F401  (a fixture)

from pyrapack import games
from pyrapack.rules import pyramidames
from pyrapack.scenes.game import scene_class
from pyrapack.ui.marks import Marks


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
