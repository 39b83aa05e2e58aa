"""Every string the player sees comes from the catalogues, complete in both languages."""

import ast
import pathlib
import random
import re
import string

import pygame
import pytest
from driver import Driver

from pyrapack import games, i18n, protocol
from pyrapack.bots import engine
from pyrapack.i18n import catalogue
from pyrapack.match import Match
from pyrapack.scenes import parts

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "pyrapack"
KEY = re.compile(r"^[a-z0-9_]+(\.[A-Za-z0-9_ ]+)+$")
NOT_KEYS = {"settings.json", "autosave.json", "0.1.0"}
FILE_NAME = re.compile(r"\.(json|png|py|txt|log|exe|xml)$")  # "main.py" names a file, not a text


def forms(text):
    """The texts of a catalogue entry: itself, or its plural forms."""
    return list(text.values()) if isinstance(text, dict) else [text]


def fields(text):
    return {name for form in forms(text) for _, name, _, _ in string.Formatter().parse(form) if name}


def test_both_languages_have_the_same_keys_and_placeholders():
    assert set(catalogue("en")) == set(catalogue("fr"))
    for key, text in catalogue("en").items():
        assert fields(text) == fields(catalogue("fr")[key]), key
        assert all(f.strip() for f in forms(text) + forms(catalogue("fr")[key])), key


