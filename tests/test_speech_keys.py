"""Speech in a game, key by key (issue 42, items 2-4): T says its lines as sentences; V reads the
moves so far and Page Up / Page Down step through them; Enter on a piece or a set-up choice says
what it did; a lesson and a puzzle say what they are, not "Two players"; after a wrong move in a
puzzle, A and a typed move say what to do instead of listing moves that do nothing; no spoken
text of a lesson, a puzzle or a hint points at the screen."""

import re

import pygame
import pytest
from speech_player import Listener, moves_listed, open_game_by_speech, template
from test_speech import POINTING

from pyrapack import games, i18n
from pyrapack.i18n import said, t
from pyrapack.speech.spoken import speakable

GAME = next(g for g in games.GAMES if g.playable and g.package == "pyrapack")


@pytest.fixture(params=["en", "fr"])
def ear(request, tmp_path):
    listener = Listener(tmp_path, request.param)
    yield listener
    listener.close()


def play(listener, count):
    """``count`` moves of the game on screen, the first the A key lists each time, typed after N."""
    for _ in range(count):
        listener.type_move(listener.legal_moves()[0])


def test_t_says_whose_turn_and_each_count_as_sentences(ear):
    open_game_by_speech(ear, GAME.id)
    said_t = ear.ask(pygame.K_t)[-1]
    # "White to move. White: 0 of 5 out, 5 on board. Black: ...", not "White to move White: 0 of 5"
    starts = [m.start() for side in GAME.sides for m in re.finditer(re.escape(t(side)) + r"\s?:", said_t)]
    assert len(starts) == 2, said_t
    assert all(said_t[:start].rstrip()[-1] in ".!?" for start in starts), said_t
    assert said_t.endswith("."), said_t


def test_v_reads_the_moves_and_page_keys_step_through_them(ear):
    open_game_by_speech(ear, GAME.id)
    assert ear.ask(pygame.K_v)[-1] == t("game.no_moves_yet")
    play(ear, 4)
    history = ear.ask(pygame.K_v)[-1]
    assert history.startswith(t("speech.history", n=4, moves="").split(":")[0].split("\u00a0")[0])
    assert all(t("speech.history_move", ply=str(n), name="", move="").split()[0] in history for n in range(1, 5))
    step = template("speech.history_step", ply=r"(?P<ply>\d+)", plies="4", move=".+")
    plies = [int(step.match(ear.ask(pygame.K_PAGEUP)[-1])["ply"]) for _ in range(4)]
    assert plies == [3, 2, 1, 1]  # from the last move said by V, back to the first, and it says so
    assert t("speech.history_first") in ear.heard()[-1]
    assert int(step.match(ear.ask(pygame.K_PAGEDOWN)[-1])["ply"]) == 2
    ear.press(pygame.K_l)  # L says the last move, and the steps go on from there
    assert int(step.match(ear.ask(pygame.K_PAGEUP)[-1])["ply"]) == 3


def test_enter_on_a_piece_or_a_set_up_choice_says_what_it_did(ear):
    title = t(GAME.title)
    ear.tab_to(t("speech.tile", game=title, action=t("menu.play")))
    ear.press(pygame.K_RETURN, frames=2)
    option = t("speech.option", row=t("setup.players"), option=t("setup.vs_bot"))
    ear.tab_to(option)
    assert ear.ask(pygame.K_RETURN) == [t("speech.option_chosen", row=t("setup.players"), option=t("setup.vs_bot"))]
    ear.tab_to(t("speech.option", row=t("setup.players"), option=t("setup.hotseat")))
    ear.press(pygame.K_RETURN)
    ear.tab_to(t("speech.button", label=t("setup.start")))
    ear.press(pygame.K_RETURN, frames=2)
    first = template("speech.target_first", what="(?P<what>.+)")
    found = first.fullmatch(ear.ask(pygame.K_TAB)[-1])
    assert found, ear.heard()[-1]
    chosen = ear.ask(pygame.K_RETURN)
    assert chosen == [speakable(t("speech.target_chosen", what=found["what"]))], chosen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lesson_and_a_puzzle_say_what_they_are(tmp_path, lang):
    info = next(g for g in games.GAMES if g.has_lesson and g.package == "pyrapack")
    listener = Listener(tmp_path, lang)
    try:
        listener.tab_to(t("speech.tile", game=t(info.title), action=t("tutorial.learn")))
        heard = listener.ask(pygame.K_RETURN, frames=2)
        step = speakable(t("tutorial.step", game=t(info.title), number="1", count=str(len(info.lesson().steps))))
        assert step in heard and t("games.two_players") not in " ".join(heard), heard
        listener.app.back_to_menu()
        listener.tick()
        listener.press(pygame.K_p, frames=2)
        listener.tab_to(f"{t(info.title)}, ")
        heard = " ".join(listener.ask(pygame.K_RETURN, frames=2))
        assert speakable(t("puzzles.heading_one", game="", level="", count=1)).split(",")[0] in heard, heard
        assert t("games.two_players") not in heard, heard
    finally:
        listener.close()


def test_after_a_wrong_move_in_a_puzzle_a_and_n_say_what_to_do(ear):
    info = next(g for g in games.GAMES if g.playable and g.package == "pyrapack")
    ear.press(pygame.K_p, frames=2)
    ear.tab_to(f"{t(info.title)}, ")
    ear.press(pygame.K_RETURN, frames=2)
    scene = ear.top
    wrong = said("puzzles.wrong_next")
    for move in reversed(moves_listed(ear.ask(pygame.K_a)[-1])):  # a move the puzzle refutes (not the last listed)
        mark = len(ear.voice.lines)
        heard = ear.type_move(move)
        ear.tick(10, dt=0.1)
        if wrong in ear.heard(mark):
            break
        ear.press(pygame.K_z, pygame.KMOD_CTRL)
    else:
        pytest.skip("every move solved the puzzle")
    ear.tick(20, dt=0.1)  # the refutation played
    assert ear.ask(pygame.K_a)[-1] == wrong  # not "1 move: ...", a move that would do nothing
    before = len(scene.match.moves)
    ear.press(pygame.K_n)
    assert wrong in ear.heard()[-1]  # N too
    assert len(scene.match.moves) == before and heard


#: Texts shown but never said: where they are said the scene gives speech nothing for them
#: (``said_as=""``), another line saying it (the hint's own line, the piece to move, the turn line).
SILENT = {"game.hint_shown", "puzzles.hinted", "tutorial.shown",
          "speech.picture_words", "speech.app_openers"}  # (those two: what speech leaves out, never said)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_spoken_text_of_a_lesson_a_puzzle_or_a_hint_points_at_the_screen(lang):
    i18n.set_language(lang)
    catalogue = i18n.catalogue(lang)
    unshipped = [f".{g.id}." for g in games.GAMES if g.package != "pyrapack"]  # the tests' own game
    keys = [key for key in catalogue if not key.endswith(".said") and key not in SILENT
            and not any(part in key for part in unshipped) and (
                key.startswith(("tutorial.", "puzzles.", "game.hint", "game.must_pass", "speech.", "review."))
                or ".say." in key)]
    pointing = [key for key in keys if isinstance(catalogue[key], str) and POINTING[lang].search(said(key))]
    assert pointing == []


def test_every_spoken_form_is_of_a_text_there_is():
    """A text's spoken form (``<key>.said``) goes with its text: none is left when the text goes."""
    for lang in ("en", "fr"):
        catalogue = i18n.catalogue(lang)
        assert [key for key in catalogue if key.endswith(".said") and key[:-len(".said")] not in catalogue] == []
