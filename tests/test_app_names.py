"""Two people at one computer, by name (issue 25, item 5): the set-up screen takes their names
(optional, remembered), and the cards, the banner, the Games screen (with their running
score), the replay and the exported move list use them. Hot-seat games were "White · a person"."""

import pygame
from hypothesis import given
from hypothesis import strategies as st
from driver import Driver
from random_play import game_where

from pyrapack import games, i18n, words
from pyrapack.i18n import t
from pyrapack.game_entry import Entry
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.games_list import GamesScene
from pyrapack.scenes.menu import MenuScene
from pyrapack.scenes.replay import ReplayScene

LIGHT = game_where(lambda info: info.sides == ("side.light", "side.dark")).id  # sides called Light and Dark
#: sides called White and Black, who moves first chosen in the set-up
OTHER = game_where(lambda info: info.drawn_first and info.sides == ("side.white", "side.black")).id


def set_up_with_names(driver, game, first, second):
    """Open the game's set-up, click each name field and type a name (Tab to the second)."""
    setup = driver.open_setup(game)
    driver.choose(setup.mode, "hotseat")
    one, two = setup.names.fields
    driver.click(one.rect.center)
    assert one.focused
    for _ in range(len(one.value)):
        driver.press(pygame.K_BACKSPACE)
    driver.type(first)
    driver.press(pygame.K_TAB)
    assert two.focused and not one.focused
    for _ in range(len(two.value)):
        driver.press(pygame.K_BACKSPACE)
    driver.type(second)
    return setup


