"""27: its game scene (input and flow)."""
