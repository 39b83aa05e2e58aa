"""The rules modules stay pure: no pygame, no I/O, so bots and tests use them anywhere."""

import ast
import pathlib
import subprocess
import sys

import pytest

RULES = pathlib.Path(__file__).resolve().parents[1] / "pyrapack" / "rules"
FORBIDDEN_MODULES = {"pygame", "os", "io", "pathlib", "shutil", "socket", "subprocess", "tempfile", "json"}
FORBIDDEN_CALLS = {"open", "print", "input"}


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda p: p.name)
def test_rules_module_imports_and_calls_nothing_impure(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name.split(".")[0] for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [(node.module or "").split(".")[0]] if node.level == 0 else []
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path.name} calls {node.func.id}()"
            continue
        else:
            continue
        assert not FORBIDDEN_MODULES & set(names), f"{path.name} imports {names}"


def test_importing_every_rules_module_loads_no_pygame():
    code = (
        "import sys\n"
        "from pyrapack import games\n"
        "for g in games.GAMES: g.part('rules')\n"
        "import pyrapack.rules.record, pyrapack.bots.engine, pyrapack.bots.worker, pyrapack.match\n"
        "print('pygame' in sys.modules)\n"
    )
    root = str(RULES.parents[1])
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=True)
    assert out.stdout.strip() == "False"
