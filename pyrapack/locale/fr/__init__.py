"""Textes français : un module par partie de l'application, réunis en un catalogue
(``i18n.catalogue``) avec les textes de chaque jeu (``locale.fr.<jeu>``, trouvés par le registre)."""

from . import bots, common, keys, launcher, library, net, puzzles, speech, storage, tutorial

SUBJECTS = (bots, common, keys, launcher, library, net, puzzles, speech, storage, tutorial)
