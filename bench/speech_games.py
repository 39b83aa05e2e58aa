"""Every game played to its end against Beginner by a player who cannot see it, in both
languages, in brief and in full speech: words heard and keys pressed per move of the player's.

Run: ``python bench/speech_games.py [--games <game> ...] [--languages en fr] [--verbosity brief full]``.

The player (``tests/speech_player.EarGame``, as in ``tests/test_speech_games.py``, which plays
each game in one language) reads only the words speech says and sends only real key events:
Tab and Enter through the menu and the set-up, then each turn A (the moves), one chosen, N, the
move typed, Enter. Words are counted from the game's heading to its end banner (the bot's moves
and the turn lines included), a word being a run of letters or digits; keys are presses (the
moves' characters included); CPU seconds include the bot's worker process. Aim, in brief speech: no move refused, at most 30 words and 10 keys
a move on average.
"""

import argparse
import os
import resource
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from test_speech_games import GAMES, KEYS, LANGUAGES, WORDS, play_by_ear  # noqa: E402


def cpu_seconds():
    """CPU seconds of this process and of its children gone (the bot's worker process, once closed)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=GAMES)
    parser.add_argument("--languages", nargs="+", default=list(LANGUAGES))
    parser.add_argument("--verbosity", nargs="+", default=["brief", "full"])
    parser.add_argument("--seeds", type=int, default=1, help="games of each (the first: the test's own)")
    args = parser.parse_args(argv)
    print(f"{'game':<12} {'lang':<4} {'speech':<6} {'moves':>5} {'words/move':>10} {'keys/move':>9} "
          f"{'refused':>7} {'cpu s':>6}")
    worst = 0.0
    for verbosity in args.verbosity:
        for game in args.games:
            for lang in args.languages:
                for seed in range(args.seeds):
                    cpu = cpu_seconds()
                    words, keys, moves, refused, _, _ = play_by_ear(tempfile.mkdtemp(), game, lang, verbosity,
                                                                 seed=f"-{seed}" if seed else "")
                    per = words / moves
                    worst = max(worst, per) if verbosity == "brief" else worst
                    print(f"{game:<12} {lang:<4} {verbosity:<6} {moves:>5} {per:>10.1f} {keys / moves:>9.1f} "
                          f"{len(refused):>7} {cpu_seconds() - cpu:>6.1f}", flush=True)
    if "brief" in args.verbosity:
        print(f"brief: at most {worst:.1f} words a move on average (aim: {WORDS}); keys aim: {KEYS}")


if __name__ == "__main__":
    main()
