"""The game protocol: what PyraPack's shared code may ask of a game, part by part, in one place.

A game is its registry line (``games.py``) and its parts: a module (or package) per layer,
``<package>.<layer>.<id>``. ``PARTS`` says, for each layer, what the part must hold and what
for; ``docs/adding-a-game.md`` walks through them in the order a game is written. Only the
rules are needed; every other part adds something (its board view: it can be played and
replayed; its bot part: a bot that knows the game; ...) and the app does without it until
it is there: ``games.GameInfo.part`` hands out a part only when ``usable`` says it holds
what the app needs of it, so a game written half way never crashes the app.

``problems`` is the conformance check: every part of a registered game, with everything the
protocol asks (what the tests and benches need too), named in plain words. The tests run it
on every registered game. A class part is checked against its ``typing.Protocol``
(``part_types.py``: every member there, none left abstract, each method taking the arguments
the shared code passes), never by its base class (nothing here imports the parts' bases: that
would run up the layers); the type checker holds the shipped games to the same Protocols.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from . import part_types
from .part_types import BOT_HOOKS, GameScenePart, GameView, GameWords
from .rules.protocol import GameMove, GameState

if TYPE_CHECKING:
    from .games import GameInfo

#: the registry's ``(module, why)`` for a game's part of a layer (``games._load``)
Loader = Callable[["GameInfo", str], "tuple[ModuleType | None, str | None]"]

LANGUAGES = ("en", "fr")  # the languages of the app, so of a game's texts
#: A game's name at most, in characters, and its longest word: the menu's cards show a name whole
#: on two lines at most, never shrunk, two cards side by side at least (tests/test_layout.py lays
#: out the widest such name)
NAME_MOST, WORD_MOST = 32, 16
#: How a language sets its punctuation, what a game's texts in it must not do: French puts a
#: no-break space (U+00A0 or U+202F) before : ; ! ? and inside « », never a plain one (a line
#: could start with the colon)
SPACING = {"fr": (re.compile(r" [:;?!»]|« "), "a plain space before : ; ! ? » or after «: a no-break space "
                  "(\\u00a0) goes there, or a line could start with the colon")}


@dataclass(frozen=True)
class Name:
    """A name a part defines: ``kind`` "function", "class" or "value"; a class's ``protocol``
    (the ``typing.Protocol`` its instances follow, ``part_types.lacks``) or a value's
    ``members`` (what it must have); ``needed``: the app cannot use the part without it (else
    the tests, benches and tools ask for it); ``wanted``: methods the app does without, that the
    tests ask a class to define (each with why), a default of the shared class ``shared`` (by
    name) not counting."""

    name: str
    what: str
    kind: str = "value"
    protocol: type | None = None
    members: tuple[str, ...] = ()
    needed: bool = True
    wanted: tuple[tuple[str, str], ...] = ()
    shared: str | None = None


@dataclass(frozen=True)
class Part:
    layer: str
    what: str  # what the game gains with it ("it brings ...")
    names: tuple[Name, ...] = ()
    needs: tuple[str, ...] = ()  # the other parts without which it is of no use
    data: str | None = None  # the shipped data file it comes with (``data/<id>.json`` beside it): what it is
    # optional members, each a ``typing.Protocol`` of its own the part follows where it has it
    hooks: tuple[type, ...] = ()


RULES = Part("rules", "the game itself (its saved games, its bot and every other part rest on it)", (
    Name("new_game", "new_game(**options): the position a game starts from", "function"),
    Name("State", "State: an immutable position, a rules.protocol.GameState", "class", GameState),
    Name("Move", "Move: a frozen move value, a rules.protocol.GameMove", "class", GameMove),
    Name("OUTCOMES", "OUTCOMES: the ways a game ends (State.outcome)"),
    Name("WHY", "WHY: why a move is not legal, a sentence per reason (State.why_illegal)", needed=False),
    Name("PLIES", "PLIES: how many plies a game usually lasts (the tests' and benches' game length)",
         needed=False),
))

VIEWS = Part("views", "its board view (it is played hot-seat and replayed on its own board)", (
    Name("View", "View: its board view, a part_types.GameView (a ui.boardview.BoardView is one)", "class",
         GameView),
), needs=("rules",))

WORDS = Part("words", "its words (the move list's notation, the player cards, the score line)", (
    Name("Texts", "Texts: what it says in words, a part_types.GameWords (a words.GameTexts is one)", "class",
         GameWords, wanted=(("result_text", "the score line of a finished game, said after who won: never empty"),),
         shared="GameTexts"),
), needs=("rules",))

SCENES = Part("scenes", "its game scene (why a click does nothing, keys of its own)", (
    Name("Scene", "Scene: its game scene, a part_types.GameScenePart (a scenes.game.GameScene is one)", "class",
         GameScenePart),
), needs=("views",))

BOTS = Part("bots", "a bot that knows the game (without it the bot searches blind)", (
    Name("evaluate", "evaluate(state): how good a position looks for the player to move", "function",
         needed=False),
), needs=("rules",), data="an opening book (python tools/make_book.py --game {id})", hooks=BOT_HOOKS)

GUIDE = Part("guide", "its rules page (F1, the menu's ?)", (
    Name("SECTIONS", "SECTIONS: the page's sections (guide.Section), their diagrams drawn by its view"),
), needs=("views",))

TUTORIAL = Part("tutorial", "its lesson (Learn)", (
    Name("LESSON", "LESSON: its guided first game (tutorial.lesson.Lesson)", members=("steps", "finale", "of")),
    Name("RULES", "RULES: for each section of its rules page that states rules (guide.Section.rules), "
         "each rule recognised by a test of a step as the learner meets it (tutorial.lesson.Seen)",
         needed=False),
), needs=("views", "guide"))

PUZZLES = Part("puzzles", "its puzzles", (
    Name("RULE", "RULE: how its puzzles are proven (puzzles.proof.Rule)", members=("depth", "nodes")),
), needs=("views",), data="its puzzles (python tools/make_puzzles.py --game {id})")


def _texts(language: str) -> Part:
    return Part(f"locale.{language}", f"its texts in {language}", (
        Name("STRINGS", "STRINGS: a dict of its texts, by key"),
    ))


PARTS = (RULES, WORDS, VIEWS, SCENES, BOTS, GUIDE, TUTORIAL, PUZZLES) + tuple(_texts(lang) for lang in LANGUAGES)
BY_LAYER = {part.layer: part for part in PARTS}
LAYERS = tuple(BY_LAYER)


# -- what a part holds ----------------------------------------------------------------------------
def _lacks(value: object, name: Name) -> list[str]:
    """What ``value`` lacks of what ``name`` asks: a list of short phrases (empty: nothing)."""
    if name.kind == "function":
        return [] if callable(value) else ["is not a function"]
    if name.kind == "class":
        if not isinstance(value, type):
            return ["is not a class"]
        if name.protocol is not None:
            return part_types.lacks(value, name.protocol)
    return [f"has no {m}" for m in name.members if not hasattr(value, m)]


def usable(module: ModuleType, layer: str) -> bool:
    """Whether ``module`` holds what the app needs of a part of ``layer`` (and any hook it has
    is of its shape: the search would stop on one that is not)."""
    part = BY_LAYER[layer]
    needed = any(_name_problems(module, name) for name in part.names if name.needed)
    return not needed and not _hook_problems(module, part)


def _name_problems(module: ModuleType, name: Name, wanted: bool = False) -> list[str]:
    """What ``module`` lacks of ``name`` (with ``wanted``: of the methods the tests want too)."""
    if not hasattr(module, name.name):
        return [f"no {name.what}"]
    value = getattr(module, name.name)
    out = [f"{name.name} {lack}" for lack in _lacks(value, name)]
    if wanted and not out and isinstance(value, type):
        for member, why in name.wanted:
            owner = next((cls for cls in value.__mro__ if member in vars(cls)), None)
            if owner is None or owner.__name__ == name.shared:
                out.append(f"{name.name} does not define {member} ({why})")
    return out


def _hook_problems(module: ModuleType, part: Part) -> list[str]:
    """What is wrong with the optional members ``module`` has (its hooks)."""
    return [lack for hook in part.hooks for lack in part_types.lacks(module, hook, only_present=True)]


# -- the conformance check --------------------------------------------------------------------
def problems(info: GameInfo, load: Loader, missing: bool = True) -> list[str]:
    """Everything ``info``'s game lacks or holds wrongly, one plain sentence each (empty: it
    follows the protocol whole). ``load(info, layer)`` is the registry's ``(module, why)``.
    Without ``missing``, a part not written yet is no problem (a game written half way, as the
    doc writes it, step by step): only what is there and wrong is."""
    found: dict[str, ModuleType] = {}
    out: list[str] = []
    for part in PARTS:
        where = info.module_name(part.layer)
        module, why = load(info, part.layer)
        if module is None:
            if why is not None:
                out.append(f"{info.id}'s {part.layer} part ({where}) does not import: {why}")
            elif missing:
                out.append(f"{info.id} has no {part.layer} part ({where}) yet: it brings {part.what}")
            continue
        found[part.layer] = module
        said = [problem for name in part.names for problem in _name_problems(module, name, wanted=True)]
        said += _hook_problems(module, part)
        out += [f"{info.id}'s {part.layer} part ({where}): {problem}" for problem in said]
        if part.data and not info.data_file(part.layer).is_file():
            out.append(f"{info.id}'s {part.layer} part has no data file for {part.data.format(id=info.id)}: "
                       f"{part.layer}/data/{info.id}.json beside it")
    return out + _text_problems(info, found)


def text_keys(info: GameInfo, found: dict[str, ModuleType]) -> dict[str, str]:
    """``{key: what it is}``: the texts a game's parts need in every language."""
    keys = {info.title: "its name"}
    if not info.author:
        keys[f"byline.{info.id}"] = "its byline (its registry line names no author)"
    rules = found.get("rules")
    if rules is not None:
        for variant in getattr(rules, "VARIANTS", ()):
            keys[f"variant.{info.id}.{variant}"] = f"the name of its variant {variant}"
            keys[f"variant.{info.id}.{variant}.about"] = f"what its variant {variant} is"
        for outcome in getattr(rules, "OUTCOMES", ()):
            keys[f"outcome.{info.id}.{outcome}"] = f"how a game ends by {outcome!r}"
        texts = getattr(found.get("words"), "Texts", None)
        prefix = getattr(texts, "prefix", "") or info.id
        for reason in getattr(rules, "WHY", {}):
            keys[f"{prefix}.why.{reason}"] = f"why a move is not legal ({reason})"
    for section in getattr(found.get("guide"), "SECTIONS", ()):
        for piece in ("title", "text"):
            keys[f"rules.{info.id}.{section.key}.{piece}"] = f"its rules page's {section.key} section"
    lesson = getattr(found.get("tutorial"), "LESSON", None)
    if lesson is not None:
        keys[f"tutorial.{info.id}.finale"] = "what its lesson's last game says"
        for step in lesson.steps:
            for piece in ("try", "done") + (("other",) if step.other else ()):
                keys[f"tutorial.{info.id}.{step.name}.{piece}"] = f"its lesson's step {step.name}"
    return keys


