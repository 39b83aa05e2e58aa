"""Exported games are meant to be passed on (issue 44, item 7): the .pyrapack file and its .txt
were created 0600, owner only, as the data folder's own files are. They take the usual
permissions of a new file (0666 less the umask); the data folder's stay the owner's."""

import os
import stat
import sys

import pytest

from pyrapack import games, sharing
from pyrapack.match import Match

pytestmark = pytest.mark.skipif(sys.platform.startswith("win"), reason="Windows has no umask nor mode bits")


@pytest.fixture
def umask():
    """Set the process's umask for the test, as a shell would."""
    before = os.umask(0o022)
    os.umask(before)
    yield lambda mask: os.umask(mask)
    os.umask(before)


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_an_exported_game_and_its_move_list_take_a_new_file_s_permissions(tmp_path, umask, mask, mode):
    info = next(info for info in games.GAMES if info.playable)
    match = Match(info.id, info.options(), [None, None])
    match.play(match.state.legal_moves()[0])
    umask(mask)
    paths, problem = sharing.export(match, tmp_path / "out" / "game", lambda before, move: str(move))
    assert problem is None
    for path in paths:
        assert stat.S_IMODE(path.stat().st_mode) == mode, path.name


def test_the_data_folder_s_own_files_stay_the_owner_s(tmp_path, umask):
    from pyrapack.json_file import write_atomically

    umask(0o022)
    write_atomically(tmp_path / "settings.json", b"{}")
    assert stat.S_IMODE((tmp_path / "settings.json").stat().st_mode) == 0o600
