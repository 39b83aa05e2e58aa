"""The board views: one package per game (``views/<game>/``), each a read-only ``BoardView``
(``ui/boardview.py``) that draws a position with its marks, says what a point hits, enters
moves as click sequences and animates them. The game scene, the replay, a lesson and the
rules page all draw a game through its view; views import no scene."""
