"""English texts: one module per part of the app, merged into one catalogue."""

from ..merge import merged
from . import bots, common, launcher, library, pyramida, pyramidames, pyraos, storage, tutorial, twentyseven

STRINGS = merged(bots, common, launcher, pyramida, pyramidames, pyraos, twentyseven, storage, library, tutorial)
