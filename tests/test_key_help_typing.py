"""Typing a move (issue 44, item 6): N opens a field to type a move in the game's notation, with or
without speech, and neither the key card nor the README's key table said so, nor how a move of
each game is written."""

import re
from pathlib import Path

import pygame
import pytest
from driver import Driver
from readme import described_games
from test_key_help import card_of

from pyrapack import games, rules
from pyrapack.i18n import t

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_game_s_key_card_lists_typing_a_move_in_its_notation_without_speech(tmp_path, lang):
    d = Driver(tmp_path, size=(960, 600), language=lang)
    try:
        for info in games.GAMES:
            if not info.playable:
                continue
            scene = d.open_game(info.id)
            assert not d.app.speech.enabled
            rows = card_of(d)
            note = scene.texts.typing_note(scene.state)
            assert note and rows["N"] == t("keys.type_does", notation=note), info.id
            d.press(pygame.K_n, frames=2)  # and N does it
            assert d.top is not scene and d.top.field.focused
            d.press(pygame.K_ESCAPE, frames=2)
            assert d.top is scene
            d.app.back_to_menu()
            d.tick()
    finally:
        d.close()


def test_each_game_s_notation_note_writes_moves_as_its_rules_read_them():
    """What the card says of a game's notation is true: every move its note writes (between “ ”)
    is read by the game's rules as a move (from the start it may not be legal, but it is no
    unreadable text, nor a square off the board), and the French note writes the same moves."""
    from pyrapack import i18n
    from pyrapack.rules import NotationError
    from pyrapack.scenes import parts

    for info in games.GAMES:
        if not info.playable:
            continue
        start = info.rules.new_game(**info.options())
        note = parts.texts(info).typing_note(start)
        written = re.findall(r"“([^”]+)”", note)
        assert written, (info.id, note)
        i18n.set_language("fr")
        try:
            assert re.findall(r"«\u00a0([^»]+)\u00a0»", parts.texts(info).typing_note(start)) == written
        finally:
            i18n.set_language("en")
        for text in written:
            try:
                rules.parse_move(start, text)
            except NotationError as refused:
                assert refused.reason.key in ("no_such", "ambiguous"), (info.id, text, refused.reason.text)
            except ValueError:  # IllegalMove: the rules' reason it is not legal here
                pass


def test_the_readme_s_key_table_lists_typing_a_move():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("| key | does |"):readme.index("Nothing moves on")]
    row = next((line for line in table.splitlines() if line.startswith("| N |")), None)
    assert row is not None and "Enter" in row
    for info in described_games():  # a game the README describes to players (not yet: a game half written)
        assert t(info.title) in row, info.id
