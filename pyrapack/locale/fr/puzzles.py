"""Les problèmes : leur écran, la carte au-dessus du plateau, et « Faire un problème » dans la relecture."""

from ...part_types import Strings

STRINGS: Strings = {
    "menu.puzzles": "Problèmes",
    "puzzles.title": "Problèmes",
    "puzzles.about": "Des positions de vraies parties où un seul coup gagne. Trouvez-le, puis le suivant.",
    "puzzles.back": "Retour",
    "puzzles.pool.mixed": "Tous les jeux",
    "puzzles.pool.own": "Vos problèmes",
    "puzzles.solved_of": "{solved} sur {total} résolus",
    "puzzles.level_line": "Niveau {level} : {solved}/{total} · {failed} ratés · série {streak}",
    "puzzles.heading_one": "Problème · {game} · niveau {level} · un coup",
    "puzzles.heading_many": "Problème · {game} · niveau {level} · {count} coups",
    "puzzles.find": "{side} joue : trouvez le seul coup qui gagne.",
    "puzzles.right": "Oui ! Ce coup gagne.",
    "puzzles.wrong": "Ce coup ne gagne pas.",
    "puzzles.refuted": "Pas celui-ci : la réponse de {side} ({move}) ne laisse plus de victoire forcée.",
    "puzzles.refuted_wins": "Pas celui-ci : la réponse de {side} ({move}) gagne à coup sûr.",
    "puzzles.wrong_next": "Réessayez, ou voyez la solution.",
    "puzzles.wrong_next.said": "Réessayez avec Contrôle Z, ou appuyez sur H pour la solution.",
    "puzzles.try_again": "Réessayer",
    "puzzles.show_solution": "Solution",
    "puzzles.showing": "La ligne gagnante, coup par coup : Coup suivant (ou Entrée).",
    "puzzles.showing.said": "La ligne gagnante, un coup à la fois\u00a0: Entrée joue le coup suivant.",
    "puzzles.solution": "La solution : {moves}.",
    "puzzles.forced": "{side} n'a qu'un coup : il est joué pour vous.",
    "puzzles.forced_pass": "{side} ne peut pas jouer : son tour est passé pour vous.",
    "puzzles.played_for_you": "{side} n'avait qu'un coup, {move} : joué pour vous.",
    "puzzles.passed_for_you": "{side} ne pouvait pas jouer : son tour a été passé pour vous.",
    "puzzles.won": "{side} gagne d'ici, quoi que joue {other}.",
    "puzzles.won_in": {"one": "{side} gagne : quoi que joue {other}, la partie revient à {side} en {n} coup "
                              "au plus (ceux des deux camps comptés).",
                       "other": "{side} gagne : quoi que joue {other}, la partie revient à {side} en {n} coups "
                                "au plus (ceux des deux camps comptés)."},
    "puzzles.solved": "Résolu !",
    "puzzles.solved_late": "Résolu, après une erreur : il reviendra.",
    "puzzles.done_next": "Au problème suivant.",
    "puzzles.next": "Problème suivant",
    "puzzles.next_move": "Coup suivant",
    "puzzles.keys.next_move": "le coup suivant de la solution, quand elle est montrée",
    "puzzles.hinted": "La pièce à jouer est éclairée.",
    "puzzles.none": "Pas encore de problème ici.",
    "puzzles.make": "Faire un problème",
    "puzzles.checking": "Vérification qu'un seul coup gagne…",
    "puzzles.made": "Gardé dans vos problèmes : retrouvez-le dans l'écran Problèmes.",
    "puzzles.known": "Cette position est déjà un des problèmes.",
    "puzzles.full": "Vous gardez {limit} problèmes à vous, le plus que PyraPack garde : celui-ci n'est "
                    "pas gardé.",
    "puzzles.newer": "Votre progression aux problèmes a été écrite par une version plus récente de PyraPack "
                     "(format {version}) : le fichier est gardé tel quel, et cette fenêtre n'enregistre pas "
                     "ce que vous résolvez.",
    "puzzles.not_one": "Pas un problème : aucun coup unique ne gagne à coup sûr ici (ou la preuve serait trop longue).",
}
