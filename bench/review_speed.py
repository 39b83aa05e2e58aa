"""How long the bot's review of a game takes, for a typical game of each game.

Run: ``python bench/review_speed.py [--games 2] [--game <id>]``.

For each game, ``--games`` seeded games are played by the bots (Medium against Easy, so
that there are mistakes to find; at most ``MAX_PLIES`` moves), then reviewed as the
replay reviews them: ``ReviewRun`` asking a real worker process for one position after
another (``bots/review.py``, at ``review.LEVEL``). Printed per game: its length, the
review's time in all and per position, and the moves marked "?" and "??". The search is
bound by nodes, not time, so the marks are the same on any machine; the times are not
(the machine is shared: run it with ``nice`` and read them as rough figures).
"""

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from pyrapack import games  # noqa: E402
from pyrapack.bots import engine, review  # noqa: E402
from pyrapack.bots.reviewer import ReviewRun  # noqa: E402
from pyrapack.bots.worker import BotWorker  # noqa: E402
from pyrapack.match import Match  # noqa: E402

MAX_PLIES = 200


def typical_game(game, seed):
    """A seeded game of Medium (the first player) against Easy."""
    info = games.get(game)
    variant = info.variants[seed % len(info.variants)] if info.variants else None
    match = Match(game, info.options(variant, 0), [None, None], seed=seed)
    while not match.state.is_over and len(match.moves) < MAX_PLIES:
        level = "medium" if match.state.to_move == 0 else "easy"
        match.play(engine.choose_move(game, match.state, level, seed=seed * 1000 + len(match.moves), timed=False))
    return match


def timed_review(bot, match):
    run = ReviewRun(bot, match)
    start = time.perf_counter()
    while not run.update():
        time.sleep(0.001)  # as the window would: a frame's work, then the next frame
    if run.failed:
        raise RuntimeError(f"the review failed: {run.failed}")
    return time.perf_counter() - start, run.result


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games reviewed per game (default 2)")
    parser.add_argument("--game", choices=[info.id for info in games.GAMES], help="only this game")
    args = parser.parse_args(argv)
    chosen = [args.game] if args.game else [info.id for info in games.GAMES]
    print(f"review at {review.LEVEL}, node budget per position: "
          + ", ".join(f"{g} {review.review_level(g).max_nodes:,}" for g in chosen))
    print(f"{'game':<13}{'moves':>6}{'review':>10}{'per position':>15}{'?':>5}{'??':>5}")
    bot = BotWorker()
    try:
        bot.start()
        for game in chosen:
            times = []
            for seed in range(1, args.games + 1):
                match = typical_game(game, seed)
                seconds, result = timed_review(bot, match)
                times.append(seconds)
                marks = result["marks"]
                print(f"{game:<13}{len(match.moves):>6}{seconds:>9.1f}s{1000 * seconds / len(match.states):>12.0f} ms"
                      f"{marks.count('?'):>5}{marks.count('??'):>5}")
            if len(times) > 1:
                print(f"{game:<13}{'median':>6}{statistics.median(times):>9.1f}s")
    finally:
        bot.close()


if __name__ == "__main__":
    main()
