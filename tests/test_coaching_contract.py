"""The coach–scene contract (issue 41): a lesson's or a puzzle's coach knows the scene through
``CoachView`` (``scenes/coaching.py``) and nothing else of it.

Two checks that could each fail on their own: the coaches' source is read (every name a coach
uses of ``scene`` is one of the view's, no coach writes the scene or reaches the app), and a
real coach in a real scene holds the view, which has no other member and takes no write.
"""

import ast
import pathlib

import pytest
from driver import Driver

from pyrapack.scenes.coaching import CONTRACT, CoachView
from pyrapack.tutorial.coach import Coach

TUTORIAL = pathlib.Path(__file__).resolve().parents[1] / "pyrapack" / "tutorial"
COACH_BASES = {"Coaching", "Flow", "Coach", "PuzzleCoach"}  # a class on one of these is a coach


def is_scene(node):
    """Whether ``node`` is the coach's scene: ``scene``, or ``<anything>.scene``."""
    return (isinstance(node, ast.Name) and node.id == "scene") or (isinstance(node, ast.Attribute) and node.attr == "scene")


def breaches(source, name="<source>"):
    """What ``source`` does with the scene beyond the contract: a name not in ``CONTRACT`` read
    off it, the scene written, reached by ``getattr`` and its kind, or (in a coach's class) the
    app reached some other way."""
    found = []
    tree = ast.parse(source)
    coaches = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
               and {ast.unparse(base).split(".")[-1] for base in node.bases} & COACH_BASES]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_scene(node.value) and node.attr not in CONTRACT:
            found.append(f"{name}:{node.lineno} reads {ast.unparse(node)}")
        if isinstance(node, ast.Attribute) and node.attr == "scene" and isinstance(node.ctx, ast.Store):
            found.append(f"{name}:{node.lineno} writes {ast.unparse(node)}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "setattr", "vars") \
                and node.args and is_scene(node.args[0]):
            found.append(f"{name}:{node.lineno} {ast.unparse(node)}")
    for coach in coaches:
        for node in ast.walk(coach):
            if isinstance(node, ast.Attribute) and node.attr in ("app", "_scene"):
                found.append(f"{name}:{node.lineno} reaches {ast.unparse(node)}")
    return found


def test_coaches_use_the_scene_through_its_view_only():
    found = []
    for path in sorted(TUTORIAL.glob("*.py")):
        found += breaches(path.read_text(encoding="utf-8"), f"tutorial/{path.name}")
    assert found == []


def test_the_source_check_sees_each_way_round_the_view():
    """The check above fails on each way a coach could reach past the view (as the coaches did
    before: ``scene.anim``, ``scene.match``, ``scene.input``, ``app.settings``, the card writing
    the HUD's places), and passes what the view allows."""
    bad = """
class Lesson(Flow):
    def update(self, dt):
        if self.scene.anim is None:
            self.scene.match.undo()
        scene = self.scene
        clicks = scene.input.clicks
        go_on = self.scene.app.settings.go_on
        self.scene.hud.undo.rect = None
        self.scene = None
        getattr(self.scene, "turns").pass_now()
        self.session.app.pop()
        self.scene._scene.commit(None)

def draw_card(coach, surface):
    return coach.scene.hud.undo.rect
"""
    found = breaches(bad)
    for reach in ("scene.anim", "scene.match", "scene.input", "scene.app", "scene.hud", "writes self.scene",
                  "getattr(self.scene", "session.app", "scene._scene", "coach.scene.hud"):
        assert any(reach in line for line in found), (reach, found)
    good = """
class Lesson(Flow):
    def update(self, dt):
        if not self.scene.moving and self.scene.goes_on:
            self.scene.play(self.coming)
        scene = self.scene
        return scene.state, scene.clicks, scene.hud_row()

class Session:
    def open(self):
        self.app.push(None)
"""
    assert breaches(good) == []


@pytest.fixture(scope="module")
def lesson(tmp_path_factory):
    """A lesson opened in the real app, its coach attached to its real scene."""
    d = Driver(tmp_path_factory.mktemp("contract"), size=(960, 600))
    menu = d.top
    d.click(menu.tiles[0].pill_rects(menu.scale)[0].center, frames=2)
    yield d.top
    d.close()


def test_a_coach_holds_the_view_which_has_nothing_else_and_takes_no_write(lesson):
    coach = lesson.coaching
    assert isinstance(coach, Coach) and type(coach.scene) is CoachView
    assert coach.scene.state is lesson.state and coach.scene.scale == lesson.scale
    view = coach.scene
    assert {name for name in dir(view) if not name.startswith("_")} == CONTRACT
    for name in ("anim", "match", "input", "app", "hud", "turns", "focus", "status"):
        with pytest.raises(AttributeError):
            getattr(view, name)
    with pytest.raises(AttributeError):
        view.anim = None
    with pytest.raises(AttributeError):
        view.state = None
    assert lesson.state is view.state  # nothing written


def test_what_the_view_hands_out_cannot_change_the_scene(lesson):
    """The HUD's places come as copies: the card lays itself out from them, the HUD keeps its own."""
    row = lesson.coaching.scene.hud_row()
    before = lesson.hud.undo.rect.copy()
    row["undo"].move_ip(40, 40)
    assert lesson.hud.undo.rect == before
