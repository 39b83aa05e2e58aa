"""A move entered on a board view, click by click: the same rules in every game.

``BoardInput`` joins a position's ``MoveInput`` (``clicks.py``: which click sequences enter
which legal move) to the board view that says what a point hits. It answers what a click
does, which targets a click may reach now, and the marks of the move being entered.

One rule for stray clicks, in every game: once the piece and where it goes are chosen and
the move still needs a choice (the stone an attack pushes, the balls a formation takes back,
the next landing of a capture), a click that continues nothing keeps the move being entered
and is explained; clicking the last target again steps back. Before that, a click elsewhere
on the board drops the selection (and is explained when it hit something).
"""

from dataclasses import dataclass

from ..clicks import MoveInput
from ..ui.focus import Stop
from ..ui.marks import Marks, entering, hinting


@dataclass(frozen=True)
class Click:
    """What a click did: ``"play"`` (``move`` is complete), ``"more"`` (the move goes on),
    ``"refused"`` (``targets`` were hit but continue nothing; ``kept`` the move being entered
    stays) or ``"missed"`` (off the board, or a click that only dropped a selection).
    ``before``: the clicks of the move being entered when the click came."""

    result: str
    move: object = None
    targets: tuple = ()
    kept: bool = False
    before: tuple = ()


class BoardInput:
    def __init__(self, view):
        self.view = view
        self.state = None
        self.entry = MoveInput({})
        self._marks = (None, None, None)  # (entry, clicks, marks) of the move being entered

    def start(self, state, moves):
        """A new position where ``moves`` may be entered (none: no input now); a pass is not
        entered by clicks, it plays itself."""
        self.state = state
        moves = [m for m in moves if not getattr(m, "is_pass", False)]
        self.entry = MoveInput(self.view.click_sequences(state, moves) if moves else {})

    @property
    def clicks(self):
        return self.entry.clicks

    def committed(self):
        """The piece and its destination are chosen and the move needs one more choice."""
        return len(self.entry.clicks) >= 2 and bool(self.entry.next_targets)

    def focused(self, focus, stops):
        """The board target the keyboard's ring is on (None: the ring is hidden, or elsewhere);
        ``stops()``: the scene's focus stops, asked only when the ring shows."""
        if not focus.shown:
            return None
        here = focus.current(stops())
        return here.key if here is not None and here.key in self.live_targets() else None

    def live_targets(self):
        """What a click may reach now: the next part of a move, the last click again (a step
        back) and, unless the move is committed, a new start (and what a lead-in click
        allows: ``BoardView.lead_in``)."""
        entry = self.entry
        live = entry.next_targets | set(entry.clicks[-1:])
        if self.committed():
            return live
        live |= entry.first_targets
        if not entry.clicks:
            live |= {seq[1] for seqs in entry.sequences.values() for seq in seqs
                     if len(seq) > 1 and self.view.lead_in(self.state, seq[1]) == seq[0]}
        return live

    def targets_at(self, pos):
        """The click targets under a screen point, most specific first."""
        return self.view.targets_at(self.state, pos, self.entry_marks())

    def entry_marks(self):
        """The marks of the move being entered (clicks, next targets, moves), once per click."""
        entry, clicks, marks = self._marks
        if entry is not self.entry or clicks != self.entry.clicks:  # a new position has a new entry
            marks = entering(self.entry)
            self._marks = (self.entry, self.entry.clicks, marks)
        return marks

    def marks(self, pointer, entering_move, last=None, hint=None, moving=False, focus=None, **fields):
        """The board's marks: the last move and the hint (a move of this position: its arrow),
        and while a move may be entered (``entering_move``, no move ``moving`` on the board)
        the move so far, the hover and ``fields``. ``focus``: the target the keyboard's ring is
        on, which stands for the pointer: what the pointer there would preview, the ring does."""
        hinted = hinting(self.state, hint, self.entry.sequence_of(hint) or ()) if hint is not None else {}
        if moving:
            return Marks(last=last, **hinted)
        if focus is not None:
            where = self.view.target_rect(self.state, focus)
            pointer = where[0].center if where is not None else pointer
        if not entering_move:
            return Marks(last=last, pointer=pointer, focus=focus, **hinted)
        hovered = [focus] if focus is not None else self.targets_at(pointer)
        return entering(self.entry, hovered, pointer, last=last, focus=focus, **hinted, **fields)

    def reaches(self, pos, live=None):
        """Whether a click at ``pos`` would be used (the hand cursor says so)."""
        live = self.live_targets() if live is None else live
        return any(target in live for target in self.targets_at(pos))

    def stops(self, press, say=None):
        """The keyboard's stops on the board: every target a click may reach now, in reading
        order; ``press(target)`` clicks it, ``say(target)`` says what it is. Once a piece is
        chosen, it and what may follow it (its destinations) come first: the next Tab reaches
        them, not the other pieces and the panel's buttons first. Stops in one place (two targets
        of one piece) go by what they are: the set of targets iterates in the order of Python's
        hash seed, and the keyboard goes round the same way every run."""
        stops = []
        for target in self.live_targets():
            where = self.view.target_rect(self.state, target)
            if where is not None:
                stops.append(Stop(target, where[0], lambda target=target: press(target), round=where[1],
                                  say=say and (lambda target=target: say(target))))
        chosen, following = set(self.entry.clicks[-1:]), self.entry.next_targets if self.entry.clicks else set()
        return sorted(stops, key=lambda stop: (stop.key not in chosen, stop.key not in following,
                                               stop.rect.centery, stop.rect.centerx, repr(stop.key)))

    def click(self, targets, on_board):
        """What a click on ``targets`` (``targets_at``, most specific first) does; ``on_board``:
        the click was on the board's area."""
        targets, before = tuple(targets), self.entry.clicks
        if self.committed() and (targets or on_board):
            live = self.live_targets()
            if not any(target in live for target in targets):
                return Click("refused", targets=targets, kept=True, before=before)
        lead = self.view.lead_in(self.state, targets[0]) if targets and not before else None
        if lead is not None and lead in self.entry.first_targets:
            self.entry.click(lead)
            if targets[0] not in self.entry.next_targets:
                self.entry.reset()
        for target in targets:
            result, move = self.entry.click(target)
            if result != "reject":
                return Click(result, move, before=before)
        if on_board:
            self.entry.reset()
            if targets or not before:
                return Click("refused", targets=targets, before=before)
        return Click("missed", before=before)

    def reset(self):
        self.entry.reset()
