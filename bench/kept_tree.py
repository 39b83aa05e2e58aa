"""A public AI's kept search tree, node by node, as its C++ engine keeps it (issue 40).

Slow and literal, for checking ``reference.Public`` (which finds the same moves without the
tree) at small depths: one tree for the whole game; after every move, its own and the
opponent's, the played move's subtree becomes the root; a search expands every line to
``depth`` plies (a new node's children in the engine's generation order, a side with no move
passing), computes every node's value by plain minimax on the engine's score, and sorts every
node's children by their new values from the order they kept, best first where the engine
moves and worst first where the opponent does, with ``std::sort`` (``cxxsort``). It searches
once at the start, whoever moves first, then at each of its turns, and plays the root's
first child.

``KeptTree(game, player, state, depth)``; ``choose()`` at its turn, ``play(move)`` for every
move of either side (its own too).
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import cxxsort  # noqa: E402  (bench/cxxsort.py, next to this file)

from pyrapack import games  # noqa: E402


class Node:
    __slots__ = ("state", "move", "children", "value")

    def __init__(self, state, move=None):
        self.state, self.move, self.children, self.value = state, move, None, None


class KeptTree:
    def __init__(self, game, player, state, depth):
        part = games.get(game).part("bots")
        self.score, self.moves, self.after = part.public_score, part.public_moves, part.public_play
        self.player, self.depth = player, depth
        self.root = Node(state)
        self.nodes = 0
        self.search()  # before anything happens, whoever moves first

    def search(self):
        self._search(self.root, self.depth)

    def _search(self, node, height):
        self.nodes += 1
        if height == 0:
            node.value = self.score(node.state, self.player)
            return
        if node.children is None:
            node.children = self._children(node.state)
        for child in node.children:
            self._search(child, height - 1)
        if node.state.to_move == self.player:
            cxxsort.sort(node.children, lambda a, b: a.value > b.value)
        else:
            cxxsort.sort(node.children, lambda a, b: a.value < b.value)
        node.value = node.children[0].value

    def choose(self):
        """Search, then the root's first child's move."""
        self.search()
        return self.root.children[0].move

    def play(self, move):
        """The move's subtree becomes the root (a fresh node where the tree had none)."""
        root = self.root
        if root.children is None:
            root.children = self._children(root.state)
        self.root = next(child for child in root.children if child.move == move)

    def _children(self, state):
        return [Node(self.after(state, move), move) for move in self.moves(state, self.player)]
