"""Two real apps in one process, playing over the loopback with real events: one hosts from its
set-up screen, the other joins by typing the address and the code, and each enters its moves by
clicks. pygame's event queue is one for the process: each driver posts its events and ticks its
own app at once, so every event goes to the app it was meant for. A side waiting for the other's
move waits for the network's word (``Links.wait``), not for a timer."""

import random

import pygame
from driver import Driver, playable_moves

from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.net_host import HostScene
from pyrapack.scenes.net_join import JoinScene

LOOPBACK = ("127.0.0.1",)
PATIENT = 2000  # frames a side waits for the other's word at most (each waits for the network, not a timer)


def two_apps(folder, size=(960, 600), limits=None, **launch):
    host = Driver(folder / "host", size=size, no_sound=True, listen=LOOPBACK, **launch)
    guest = Driver(folder / "guest", size=size, no_sound=True, listen=LOOPBACK, **launch)
    for driver in (host, guest):
        driver.app.settings.remember("net", port="0")  # a free port of the system's choosing
        if limits is not None:
            driver.app.links.limits = limits
    return host, guest


def close_both(*drivers):
    for driver in drivers:  # every app stops before any lets the display go (one display a process)
        if driver.app.running:
            driver.app.quit()
    for driver in drivers:
        driver.app.shutdown()


def wait(drivers, condition, frames=PATIENT):
    """Tick both apps (``drivers``) until ``condition()``, waiting between frames for the network's
    news: two computers run at once, so while one waits for the other, the other's frames go on."""
    for n in range(frames):
        if condition():
            return
        drivers[n % len(drivers)].app.links.wait(0.02)
        for driver in drivers:  # drawn by the clicks that follow: frames meanwhile are only updated
            driver.app.tick(0.05, draw=False)
    raise AssertionError("the other side's word never came")


def host(driver, game, side="0", variant=None, first=None, names=("Ann", "Bob"), port="0"):
    """Set a game up for a friend far away, by clicks: the host's screen, listening."""
    setup = driver.open_setup(game)
    driver.choose(setup.mode, "network")
    driver.choose(setup.side, side)
    if variant is not None:
        driver.choose(setup.variant, variant)
    if first is not None:
        driver.choose(setup.first, first)
    for field, name in zip(setup.names.fields, names):
        driver.click(field.rect.center)
        field.value = ""
        driver.type(name)
    driver.press(pygame.K_ESCAPE)  # done typing
    driver.click(setup.start.rect.center)
    scene = driver.top
    assert isinstance(scene, HostScene)
    if port != str(scene.match.network["port"]):  # a free port of the system's choosing (0)
        driver.click(scene.port.fields[0].rect.center)
        scene.port.fields[0].value = ""
        driver.type(port)
        driver.press(pygame.K_RETURN)
    wait((driver,), lambda: scene.listening is not None)
    return scene


def join(driver, game, port, code, keys=True):
    """Join from any game's set-up: Join, then the address and the code typed, Enter."""
    setup = driver.open_setup(game)
    driver.choose(setup.mode, "network")
    driver.click(setup.join.rect.center)
    scene = driver.top
    assert isinstance(scene, JoinScene)
    driver.click(scene.address.fields[0].rect.center)
    scene.address.fields[0].value = ""
    driver.type(f"127.0.0.1:{port}")
    driver.press(pygame.K_TAB)  # to the code
    driver.type(code)
    driver.press(pygame.K_RETURN)  # join
    return scene


def connect(host_driver, guest_driver, game, **setup):
    """Host ``game`` on one app and join it from the other: both games' screens."""
    hosting = host(host_driver, game, **setup)
    join(guest_driver, game, hosting.listening, hosting.match.network["code"])
    wait((host_driver, guest_driver), lambda: isinstance(guest_driver.top, GameScene)
         and isinstance(host_driver.top, GameScene))
    return host_driver.top, guest_driver.top


def mover(drivers):
    """The driver whose player is to move (None once the game is over on both)."""
    return next((d for d in drivers if isinstance(d.top, GameScene) and d.top.match.local_to_move), None)


def play_a_move(drivers, rng, pick=None):
    """The side to move clicks a move; the other waits until it has it."""
    ahead = mover(drivers)
    other = drivers[1] if ahead is drivers[0] else drivers[0]
    scene = ahead.top
    wait(drivers, lambda: scene.anim is None)  # the last move shown
    count = len(scene.match.moves)
    moves = playable_moves(scene.state)
    if scene.turns.passing:  # a forced pass: it waits for its player to read the notice
        ahead.read_pass_notice(scene)
        ahead.tick()
    else:
        ahead.enter_move((pick or random.Random.choice)(rng, moves))
    assert len(scene.match.moves) == count + 1
    wait(drivers, lambda: len(other.top.match.moves) >= count + 1 or other.top.match.over)


def play_to_the_banner(drivers, seed, pick=None):
    rng = random.Random(seed)
    for _ in range(1000):
        if all(isinstance(d.top, EndBanner) for d in drivers):
            return
        if mover(drivers) is None:
            wait(drivers, lambda: all(isinstance(d.top, EndBanner) for d in drivers))
            return
        play_a_move(drivers, rng, pick)
    raise AssertionError("the game did not end")
