"""Frame times with speech on and a backend at fault: one that raises, one that blocks, one that
fails now and then, none at all (and, to compare, one that works).

Run: ``python bench/speech_frames.py [--frames 300]``.

The real app (headless) opens a game with speech on; every frame the ring moves on (Tab), so
every frame has words to say. For each backend it prints the frames' worst and median time, in
CPU seconds of this process (``time.process_time``: the machine is shared, and waiting for a core
is not the app's doing) and in wall-clock seconds, and what became of speech. Aim: no frame over
50 ms: the frame only queues its lines, whatever the backend does (``pyrapack.speech``).
"""

import argparse
import os
import pathlib
import statistics
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from driver import Driver  # noqa: E402
from speech_player import Recorder  # noqa: E402

from pyrapack import games  # noqa: E402
from pyrapack.speech import backends  # noqa: E402


class Raising(Recorder):
    def speak(self, text, language, interrupt=False):
        raise OSError("gone")


class RaisingToo(Raising):
    pass


class Blocking(Recorder):
    def __init__(self):
        super().__init__()
        self.release = threading.Event()

    def speak(self, text, language, interrupt=False):
        self.release.wait(120)

    def close(self):
        self.release.set()


class Flapping(Recorder):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def speak(self, text, language, interrupt=False):
        self.calls += 1
        if self.calls % 3 == 0:
            raise OSError("a hiccup")


class FlappingToo(Flapping):
    pass


def finder(*kinds):
    def find(exclude=()):
        for kind in kinds:
            if kind not in exclude:
                return kind(), None
        return None, "none left"
    return find


CASES = {"working": (Recorder,), "raising": (Raising, RaisingToo), "blocking": (Blocking,),
         "flapping": (Flapping, FlappingToo), "absent": ()}


def measure(case, frames):
    original = backends.find
    backends.find = finder(*CASES[case])
    driver = Driver(tempfile.mkdtemp(), size=(960, 600), speech=True)
    warned, warn = [], driver.app.warn
    driver.app.warn = lambda problem: (warned.append(problem), warn(problem))
    try:
        driver.app.speech.timeout = 2.0  # the blocked backend's line is given up within the run
        driver.open_game(next(g.id for g in games.GAMES if g.playable))
        cpu_times, wall_times = [], []
        for _ in range(frames):
            driver.key(pygame.K_TAB)
            cpu, wall = time.process_time(), time.perf_counter()
            driver.app.tick(0.05)
            cpu_times.append(time.process_time() - cpu)
            wall_times.append(time.perf_counter() - wall)
            time.sleep(0.01)  # the speaking thread gets its turn, as between real frames
        speech = driver.app.speech
        said = [p if isinstance(p, str) else p[0] for p in warned]
        failed, missing = said.count("speech.failed"), said.count("speech.unavailable")
        return cpu_times, wall_times, f"{speech.state}; messages: {failed} 'stopped working', {missing} 'not available'"
    finally:
        driver.close()
        backends.find = original


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args(argv)
    print(f"{'backend':<9} {'worst cpu':>9} {'median':>7} {'worst wall':>10} {'median':>7}  speech after")
    for case in CASES:
        cpu, wall, after = measure(case, args.frames)
        print(f"{case:<9} {max(cpu) * 1000:>7.1f}ms {statistics.median(cpu) * 1000:>5.1f}ms "
              f"{max(wall) * 1000:>8.1f}ms {statistics.median(wall) * 1000:>5.1f}ms  {after}", flush=True)


if __name__ == "__main__":
    main()
