"""The registry and the game protocol (issue 32): every registered game follows the protocol
whole (``protocol.py``, checked by ``GameInfo.problems``), the registry is the one list of
games, and a game written half way, part by part as ``docs/adding-a-game.md`` goes, never
stops the app: with its rules only it is "coming soon" and its saved games replay, with its
view it plays hot-seat, without its bot part every level plays it by search alone.

The game written half way is the tests' own (registered by conftest.py), copied a part at a time into a
package of its own and registered in its place."""

import json
import re
import pathlib
import shutil
import sys

import pytest

from pyrapack import desktop_entry, games, i18n, protocol, shipped
from pyrapack.bots import book
from pyrapack.match import Match
from pyrapack.puzzles import collection
from pyrapack.rules.record import RecordError, replay
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.game import GameScene
from pyrapack.scenes.replay import ReplayScene
from pyrapack.scenes.setup import SetupScene
from pyrapack.ui.plainview import PlainView

TOY = next(info for info in games.GAMES if info not in games.SHIPPED)  # registered by tests/conftest.py
SOURCE = pathlib.Path(TOY.part("rules").__file__).resolve().parents[2]  # its folder: game/ and docs/
#: The parts a game is written in, in the doc's order; each stage has the ones before it too
STAGES = ("rules", "locale", "words", "views", "scenes", "bots", "guide", "tutorial", "puzzles")


@pytest.mark.parametrize("game", [info.id for info in games.GAMES])
def test_every_registered_game_follows_the_protocol_in_every_part_it_has(game):
    """A part not written yet is no fault (the doc writes a game part by part, the suite green at
    each step); a part there holds what the protocol asks (a game the README describes to players
    has them all: test_docs)."""
    assert games.get(game).problems(missing=False) == []


def test_the_shipped_games_and_the_tests_own_are_the_one_list():
    """The shipped games, then those registered after them (the tests' own first; games made by
    the generator after it, when PYRAPACK_EXTRA_GAMES asks for them): however many there are."""
    before = games.GAMES
    assert games.GAMES == games.SHIPPED + games.added() and games.added()[0] == TOY
    assert [info.id for info in games.GAMES] == list(games.BY_ID)
    games.register(TOY)  # registered again as it is: nothing changes
    assert games.GAMES == before
    with pytest.raises(ValueError, match="registered already"):
        games.register(games.GameInfo(TOY.id, "", TOY.sides, package="elsewhere"))


def test_a_game_registered_for_a_while_is_in_the_catalogues_for_that_while(monkeypatch):
    other = games.GameInfo("other", "", TOY.sides, package=TOY.package)
    before, registered = dict(i18n.catalogue("en")), games.GAMES
    with games.registered(other):
        assert games.GAMES == registered + (other,) and games.added()[-1] == other and not other.has("rules")
        assert i18n.catalogue("en") == before  # no texts of its own yet
    assert games.GAMES == registered


def test_a_part_names_its_game_through_the_registry():
    for info in games.GAMES:  # each part it has (a game may be written half way)
        assert info.part("rules").GAME == info.id
        assert games.owner(info.module_name("views") + ".view") is info
        assert not info.has_lesson or info.lesson().game == info.id
        assert not info.has("views") or info.part("views", "View")().game == info.id
    assert games.owner("pyrapack.ui.boardview") is None


# -- a game written half way ------------------------------------------------------------------
@pytest.fixture(autouse=True)
def forget_what_was_read():
    """What was read of a game is kept by its id (its book, its puzzles, its data files): a staged
    game is the tests' own id in another place, so none of it outlives the test (the tests' own
    game had no book in the tests that came after, on the same worker)."""
    yield
    for cached in (shipped.read, collection.shipped, book.book_of):
        cached.cache_clear()


