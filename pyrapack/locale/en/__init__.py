"""English texts: one module per part of the app, merged into one catalogue (``i18n.catalogue``)
with each game's own texts (``locale.en.<game>``, found through the registry)."""

from . import bots, common, keys, launcher, library, net, puzzles, speech, storage, tutorial

SUBJECTS = (bots, common, keys, launcher, library, net, puzzles, speech, storage, tutorial)
