"""Render the README's screenshots from the real app, headless.

Run: ``python tools/screenshots.py [--out docs/screenshots] [--size 1280x800] [--lang en]``.
Positions come from seeded random play, so the pictures are the same every time.
``--lessons`` draws two steps of every game's guided first game instead (the second and the
last; ``--every-step``: all of them), to look at after changing a lesson or the board views;
``--puzzles`` the Puzzles screen and a puzzle of each game (its piece hinted, and one wrong
move refuted); ``--library`` Your games with games of every kind kept (against the bot, between
two named people, unfinished, sent by someone else) and the replay of each; ``--zoom 150`` and ``--contrast high`` draw them with those settings (Settings on the menu).
"""

import argparse
import datetime
import functools
import importlib
import json
import os
import pathlib
import random
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from pyrapack import games  # noqa: E402
from pyrapack.app import App  # noqa: E402
from pyrapack.cli import Launch  # noqa: E402
from pyrapack.scenes.preferences import SettingsDialog  # noqa: E402
from pyrapack.scenes.rules_page import RulesScene  # noqa: E402
from pyrapack.scenes.setup import SetupScene  # noqa: E402
from pyrapack.settings import ZOOMS  # noqa: E402
from pyrapack.ui import marks  # noqa: E402

#: Which game each README picture shows (``--out``'s pictures are the README's)
CHOICES = json.loads((ROOT / "docs" / "screenshots" / "pictures.json").read_text(encoding="utf-8"))


def frames(app, count=8, dt=0.05):
    """``count`` frames of ``dt`` seconds, for animations and fades to run their course; only the
    last is drawn (the picture: the ones before it were never looked at)."""
    for left in reversed(range(count)):
        app.tick(dt, draw=left == 0)


def save(app, out, name):
    path = out / f"{name}.png"
    pygame.image.save(pygame.display.get_surface(), str(path))
    print(f"wrote {path}")


def picture(game):
    """How ``game``'s pictures show a middle game (its view's ``PICTURE``): how many seeded moves
    are played (10 unless it says), and how each is picked (at random unless it says)."""
    return {"moves": 10, "pick": lambda moves, rng: rng.choice(moves),
            **getattr(games.get(game).part("views"), "PICTURE", {})}


def pick(game, moves, rng):
    """A move for a picture, as the game's view picks them (``picture``)."""
    return picture(game)["pick"](moves, rng)


def chosen(picture_name, has=lambda info: info.playable):
    """The game the README's picture ``picture_name`` shows (``pictures.json``): the one written
    there, or, when it is not registered or lacks what the picture needs (``has``), the first
    registered game that has it."""
    written = CHOICES[picture_name]
    game = written["game"] if isinstance(written, dict) else written
    if game in games.BY_ID and has(games.get(game)):
        return game
    return next(info.id for info in games.GAMES if has(info))


