"""Every rules module reads positions and moves from JSON the same way: ValueError, never a crash.

Valid dicts come from seeded random games; each of their parts is then swapped for a value of
the wrong kind (a float or a bool where an int was, null, text, lists, huge numbers...).
"""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyrapack import games

JUNK = [0.0, 1.0, 2.5, True, False, None, "0", "", [], [0], {}, {"a": 1}, -1, 10**40, -(10**40)]
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=4),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                max_size=4),
                    max_leaves=12)


def samples(game, count=30, seed=3):
    """(kind, dict) pairs from a seeded random game: positions and the moves played in them."""
    rules = games.get(game).rules
    rng = random.Random(seed)
    state, found = rules.new_game(), []
    for _ in range(count):
        if state.is_over:
            break
        move = rng.choice(state.legal_moves())
        found += [("State", state.to_dict()), ("Move", move.to_dict())]
        state = state.play(move)
    return found


def paths(value, path=()):
    """Every place inside a JSON value, as a tuple of keys and indexes."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, path + (index,))


def replaced(value, path, new):
    if not path:
        return new
    if isinstance(value, dict):
        return {k: replaced(v, path[1:], new) if k == path[0] else v for k, v in value.items()}
    return [replaced(v, path[1:], new) if i == path[0] else v for i, v in enumerate(value)]


def at(value, path):
    for key in path:
        value = value[key]
    return value


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_any_part_of_a_position_or_move_swapped_for_junk_raises_value_error_only(game):
    rules = games.get(game).rules
    for kind, data in samples(game):
        parse = getattr(rules, kind).from_dict
        for path in paths(data):
            for junk in JUNK:
                try:
                    parse(replaced(data, path, junk))
                except ValueError:
                    pass


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_a_number_that_is_not_an_int_is_refused_where_an_int_belongs(game):
    """0.0, 1.0, True and False look like 0 and 1 to Python; a record holding them is not ours."""
    rules = games.get(game).rules
    for kind, data in samples(game):
        parse = getattr(rules, kind).from_dict
        for path in paths(data):
            value = at(data, path)
            if type(value) is not int:
                continue
            for lookalike in (float(value), value == 1):
                if lookalike is False and value != 0:
                    continue
                with pytest.raises(ValueError):
                    parse(replaced(data, path, lookalike))


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_to_move_as_a_float_or_a_bool_is_a_value_error(game):
    rules = games.get(game).rules
    position = rules.new_game().to_dict()
    for bad in (0.0, 1.0, True, False):
        with pytest.raises(ValueError):
            rules.State.from_dict(dict(position, to_move=bad))


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
@given(data=JSON)
def test_arbitrary_json_is_refused_with_value_error(game, data):
    rules = games.get(game).rules
    for parse in (rules.State.from_dict, rules.Move.from_dict):
        try:
            parse(data)
        except ValueError:
            pass


@pytest.mark.parametrize("game", [g.id for g in games.GAMES])
def test_a_dict_with_keys_that_are_not_text_is_a_value_error(game):
    """Issue 24, item 13: a game raised TypeError (its message sorted the keys, 1 against "from")."""
    rules = games.get(game).rules
    for kind, data in samples(game, count=6):
        parse = getattr(rules, kind).from_dict
        for extra in ({1: 2}, {None: 0}, {(0, 1): "x"}):
            with pytest.raises(ValueError):
                parse({**data, **extra})
