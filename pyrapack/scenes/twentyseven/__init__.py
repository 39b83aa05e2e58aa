"""27: its board view (drawing and hit-testing) and its game scene (input and flow)."""
