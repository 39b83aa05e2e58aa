"""Textes français : un module par partie de l'application, réunis en un catalogue."""

from ..merge import merged
from . import bots, common, launcher, library, pyramida, pyramidames, pyraos, storage, tutorial, twentyseven

STRINGS = merged(bots, common, launcher, pyramida, pyramidames, pyraos, twentyseven, storage, library, tutorial)
