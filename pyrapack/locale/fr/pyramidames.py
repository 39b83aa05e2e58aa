"""Textes français de Pyramidames : nom, variantes et fins de partie, écran de jeu, page de
règles, leçon et raisons des conseils."""

from ...part_types import Strings

STRINGS: Strings = {  # its texts (part_types.Catalogue), each a text or its plural forms
    "pyramidames.typing": "« c3-d4 », une prise « e1xc3xa5 » (« e1xa5 » quand un seul chemin convient)",
    "outcome.pyramidames.reached the far row": "Un pion a atteint la dernière rangée.",
    "outcome.pyramidames.captured every piece": "Tous les pions adverses ont été pris.",
    "outcome.pyramidames.left the opponent without a move": "L'adversaire ne pouvait plus jouer.",
    "pyramidames.turn_capture": "la prise est obligatoire",
    "pyramidames.turn_step": "avancez un pion en diagonale",
    "pyramidames.on_board": {"one": "{n} pion sur le damier", "other": "{n} pions sur le damier"},
    "pyramidames.taken": {"one": "a pris {n} pion aux {other}s", "other": "a pris {n} pions aux {other}s"},
    "pyramidames.result": "Pions restants : {w} {white} – {black} {b}",
    "pyramidames.took": {"one": "Les {name}s ont pris {n} pion.", "other": "Les {name}s ont pris {n} pions."},
    "pyramidames.cube_stops": {"one": "({n} arrêt sur un cube invisible : {cubes}.)",
                               "other": "({n} arrêts sur des cubes invisibles : {cubes}.)"},
    "pyramidames.faces_title": "Les pentes de la pyramide",
    "pyramidames.faces_note": "Redressées : on y prend",
    "pyramidames.face.A": "côté Blancs",
    "pyramidames.face.B": "à droite",
    "pyramidames.face.C": "côté Noirs",
    "pyramidames.face.D": "à gauche",
    "pyramidames.why.not_a_move": "Ce n'est pas un coup.",
    "pyramidames.why.over": "La partie est finie.",
    "pyramidames.why.too_short": "Un coup va au moins d'une case.",
    "pyramidames.why.off_board": "C'est hors du plateau.",
    "pyramidames.why.no_pawn": "Il n'y a pas de pion ici.",
    "pyramidames.why.not_a_jump": "Ce pion ne peut pas aller là.",
    "pyramidames.why.must_go_on": "La prise continue depuis {square} : elle peut encore prendre.",
    "pyramidames.why.light_square": "Les pions ne se posent que sur les cases noires.",
    "pyramidames.pick_pawn": "Cliquez d'abord sur un de vos pions (ou Tab jusqu'à lui, Entrée).",
    "pyramidames.why.not_yours": "Ce pion appartient aux {name}s.",
    "pyramidames.click_landing": "Pour prendre, cliquez sur la case où votre pion atterrit, derrière le pion sauté (ou Tab jusqu'à elle, Entrée).",
    "pyramidames.why.must_capture": "La prise est obligatoire : prenez avec {squares}.",
    "pyramidames.why.blocked": "Ce pion est bloqué : les deux cases en diagonale devant lui sont occupées "
                           "ou hors du damier.",
    "pyramidames.why.go_on": "La rafle continue : sautez encore, vers une case marquée d'un point.",
    "pyramidames.why.forward_only": "Un pion n'avance qu'en diagonale vers le camp adverse "
                                "(mais il prend aussi en arrière).",
    "pyramidames.why.step_blocked": "Ce pion ne peut pas aller là.",
    "pyramidames.why.twice": "Le pion en {over} a déjà été sauté : on ne passe qu'une fois au-dessus d'une pièce.",
    "pyramidames.why.no_enemy": "Pas de pion adverse à sauter en {over}.",
    "pyramidames.why.occupied": "La case {square} est occupée : un saut se termine sur une case libre.",
    "pyramidames.why.wrong_face": "Depuis le cube invisible en {square}, le saut suivant se fait dans "
                              "le damier {faces}.",
    "pyramidames.why.no_face": "{here} (niveau {a}) et {over} (niveau {b}) ne sont dans aucun damier vertical "
                           "commun : on prend dans un damier vertical, jamais dans le damier E.",
    "pyramidames.why.ends_on_cube": "Ce saut s'arrêterait sur un cube invisible en {square} sans rien d'autre à "
                            "prendre : une rafle ne peut pas finir là.",
    "rules.pyramidames.goal.title": "Le but du jeu",
    "rules.pyramidames.goal.text": "Pyramidames, c'est le jeu de dames transposé dans une pyramide à degrés. Les Blancs ont des pions clairs, les Noirs des pions foncés marqués d'or. Pour gagner, soyez le premier à finir un coup sur la dernière rangée, la plus éloignée de votre camp : la rangée 8 pour les Blancs, la rangée 1 pour les Noirs. On gagne aussi en prenant tous les pions adverses, ou quand l'adversaire, ayant le trait, ne peut plus jouer.",
    "rules.pyramidames.goal_white": "Les Blancs gagnent en rangée 8",
    "rules.pyramidames.goal_black": "Les Noirs gagnent en rangée 1",
    "rules.pyramidames.setup.title": "La mise en place",
    "rules.pyramidames.setup.text": "Chaque joueur commence avec 12 pions posés sur les cases noires des trois rangées de son camp : rangées 1 à 3 pour les Blancs, 6 à 8 pour les Noirs, comme sur le schéma ci-dessus. Les Blancs jouent toujours le premier coup, puis chacun joue un coup à tour de rôle. Il n'y a pas de dame : un pion qui atteint la dernière rangée a déjà gagné.",
    "rules.pyramidames.pyramid.title": "La pyramide : le damier E et les damiers A à D",
    "rules.pyramidames.pyramid.text": "Vue de dessus, la pyramide de cubes est un damier de 8 × 8 cases, le damier E ; les pions se posent sur ses cases noires. Les cubes s'étagent sur quatre niveaux : la couronne extérieure est au niveau 0, la suivante au niveau 1, puis vient le niveau 2, et les quatre cases du centre, au niveau 3, forment le sommet. Les quatre pentes de la pyramide sont autant de damiers verticaux : A côté Blancs, B à droite, C côté Noirs et D à gauche. Redressé, comme dans le panneau à côté du damier pendant la partie, chacun est un damier en triangle dont les rangées sont les niveaux (ci-dessous, le damier A est éclairé et les chiffres donnent les niveaux). Une case placée sur une diagonale du damier E se trouve sur une arête : elle appartient à deux damiers verticaux. On se déplace dans le damier E ; on prend dans les damiers verticaux.",
    "rules.pyramidames.step.title": "Le déplacement",
    "rules.pyramidames.step.text": "Un pion avance d'une case en diagonale dans le damier E, vers le camp adverse, sur une case noire libre ; il monte ou descend avec la pyramide. Ainsi le pion blanc en c3 (niveau 2) peut aller en b4 (niveau 1) ou en d4 (niveau 3), mais jamais reculer en b2 ou en d2. Les Noirs, eux, avancent vers la rangée 1. Dans le jeu, cliquez sur un pion, puis sur une des cases marquées d'un point (ou Tab jusqu'à chacun, Entrée).",
    "rules.pyramidames.capture.title": "La prise : un saut dans un damier vertical",
    "rules.pyramidames.capture.text": "La prise est obligatoire et se fait aussi bien en avant qu'en arrière, mais jamais dans le damier E : le pion saute une pièce adverse en diagonale dans un damier vertical, comme aux dames sur ce damier redressé, et se pose sur la case libre juste derrière. Les deux pièces doivent donc se trouver dans un même damier vertical, à un niveau d'écart. Dans le damier A, le pion de c1 (niveau 0) saute d2 (niveau 1) et atterrit en e3 (niveau 2). En revanche, f2 ne peut pas prendre g3 : tous deux sont au niveau 1, f2 est dans le damier A, g3 dans le damier B, et aucun damier ne contient les deux. Dans le jeu, cliquez sur le pion, puis sur sa case d'arrivée (ou Tab jusqu'à chacun, Entrée).",
    "rules.pyramidames.rafle.title": "La rafle",
    "rules.pyramidames.rafle.text": "Après un saut, si le pion peut encore prendre, il doit le faire, et ainsi de suite : c'est la rafle. Il peut changer de damier vertical à chaque prise. Ici, e1 mange d2 en montant dans le damier A jusqu'en c3, case d'arête commune aux damiers A et D, puis mange b4 en redescendant dans le damier D jusqu'en a5. Au cours d'une rafle, on peut passer plusieurs fois sur une même case libre, case de départ comprise, mais jamais deux fois au-dessus d'une même pièce. Dans le jeu, cliquez tour à tour sur chaque case d'arrivée (ou Tab jusqu'à chacune, Entrée).",
    "rules.pyramidames.cubes.title": "Les cubes invisibles",
    "rules.pyramidames.cubes.text": "Un saut peut emmener le pion au-delà du bord du triangle de son damier. Le pion s'arrête alors un instant sur un cube invisible : un cube de plus posé sur la case, juste en dehors du damier vertical (le jeu le dessine en transparence). De là, il doit prendre encore, dans un autre damier vertical qui contient cette case, et une rafle ne peut jamais s'achever sur un cube invisible. Ici, b4 saute c5 dans le damier D ; d6 n'est pas dans le damier D, donc le pion se pose sur le cube invisible au-dessus de d6, puis saute e7 dans le damier C et atterrit en f8 : deux pions pris, et la dernière rangée atteinte. Sans le pion noir en e7, le premier saut serait interdit.",
    "rules.pyramidames.summit.title": "Par-dessus le sommet",
    "rules.pyramidames.summit.text": "Les cubes invisibles du haut se trouvent au-dessus du sommet. Un pion qui saute une pièce du sommet se pose sur l'un d'eux, et sa rafle doit continuer en descendant dans le damier opposé : en C si l'on vient de A, en A si l'on vient de C, en D si l'on vient de B, en B si l'on vient de D. Ici, c3 saute d4 dans le damier A (le damier D irait aussi) et se pose sur le cube au-dessus de e5, puis redescend dans le damier C (ou B) par-dessus f6 jusqu'en g7.",
    "rules.pyramidames.choice.title": "Le choix de la prise, l'enlèvement des pièces",
    "rules.pyramidames.choice.text": "Quand plusieurs prises sont possibles, le choix est laissé au joueur : contrairement aux dames internationales, rien n'oblige à prendre le plus grand nombre de pièces, mais la rafle choisie se joue jusqu'au bout. Ici, les Blancs peuvent prendre un pion avec c1 ou deux avec e1. Les pièces sautées restent sur le damier, barrées de rouge, jusqu'à la fin du coup, et elles bloquent toujours le passage ; ensuite seulement, on les enlève toutes.",
    "rules.pyramidames.take_one": "c1xe3 : un pion",
    "rules.pyramidames.take_two": "e1xc3xa5 : deux pions",
    "rules.pyramidames.reading.title": "Ce que PyraPack a tranché",
    "rules.pyramidames.reading.text": "La règle a perdu tous ses schémas : la géométrie du jeu est donc une reconstitution de PyraPack. Elle respecte toutes les règles que le texte énonce ; là où il renvoyait à un dessin perdu, voici les choix retenus.\n• Le damier E est la vue de dessus d'une pyramide à quatre niveaux ; les pions se posent sur ses cases noires.\n• Les damiers verticaux sont les quatre pentes de la pyramide : A côté Blancs, B à droite, C côté Noirs, D à gauche. Chacun est un damier en triangle dont les rangées sont les niveaux. Une case d'arête appartient à deux damiers.\n• Une prise est un saut dans un seul damier vertical : la pièce prise est donc un niveau plus haut ou plus bas que le pion qui prend, jamais au même niveau.\n• Un cube invisible est la case juste au-delà du bord d'un damier vertical. De là, le saut suivant se fait dans le damier opposé s'il contient la case (par-dessus le sommet), sinon dans un autre damier qui la contient. Un saut qui mène à un cube invisible sans nouvelle prise possible est interdit.\n• Un saut le long d'une arête peut se faire dans l'un ou l'autre de ses deux damiers ; s'il retombe normalement dans l'un d'eux, c'est un atterrissage normal.\n• « La case la plus éloignée de son camp » s'entend de n'importe quelle case de la dernière rangée.\n• Pendant une rafle, la case de départ compte comme libre ; les pièces prises sont enlevées toutes ensemble à la fin du coup.\n• Deux passages de la règle n'ont pas pu être replacés et sont laissés de côté : une prise « dans le damier E » (que le texte exclut par ailleurs) et un cas particulier des damiers B et D où une case Q tombe sur une case blanche du damier E.\n• Les règles sur les irrégularités (pièce touchée, pièce jouée) ne s'appliquent pas : dans le jeu, on peut changer de pion tant que le coup n'est pas complet.",
    "rules.pyramidames.white_steps": "Les Blancs avancent vers la rangée 8",
    "rules.pyramidames.black_steps": "Les Noirs avancent vers la rangée 1",
    # its name on the menu
    "game.pyramidames": "Pyramidames",
    "byline.pyramidames": "Les dames dans la pyramide",
    # the guided first game
    "tutorial.pyramidames.step.try": "Vous jouez les Blancs. Un pion avance d'une case en diagonale, vers la rangée 8. "
                                     "Cliquez sur votre pion en c3, puis sur une case marquée d'un point (ou Tab jusqu'à chacun, Entrée).",
    "tutorial.pyramidames.step.try.said": "Vous jouez les Blancs. Un pion avance d'une case en diagonale, vers la rangée 8. Jouez votre "
                                          "pion de c3\u00a0: A donne ses coups, N en tape un.",
    "tutorial.pyramidames.step.done": "c3 est au niveau 2 : b4 est un gradin plus bas, d4 un gradin plus haut. Les Noirs ont répondu : g7 en f6.",
    "tutorial.pyramidames.level.try": "Un pas peut aussi rester sur le même gradin. f2 et g3 sont tous deux au niveau 1 : avancez f2 en g3.",
    "tutorial.pyramidames.level.done": "Un pas se fait en diagonale vers l'avant dans le damier E : un gradin plus haut, un gradin plus bas, ou sur le même.",
    "tutorial.pyramidames.level.other": "Ce coup est permis, mais cette étape montre un pas sur le même gradin : avancez f2 en g3.",
    "tutorial.pyramidames.capture.try": "La prise est obligatoire : le pion qui doit prendre porte un badge « ! ». c1 "
                                        "et d2 sont dans le damier A : sautez de c1 par-dessus d2 jusqu'en e3.",
    "tutorial.pyramidames.capture.done": "Une prise est un saut dans un damier vertical de la pyramide, d'un niveau vers "
                                         "le haut ou le bas (voyez les damiers à droite) : d2 est pris.",
    "tutorial.pyramidames.capture.done.said": "Une prise est un saut dans un damier vertical de la pyramide, d'un niveau vers le haut ou le "
                                              "bas\u00a0: d2 est pris.",
    "tutorial.pyramidames.backwards.try": "On prend aussi en arrière. Sautez de e3 par-dessus d2, en "
                                          "redescendant le damier A jusqu'en c1 : c'est le dernier pion noir.",
    "tutorial.pyramidames.backwards.done": "Une prise en arrière, et les Noirs n'ont plus de pion : prendre "
                                           "tous les pions adverses fait gagner.",
    "tutorial.pyramidames.rafle.try": "Un pion qui peut reprendre doit continuer, même dans un autre damier. Sautez de "
                                      "e1 par-dessus d2 en c3, puis par-dessus b4 en a5.",
    "tutorial.pyramidames.rafle.done": "Une rafle : c3 est sur l'arête des damiers A et D, alors le second saut est "
                                       "redescendu dans le damier D.",
    "tutorial.pyramidames.choice.try": "Deux prises : c1 prend un pion, e1 en prend deux. Vous choisissez "
                                       "librement, sans devoir prendre le plus. Jouez l'une ou l'autre.",
    "tutorial.pyramidames.choice.done": "N'importe quelle prise convient, mais celle choisie va jusqu'au "
                                        "bout ; les pions pris sont partis ensemble, le coup fini.",
    "tutorial.pyramidames.cube.try": "Sautez de c1 par-dessus b2 : a3 est au-delà du bord du damier A, le pion s'arrête "
                                     "donc sur un cube invisible. Puis ressautez, dans le damier D, par-dessus b4 en c5.",
    "tutorial.pyramidames.cube.done": "Le cube invisible au-dessus de a3 n'était qu'une étape : une prise ne peut "
                                      "jamais s'y achever.",
    "tutorial.pyramidames.summit.try": "Par-dessus le sommet : sautez de c3 par-dessus d4 sur le cube au-dessus de e5, "
                                       "puis redescendez de l'autre côté par-dessus f6 jusqu'en g7.",
    "tutorial.pyramidames.summit.done": "Depuis un cube au-dessus du sommet, la rafle continue en descendant le damier "
                                        "opposé : deux pions pris.",
    "tutorial.pyramidames.far.try": "Le premier pion qui finit un coup sur sa dernière rangée gagne : la rangée 8 pour "
                                    "les Blancs. Avancez e7.",
    "tutorial.pyramidames.far.done": "Les Blancs gagnent aussitôt : un pion sur sa dernière rangée n'est pas couronné, il n'y a pas de dames. L'atteindre, c'est gagner.",
    "tutorial.pyramidames.blocked.try": "Le dernier pion noir, en a3, ne peut aller qu'en b2. Prenez-lui "
                                        "cette case : avancez a1 en b2.",
    "tutorial.pyramidames.blocked.done": "Les Noirs ne peuvent plus jouer : un joueur sans coup à son tour "
                                         "perd. Les Blancs gagnent !",
    "tutorial.pyramidames.blocked.other": "Ce coup est permis, mais cette étape consiste à laisser les Noirs "
                                          "sans coup : avancez a1 en b2.",
    "tutorial.pyramidames.finale": "Une vraie partie contre Débutant, depuis le début. Guettez les badges « ! » : la "
                                   "prise est obligatoire. Atteignez la rangée 8 le premier !",
    # why a hinted move is good
    "bots.why.pyramidames.captures": {"one": "Ce coup prend {n} pion.",
                                      "other": "Ce coup prend {n} pions."},
    "bots.why.pyramidames.far_row": "Ce pion atteint la dernière rangée : vous gagnez.",
    "bots.why.pyramidames.last_piece": "Ce coup prend le dernier pion adverse : vous gagnez.",
    "pyramidames.say.pawn.0": "{square}, pion blanc",
    "pyramidames.say.pawn.1": "{square}, pion noir",
    "pyramidames.say.square": "{square}, vide",
    "pyramidames.say.step": "{src} vers {dst}",
    "pyramidames.say.capture": {"one": "{path}, prend {n} pion\u00a0: {taken}", "other": "{path}, prend {n} pions\u00a0: {taken}"},
    "pyramidames.say.then": " vers ",
    "pyramidames.say.side": {"one": "{side}, {n} pion : {squares}.", "other": "{side}, {n} pions : {squares}."},
}
