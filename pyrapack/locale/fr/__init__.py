"""Textes français : un module par partie de l'application (et par jeu), réunis en un catalogue."""

from ..merge import catalogue

STRINGS = catalogue(__name__, __path__)