def middle_game(app, game, rng):
    scene = app.top
    for _ in range(picture(game)["moves"]):
        moves = scene.state.legal_moves()
        if scene.state.is_over or not moves:
            break
        scene.commit(pick(game, moves, rng))
        scene.finish_animation()
    frames(app)
    first = sorted(scene.input.first_targets, key=repr)
    if first:  # show a selection with its highlighted destinations
        scene.input.click(first[len(first) // 2])
    frames(app)


def lesson_step(app, game, name):
    """The guided first game of ``game`` at its step ``name``, its move half entered."""
    lesson = games.get(game).lesson()
    index = lesson.index(name)
    app.start_tutorial(game, index)
    scene = app.top
    coach = scene.coaching
    coach.heard = lesson.text(lesson.steps[index - 1], "done") if index else None  # as when played through
    frames(app, 2)
    move = coach.right_moves()[0]
    for target in scene.input.sequence_of(move)[:-1]:  # all but the click that plays it
        scene.input.click(target)
    frames(app)


def reviewed_game(game=None, seed=None):
    """A finished game of ``game`` (Medium against random moves), reviewed (by default the README
    replay's, ``pictures.json``). Medium plays on its node budget, not its clock: the same game, and
    so the same pictures, on a busy machine."""
    from pyrapack.match import Match

    game, seed = game or chosen("replay"), CHOICES["replay"]["seed"] if seed is None else seed
    return Match.from_record(json.loads(_reviewed_game(game, seed).record_json()))


@functools.cache  # the tests draw the pictures several times in one process
def _reviewed_game(game, seed):
    from pyrapack.bots import engine, review
    from pyrapack.match import Match

    rng = random.Random(seed)
    match = Match(game, games.get(game).options(None, 0), [None, "medium"], seed=seed)
    while not match.state.is_over:
        state = match.state
        if state.to_move == 1:
            match.play(engine.choose_move(game, state, "medium", seed=rng.randrange(2**31), timed=False))
        else:
            match.play(rng.choice(state.legal_moves()))
    match.review = review.build(match, [review.analyse(game, s) for s in match.states])
    return match


def reviewed_replay(app, game=None, seed=None):
    """A finished game of ``game``, reviewed (``reviewed_game``), in the replay at the first move
    the review marks."""
    from pyrapack.scenes.replay import ReplayScene

    match = reviewed_game(game, seed)
    scene = ReplayScene(app, match)
    app.push(scene)
    marked = [i for i, mark in enumerate(match.review["marks"]) if mark]
    scene.go(marked[0] + 1 if marked else len(match.moves) // 2)
    scene.finish_animation()
    frames(app)


def puzzle(app, game, wrong=False, rank=6):
    """A puzzle of ``game`` opened from the Puzzles screen (a few in: a longer line), its piece
    hinted, or (``wrong``) a wrong move played and refuted on the board."""
    from pyrapack.puzzles import collection, progress
    from pyrapack.tutorial.puzzle import Session

    pool = collection.pool(game)
    session = Session(app, game, progress.of(app.storage)[0])
    session.open(pool[min(rank, len(pool) - 1)])
    scene, coach = app.top, app.top.coaching
    frames(app, 2)
    if wrong:
        move = next(m for m in scene.state.legal_moves() if coach.puzzle["refute"][0].get(str(m), [None])[0])
        scene.commit(move)
        for _ in range(3):  # the move, then its refutation, each animated to its end
            scene.finish_animation()
            frames(app, 16)
    else:
        coach.hint()
        frames(app)


def puzzles(app, out):
    """The Puzzles screen, and a puzzle of each game (the piece to move hinted; in those
    ``pictures.json`` says, a wrong move refuted)."""
    app.open_puzzles()
    frames(app)
    save(app, out, "puzzles")
    for info in games.GAMES:
        if not info.has("puzzles"):  # a game that brings none (a game of one ply has none to find)
            continue
        puzzle(app, info.id, wrong=info.id in CHOICES["refuted"])
        save(app, out, f"puzzle-{info.id}")
        app.back_to_menu()


def kept_games(game, seed):
    """Games of ``game`` as players keep them (seeded random moves, ``pick``): against
    the bot (Beginner, the longest level's name) in its last variant, finished; between two
    people who gave names, finished; against the bot, unfinished; and one sent by someone else."""
    from pyrapack.match import Match

    info, rng = games.get(game), random.Random(seed)

    def played(players, names=None, variant=None, moves=None):
        match = Match(game, info.options(variant, 0), players, names=names, seed=seed)
        while not match.state.is_over and (moves is None or len(match.moves) < moves):
            match.play(pick(game, match.state.legal_moves(), rng))
        return match

    last = info.variants[-1] if info.variants else None
    return [played([None, "beginner"], variant=last), played([None, None], ["Maximilien", "Éléonore"]),
            played(["beginner", None], moves=6), played([None, "beginner"], variant=last)]


def library(app, out, data, settle=6):
    """Your games, with games of every kind kept (``kept_games``), and the replay of each game at
    its end; the game sent by someone else dropped on the window, with its message. Each screen
    is drawn ``settle`` frames (its fade in done; the tests, which only read its words, ask one)."""
    from pyrapack.scenes.replay import ReplayScene

    # every game saved at 14:30 today (each a millisecond after the one before): the list shows
    # the same times, and so the same picture, whenever it is drawn
    moment = datetime.datetime.now().astimezone().replace(hour=14, minute=30, second=0, microsecond=0)
    app.library._now = lambda: moment
    shared = []
    for number, info in enumerate(games.GAMES):
        *kept, sent = kept_games(info.id, number)
        for match in kept:
            app.library.save(match)
        shared.append(pathlib.Path(data) / f"sent-{info.id}.pyrapack")
        shared[-1].write_text(json.dumps(sent.record()), encoding="utf-8")
    app.open_shared(shared[0])  # its message shows over the replay
    frames(app, settle)
    save(app, out, "replay-imported")
    app.back_to_menu()
    for path in shared[1:]:
        app.open_shared(path)
        app.back_to_menu()
    app.toasts.clear()
    app.open_games()
    frames(app, settle)
    save(app, out, "games")
    for number, entry in enumerate(app.library.list()):
        match, _ = app.library.open(entry.id)
        app.push(ReplayScene(app, match))
        app.top.go(len(match.moves))
        app.top.finish_animation()
        frames(app, settle)
        save(app, out, f"replay-{number:02}-{entry.game}")
        app.pop()
    app.back_to_menu()


def lessons(app, out, every_step=False):
    """Two steps of every guided game, the second and the last (``every_step``: all)."""
    for info in games.GAMES:
        steps = info.lesson().steps
        for step in steps if every_step else (steps[1], steps[-1]):
            lesson_step(app, info.id, step.name)
            save(app, out, f"lesson-{info.id}-{step.name}")
            app.back_to_menu()


def readme(app, out):
    """The README's pictures: the menu, the setup, each game, the rules, a lesson, a replay."""
    save(app, out, "menu")
    app.push(SetupScene(app, games.get(chosen("setup"))))
    app.top.offering = False  # the guided game's offer is made on a first visit only
    app.top.mode.value = "bot"  # show every row
    app.top._refresh()
    frames(app)
    save(app, out, "setup")
    app.pop()
    app.push(SettingsDialog(app))
    frames(app)
    save(app, out, "settings")
    app.pop()
    for info in games.GAMES:
        if not info.playable:
            continue
        choices = {"options": info.options(None, 0), "players": [None, None]}
        app.start_game(info.id, choices)
        middle_game(app, info.id, random.Random(info.id))
        save(app, out, info.id)
        app.back_to_menu()
    app.push(RulesScene(app, chosen("rules", lambda info: info.has("guide"))))
    frames(app)
    save(app, out, "rules")
    app.back_to_menu()
    learn = chosen("learn", lambda info: info.has_lesson)
    lesson_step(app, learn, CHOICES["learn"]["step"] if learn == CHOICES["learn"]["game"]
                else games.get(learn).lesson().steps[1].name)
    save(app, out, "learn")
    app.back_to_menu()
    reviewed_replay(app)
    save(app, out, "replay")
    app.back_to_menu()
    puzzle(app, chosen("puzzle", lambda info: info.has("puzzles")), wrong=True)
    save(app, out, "puzzle")


def first_start(data, size, lang):
    """The app as a first start opens it (sound on: the pictures show what a player sees), its data
    in ``data`` (sound plays to no device: SDL's dummy driver)."""
    return Launch(data_dir=data, size=size, language=lang)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--lessons", action="store_true", help="two steps of every guided game")
    parser.add_argument("--every-step", action="store_true", help="with --lessons: every step")
    parser.add_argument("--zoom", type=int, choices=ZOOMS, default=100, help="the Size setting, in percent")
    parser.add_argument("--contrast", choices=("normal", "high"), default="normal")
    parser.add_argument("--puzzles", action="store_true", help="the Puzzles screen and a puzzle of each game")
    parser.add_argument("--library", action="store_true",
                        help="Your games with games of every kind kept, and the replay of each")
    parser.add_argument("--register", action="append", default=[], metavar="MODULE",
                        help="a game of one's own too: MODULE.GAME, a GameInfo (MODULE on the path)")
    args = parser.parse_args(argv)
    for name in args.register:
        games.register(importlib.import_module(name).GAME)
    size = tuple(int(v) for v in args.size.split("x"))
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        app = App(first_start(data, size, args.lang))
        app.fps = 0
        marks.pulse = lambda period=0.9: 0.5  # the marks that breathe, caught mid-breath: the same pictures every time
        app.set_zoom(args.zoom)
        app.set_contrast(args.contrast == "high")
        frames(app)
        if args.lessons:
            lessons(app, out, args.every_step)
        elif args.puzzles:
            puzzles(app, out)
        elif args.library:
            library(app, out, data)
        else:
            readme(app, out)
        app.quit()
        app.shutdown()


if __name__ == "__main__":
    main()