def staged(tmp_path, monkeypatch, stage, broken=None):
    """The tests' game with its parts up to ``stage`` only, registered in its own place: a
    ``GameInfo`` (``broken``: that part's module raises as it is imported)."""
    name = f"partial_{stage}" + (f"_{broken}" if broken else "")
    root = tmp_path / name
    parts = STAGES[:STAGES.index(stage) + 1]
    source = SOURCE / "game"
    (root / "game").mkdir(parents=True)
    (root / "__init__.py").write_text("", encoding="utf-8")
    (root / "game" / "__init__.py").write_text("", encoding="utf-8")
    for part in parts:
        shutil.copytree(source / part, root / "game" / part)
    if broken:
        module = root / "game" / broken / f"{TOY.id}.py"
        if not module.exists():
            module = root / "game" / broken / TOY.id / "__init__.py"
        module.write_text("raise RuntimeError('half written')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for module in [m for m in sys.modules if m == name or m.startswith(name + ".")]:  # a stage of an earlier test
        monkeypatch.delitem(sys.modules, module)
    info = games.GameInfo(TOY.id, TOY.author, TOY.sides, package=f"{name}.game")
    monkeypatch.setattr(games, "GAMES", games.SHIPPED + (info,))
    monkeypatch.setattr(games, "BY_ID", {game.id: game for game in games.GAMES})
    monkeypatch.setattr(games, "_parts", {})
    return info


def saved(tmp_path, info):
    """A kept game of the staged game, three moves in, written where the app keeps games."""
    match = Match(info.id, info.options(), [None, None])
    for _ in range(3):
        match.play(match.state.legal_moves()[-1])
    folder = tmp_path / "data" / "games"
    folder.mkdir(parents=True)
    record = dict(match.record(), id="20250101-000000-staged", created="2025-01-01T00:00:00+00:00",
                  updated="2025-01-01T00:00:00+00:00")
    (folder / "20250101-000000-staged.json").write_text(json.dumps(record), encoding="utf-8")
    return match


def tile_of(driver, info):
    return next(tile for tile in driver.top.tiles if tile.info == info)


@pytest.mark.parametrize("broken", [None, "views"])
def test_with_its_rules_only_a_game_is_coming_soon_and_its_games_replay(tmp_path, monkeypatch, broken):
    from driver import Driver

    info = staged(tmp_path, monkeypatch, "views" if broken else "rules", broken)
    assert not info.playable and info.has("rules")
    if broken:  # a view being written that does not even import: named in plain words
        assert any("views" in problem and "RuntimeError: half written" in problem for problem in info.problems())
    kept = saved(tmp_path, info)
    driver = Driver(tmp_path / "data", size=(960, 600))
    try:
        tile = tile_of(driver, info)
        assert not tile.playable and not tile.has_rules and tile.pill_rects(driver.top.scale)[0] is None
        driver.click(tile.rect.center)
        assert driver.top.__class__.__name__ == "MenuScene" and driver.app.toasts  # "not playable yet"
        driver.app.open_games()
        driver.tick(2)
        (entry,) = driver.top.entries
        match, problem = driver.app.library.open(entry.id)
        assert problem is None and match.moves == kept.moves
        driver.app.open_replay(match)
        driver.tick(3)
        assert isinstance(driver.top, ReplayScene) and isinstance(driver.top.view, PlainView)
        driver.app.resume_game(match)  # "Play from here": not a game to play yet
        assert isinstance(driver.top, ReplayScene)
    finally:
        driver.close()


def test_with_its_board_view_a_game_plays_hot_seat_to_its_end(tmp_path, monkeypatch):
    from driver import Driver

    info = staged(tmp_path, monkeypatch, "views")
    assert info.playable and not info.has("scenes") and not info.has("bots")
    driver = Driver(tmp_path, size=(960, 600))
    try:
        scene = driver.start_game(info.id)
        assert type(scene) is GameScene
        driver.play_to_the_end(scene, seed=3)
        assert isinstance(driver.top, EndBanner)
    finally:
        driver.close()


def test_the_tests_own_game_has_a_tile_after_the_shipped_games_and_plays_from_it_to_its_end(tmp_path):
    """Registered by the tests alone (its own files and conftest.py's line): a tile after the
    shipped games', playable, with its lesson, and a game started from it by clicks ends (as
    many tiles as games registered: issue 41, a count of five failed with a sixth game)."""
    from driver import Driver

    driver = Driver(tmp_path, size=(960, 600))
    try:
        tiles = driver.top.tiles
        assert [tile.info for tile in tiles] == list(games.GAMES)
        own = tiles[len(games.SHIPPED)]
        assert own.info == TOY and own.playable and own.has_lesson
        scene = driver.start_game(TOY.id)
        assert scene.info is TOY
        driver.play_to_the_end(scene, seed=5)
        assert isinstance(driver.top, EndBanner)
    finally:
        driver.close()


@pytest.mark.parametrize("level", ["beginner", "medium", "hard", "expert"])
def test_without_its_bot_part_every_level_plays_it_by_search_alone(tmp_path, monkeypatch, level):
    """Expert crashed on a game without a bot part (its helpers looked the game up by the part);
    a hint (Medium's move, and why it is good where a line can say it) is given too."""
    from pyrapack.bots import engine, parallel
    from pyrapack.bots.explain import explain

    info = staged(tmp_path, monkeypatch, "scenes")
    parallel.shutdown()  # Expert's helpers start again, finding the staged game where this process does
    state = info.rules.new_game()
    move, search = engine.think(info.id, state, level, seed=1, timed=False)
    assert move in state.legal_moves()
    reason = explain(info.id, state, move)
    assert reason is None or (reason[0] in i18n.catalogue("en") and isinstance(reason[1], dict))


def test_each_part_added_the_game_gains_what_it_brings(tmp_path, monkeypatch):
    """Stage by stage, as the doc writes a game: what the menu offers grows, nothing breaks."""
    offers = []
    for stage in STAGES:
        info = staged(tmp_path, monkeypatch, stage)
        offers.append((stage, info.playable, info.has("guide"), info.has_lesson, info.has("puzzles")))
        strings = i18n.catalogue("en")
        assert (info.title in strings) == (stage != "rules")
    assert offers == [("rules", False, False, False, False), ("locale", False, False, False, False),
                      ("words", False, False, False, False), ("views", True, False, False, False),
                      ("scenes", True, False, False, False), ("bots", True, False, False, False),
                      ("guide", True, True, False, False), ("tutorial", True, True, True, False),
                      ("puzzles", True, True, True, True)]


def test_a_missing_piece_is_named_in_plain_words(tmp_path, monkeypatch):
    info = staged(tmp_path, monkeypatch, "views")
    problems = info.problems()
    missing = ("scenes", "bots", "guide", "tutorial", "puzzles")
    assert problems == [f"{info.id} has no {layer} part ({info.module_name(layer)}) yet: it brings "
                        f"{protocol.BY_LAYER[layer].what}" for layer in missing]


# -- issue 41: what no doc said is asked in plain words --------------------------------------------
def test_french_spacing_a_count_and_a_score_line_are_asked_of_a_game_in_plain_words(tmp_path, monkeypatch):
    """A sixth game written by the doc failed four tests on requirements no doc stated: a plain
    space before ":" in French, an empty score line, no text that shows a count. The check names
    each (the tests' own game, written to the doc, with each broken)."""
    import ast

    info = staged(tmp_path, monkeypatch, "puzzles")  # whole: no problem (test_every_registered_game...)
    parts_folder = tmp_path / "partial_puzzles" / "game"
    for language in protocol.LANGUAGES:
        path = parts_folder / "locale" / language / f"{TOY.id}.py"
        strings = ast.literal_eval(path.read_text(encoding="utf-8").split("STRINGS = ", 1)[1])
        strings = {key: text["other"] if isinstance(text, dict) else text for key, text in strings.items()}
        if language == "fr":
            spaced = next(key for key, text in strings.items() if "\u00a0:" in text)
            strings[spaced] = strings[spaced].replace("\u00a0:", " :")
        path.write_text(f"STRINGS = {strings!r}\n", encoding="utf-8")
    with open(parts_folder / "words" / f"{TOY.id}.py", "a", encoding="utf-8") as words:
        words.write("\ndel Texts.result_text\n")
    problems = info.problems()
    assert f"{info.id}'s words part ({info.module_name('words')}): Texts does not define result_text (the score " \
           "line of a finished game, said after who won: never empty)" in problems
    assert f"{info.id}'s texts in fr: {spaced} has a plain space before : ; ! ? » or after «: a no-break space " \
           "(\\u00a0) goes there, or a line could start with the colon" in problems
    assert [p for p in problems if "show no count" in p] == [
        f"{info.id}'s texts in {language} show no count: its words say how many of something there are (pieces "
        'left, plies...) in a text with plural forms, {"one": ..., "other": ...}, filled with n (the suite checks '
        "that every count shown takes its form)" for language in protocol.LANGUAGES]
    assert len(problems) == 4


def test_a_name_too_long_for_the_menu_s_cards_is_named_in_plain_words(tmp_path, monkeypatch):
    """The menu wraps a game's name onto two lines of a card, never shrinks or cuts it: a name
    longer than that holds (``protocol.NAME_MOST`` characters, a word of ``WORD_MOST``) is named,
    in the language it is too long in (test_layout lays out the longest a name may be)."""
    import ast

    info = staged(tmp_path, monkeypatch, "locale")
    too_long = {"en": "The Pyramid of the Seven Suns and Moons", "fr": "L'Obéliscomachie-des-Pyramides"}
    for language, name in too_long.items():
        path = tmp_path / "partial_locale" / "game" / "locale" / language / f"{TOY.id}.py"
        strings = ast.literal_eval(path.read_text(encoding="utf-8").split("STRINGS = ", 1)[1])
        strings[info.title] = name
        path.write_text(f"STRINGS = {strings!r}\n", encoding="utf-8")
    assert [p for p in info.problems(missing=False) if "name" in p] == [
        f"{info.id}'s name in en, {too_long['en']!r}, is too long for the menu: {protocol.NAME_MOST} characters at "
        f"most, {protocol.WORD_MOST} to a word (a card shows it whole, on two lines at most)",
        f"{info.id}'s name in fr, {too_long['fr']!r}, is too long for the menu: {protocol.NAME_MOST} characters at "
        f"most, {protocol.WORD_MOST} to a word (a card shows it whole, on two lines at most)"]


def test_a_hook_that_cannot_be_called_as_its_base_s_is_named_and_the_part_left_out(monkeypatch):
    """A sixth game written to an older GameTexts took ``target_words(state, target)``; speech, which
    hands it the clicks being made too, stopped on a TypeError. Such a part is named in plain words,
    and the app does without it (as without a part not written yet) rather than stop (the words'
    Protocol, part_types.GameWords, checked at run time)."""
    texts = TOY.part("words", "Texts")

    def target_words(self, state, target):  # no ``clicks``
        return "?"

    monkeypatch.setattr(texts, "target_words", target_words)
    monkeypatch.setattr(games, "_parts", {})
    assert TOY.problems(missing=False) == [
        f"{TOY.id}'s words part ({TOY.module_name('words')}): Texts target_words takes (self, state, target), where "
        "the shared code passes (self, state, target, clicks)"]
    assert not TOY.has("words")


@pytest.mark.parametrize("game_id, why", [
    ("common", "a game cannot be called 'common': PyraPack's locale.en.common is a shared module"),
    ("engine", "a game cannot be called 'engine': PyraPack's bots.engine is a shared module"),
    ("data", "a game cannot be called 'data': PyraPack's bots.data is a shared module"),
    ("Obelisk", "a game's id is the name of its modules (lower-case letters, digits and _): 'Obelisk' is not one"),
    ("two words", "'two words' is not one"), ("class", "'class' is not one")])
def test_an_id_that_is_no_module_s_name_of_its_own_is_refused_at_registration(game_id, why):
    """A game called ``common`` took the shared texts of locale/en/common.py for its own, silently."""
    before = games.GAMES
    with pytest.raises(ValueError) as refused:
        games.register(TOY, games.GameInfo(game_id, "", TOY.sides, package=TOY.package))
    assert why in str(refused.value) and games.GAMES == before
    if game_id == "common":  # on a shipped game's registry line too (its parts sit beside the shared modules)
        assert why in games.id_problem(game_id, [game_id])
    assert games.id_problem(TOY.id, []) is None


def test_a_record_of_a_game_without_rules_yet_is_refused_as_of_an_unknown_game(tmp_path, monkeypatch):
    info = staged(tmp_path, monkeypatch, "rules")
    record = Match(info.id, info.options(), [None, None]).record()
    monkeypatch.setattr(games, "_parts", {(info, "rules"): None})
    with pytest.raises(RecordError) as error:
        replay(record)
    assert error.value.part == "game"


#: a number of games in words or figures ("four games", "4 pyramid games", "Four pyramid-themed
#: abstract games", "quatre jeux")
COUNTED = re.compile(r"\b(\d+|one|two|three|four|five|six|un|deux|trois|quatre|cinq|six)\s+"
                     r"((pyramid|pyramid-themed|abstract)\s+)*(games|jeux)\b", re.IGNORECASE)


def test_no_text_counts_the_games_and_the_desktop_entry_names_each_registered_one():
    """Issue 32: five texts said "four games" (the menu's tagline, the desktop entry, the command
    line's help, the package's docstring, pyproject.toml); issue 41: the README's first line too.
    The tagline counts the registry's games (test_layout); the others count none, and the desktop
    entry names every game, the toy too."""
    root = pathlib.Path(__file__).resolve().parents[1]
    sources = [root / "pyproject.toml", root / "pyrapack" / "__init__.py", root / "pyrapack" / "desktop_entry.py",
               root / "pyrapack" / "cli.py", root / "README.md"]
    texts = [path.read_text(encoding="utf-8") for path in sources]
    texts += [str(words) for lang in i18n.LANGUAGES for words in i18n.catalogue(lang).values()]
    assert [match.group(0) for text in texts for match in COUNTED.finditer(text)] == []
    assert COUNTED.search("PyraPack's four games") and COUNTED.search("les 4 jeux de pyramide")  # it sees them
    assert COUNTED.search("Four pyramid-themed abstract games for two players")
    for lang, line in zip(("en", "fr"), desktop_entry.comments()):  # each game with its name written
        assert all(i18n.catalogue(lang)[info.title] in line for info in games.GAMES
                   if info.title in i18n.catalogue(lang)), line
