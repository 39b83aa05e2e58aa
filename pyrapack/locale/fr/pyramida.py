"""Textes français de Pyramida : nom, variantes et fins de partie, écran de jeu, page de règles,
leçon et raisons des conseils."""

from ...part_types import Strings

STRINGS: Strings = {  # its texts (part_types.Catalogue), each a text or its plural forms
    "pyramida.typing": "« d1-e2 », avec la poussée quand il y a un choix : « d1-e2 f3>g2 »",
    "outcome.pyramida.took all five stones off": "Les cinq pions du vainqueur sont sortis de la pyramide.",
    "outcome.pyramida.repeated a position for the third time": "Le perdant a répété une position pour la troisième fois.",
    "outcome.pyramida.both players blocked": "Aucun des deux joueurs ne pouvait jouer.",
    "pyramida.exit": "Sortie",
    "pyramida.tray": {"one": "{name}s : {n} sorti sur 5", "other": "{name}s : {n} sortis sur 5"},
    "pyramida.plays_again": "Les {name}s rejouent",
    "pyramida.choose_target": "choisissez le pion à repousser",
    "pyramida.choose_retreat": "choisissez où {stone} bat en retraite",
    "pyramida.last_stone": "dernier pion, il avance d'une ou deux cases en ligne droite",
    "pyramida.out": {"one": "{n} pion sorti sur 5", "other": "{n} pions sortis sur 5"},
    "pyramida.on_board": {"one": "{n} pion sur la pyramide", "other": "{n} pions sur la pyramide"},
    "pyramida.mv": "{src}–{dst}",
    "pyramida.mv_off": "{src}–{dst}, sorti",
    "pyramida.mv_push": "{src}–{dst}, {stone}→{to}",
    "pyramida.mv_column": "{src}–{dst}, colonne {stone}→{to}",
    "pyramida.mv_stuck": "{src}–{dst}, {stone} bloqué, rejoue",
    "pyramida.result": "Pions sortis : {w} {white} – {black} {b}",
    "pyramida.again_stuck": "{stone} ne peut pas battre en retraite : les {name}s rejouent !",
    "pyramida.again_column": "L'attaque par colonne sur {stone} échoue : les {name}s rejouent !",
    "pyramida.left": {"one": "Les {name}s sortent un pion de la pyramide : {n} sorti sur 5.",
                      "other": "Les {name}s sortent un pion de la pyramide : {n} sortis sur 5."},
    "pyramida.left.said": {"one": "{n} sorti sur 5.", "other": "{n} sortis sur 5."},
    "pyramida.column_done": "Attaque par colonne : {stone} descend en {to}.",
    "pyramida.kind_contact": "Attaque par contact",
    "pyramida.kind_column": "Attaque par colonne",
    "pyramida.kind_column_failed": "La colonne échoue : rejouez",
    "pyramida.kind_stuck": "Pas de retraite : rejouez",
    "pyramida.why_target": "Cliquez sur un des pions entourés de points (ou Tab jusqu'à lui, Entrée) : celui que votre coup repousse.",
    "pyramida.why_retreat": "Cliquez sur une case marquée d'un point sous {stone} (ou Tab jusqu'à elle, Entrée) : c'est là qu'il bat en retraite.",
    "pyramida.why_pick": "Cliquez d'abord sur un pion des {name}s, puis sur la case où il va (ou Tab jusqu'à chacun, Entrée).",
    "pyramida.why.not_a_move": "Ce n'est pas un coup.",
    "pyramida.why.over": "La partie est finie.",
    "pyramida.why.no_pass": "Impossible de passer quand un pion peut bouger.",
    "pyramida.why.must_pass": "Aucun de vos pions ne peut bouger : vous passez.",
    "pyramida.why.no_cell": "Ce n'est pas une case de la pyramide.",
    "pyramida.why.no_stone": "Il n'y a pas de pion ici.",
    "pyramida.why.push": "Cette attaque doit se terminer autrement.",
    "pyramida.why.two_cells": "Seul le dernier pion d'un joueur peut avancer de deux cases.",
    "pyramida.why.no_jump": "Un pion ne saute pas par-dessus un autre.",
    "pyramida.why.not_next": "Depuis {src}, un pion va sur une case voisine, pas en {dst}.",
    "pyramida.why.taken": "{cell} est occupée : un pion ne va que sur une case libre.",
    "pyramida.why_dest": "Depuis {src}, ce pion ne peut aller qu'en {cells}.",
    "pyramida.why.not_yours": "Ce pion est aux {name}s : jouez un pion des {mover}s.",
    "pyramida.why.blocked": "Le pion en {cell} ne peut pas bouger : toutes les cases voisines sont prises.",
    "pyramida.repeat_warning": "Ce coup répète une position pour la troisième fois : les {name}s perdraient aussitôt. Le jouer quand même ?",
    "rules.pyramida.goal.title": "Le but",
    "rules.pyramida.goal.text": "Pyramida est une course. Le plateau est une pyramide de 97 cases : quatre rangées complètes à la base, puis des rangées raccourcies d'une case à chaque bout, jusqu'au sommet, une case unique. Chaque joueur a cinq pions sur la rangée du bas, blancs et noirs en alternance. Faites monter vos pions et sortez-les par le sommet : le premier joueur qui sort ses cinq pions gagne. Blanc commence.",
    "rules.pyramida.turn.title": "Un tour de jeu",
    "rules.pyramida.turn.text": "Déplacez un de vos pions d'une case en diagonale, vers le haut ou vers le bas, sur une case libre. Les cases ne se touchent que par les coins : chacune a deux voisines au-dessus et deux en dessous. Un pion qui atteint le sommet sort aussitôt du jeu et rejoint les pions sortis de son camp ; il n'attaque personne. Il n'y a pas de prise, mais un déplacement peut repousser des pions adverses vers le bas. Dans l'application : cliquez sur un de vos pions, puis sur une des cases marquées d'un point (ou Tab jusqu'à chacun, Entrée).",
    "rules.pyramida.contact.title": "Attaque par contact",
    "rules.pyramida.contact.text": "Quand votre pion s'arrête à côté de pions adverses, au-dessus ou en dessous, vous en attaquez un : il doit descendre d'une case en diagonale, sur une case libre de votre choix. Vous devez attaquer le pion le plus haut, ou l'un des plus hauts, et à hauteur égale un pion qui peut descendre s'il y en a un. Un pion de la rangée du bas n'a aucune case en dessous : l'attaquer ne fait rien. Dans l'application, survoler une destination (ou y mettre l'anneau du clavier) montre l'attaque en rouge ; s'il y a un choix, cliquez sur le pion à repousser, puis sur sa case de retraite (ou Tab jusqu'à chacun, Entrée).",
    "rules.pyramida.extra.title": "Rejouer",
    "rules.pyramida.extra.text": "Si le pion attaqué ne peut pas battre en retraite parce que ses deux cases du dessous sont occupées, il reste en place et vous rejouez aussitôt, avec le pion de votre choix, y compris celui qui vient de bouger. Ce tour supplémentaire est un coup normal : il peut attaquer et en gagner un autre.",
    "rules.pyramida.column.title": "Attaque par colonne",
    "rules.pyramida.column.text": "Une colonne est une ligne verticale de cases : toutes les cases d'une même lettre. S'il y a exactement deux pions dans une colonne, un blanc et un noir, et que le vôtre est le plus bas, vous pouvez attaquer le plus haut en amenant un deuxième pion dans la colonne, sous lui, par un mouvement diagonal ascendant. Le pion attaqué descend alors sur la case libre la plus basse de la colonne. L'attaque par colonne prévaut sur l'attaque par contact. Si la colonne n'a aucune case libre sous le pion attaqué, elle échoue : vous réalisez l'attaque par contact si votre pion touche un pion adverse qui peut descendre, sinon vous rejouez.",
    "rules.pyramida.last.title": "Le dernier pion",
    "rules.pyramida.last.text": "Un joueur qui n'a plus qu'un pion sur le plateau peut le déplacer d'une ou deux cases en ligne droite, en diagonale, par-dessus une case libre. Quand ce pion est attaqué, l'attaquant peut le faire reculer d'une ou deux cases en ligne droite, de la même façon.",
    "rules.pyramida.end.title": "Fin de partie",
    "rules.pyramida.end.text": "Le premier joueur qui sort ses cinq pions gagne. Un joueur dont le coup reproduit une position (chaque pion à sa place et le même joueur au trait) pour la troisième fois de la partie perd aussitôt : l'application demande confirmation avant un tel coup. Un joueur qui ne peut pas jouer passe son tour.",
    "rules.pyramida.reading.title": "Ce que PyraPack a tranché",
    "rules.pyramida.reading.text": "Les schémas de la règle sont perdus et elle laisse quelques cas ouverts ; voici comment PyraPack les joue. Le plateau et la position de départ suivent le site World of Abstract Games de João Pedro Neto. Attaquer uniquement des pions de la rangée du bas ne fait rien et ne donne pas de tour supplémentaire, comme le suggère le traducteur ; sinon presque chaque premier coup donnerait un tour supplémentaire au premier joueur. Parmi les pions les plus hauts touchés, un pion qui peut descendre est un pion dont une case juste en dessous est libre. L'attaque par colonne est prise à la lettre : votre deuxième pion peut même arriver sous le premier dans la colonne, et le pion attaqué descend toujours sur la case libre la plus basse, même s'il s'agit d'un dernier pion. Une attaque par colonne qui échoue sans être suivie d'une attaque par contact donne un tour supplémentaire. Pour la répétition, toutes les fois où la position est apparue dans la partie comptent, pas seulement à la suite, et la position de départ compte pour la première ; passer son tour quand on y est obligé ne fait jamais perdre, même si la position qui en résulte compte aussi. Si les deux joueurs passaient l'un après l'autre, la partie serait nulle, mais cela ne peut pas arriver : le propriétaire du pion le plus haut sur le plateau peut toujours le faire monter.",
    # its name on the menu
    "game.pyramida": "Pyramida",
    # the guided first game
    "tutorial.pyramida.climb.try": "Vos pions sont les blancs. Cliquez sur votre pion en h5, puis sur l'une des deux cases marquées au-dessus (ou Tab jusqu'à chacune, Entrée).",
    "tutorial.pyramida.climb.try.said": "Vos pions sont les blancs. Montez votre pion de h5 vers l'une des deux cases au-dessus\u00a0: N, "
                                        "puis tapez le coup, par exemple h5-g6.",
    "tutorial.pyramida.climb.done": "Un pion avance d'une case en diagonale, vers le haut ou le bas, sur une "
                                    "case libre. Les Noirs ont répondu : d3 en e4.",
    "tutorial.pyramida.apex.try": "Un pion qui atteint le sommet, k14, quitte aussitôt la pyramide, sans rien "
                                  "attaquer. Quatre des vôtres sont sortis : faites sortir le dernier, en j13.",
    "tutorial.pyramida.apex.done": "Vos cinq pions sont sortis : le premier à faire sortir ses cinq pions "
                                   "gagne la partie.",
    "tutorial.pyramida.contact.try": "Montez f7 en g8 : votre pion s'arrêtera contre le pion noir de h7.",
    "tutorial.pyramida.contact.done": "Attaque par contact : le pion noir touché a dû descendre, en i6, la seule "
                                      "case libre sous lui.",
    "tutorial.pyramida.retreat.try": "Rejouez f7 en g8. Les deux cases sous h7 sont libres : après g8, cliquez (ou Tab, Entrée) celle où h7 doit descendre.",
    "tutorial.pyramida.retreat.try.said": "Rejouez f7 en g8. Les deux cases sous h7 sont libres\u00a0: le coup se poursuit par la case où h7 "
                                          "doit descendre (A donne les coups).",
    "tutorial.pyramida.retreat.done": "Vous avez choisi où le pion attaqué est allé. Les Noirs ont répondu : "
                                      "c2 en d3.",
    "tutorial.pyramida.upwards.try": "Montez h7 en g8. Il touchera f7 en dessous, f9 et h9 au-dessus : vous "
                                     "attaquez un des plus hauts, et un qui peut descendre, h9.",
    "tutorial.pyramida.upwards.done": "Une attaque vers le haut : on repousse un des pions les plus hauts que "
                                      "l'on touche, même au-dessus de soi, et un qui peut descendre s'il y en "
                                      "a un (pas f9). h9 est allé en i8.",
    "tutorial.pyramida.upwards.other": "Ce coup est permis, mais cette étape porte sur h7 en g8, qui repousse "
                                       "h9, le plus haut pion qui peut descendre.",
    "tutorial.pyramida.bottom.try": "Il reste aux Noirs un seul pion, en b1, sur la rangée du bas. Montez d1 "
                                    "en c2, contre lui : un pion de la rangée du bas n'a rien en dessous, on "
                                    "ne peut pas l'attaquer.",
    "tutorial.pyramida.bottom.done": "Rien n'est arrivé à b1, mais il ne peut plus bouger : les Noirs ont "
                                     "passé. Deux passes de suite feraient nulle, mais qui a le pion le plus "
                                     "haut peut toujours monter.",
    "tutorial.pyramida.stuck.try": "Jouez encore f7 en g8 : h7 ne peut pas descendre, les deux cases sous lui "
                                   "sont prises. Voyez ce qui se passe.",
    "tutorial.pyramida.stuck.done": "Un pion qui ne peut pas battre en retraite reste en place, et vous rejouez "
                                    "aussitôt.",
    "tutorial.pyramida.column.try": "Rejouez, avec une attaque par colonne : la colonne l contient votre l3 sous "
                                    "le l9 noir. Montez k4 dans la colonne, en l5.",
    "tutorial.pyramida.column.done": "Attaque par colonne : le pion noir est tombé sur la case libre la plus "
                                     "basse de sa colonne, l1. Elle passe d'abord : m6, que vous touchiez "
                                     "aussi, est resté.",
    "tutorial.pyramida.column.other": "Ce coup est permis, mais servez-vous de ce coup en plus pour l'attaque par "
                                      "colonne : k4 en l5, sous l9.",
    "tutorial.pyramida.column_failed.try": "La colonne k contient votre k4 sous le k6 noir. Montez j1 dans la "
                                           "colonne, en k2 : il ne restera aucune case libre sous k6.",
    "tutorial.pyramida.column_failed.done": "L'attaque par colonne a échoué : k6 n'avait pas où tomber. Quand "
                                            "aucune attaque par contact ne la suit, vous rejouez.",
    "tutorial.pyramida.column_failed.other": "Ce coup est permis, mais cette étape porte sur l'attaque par "
                                             "colonne qui échoue : j1 en k2.",
    "tutorial.pyramida.last.try": "Le dernier pion d'un joueur peut avancer de deux cases en ligne droite, par-dessus "
                                  "une case libre. Jouez h9 en j11 d'un coup.",
    "tutorial.pyramida.last.done": "Deux cases d'un coup : un dernier pion va plus vite.",
    "tutorial.pyramida.last.other": "Ce coup est permis, mais essayez le grand pas du dernier pion : deux cases "
                                    "vers le haut, de h9 en j11.",
    "tutorial.pyramida.last_retreat.try": "Il reste un seul pion noir : attaqué, il peut être renvoyé d'une ou deux "
                                          "cases. Jouez h7 en i8, puis choisissez k8 ou l7.",
    "tutorial.pyramida.last_retreat.done": "Vous avez renvoyé le dernier pion noir sur sa diagonale, aussi loin "
                                           "que vous l'avez choisi.",
    "tutorial.pyramida.repeat.try": "Ces pions ont fait des allers-retours (voyez les coups). Ramener i6 en h5 "
                                    "répéterait une position pour la troisième fois : jouez un autre coup.",
    "tutorial.pyramida.repeat.try.said": "Ces pions ont fait des allers-retours (V lit les coups). Ramener i6 en h5 répéterait une "
                                         "position pour la troisième fois\u00a0: jouez un autre coup.",
    "tutorial.pyramida.repeat.done": "Qui crée une position pour la troisième fois perd : le plateau marque un tel "
                                     "coup d'un « ! » rouge, et le jeu demande d'abord.",
    "tutorial.pyramida.repeat.other": "Ramener i6 en h5 crée cette position pour la troisième fois : les Blancs "
                                      "perdraient aussitôt. Jouez un autre coup.",
    "tutorial.pyramida.finale": "Une vraie partie contre Débutant. L'ouverture a été jouée pour vous : trois pions "
                                "de chaque camp sont sortis. Faites sortir vos deux derniers les premiers !",
    # why a hinted move is good
    "bots.why.pyramida.off": "Ce coup fait sortir un pion par le sommet.",
    "bots.why.pyramida.column": "Attaque par colonne : {stone} tombe au bas de sa colonne.",
    "bots.why.pyramida.contact": "Attaque par contact : {stone} est repoussé vers le bas.",
    "bots.why.pyramida.extra": "Cette attaque vous donne un coup de plus.",
    "pyramida.say.stone.0": "{cell}, pion blanc",
    "pyramida.say.stone.1": "{cell}, pion noir",
    "pyramida.say.cell": "{cell}, vide",
    "pyramida.say.step": "{src} vers {dst}",
    "pyramida.say.off": "{src} vers {dst} : le pion quitte la pyramide",
    "pyramida.say.push": "{src} vers {dst}, repousse {stone} en {to}",
    "pyramida.say.column": "{src} vers {dst}, attaque en colonne : {stone} tombe en {to}",
    "pyramida.say.stuck": "{src} vers {dst} ; {stone} ne peut pas reculer : rejoue",
    "pyramida.say.side": {"one": "{side} : {cells} ; {n} pion sorti.", "other": "{side} : {cells} ; {n} pions sortis."},
    "pyramida.say.none": "aucun pion sur la pyramide",
}
