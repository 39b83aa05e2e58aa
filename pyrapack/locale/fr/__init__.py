"""Textes français : un module par partie de l'application, réunis en un catalogue."""

from ..merge import merged
from . import bots, common, pyramida, pyramidames, pyraos, twentyseven

STRINGS = merged(bots, common, pyramida, pyramidames, pyraos, twentyseven)
