"""One side of a game over the network, in a process of its own, for the tests that kill it.

    python net_peer.py DATA_DIR host GAME        hosts GAME (by clicks), prints "listening PORT CODE"
    python net_peer.py DATA_DIR guest GAME PORT CODE  joins (from GAME's set-up) by typing 127.0.0.1:PORT and CODE
    python net_peer.py DATA_DIR resume           clicks Resume on the menu: the game kept comes back

Then it plays its side's moves by clicks (seeded random legal moves) as they come, and prints
"moves N" whenever its game has N moves. A line "stop" on its standard input: it plays no more
and prints "stopped N" (its game's N moves, the last of them sent). When its standard input
ends it prints "record" and its game's moves as one JSON line, and quits. The tests kill it with SIGKILL mid-game.
"""

import json
import os
import random
import sys
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import conftest  # noqa: E402, F401  (the tests' own game registered, as in the tests)
from driver import Driver  # noqa: E402

from net_apps import LOOPBACK, join  # noqa: E402

from pyrapack.scenes.game import GameScene  # noqa: E402
from pyrapack.scenes.net_host import HostScene  # noqa: E402


def say(*words):
    print(*words, flush=True)


def main(folder, how, *args):
    driver = Driver(folder, size=(960, 600), no_sound=True, listen=LOOPBACK)
    driver.app.settings.remember("net", port="0")
    driver.app.set_motion(True)
    app = driver.app
    if how == "host":
        setup = driver.open_setup(args[0])
        driver.choose(setup.mode, "network")
        driver.choose(setup.side, "0")
        driver.click(setup.start.rect.center)
        scene = driver.top
        assert isinstance(scene, HostScene)
        driver.until(lambda: scene.listening is not None)
        say("listening", scene.listening, scene.match.network["code"])
    elif how == "guest":
        join(driver, args[0], int(args[1]), args[2])
    else:
        driver.click(app.top.resume_button.rect.center)
    ended, stopping = threading.Event(), threading.Event()

    def listen():
        for line in sys.stdin:
            if line.strip() == "stop":
                stopping.set()
        ended.set()

    threading.Thread(target=listen, daemon=True).start()
    told, stopped = None, False
    while not ended.is_set():
        app.links.wait(0.02)
        app.tick(0.05, draw=False)
        scene = app.top
        if not isinstance(scene, GameScene):
            continue
        match = scene.match
        if len(match.moves) != told:
            told = len(match.moves)
            say("moves", told)
        if stopping.is_set() and not stopped:
            stopped = True
            say("stopped", len(match.moves))
        if not stopped and match.local_to_move and scene.anim is None and scene.coaching.link.connected:
            if scene.turns.passing:
                driver.read_pass_notice(scene)
            else:
                moves = [m for m in match.state.legal_moves() if not getattr(m, "is_pass", False)]
                driver.enter_move(random.Random(len(match.moves)).choice(sorted(moves, key=str)))
    match = app.top.match if isinstance(app.top, GameScene) else None
    say("record", json.dumps(match.record()["moves"] if match else None))
    driver.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
