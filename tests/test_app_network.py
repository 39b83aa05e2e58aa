"""Two apps at two computers (here: two apps in one process, on the loopback), by real events:
every game and variant played to the banner with the same record on both sides and in both
libraries, the friend's turn waited for, undo asked and answered, a resignation, the rematch
with the sides swapped, a dropped connection seen at once and the game resumed without a lost
move, and leaving. Games are chosen by what they are, never by name."""

import pygame
import pytest
from driver import Driver
from net_apps import close_both, connect, play_a_move, play_to_the_banner, two_apps, wait
from random_play import lasts, shortest_where

from pyrapack import games
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.menu import MenuScene

GAMES = [(info.id, variant) for info in games.GAMES if info.playable for variant in (info.variants or [None])]
SHORT = shortest_where(lambda info: lasts(info, 5)).id  #: four moves and more are played, whichever


@pytest.fixture
def apps(tmp_path):
    drivers = two_apps(tmp_path)
    yield drivers
    close_both(*drivers)


def quick(rng, moves):
    """A move that ends the game soon where one does (the game's own order: the last listed)."""
    return moves[-1] if rng.random() < 0.7 else rng.choice(moves)


@pytest.mark.parametrize("game, variant", GAMES)
def test_every_game_and_variant_is_played_to_the_banner_between_two_apps(apps, game, variant):
    host, guest = apps
    for driver in apps:  # each move shown at once: the frames of its animation cost the suite time
        driver.app.set_motion(True)
    info = games.get(game)
    a, b = connect(host, guest, game, side="1", variant=variant, first="1" if info.drawn_first else None)
    assert a.match.network["side"] == 1 and b.match.network["side"] == 0
    assert b.match.names == ("Bob", "Ann") or b.match.names == a.match.names
    assert a.match.options == b.match.options and (variant is None or a.state.variant == variant)
    play_to_the_banner(apps, seed=len(game) + len(variant or ""), pick=quick)
    assert isinstance(host.top, EndBanner) and isinstance(guest.top, EndBanner)
    mine, theirs = a.match.record(), b.match.record()
    assert mine["moves"] == theirs["moves"] and mine["result"] == theirs["result"] is not None
    assert mine["options"] == theirs["options"] and mine["names"] == theirs["names"]
    for driver, match in ((host, a.match), (guest, b.match)):
        kept, _ = driver.app.library.open(match.id)  # in both libraries, as played
        assert kept.moves == match.moves and kept.network["game_id"] == a.match.network["game_id"]


def test_the_friend_s_turn_is_waited_for_and_a_click_then_plays_nothing(apps):
    host, guest = apps
    a, b = connect(host, guest, SHORT)
    assert a.match.local_to_move and not b.match.local_to_move
    assert b.turn_text() == "Waiting for Ann's move…"
    guest.click(b.board_rect.center)  # both click at once: only the side to move plays
    assert b.status.text() == "Wait: it is Ann's move." and b.match.moves == [] and a.match.moves == []
    play_a_move(apps, __import__("random").Random(1))
    assert len(a.match.moves) == len(b.match.moves) == 1
    assert "Connected to Bob" in a.coaching.indicator()


def test_undo_is_asked_and_answered_a_resignation_ends_both_and_the_rematch_swaps_the_sides(apps):
    host, guest = apps
    a, b = connect(host, guest, SHORT)
    rng = __import__("random").Random(3)
    play_a_move(apps, rng)
    host.click(a.hud.undo.rect.center)  # "Undo?": asked, nothing taken back yet
    assert len(a.match.moves) == 1
    wait(apps, lambda: isinstance(guest.top, ConfirmDialog))
    guest.click(guest.top.no.rect.center)  # refused
    wait(apps, lambda: a.status is not None and "did not agree" in a.status.text())
    assert len(a.match.moves) == len(b.match.moves) == 1
    host.press(pygame.K_z, pygame.KMOD_CTRL)  # asked again, by its key
    wait(apps, lambda: isinstance(guest.top, ConfirmDialog))
    guest.click(guest.top.yes.rect.center)
    wait(apps, lambda: not a.match.moves)
    assert a.match.moves == b.match.moves == []
    guest.click(b.coaching.resign_button.rect.center)
    guest.click(guest.top.yes.rect.center)  # "Resign this game? Ann wins."
    wait(apps, lambda: isinstance(host.top, EndBanner))
    wait(apps, lambda: isinstance(guest.top, EndBanner))
    assert a.match.result == b.match.result == {"winner": 0, "outcome": "resigned"}
    assert host.top.headline() == "Ann wins!" and not host.top.next_game.visible
    host.click(host.top.again.rect.center)  # a rematch, offered
    wait(apps, lambda: isinstance(guest.top, ConfirmDialog))
    guest.click(guest.top.yes.rect.center)
    wait(apps, lambda: isinstance(host.top, GameScene) and host.top is not a)
    wait(apps, lambda: isinstance(guest.top, GameScene) and guest.top is not b)
    c, d = host.top, guest.top
    assert c.match.network["side"] == 1 and d.match.network["side"] == 0 and c.match.names == ("Bob", "Ann")
    assert c.match.network["game_id"] == d.match.network["game_id"] != a.match.network["game_id"]
    play_a_move(apps, rng)  # the guest (now the first side) moves first
    assert c.match.moves == d.match.moves and len(c.match.moves) == 1
    guest.press(pygame.K_ESCAPE)  # leaving asks first
    guest.click(guest.top.yes.rect.center)
    assert isinstance(guest.top, MenuScene)
    wait(apps, lambda: any(toast[0] == "net.lost.bye" for toast in host.app.toasts))
    assert "Waiting for Bob" in c.coaching.indicator()  # the host listens on: the friend may come back


