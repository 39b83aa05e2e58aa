"""Textes français de 27 : écran de jeu et page de règles."""

STRINGS = {
    "variant.twentyseven.basic": "De base",
    "variant.twentyseven.grey": "Gris",
    "variant.twentyseven.red": "Rouge",
    "variant.twentyseven.basic.about": "Les bases ne bougent jamais : neuf cases d'un bout à l'autre.",
    "variant.twentyseven.grey.about": "Plus difficile : une base grise peut partir avec sa pile. "
                                      "Sa case disparaît et la ligne se resserre.",
    "variant.twentyseven.red.about": "Encore plus difficile : les bases rouges partent aussi. "
                                     "Les buts sont les cases qui se trouvent aux deux bouts "
                                     "de la ligne en fin de partie.",
    "outcome.twentyseven.neither player can move": "Plus aucun joueur ne peut avancer.",
    "27.turn": {"one": "{n} pile possédée, un coup avance d'une case", "other": "{n} piles possédées, un coup avance de {n} cases"},
    "27.stacks": {"one": "possède {n} pile", "other": "possède {n} piles"},
    "27.score": {"one": "Score {n} : {n} pion sur son but, case {cell}",
                 "other": "Score {n} : {n} pions sur son but, case {cell}"},
    "27.goal_of": "But des {name}s",
    "27.move": "{count} × {src} → {dst}",
    "27.move_base": "{count} × {src} → {dst} + base",
    "27.result": "{w} {white} – {black} {b}",
    "27.pick_pawn": "Cliquez d'abord sur un pion d'une de vos piles.",
    "27.nobody_owns": "Cette pile n'appartient à personne : un pion gris ou rouge est dessus.",
    "27.not_yours": "Cette pile appartient aux {name}s.",
    "27.base_stays": "Dans cette variante, les bases ne bougent pas.",
    "27.overshoot": {"one": "Les {name}s ont {n} pile : d'ici, avancer d'une case "
                            "dépasserait le bout de la ligne.",
                     "other": "Les {name}s ont {n} piles : d'ici, avancer de {n} cases "
                              "dépasserait le bout de la ligne."},
    "rules.title": "Règles de {game}",
    "rules.back": "Retour",
    "rules.twentyseven.goal.title": "Le but",
    "rules.twentyseven.goal.text": "Neuf cases forment une ligne : un pion rouge à chaque bout et sept pions gris entre les deux. Ce sont les bases. Blanc empile ses neuf pions sur la base rouge de gauche, Noir sur celle de droite. Chacun file vers l'autre bout : il s'agit de construire la plus haute pile possible sur la case de départ de l'adversaire. Le premier joueur est tiré au sort.",
    "rules.twentyseven.turn.title": "Un tour de jeu",
    "rules.twentyseven.turn.text": "Comptez vos piles : toute pile dont le pion du dessus est à votre couleur vous appartient, où qu'elle soit, y compris sur votre but. Appelons ce nombre n. Prenez alors le haut d'une de vos piles (un pion, plusieurs, ou toute la pile au-dessus de sa base) et avancez-le d'exactement n cases, en l'empilant sur ce qui s'y trouve. Les pions adverses placés sous votre pion du dessus voyagent avec lui. On ne recule jamais, et un déplacement qui dépasserait le bout de la ligne est interdit. Dans l'application : cliquez sur un pion d'une de vos piles pour le prendre avec tout ce qui est au-dessus, puis sur la case qui s'allume.",
    "rules.twentyseven.blocked.title": "Quand on est bloqué",
    "rules.twentyseven.blocked.text": "Un joueur qui ne peut pas jouer passe son tour, et l'autre continue seul aussi longtemps qu'il le faut. Dès que le joueur bloqué peut de nouveau avancer, il rejoue.",
    "rules.twentyseven.end.title": "Fin de partie et score",
    "rules.twentyseven.end.text": "La partie s'arrête quand plus personne ne peut avancer. Chacun marque la hauteur de la pile posée sur sa case but : tous les pions au-dessus de la base, quelle que soit leur couleur. La plus haute pile gagne ; à égalité, la partie est nulle.",
    "rules.twentyseven.variants.title": "Variantes",
    "rules.twentyseven.variants.text": "Plus difficile (gris) : une base grise peut partir avec la pile posée dessus. Sa case disparaît définitivement, la ligne se resserre et les déplacements suivants ne comptent que les cases restantes. Les pions gris d'une pile comptent pour le score. Encore plus difficile (rouge) : les bases rouges peuvent partir elles aussi, et les buts sont tout simplement les deux cases qui se trouvent aux bouts de la ligne en fin de partie.",
    "rules.twentyseven.eight_cells": "plus que 8 cases",
    "rules.twentyseven.reading.title": "Ce que PyraPack a tranché",
    "rules.twentyseven.reading.text": "La règle laisse quelques cas ouverts ; voici comment PyraPack les joue. Un joueur qui ne possède aucune pile passe son tour. Les pions restés sur la case de départ d'un joueur en fin de partie se trouvent sur le but de l'adversaire et comptent pour lui. Dans la variante rouge, si la ligne se réduit à une seule case, c'est le but des deux joueurs : la partie est nulle.",
}
