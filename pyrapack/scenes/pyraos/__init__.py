"""Pyraos: the pyramid seen from above (geometry and painters) and the game scene (input and flow)."""
