"""Garbage in the data folder never stops the app: every kind of bad file, kept aside, a message.

Each kind of bad file (nested too deep, huge integers, ``null``, binary, too large, a FIFO, a
link to an endless device, a directory, unreadable...) is put in place of each data file the
app reads at start (settings, the legacy autosave, a saved game, the games index), and the real
app must start to its menu, say what happened, keep the bad file aside and start fresh.
"""

import contextlib
import json
import os
import signal
import stat

import pytest
from hypothesis import given
from hypothesis import strategies as st
from driver import Driver
from random_play import any_game

from pyrapack import json_file, library, settings, sharing, storage
from pyrapack.match import Match
from pyrapack.scenes.menu import MenuScene

POSIX = os.name == "posix"
ROOT = POSIX and os.geteuid() == 0

# name -> bytes of a file that is no data file of ours
GARBAGE = {
    "empty": b"",
    "truncated": b'{"format": 1, "sou',
    "binary": bytes(range(256)) * 4,
    "latin1": '{"language": "fran\xe7ais"}'.encode("latin-1"),
    "null": b"null",
    "number": b"3",
    "string": b'"settings"',
    "list": b"[1, 2, 3]",
    "nan": b'{"format": NaN}',
    "nested_lists": b"[" * 5000 + b"]" * 5000,
    "nested_objects": b'{"a":' * 3000 + b"1" + b"}" * 3000,
    "huge_integer": b'{"format": ' + b"9" * 5000 + b"}",
    "huge_integer_deep": b'{"games": {"x": {"level": ' + b"7" * 4400 + b"}}}",
    "too_large": b'{"format": 1, "pad": "' + b"x" * (json_file.MAX_BYTES + 10) + b'"}',
}

SPECIAL = ["fifo", "endless_device", "directory", "unreadable", "dangling_link", "link_loop"]


def a_game():
    """A short game against the bot (any game: what is tested is the same in every one), unsaved."""
    info = any_game()
    match = Match(info.id, info.options(), [None, "easy"])
    match.play(match.state.legal_moves()[1])
    return match


def targets():
    """The data files read at start, by their name in the data folder."""
    return [settings.FILE, library.LEGACY_AUTOSAVE, f"{library.FOLDER}/20240101-000000-abcd.json",
            library.INDEX]


@contextlib.contextmanager
def deadline(seconds=20):
    """Turn a hang (a FIFO opened for reading, an endless read) into a failure."""
    if not POSIX:
        yield
        return

    def expired(*_):
        raise TimeoutError("the app hung on a data file")

    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def refusing_open(path, real_open):
    """``os.open`` that refuses ``path`` as mode 000 does for a user who is not root."""

    def guarded(name, *args, **kwargs):
        if os.fspath(name) == os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(name))
        return real_open(name, *args, **kwargs)

    return guarded


