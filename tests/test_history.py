"""``rules.History``, the counted positions of the repetition rules: it counts as a plain
counter does, along every branch, and a long game costs memory in proportion to its length."""

import collections
import sys
import tracemalloc

from hypothesis import given
from hypothesis import strategies as st

from pyrapack.rules import NO_HISTORY, History


@given(st.lists(st.tuples(st.integers(0, 12), st.integers(0, 200)), max_size=300))
def test_history_counts_as_a_counter_along_every_branch(steps):
    """Each step adds a position (0..12, so that many recur) to the history ``back`` steps ago:
    branches share their past and never see each other's positions."""
    lines = [(NO_HISTORY, collections.Counter())]
    for key, back in steps:
        history, counter = lines[max(0, len(lines) - 1 - back)]
        history, count = history.add(key)
        counter = counter + collections.Counter([key])
        assert count == counter[key]
        lines.append((history, counter))
    for history, counter in lines:
        assert history.size() == sum(counter.values())
        assert history.positions() == set(counter)
        assert all(history.count(key) == counter[key] for key in range(14))


@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 60)), max_size=120))
def test_history_keys_are_equal_exactly_when_the_counts_are(steps):
    """``key()`` (a search's table key): two histories of any branches, built in any order, have
    equal keys, with equal hashes, exactly when they met the same positions as often."""
    lines = [(NO_HISTORY, collections.Counter())]
    for key, back in steps:
        history, counter = lines[max(0, len(lines) - 1 - back)]
        lines.append((history.add(key)[0], counter + collections.Counter([key])))
    for history, counter in lines[-12:]:
        assert history.counts() == counter
        for other, others in lines:
            same = counter == others
            assert (history.key() == other.key()) == same
            assert not same or hash(history.key()) == hash(other.key())
            # and were two hashes ever to agree, the counts would still tell the histories apart
            assert (collided(history).key() == collided(other).key()) == same


def collided(history):
    """``history`` with its hash replaced by 0 (the counts left as they are)."""
    return tuple.__new__(History, (history[0], history[1], 0))


def test_a_long_line_of_histories_costs_memory_in_proportion_to_its_length():
    """Every state of a game keeps its history: 20,000 of them, each one position longer, hold
    a few dict entries per position, not a copy of the past each (which is 200 million)."""
    keys = [1 << 200 | n for n in range(20_000)]  # positions as the games key them: large numbers
    tracemalloc.start()
    try:
        line, history = [], NO_HISTORY
        for key in keys:
            history, _ = history.add(key)
            line.append(history)
        size, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    per_position = size / len(keys)
    assert per_position < 1_000, per_position  # bytes: a copy of the past each would be about 40 MB apiece
    assert sys.getsizeof(line) < size
