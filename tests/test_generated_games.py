"""Games made by the tests' generator (``tests/gamegen``) plug in as a game written by the doc
does: the cheap slice of the suite that runs every time, with two of them registered (issue 41).
The whole suite runs with any of them registered (``PYRAPACK_EXTRA_GAMES``: README, "Test"); here
the generator is checked to make what it says, and the suite's ways of choosing a game by what it
has are checked on games it could not have taken for granted: one of one ply among them."""

import random

import gamegen
import pytest
from driver import Driver, playable_moves
from random_play import clicked_game, shortest_where

from pyrapack import games
from pyrapack.rules import IllegalMove
from pyrapack.scenes.banner import EndBanner
from pyrapack.tutorial import lesson as lessons

#: a game of nine plies with variants and passes (no puzzles: finding them costs seconds), and
#: one of a single ply whose name is one long word
SPECS = "small,puzzles=0,id=slice_small;one-ply,id=slice_one"


@pytest.fixture(scope="module")
def made():
    infos = gamegen.made(gamegen.parse(SPECS))
    with games.registered(*infos):
        yield infos


def test_the_specs_make_the_games_they_say():
    """Eight presets at once: boards of four to sixty-four cells, one ply to hundreds, with and
    without variants and passes, short names, long ones and one long word, ids all different."""
    specs = gamegen.parse("8")
    assert len(specs) == 8 and len({spec.id for spec in specs}) == 8
    assert min(spec.length for spec in specs) == 1 and max(spec.length for spec in specs) >= 300
    assert {spec.variants for spec in specs} == {spec.passes for spec in specs} == {True, False}
    assert {spec.names for spec in specs} == set(gamegen.NAMES) and len({(s.rows, s.cols) for s in specs}) == 8
    custom = gamegen.parse("size=4x5,length=30,passes=1,names=word,upto=views;one-ply,id=mine")
    assert (custom[0].rows, custom[0].cols, custom[0].length, custom[0].upto) == (4, 5, 30, "views")
    assert custom[1].id == "mine" and custom[1].length == 1
    taken = gamegen.parse("small")[0].id  # (not written here: a set of generated games may register it)
    for bad in ("size=3,colour=red", "size=1", f"small;small,id={taken}", "small,upto=everything"):
        with pytest.raises(ValueError):
            gamegen.parse(bad)


def test_a_generated_game_has_every_part_the_doc_asks_for(made):
    small, one = made
    for info in made:
        assert info.problems(missing=False) == []
        assert info.playable and info.has_lesson and info.has("bots") and info.has("guide") and info.has("scenes")
        assert info.rules_page().is_file() and info.data_file("bots").is_file()
    # no puzzles asked of the one, none to be had in the other (every move of a one-ply game wins)
    assert [p for info in made for p in info.problems()] == [
        f"{info.id} has no puzzles part ({info.module_name('puzzles')}) yet: it brings its puzzles" for info in made]
    assert small.variants == ("normal", "reverse") and not one.variants


@pytest.mark.parametrize("seed", range(3))
def test_random_games_follow_the_rules_protocol(made, seed):
    """Every move reads back from its dict and its notation, every position from its dict and its
    text; a pass is the single move of a player who cannot place; a game ends within its PLIES."""
    for info in made:
        rules, rng = info.rules, random.Random(seed)
        state = rules.new_game(**info.options(rng.choice(info.variants) if info.variants else None))
        plies = 0
        while not state.is_over:
            moves = state.legal_moves()
            assert all(not m.is_pass for m in moves) or len(moves) == 1
            move = rng.choice(moves)
            assert rules.Move.from_dict(move.to_dict()) == move and state.parse_move(str(move)) == move
            state = state.play(move)
            plies += 1
            assert rules.State.from_dict(state.to_dict()) == state
            assert rules.State.from_text(state.to_text(), state.to_move, **info.options(getattr(state, "variant", None))) \
                == state
        assert plies <= rules.PLIES and state.outcome in rules.OUTCOMES
        with pytest.raises(IllegalMove):
            state.play(rules.Move(0))


def test_their_lessons_show_every_rule_their_rules_pages_state(made):
    for info in made:
        seen = lessons.seen(info.lesson())
        shown = {(section, rule) for section, rules in info.part("tutorial", "RULES").items()
                 for rule, holds in rules.items() if any(holds(x) for x in seen)}
        stated = {(section.key, rule) for section in info.part("guide", "SECTIONS") for rule in section.rules}
        assert shown == stated and 6 <= len(info.lesson().steps) <= 12


def test_the_suite_asks_for_a_game_by_what_it_has_never_for_the_shortest(made):
    """Issue 41: the tests took the game with the shortest games for one that goes on past its
    fifth move; registered, the one-ply game is the shortest, and is not taken for it."""
    small, one = made
    shortest = min(info.rules.PLIES for info in games.GAMES if info.playable)
    assert one.rules.PLIES == shortest  # the shortest (a game as short may be registered: PYRAPACK_EXTRA_GAMES)
    going_on = shortest_where(lambda info: len(clicked_game(info.id, 4)) > 6)
    assert going_on is not None and going_on.rules.PLIES > shortest
    assert shortest_where(lambda info: False) is None  # the test that asks then says none has it


def test_each_is_played_from_its_menu_tile_by_clicks_to_the_banner(made, tmp_path):
    """Against Beginner (the stronger levels cost seconds a move: the whole suite plays them)."""
    driver = Driver(tmp_path, size=(960, 600))
    try:
        for info in made:
            scene = driver.start_game(info.id, mode="bot", level="beginner", side="0")
            rng = random.Random(3)
            while not scene.state.is_over:
                driver.settle()
                if scene.state.is_over:
                    break
                driver.enter_move(rng.choice(playable_moves(scene.state)))
            driver.until(lambda: isinstance(driver.top, EndBanner))
            driver.app.back_to_menu()
            driver.tick()
    finally:
        driver.close()
