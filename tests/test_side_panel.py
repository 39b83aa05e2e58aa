"""The side panel read word by word: whole move-list entries, the notation's key with the first move
(each game's own counts and notation: its own test file)."""

import pygame
import pytest
from driver import Driver
from random_play import any_game

from pyrapack import games, i18n
from pyrapack.ui.side_panel import MoveList
from pyrapack.ui import text, theme


@pytest.fixture(params=["en", "fr"])
def lang(request):
    yield request.param
    i18n.set_language("en")


def game_scene(tmp_path, game, lang, size=(960, 600), **launch):
    driver = Driver(tmp_path, size=size, language=lang, game=game, **launch)
    return driver, driver.top


GAME = any_game().id  # what is shown here is shown the same way in every game


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_long_move_list_entries_are_shown_whole_on_two_lines(tmp_path, lang, size):
    driver, scene = game_scene(tmp_path, GAME, lang, size=size)
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
    driver, scene = game_scene(tmp_path, GAME, "en")
    try:
        width = 120
        size = MoveList.text_size(scene.scale)
        lines = MoveList.entry_lines("a very long entry " * 8, size, width)
        assert len(lines) == 2 and lines[1].endswith("…")
        assert all(text.theme.font(size).size(line)[0] <= width for line in lines)
    finally:
        driver.close()


def test_move_list_draws_every_row_it_lays_out(tmp_path):
    driver, scene = game_scene(tmp_path, GAME, "en")
    try:
        driver.tick(1)
        surface = pygame.display.get_surface()
        for _ in range(3):
            scene.commit(scene.state.legal_moves()[0])
            scene.finish_animation()
        scene.hud.draw(surface, scene.shown())
        rows = scene.hud.moves.latest_rows(scene.move_texts(), scene.hud.move_list_area(), scene.scale)
        assert [i for i, _, _ in rows] == [0, 1, 2]
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
