"""Textes français des parties guidées (``pyrapack/tutorial/``) : la carte du guide, l'offre
et les boutons, et les étapes de chaque leçon (``tutorial.<jeu>.<étape>.try``, ``.done``,
``.other``)."""

STRINGS = {
    # la carte, les boutons, l'offre
    "tutorial.learn": "Apprendre",
    "tutorial.step": "Apprendre {game} · étape {number} sur {count}",
    "tutorial.finale_title": "Apprendre {game} · votre première partie",
    "tutorial.finished": "C'était votre première partie. Lancez-en maintenant une vraie, avec tous les choix.",
    "tutorial.result": "{headline} {score}",
    "tutorial.real_game": "Jouer une vraie partie",
    "tutorial.retry": "Recommencer",
    "tutorial.show_me": "Montrez-moi",
    "tutorial.shown": "Le coup est éclairé en vert : jouez-le.",
    "tutorial.again": "L'étape recommence.",
    "tutorial.not_this_one": "Ce coup est permis, mais cette étape en demande un autre : regardez ce qui est éclairé.",
    "tutorial.offer_title": "Vous découvrez {game} ?",
    "tutorial.offer_text": "Apprenez en jouant : quelques courtes étapes sur de vraies positions, puis une première partie.",
    "tutorial.offer_yes": "Apprendre en jouant",
    "tutorial.offer_no": "Plus tard",
    # Pyramida
    "tutorial.pyramida.climb.try": "Vos pions sont les blancs. Cliquez sur votre pion en h5, puis sur l'une des "
                                   "deux cases éclairées au-dessus.",
    "tutorial.pyramida.climb.done": "Un pion avance d'une case en diagonale, vers le haut ou le bas, sur une "
                                    "case libre. Les Noirs ont répondu : d3 en e4.",
    "tutorial.pyramida.apex.try": "Un pion qui atteint le sommet, k14, quitte la pyramide. Faites sortir votre "
                                  "pion de j13.",
    "tutorial.pyramida.apex.done": "Un pion de plus dehors : le premier à faire sortir ses cinq pions gagne.",
    "tutorial.pyramida.contact.try": "Montez f7 en g8 : votre pion s'arrêtera contre le pion noir de h7.",
    "tutorial.pyramida.contact.done": "Attaque par contact : le pion noir touché a dû descendre, en i6, la seule "
                                      "case libre sous lui.",
    "tutorial.pyramida.retreat.try": "Rejouez f7 en g8. Les deux cases sous h7 sont libres : après g8, cliquez "
                                     "celle où h7 doit descendre.",
    "tutorial.pyramida.retreat.done": "Vous avez choisi où le pion attaqué est allé. Les Noirs ont répondu : "
                                      "c2 en d3.",
    "tutorial.pyramida.upwards.try": "Montez h7 en g8. Il touchera deux pions noirs, f7 en dessous et h9 au-dessus : "
                                     "vous attaquez le plus haut.",
    "tutorial.pyramida.upwards.done": "Une attaque vers le haut : on repousse toujours un des pions les plus hauts "
                                      "que l'on touche, même au-dessus de soi. h9 est descendu en i8.",
    "tutorial.pyramida.upwards.other": "Ce coup est permis, mais cette étape porte sur h7 en g8, qui repousse "
                                       "le pion le plus haut, h9.",
    "tutorial.pyramida.stuck.try": "Jouez encore f7 en g8 : h7 ne peut pas descendre, les deux cases sous lui "
                                   "sont prises. Voyez ce qui se passe.",
    "tutorial.pyramida.stuck.done": "Un pion qui ne peut pas battre en retraite reste en place, et vous rejouez "
                                    "aussitôt.",
    "tutorial.pyramida.column.try": "Rejouez, avec une attaque par colonne : la colonne l contient votre l3 sous "
                                    "le l9 noir. Montez k4 dans la colonne, en l5.",
    "tutorial.pyramida.column.done": "Attaque par colonne : le pion noir est tombé sur la case libre la plus basse "
                                     "de sa colonne, l1.",
    "tutorial.pyramida.column.other": "Ce coup est permis, mais servez-vous de ce coup en plus pour l'attaque par "
                                      "colonne : k4 en l5, sous l9.",
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
    "tutorial.pyramida.repeat.done": "Qui crée une position pour la troisième fois perd : le plateau marque un tel "
                                     "coup d'un « ! » rouge, et le jeu demande d'abord.",
    "tutorial.pyramida.repeat.other": "Ramener i6 en h5 crée cette position pour la troisième fois : les Blancs "
                                      "perdraient aussitôt. Jouez un autre coup.",
    "tutorial.pyramida.finale": "Une vraie partie contre Facile. L'ouverture a été jouée pour vous : trois pions "
                                "de chaque camp sont sortis. Faites sortir vos deux derniers les premiers !",
    # Pyramidames
    "tutorial.pyramidames.step.try": "Vous jouez les Blancs. Un pion avance d'une case en diagonale, vers la rangée 8. "
                                     "Cliquez sur votre pion en c3, puis sur une case éclairée.",
    "tutorial.pyramidames.step.done": "Un pas se fait en diagonale vers l'avant dans le damier E, en montant ou en "
                                      "descendant les gradins. Les Noirs ont répondu : g7 en f6.",
    "tutorial.pyramidames.capture.try": "La prise est obligatoire : le pion qui doit prendre est cerclé de rouge. c1 "
                                        "et d2 sont dans le damier A : sautez de c1 par-dessus d2 jusqu'en e3.",
    "tutorial.pyramidames.capture.done": "Une prise est un saut dans un damier vertical de la pyramide, d'un niveau vers "
                                         "le haut ou le bas (voyez les damiers à droite) : d2 est pris.",
    "tutorial.pyramidames.rafle.try": "Un pion qui peut reprendre doit continuer, même dans un autre damier. Sautez de "
                                      "e1 par-dessus d2 en c3, puis par-dessus b4 en a5.",
    "tutorial.pyramidames.rafle.done": "Une rafle : c3 est sur l'arête des damiers A et D, alors le second saut est "
                                       "redescendu dans le damier D.",
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
    "tutorial.pyramidames.far.done": "Les Blancs gagnent ! Prendre tous les pions adverses, ou laisser l'adversaire "
                                     "sans coup, fait gagner aussi.",
    "tutorial.pyramidames.finale": "Une vraie partie contre Facile, depuis le début. Guettez les cercles rouges : la "
                                   "prise est obligatoire. Atteignez la rangée 8 le premier !",
    # 27
    "tutorial.twentyseven.one.try": "Vous jouez les Blancs, de la case 1 vers la case 9. Vous avez une pile : un coup "
                                    "avance d'une case. Cliquez sur un pion : il part avec tous ceux du dessus.",
    "tutorial.twentyseven.one.done": "Les pions pris ont avancé d'exactement une case, tous ensemble. Les Noirs "
                                     "ont répondu : trois pions de la case 9 en case 8.",
    "tutorial.twentyseven.two.try": "Comptez vos piles : une pile est à vous quand votre pion est dessus. Vous en avez "
                                    "deux, ce coup avance donc d'exactement deux cases. Jouez l'une ou l'autre.",
    "tutorial.twentyseven.two.done": "Chaque coup avance d'autant de cases que vous avez de piles : chaque coup change "
                                     "le suivant. Les Noirs ont répondu : trois pions de la case 8 en case 6.",
    "tutorial.twentyseven.part.try": "Inutile de déplacer toute une pile. Prenez seulement les deux pions du dessus de "
                                     "la case 4 : cliquez sur le deuxième pion en partant du haut.",
    "tutorial.twentyseven.part.done": "Deux pions sont partis, quatre sont restés : vos pions blancs coiffent aussi la "
                                      "pile noire de la case 6.",
    "tutorial.twentyseven.part.other": "Ce coup est permis, mais essayez de prendre une partie de pile : les deux pions "
                                       "du dessus de la case 4.",
    "tutorial.twentyseven.carry.try": "Votre pion coiffe la case 4, sur deux pions noirs : la pile est à vous. Prenez-la "
                                      "avec les pions noirs qui sont dessous (cliquez sur le pion noir du bas).",
    "tutorial.twentyseven.carry.done": "Les pions adverses sous les vôtres voyagent avec eux : ces deux pions noirs ont "
                                       "avancé de deux cases dans le mauvais sens pour les Noirs.",
    "tutorial.twentyseven.carry.other": "Ce coup est permis, mais cette étape porte sur les pions adverses emportés : "
                                        "prenez les trois pions de la case 4.",
    "tutorial.twentyseven.pass.try": "Vous avez deux piles, en cases 8 et 9 : un coup de deux cases dépasserait le bout "
                                     "de la ligne. Vous ne pouvez pas jouer : cliquez n'importe où pour passer.",
    "tutorial.twentyseven.pass.done": "Les Blancs ont passé, les Noirs ont continué : sept pions de la case 4 en case 2. "
                                      "Un joueur bloqué rejoue dès qu'il le peut.",
    "tutorial.twentyseven.end.try": "Amenez toute votre pile sur votre but, la case 9. Ensuite, plus personne ne pourra "
                                    "jouer, et la partie s'arrêtera.",
    "tutorial.twentyseven.end.done": "Fin : chacun marque les pions au-dessus de la base de son but, de toutes couleurs. "
                                     "Les Blancs en ont 13 sur la case 9, les Noirs 5 sur la case 1 : les Blancs gagnent.",
    "tutorial.twentyseven.end.other": "Ce coup finit aussi la partie, avec moins de pions sur votre but : prenez les "
                                      "neuf pions de la case 8.",
    "tutorial.twentyseven.grey.try": "Dans la variante grise, une base grise peut partir sous sa pile. Prenez toute la "
                                     "case 3, base grise comprise : cliquez sur la base.",
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
    "tutorial.twentyseven.finale": "Une vraie partie contre Facile, dans le jeu de base : vous commencez. Bâtissez la "
                                   "plus haute pile sur la case 9 !",
    # Pyraos
    "tutorial.pyraos.place.try": "Vous jouez les Clairs. Posez une bille de votre réserve : cliquez sur votre réserve, "
                                 "puis sur un creux libre du plateau (ou directement sur le creux).",
    "tutorial.pyraos.place.done": "Chaque bille posée quitte votre réserve, et le joueur qui n'a plus de billes perd.",
    "tutorial.pyraos.raise.try": "Montez plutôt une bille : votre bille libre en c3 peut grimper sur les quatre billes "
                                 "du coin. Cliquez dessus, puis sur le creux éclairé au-dessus d'elles.",
    "tutorial.pyraos.raise.done": "Monter déplace une bille déjà sur la pyramide : votre réserve garde sa bille. Les "
                                  "Foncés ont répondu en posant en d4.",
    "tutorial.pyraos.raise.other": "Ce coup est permis, mais cette étape porte sur la montée : montez votre bille de "
                                   "c3 dans le creux éclairé.",
    "tutorial.pyraos.square.try": "Complétez un carré de quatre billes claires : posez une bille en b2. Puis reprenez "
                                  "une ou deux de vos billes libres.",
    "tutorial.pyraos.square.done": "Carré ! Les billes reprises sont de retour dans votre réserve.",
    "tutorial.pyraos.square.other": "Ce coup est permis, mais cette étape porte sur le carré : posez votre bille en b2.",
    "tutorial.pyraos.last_ball.try": "Il vous reste une bille : la poser viderait votre réserve, et vous perdriez. "
                                     "Montez plutôt une de vos billes éclairées.",
    "tutorial.pyraos.last_ball.done": "Votre dernière bille est toujours en réserve : une montée l'a sauvée.",
    "tutorial.pyraos.last_ball.other": "Poser votre dernière bille viderait votre réserve : vous perdriez aussitôt. "
                                       "Montez plutôt une bille éclairée.",
    "tutorial.pyraos.out.try": "Cette fois, les Foncés n'ont plus qu'une bille, et aucune bille à monter. Posez une des "
                               "vôtres en haut : ils devront poser leur dernière.",
    "tutorial.pyraos.out.done": "Les Foncés ont dû poser leur dernière bille : un joueur qui n'a plus de bille en "
                                "réserve perd. Les Clairs gagnent !",
    "tutorial.pyraos.children.try": "Dans le jeu des enfants, il n'y a pas de carrés. Posez une bille en b2, qui "
                                    "complète quatre billes claires, et voyez.",
    "tutorial.pyraos.children.done": "Rien à reprendre : dans le jeu des enfants, seules les montées font économiser "
                                     "des billes.",
    "tutorial.pyraos.children.other": "Ce coup est permis, mais cette étape porte sur le carré qui ne rapporte rien : "
                                      "posez votre bille en b2.",
    "tutorial.pyraos.advanced.try": "Pour les joueurs avertis, les alignements comptent aussi : quatre en ligne sur le "
                                    "plateau, ou trois au niveau 1. Complétez la ligne en d1, puis reprenez des billes.",
    "tutorial.pyraos.advanced.done": "Alignement ! Chez les joueurs avertis, une ligne à sa couleur fait économiser des "
                                     "billes comme un carré.",
    "tutorial.pyraos.advanced.other": "Ce coup est permis, mais cette étape porte sur l'alignement : posez votre bille "
                                      "en d1.",
    "tutorial.pyraos.finale": "Une vraie partie contre Facile, avec la règle de base : vous jouez les Clairs. "
                              "Économisez vos billes : le premier à court de billes perd !",
}
