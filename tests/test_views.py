"""Each game's board view on its own: no scene, no app, no window; any size.

A replay or a tutorial shows a game with its view alone: it must draw any position of
its game (random legal play from the rules module) at any size, its hit-testing must
reach every target of every legal move's clicks, and it must animate a move to its end.
"""

import functools
import random

import pygame
import pytest

from pyrapack import games
from pyrapack.clicks import MoveInput
from pyrapack.ui import text
from pyrapack.ui.marks import NONE, Marks, entering
from pyrapack.scenes import parts

from driver import first_hit, scan

# (board rectangle, scale): a small board, the board area at 960x600, 1280x800 and full HD
SIZES = [(pygame.Rect(10, 20, 360, 240), 0.45), (pygame.Rect(18, 58, 594, 478), 0.75),
         (pygame.Rect(23, 96, 873, 640), 1.0), (pygame.Rect(30, 130, 1400, 870), 1.35)]
# How far labels may bleed out of the board's rectangle: a few pixels in the game's windows;
# in a small rectangle more, as text never shrinks below a readable size.
BLEED = {0.45: 40, 0.75: 8, 1.0: 8, 1.35: 8}
GAMES = [info.id for info in games.GAMES]


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    text.forget()  # fonts of an app closed by an earlier test died with it
    yield


def view_of(game, rect, scale):
    view = parts.view_class(games.get(game))()
    view.layout(rect, scale)
    return view


@functools.cache
def positions(game, seed):
    """(states, moves) of a seeded random game, its variant and first player drawn by lot, at most
    as long as a long game (the rules' ``PLIES``)."""
    info, rng = games.get(game), random.Random(seed)
    options = info.options(rng.choice(info.variants) if info.variants else None, rng.randrange(2))
    rules = info.rules
    states, moves = [rules.new_game(**options)], []
    while len(moves) < rules.PLIES and not states[-1].is_over:
        move = rng.choice(sorted(states[-1].legal_moves(), key=str))
        moves.append(move)
        states.append(states[-1].play(move))
    return states, moves


def plies(moves):
    """The plies drawn of a game of ``moves``: its start, early on, its middle and its end."""
    n = len(moves)
    return sorted({0, n // 10, 2 * n // 5, n})


def playable(state):
    return [m for m in state.legal_moves() if not getattr(m, "is_pass", False)] if not state.is_over else []


def sequences(view, state):
    return MoveInput(view.click_sequences(state, playable(state)))


BLANK = (1, 2, 3, 255)  # a colour no view draws


def canvas(rect):
    """A surface with room all round ``rect``, blank."""
    surface = pygame.Surface((rect.right + 80, rect.bottom + 80), pygame.SRCALPHA)
    surface.fill(BLANK)
    return surface


def untouched_outside(surface, rect):
    """True when no pixel outside ``rect`` changed from the canvas colour: the bytes of the bands
    of ``surface`` round ``rect`` are the canvas colour's (bytes compared, not pixels one by one)."""
    area = surface.get_rect()
    inside = rect.clip(area)
    if not inside.width or not inside.height:
        bands = [area]
    else:
        bands = [pygame.Rect(area.left, area.top, area.width, inside.top - area.top),
                 pygame.Rect(area.left, inside.bottom, area.width, area.bottom - inside.bottom),
                 pygame.Rect(area.left, inside.top, inside.left - area.left, inside.height),
                 pygame.Rect(inside.right, inside.top, area.right - inside.right, inside.height)]
    return all(pygame.image.tobytes(surface.subsurface(band), "RGBA") == bytes(BLANK) * (band.width * band.height)
               for band in bands if band.width and band.height)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("rect, scale", SIZES, ids=["small", "960", "1280", "hd"])
def test_a_view_draws_random_positions_with_every_kind_of_mark_inside_its_rect(game, rect, scale):
    view = view_of(game, rect, scale)
    room = rect.inflate(2 * BLEED[scale], 2 * BLEED[scale])
    states, moves = positions(game, seed=len(game))
    rng = random.Random(7)
    for ply in plies(moves):
        state = states[ply]
        last = (states[ply - 1], moves[ply - 1]) if ply else None
        entry = sequences(view, state)
        for marks in (NONE, Marks(last=last), entering(entry, last=last)):
            surface = canvas(rect)
            view.draw(surface, state, marks)
            assert untouched_outside(surface, room), (ply, marks)
        if entry.sequences:  # a move half entered, a pointer over the board, a hint
            move = rng.choice(sorted(entry.sequences, key=str))
            seq = entry.sequence_of(move)
            for target in seq[:rng.randrange(1, len(seq) + 1)]:
                entry.click(target)
            pointer = (rng.randrange(rect.left, rect.right), rng.randrange(rect.top, rect.bottom))
            marks = entering(entry, view.targets_at(state, pointer, entering(entry)), pointer, last=last,
                             hint=seq)
            surface = canvas(rect)
            view.draw(surface, state, marks)
            # the pointer over one of Pyraos' level maps names it just above the plate
            assert untouched_outside(surface, room.inflate(0, 80)), (ply, marks)


def point_of(view, state, marks, target, acceptable, step):
    """A point of the view where a click reaches ``target`` before any other acceptable one
    (looked for first where the view draws it: every point is judged by ``targets_at``)."""
    where = view.target_rect(state, target)
    reaches = first_hit(lambda point: view.targets_at(state, point, marks), target, acceptable)
    return scan(reaches, view.rect, step, near=where[0] if where is not None else None)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("rect, scale", [SIZES[0], SIZES[1], SIZES[3]], ids=["small", "960", "hd"])
def test_every_click_of_a_legal_move_reaches_its_target_somewhere_on_the_view(game, rect, scale):
    view = view_of(game, rect, scale)
    states, _ = positions(game, seed=3)
    rng = random.Random(5)
    step = 3 if rect.width < 1000 else 5
    for state in (states[len(states) // 3], states[2 * len(states) // 3]):
        moves = sorted(sequences(view, state).sequences, key=str)
        for move in rng.sample(moves, min(4, len(moves))):
            entry = sequences(view, state)
            for target in entry.sequence_of(move):
                marks = entering(entry)
                acceptable = entry.next_targets | entry.first_targets | set(entry.clicks[-1:])
                assert point_of(view, state, marks, target, acceptable, step) is not None, (move, target)
                result, played = entry.click(target)
                assert result in ("more", "play")
            assert played == move or entry.confirm() == move


@pytest.mark.parametrize("game", GAMES)
def test_a_view_animates_a_move_from_before_to_after_to_its_end(game):
    rect, scale = SIZES[1]
    view = view_of(game, rect, scale)
    states, moves = positions(game, seed=11)
    for before, move, after in list(zip(states, moves, states[1:]))[:12]:
        if getattr(move, "is_pass", False):
            assert view.animation(before, move, after) is None
            continue
        anim = view.animation(before, move, after)
        assert anim.parts and anim.hidden and anim.duration > 0
        still = canvas(rect)
        view.draw(still, after, NONE)
        still = still.get_buffer().raw
        frames, moved = 0, False
        while not anim.done:
            surface = canvas(rect)
            view.draw(surface, after, NONE, anim)
            moved = moved or surface.get_buffer().raw != still  # every frame drawn; compared till one differs
            assert {cue for cue in anim.update(1 / 30)} <= {"move", "capture", "select", "takeback"}
            frames += 1
            assert frames <= 30 * anim.duration + 1
        assert moved  # something was seen moving
        surface = canvas(rect)
        view.draw(surface, after, NONE, anim)  # the last frame draws, everything landed
