"""27: its board view (view.py: drawing and hit-testing) and its game scene (scene.py: input
and flow)."""
