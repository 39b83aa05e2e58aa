"""A game's parts are checked against their ``typing.Protocol``s (``pyrapack/part_types.py``),
by shape, not by the name of a base class: a class part that leaves a member undefined or
takes other arguments than the shared code passes, a bot hook of the wrong shape, is named in
plain words by ``GameInfo.problems`` and left out (the app goes on without it). The type
checker holds the shipped games to the same Protocols (mypy, in the README's test command).

Each case hands the registry a changed copy of one part of a registered game (its loader is
replaced for the test), so nothing is written or imported again."""

import ast
import inspect
import types

import pytest

from pyrapack import games, part_types
from pyrapack.bots import engine
from pyrapack.part_types import GameView, GameWords
from pyrapack.scenes import parts
from pyrapack.ui.boardview import BoardView
from pyrapack.ui.plainview import PlainView

LAYERS = ("views", "words", "scenes", "bots")


def a_game_with(*layers):
    """A registered game that has its own part of each of ``layers``."""
    found = next((info for info in games.GAMES if all(info.has(layer) for layer in layers)), None)
    assert found is not None, f"no registered game has parts of {', '.join(layers)}: nothing to check with"
    return found


GAME = a_game_with(*LAYERS)
LOAD = games._load  # the registry's own loader


def changed(monkeypatch, info, layer, **names):
    """``info``'s part of ``layer`` as the registry now finds it: a copy of it with ``names``
    set (the registry forgets what it had found)."""
    real = LOAD
    module, _ = real(info, layer)
    copy = types.ModuleType(module.__name__)
    copy.__dict__.update({k: v for k, v in vars(module).items() if k != "__name__"}, **names)

    def load(game, asked):
        return (copy, None) if (game, asked) == (info, layer) else real(game, asked)

    monkeypatch.setattr(games, "_load", load)
    monkeypatch.setattr(games, "_parts", {})
    return copy


def said(info, layer):
    where = f"{info.id}'s {layer} part ({info.module_name(layer)}): "
    return [problem.removeprefix(where) for problem in info.problems() if problem.startswith(where)]


def test_a_view_that_leaves_a_method_undefined_or_takes_other_arguments_is_named_and_left_out(monkeypatch):
    own = GAME.part("views", "View")

    class Half(own):
        click_sequences = BoardView.click_sequences  # the base's, abstract: not defined

        def targets_at(self, state, pos):  # the shared code passes ``marks`` too
            return []

    changed(monkeypatch, GAME, "views", View=Half)
    assert said(GAME, "views") == [
        "View targets_at takes (self, state, pos), where the shared code passes (self, state, pos, marks)",
        "View does not define click_sequences"]
    assert not GAME.playable and parts.view_class(GAME) is PlainView


def test_a_view_is_checked_by_its_shape_not_by_its_base(monkeypatch):
    """A class with no BoardView among its bases, holding every member GameView asks for, is a
    view; the shared BoardView itself (its board left undrawn) is not."""
    own = GAME.part("views", "View")
    shaped = type("Shaped", (), {name: inspect.getattr_static(own, name) for name in part_types.members(GameView)})
    assert BoardView not in shaped.__mro__ and part_types.lacks(shaped, GameView) == []
    assert part_types.lacks(BoardView, GameView) == [f"does not define {name}" for name in (
        "draw_board", "targets_at", "click_sequences", "anchor", "draw_icon")]
    changed(monkeypatch, GAME, "views", View=shaped)
    assert said(GAME, "views") == [] and GAME.playable


def test_rules_whose_state_or_move_is_of_another_shape_are_named_and_the_game_not_played(monkeypatch):
    """The rules' classes are checked against ``rules/protocol.py``'s GameState and GameMove."""
    rules = GAME.part("rules")
    changed(monkeypatch, GAME, "rules", State=type("Mute", (rules.State,), {"to_text": None}),
            Move=type("Odd", (rules.Move,), {"from_dict": staticmethod(lambda: None)}))
    assert said(GAME, "rules") == ["State to_text is not a function",
                                   "Move from_dict takes (), where the shared code passes (data)"]
    assert not GAME.has("rules") and not GAME.playable


