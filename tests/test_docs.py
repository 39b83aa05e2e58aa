"""What a fresh clone's reader finds: the README's paths exist, the rules pages are there, and
every JSON example in them is a position, move or saved game the rules modules accept."""

import json
import re
import subprocess
from pathlib import Path

import pytest
from readme import described_games

from pyrapack import games
from pyrapack.rules.record import replay

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules"
MADE_BY_COMMANDS = (".venv/", "dist/", "build/", "~/", "%")  # created by the README's commands


def in_a_fresh_clone():
    """The files a clone has: git's tracked files (or, without git, what is on disk)."""
    try:
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                                check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        return {str(p.relative_to(ROOT)) for p in ROOT.rglob("*")}
    folders = {str(Path(f).parents[i]) for f in listed for i in range(len(Path(f).parts) - 1)}
    return set(listed) | folders


def paths_named(markdown):
    """Words of the README that name a file or folder of the project."""
    spans = re.findall(r"`([^`\n]+)`", markdown) + re.findall(r"\]\(([^)\s]+)\)", markdown)
    spans += re.findall(r"```\w*\n(.*?)```", markdown, re.S)
    for span in spans:
        for word in re.split(r"[\s]+", span):
            word = word.strip("'\",;:()")
            if re.fullmatch(r"[\w.~%-]+(/[\w.-]*)+|[\w-]+\.(py|txt|md|toml|png|cfg)", word) \
                    and not word.startswith(("http", "-")):
                yield word.rstrip("/")


def test_every_path_the_readme_names_is_in_a_fresh_clone():
    have = in_a_fresh_clone()
    named = set(paths_named((ROOT / "README.md").read_text(encoding="utf-8")))
    assert {"main.py", "requirements.txt", "docs/rules", "tools/build_app.py"} <= named
    missing = sorted(p for p in named if not p.startswith(MADE_BY_COMMANDS) and p not in have)
    assert missing == []


def test_the_readmes_commands_use_the_venvs_python():
    """As the Play command does: a bare python or pip is whichever comes first on PATH, often the
    system's, which has no pygame-ce and whose packages are not ours to change."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    spans = re.findall(r"```\w*\n(.*?)```", readme, re.S) + re.findall(r"(?<!`)`([^`\n]+)`(?!`)", readme)
    commands = [part.strip() for span in spans for part in re.split(r"&&|\n", span)]
    bare = [c for c in commands if re.match(r"(python|pip|py)[\d.]*(\s|$)", c)]
    assert bare == ["python3 -m venv .venv"] * len(bare)  # only the command that makes .venv


def test_nothing_points_outside_the_clone():
    """No path into the developers' ../shared/ folder, which a player's clone does not have."""
    outside = re.compile(r"\.\./shared|shared/(rules|seeds)|(?<!docs/)rules/README\.md")
    found = []
    for folder in ("pyrapack", "tests", "tools", "bench", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".md") and path.name != "test_docs.py":
                found += [f"{path.relative_to(ROOT)}: {m[0]}" for m in outside.finditer(path.read_text("utf-8"))]
    found += [f"README.md: {m[0]}" for m in outside.finditer((ROOT / "README.md").read_text("utf-8"))]
    assert found == []


def test_each_game_has_its_rules_page_beside_its_package_and_the_index_names_none():
    """Issue 32: a new game's page is its own file; the index says where pages are, not which."""
    for info in games.GAMES:
        assert info.rules_page().is_file(), info.id
        assert info.rules_page().parent == RULES or info.package != "pyrapack"
    assert {p.stem for p in RULES.glob("*.md")} - {"README"} == {i.id for i in games.GAMES if i.package == "pyrapack"}
    index = (RULES / "README.md").read_text(encoding="utf-8")
    assert not re.search(r"\]\(\w+\.md\)", index)


def test_every_game_the_readme_describes_to_players_is_whole():
    """A game is written part by part (docs/adding-a-game.md), the suite green at each step; the
    games the README describes (their names in bold under "The games") have every part."""
    described = described_games()
    assert described
    assert {info.id: info.problems() for info in described} == {info.id: [] for info in described}


