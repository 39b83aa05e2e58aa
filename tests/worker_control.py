"""Make a real bot worker hang, go on, or die, and move its watchdog's clock by hand."""

import os
import signal

CAN_PAUSE = hasattr(signal, "SIGSTOP")


class Clock:
    """A clock that only moves when told to (the watchdog's, in tests)."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


def stop(bot):
    """Pause the worker process where it stands (SIGSTOP): it reads and answers nothing."""
    os.kill(bot.pid, signal.SIGSTOP)


def resume(bot):
    """Let a paused worker go on (SIGCONT); nothing happens if it is gone."""
    if bot.pid is not None:
        try:
            os.kill(bot.pid, signal.SIGCONT)
        except ProcessLookupError:
            pass


# -- a worker that fails in the real app (the driver's) ---------------------------------------
def watched(driver):
    """Give the app a timed worker whose watchdog reads a clock the test moves; the clock."""
    from pyrapack.bots.worker import BotWorker

    clock = Clock()
    driver.app.bot.close()
    driver.app.bot = BotWorker(clock=clock)
    return clock


def past_due(game, level):
    """Seconds after which the watchdog calls a ``level`` move of ``game`` late."""
    from pyrapack.bots import engine, worker

    return engine.level_for(game, level).limit + worker.MARGIN + 0.01


def paused_before_the_game(driver, game):
    """The worker up and listening, then paused before the game can ask it anything
    (paused after the game opens, a quick bot may already have answered)."""
    bot = driver.app.bot
    bot.start(game)
    driver.until(lambda: bot.ready, frames=4000, dt=0.01)
    stop(bot)
    return bot


def fail_twice(driver, clock, scene, level):
    """The bot to move in ``scene`` fails twice, for real: its worker (paused by
    ``paused_before_the_game``) is called late, the move is asked again of a new worker that
    hangs too (SIGSTOP), which is called late as well (the watchdog's clock moved by hand).
    Returns once the scene has played what it plays instead; the bot (its worker paused:
    ``resume`` it)."""
    from pyrapack.bots import worker

    bot = driver.app.bot
    driver.until(lambda: scene.turns.move_job is not None)
    driver.tick(20)  # past the bot's own pause
    clock.advance(past_due(scene.info.id, level))
    driver.tick()
    assert bot.restarts == 1
    stop(bot)  # the new worker hangs too: before or after it said it was ready
    clock.advance(worker.START_GRACE + past_due(scene.info.id, level))
    plies = len(scene.match.moves)
    driver.until(lambda: len(scene.match.moves) > plies or bot.ready, frames=50)
    if len(scene.match.moves) == plies:  # its "ready" was read after the clock moved: from then
        clock.advance(past_due(scene.info.id, level))
    driver.until(lambda: len(scene.match.moves) > plies, frames=50)
    assert bot.restarts == 2
    return bot
