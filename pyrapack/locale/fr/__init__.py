"""Textes français : un module par partie de l'application, réunis en un catalogue."""

from ..merge import merged
from . import common, pyramida, pyramidames, pyraos, storage, twentyseven

STRINGS = merged(common, pyramida, pyramidames, pyraos, twentyseven, storage)
