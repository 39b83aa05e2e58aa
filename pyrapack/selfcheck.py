"""``--self-check``: start the real app and show that each part a player needs works here.

Made for the stand-alone build (its test runs it headless) and for anyone whose
game misbehaves: the window draws a frame, the fonts, sounds and icon are found
and load, and a game against the Hard bot gets its move from the bot's worker
process (in the stand-alone app, the frozen executable starting itself again); speech says
which backend it speaks through, or why none and the fix.
It prints one line per check, for a developer or a bug report, so in English
only, and exits with 0 when every check passed. Settings and saved games are
kept in a temporary folder: a check never touches the player's own.
"""

import dataclasses
import sys
import tempfile
import time
import wave

import pygame

from . import assets, game_index, games, graphemes, shipped
from .app import App
from .sound import EFFECTS
from .ui import theme

TIMEOUT = 60.0  # seconds for the bot's first move, on the slowest machine


class Failed(Exception):
    pass


def run(launch):
    """Run every check; print what was found. The exit code: 0 if all passed, else 1."""
    print(f"PyraPack self-check: Python {sys.version.split()[0]} ({sys.executable}), "
          f"pygame-ce {pygame.version.ver} with SDL {'.'.join(map(str, pygame.get_sdl_version()))}"
          f"{', stand-alone build' if getattr(sys, 'frozen', False) else ''}", flush=True)
    with tempfile.TemporaryDirectory(prefix="pyrapack-check-") as data:
        try:
            app = App(dataclasses.replace(launch, data_dir=data, game=None, bot=None, self_check=False))
        except pygame.error as exc:
            print(f"self-check FAILED: the window could not open ({exc})", flush=True)
            return 1
        try:
            for check in (_files, _shipped, _characters, _games_index, _window_and_bot, _sounds, _speech):
                print(f"  {check(app, launch)}", flush=True)
        except Failed as failure:
            print(f"self-check FAILED: {failure}", flush=True)
            return 1
        finally:
            app.quit()
            app.shutdown()
    print("self-check passed", flush=True)
    return 0


def _files(app, launch):
    """The fonts and the icon are where the app looks for them, and load."""
    fonts = [theme.TITLE_FONT, theme.BODY_FONT, theme.BOLD_FONT]
    for name in fonts:
        try:
            pygame.font.Font(assets.font_path(name), 20)
        except (OSError, FileNotFoundError) as exc:
            raise Failed(f"font {name} not loaded from {assets.FONTS}: {exc}") from None
    try:
        pygame.image.load(assets.ICON)
    except (pygame.error, OSError, FileNotFoundError) as exc:
        raise Failed(f"icon not loaded from {assets.ICON}: {exc}") from None
    return f"fonts: {len(fonts)} found and loaded from {assets.FONTS}; icon found"


def _shipped(app, launch):
    """The data files shipped in the package (opening books, puzzles) are there, read, and each
    of their entries whole; a damaged one is named, with what is wrong with it."""
    gaps = shipped.gaps()
    if gaps:
        raise Failed("; ".join(f"a file shipped with PyraPack is {gap.why}: {gap.path}" for gap in gaps))
    counts = {}
    for layer, game in shipped.expected():
        counts.setdefault(layer, []).append(f"{game} {len(shipped.entries(layer, game))}")
    return "shipped data: " + "; ".join(f"{layer}: {', '.join(found)}" for layer, found in counts.items())


def _characters(app, launch):
    """Names are counted by what a reader sees as one character (``graphemes``: the ``regex``
    package, which the stand-alone build must carry)."""
    name = "Zo\u0065\u0301 \U0001F1EB\U0001F1F7 \U0001F468\u200d\U0001F469\u200d\U0001F467"
    try:
        import regex

        counted = len(graphemes.split(name))
    except ImportError as exc:
        raise Failed(f"the regex package is missing ({exc}): names cannot be counted") from None
    if counted != 7:
        raise Failed(f"{name!r} counted as {counted} characters, not 7")
    return f"names: counted by what a reader sees as one character (regex {regex.__version__})"


