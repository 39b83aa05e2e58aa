"""English texts: one module per part of the app (and per game), merged into one catalogue."""

from ..merge import catalogue

STRINGS = catalogue(__name__, __path__)
