"""The type check is part of the test command, and every rules module asks to be held to the
rules protocol (``pyrapack/rules/protocol.py``): mypy does the checking, before the tests; these
make sure it keeps being asked."""

import ast
import pathlib
import re

import pytest

from pyrapack import games

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_ci_runs_the_readmes_test_command_and_it_type_checks_before_the_tests():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = re.search(r"## Test\n\n```sh\n(.+)\n```", readme)[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    assert ci[-1] == command
    steps = command.split(" && ")
    assert steps[-2:] == [".venv/bin/python -m mypy", ".venv/bin/python -m pytest"]


def held_to_the_protocol(path, name):
    """Whether the rules module at ``path`` (module ``name``) ends by having the type checker hold
    itself to ``Rules``: under ``if TYPE_CHECKING:``, ``from . import <name> as X`` and
    ``_rules: Rules[Move] = X``."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            itself = {alias.asname or alias.name for block in node.body if isinstance(block, ast.ImportFrom)
                      and block.level == 1 and not block.module for alias in block.names if alias.name == name}
            for block in node.body:
                if (isinstance(block, ast.AnnAssign) and isinstance(block.annotation, ast.Subscript)
                        and isinstance(block.annotation.value, ast.Name) and block.annotation.value.id == "Rules"
                        and isinstance(block.value, ast.Name) and block.value.id in itself):
                    return True
    return False


@pytest.mark.parametrize("info", [info for info in games.GAMES if info.package == "pyrapack"], ids=lambda i: i.id)
def test_every_rules_module_of_the_package_is_held_to_the_rules_protocol(info):
    """The package's games (mypy checks ``pyrapack/`` only; a game kept elsewhere is its own)."""
    assert held_to_the_protocol(ROOT / "pyrapack" / "rules" / f"{info.id}.py", info.id)


def test_the_protocol_check_is_recognised_only_when_it_names_the_module_itself(tmp_path):
    ends = {
        True: "if TYPE_CHECKING:\n    from . import game as _m\n    from .protocol import Rules\n\n"
              "    _rules: Rules[Move] = _m\n",
        False: "if TYPE_CHECKING:\n    from . import other as _m\n    _rules: Rules[Move] = _m\n",
    }
    for expected, end in ends.items():
        path = tmp_path / "game.py"
        path.write_text("from typing import TYPE_CHECKING\n\n" + end, encoding="utf-8")
        assert held_to_the_protocol(path, "game") is expected
