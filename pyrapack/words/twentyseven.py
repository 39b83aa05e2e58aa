"""27 in words: the move list's notation, the player cards, the score line.

A cell is called by its lasting name (``State.cell_name``: its place in the starting line
of nine), so the board's labels and every move of the list stay in step all game.
"""

from ..i18n import t
from ..part_types import GameWords
from . import GameTexts, typed


_BASES = {"R": "27.say.base_R", "G": "27.say.base_G"}  # a cell's bottom pawn
_PAWNS = {"W": "27.say.W", "B": "27.say.B", "G": "27.say.G", "R": "27.say.R"}  # pawns above it, by colour


class TwentySevenTexts(GameTexts):
    prefix = "27"
    numbers = {"27.move": "a move in notation: 3 × 4 → 7", "27.move_base": "a move in notation: 3 × 4 → 7 + base",
               "27.result": "a scoreline: White 9 – 4 Black"}

    def typing_note(self, state):
        return t("27.typing")

    def move_text(self, before, move):
        if move.is_pass:
            return t("game.pass")
        dest = before.destination(move)
        key = "27.move_base" if before.removes_cell(move) else "27.move"
        return t(key, count=move.count, src=before.cell_name(move.from_cell), dst=before.cell_name(dest))

    def move_words(self, before, move):
        if move.is_pass:
            return t("game.pass")
        key = "27.say.move_base" if before.removes_cell(move) else "27.say.move"
        return t(key, n=move.count, src=before.cell_name(move.from_cell),
                 dst=before.cell_name(before.destination(move)))

    def target_words(self, state, target, clicks=()):
        cell = target[1]
        stack = state.cells[cell] if cell < len(state.cells) else ""
        if target[0] == "pawn" and target[2] >= len(stack):  # the base travels too (grey and red)
            return t("27.say.pawns_base", cell=state.cell_name(cell), n=len(stack) - 1)
        if target[0] == "pawn":
            return t("27.say.pawns", cell=state.cell_name(cell), n=target[2], height=len(stack) - 1)
        return t("27.say.cell", cell=state.cell_name(cell), stack=self.stack_words(stack))

    def stack_words(self, stack):
        """A stack from its base up: "red base, 3 white, 1 black"."""
        runs, letters = [], stack[1:]
        while letters:
            size = len(letters) - len(letters.lstrip(letters[0]))
            runs.append(t(_PAWNS[letters[0]], n=size))
            letters = letters[size:]
        return ", ".join([t(_BASES[stack[0]])] + runs)

    def moves_words(self, state, moves):
        """The moves of one stack to one cell said as a range ("1x5-7 to 14x5-7"): a tall stack
        has a move for each count of pawns."""
        def where(move):
            return None if move.is_pass else (move.from_cell, state.destination(move))

        said, run = [], []
        for move in list(moves) + [None]:
            if run and (move is None or where(move) is None or where(move) != where(run[-1])
                        or move.count != run[-1].count + 1):
                first, last = typed(state, run[0]), typed(state, run[-1])
                said += [first] if len(run) == 1 else [first, last] if len(run) == 2 \
                    else [t("speech.moves_range", first=first, last=last)]
                run = []
            if move is not None and where(move) is None:
                said.append(typed(state, move))
            elif move is not None:
                run.append(move)
        return said

    def position_words(self, state):
        cells = [t("27.say.cell", cell=state.cell_name(i), stack=self.stack_words(stack))
                 for i, stack in enumerate(state.cells)]
        return ". ".join(cells) + ". " + self.result_text(state)

    def player_lines(self, state, player):
        return [t("27.score", n=state.score(player), cell=state.cell_name(state.goal(player))),
                t("27.stacks", n=state.owned_stacks(player))]

    def turn_detail(self, state):
        n = state.owned_stacks(state.to_move)
        return t("27.turn", n=n) if n else ""  # owning no stack, the player passes (the pass notice says so)

    def notation_note(self, state=None):
        """A key, not a move: worded so (it sits above the list's first line), and "+ base" only
        where bases travel."""
        return t("27.notation_bases" if state is None or state.bases_travel else "27.notation")

    def result_text(self, state, names=(None, None)):
        return t("27.result", white=state.score(0), black=state.score(1),
                 w=self.label(0, names), b=self.label(1, names))


Texts: type[GameWords] = TwentySevenTexts  # the type checker holds it to the protocol (part_types.py)