@pytest.mark.parametrize("layer, name, value, problem", [
    ("words", "Texts", "not a class", "Texts is not a class"),
    ("scenes", "Scene", None, "Scene is not a class"),
])
def test_a_class_part_that_is_no_class_is_named(monkeypatch, layer, name, value, problem):
    changed(monkeypatch, GAME, layer, **{name: value})
    assert said(GAME, layer) == [problem] and not GAME.has(layer)


def test_words_whose_member_is_no_function_are_named_and_the_shared_words_speak(monkeypatch):
    own = GAME.part("words", "Texts")
    changed(monkeypatch, GAME, "words", Texts=type("Mute", (own,), {"move_text": "a move"}))
    assert said(GAME, "words") == ["Texts move_text is not a function"]
    assert type(parts.texts(GAME)).__name__ == "GameTexts" and isinstance(parts.texts(GAME), GameWords)


def test_words_made_otherwise_than_the_shared_code_makes_them_are_named(monkeypatch):
    """The shared code makes a game's words as ``Texts(game)``: the Protocol's constructor."""
    own = GAME.part("words", "Texts")

    def made(self):
        own.__init__(self, GAME.id)

    changed(monkeypatch, GAME, "words", Texts=type("Fixed", (own,), {"__init__": made}))
    assert said(GAME, "words") == ["Texts __init__ takes (self), where the shared code passes (self, game)"]


def test_a_bot_hook_of_the_wrong_shape_is_named_and_the_bot_part_left_out(monkeypatch):
    """Every hook is optional (``part_types.BOT_HOOKS``), but one that is there must have its shape:
    a search would call ``order(state, moves)`` and stop on a TypeError."""
    changed(monkeypatch, GAME, "bots", order=lambda state: [], SCALE=3.0, why="because")
    assert said(GAME, "bots") == ["order takes (state), where the shared code passes (state, moves)",
                                  "why is not a function"]
    assert not GAME.has("bots")
    state = GAME.rules.new_game(**GAME.options())
    assert engine.evaluator(GAME.id)(state) == 0.0  # the search alone plays it
    changed(monkeypatch, GAME, "bots", order=lambda state, moves: moves)
    assert said(GAME, "bots") == [] and GAME.has("bots")


def test_a_protocol_s_members_are_what_it_declares():
    assert part_types.members(part_types.Orders) == ["order"]
    assert {"draw_board", "targets_at", "draw_icon", "for_match", "game"} <= set(part_types.members(GameView))
    assert "_is_protocol" not in part_types.members(GameWords)


# -- the shipped games' parts name their Protocols for the type checker -------------------------
IN_PACKAGE = [info for info in games.GAMES if info.package == "pyrapack"]  # what mypy checks
TYPED = {"views": ("View", type[GameView]), "words": ("Texts", type[GameWords]),
         "scenes": ("Scene", type[part_types.GameScenePart]),
         **{f"locale.{language}": ("STRINGS", part_types.Strings) for language in ("en", "fr")}}


def named(module, name):
    """The type ``module`` gives ``name`` for the type checker alone (in its ``TYPE_CHECKING``
    block), as written: ``_rules: Rules[Move]``, ``_hooks: tuple[...]``; None: it gives none."""
    for node in ast.walk(ast.parse(inspect.getsource(module))):
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", None) == name:
            return node.annotation
    return None


@pytest.mark.parametrize("info", IN_PACKAGE, ids=lambda info: info.id)
def test_each_part_in_the_package_names_its_protocol_for_the_type_checker(info):
    """Without these lines mypy would not hold the part to its Protocol: a bot part names every
    hook it has, and only those."""
    for layer, (name, protocol) in TYPED.items():
        if info.has(layer):
            assert info.part(layer).__annotations__.get(name) == protocol, (info.id, layer)
    assert ast.unparse(named(info.part("rules"), "_rules")) == "Rules[Move]"
    if info.has("bots"):
        module = info.part("bots")
        has = [hook.__name__ for hook in part_types.BOT_HOOKS if isinstance(module, hook)]
        hooks = named(module, "_hooks")
        assert sorted(ast.unparse(item) for item in (hooks.slice.elts if hooks else ())) == sorted(has)
