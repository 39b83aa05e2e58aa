"""Textes français : un module par partie de l'application, réunis en un catalogue
(``i18n.catalogue``) avec les textes de chaque jeu (``locale.fr.<jeu>``, trouvés par le registre)."""

from . import bots, common, launcher, library, puzzles, speech, storage, tutorial

SUBJECTS = (bots, common, launcher, library, puzzles, speech, storage, tutorial)
