"""Textes français des parties guidées (``pyrapack/tutorial/``) : la carte du guide, l'offre
et les boutons, et les étapes de chaque leçon (``tutorial.<jeu>.<étape>.try``, ``.done``,
``.other``)."""

from ...part_types import Strings

STRINGS: Strings = {
    # la carte, les boutons, l'offre
    "tutorial.learn": "Apprendre",
    "tutorial.step": "Apprendre {game} · étape {number} sur {count}",
    "tutorial.finale_title": "Apprendre {game} · votre première partie",
    "tutorial.finished": "C'était votre première partie. Lancez-en maintenant une vraie, avec tous les choix.",
    "tutorial.real_game": "Jouer une vraie partie",
    "tutorial.next_step": "Étape suivante",
    "tutorial.when_done": "l'étape suivante, une fois l'étape jouée",
    "tutorial.when_ready": "Quand vous êtes prêt : Étape suivante (ou Entrée, ou un clic sur le plateau).",
    "tutorial.when_ready.said": "Quand vous êtes prêt\u00a0: Entrée pour l'étape suivante.",
    "tutorial.retry": "Recommencer",
    "tutorial.show_me": "Montrez-moi",
    "tutorial.shown": "La flèche montre le coup : jouez-le.",
    "tutorial.again": "L'étape recommence.",
    "tutorial.not_this_one": "Ce coup est permis, mais cette étape en demande un autre : regardez ce qui est éclairé.",
    "tutorial.not_this_one.said": "Ce coup est permis, mais cette étape en demande un autre\u00a0: H le donne.",
    "tutorial.offer_title": "Vous découvrez {game} ?",
    "tutorial.offer_text": "Apprenez en jouant : quelques courtes étapes sur de vraies positions, puis une première partie.",
    "tutorial.offer_yes": "Apprendre en jouant",
    "tutorial.offer_no": "Plus tard",
    # une leçon quittée en cours de route, puis reprise
    "tutorial.step_title": "Apprendre {game}",
    "tutorial.left_at": "Vous avez quitté cette leçon à l'étape {number} sur {count}.",
    "tutorial.go_on": "Reprendre à l'étape {number}",
    "tutorial.start_again": "Recommencer",
}
