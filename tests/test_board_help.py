"""What the board says before any click (issue 14): the pieces that can move, faintly (the pieces
that must move, clearly: in each game's own file); a setting turns both off; a hint shows its
exact move."""

import pygame
import pytest

from random_play import random_states

from pyrapack import games
from pyrapack.clicks import MoveInput
from pyrapack.scenes import parts
from pyrapack.ui import text
from pyrapack.ui.marks import Marks, entering, hinting

RECT, SCALE = pygame.Rect(18, 58, 594, 478), 0.75  # the board area at 960x600


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    text.forget()
    yield


def view_of(game):
    view = parts.view_class(games.get(game))()
    view.layout(RECT, SCALE)
    return view


def drawn(view, state, marks):
    surface = pygame.Surface((RECT.right + 80, RECT.bottom + 80), pygame.SRCALPHA)
    surface.fill((1, 2, 3, 255))
    view.draw(surface, state, marks)
    return surface


def changed(a, b, rect):
    """Whether any pixel of ``rect`` differs between two drawings."""
    return pygame.image.tobytes(a.subsurface(rect), "RGBA") != pygame.image.tobytes(b.subsurface(rect), "RGBA")


def entry(view, state):
    moves = [m for m in state.legal_moves() if not getattr(m, "is_pass", False)]
    return MoveInput(view.click_sequences(state, moves))


def a_position(game):
    """A position of a seeded random game in which a piece drawn round can move (one from a
    reserve is not marked the same way); the start, for a view that marks its pieces otherwise
    (frames round stacks: none is a round spot)."""
    view = view_of(game)
    for seed in range(20):
        for state in random_states(game, f"help-{game}-{seed}", 60):
            firsts = entry(view, state).first_targets if not state.is_over else ()
            if any(view.target_spot(state, target) is not None for target in firsts):
                return state
    return games.get(game).rules.new_game(**games.get(game).options())


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_every_view_marks_what_can_move_only_when_asked_and_not_once_a_piece_is_picked(game):
    view, state = view_of(game), a_position(game)
    typed = entry(view, state)
    plain = drawn(view, state, entering(typed))
    shown = drawn(view, state, entering(typed, show_movable=True))
    assert changed(plain, shown, RECT)
    typed.click(sorted(typed.first_targets, key=str)[0])
    assert not entering(typed, show_movable=True).quiet_movable  # a piece picked: its moves show instead


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_a_hint_lights_each_target_its_clicks_would_take(game):
    """The hint is the move's own click sequence: each of its targets is marked where it is drawn
    (its arrow runs from the piece to where it goes, a star on each further click)."""
    view, state = view_of(game), a_position(game)
    typed = entry(view, state)
    for move in sorted(typed.sequences, key=str)[:6]:
        hint = typed.sequence_of(move)
        plain, hinted = drawn(view, state, Marks()), drawn(view, state, Marks(**hinting(state, move, hint)))
        for target in hint:
            spot = view.target_spot(state, target)
            if spot is None:  # 27 draws its help its own way (its frames are tested above); trays
                continue
            (x, y), r = spot
            around = pygame.Rect(0, 0, 3 * r, 3 * r)
            around.center = (round(x), round(y))
            assert changed(plain, hinted, around.clip(RECT)), (move, target)


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_the_help_marks_stay_inside_the_board_at_every_size(game):
    from test_views import BLEED, SIZES, canvas, positions, untouched_outside

    states, _ = positions(game, seed=5)
    for rect, scale in SIZES:
        view = parts.view_class(games.get(game))()
        view.layout(rect, scale)
        for state in states[::7]:
            if state.is_over:
                continue
            typed = entry(view, state)
            every = frozenset(typed.first_targets) | {t for seqs in typed.sequences.values() for t in seqs[0]}
            marks = entering(typed, show_movable=True, forced=frozenset(typed.first_targets), lit=every)
            surface = canvas(rect)
            view.draw(surface, state, marks)
            room = rect.inflate(2 * BLEED[scale], 2 * BLEED[scale])
            assert untouched_outside(surface, room), (scale, state)


def test_the_marks_switch_is_kept_in_the_settings_and_older_files_default_to_on(tmp_path):
    from driver import Driver

    from pyrapack.settings import Settings

    older = Settings().to_dict()
    del older["move_marks"]
    assert Settings.from_dict(older).move_marks is True
    with pytest.raises(ValueError):
        Settings.from_dict(dict(older, move_marks="no"))
    d = Driver(tmp_path, size=(960, 600))
    try:
        d.click(d.top.settings_button.rect.center)
        marks = d.top.rows[2]
        assert marks.title == "settings.marks"
        d.choose(marks, False)
        assert d.app.settings.move_marks is False
    finally:
        d.close()
    d = Driver(tmp_path, size=(960, 600))
    try:
        assert d.app.settings.move_marks is False  # kept for the next start
    finally:
        d.close()
