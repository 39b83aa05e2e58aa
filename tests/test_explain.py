"""The hint explains itself: one line, from the catalogue, saying what the move does.

Positions are found in seeded random games: the first move with the property at hand
(a capture, a square, a tower won...) must be explained by it.
"""

import random
import string

import pytest

from pyrapack import games, i18n
from pyrapack.bots.explain import explain
from pyrapack.i18n import catalogue
from pyrapack.rules import pyramida, pyraos


def random_moves(game, seed, count=60, plies=200):
    """(state, move) for every move of the first ``plies`` positions of ``count`` seeded
    random games."""
    rules, rng = games.get(game).rules, random.Random(seed)
    variants = getattr(rules, "VARIANTS", (None,))
    for k in range(count):
        options = {} if variants[0] is None else {"variant": variants[k % len(variants)]}
        state = rules.new_game(**options)
        for _ in range(plies):
            if state.is_over:
                break
            moves = state.legal_moves()
            for move in moves:
                yield state, move
            state = state.play(rng.choice(moves))


def first(game, wanted):
    """The first random (state, move) for which ``wanted(state, move)`` holds."""
    return next((s, m) for s, m in random_moves(game, f"explain-{game}") if wanted(s, m))


def fields(text):
    forms = text.values() if isinstance(text, dict) else [text]
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_every_explanation_is_a_catalogue_text_with_its_values(game):
    seen = set()
    for state, move in random_moves(game, "explain-all", count=8, plies=60):
        reason = explain(game, state, move)
        if reason is None:
            continue
        key, values = reason
        seen.add(key)
        assert key.startswith("bots.why.") and key in catalogue("en") and key in catalogue("fr")
        assert fields(catalogue("en")[key]) == set(values), key
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            assert "{" not in i18n.t(key, **values)
    i18n.set_language("en")
    assert seen  # some moves of every game are explained


def test_a_finished_game_or_an_illegal_move_has_no_explanation():
    state = games.get("pyraos").rules.new_game()
    assert explain("pyraos", state, pyraos.Move((0, 0, 0), (1, 0, 0))) is None
    state, move = first("pyraos", lambda s, m: s.play(m).is_over)
    assert explain("pyraos", state.play(move), move) is None


def test_pyramidames_captures_say_how_many_pawns():
    state, move = first("pyramidames", lambda s, m: m.is_capture and not s.play(m).is_over)
    assert explain("pyramidames", state, move) == ("bots.why.pyramidames.captures",
                                                   {"n": len(state.captured(move))})


def test_pyramidames_far_row_wins():
    state, move = first("pyramidames", lambda s, m: s.play(m).outcome == "reached the far row")
    assert explain("pyramidames", state, move)[0] == "bots.why.pyramidames.far_row"


def test_27_moves_home_and_tower_wins():
    def home(s, m):
        return not m.is_pass and not s.play(m).is_over and s.destination(m) == s.goal(s.to_move)

    state, move = first("twentyseven", home)
    assert explain("twentyseven", state, move)[0] in ("bots.why.twentyseven.home",
                                                     "bots.why.no_move")

    def tower(s, m):
        return (not m.is_pass and not s.play(m).is_over and s.destination(m) != s.goal(s.to_move)
                and s.owner(s.destination(m)) == 1 - s.to_move
                and not all(r.is_pass for r in s.play(m).legal_moves()))

    state, move = first("twentyseven", tower)
    height = len(state.cells[state.destination(move)]) - 1 + move.count
    assert explain("twentyseven", state, move) == ("bots.why.twentyseven.tower", {"n": height})


def test_27_leaving_the_opponent_without_a_move_says_so():
    state, move = first("twentyseven", lambda s, m: not s.play(m).is_over and all(
        r.is_pass for r in s.play(m).legal_moves()))
    assert explain("twentyseven", state, move) == ("bots.why.no_move", {})


def test_27_a_winning_last_move_gives_the_score():
    def wins(s, m):
        after = s.play(m)
        return after.is_over and after.winner == s.to_move

    state, move = first("twentyseven", wins)
    after = state.play(move)
    p = state.to_move
    assert explain("twentyseven", state, move) == (
        "bots.why.twentyseven.wins", {"mine": after.score(p), "theirs": after.score(1 - p)})


def test_pyraos_squares_raises_and_blocks():
    state, move = first("pyraos", lambda s, m: s.variant == "standard" and m.take)
    assert explain("pyraos", state, move) == ("bots.why.pyraos.square", {"n": len(move.take)})
    state, move = first("pyraos", lambda s, m: s.variant == "advanced" and m.take and all(
        len({r for _, r, _ in f}) == 1 for f in s.formations(m)))
    assert explain("pyraos", state, move)[0] == "bots.why.pyraos.line"
    state, move = first("pyraos", lambda s, m: m.is_raise and not m.take)
    assert explain("pyraos", state, move) == ("bots.why.pyraos.raise", {})

    def blocks(s, m):
        if not m.is_place or m.take:
            return False
        # the same spot for the opponent would complete their formation
        swapped = pyraos.State.from_dict({**s.to_dict(), "to_move": 1 - s.to_move})
        return any(x.take for x in swapped.legal_moves() if x.dst == m.dst)

    state, move = first("pyraos", blocks)
    assert explain("pyraos", state, move) == ("bots.why.pyraos.blocks", {})


def test_pyramida_exits_and_attacks():
    state, move = first("pyramida", lambda s, m: m.dst == pyramida.APEX and not s.play(m).is_over)
    assert explain("pyramida", state, move) == ("bots.why.pyramida.off", {})
    state, move = first("pyramida", lambda s, m: s.attack_kind(m) == "column")
    assert explain("pyramida", state, move) == ("bots.why.pyramida.column",
                                                {"stone": move.push_stone})
    state, move = first("pyramida", lambda s, m: s.attack_kind(m) == "contact" and m.push_to)
    assert explain("pyramida", state, move) == ("bots.why.pyramida.contact",
                                                {"stone": move.push_stone})