def test_a_dropped_connection_is_seen_at_once_by_both_and_the_game_resumes_without_a_lost_move(apps):
    host, guest = apps
    a, b = connect(host, guest, SHORT)
    rng = __import__("random").Random(5)
    for _ in range(3):
        play_a_move(apps, rng)
    link = b.coaching.link
    for conn in list(link.transport._conns.values()):  # the line drops: both ends read the end at once
        conn.writer.get_extra_info("socket").shutdown(2)
    wait(apps, lambda: not a.coaching.link.connected)
    wait(apps, lambda: not link.connected)
    assert a.turn_text().startswith("Connection lost") and b.turn_text().startswith("Connection lost")
    before = len(a.match.moves)
    mover = host if a.match.local_to_move else guest
    mover.until(lambda: mover.top.anim is None)  # the last move shown (a click would only end its animation)
    mover.click(mover.top.board_rect.center)  # no move while the friend cannot hear it
    assert len(mover.top.match.moves) == before and mover.top.status.text().startswith("The connection is lost")
    mover.press(pygame.K_z, pygame.KMOD_CTRL)  # nor an offer
    assert mover.top.status.text().startswith("Not connected")
    wait(apps, lambda: link.connected)  # the guest comes back by itself
    wait(apps, lambda: a.coaching.link.connected)
    assert a.match.moves == b.match.moves and len(a.match.moves) == before
    play_a_move(apps, rng)
    assert a.match.moves == b.match.moves and len(a.match.moves) == before + 1


def test_a_friend_joins_by_keys_alone_in_french_and_hears_the_game(tmp_path):
    """The guest cannot see the screen: keys in, words out (``speech_player.Listener``)."""
    from net_apps import LOOPBACK, host as host_a_game
    from speech_player import Listener, template

    from pyrapack.i18n import t
    from pyrapack.speech.spoken import speakable

    hosting = Driver(tmp_path / "host", size=(960, 600), no_sound=True, listen=LOOPBACK, language="fr")
    hosting.app.settings.remember("net", port="0")
    guest = Listener(tmp_path / "guest", "fr")
    try:
        screen = host_a_game(hosting, SHORT, side="0")
        title = t(games.get(SHORT).title)  # as speech says it: "Io 3×3" is "Io 3 sur 3"
        guest.tab_to(speakable(t("speech.tile", game=title, action=t("menu.play"))))
        guest.press(pygame.K_RETURN, frames=2)
        guest.tab_to(t("setup.network"))
        guest.press(pygame.K_RETURN)
        guest.tab_to(t("speech.button", label=t("net.join")))
        heard = guest.ask(pygame.K_RETURN, frames=2)
        assert any(t("net.join_title") in line for line in heard), heard
        guest.tab_to(t("net.address"))
        guest.press(pygame.K_RETURN)  # typing in the field
        guest.type(f"127.0.0.1:{screen.listening}")
        guest.press(pygame.K_TAB)  # to the code
        guest.type(screen.match.network["code"].lower())  # as heard, in any case
        mark = len(guest.voice.lines)
        guest.press(pygame.K_RETURN)
        wait((hosting, guest), lambda: isinstance(guest.top, GameScene) and isinstance(hosting.top, GameScene))
        wait((hosting, guest), lambda: any(t("net.waiting_move", name="Ann") in line for line in guest.heard(mark)))
        hosting.enter_move(sorted(hosting.top.state.legal_moves(), key=str)[0])
        wait((hosting, guest), lambda: len(guest.top.match.moves) == 1)
        guest.tick(3)
        moved = template("speech.move_brief", name=".+", move=".+")  # the friend's move, said (brief speech)
        assert any(moved.fullmatch(line) for line in guest.heard(mark)), guest.heard(mark)
        mark = len(guest.voice.lines)
        guest.press(pygame.K_SLASH, pygame.KMOD_LSHIFT, frames=2)  # "?": the key card, said: the network game's own keys with the others
        assert any(t("keys.net.esc") in line and t("net.offer_undo") in line for line in guest.heard(mark))
    finally:
        close_both(hosting, guest)