def place(path, kind, monkeypatch):
    """Put a bad file of ``kind`` at ``path``; return a predicate telling its copy kept aside."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind in GARBAGE:
        path.write_bytes(GARBAGE[kind])
        return lambda p: p.is_file() and not p.is_symlink() and p.read_bytes() == GARBAGE[kind]
    if kind == "fifo":
        os.mkfifo(path)
        return lambda p: stat.S_ISFIFO(p.lstat().st_mode)
    if kind == "endless_device":
        os.symlink("/dev/zero", path)
        return lambda p: p.is_symlink() and os.readlink(p) == "/dev/zero"
    if kind == "dangling_link":  # issue 24, item 12: in games/ these were skipped without a word
        os.symlink(path.parent / "nothing-here", path)
        return lambda p: p.is_symlink() and os.readlink(p) == str(path.parent / "nothing-here")
    if kind == "link_loop":
        partner = path.with_name(path.name + ".partner")
        os.symlink(partner.name, path)
        os.symlink(path.name, partner)
        return lambda p: p.is_symlink() and os.readlink(p) == partner.name
    if kind == "directory":
        path.mkdir()
        (path / "inside").write_text("x")
        return lambda p: p.is_dir() and (p / "inside").exists()
    if kind == "unreadable":
        path.write_text('{"format": 1}')
        path.chmod(0)
        if ROOT:  # root reads anything: refuse it as the system refuses a user
            monkeypatch.setattr(storage.os, "open", refusing_open(path, os.open))
        return lambda p: p.is_file() and stat.S_IMODE(p.lstat().st_mode) == 0
    raise AssertionError(kind)


def kept_aside(data_dir, original, matches):
    """Whether a copy matching ``matches`` sits in the data folder under another name."""
    for path in data_dir.rglob("*"):
        if path != original and matches(path):
            return True
    return False


def skip_unsupported(kind):
    if kind in ("fifo", "endless_device", "unreadable", "dangling_link", "link_loop") and not POSIX:
        pytest.skip("POSIX file kinds")


@pytest.mark.parametrize("kind", list(GARBAGE) + SPECIAL)
@pytest.mark.parametrize("name", targets())
def test_the_app_starts_past_any_bad_data_file_and_keeps_it_aside(tmp_path, name, kind, monkeypatch):
    skip_unsupported(kind)
    path = tmp_path / name
    matches = place(path, kind, monkeypatch)
    with deadline():
        driver = Driver(tmp_path, size=(960, 600))
    try:
        assert isinstance(driver.top, MenuScene)
        if name != library.INDEX:  # the index is a cache: rebuilt from the files, quietly
            messages = [toast[0] for toast in driver.app.toasts]
            assert messages, "the player is told"
        assert kept_aside(tmp_path, path, matches), "the bad file is kept"
    finally:
        driver.close()


@pytest.mark.parametrize("kind", list(GARBAGE) + SPECIAL)
def test_bad_settings_give_defaults_and_a_message_without_hanging(tmp_path, kind, monkeypatch):
    skip_unsupported(kind)
    data = storage.Storage(tmp_path)
    place(tmp_path / settings.FILE, kind, monkeypatch)
    with deadline():
        loaded, problem = settings.load(data)
    assert loaded == settings.Settings()
    assert problem is not None


@pytest.mark.parametrize("kind", list(GARBAGE) + SPECIAL)
def test_a_bad_saved_game_among_good_ones_is_set_aside_and_the_rest_listed(tmp_path, kind, monkeypatch):
    skip_unsupported(kind)
    data = storage.Storage(tmp_path)
    games = library.Library(data)
    good = a_game()
    games.save(good)
    data.flush()
    bad = tmp_path / library.FOLDER / "20200101-000000-bad0.json"
    matches = place(bad, kind, monkeypatch)
    with deadline():
        entries = games.list()
        opened, problem = games.open(good.id)
    assert [e.id for e in entries] == [good.id]
    assert problem is None and opened.state == good.state
    assert kept_aside(tmp_path, bad, matches)
    assert data.problems(), "the player is told"


@pytest.mark.parametrize("kind", list(GARBAGE) + SPECIAL)
def test_importing_any_bad_file_gives_a_message_and_changes_nothing(tmp_path, kind, monkeypatch):
    skip_unsupported(kind)
    data = storage.Storage(tmp_path / "data")
    games = library.Library(data)
    games.save(a_game())
    data.flush()
    before = sorted(p.name for p in (tmp_path / "data").rglob("*"))
    outside = tmp_path / "shared.pyrapack"
    place(outside, kind, monkeypatch)
    with deadline():
        match, problem = sharing.import_file(outside)
    assert match is None and problem.key.startswith("library.import_")
    data.flush()
    assert sorted(p.name for p in (tmp_path / "data").rglob("*")) == before


# -- the speech settings (issue 43: the surfaces new since round four) --------------------------------
JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
                           max_leaves=8)


@given(value=JSON_VALUES, key=st.sampled_from(["speech", "go_on", "reduce_motion", "language", "names", "zoom"]))
def test_any_value_of_a_speech_or_access_setting_is_refused_whole_or_read_as_it_should(value, key):
    """The settings speech players rely on (speech on, lessons going on by themselves, no motion,
    the language spoken) hold anything a hand or a tool could write: refused (the file set aside,
    the usual settings used) or read as a value the app can use, never a crash later."""
    data = {**settings.Settings(language="en").to_dict(), key: value}
    try:
        read = settings.Settings.from_dict(json.loads(json.dumps(data)))
    except ValueError:
        return
    assert type(read.speech) is bool and type(read.go_on) is bool and type(read.reduce_motion) is bool
    assert read.language in ("en", "fr") and read.zoom in settings.ZOOMS
    assert all(isinstance(name, str) and json_file.encodes(name) for name in read.names)
    assert settings.Settings.from_dict(json.loads(json.dumps(read.to_dict()))) == read  # saved, it reads back


def test_speech_kept_on_in_the_settings_starts_without_a_voice_and_says_why(tmp_path):
    (tmp_path / settings.FILE).write_text(json.dumps({**settings.Settings(language="fr").to_dict(),
                                                      "speech": True}))
    driver = Driver(tmp_path, size=(960, 600))
    try:
        assert isinstance(driver.top, MenuScene)
        assert driver.app.speech.enabled == (driver.app.speech.backend is not None)
    finally:
        driver.close()
