"""English texts: one module per part of the app, merged into one catalogue."""

from ..merge import merged
from . import common, pyramida, pyramidames, pyraos, storage, twentyseven

STRINGS = merged(common, pyramida, pyramidames, pyraos, twentyseven, storage)
