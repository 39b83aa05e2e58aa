"""Pyramida puzzles: a forced race to the apex within ``RULE.depth`` plies.

No solver reaches the end of a Pyramida game, so a puzzle's claims are bounded: its moves
win by force within that many plies (every line of the search ends with the last stone
off), and no other move of the solver forces a win within as many. Extra moves count as
plies. The player who repeats a position for the third time loses: a value rests on the
line's history, so the prover keys its table on it too (the rules' ``history_key``).

Symmetry: the pyramid is the same seen in a mirror (file f and file 22 - f), so a position
and its mirror image are one puzzle.
"""

from .proof import Rule

RULE = Rule(depth=7, nodes=300_000)


def _mirror(cell):
    return f"{chr(96 + 22 - (ord(cell[0]) - 96))}{cell[1:]}"


def canonical(state):
    """The smaller of the position's key and its mirror image's."""
    data = state.to_dict()

    def key(mirror):
        side = {c: sorted(_mirror(x) if mirror else x for x in data[c]) for c in ("white", "black")}
        return f"{data['to_move']}|{side['white']}|{side['black']}|{data['exited']}"

    return min(key(False), key(True))


def promising(state):
    """Worth a search for a forced win within ``RULE.depth`` plies: the mover has three stones
    off already (the others cannot all get off in time). Only the generator asks."""
    return state.exited[state.to_move] >= 3


PER_GAME = 8  # puzzles from one game at most (its games are long: the generator's setting)
