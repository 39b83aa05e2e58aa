"""Textes français de 27 : nom, variantes et fins de partie, écran de jeu, page de règles, leçon
et raisons des conseils."""

from ...part_types import Strings

STRINGS: Strings = {  # its texts (part_types.Catalogue), each a text or its plural forms
    "27.typing": "« 3x4 » : 3 pions de la case 4 (la destination peut suivre : « 3x4-7 »)",
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
    "27.score": {"one": "Score {n} : {n} pion au but, case {cell}",
                 "other": "Score {n} : {n} pions au but, case {cell}"},
    "27.goal_of": "But des {name}s",
    "27.move": "{count} × {src} → {dst}",
    "27.move_base": "{count} × {src} → {dst} + base",
    "27.notation": "Lisez 2 × 9 → 8 : 2 pions de la case 9 à la case 8",
    "27.notation_bases": "Lisez 2 × 9 → 8 : 2 pions de la case 9 à la case 8, et « + base » : leur base est partie avec eux",
    "27.result": "{w} {white} – {black} {b}",
    "27.keys.updown_does": "une pile choisie : un pion de plus (↓) ou de moins (↑)",
    "27.pick_pawn": "Cliquez d'abord sur un pion d'une de vos piles (ou Tab jusqu'à lui, Entrée).",
    "27.why.not_a_move": "Ce n'est pas un coup.",
    "27.why.over": "La partie est finie.",
    "27.why.no_pass": "Impossible de passer quand on a un coup à jouer.",
    "27.why.must_pass": "Vous n'avez aucun coup : vous passez.",
    "27.why.no_cell": "Cette case n'existe pas.",
    "27.why.too_many": "Cette pile n'est pas si haute.",
    "27.why.nobody_owns": "Cette pile n'appartient à personne : un pion gris ou rouge est dessus.",
    "27.why.not_yours": "Cette pile appartient aux {name}s.",
    "27.why.base_stays": "Dans cette variante, les bases ne bougent pas.",
    "27.why.overshoot": {"one": "Les {name}s ont {n} pile : d'ici, avancer d'une case "
                            "dépasserait le bout de la ligne.",
                     "other": "Les {name}s ont {n} piles : d'ici, avancer de {n} cases "
                              "dépasserait le bout de la ligne."},
    "rules.twentyseven.goal.title": "Le but",
    "rules.twentyseven.goal.text": "Neuf cases forment une ligne : un pion rouge à chaque bout et sept pions gris entre les deux. Ce sont les bases. Blanc empile ses neuf pions sur la base rouge de gauche, Noir sur celle de droite. Chacun file vers l'autre bout : il s'agit de construire la plus haute pile possible sur la case de départ de l'adversaire. Le premier joueur est tiré au sort.",
    "rules.twentyseven.turn.title": "Un tour de jeu",
    "rules.twentyseven.turn.text": "Comptez vos piles : toute pile dont le pion du dessus est à votre couleur vous appartient, où qu'elle soit, y compris sur votre but. Appelons ce nombre n. Prenez alors le haut d'une de vos piles (un pion, plusieurs, ou toute la pile au-dessus de sa base) et avancez-le d'exactement n cases, en l'empilant sur ce qui s'y trouve. Les pions adverses placés sous votre pion du dessus voyagent avec lui. On ne recule jamais, et un déplacement qui dépasserait le bout de la ligne est interdit. Dans l'application : cliquez sur un pion d'une de vos piles pour le prendre avec tout ce qui est au-dessus, puis sur la case marquée d'un point (ou Tab jusqu'à chacun, Entrée).",
    "rules.twentyseven.blocked.title": "Quand on est bloqué",
    "rules.twentyseven.blocked.text": "Un joueur qui ne peut pas jouer passe son tour, et l'autre continue seul aussi longtemps qu'il le faut. Dès que le joueur bloqué peut de nouveau avancer, il rejoue.",
    "rules.twentyseven.end.title": "Fin de partie et score",
    "rules.twentyseven.end.text": "La partie s'arrête quand plus personne ne peut avancer. Chacun marque la hauteur de la pile posée sur sa case but : tous les pions au-dessus de la base, quelle que soit leur couleur. La plus haute pile gagne ; à égalité, la partie est nulle.",
    "rules.twentyseven.variants.title": "Variantes",
    "rules.twentyseven.variants.text": "Plus difficile (gris) : une base grise peut partir avec la pile posée dessus. Sa case disparaît définitivement, la ligne se resserre et les déplacements suivants ne comptent que les cases restantes. Les pions gris d'une pile comptent pour le score. Encore plus difficile (rouge) : les bases rouges peuvent partir elles aussi, et les buts sont tout simplement les deux cases qui se trouvent aux bouts de la ligne en fin de partie.",
    "rules.twentyseven.eight_cells": "plus que 8 cases",
    "rules.twentyseven.reading.title": "Ce que PyraPack a tranché",
    "rules.twentyseven.reading.text": "La règle laisse quelques cas ouverts ; voici comment PyraPack les joue. Un joueur qui ne possède aucune pile passe son tour. Les pions restés sur la case de départ d'un joueur en fin de partie se trouvent sur le but de l'adversaire et comptent pour lui. Dans la variante rouge, si la ligne se réduit à une seule case, c'est le but des deux joueurs : la partie est nulle.",
    # its name on the menu
    "game.twentyseven": "27",
    # the guided first game
    "tutorial.twentyseven.one.try": "Vous jouez les Blancs, de la case 1 vers la case 9. Qui commence est tiré au sort : cette fois, les Noirs, trois pions de la case 9 en case 8. Vous avez une pile : un coup avance d'une case. Cliquez sur un pion (ou Tab jusqu'à lui, Entrée) : il part avec tous ceux du dessus.",
    "tutorial.twentyseven.one.try.said": "Vous jouez les Blancs, de la case 1 vers la case 9. Qui commence est tiré au sort\u00a0: cette fois, "
                                         "les Noirs, trois pions de la case 9 en case 8. Vous avez une pile\u00a0: un coup avance d'une case. "
                                         "Un pion part avec tous ceux du dessus\u00a0: A donne les coups, N en tape un.",
    "tutorial.twentyseven.one.done": "Les pions pris ont avancé d'exactement une case, tous ensemble.",
    "tutorial.twentyseven.two.try": "Comptez vos piles : une pile est à vous quand votre pion est dessus. Vous en avez "
                                    "deux, ce coup avance donc d'exactement deux cases. Jouez l'une ou l'autre.",
    "tutorial.twentyseven.two.done": "Chaque coup avance d'autant de cases que vous avez de piles : chaque coup change "
                                     "le suivant. Les Noirs ont répondu : trois pions de la case 8 en case 6.",
    "tutorial.twentyseven.part.try": "Inutile de déplacer toute une pile. Prenez seulement les deux pions du dessus de "
                                     "la case 4 : cliquez sur le deuxième pion en partant du haut (ou Tab jusqu'à lui, Entrée).",
    "tutorial.twentyseven.part.try.said": "Inutile de déplacer toute une pile. Prenez seulement les deux pions du dessus de la case 4\u00a0: le "
                                          "coup 2x4.",
    "tutorial.twentyseven.part.done": "Deux pions sont partis, quatre sont restés : vos pions blancs coiffent aussi la "
                                      "pile noire de la case 6.",
    "tutorial.twentyseven.part.other": "Ce coup est permis, mais essayez de prendre une partie de pile : les deux pions "
                                       "du dessus de la case 4.",
    "tutorial.twentyseven.carry.try": "Votre pion coiffe la case 4, sur deux pions noirs : la pile est à vous. Prenez-la "
                                      "avec les pions noirs qui sont dessous (cliquez sur le pion noir du bas, ou Tab jusqu'à lui, Entrée).",
    "tutorial.twentyseven.carry.try.said": "Votre pion coiffe la case 4, sur deux pions noirs\u00a0: la pile est à vous. Prenez-la avec les "
                                           "pions noirs qui sont dessous\u00a0: le coup 3x4.",
    "tutorial.twentyseven.carry.done": "Les pions adverses sous les vôtres voyagent avec eux : ces deux pions noirs ont "
                                       "avancé de deux cases dans le mauvais sens pour les Noirs.",
    "tutorial.twentyseven.carry.other": "Ce coup est permis, mais cette étape porte sur les pions adverses emportés : "
                                        "prenez les trois pions de la case 4.",
    "tutorial.twentyseven.pass.try": "Vous avez deux piles, en cases 8 et 9 : un coup de deux cases dépasserait le bout "
                                     "de la ligne. Vous ne pouvez pas jouer : cliquez n'importe où, ou appuyez sur Entrée, pour passer.",
    "tutorial.twentyseven.pass.try.said": "Vous avez deux piles, en cases 8 et 9\u00a0: un coup de deux cases dépasserait le bout de la ligne. "
                                          "Vous ne pouvez pas jouer\u00a0: appuyez sur Entrée pour passer.",
    "tutorial.twentyseven.pass.done": "Les Blancs ont passé, les Noirs ont continué : sept pions de la case 4 en case 2. "
                                      "Un joueur bloqué rejoue dès qu'il le peut.",
    "tutorial.twentyseven.no_stack.try": "Chacun de vos pions est sous un pion noir : vous n'avez aucune pile, donc aucun coup. Cliquez n'importe où, ou appuyez sur Entrée, pour passer.",
    "tutorial.twentyseven.no_stack.try.said": "Chacun de vos pions est sous un pion noir\u00a0: vous n'avez aucune pile, donc aucun coup. Appuyez "
                                              "sur Entrée pour passer.",
    "tutorial.twentyseven.no_stack.done": "N'avoir aucune pile, c'est passer aussi. Les Noirs ont déplacé leur pion de la case 5 : vos six pions y sont de nouveau dessus, et la pile est à vous.",
    "tutorial.twentyseven.end.try": "Amenez toute votre pile sur votre but, la case 9. Ensuite, plus personne ne pourra jouer, et la partie s'arrêtera.",
    "tutorial.twentyseven.end.done": "Fin : chacun marque les pions au-dessus de la base de son but, toutes couleurs. Vos deux pions restés en case 1, votre départ, comptent pour les Noirs : 11 à 7, les Blancs gagnent.",
    "tutorial.twentyseven.end.other": "Ce coup finit aussi la partie, avec moins de pions sur votre but : prenez les sept pions de la case 8.",
    "tutorial.twentyseven.draw.try": "Quoi que vous jouiez, la partie s'arrête. Les Noirs ont 9 pions sur "
                                     "leur but, la case 1 ; le vôtre, la case 9, en a 6. Amenez les trois "
                                     "pions de la case 8.",
    "tutorial.twentyseven.draw.done": "9 à 9 : à égalité de points, la partie est nulle, le mieux que vous "
                                      "pouviez obtenir ici.",
    "tutorial.twentyseven.draw.other": "Ce coup finit aussi la partie, et les Noirs gagneraient : prenez les "
                                       "trois pions de la case 8.",
    "tutorial.twentyseven.grey.try": "Dans la variante grise, une base grise peut partir sous sa pile. Prenez toute la "
                                     "case 3, base grise comprise : cliquez sur la base (ou Tab jusqu'à elle, Entrée).",
    "tutorial.twentyseven.grey.try.said": "Dans la variante grise, une base grise peut partir sous sa pile. Prenez toute la case 3, base "
                                          "grise comprise\u00a0: A donne les coups.",
    "tutorial.twentyseven.grey.done": "La base est partie aussi : sa case a disparu et la ligne s'est resserrée. Les buts "
                                      "restent aux bouts ; chaque coup ne compte que les cases restantes.",
    "tutorial.twentyseven.grey.other": "Ce coup est permis, mais cette étape porte sur une base grise qui part : prenez "
                                       "toute la case 3, base comprise.",
    "tutorial.twentyseven.red.try": "Dans la variante rouge, les bases rouges partent aussi. Les Noirs ont ramené quatre "
                                    "pions sur la case 1, sous votre pion : emportez toute la pile, base rouge comprise.",
    "tutorial.twentyseven.red.done": "Les buts sont les deux bouts de la ligne : le but des Noirs est maintenant la case "
                                     "grise vide devenue la première, et leurs quatre pions sont partis avec vous.",
    "tutorial.twentyseven.red.other": "Ce coup est permis, mais cette étape porte sur la base rouge : prenez toute la "
                                      "case 1, base comprise.",
    "tutorial.twentyseven.one_cell.try": "Il reste deux cases. Emporter aussi votre base rouge laisserait une "
                                         "seule case, but des deux joueurs : nulle. Ne déplacez que des "
                                         "pions, et vous gagnez.",
    "tutorial.twentyseven.one_cell.done": "La base est restée : deux cases, deux buts, et le vôtre est le "
                                          "plus haut. Une ligne réduite à une case finit en partie nulle.",
    "tutorial.twentyseven.one_cell.other": "Emporter la base laisse une seule case, but des deux joueurs : "
                                           "partie nulle. Laissez la base rouge où elle est.",
    "tutorial.twentyseven.finale": "Une vraie partie contre Débutant, dans le jeu de base : vous commencez. Bâtissez la "
                                   "plus haute pile sur la case 9 !",
    # why a hinted move is good
    "bots.why.twentyseven.wins": "Ce coup termine la partie : vous gagnez {mine} à {theirs}.",
    "bots.why.twentyseven.home": {"one": "Ce coup amène {n} pion sur votre case but.",
                                  "other": "Ce coup amène {n} pions sur votre case but."},
    "bots.why.twentyseven.tower": {"one": "Ce coup prend la tour ({n} pion).",
                                   "other": "Ce coup prend la tour ({n} pions)."},
    "27.say.move": {"one": "{n} pion de {src} à {dst}", "other": "{n} pions de {src} à {dst}"},
    "27.say.move_base": {"one": "{n} pion de {src} à {dst}, avec la base",
                         "other": "{n} pions de {src} à {dst}, avec la base"},
    "27.say.pawns": {"one": "case {cell}, le pion du haut sur {height}", "other": "case {cell}, les {n} du haut de ses {height} pions"},
    "27.say.pawns_base": {"one": "case {cell}, son pion et sa base", "other": "case {cell}, ses {n} pions et sa base"},
    "27.say.cell": "case {cell} : {stack}",
    "27.say.base_R": "base rouge",
    "27.say.base_G": "base grise",
    "27.say.W": {"one": "{n} blanc", "other": "{n} blancs"},
    "27.say.B": {"one": "{n} noir", "other": "{n} noirs"},
    "27.say.G": {"one": "{n} gris", "other": "{n} gris"},
    "27.say.R": {"one": "{n} rouge", "other": "{n} rouges"},
}
