"""How the code is laid out: a game is one place to look, and the layers import downwards.

A game's parts are modules (or packages) named after it, one per layer; shared code names
no game, and reaches a game's parts through the registry (``pyrapack/games.py``), the only
place that imports a module by its name. The UI's packages import only the layers below
them, so none imports one that imports it back: counted with the imports inside functions
and the parts asked of the registry (``info.part("views")`` imports a view).
"""

import ast
import functools
import io
import pathlib
import re
import tokenize

import pytest

from pyrapack import games

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pyrapack"
SHARED = ("pyrapack", "tests", "bench")  # the folders whose shared files name no game
# The UI's layers, lowest first: a module may import its own layer and those before it.
LAYERS = ["ui", "views", "guide", "scenes", "tutorial"]
#: Where a game may be named besides its own files: the line that registers it.
REGISTERED = {info.id: "pyrapack/games.py" for info in games.SHIPPED}
# The calls that import a module by its name (a string): only the registry makes them
BY_NAME = {"import_module", "find_spec", "__import__", "files", "iter_modules", "spec_from_file_location"}


def text_files():
    for folder in SHARED:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".json"):
                yield path


def without_comments(path):
    """The file's text, its comments left out (a Python file's ``#`` comments)."""
    source = path.read_text(encoding="utf-8", errors="ignore")
    if path.suffix != ".py":
        return source
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return " ".join(tok.string for tok in tokens if tok.type != tokenize.COMMENT)


@functools.lru_cache(maxsize=None)
def shared_texts():
    """``[(path, text without comments)]`` of every shared file: read once for every game's check."""
    return [(path, without_comments(path)) for path in text_files()]


def owners(path):
    """The games ``path`` is a part of: a folder named after one, or a file name with its id as a
    word (``views/<id>/``, ``rules/<id>.py``, ``tests/test_rules_<id>.py``)."""
    words = set()
    for part in path.relative_to(ROOT).parts:
        words |= set(re.split(r"[_.\-]", part))
    return {info.id for info in games.GAMES} & words


def naming(game):
    """A pattern matching ``game``'s id in any case, as a word (letters on neither side)."""
    return re.compile(rf"(?<![a-z]){re.escape(game)}(?![a-z])", re.IGNORECASE)


def registration(game):
    return REGISTERED.get(game, "tests/conftest.py")  # the tests register their own game


@pytest.mark.parametrize("game", [info.id for info in games.GAMES])
def test_a_game_is_named_by_its_own_files_and_its_registration_only(game):
    """Issue 32: any case, in any shared file under pyrapack/, tests/ and bench/ (comments
    aside); a file of one game names no other."""
    word = naming(game)
    named = sorted(str(p.relative_to(ROOT)) for p, text in shared_texts()
                   if game not in owners(p) and word.search(text))
    assert named == [registration(game)]


def test_the_naming_check_sees_any_case_and_no_comment(tmp_path):
    game = games.GAMES[0].id
    path = tmp_path / "probe.py"
    path.write_text(f"x = 1  # {game} in a comment\ny = '{game.swapcase()}'\n", encoding="utf-8")
    assert naming(game).search(without_comments(path))
    path.write_text(f"x = 1  # {game} in a comment\ny = 'a_{game}_b' + '{game}s'\n", encoding="utf-8")
    assert naming(game).search(without_comments(path)) and not naming(game).search(f"{game}s a{game}")
    path.write_text(f"x = 1  # {game} in a comment\n", encoding="utf-8")
    assert not naming(game).search(without_comments(path))


def python_files():
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


@functools.lru_cache(maxsize=None)
def syntax_tree(path):
    """The parsed module at ``path`` (the package's files, parsed once for all the checks here)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def module_of(path):
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(("pyrapack",) + (parts[:-1] if parts[-1] == "__init__" else parts))


def layer(module):
    """The UI layer of a dotted module name under ``pyrapack`` (None: below the UI or outside)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "pyrapack" and parts[1] in LAYERS else None