def _games_index(app, launch):
    """The games index (``game_index``: SQLite, which the stand-alone build must carry) is made
    in the check's own data folder and answers."""
    index = app.library._rows
    if not game_index.SQLITE or not index.ready():
        raise Failed("the games index cannot be made (no sqlite3 module): every start would read every game file")
    return f"games index: SQLite {game_index.sqlite3.sqlite_version}, {index.count()} games"


def _sounds(app, launch):
    """Every effect is there and is a sound; played too when an audio device opened."""
    for name in EFFECTS:
        path = assets.sound_path(name)
        try:
            with wave.open(str(path)) as effect:
                if effect.getnframes() == 0:
                    raise Failed(f"sound {path} is empty")
        except (OSError, wave.Error) as exc:
            raise Failed(f"sound {name} not found or not readable at {path}: {exc}") from None
    if app.sound.available:
        app.sound.play("move")
        device = "all loaded by the mixer, one played"
    else:
        device = "no audio device, so not played"
    return f"sounds: {len(EFFECTS)} found in {assets.SOUNDS}; {device}"


#: what makes speech available, where none is (the README's Speech section says the same)
SPEECH_FIX = {"linux": "install speech-dispatcher (Debian, Ubuntu: sudo apt install speech-dispatcher), "
                       "the speech Orca uses too",
              "win32": "install PyraPack's requirements (accessible-output2) and start a screen reader (NVDA, "
                       "JAWS) or Windows' own speech (SAPI)",
              "darwin": "install PyraPack's requirements (accessible-output2) and turn VoiceOver on (Cmd+F5)"}


def _speech(app, launch):
    """Speech, for players who cannot see the board: the backend it goes through, or why none
    started and what would make one; not a failure (the game plays without it)."""
    speech = app.speech
    if speech.backend is not None:
        name = getattr(speech.backend, "name", type(speech.backend).__name__)
        return f"speech: through {name}" + (", on" if speech.enabled else
                                            " (off: Ctrl+Shift+S, Settings or --speech turn it on)")
    system = next((key for key in SPEECH_FIX if sys.platform.startswith(key)), "linux")
    return f"speech: none on this computer ({speech.why or 'no backend started'}); to speak, {SPEECH_FIX[system]}"


def _window_and_bot(app, launch):
    """A game against the Hard bot opens, draws, and the worker process sends the bot's move."""
    game = launch.game or next(g.id for g in games.GAMES if not g.drawn_first)  # the bot moves first
    info = games.get(game)
    answers = []
    poll = app.bot.poll

    def watched_poll(job):  # the scene asks the worker the usual way; note what comes back
        answer = poll(job)
        if answer is not None:
            answers.append(answer)
        return answer

    app.bot.poll = watched_poll
    warnings = []
    warn = app.warn
    app.warn = lambda problem: (warnings.append(problem), warn(problem))
    app.start_game(game, {"options": info.options(launch.variant), "players": ["hard", "hard"]})
    scene = app.top
    start = time.monotonic()
    frames = 0
    while not scene.match.moves:
        if time.monotonic() - start > TIMEOUT:
            raise Failed(f"the Hard bot did not move within {TIMEOUT:.0f} s")
        app.tick()
        frames += 1
    seconds = time.monotonic() - start
    for _ in range(3):
        app.tick()
    if "game.bot_failed" in warnings or not answers or "error" in answers[-1]:
        raise Failed(f"the bot's worker process did not answer: {answers[-1:] or warnings}")
    surface = pygame.display.get_surface()
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x, y))) for x in range(0, w, 23) for y in range(0, h, 19)}
    if len(colours) < 16:
        raise Failed(f"the window shows almost nothing ({len(colours)} colours)")
    driver = pygame.display.get_driver()
    return (f"window: {w}x{h} ({driver} video driver), {frames + 3} frames drawn with "
            f"{len(colours)} colours; bot: Hard move {scene.match.moves[0]} in {info.id} answered by "
            f"the worker process in {seconds:.1f} s")

