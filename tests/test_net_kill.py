"""Either side killed (SIGKILL) in the middle of a game over the network: the other sees the
connection drop at once, the killed app started again resumes the game from its library (the
menu's Resume), the two catch up from the longer move list, and no move is lost. The killed
side runs in a process of its own (``net_peer.py``); the other is an app in this process."""

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from net_apps import LOOPBACK, host, join, wait
from random_play import any_game

from driver import Driver
from pyrapack.scenes.game import GameScene

HERE = Path(__file__).resolve().parent
GAME = any_game().id
PATIENT = 60  # seconds a line from the other process may take at most (it comes in well under one)
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL on this system")


class Peer:
    """``net_peer.py`` in its own process, its lines read as they come."""

    def __init__(self, folder, *args):
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE.parent), str(HERE)])}
        self.process = subprocess.Popen([sys.executable, str(HERE / "net_peer.py"), str(folder), *map(str, args)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd=HERE)
        self.lines = queue.Queue()
        threading.Thread(target=self.read, daemon=True).start()
        self.moves = 0

    def read(self):
        for line in self.process.stdout:
            self.lines.put(line.split())

    def until(self, word, other=None):
        """The next line starting with ``word`` (``other``, the app here, ticking meanwhile)."""
        for _ in range(PATIENT * 20):
            try:
                line = self.lines.get(timeout=0.05)
            except queue.Empty:
                if self.process.poll() is not None and self.lines.empty():
                    raise AssertionError(f"the other process ended ({self.process.returncode}) before {word!r}")
                if other is not None:
                    other.app.links.wait(0.01)
                    other.app.tick(0.05, draw=False)
                continue
            if line[0] == "moves":
                self.moves = int(line[1])
            if line[0] == word:
                return line[1:]
        raise AssertionError(f"the other process never said {word!r}")

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=PATIENT)

    def stop(self, other):
        """The peer plays no more; ``other`` (the app here) ticks until it has every move the
        peer played (the last may still be on its way when the peer is told)."""
        self.process.stdin.write("stop\n")
        self.process.stdin.flush()
        played = int(self.until("stopped", other)[0])
        scene = other.top
        wait((other,), lambda: len(scene.match.moves) >= played, frames=PATIENT * 20)

    def finish(self):
        self.process.stdin.close()
        record = self.until("record")
        self.process.wait(timeout=PATIENT)
        return json.loads(" ".join(record))


def here_plays(driver, peer, moves):
    """The app here plays its side until the game has ``moves`` moves (the peer plays its own)."""
    import random

    from driver import playable_moves

    rng = random.Random(moves)
    while True:
        scene = driver.top
        if len(scene.match.moves) >= moves or scene.match.over:
            return
        if scene.match.local_to_move and scene.anim is None:
            if scene.turns.passing:
                driver.read_pass_notice(scene)
            else:
                driver.enter_move(rng.choice(playable_moves(scene.state)))
        else:
            try:
                line = peer.lines.get(timeout=0.02)
                peer.lines.put(line) if line[0] != "moves" else None
            except queue.Empty:
                pass
        driver.app.links.wait(0.02)
        driver.app.tick(0.05, draw=False)


@pytest.mark.parametrize("killed", ["host", "guest"])
def test_a_side_killed_mid_game_resumes_from_its_library_and_no_move_is_lost(tmp_path, killed):
    here = Driver(tmp_path / "here", size=(960, 600), no_sound=True, listen=LOOPBACK)
    here.app.settings.remember("net", port="0")
    here.app.set_motion(True)
    try:
        if killed == "host":
            peer = Peer(tmp_path / "peer", "host", GAME)
            port, code = peer.until("listening")
            join(here, GAME, int(port), code)
        else:
            hosting = host(here, GAME, side="0")
            peer = Peer(tmp_path / "peer", "guest", GAME, hosting.listening, hosting.match.network["code"])
        wait((here,), lambda: isinstance(here.top, GameScene), frames=PATIENT * 20)
        scene = here.top
        here_plays(here, peer, 4)
        peer.kill()
        wait((here,), lambda: not scene.coaching.link.connected, frames=200)  # seen at once: the line's end
        assert scene.turn_text().startswith("Connection lost")
        played = list(scene.match.moves)
        peer = Peer(tmp_path / "peer", "resume")
        wait((here,), lambda: scene.coaching.link.connected, frames=PATIENT * 20)
        # nothing lost here (the killed side may have played one more move before it died, saved
        # but not sent: the two catch up from the longer list)
        assert scene.match.moves[:len(played)] == played
        here_plays(here, peer, len(played) + 2)
        peer.stop(here)
        record = peer.finish()
        assert record == scene.match.record()["moves"]
        assert len(record) >= len(played) + 2 or scene.match.over
    finally:
        here.close()
