"""Frame times at every window size, on every screen, and the memory the app holds meanwhile.

Run: ``python bench/storm_frames.py [--sizes 960x600 1920x1080 2560x1440 3840x2160 7680x4320]
[--zooms 100 150] [--frames 4]``.

The real app (headless: SDL's dummy drivers) shows every screen (``tests/screens.py``: the
menu, Settings, Games, Puzzles, and each game's set-up, rules page, game, lesson and replay)
at each window size and Size setting asked. On each, the window is first resized to that size
(from another one, as a storm of resizes does: everything drawn for the old size is drawn
again), then ``--frames`` more frames are drawn. For each size it prints the worst frame and
where it happened, the median frame, and the resident memory at its highest (MB).

Frames are timed in CPU seconds of this process (``time.process_time``): the machine is
shared, and waiting for a core is not the app's doing; the wall-clock worst is printed beside
it. Aim: no frame over 250 ms at any size up to 4K (3840x2160).
"""

import argparse
import os
import pathlib
import statistics
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from driver import Driver  # noqa: E402  (tests/driver.py: the real app, driven headless)
from screens import every_screen  # noqa: E402


def resident_mb():
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS"))
    except OSError:
        return float("nan")


def timed_frame(driver):
    cpu, wall = time.process_time(), time.perf_counter()
    driver.tick(1, dt=0.05)
    return time.process_time() - cpu, time.perf_counter() - wall


def resize(driver, size):
    pygame.display.set_mode(size, pygame.RESIZABLE)
    driver.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def measure(driver, size, zoom, frames):
    """``[(cpu, wall, screen)]`` of every frame drawn at ``size`` and the highest memory seen."""
    driver.app.set_zoom(zoom)
    out, peak = [], resident_mb()
    for name, show in every_screen(driver):
        resize(driver, (960, 600) if size != (960, 600) else (1280, 800))
        show()
        driver.tick(1)
        resize(driver, size)
        for _ in range(1 + frames):
            cpu, wall = timed_frame(driver)
            out.append((cpu, wall, name))
            peak = max(peak, resident_mb())
    return out, peak


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", default=["960x600", "1920x1080", "2560x1440", "3840x2160",
                                                       "7680x4320"])
    parser.add_argument("--zooms", nargs="+", type=int, default=[100, 150])
    parser.add_argument("--frames", type=int, default=4)
    args = parser.parse_args(argv)
    driver = Driver(tempfile.mkdtemp(), size=(960, 600))
    print(f"{'size':>10} {'Size':>5} {'worst ms':>9} {'(wall)':>7} {'median':>7} {'rss MB':>7}  worst on")
    try:
        for text in args.sizes:
            size = tuple(int(n) for n in text.split("x"))
            for zoom in args.zooms:
                frames, peak = measure(driver, size, zoom, args.frames)
                cpu, wall, name = max(frames)
                median = statistics.median(f[0] for f in frames)
                worst_wall = max(f[1] for f in frames)
                print(f"{text:>10} {zoom:>4}% {cpu * 1000:>9.0f} {worst_wall * 1000:>7.0f} {median * 1000:>7.1f}"
                      f" {peak:>7.0f}  {name}", flush=True)
    finally:
        driver.close()


if __name__ == "__main__":
    main()
