"""27's side panel read word by word: what the score counts and where, how to read the move list."""

import pygame
import pytest
from driver import Driver
from test_side_panel import game_scene, lang  # noqa: F401  (a fixture)

from pyrapack import i18n
from pyrapack.ui import text, theme


TWENTYSEVEN_START = {
    "en": (["Score 9: 9 pawns on their goal, cell 9", "owns 1 stack"],
           ["Score 9: 9 pawns on their goal, cell 1", "owns 1 stack"]),
    "fr": (["Score 9\u00a0: 9 pions au but, case 9", "possède 1 pile"],
           ["Score 9\u00a0: 9 pions au but, case 1", "possède 1 pile"]),
}


def test_27_card_says_what_the_score_counts_and_where(tmp_path, lang):
    driver, scene = game_scene(tmp_path, "twentyseven", lang)
    try:
        state = scene.state
        assert (scene.player_lines(state, 0), scene.player_lines(state, 1)) == TWENTYSEVEN_START[lang]
        goal_label = i18n.t("27.goal_of", name=scene.texts.side_name(0))  # the board names the same cell
        assert state.goal(0) == len(state.cells) - 1 and goal_label
    finally:
        driver.close()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_27_s_move_list_says_how_to_read_it_above_its_moves(tmp_path, lang, size):
    """"1 × 9 → 8" and "+ base" were explained nowhere (another game says "1b3 = b3 on level 1")."""
    driver, scene = game_scene(tmp_path, "twentyseven", lang, size=size)
    try:
        for move in scene.state.legal_moves()[:1]:
            scene.commit(move)
            scene.finish_animation()
        note = scene.shown().note
        plain = note.replace("\u00a0", " ")
        assert note == i18n.t("27.notation") and "2 × 9 → 8" in plain and "+ base" not in plain  # Basic
        surface = pygame.display.get_surface()
        scene.hud.draw(surface, scene.shown())
        area = scene.hud.move_list_area()
        boxes = scene.hud.moves.draw_heading(surface, area, scene.scale, i18n.t("game.moves"), note)
        size = max(text.MIN_SIZE, 15 * scene.scale)
        lines = text.wrap(note, size, area.width)
        assert " ".join(lines).split() == note.split() and all(theme.font(size).size(x)[0] <= area.width for x in lines)
        assert all(scene.hud.panel.contains(box) and box.bottom <= area.top for box in boxes)
        assert boxes[0].top > scene.hud.card_rects()[1].bottom
        rows = scene.hud.moves.latest_rows(scene.move_texts(), area, scene.scale)
        assert rows and rows[0][2].top >= area.top
    finally:
        driver.close()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_replay_of_27_says_how_to_read_its_move_list_too(tmp_path, lang, size):
    from pyrapack.match import Match
    from pyrapack.scenes.replay import ReplayScene

    driver = Driver(tmp_path, size=size, language=lang)
    try:
        match = Match("twentyseven", {"variant": "grey", "first": 0}, [None, None])
        match.play(match.state.legal_moves()[0])
        driver.app.push(ReplayScene(driver.app, match))
        driver.tick(2)
        replay = driver.top
        panel = replay.panel
        boxes = panel.moves.draw_heading(pygame.display.get_surface(), panel.list_area, replay.scale,
                                         i18n.t("game.moves"), replay.shown().note, above=26)
        assert replay.shown().note == i18n.t("27.notation_bases") and "+\u00a0base" in replay.shown().note
        assert all(box.bottom <= panel.list_area.top and box.top >= panel.players_area.bottom for box in boxes)
        assert panel.row_at(panel.rows(1, 1)[0][1].center, 1, 1) == 0  # a click lands where the move is drawn
    finally:
        driver.close()
