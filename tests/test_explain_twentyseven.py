"""27's hints explain themselves: the first move of a seeded random game with the
property at hand is explained by it."""

from test_explain import first

from pyrapack.bots.explain import explain


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
