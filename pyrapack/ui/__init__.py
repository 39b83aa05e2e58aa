"""Drawing helpers shared by every scene: theme, text, widgets, pieces, animation."""