def imports(path):
    """The ``pyrapack`` modules ``path`` imports, wherever (a function's imports too), and the
    layers of the parts it asks the registry for (``.part("views", ...)``)."""
    tree = syntax_tree(path)
    package = module_of(path) if path.name == "__init__.py" else module_of(path).rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                yield ".".join(base + ([node.module] if node.module else []))
            elif node.module and node.module.startswith("pyrapack"):
                yield node.module
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name.startswith("pyrapack"))
        elif part_call(node):
            yield f"pyrapack.{node.args[0].value}"


def part_call(node):
    """A call of the registry's ``part`` (the game's module of a layer) naming its layer."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "part"
            and node.args and isinstance(node.args[0], ast.Constant))


def test_the_ui_layers_import_only_downwards():
    upwards = []
    for path in python_files():
        here = layer(module_of(path))
        if here is None:
            continue
        for target in imports(path):
            there = layer(target)
            if there is not None and LAYERS.index(there) > LAYERS.index(here):
                upwards.append(f"{path.relative_to(PACKAGE)} imports {target}")
    assert upwards == []


def test_every_part_asked_of_the_registry_names_its_layer():
    """So that the layers' check above sees it: ``part`` with a literal layer (or a language's)."""
    unnamed = []
    for path in python_files():
        for node in ast.walk(syntax_tree(path)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "part"
                    and not part_call(node) and path.name not in ("games.py", "merge.py")):
                unnamed.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert unnamed == []


def test_only_the_registry_imports_a_module_by_its_name():
    """Issue 32: four ways to find a game's module had grown; the registry is the one finder.
    The launcher's check of the third-party packages (``bootstrap/preflight.py``) names no
    module of ours."""
    found = []
    for path in python_files():
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(syntax_tree(path)):
            name = getattr(getattr(node, "func", None), "attr", None) or getattr(getattr(node, "func", None), "id", None)
            if isinstance(node, ast.Call) and name in BY_NAME:
                where = str(path.relative_to(PACKAGE))
                if where == "bootstrap/preflight.py" and "pyrapack" not in ast.get_source_segment(source, node):
                    continue
                found.append(f"{where}:{node.lineno} {name}")
    assert [f for f in found if not f.startswith("games.py:")] == []
    assert found  # the registry's own are seen


def test_the_game_scene_stays_slim():
    """GameScene is made of parts (input, turns, HUD, coaching): what it keeps fits in 250 lines."""
    (scene,) = [node for node in syntax_tree(PACKAGE / "scenes" / "game.py").body if isinstance(node, ast.ClassDef) and node.name == "GameScene"]
    assert scene.end_lineno - scene.lineno + 1 < 250


def attributes(path):
    """``(line, dotted name, how)``: each attribute ``path`` reads, writes ("store") or calls."""
    for node in ast.walk(syntax_tree(path)):
        if isinstance(node, ast.Attribute):
            how = "store" if isinstance(node.ctx, ast.Store) else "load"
            yield node.lineno, ast.unparse(node), how


def test_coaches_and_turns_use_the_scene_s_public_methods_only():
    """Issue 32: the lesson and puzzle coaches inserted the scene's buttons, relabelled its HUD,
    undid its match move by move and read its pass timer; the turns wrote the scene's status."""
    reaching = []
    for path in sorted((PACKAGE / "tutorial").glob("*.py")):
        for line, name, how in attributes(path):
            if (name.endswith((".pass_timer", "buttons.insert", "match.undo")) or (how == "store" and name.endswith(".label"))
                    or re.search(r"\bscene\.(_\w+|status)\b", name)):
                reaching.append(f"tutorial/{path.name}:{line} {name}")
    for line, name, how in attributes(PACKAGE / "scenes" / "turns.py"):
        if how == "store" and name.startswith("self.scene."):
            reaching.append(f"scenes/turns.py:{line} writes {name}")
    assert reaching == []


