"""The Open-a-file card (``scenes/import_file.py``) and the paths it meets: any name a file system
allows, typed paths no home folder answers, a dropped path that no file system could hold
(issue 43, items 1, 2 and 8)."""

import json
import os
import random

import pygame
import pytest
from driver import Driver, playable_moves

from pyrapack import games, i18n, json_file, sharing
from pyrapack.match import Match
from pyrapack.scenes.games_list import GamesScene
from pyrapack.scenes.import_file import ImportDialog, game_files
from pyrapack.scenes.replay import ReplayScene

POSIX = os.name == "posix"

# Names a POSIX file system allows (any bytes but "/" and NUL), each a file the card must list,
# draw, say and open: not UTF-8 at all, an encoded surrogate, controls, text direction
# overrides, zero-width and byte-order marks, a lone combining accent, a joined emoji, the
# longest name a file system takes, shell and glob characters, quotes and a home sign.
ODD_NAMES = [
    b"bad\xff\xfe.pyrapack",
    b"\xed\xa0\x80 surrogate.pyrapack",
    b"line\nbreak.pyrapack",
    b"tab\tand\rreturn\x1b[31m.pyrapack",
    b"\x7f\xc2\x85 del and nel.pyrapack",
    "\u202egnp.evil\u202c.pyrapack".encode(),
    "\u200b\ufeff.pyrapack".encode(),
    "\u0301 accent alone.pyrapack".encode(),
    "\U0001F468\u200d\U0001F469\u200d\U0001F467 family.pyrapack".encode(),
    ("x" * (255 - len(".pyrapack"))).encode() + b".pyrapack",
    b"-rf *?[a] $HOME `id`.pyrapack",
    b"'\"quotes\"'.pyrapack",
    b"~nosuchuser.pyrapack",
    b" .pyrapack",
]


def a_game(seed=1):
    info = next(info for info in games.GAMES if info.playable)
    match = Match(info.id, info.options(), [None, None])
    rng = random.Random(seed)
    for _ in range(3):
        match.play(rng.choice(playable_moves(match.state)))
    return match


def write_game(folder, name, match):
    """``match`` as a shared file named ``name`` (bytes: any name the system takes) in ``folder``."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(os.fsencode(folder), name)
    with open(path, "wb") as out:
        out.write(json.dumps(match.record()).encode())
    return os.fsdecode(path)


def open_the_card(driver):
    driver.app.open_games()
    driver.tick(2)
    assert isinstance(driver.top, GamesScene)
    driver.press(pygame.K_o, frames=2)
    assert isinstance(driver.top, ImportDialog)
    return driver.top


def shown_and_said(driver):
    """Every message on screen and every word the card's stops say: what a player sees and hears."""
    dialog = driver.top
    said = [stop.say() if callable(stop.say) else stop.say for stop in dialog.focus_stops()]
    shown = [i18n.t(key, **values) for key, values, _ in driver.app.toasts]
    return said, shown


@pytest.mark.skipif(not POSIX, reason="a name that is not UTF-8 is a POSIX file system's")
def test_a_file_whose_name_is_not_utf8_is_listed_drawn_said_and_opened(tmp_path):
    """Issue 43.1: the card crashed on drawing the raw name (UnicodeEncodeError: surrogates not allowed)."""
    driver = Driver(tmp_path / "data", size=(960, 600))
    try:
        match = a_game()
        path = write_game(driver.app.export_folder, b"bad\xff\xfe.pyrapack", match)
        dialog = open_the_card(driver)
        assert [str(p) for p in dialog.files] == [os.path.realpath(path)]
        said, _ = shown_and_said(driver)
        assert any("bad\ufffd\ufffd.pyrapack" in words for words in said)
        driver.click(dialog.rows[0].center, frames=2)
        assert isinstance(driver.top, ReplayScene) and driver.top.match.moves == match.moves
        driver.tick(2)  # the message naming the file is drawn
        _, shown = shown_and_said(driver)
        assert any("bad\ufffd\ufffd.pyrapack" in message for message in shown)
    finally:
        driver.close()


