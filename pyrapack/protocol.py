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
on every registered game. Nothing here imports the parts' base classes (that would run up
the layers): a base is recognised by its name in the class's ancestry.
"""

import inspect
import re
from dataclasses import dataclass

LANGUAGES = ("en", "fr")  # the languages of the app, so of a game's texts
#: How a language sets its punctuation, what a game's texts in it must not do: French puts a
#: no-break space (U+00A0 or U+202F) before : ; ! ? and inside « », never a plain one (a line
#: could start with the colon)
SPACING = {"fr": (re.compile(r" [:;?!»]|« "), "a plain space before : ; ! ? » or after «: a no-break space "
                  "(\\u00a0) goes there, or a line could start with the colon")}


@dataclass(frozen=True)
class Name:
    """A name a part defines: ``kind`` "function", "class" or "value"; a class's ``base`` (the
    shared class it extends, by name) and ``members`` (what it must have, overridden from the
    base when there is one); ``needed``: the app cannot use the part without it (else the
    tests, benches and tools ask for it); ``wanted``: members the app does without, that the
    tests ask for (each with why)."""

    name: str
    what: str
    kind: str = "value"
    base: str | None = None
    members: tuple = ()
    needed: bool = True
    wanted: tuple = ()  # ((member, why), ...)


@dataclass(frozen=True)
class Part:
    layer: str
    what: str  # what the game gains with it ("it brings ...")
    names: tuple = ()
    needs: tuple = ()  # the other parts without which it is of no use
    data: str | None = None  # the shipped data file it comes with (``data/<id>.json`` beside it): what it is


RULES = Part("rules", "the game itself (its saved games, its bot and every other part rest on it)", (
    Name("new_game", "new_game(**options): the position a game starts from", "function"),
    Name("State", "State: an immutable position", "class", members=(
        "legal_moves", "play", "why_illegal", "to_dict", "from_dict", "to_text", "from_text",
        "is_over", "winner", "outcome")),
    Name("Move", "Move: a frozen move value", "class", members=("to_dict", "from_dict", "is_pass")),
    Name("OUTCOMES", "OUTCOMES: the ways a game ends (State.outcome)"),
    Name("WHY", "WHY: why a move is not legal, a sentence per reason (State.why_illegal)", needed=False),
    Name("PLIES", "PLIES: how many plies a game usually lasts (the tests' and benches' game length)",
         needed=False),
))

VIEWS = Part("views", "its board view (it is played hot-seat and replayed on its own board)", (
    Name("View", "View: its board view, a BoardView", "class", "BoardView",
         ("draw_board", "targets_at", "click_sequences", "anchor", "draw_icon")),
), needs=("rules",))

WORDS = Part("words", "its words (the move list's notation, the player cards, the score line)", (
    Name("Texts", "Texts: what it says in words, a GameTexts", "class", "GameTexts", wanted=(
        ("result_text", "the score line of a finished game, said after who won: never empty"),)),
), needs=("rules",))

SCENES = Part("scenes", "its game scene (why a click does nothing, keys of its own)", (
    Name("Scene", "Scene: its game scene, a GameScene", "class", "GameScene"),
), needs=("views",))

BOTS = Part("bots", "a bot that knows the game (without it the bot searches blind)", (
    Name("evaluate", "evaluate(state): how good a position looks for the player to move", "function",
         needed=False),
), needs=("rules",), data="an opening book (python tools/make_book.py --game {id})")

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


def _texts(language):
    return Part(f"locale.{language}", f"its texts in {language}", (
        Name("STRINGS", "STRINGS: a dict of its texts, by key"),
    ))


PARTS = (RULES, WORDS, VIEWS, SCENES, BOTS, GUIDE, TUTORIAL, PUZZLES) + tuple(_texts(lang) for lang in LANGUAGES)
BY_LAYER = {part.layer: part for part in PARTS}
LAYERS = tuple(BY_LAYER)


# -- what a part holds ----------------------------------------------------------------------------
def _ancestry(cls):
    return [c.__name__ for c in getattr(cls, "__mro__", ())]


def _lacks(value, name, members):
    """What ``value`` lacks of what ``name`` asks (its ``members``): a list of short phrases
    (empty: nothing)."""
    if name.kind == "function":
        return [] if callable(value) else ["is not a function"]
    if name.kind == "class":
        if not isinstance(value, type):
            return ["is not a class"]
        if name.base and name.base not in _ancestry(value)[1:]:
            return [f"is not a {name.base}"]
        if name.base:
            base = next(c for c in value.__mro__ if c.__name__ == name.base)
            return [f"does not define {m}" for m in members if getattr(value, m, None) is getattr(base, m, None)] + \
                _unlike_the_base(value, base)
    return [f"has no {m}" for m in members if not hasattr(value, m)]


def _unlike_the_base(cls, base):
    """The methods ``cls`` overrides that cannot be called as ``base``'s are, which is how the
    shared code calls them (a game written to an older GameTexts took ``target_words(state,
    target)``, and speech, which now hands it the clicks too, stopped on a TypeError)."""
    out = []
    for attr in sorted(dir(base)):
        ours, theirs = inspect.getattr_static(cls, attr, None), inspect.getattr_static(base, attr)
        if attr.startswith("__") or ours is theirs or not (inspect.isfunction(ours) and inspect.isfunction(theirs)):
            continue
        given = list(inspect.signature(theirs).parameters.values())
        args = [p.name for p in given if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        kwargs = {p.name: None for p in given if p.kind is p.KEYWORD_ONLY}
        try:
            inspect.signature(ours).bind(*args, **kwargs)
        except TypeError:
            out.append(f"takes {attr}{inspect.signature(ours)} where {base.__name__} takes "
                       f"{attr}{inspect.signature(theirs)}: the shared code calls it so")
    return out


def usable(module, layer):
    """Whether ``module`` holds what the app needs of a part of ``layer``."""
    return not any(_name_problems(module, name) for name in BY_LAYER[layer].names if name.needed)


def _name_problems(module, name, wanted=False):
    """What ``module`` lacks of ``name`` (with ``wanted``: of the members the tests want too)."""
    if not hasattr(module, name.name):
        return [f"no {name.what}"]
    value = getattr(module, name.name)
    out = [f"{name.name} {lack}" for lack in _lacks(value, name, name.members)]
    if wanted and not out:
        whys = dict(name.wanted)
        out += [f"{name.name} {lack} ({whys[lack.rsplit(' ', 1)[-1]]})"
                for lack in _lacks(value, name, tuple(whys))]
    return out


# -- the conformance check --------------------------------------------------------------------
def problems(info, load, missing=True):
    """Everything ``info``'s game lacks or holds wrongly, one plain sentence each (empty: it
    follows the protocol whole). ``load(info, layer)`` is the registry's ``(module, why)``.
    Without ``missing``, a part not written yet is no problem (a game written half way, as the
    doc writes it, step by step): only what is there and wrong is."""
    found, out = {}, []
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
        out += [f"{info.id}'s {part.layer} part ({where}): {problem}" for problem in said]
        if part.data and not info.data_file(part.layer).is_file():
            out.append(f"{info.id}'s {part.layer} part has no data file for {part.data.format(id=info.id)}: "
                       f"{part.layer}/data/{info.id}.json beside it")
    return out + _text_problems(info, found)


def text_keys(info, found):
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


def _text_problems(info, found):
    out = []
    keys = text_keys(info, found)
    for language in LANGUAGES:
        strings = getattr(found.get(f"locale.{language}"), "STRINGS", None)
        if not isinstance(strings, dict):
            continue
        missing = sorted(key for key in keys if key not in strings)
        out += [f"{info.id}'s texts in {language} lack {key} ({keys[key]})" for key in missing]
        if language in SPACING:
            rule, why = SPACING[language]
            out += [f"{info.id}'s texts in {language}: {key} has {why}" for key, text in strings.items()
                    if any(rule.search(form) for form in _forms(text))]
        if not any(isinstance(text, dict) and any("{n}" in form for form in _forms(text)) for text in strings.values()):
            out.append(f"{info.id}'s texts in {language} show no count: its words say how many of something there "
                       "are (pieces left, plies...) in a text with plural forms, {\"one\": ..., \"other\": ...}, "
                       "filled with n (the suite checks that every count shown takes its form)")
    return out


def _forms(text):
    """A catalogue text's forms: itself, or its plural forms."""
    return [form for form in (text.values() if isinstance(text, dict) else [text]) if isinstance(form, str)]
