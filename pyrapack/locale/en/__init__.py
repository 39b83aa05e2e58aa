"""English texts: one module per part of the app, merged into one catalogue."""

from ..merge import merged
from . import bots, common, pyramida, pyramidames, pyraos, twentyseven

STRINGS = merged(bots, common, pyramida, pyramidames, pyraos, twentyseven)
