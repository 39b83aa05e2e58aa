"""The game scene of every generated game: a click that places nothing says why (the rules'
reason)."""

from pyrapack.scenes.game import GameScene


class GridScene(GameScene):
    def explain(self, targets, before):
        cells = [target for target in targets if target[0] == "cell"]
        if not cells:
            return None
        _, row, col = cells[0]
        return self.texts.why(self.state.why_illegal(type(self.state).Move(row * self.state.COLS + col)))