# -- one search core ---------------------------------------------------------------------------
CORE = "pyrapack/bots/negamax.py"  # the one negamax: every alpha-beta of the project is this one
#: a module may keep a recursion of its own only by saying why, in a module constant of this name
OWN_SEARCH = "OWN_SEARCH"
#: what the table-free prover must not use: the core, or the prover it checks
SECOND_METHOD = "pyrapack/puzzles/plain.py"
CORE_NAMES = {"negamax", "Negamax", "Prover", "Judge", "AlphaBeta", "alphabeta", "search_key"}


def negamaxes(tree):
    """``[(line, name)]``: the functions of ``tree`` that are a negamax, a recursion whose own
    call is negated (``-self.value(child, ...)``) or is handed a negated window
    (``self.value(child, depth - 1, -beta, -alpha)``)."""
    found = []
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        nodes = list(ast.walk(function))
        negated = {id(node.operand) for node in nodes if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)}
        for node in nodes:
            if not isinstance(node, ast.Call):
                continue
            callee = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
            if callee == function.name and (id(node) in negated or any(
                    isinstance(arg, ast.UnaryOp) and isinstance(arg.op, ast.USub)
                    and isinstance(arg.operand, ast.Name) for arg in node.args)):
                found.append((function.lineno, function.name))
                break
    return found


def search_files():
    """The code that may search: the package, the benches and the tools (the tests' exhaustive
    solvers are second methods, written apart on purpose)."""
    for folder in ("pyrapack", "bench", "tools"):
        yield from sorted(p for p in (ROOT / folder).rglob("*.py") if "__pycache__" not in p.parts)


def own_search(tree):
    """The reason a module gives for a search of its own (``OWN_SEARCH = "..."``), or None."""
    for node in tree.body:
        if (isinstance(node, ast.Assign) and any(getattr(t, "id", None) == OWN_SEARCH for t in node.targets)
                and isinstance(node.value, ast.Constant) and str(node.value.value).strip()):
            return node.value.value
    return None


def test_one_search_core():
    """Issue 41: negamax with alpha-beta had been written six times (the bots, two solvers, the
    prover, the bench's reference), most repeating the extra-turn rule. It lives in the core
    alone; a module that keeps a recursion of its own says why (``OWN_SEARCH``)."""
    seconds, own = [], []
    for path in search_files():
        where = str(path.relative_to(ROOT))
        tree = syntax_tree(path)
        found = negamaxes(tree)
        if where == CORE:
            assert found, "the core's own negamax is not seen: the check is blind"
        elif found and own_search(tree):
            own.append(where)
        elif found:
            seconds += [f"{where}:{line} {name}: a second negamax (use {CORE})" for line, name in found]
    assert seconds == []
    assert len(own) <= 1, f"searches of their own are spreading again: {own}"


def test_the_negamax_check_sees_a_deliberate_one():
    """The check above fails on a second negamax, written either way, and not on a minimax."""
    negated = "class S:\n    def value(self, s, a, b):\n        return max(-self.value(c, -b, -a) for c in s)\n"
    window = "def score(s, d, a, b):\n    v = score(s, d - 1, -b, -a)\n    return -v\n"
    minimax = "def mm(s, me):\n    return max(mm(c, me) for c in s) if me else min(mm(c, me) for c in s)\n"
    assert negamaxes(ast.parse(negated)) == [(2, "value")]
    assert negamaxes(ast.parse(window)) == [(1, "score")]
    assert negamaxes(ast.parse(minimax)) == []


def test_the_table_free_prover_shares_nothing_with_the_core():
    """The puzzles' second prover checks the core's answers: it must not use the core, nor the
    prover it checks (a bug shared would agree with itself)."""
    tree = syntax_tree(ROOT / SECOND_METHOD)
    used = {getattr(node, "id", None) or getattr(node, "attr", None) for node in ast.walk(tree)}
    used |= {alias.name.rsplit(".", 1)[-1] for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
             for alias in node.names}
    used |= {node.module.rsplit(".", 1)[-1] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert used & CORE_NAMES == set()
    assert negamaxes(tree) == []
