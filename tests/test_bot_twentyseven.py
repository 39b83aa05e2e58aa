"""27's public AI as the bench plays it (issue 33): its evaluation and its move order, as
described, on a position worked out by hand"""

from pyrapack.bots import twentyseven as bot
from pyrapack.rules import twentyseven as rules

# White's goal (cell 9) holds 5 pawns, Black's (cell 1) 2; White tops cells 2, 3 and 8
# (3 + 2 + 1 pawns), Black cells 4 and 6 (3 + 2) and 9
POSITION = "RBB GWWW GBW GWWB G GBB G GW RWWBBB"


def test_the_public_ai_scores_its_own_side_only():
    for to_move in (0, 1):
        state = rules.State.from_text(POSITION, to_move)
        assert bot.public_score(state, 0) == 5 * (5 - 2) + 3 + 2 + 1  # Black's stacks not subtracted
        assert bot.public_score(state, 1) == 5 * (2 - 5) + 3 + 2


def test_the_public_ai_generates_its_moves_from_its_start_outward_fewest_pawns_first():
    white = rules.State.from_text(POSITION, 0)
    assert [(m.from_cell, m.count) for m in bot.public_moves(white)] == [
        (1, 1), (1, 2), (1, 3), (2, 1), (2, 2)]
    black = rules.State.from_text(POSITION, 1)
    assert [(m.from_cell, m.count) for m in bot.public_moves(black)] == [
        (8, 1), (8, 2), (8, 3), (8, 4), (8, 5), (5, 1), (5, 2)]

