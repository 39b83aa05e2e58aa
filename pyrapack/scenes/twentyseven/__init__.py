"""27: its board view (view.py: drawing and hit-testing), what it says in words (texts.py: the
cells' lasting names too), and its game scene (scene.py: input and flow)."""
