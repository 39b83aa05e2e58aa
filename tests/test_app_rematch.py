"""The end of a game and the next one (issue 34, item 9): the result lines say who won, then
the score, in the same words (names between two people who gave them), a rematch offers to
swap colours, and the banner keeps the running score of two people's sitting."""

import random

import pytest
from driver import Driver
from random_play import random_game

from pyrapack import games, words
from pyrapack.i18n import t
from pyrapack.scenes import parts
from pyrapack.scenes.banner import EndBanner
from pyrapack.tutorial.card import said_line

# The game whose random games end soonest: the tests play whole games by the rules, not by clicks.
QUICK = min((info.id for info in games.GAMES if info.playable), key=lambda game: len(random_game(game, 3)[1]))


def scored(info):
    """Whether a finished game of ``info`` has a score line by the players' names (``result_text``:
    some games have none, or a line that names no one)."""
    last = random_game(info.id, 3)[0][-1]
    return last.is_over and "Alice" in parts.texts(info).result_text(last, ("Alice", "Bob"))


#: The quickest of the games whose end has a score line by name
SCORED = min((info.id for info in games.GAMES if info.playable and scored(info)),
             key=lambda game: len(random_game(game, 3)[1]))


@pytest.fixture
def driver(tmp_path):
    d = Driver(tmp_path, size=(960, 600))
    yield d
    d.close()


def start(driver, names=(None, None), players=(None, None), game=QUICK):
    info = games.get(game)
    driver.app.start_game(game, {"options": info.options(None, 0), "players": list(players), "names": names})
    driver.tick()
    return driver.top


def finish(driver, scene, seed):
    """Play seeded random moves for both sides (the bot's too) until the banner shows."""
    rng = random.Random(seed)
    while not scene.state.is_over:
        scene.commit(rng.choice(scene.state.legal_moves()))
        scene.finish_animation()
    driver.until(lambda: isinstance(driver.top, EndBanner))
    return driver.top


def separated(line, first, second):
    """``line`` says ``first``, then ``second``, with more than a space between them."""
    return line.startswith(first) and line.endswith(second) and line[len(first):-len(second)].strip() != ""


def test_a_named_hot_seat_banner_gives_the_score_by_name(driver):
    """"Alice wins!" over "White 3 – 2 Black": the headline by name, the score by colour."""
    banner = finish(driver, start(driver, names=["Alice", "Bob"], game=SCORED), seed=1)
    state = banner.match.state
    summary = banner.summary()
    assert "Alice" in summary and "Bob" in summary
    assert words.side_name(SCORED, 0) not in summary and words.side_name(SCORED, 1) not in summary
    assert banner.texts.result_text(state, ("Alice", "Bob")) in summary


def test_the_replay_s_last_line_says_who_won_then_the_score_apart(driver):
    """"The bot wins White 1 – 2 Black": no separator between the two."""
    scene = start(driver, names=["Alice", "Bob"])
    banner = finish(driver, scene, seed=1)
    driver.click(banner.look.rect.center)
    driver.app.open_replay(scene.match)
    driver.tick()
    replay = driver.top
    replay.go(replay.plies)
    won = words.banner_headline(QUICK, scene.match.players, scene.state.winner, scene.match.names)
    assert separated(replay.position_line(), won, scene.texts.result_text(scene.state, scene.match.names))


def test_a_lesson_s_last_game_says_who_won_then_the_score_apart(driver):
    lesson = games.get(QUICK).lesson()
    driver.app.start_tutorial(QUICK, len(lesson.steps) - 1)
    scene = driver.top
    scene.coaching.start_finale()
    rng = random.Random(2)
    while not scene.state.is_over:
        scene.commit(rng.choice(scene.state.legal_moves()))
    scene.finish_animation()
    driver.tick()
    line, _ = said_line(scene.coaching)
    assert separated(line, scene.turn_text(), scene.texts.result_text(scene.state))


