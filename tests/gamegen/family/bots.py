"""The bot part of every generated game: the count of stones (more is better, or fewer in the
reverse variant) and a little room to place them."""


def tally(state, player):
    """The count its lesson teaches: the player's stones (their opponent's in the reverse game)."""
    return -state.stones(player) if state.variant == "reverse" else state.stones(player)


def evaluate(state):
    """For the player to move: their tally less the opponent's, and a tenth of a stone per cell
    more they may place on."""
    me = state.to_move
    room = len(state.placements(me)) - len(state.placements(1 - me))
    return tally(state, me) - tally(state, 1 - me) + 0.1 * room