def test_a_typed_home_folder_of_nobody_says_the_file_is_not_found(tmp_path):
    """Issue 43.2: ``~nosuchuser/x.pyrapack`` and Enter crashed the app (RuntimeError from expanduser)."""
    driver = Driver(tmp_path, size=(960, 600))
    try:
        dialog = open_the_card(driver)
        driver.click(dialog.field.rect.center)
        driver.type("~nosuchuser/x.pyrapack")
        driver.press(pygame.K_RETURN, frames=2)
        assert driver.top is dialog
        [(key, values, _)] = driver.app.toasts
        assert key == "library.import_missing" and values["file"] == "x.pyrapack"
    finally:
        driver.close()


@pytest.mark.skipif(not POSIX, reason="names of a POSIX file system")
def test_every_odd_name_a_file_system_allows_is_listed_drawn_said_and_opened(tmp_path):
    """The card at its widest: each odd name listed among the newest, drawn, said and opened."""
    driver = Driver(tmp_path / "data", size=(960, 600))
    made = {}
    try:
        folder = driver.app.export_folder
        for n, name in enumerate(ODD_NAMES):
            match = a_game(seed=n)
            path = write_game(folder, name, match)
            os.utime(path, ns=(n * 10**9, (n + 1) * 10**9))  # the last written is the newest
            made[os.path.realpath(path)] = match
        left = sorted(made, key=lambda p: -os.stat(p).st_mtime)
        while left:
            newest, left = left[:5], left[5:]
            dialog = open_the_card(driver)
            assert [str(p) for p in dialog.files][:len(newest)] == newest
            driver.tick(2)
            said, _ = shown_and_said(driver)
            assert all(json_file.encodes(words) for words in said)
            for path in newest:
                dialog = driver.top if isinstance(driver.top, ImportDialog) else open_the_card(driver)
                row = [str(p) for p in dialog.files].index(path)
                driver.click(dialog.rows[row].center, frames=2)
                assert isinstance(driver.top, ReplayScene), os.fsencode(path)
                assert driver.top.match.moves == made[path].moves
                driver.tick(2)
                _, shown = shown_and_said(driver)
                assert shown and all(json_file.encodes(message) for message in shown)
                driver.app.toasts.clear()
                driver.app.back_to_menu()
                driver.tick()
            for path in newest:
                os.utime(path, ns=(0, 0))  # the next five are the newest now
    finally:
        driver.close()


def test_a_dropped_path_holding_a_lone_surrogate_says_the_file_is_not_found(tmp_path):
    """Issue 43.8: ``\\ud800`` in a dropped path crashed ``read_json`` (it cannot name a file)."""
    match, problem = sharing.import_file(str(tmp_path / "odd\ud800.pyrapack"))
    assert match is None and problem.key == "library.import_missing"
    assert json_file.encodes(i18n.t(problem.key, **problem.values))
    with pytest.raises(FileNotFoundError):
        json_file.read_json(str(tmp_path / "nul\x00.json"))
    driver = Driver(tmp_path / "app", size=(960, 600))
    try:
        driver.post(pygame.DROPFILE, file=str(tmp_path / "odd\ud800.pyrapack"))
        driver.tick(2)
        [(key, values, _)] = driver.app.toasts
        assert key == "library.import_missing" and json_file.encodes(values["file"])
    finally:
        driver.close()


def test_files_found_skip_what_cannot_be_looked_at_and_keep_the_rest(tmp_path):
    folder = tmp_path / "sent"
    good = write_game(folder, b"good.pyrapack", a_game())
    os.mkdir(folder / "a folder.pyrapack")
    if POSIX:
        os.symlink("nowhere", folder / "dangling.pyrapack")
        os.symlink("loop.pyrapack", folder / "loop.pyrapack")
        os.mkfifo(folder / "fifo.pyrapack")
    assert [str(p) for p in game_files([folder, tmp_path / "missing", tmp_path / "sent" / "good.pyrapack"])] \
        == [os.path.realpath(good)]