def _text_problems(info: GameInfo, found: dict[str, ModuleType]) -> list[str]:
    out: list[str] = []
    keys = text_keys(info, found)
    for language in LANGUAGES:
        strings = getattr(found.get(f"locale.{language}"), "STRINGS", None)
        if not isinstance(strings, dict):
            continue
        lacking = sorted(key for key in keys if key not in strings)
        out += [f"{info.id}'s texts in {language} lack {key} ({keys[key]})" for key in lacking]
        name = strings.get(info.title)
        if isinstance(name, str) and (len(name) > NAME_MOST or any(len(word) > WORD_MOST for word in name.split())):
            out.append(f"{info.id}'s name in {language}, {name!r}, is too long for the menu: {NAME_MOST} characters "
                       f"at most, {WORD_MOST} to a word (a card shows it whole, on two lines at most)")
        if language in SPACING:
            rule, why = SPACING[language]
            out += [f"{info.id}'s texts in {language}: {key} has {why}" for key, text in strings.items()
                    if any(rule.search(form) for form in _forms(text))]
        if not any(isinstance(text, dict) and any("{n}" in form for form in _forms(text)) for text in strings.values()):
            out.append(f"{info.id}'s texts in {language} show no count: its words say how many of something there "
                       "are (pieces left, plies...) in a text with plural forms, {\"one\": ..., \"other\": ...}, "
                       "filled with n (the suite checks that every count shown takes its form)")
    return out


def _forms(text: object) -> list[str]:
    """A catalogue text's forms: itself, or its plural forms."""
    forms = text.values() if isinstance(text, dict) else [text]
    return [form for form in forms if isinstance(form, str)]