def test_names_typed_in_the_set_up_are_on_the_cards_the_banner_the_games_screen_the_replay_and_the_export(
        tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        setup = set_up_with_names(driver, OTHER, "Alice", "  Bob  ")
        driver.press(pygame.K_ESCAPE)  # stops typing: the set-up stays
        assert driver.top is setup and not any(f.focused for f in setup.names.fields)
        driver.choose(setup.first, "0")
        driver.click(setup.start.rect.center, frames=2)
        scene = driver.top
        assert scene.match.names == ("Alice", "Bob")
        cards = scene.shown().players
        assert (cards[0].name, cards[0].role, cards[1].name, cards[1].role) == ("Alice", "White", "Bob", "Black")
        driver.play_to_the_end(scene, seed=3)
        winner = scene.state.winner
        banner = driver.top
        assert isinstance(banner, EndBanner)
        said = f"{scene.match.names[winner]} wins!" if winner is not None else "Draw"
        assert banner.headline() == said and scene.turn_text() == said  # one voice
        driver.click(banner.menu.rect.center, frames=2)
        driver.click(driver.top.games_button.rect.center, frames=2)
        games = driver.top
        assert isinstance(games, GamesScene)
        entry = games.slots[0].entry
        assert entry.names == ("Alice", "Bob")
        assert words.who_played(entry.game, entry.players, entry.names) == "Alice – Bob"
        won = [0, 0]
        if winner is not None:
            won[winner] = 1
        assert words.tally_line(games.shown) == f"Alice {won[0]} – Bob {won[1]} at 27"
        driver.click((games.slots[0].rect.left + 40, games.slots[0].rect.centery), frames=2)
        replay = driver.top
        assert isinstance(replay, ReplayScene)
        assert [p.name for p in replay.shown().players] == ["White · Alice", "Black · Bob"]
        driver.click(replay.export_button.rect.center)
        move_list = next((tmp_path / "exports").glob("*.txt")).read_text(encoding="utf-8").splitlines()
        assert "White: Alice" in move_list and "Black: Bob" in move_list
        assert move_list[4].startswith(said)
    finally:
        driver.close()
    driver = Driver(tmp_path, size=(960, 600))  # another day: the names are offered again
    try:
        setup = driver.open_setup(LIGHT)
        assert setup.names.values == ["Alice", "Bob"] and setup.names.visible
        driver.choose(setup.mode, "bot")
        assert not setup.names.visible
        driver.click(setup.start.rect.center, frames=2)
        assert driver.top.match.names == (None, None)  # against the bot: "You" and the bot
    finally:
        driver.close()


def test_a_name_is_optional_and_typed_keys_are_the_field_s(driver):
    setup = set_up_with_names(driver, LIGHT, "", "Zoé")
    driver.press(pygame.K_m)  # typing, not a shortcut (M turns the sound off elsewhere)
    assert setup.names.values == ["", "Zoém"] and driver.top is setup
    driver.press(pygame.K_RETURN)  # Enter: the name is done, the game starts
    scene = driver.top
    assert scene.match.names == (None, "Zoém")
    cards = scene.shown().players
    assert (cards[0].name, cards[0].role, cards[1].name, cards[1].role) == ("Light", None, "Zoém", "Dark")


def test_the_running_score_counts_the_same_two_people_whichever_sides_they_took():
    def entry(n, game, names, winner, players=(None, None)):
        result = None if winner == "on" else {"winner": winner, "outcome": "x"}
        return Entry(f"g{n}", game, {}, players, "2025-01-01T00:00:00+00:00", "2025-01-01T00:00:00+00:00", 9,
                     result, None, False, names)

    entries = [entry(1, LIGHT, ("Alice", "Bob"), 0), entry(2, LIGHT, ("bob", "ALICE"), 0),
               entry(3, LIGHT, ("Bob", "Alice"), None), entry(4, LIGHT, ("Alice", "Carol"), 0),
               entry(5, OTHER, ("Alice", "Bob"), 1), entry(6, LIGHT, ("Alice", "Bob"), "on"),
               entry(7, LIGHT, (None, None), 0, (None, "easy"))]
    assert words.tally(entries) == (LIGHT, ("Alice", 1), ("Bob", 1), 1)
    assert words.tally_line(entries) == f"Alice 1 – Bob 1 at {t(games.get(LIGHT).title)}, 1 draw"
    i18n.set_language("fr")
    try:
        assert words.tally_line(entries[:2]) == f"Alice 1 – Bob 1 à {t(games.get(LIGHT).title)}"
    finally:
        i18n.set_language("en")
    assert words.tally(entries[6:]) is None and words.tally_line([]) == ""


def test_the_menu_is_where_a_game_with_names_is_left(driver):
    setup = set_up_with_names(driver, OTHER, "Alice", "Bob")
    driver.click(setup.start.rect.center, frames=2)
    driver.play_moves(2)
    driver.press(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    driver.click(driver.top.resume_button.rect.center, frames=2)
    assert driver.top.match.names == ("Alice", "Bob")  # kept with the game


def test_the_names_kept_in_the_settings_are_checked_where_they_are_read():
    from pyrapack.settings import Settings

    data = Settings().to_dict()
    assert data["names"] == ["", ""]
    assert Settings.from_dict(dict(data, names=["Alice", "  Bob "])).names == ("Alice", "Bob")
    older = dict(data)
    del older["names"]
    assert Settings.from_dict(older).names == ("", "")
    for bad in (["Alice"], "Alice", [None, ""], ["\ud800", ""]):
        try:
            Settings.from_dict(dict(data, names=bad))
        except ValueError:
            continue
        raise AssertionError(bad)


def test_the_names_are_typed_with_the_keyboard_alone(driver):
    """Tab reaches a name field, Enter starts typing there and ends it, Tab past the last field
    goes on to the screen's next stop (issue 28: every screen by keyboard)."""
    setup = driver.open_setup(LIGHT)
    driver.choose(setup.mode, "hotseat")
    one, two = setup.names.fields
    for _ in range(40):
        if setup.focus.key == (id(setup.names), 0):
            break
        driver.press(pygame.K_TAB)
    assert setup.focus.key == (id(setup.names), 0)
    driver.press(pygame.K_RETURN)
    assert one.focused
    for _ in range(len(one.value)):
        driver.press(pygame.K_BACKSPACE)
    driver.type("Zoé")
    driver.press(pygame.K_TAB)
    assert two.focused and one.value == "Zoé"
    driver.press(pygame.K_RETURN)
    assert not two.focused and driver.top is setup  # Enter ended the typing, nothing started
    driver.press(pygame.K_TAB)
    assert not any(field.focused for field in setup.names.fields)
    assert setup.focus.key not in ((id(setup.names), 0), (id(setup.names), 1))


JOINED = "\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466"  # a family: one emoji of seven code points
FLAG = "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"  # Scotland's flag: tag characters
PERSIAN = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # a word held apart by a zero-width non-joiner


def test_a_name_keeps_the_joiners_that_make_one_emoji_or_one_word():
    """Issue 36.9: every format character was dropped, so a joined emoji was split into four."""
    from pyrapack.players import clean_name

    for name in (JOINED, f"Ann {JOINED}", FLAG, PERSIAN):
        assert clean_name(name) == name
    assert clean_name(f"\u200d{JOINED}\u200d") == JOINED  # a joiner joins two characters, or goes
    assert clean_name(f"\u200dA \u200c B\u200c") == "A B"
    assert clean_name("\u202eevil\u202c \u200bZo\u00e9\ufeff") == "evil Zoé"  # what reorders or hides text goes
    assert clean_name(f"\U000E0067{FLAG}") == FLAG  # a tag character only after what it tags


def test_a_joined_emoji_typed_in_the_set_up_is_kept_whole_with_the_game(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        setup = set_up_with_names(driver, games_any(), JOINED, f"Zo\u00e9 {FLAG}")
        assert [f.value for f in setup.names.fields] == [JOINED, f"Zo\u00e9 {FLAG}"]
        driver.click(setup.start.rect.center, frames=2)
        assert driver.top.match.names == (JOINED, f"Zo\u00e9 {FLAG}")
        driver.play_moves(1)
        driver.press(pygame.K_ESCAPE)
    finally:
        driver.close()
    from pyrapack.library import Library
    from pyrapack.storage import Storage

    [entry] = Library(Storage(tmp_path)).list()
    assert entry.names == (JOINED, f"Zo\u00e9 {FLAG}")


def games_any():
    from pyrapack import games

    return games.GAMES[0].id


@given(st.text(alphabet=st.sampled_from(["a", "é", " ", "\t", "\u200c", "\u200d", "\U000e0067", "\U000e007f",
                                          "\u202e", "\u200b", "\U0001F468", "\x00"]), max_size=30))
def test_a_clean_name_is_clean_again(value):
    """A stored name is checked by cleaning it again (``record_fields.metadata``): a name the set-up kept must pass."""
    from pyrapack import graphemes
    from pyrapack.players import NAME_LENGTH, clean_name

    name = clean_name(value)
    assert name is None or (clean_name(name) == name and len(graphemes.split(name)) <= NAME_LENGTH)


# -- names counted and erased by what a reader sees as one character (issue 43, item 5) --------------
FRANCE = "\U0001F1EB\U0001F1F7"  # a flag: two regional indicators
ACCENTED = "e\u0301"  # é typed as e and a combining accent


def test_a_name_is_cut_and_erased_by_whole_characters_never_inside_one(driver):
    """Issue 43.5: the 20-character limit counted code points and Backspace removed one, so a flag
    became a lone regional indicator, a family kept only its man, é lost its accent."""
    setup = set_up_with_names(driver, LIGHT, "a" * 19 + FRANCE, "b" * 19 + JOINED)
    one, two = setup.names.fields
    assert one.value == "a" * 19 + FRANCE and two.value == "b" * 19 + JOINED
    driver.type("c")  # the field is full: 20 characters as a reader counts them
    assert two.value == "b" * 19 + JOINED
    driver.press(pygame.K_BACKSPACE)
    assert two.value == "b" * 19  # the whole family goes, joiners and all
    driver.type("Zo" + ACCENTED)
    assert two.value == "b" * 19 + "Z"  # full again at "Z": o and é never came in
    driver.press(pygame.K_BACKSPACE)
    driver.press(pygame.K_BACKSPACE)
    driver.type(ACCENTED)
    assert two.value == "b" * 18 + ACCENTED
    driver.press(pygame.K_BACKSPACE)
    assert two.value == "b" * 18  # é erased whole, never a bare e
    driver.type(FLAG)
    assert two.value == "b" * 18 + FLAG
    driver.press(pygame.K_BACKSPACE)
    assert two.value == "b" * 18
    driver.click(setup.start.rect.center, frames=2)
    assert driver.top.match.names == ("a" * 19 + FRANCE, "b" * 18)


def test_a_kept_name_is_cut_between_characters_as_a_reader_sees_them():
    from pyrapack.players import NAME_LENGTH, clean_name

    assert clean_name(FRANCE * 25) == FRANCE * NAME_LENGTH
    assert clean_name(ACCENTED * 25) == ACCENTED * NAME_LENGTH
    assert clean_name("a" * 19 + JOINED + "z") == "a" * 19 + JOINED
    assert clean_name("a" * 19 + FLAG) == "a" * 19 + FLAG
    zalgo = "Z" + "\u0301" * 400  # one character to a reader, hundreds of code points: not kept whole
    assert clean_name(zalgo + "oe") == "oe" and clean_name("Zo" + zalgo) == "Zo"
