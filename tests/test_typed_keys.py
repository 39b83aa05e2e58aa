"""A key that acts (N opens the move field, Space presses the name field the ring is on) does not
also type its letter into the field it opened: the keyboard sends KEYDOWN, then the key's text
(TEXTINPUT), then KEYUP, and the text of a key the screen used as a command is not the field's
(issue 42, item 1)."""

import pygame
import pytest
from driver import Driver, key_events
from speech_player import Listener, open_game_by_speech, template

from pyrapack import games, rules
from pyrapack.scenes.speaking import MoveTyping

GAME = next(g.id for g in games.GAMES if g.playable and g.package == "pyrapack")  # a game PyraPack ships


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_n_opens_the_move_field_empty_and_a_typed_move_is_played(tmp_path, lang):
    listener = Listener(tmp_path, lang)
    try:
        open_game_by_speech(listener, GAME)
        scene = listener.top
        listener.press(pygame.K_n)
        field = listener.top
        assert isinstance(field, MoveTyping) and field.field.value == ""
        move = scene.state.legal_moves()[0]
        listener.type(rules.notation(scene.state, move))
        heard = listener.ask(pygame.K_RETURN, frames=2)
        assert len(scene.match.moves) == 1 and scene.match.moves[0] == move, heard
        refused = [template(key, text=".*", name=".*", moves=".*") for key in ("notation.unreadable", "notation.square")]
        assert not any(pattern.fullmatch(line) for pattern in refused for line in heard), heard
    finally:
        listener.close()


def test_space_on_a_name_field_starts_typing_with_nothing_typed(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        setup = driver.open_setup(GAME)
        driver.choose(setup.mode, "hotseat")
        one = setup.names.fields[0]
        one.value = ""
        for _ in range(40):
            driver.press(pygame.K_TAB)
            if setup.focus.key == (id(setup.names), 0):
                break
        driver.press(pygame.K_SPACE)
        assert one.focused and one.value == ""
        driver.type("Ana")
        assert one.value == "Ana"
    finally:
        driver.close()


# -- the tests' keyboard (``driver.key_events``) against a real one -------------------------------

#: Presses a real keyboard makes: (xdotool's names of the keys held down in order, pygame's key, mod).
PRESSES = [(("n",), pygame.K_n, 0), (("shift", "slash"), pygame.K_SLASH, pygame.KMOD_LSHIFT),
           (("Return",), pygame.K_RETURN, 0), (("ctrl", "shift", "s"), pygame.K_s, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT),
           (("Left",), pygame.K_LEFT, 0), (("space",), pygame.K_SPACE, 0), (("BackSpace",), pygame.K_BACKSPACE, 0),
           (("Escape",), pygame.K_ESCAPE, 0), (("1",), pygame.K_1, 0), (("shift", "a"), pygame.K_a, pygame.KMOD_LSHIFT),
           (("Tab",), pygame.K_TAB, 0), (("shift", "Tab"), pygame.K_TAB, pygame.KMOD_LSHIFT), (("F1",), pygame.K_F1, 0),
           (("ctrl", "z"), pygame.K_z, pygame.KMOD_LCTRL), (("Prior",), pygame.K_PAGEUP, 0), (("minus",), pygame.K_MINUS, 0)]


def described(events):
    return [(pygame.event.event_name(e.type), e.text) if e.type == pygame.TEXTINPUT
            else (pygame.event.event_name(e.type), e.key, e.mod, e.unicode) for e in events]


def test_the_tests_keyboard_sends_what_sdl_sends_for_a_real_keyboard(tmp_path):
    """The stand-in against the real thing: the same presses made on a real (virtual) X server's
    keyboard by xdotool, as a hand makes them (modifiers down, key down, key up, modifiers up),
    read back through SDL and pygame-ce, are the events ``key_events`` makes."""
    import json
    import os
    import shutil
    import subprocess
    import sys

    if not (shutil.which("Xvfb") and shutil.which("xdotool")):
        pytest.skip("needs Xvfb and xdotool (apt install xvfb xdotool) to press real keys")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "320x240x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        display = os.read(read, 16).decode().strip()  # once it accepts connections (the pipe kept open)
        here = os.path.dirname(os.path.abspath(__file__))
        env = {**os.environ, "DISPLAY": f":{display}", "SDL_VIDEODRIVER": "x11",
               "PYTHONPATH": os.pathsep.join([os.path.dirname(here), here])}
        keys = json.dumps([held for held, _, _ in PRESSES])
        out = subprocess.run([sys.executable, __file__, keys], env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
        real = json.loads(out.stdout.strip().splitlines()[-1])
    finally:
        server.terminate()
        server.wait()
        os.close(read)
    for (held, key, mod), seen in zip(PRESSES, real):
        assert [tuple(e) for e in seen] == described(key_events(key, mod)), held


def _press_real_keys(presses):
    """In a process of its own, on the X server of ``DISPLAY``: a window, and each press made by
    xdotool as a hand makes it; the events SDL gave, press by press (JSON on stdout)."""
    import json
    import subprocess
    import time

    pygame.display.init()
    pygame.display.set_mode((200, 200))
    pygame.display.flip()
    subprocess.run(["xdotool", "mousemove", "100", "100"], check=True)  # no window manager: focus follows the pointer
    deadline = time.monotonic() + 30
    while pygame.key.get_focused() is False and time.monotonic() < deadline:
        pygame.event.pump()
        time.sleep(0.02)
    pygame.event.get()
    seen = []
    for held in presses:
        strokes = [("keydown", k) for k in held] + [("keyup", k) for k in reversed(held)]
        for action, name in strokes:
            subprocess.run(["xdotool", action, name], check=True)
        events, deadline = [], time.monotonic() + 30
        while len([e for e in events if e.type == pygame.KEYUP]) < len(held) and time.monotonic() < deadline:
            events += [e for e in pygame.event.get() if e.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)]
            time.sleep(0.01)
        seen.append(described(events))
    print(json.dumps(seen))


if __name__ == "__main__":
    import json
    import sys

    _press_real_keys(json.loads(sys.argv[1]))


def test_every_key_a_test_sends_goes_through_the_one_keyboard():
    """No test, bench or tool makes key events of its own: every press is ``key_events``'s
    (a KEYDOWN without its TEXTINPUT is how item 1 went unseen)."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parent.parent
    made = re.compile(r"(post|Event)\(\s*pygame\.(KEYDOWN|KEYUP|TEXTINPUT)")
    own = [path for folder in ("tests", "bench", "tools") for path in sorted((root / folder).rglob("*.py"))
           if path.name != "driver.py" and made.search(path.read_text(encoding="utf-8"))]
    assert own == []