CLICK = {"en": (r"\bclick", "Enter"), "fr": (r"\bcliqu|\bclic\b", "Entrée")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_text_that_says_click_names_the_key_too(lang):
    """Issue 35, item 9: instructions said "click" only; the keyboard does everything a click does."""
    click, key = CLICK[lang]
    texts = [(name, text) for name, value in catalogue(lang).items() for text in forms(value)]
    mute = [name for name, text in texts if re.search(click, text, re.I) and key not in text
            and not name.startswith("keys.")]  # the key-help card names the key beside it
    assert mute == []


def test_french_punctuation_keeps_its_space_unbreakable():
    """« : ; ? ! » take a space before them in French: a no-break one, or a line could start
    with the colon (the rule a game's texts are checked by too: ``protocol.SPACING``)."""
    rule, _ = protocol.SPACING["fr"]
    for key, text in catalogue("fr").items():
        for form in forms(text):
            assert not rule.search(form), (key, form)


def test_plural_entries_have_both_forms_and_a_count():
    """The count as a figure (``n``), or in words (``count``: the menu's "Four pyramid games")."""
    for strings in (catalogue("en"), catalogue("fr")):
        for key, text in strings.items():
            if isinstance(text, dict):
                assert set(text) == set(i18n.FORMS), key
                assert {"n", "count"} & fields(text), key


@pytest.mark.parametrize("lang, n, form", [("en", 0, "other"), ("en", 1, "one"), ("en", 2, "other"),
                                           ("fr", 0, "one"), ("fr", 1, "one"), ("fr", 2, "other"),
                                           ("fr", 1000, "other")])
def test_plural_rules_of_each_language(lang, n, form):
    assert i18n.plural_form(n, lang) == form


def test_a_counted_text_takes_the_form_of_its_count(monkeypatch):
    monkeypatch.setitem(i18n._catalogues, "fr", {"x": {"one": "{n} coup joué", "other": "{n} coups joués"}})
    monkeypatch.setattr(i18n, "_current", "fr")
    assert [i18n.t("x", n=k) for k in (0, 1, 2)] == ["0 coup joué", "1 coup joué", "2 coups joués"]


def test_a_key_defined_in_two_modules_of_a_language_is_refused():
    from types import SimpleNamespace

    from pyrapack.locale.merge import merged

    with pytest.raises(ValueError, match="menu.play"):
        merged(SimpleNamespace(__name__="a", STRINGS={"menu.play": "Play"}),
               SimpleNamespace(__name__="b", STRINGS={"menu.play": "Go"}))


def literal_keys():
    for path in PACKAGE.rglob("*.py"):
        if "rules" in path.parts or "locale" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if KEY.match(node.value) and node.value not in NOT_KEYS and not FILE_NAME.search(node.value):
                    yield path.name, node.value


def test_every_key_written_in_the_code_exists():
    missing = sorted({(name, key) for name, key in literal_keys() if key not in catalogue("en")})
    assert not missing


def test_keys_built_at_run_time_exist():
    needed = set()
    for info in games.GAMES:
        needed.add(info.title)
        needed.update(info.sides)
        if not info.author:
            needed.add(f"byline.{info.id}")
        if info.playable:
            for variant in info.variants:
                needed.update({f"variant.{info.id}.{variant}", f"variant.{info.id}.{variant}.about"})
            needed.update(f"outcome.{info.id}.{o}" for o in games.get(info.id).rules.OUTCOMES)
        if games.get(info.id).has("guide"):
            for section in games.get(info.id).part("guide", "SECTIONS"):
                needed.update({section.title(info.id), section.text(info.id)})
    needed.update(f"level.{lv}" for lv in ("easy", "medium", "hard"))
    assert sorted(needed - set(catalogue("en"))) == []


#: words drawn that no catalogue holds: proper names (the games' authors) and a board's label
ALLOWED = {"PyraPack", "apex"} | {word for info in games.GAMES for word in re.findall(r"[^\W\d_]+", info.author)}
OPEN, CLOSE = "\u2039", "\u203a"


def marked(text):
    """Wrap every word outside {fields} in markers, so a drawn word shows where it came from."""
    parts = re.split(r"(\{[^}]*\})", text)
    return "".join(p if p.startswith("{") else re.sub(r"[^\W\d_]+", lambda m: OPEN + m.group() + CLOSE, p)
                   for p in parts)


def unmarked_words(drawn):
    bare = re.sub(f"{OPEN}[^{CLOSE}]*{CLOSE}", " ", drawn)
    return [w for w in re.findall(r"[^\W\d_]{3,}", bare) if w not in ALLOWED]


@pytest.fixture
def marked_catalogue(monkeypatch):
    monkeypatch.setitem(i18n._catalogues, "en", {
        k: {f: marked(x) for f, x in v.items()} if isinstance(v, dict) else marked(v)
        for k, v in catalogue("en").items()})
    drawn = []
    from pyrapack.ui import text

    original = text.render

    def spy(line, *args, **kwargs):
        drawn.append(line)
        return original(line, *args, **kwargs)

    monkeypatch.setattr(text, "render", spy)
    return drawn


def look_for_bypasses(driver, drawn, offenders, where):
    """Draw a frame or two and note under ``where`` every line of ``drawn`` (from
    ``marked_catalogue``) with words that did not come from the catalogue."""
    driver.tick(2)
    for line in drawn:
        if line.endswith("…"):  # cut short to fit: its last word lost its end marker
            line = line.rsplit("‹", 1)[0]
        if unmarked_words(line):
            offenders.setdefault(where, set()).add(line)
    drawn.clear()


def visit_every_screen(driver):
    """Menu, each setup, each playable game (a few moves, a hint), each rules page, a banner."""
    yield "menu"
    for tile in driver.top.tiles:
        if tile.playable:
            driver.top.show_tile(tile)  # scrolled into view, where more games than the menu holds are registered
            driver.click(tile.rect.center, frames=2)
            yield f"setup {tile.info.id}"
            driver.click(driver.top.mode.option_rects()[1].center, frames=2)
            yield "setup vs bot"
            driver.press(pygame.K_RETURN, frames=3)
            scene = driver.top
            yield f"game {tile.info.id}"
            scene.input.click(next(iter(scene.input.first_targets), None))
            driver.tick(2)
            yield "selection"
            if tile.has_rules:  # a game may be playable before its rules page is written
                driver.press(pygame.K_F1, frames=3)
                yield "rules from the game"
                driver.press(pygame.K_ESCAPE)
            driver.app.back_to_menu()
            driver.tick(2)
        if tile.has_rules:
            driver.top.show_tile(tile)
            driver.click(tile.rules_rect(driver.top.scale).center, frames=3)
            for _ in range(12):
                driver.press(pygame.K_PAGEDOWN, frames=3)
            yield f"rules {tile.info.id}"
            driver.press(pygame.K_ESCAPE)


def test_nothing_drawn_bypasses_the_catalogue(tmp_path, marked_catalogue):
    driver = Driver(tmp_path, size=(1280, 800), language="en")
    try:
        offenders = {}
        for where in visit_every_screen(driver):
            look_for_bypasses(driver, marked_catalogue, offenders, where)
        assert offenders == {}
    finally:
        driver.close()


def test_switching_language_takes_effect_at_once(tmp_path):
    driver = Driver(tmp_path, size=(1280, 800), language="en")
    try:
        menu = driver.top
        driver.click(menu.language.rect.center)
        assert i18n.language() == "fr" and driver.app.settings.language == "fr"
        driver.click(menu.language.rect.center)
        assert i18n.language() == "en"
    finally:
        driver.close()
        i18n.set_language("en")


# -- counts: every text showing a count has plural forms ------------------------------------

#: Texts that show numbers with no word agreeing with them, and why they need no plural forms:
#: the app's own, and each game's (its words' ``numbers``).
NUMBERS_NOT_COUNTS = {"banner.running": "a scoreline: Running score: Alice 2 – Bob 1"}
for _info in games.GAMES:
    NUMBERS_NOT_COUNTS.update(parts.texts(_info).numbers)


def test_a_text_with_a_count_has_plural_forms():
    """A count is always the field ``n`` (looked up with ``t(key, n=count)``)."""
    for strings in (catalogue("en"), catalogue("fr")):
        single = sorted(key for key, text in strings.items() if not isinstance(text, dict) and "n" in fields(text))
        assert single == []


class Recorded(str):
    """A catalogue text that notes the values it is filled with."""

    def __new__(cls, text, key, plural, calls):
        self = super().__new__(cls, text)
        self.key, self.plural, self.calls = key, plural, calls
        return self

    def format(self, *args, **values):
        self.calls.append((self.key, self.plural, values))
        return super().format(*args, **values)


def pick(game, rng, state, seen, moves):
    """A move to a position not met yet, the one that looks best one ply ahead by the game's own
    evaluation, ties drawn at random (a game of random moves may last thousands of them)."""
    evaluate = engine.evaluator(game)

    def glance(move):
        after = state.play(move)
        if after.is_over:
            return True, 1e9 if after.winner == state.to_move else -1e9
        return after not in seen, evaluate(after) if after.to_move == state.to_move else -evaluate(after)

    return max(moves, key=lambda m: (glance(m), rng.random()))


def play_every_game_to_its_banner(driver):
    """Each playable game, hot-seat, from its lesson's last game's opening (a simplified start),
    to its end, every frame drawn; then a resume offer."""
    for info in games.GAMES:
        if not info.playable:
            continue
        opening = info.lesson().finale.opening if info.has_lesson else ()
        driver.app.resume_game(Match(info.id, info.options(), [None, None], opening))
        scene, seen = driver.top, set()
        rng = random.Random(info.id)
        while not scene.state.is_over:
            moves = scene.state.legal_moves()
            seen.add(scene.state)
            scene.commit(pick(info.id, rng, scene.state, seen, [m for m in moves if not m.is_pass] or moves))
            scene.finish_animation()
            driver.tick(1)
        driver.tick(3)
        driver.app.back_to_menu()
    scene = driver.start_game(games.GAMES[0].id)  # one move played: the menu offers to resume it
    scene.commit(scene.state.legal_moves()[0])
    driver.app.back_to_menu()
    driver.tick(2)


def test_every_count_shown_takes_its_plural_form(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setitem(i18n._catalogues, "en", {
        k: {f: Recorded(x, k, True, calls) for f, x in v.items()} if isinstance(v, dict)
        else Recorded(v, k, False, calls) for k, v in catalogue("en").items()})
    driver = Driver(tmp_path, size=(960, 600), language="en")
    try:
        play_every_game_to_its_banner(driver)
        for _ in visit_every_screen(driver):
            driver.tick(2)
    finally:
        driver.close()
    counted = {key for key, _, values in calls if any(type(v) is int for v in values.values())}
    seen = {key.split(".")[0] for key in counted}  # the walk saw each game's counts
    played = [info for info in games.GAMES if info.playable and info.has("words")]  # a game half written: its counts to come
    assert "menu.resume" in counted and {parts.texts(info).prefix or info.id for info in played} <= seen
    single = sorted({key for key, plural, values in calls
                     if not plural and key not in NUMBERS_NOT_COUNTS and any(type(v) is int for v in values.values())})
    assert single == []
    without_n = sorted({key for key, plural, values in calls if plural and "n" not in values})
    assert without_n == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_module_of_a_language_is_a_subject_it_lists_or_a_game_s_texts(lang):
    """A new subject's module is merged once it is listed (``locale/<lang>/__init__.py``); a game's
    texts come through the registry. A module in neither would be lost without a word."""
    import importlib
    import pkgutil

    package = importlib.import_module(f"pyrapack.locale.{lang}")
    listed = {module.__name__.rsplit(".", 1)[-1] for module in package.SUBJECTS}
    own = {info.id for info in games.GAMES if info.package == "pyrapack"}
    found = {m.name for m in pkgutil.iter_modules(package.__path__)}
    assert found - listed - own == set() and not listed & own
