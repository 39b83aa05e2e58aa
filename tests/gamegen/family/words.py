"""What every generated game says in words: its moves, the stones each side has, the plies
left, the score; and what speech says of its board. Its keys start with its id."""

from pyrapack.i18n import t
from pyrapack.words import GameTexts


class GridTexts(GameTexts):
    @property
    def numbers(self):
        return {f"{self.game}.score": "a scoreline: Light 3 – 2 Dark"}

    @staticmethod
    def cell(state, cell):
        return str(type(state).Move(cell))

    def move_text(self, before, move):
        if move.cell is None:
            return t(f"{self.game}.pass")
        key = "take" if before.cells[move.cell] == 1 - before.to_move else "place"
        return t(f"{self.game}.{key}", cell=str(move))

    def move_words(self, before, move):
        if move.cell is None:
            return t(f"{self.game}.say.pass")
        key = "take" if before.cells[move.cell] == 1 - before.to_move else "place"
        return t(f"{self.game}.say.{key}", cell=str(move))

    def target_words(self, state, target, clicks=()):
        _, row, col = target
        cell = row * state.COLS + col
        holder = state.cells[cell]
        if holder == -1:
            return t(f"{self.game}.say.empty", cell=self.cell(state, cell))
        return t(f"{self.game}.say.stone", cell=self.cell(state, cell), side=self.side_name(holder))

    def position_words(self, state):
        sides = [t(f"{self.game}.say.side", side=self.side_name(p), n=state.stones(p),
                   cells=", ".join(self.cell(state, c) for c, h in enumerate(state.cells) if h == p) or t(f"{self.game}.say.none"))
                 for p in (0, 1)]
        return " ".join(sides + [t(f"{self.game}.left", n=state.left)])

    def player_lines(self, state, player):
        return [t(f"{self.game}.stones", n=state.stones(player))]

    def turn_detail(self, state):
        return t(f"{self.game}.left", n=state.left)

    def result_text(self, state, names=(None, None)):
        return t(f"{self.game}.score", a=self.label(0, names), x=state.stones(0), b=self.label(1, names),
                 y=state.stones(1))