def test_the_doc_s_steps_name_the_parts_in_order_and_the_bot_hooks_the_shared_code_asks_for():
    """Issue 41: the doc's list of bot hooks differed from protocol.py's (``key`` and ``SEARCH``
    in one, ``tally`` in neither); the doc now keeps the one list (protocol.py has none): every
    hook it names is read by the shared code (pyrapack/, bench/), and every one the shared code
    asks a bot part for by name is there. Its steps go in the order the parts are written."""
    doc = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    hooks = re.search(r"any of these hooks, which the shared code reads \(([^)]*)\)", doc)
    assert hooks, "the bot part's step lists its hooks"
    listed = re.findall(r"`(\w+)`", hooks.group(1))
    shared = "\n".join(p.read_text(encoding="utf-8") for folder in ("pyrapack", "bench")
                       for p in sorted((ROOT / folder).rglob("*.py")))
    assert [h for h in listed if not re.search(rf"[\"']{h}[\"']|\.{h}\b", shared)] == []
    asked = set(re.findall(r"part\(\"bots\"\)[^,\n]*, \"(\w+)\"", shared)) - {"evaluate"}
    assert asked and sorted(asked - set(listed)) == []
    steps = [re.findall(r"`pyrapack/(\w+)[/.]", step) for step in re.split(r"\n\d+\. ", doc)[1:]]
    layers = [found[0] for found in steps if found]
    assert layers == ["rules", "locale", "words", "views", "scenes", "bots", "guide", "tutorial", "puzzles"]


def json_examples(page):
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", page.read_text("utf-8"), re.S)]


PAGES = [RULES / "README.md"] + [info.rules_page() for info in games.GAMES]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_the_json_examples_are_what_the_rules_modules_read_and_write(page):
    """A saved game replays; a position reads and writes back the same; a move does too, and is
    legal in the position shown just before it."""
    examples = json_examples(page)
    assert examples, page.name
    game = page.stem if page.stem != "README" else None
    position = None
    for data in examples:
        if "format" in data:
            assert replay(data)[0].GAME == (game or data["game"])
        elif "to_move" in data:
            position = games.get(data["game"]).rules.State.from_dict(data)
            assert position.to_dict() == data
        else:
            move = games.get(game).rules.Move.from_dict(data)
            assert move.to_dict() == data
            assert position is not None and move in position.legal_moves(), data


# -- issue 25, item 9: the README says what the app does ---------------------------------------------
def readme_text():
    return " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())


def test_the_readme_says_a_second_pyrapack_asks_before_opening_read_only():
    from pyrapack.i18n import catalogue

    said = readme_text()
    second = said[said.index("a second PyraPack"):][:200].lower()
    assert "asks" in second and catalogue("en")["locked.read_only"].lower() in second and "quit" in second


def test_the_readme_says_where_exports_go_without_a_documents_folder():
    said = readme_text()
    export = said[said.index("**Export**"):][:400]
    assert "`exports`" in export and "no Documents folder" in export and "--data-dir" in export


def test_the_readme_pictures_show_the_sound_a_first_start_shows(tmp_path, monkeypatch):
    """The menu's picture said "Sound: off" where a first start says "Sound: on"."""
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import screenshots

    from pyrapack.app import App
    from pyrapack.launch import Launch

    shown = {}
    for name, launch in (("picture", screenshots.first_start(str(tmp_path / "a"), (960, 600), "en")),
                         ("first start", Launch(data_dir=str(tmp_path / "b"), size=(960, 600), language="en"))):
        app = App(launch)
        try:
            shown[name] = app.top.mute.text()
        finally:
            app.quit()
            app.shutdown()
    assert shown["picture"] == shown["first start"] == "Sound: on"


def test_the_readme_s_word_on_beginner_and_the_newcomer_is_what_the_bench_measured():
    """Issue 44, item 5: the README said the careful newcomer "wins most games" against Beginner in
    a game where a tester went 20–20 in 40. It says where the figures are, and claims none
    of its own (they are measured again from time to time: bench/RESULTS.md)."""
    text = readme_text()
    sentence = next(s for s in re.split(r"(?<=\.) ", text) if "newcomer who looks at your answers" in s)
    assert "`bench/RESULTS.md`" in sentence
    assert not re.search(r"\b(most|more than|wins|loses|beats it in)\b", sentence.split("newcomer", 1)[1]), sentence
