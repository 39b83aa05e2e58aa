"""Small drawn pictures of each game, for the menu tiles and setup screen.

Each game's board view draws its own (``BoardView.draw_icon``), so a new game brings
its picture with it.
"""

from .. import games


def draw(surface, game_id, rect):
    games.get(game_id).view_class().draw_icon(surface, rect)
