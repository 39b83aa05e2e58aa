"""Pyramidames: the top view of board E, the four faces, and the game scene (input and flow)."""
