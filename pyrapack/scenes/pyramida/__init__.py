"""Pyramida: its board (geometry and painters) and its game scene (input and flow)."""
