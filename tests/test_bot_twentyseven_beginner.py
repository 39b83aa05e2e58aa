"""27's Beginner (issue 40): its one-ply look scores the position it leaves from its own side
only: the lesson's count, the stacks it owns, the pawns it can bring home next move, the
contested towers it would have the last word on (``bots/twentyseven/beginner.py``). Values
worked out by hand."""

from pyrapack.bots import engine, twentyseven as part
from pyrapack.bots.search import Search
from pyrapack.bots.twentyseven import beginner
from pyrapack.rules import twentyseven as rules


def _look(name):
    return Search(part, engine.level_for("twentyseven", name)).evaluate


# Black to move, White has just moved. White owns cells 2, 6 and its goal 8 (three stacks: it
# moves 3 cells), whose nine pawns count for it; Black owns cell 5 and nothing is on its goal
TOWER = rules.State.from_text("R G GWWWW G G GBBB GWW G RBBBBBBWWW", to_move=1)
# the same, Black's three pawns on cell 4 instead: no tower can be landed on
NO_TOWER = rules.State.from_text("R G GWWWW G GBBB G GWW G RBBBBBBWWW", to_move=1)


def test_beginner_scores_a_leaf_by_its_own_look_and_the_other_levels_by_the_evaluation():
    assert _look("beginner") is part.beginner_value
    for name in engine.LEVELS:
        if name != "beginner":
            assert _look(name) is part.evaluate, name


def test_beginner_counts_the_pawns_home_and_its_stacks():
    """White's count is 9 - 0; it owns three stacks; nothing is contested (White's 4 pawns on
    cell 2 would land on cell 5, Black's 3 on cell 4 on cell 3): negated, for Black to move."""
    assert beginner.beginner_value(NO_TOWER) == -(9 * beginner.COUNT + 3 * beginner.STACKS)


def test_beginner_counts_the_tower_it_would_take():
    """Black's tower on cell 5 (3 pawns) is within reach of White's 4 pawns on cell 2, and
    Black has none to drop there: White has the last word on it."""
    assert beginner.beginner_value(TOWER) == -(9 * beginner.COUNT + 3 * beginner.STACKS
                                               + 3 * beginner.TOWERS)


def test_beginner_weighs_a_move_by_what_it_leaves_itself():
    """Black moves one pawn from cell 5 to cell 4 (one cell: it owned one stack). Judged for
    Black, who just moved: its count 0 - 9, two stacks now (it moves 2 cells), and White's
    4-pawn tower on cell 2 within reach of Black's pawn on cell 4 with no pawn of White's able to
    drop there: Black would have the last word (White, to move, would have won a tie)."""
    after = TOWER.play(rules.Move(5, 1))
    assert after.to_text() == "R G GWWWW G GB GBB GWW G RBBBBBBWWW"
    assert beginner.beginner_value(after) == -(-9 * beginner.COUNT + 2 * beginner.STACKS
                                               + 4 * beginner.TOWERS)


def test_beginner_counts_the_pawns_it_can_bring_home_next_move():
    """White's two pawns on cell 5 are three cells (its three stacks) from its goal."""
    ready = rules.State.from_text("R G GWWWW G GBBB GWW G G RBBBBBBWWW", to_move=1)
    assert beginner.beginner_value(ready) == -(9 * beginner.COUNT + 3 * beginner.STACKS
                                               + 2 * beginner.READY)
