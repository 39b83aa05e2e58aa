"""Entering a move as a sequence of clicks, the same way in every game.

A game scene says, for each legal move, which click sequences enter it (a
sequence is a tuple of hashable *targets*: a stone, a cell, a ball to take
back...). ``MoveInput`` keeps the clicks so far, narrows the legal moves to
those still compatible, tells which targets may come next, and reports a
move once the clicks complete one. No rule lives here: only the rules
module knows what is legal.
"""


class MoveInput:
    def __init__(self, sequences):
        """``sequences`` maps each legal move to a list of click sequences that enter it."""
        self.sequences = {move: [tuple(seq) for seq in seqs] for move, seqs in sequences.items()}
        self.clicks = ()

    def _matching(self, clicks=None):
        clicks = self.clicks if clicks is None else clicks
        n = len(clicks)
        return [(move, seq) for move, seqs in self.sequences.items()
                for seq in seqs if seq[:n] == clicks]

    @property
    def next_targets(self):
        """Targets that would extend the clicks so far towards some legal move."""
        n = len(self.clicks)
        return {seq[n] for _, seq in self._matching() if len(seq) > n}

    @property
    def first_targets(self):
        return {seq[0] for seqs in self.sequences.values() for seq in seqs if seq}

    @property
    def complete(self):
        """Legal moves whose sequence is exactly the clicks so far."""
        return sorted({move for move, seq in self._matching() if len(seq) == len(self.clicks)}, key=str)

    @property
    def candidates(self):
        """Legal moves still compatible with the clicks so far."""
        return list(dict.fromkeys(move for move, _ in self._matching()))

    def candidates_after(self, target):
        """Legal moves a click on ``target`` would leave (it extends the clicks so far)."""
        return list(dict.fromkeys(move for move, _ in self._matching(self.clicks + (target,))))

    @property
    def needs_confirmation(self):
        """True when the clicks already enter a move but could also go on (an optional choice)."""
        return bool(self.complete) and bool(self.next_targets)

    def click(self, target):
        """Register a click; returns ``("play", move)``, ``("more", None)`` or ``("reject", None)``.

        Clicking the last clicked target again steps back; clicking a target that
        starts a different move starts over from it.
        """
        if self.clicks and target == self.clicks[-1]:
            self.clicks = self.clicks[:-1]
            return "more", None
        if target in self.next_targets:
            self.clicks += (target,)
        elif target in self.first_targets:
            self.clicks = (target,)
        else:
            return "reject", None
        complete = self.complete
        if len(complete) == 1 and not self.next_targets:
            return "play", complete[0]
        return "more", None

    def confirm(self):
        """Play the move the clicks already enter, skipping the optional rest."""
        complete = self.complete
        return complete[0] if len(complete) == 1 else None

    def reset(self):
        self.clicks = ()

    def sequence_of(self, move):
        seqs = self.sequences.get(move)
        return seqs[0] if seqs else ()
