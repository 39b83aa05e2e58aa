"""Textes français du Nim pyramide : son nom, ses variantes et sa fin, l'écran de jeu, sa page de
règles et sa leçon."""

STRINGS = {
    "game.nim": "Nim pyramide",
    "variant.nim.normal": "Normal",
    "variant.nim.normal.about": "Qui prend la dernière pierre gagne.",
    "variant.nim.misere": "Misère",
    "variant.nim.misere.about": "Qui prend la dernière pierre perd.",
    "outcome.nim.the last stone is taken": "La dernière pierre est prise.",
    "nim.move": "{count} de la rangée {row}",
    "nim.left": {"one": "{n} pierre en jeu", "other": "{n} pierres en jeu"},
    "nim.result.normal": "La dernière pierre a gagné",
    "nim.result.misere": "La dernière pierre a perdu",
    "nim.why.not_a_move": "Ce n'est pas un coup.",
    "nim.why.over": "La partie est finie.",
    "nim.why.no_row": "Il n'y a pas de rangée {row}.",
    "nim.why.at_most": "Un tour prend {most} pierres au plus.",
    "nim.why.empty": "La rangée {row} n'a plus de pierre.",
    "nim.why.too_many": {"one": "La rangée {row} n'a que {n} pierre.",
                         "other": "La rangée {row} n'a que {n} pierres."},
    # sa page de règles
    "rules.nim.goal.title": "Le but",
    "rules.nim.goal.text": "Seize pierres forment une pyramide de quatre rangées\u00a0: 1, 3, 5 et 7 pierres. "
                           "Deux joueurs jouent tour à tour, Clair d'abord. Qui prend la dernière pierre gagne.",
    "rules.nim.turn.title": "Un tour",
    "rules.nim.turn.text": "Prenez une, deux ou trois pierres, toutes de la même rangée. Dans l'application\u00a0: "
                           "cliquez (ou Tab, Entrée) une pierre\u00a0; elle part avec toutes celles à sa droite dans sa rangée.",
    "rules.nim.variants.title": "Misère",
    "rules.nim.variants.text": "En misère, qui prend la dernière pierre perd\u00a0: laissez-la à l'autre joueur.",
    "rules.nim.reading.title": "La lecture de PyraPack",
    "rules.nim.reading.text": "Les pierres quittent une rangée par sa droite\u00a0; lesquelles sont prises ne "
                              "change rien, seulement combien.",
    # sa leçon
    "tutorial.nim.one.try": "Vous jouez Clair. Prenez une pierre\u00a0: cliquez (ou Tab, Entrée) la dernière pierre de la "
                            "rangée du bas.",
    "tutorial.nim.one.done": "Une pierre de moins. Foncé a répondu\u00a0: il a pris la pierre du sommet.",
    "tutorial.nim.three.try": "Un tour prend jusqu'à trois pierres d'une rangée. Prenez-en trois\u00a0: cliquez (ou Tab, Entrée) "
                              "la troisième pierre en partant de la droite.",
    "tutorial.nim.three.done": "Trois pierres en un tour, le plus qu'un tour prenne. Foncé en a pris une de "
                               "la rangée 2.",
    "tutorial.nim.two.try": "Prenez maintenant deux pierres de la rangée du bas.",
    "tutorial.nim.two.done": "Deux pierres, d'une seule rangée. Foncé en a pris une de plus en bas.",
    "tutorial.nim.two.other": "Ce coup est permis, mais prenez deux pierres de la rangée du bas.",
    "tutorial.nim.four.try": "Quatre pierres dans une rangée sont un piège pour qui doit y prendre. Prenez la "
                             "pierre de la rangée 3 et laissez les quatre à Foncé.",
    "tutorial.nim.four.done": "Quoi que Foncé prenne sur quatre, vous prenez le reste. Il en a pris trois.",
    "tutorial.nim.four.other": "Ce coup est permis, mais Foncé pourrait vous laisser quatre pierres\u00a0: prenez "
                               "la pierre de la rangée 3.",
    "tutorial.nim.last.try": "Il reste une pierre\u00a0: prenez-la, et gagnez.",
    "tutorial.nim.last.done": "Vous avez pris la dernière pierre\u00a0: en jeu normal, elle gagne.",
    "tutorial.nim.misere.try": "En misère, la dernière pierre perd. Prenez l'une des deux pierres.",
    "tutorial.nim.misere.done": "Foncé a dû prendre la dernière pierre, et a perdu.",
    "tutorial.nim.finale": "Une vraie partie contre Débutant\u00a0: prenez la dernière pierre\u00a0!",
}
