"""Puzzles: positions where one move wins, proven, to practise seeing it."""
