"""The replay and the review by ear (issue 42, item 3): a kept game found on Your games and opened
by keys, every move reached (by Tab in the list, not only the moves in view, and by Page Up and
Page Down), the keys that read the game (P, L, T, V, R, E) answering, the review started by keys,
its end said, and on the move it marked the mark in words ("a blunder", never "??") and the better
move; the moves said in words, never with the screen's symbols."""

import re

import pygame
import pytest
from screens import played
from speech_player import Listener
from test_review import BLUNDER_PLY, blunder_match

from pyrapack import games
from pyrapack.i18n import said, t
from pyrapack.library import Library
from pyrapack.storage import Storage

GAME = next(g for g in games.GAMES if g.playable and g.package == "pyrapack")
SYMBOLS = re.compile(r"\?\?|[«»‹›×→←↑↓·]|^\? ")


def keep(folder, match):
    library = Library(Storage(folder))
    match.unsaved = True
    library.save(match)
    library.storage.flush()
    library.storage.release()


def open_by_ear(listener):
    """G (Your games), Tab to the kept game, Enter: the replay's heading heard."""
    listener.press(pygame.K_g, frames=2)
    listener.tab_to(". ")  # a kept game says its game, its date, who played, how it ended
    heard = listener.ask(pygame.K_RETURN, frames=2)
    assert any(line.startswith(t("speech.replay_heading", game="", players="", n=2).split(" ")[0]) for line in heard), heard
    return heard


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_move_of_a_long_game_is_reached_and_read_by_ear(tmp_path, lang):
    match = played(GAME, plies=24)
    keep(tmp_path, match)
    listener = Listener(tmp_path, lang)
    try:
        open_by_ear(listener)
        plies = len(match.moves)
        step = re.compile(re.escape(t("speech.history_step", ply="\x00", plies=plies, move="")).replace("\x00", r"(\d+)"))
        seen = set()
        for _ in range(plies + 12):  # Tab through the buttons and every move of the list
            for line in listener.ask(pygame.K_TAB):
                found = step.match(line)
                seen |= {int(found[1])} if found else set()
        assert seen == set(range(1, plies + 1))  # not only the 10 in view
        paged = set()
        listener.press(pygame.K_END)
        for _ in range(plies):
            for line in listener.ask(pygame.K_PAGEUP):
                found = step.match(line)
                paged |= {int(found[1])} if found else set()
        assert paged >= set(range(1, plies))
        listener.press(pygame.K_END)
        assert listener.ask(pygame.K_HOME)[-1] == t("replay.start", name=t(GAME.sides[0]))
        for key in (pygame.K_p, pygame.K_t, pygame.K_v, pygame.K_e, pygame.K_r):
            assert listener.ask(key)[-1].strip(), pygame.key.name(key)
        listener.press(pygame.K_PAGEDOWN)
        assert step.match(listener.ask(pygame.K_l)[-1])
        assert not [line for line in listener.heard() if SYMBOLS.search(line)]
    finally:
        listener.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_review_is_run_and_heard_by_ear(tmp_path, lang):
    match = blunder_match()
    keep(tmp_path, match)
    listener = Listener(tmp_path, lang)
    try:
        open_by_ear(listener)
        listener.tab_to(t("speech.button", label=t("replay.review")))
        assert t("speech.reviewing") in listener.ask(pygame.K_RETURN)
        done = listener.wait_for(lambda line: line.startswith(t("speech.reviewed", blunders="", mistakes="")[:8]), frames=4000)
        counted = [re.escape(t("speech.blunders", n=n)).replace(str(n), r"[1-9]\d*", 1) for n in (1, 2)]
        assert any(re.search(form, done) for form in counted), done  # the review found the blunder
        listener.press(pygame.K_HOME)
        heard = []
        for _ in range(BLUNDER_PLY + 1):
            heard = listener.ask(pygame.K_PAGEDOWN)
        assert t("speech.mark.2") in heard[0], heard  # "Move 7 of 10, Black: ...: a blunder."
        before = match.states[BLUNDER_PLY]
        verdict = " ".join(heard[1:])
        assert said("review.blunder") in verdict and t("review.better", move="").strip() in verdict, heard
        full = listener.ask(pygame.K_e)[-1]
        assert said("review.blunder") in full and before is not None
        assert not [line for line in listener.heard() if SYMBOLS.search(line)]
    finally:
        listener.close()
