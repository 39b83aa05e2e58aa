"""What a replay asks of every game's view: the bot's preferred move drawn as an arrow and a
ghost (``Marks.suggested``), and a move played backwards (``anim.Rewind``)."""

import random

import pygame
import pytest

from pyrapack import games
from pyrapack.ui import anim, text
from pyrapack.ui.marks import Marks
from pyrapack.scenes import parts

GAMES = [info.id for info in games.GAMES]
SIZES = [(pygame.Rect(18, 58, 594, 478), 0.75), (pygame.Rect(30, 130, 1400, 870), 1.35)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    text.forget()
    yield


def positions(game, seed, plies=30):
    info, rng = games.get(game), random.Random(seed)
    state = games.get(game).rules.new_game(**info.options(rng.choice(info.variants) if info.variants else None, 0))
    out = []
    while len(out) < plies and not state.is_over:
        moves = [m for m in state.legal_moves() if not getattr(m, "is_pass", False)]
        if moves:
            out.append((state, rng.choice(sorted(moves, key=str))))
        state = state.play(rng.choice(state.legal_moves()))
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("rect, scale", SIZES, ids=["small", "hd"])
def test_every_view_draws_a_suggested_move_on_its_board(game, rect, scale):
    view = parts.view_class(games.get(game))()
    view.layout(rect, scale)
    for state, move in positions(game, 3)[::6]:
        plain = pygame.Surface((rect.right + 40, rect.bottom + 40))
        view.draw(plain, state)
        shown = pygame.Surface(plain.get_size())
        view.draw(shown, state, Marks(suggested=(state, move)))
        flight = view.suggestion(state, move)
        assert flight is not None
        end = view.anchor(state, flight.anchors[-1])
        assert rect.inflate(40, 40).collidepoint(end)  # it lands on the board, as laid out
        assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(shown, "RGB")


@pytest.mark.parametrize("game", GAMES)
def test_every_view_plays_a_move_backwards_to_its_start(game):
    rect, scale = SIZES[0]
    view = parts.view_class(games.get(game))()
    view.layout(rect, scale)
    surface = pygame.Surface((rect.right + 40, rect.bottom + 40))
    for before, move in positions(game, 5)[::4]:
        after = before.play(move)
        forward = view.animation(before, move, after)
        if forward is None:
            continue
        rewind = anim.Rewind(forward)
        assert rewind.update(0.0) == (["move"] if forward.cues else [])
        steps = 0
        while not rewind.done:
            view.draw(surface, after, Marks(), rewind)
            rewind.update(0.05)
            steps += 1
        assert steps >= 2 and rewind.now == 0.0
        for flight in (p for p in forward.parts if isinstance(p, anim.Flight)):
            assert flight.position(rewind.now, lambda key: view.anchor(after, key), scale) \
                == view.anchor(after, flight.anchors[0])  # back where it started
