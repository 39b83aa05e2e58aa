"""The side panel read word by word: what each count means, whole move-list entries, the notation."""

import pygame
import pytest
from driver import Driver

from pyrapack import games, i18n
from pyrapack.rules import pyramidames
from pyrapack.ui.side_panel import MoveList
from pyrapack.ui import text, theme


@pytest.fixture(params=["en", "fr"])
def lang(request):
    yield request.param
    i18n.set_language("en")


def game_scene(tmp_path, game, lang, size=(960, 600), **launch):
    driver = Driver(tmp_path, size=size, language=lang, game=game, **launch)
    return driver, driver.top


PYRAMIDAMES_CARD = {
    "en": (["12 pawns on the board", "has taken 3 of Black's pawns"],
           ["9 pawns on the board", "has taken 0 of White's pawns"]),
    "fr": (["12 pions sur le damier", "a pris 3 pions aux Noirs"],
           ["9 pions sur le damier", "a pris 0 pion aux Blancs"]),
}


def test_pyramidames_card_says_who_took_whose_pawns(tmp_path, lang):
    driver, scene = game_scene(tmp_path, "pyramidames", lang)
    try:
        state = scene.state
        black = sorted(state.pieces(1))[3:]  # three black pawns gone
        position = pyramidames.State.from_dict({"game": pyramidames.GAME, "to_move": 0,
                                                "white": [list(p) for p in state.pieces(0)],
                                                "black": [list(p) for p in black]})
        assert (scene.player_lines(position, 0), scene.player_lines(position, 1)) == PYRAMIDAMES_CARD[lang]
    finally:
        driver.close()


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


def test_pyraos_moves_heading_explains_the_level_in_the_notation(tmp_path, lang):
    driver, scene = game_scene(tmp_path, "pyraos", lang)
    try:
        note = scene.texts.notation_note()
        assert "1b3" in note and i18n.t("pyraos.map.level", level=1).split()[0].lower() in note.lower()
        driver.tick(2)
        assert "1b3" in i18n.t("rules.pyraos.levels.text")
    finally:
        driver.close()
    for game in ("pyramida", "pyramidames"):  # their notation is the board's own (27's: see below)
        driver, scene = game_scene(tmp_path / game, game, lang)
        try:
            assert scene.texts.notation_note() == ""
        finally:
            driver.close()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_long_move_list_entries_are_shown_whole_on_two_lines(tmp_path, lang, size):
    driver, scene = game_scene(tmp_path, "pyraos", lang, size=size)
    try:
        long = "raises d1 → 1b1, takes back 1b1 + a1" if lang == "en" else "monte d1 → 1b1, reprend 1b1 + a1"
        short = "places a1" if lang == "en" else "pose a1"
        entries = [short, long] * 20
        area = scene.hud.move_list_area()
        rows = scene.hud.moves.latest_rows(entries, area, scene.scale)
        assert rows[-1][0] == 39  # the latest move is shown, at the bottom
        for index, lines, box in rows:
            assert " ".join(lines) == entries[index]
            assert area.contains(box)
            for line in lines:
                assert theme.font(MoveList.text_size(scene.scale)).size(line)[0] <= box.width
        if (lang, size) == ("en", (960, 600)):  # the entry the tester saw cut
            assert any(len(lines) == 2 for _, lines, _ in rows)
        tops = [box for _, _, box in rows]
        assert all(not a.colliderect(b) for a, b in zip(tops, tops[1:]))
    finally:
        driver.close()


def test_a_move_list_entry_longer_than_two_lines_is_cut_on_its_second(tmp_path):
    driver, scene = game_scene(tmp_path, "pyraos", "en")
    try:
        width = 120
        size = MoveList.text_size(scene.scale)
        lines = MoveList.entry_lines("a very long entry " * 8, size, width)
        assert len(lines) == 2 and lines[1].endswith("…")
        assert all(text.theme.font(size).size(line)[0] <= width for line in lines)
    finally:
        driver.close()


def test_move_list_draws_every_row_it_lays_out(tmp_path):
    driver, scene = game_scene(tmp_path, "pyraos", "en")
    try:
        driver.tick(1)
        surface = pygame.display.get_surface()
        for move in scene.state.legal_moves()[:3]:
            scene.commit(move)
            scene.finish_animation()
        scene.hud.draw(surface, scene.shown())
        rows = scene.hud.moves.latest_rows(scene.move_texts(), scene.hud.move_list_area(), scene.scale)
        assert [i for i, _, _ in rows] == [0, 1, 2]
    finally:
        driver.close()


# -- issue 25, item 6: how to read 27's move list, and what Pyramidames' faces are -----------------
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_27_s_move_list_says_how_to_read_it_above_its_moves(tmp_path, lang, size):
    """"1 × 9 → 8" and "+ base" were explained nowhere (Pyraos says "1b3 = b3 on level 1")."""
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


def test_pyramidames_says_what_its_four_faces_are(tmp_path, lang):
    """"The four faces, upright" over four strips, and nothing said of what they are for."""
    words = {"en": ("pyramid's four sides", "captures"), "fr": ("pentes de la pyramide", "prend")}[lang]
    driver, _ = game_scene(tmp_path, "pyramidames", lang)
    try:
        assert words[0] in i18n.t("pyramidames.faces_title") and words[1] in i18n.t("pyramidames.faces_note")
    finally:
        driver.close()


@pytest.mark.parametrize("game", [info.id for info in games.GAMES])
def test_no_key_to_the_move_list_above_no_moves_yet(tmp_path, game):
    """Issue 34, item 8: a key above "No moves yet" reads like a first move; it comes with the
    first line it explains."""
    driver, scene = game_scene(tmp_path, game, "en")
    try:
        assert scene.shown().note == ""
        scene.commit(scene.state.legal_moves()[0])
        assert scene.shown().note == scene.texts.notation_note(scene.state)
    finally:
        driver.close()