def test_a_rematch_swaps_the_colours_unless_told_to_keep_them(driver):
    """The same person always started: a rematch kept the colours."""
    banner = finish(driver, start(driver, names=["Alice", "Bob"]), seed=1)
    assert banner.next_game.value == "swap"
    driver.click(banner.again.rect.center, frames=2)
    assert driver.top.match.names == ("Bob", "Alice")
    banner = finish(driver, driver.top, seed=2)
    driver.choose(banner.next_game, "same")
    driver.click(banner.again.rect.center, frames=2)
    assert driver.top.match.names == ("Bob", "Alice")
    banner = finish(driver, driver.top, seed=3)
    assert banner.next_game.value == "same"  # remembered for the game
    driver.choose(banner.next_game, "swap")
    driver.click(banner.again.rect.center, frames=2)
    assert driver.top.match.names == ("Alice", "Bob")


def test_a_rematch_against_the_bot_swaps_your_side(driver):
    banner = finish(driver, start(driver, players=(None, "beginner")), seed=1)
    driver.click(banner.again.rect.center, frames=2)
    assert driver.top.match.players == ("beginner", None)


def test_the_banner_keeps_the_running_score_of_a_sitting(driver):
    """No running score showed: after three games between Alice and Bob, who leads?"""
    scene, wins = start(driver, names=["Alice", "Bob"]), {"Alice": 0, "Bob": 0, None: 0}
    for seed in (1, 2, 3):
        banner = finish(driver, scene, seed)
        winner = scene.state.winner
        wins[scene.match.names[winner] if winner is not None else None] += 1
        names = scene.match.names
        line = t("banner.running", a=names[0], x=wins[names[0]], b=names[1], y=wins[names[1]])
        assert banner.running_line() == (t("games.tally_draws", line=line, n=wins[None]) if wins[None] else line)
        driver.click(banner.again.rect.center, frames=2)
        scene = driver.top
    assert sum(wins.values()) == 3


def test_a_sitting_without_names_counts_by_this_game_s_colours(driver):
    scene = start(driver)
    banner = finish(driver, scene, seed=1)
    first = scene.state.winner
    driver.click(banner.again.rect.center, frames=2)  # colours swapped: the winner now plays the other side
    scene = driver.top
    banner = finish(driver, scene, seed=1)
    score = scene.match.score()
    if first is not None:
        assert score[1 - first] >= 1
    assert sum(score) == 2 and words.side_name(QUICK, 0) in banner.running_line()


def test_no_running_score_against_the_bot(driver):
    banner = finish(driver, start(driver, players=(None, "beginner")), seed=1)
    assert banner.running_line() == ""


DRAWN = [info.id for info in games.GAMES if info.playable and info.drawn_first]


@pytest.mark.parametrize("game", DRAWN)
@pytest.mark.parametrize("next_game", ["swap", "same"])
def test_with_who_starts_drawn_by_lot_a_rematch_gives_the_first_move_to_the_other_player(
        driver, monkeypatch, game, next_game):
    """Issue 44, item 5: "Who starts: Drawn by lot" (the default) drew again at each rematch, and
    in 3 of 3 sittings of 27 the same player started both games. The lot draws the sitting's
    first game; each rematch the other player starts, colours swapped or kept."""
    draws = iter([0, 1] * 10)  # a lot that would give the same player the first move, if drawn again
    monkeypatch.setattr(random, "randrange", lambda n: next(draws))
    driver.app.settings.remember(game, first="random", rematch=next_game)
    info = games.get(game)
    driver.app.start_game(game, {"options": info.options(None, 0), "players": [None, None], "names": ["Alice", "Bob"]})
    driver.tick()
    starters = []
    for seed in (1, 2, 3):
        scene = driver.top
        starters.append(scene.match.names[scene.match.states[0].to_move])
        banner = finish(driver, scene, seed)
        driver.click(banner.again.rect.center, frames=2)
    assert starters == ["Alice", "Bob", "Alice"]
