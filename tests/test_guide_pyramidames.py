"""The Pyramidames rules page: its diagrams stay in their boxes, and show what its texts say."""

import pygame
import pytest
from driver import Driver

from pyrapack import i18n
from pyrapack.guide import Section
from pyrapack.guide import pyramidames as page
from pyrapack.rules import pyramidames as rules
from pyrapack.scenes.rules_page import RulesScene

SENTINEL = (1, 2, 3, 255)


def drawn_outside(size, diagram, rect, scale):
    """How many pixels ``diagram`` draws outside ``rect`` (on a blank screen-sized surface)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill(SENTINEL)
    diagram(surface, rect, scale)
    inside = surface.subsurface(rect).copy()
    surface.fill(SENTINEL, rect)
    outside = size[0] * size[1] - pygame.mask.from_threshold(surface, SENTINEL, (1, 1, 1, 255)).count()
    touched = rect.width * rect.height - pygame.mask.from_threshold(inside, SENTINEL, (1, 1, 1, 255)).count()
    return outside, touched


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_diagram_draws_inside_its_box_and_its_parts_do_not_overlap(tmp_path, size, lang):
    driver = Driver(tmp_path, size=size, language=lang)
    try:
        boxes = {}

        def recording(key, diagram):
            def draw(surface, rect, scale):
                boxes[key] = (rect.copy(), scale)
                diagram(surface, rect, scale)
            return draw

        scene = RulesScene(driver.app, "pyramidames")
        scene.sections = [Section(s.key, recording(s.key, s.diagram), s.note) if s.diagram else s
                          for s in scene.sections]
        driver.app.push(scene)
        driver.tick(2)
        while True:  # scroll down the whole page so that every diagram is drawn
            driver.press(pygame.K_PAGEDOWN, frames=2)
            scene.scroll = scene.target_scroll
            driver.tick(1)
            if scene.target_scroll >= scene.max_scroll():
                break
        diagrams = {s.key: s.diagram for s in page.SECTIONS if s.diagram}
        assert set(boxes) == set(diagrams)
        for key, (rect, scale) in boxes.items():
            rect.center = (size[0] // 2, size[1] // 2)  # the box's size as on the page, all on screen
            outside, touched = drawn_outside(size, diagrams[key], rect, scale)
            assert outside == 0, key
            assert touched > rect.width * rect.height // 4, key
            for name, layout in page._LAYOUTS.items():  # the parts just placed by this diagram
                if not name[0].startswith(key) or name[2] != scale:
                    continue
                parts = [pygame.Rect(p.win.left - p.label, p.win.top, p.win.width + p.label,
                                     p.win.height + p.label) if isinstance(p, page.Window) else p.rect
                         for p, _ in layout]
                for i, part in enumerate(parts):
                    assert rect.contains(part), (name, part, rect)
                    assert not any(part.colliderect(other) for other in parts[i + 1:]), name
    finally:
        i18n.set_language("en")
        driver.close()


def test_the_pictured_captures_are_the_ones_the_texts_describe():
    # capture on face A, levels 0 -> 1 -> 2; f2 and g3 on level 1 share no face
    state = rules.State.from_text("c1 f2 | d2 g3")
    assert [str(m) for m in state.legal_moves()] == ["c1xe3"]
    assert state.jump_faces(state.legal_moves()[0]) == (frozenset("A"),)
    assert [rules.level(*rules.parse_square(s)) for s in ("c1", "d2", "e3", "f2", "g3")] == [0, 1, 2, 1, 1]
    assert not rules.faces_of(*rules.parse_square("f2")) & rules.faces_of(*rules.parse_square("g3"))
    # a rafle up face A to the ridge square c3, then down face D
    state = rules.State.from_text("e1 | d2 b4")
    move = page.move_of(state, "e1xc3xa5")
    assert state.jump_faces(move) == (frozenset("A"), frozenset("D"))
    assert state.invisible_stops(move) == ()
    # spec example 4: an invisible cube on d6, then face C to the far row
    state = rules.State.from_text("b4 | c5 e7")
    move = page.move_of(state, "b4xd6xf8")
    assert state.legal_moves() == [move]
    assert state.invisible_stops(move) == (rules.parse_square("d6"),)
    assert state.jump_faces(move) == (frozenset("D"), frozenset("C"))
    assert move.path[-1][1] == rules.BASE - 1  # the far row
    # spec example 5: over the summit, A (or D) then the opposite face C (or B)
    state = rules.State.from_text("c3 | d4 f6")
    move = page.move_of(state, "c3xe5xg7")
    assert state.legal_moves() == [move]
    assert state.invisible_stops(move) == (rules.parse_square("e5"),)
    assert state.jump_faces(move) == (frozenset("AD"), frozenset("BC"))
    # no majority rule: one pawn with c1 or two with e1
    state = rules.State.from_text("c1 e1 | d2 b4")
    assert sorted(str(m) for m in state.legal_moves()) == ["c1xe3", "e1xc3xa5"]


def test_the_step_diagram_shows_the_legal_steps():
    for player, pawn, other, targets in ((0, "c3", "h8", {"b4", "d4"}), (1, "f6", "a1", {"e5", "g5"})):
        white, black = (pawn, other) if player == 0 else (other, pawn)
        state = rules.State.from_text(f"{white} | {black}", to_move=player)
        assert {str(m)[3:] for m in state.legal_moves() if m.path[0] == rules.parse_square(pawn)} == targets
