"""Textes français de Pyraos : nom, variantes et fins de partie, écran de jeu, page de règles,
leçon et raisons des conseils."""

STRINGS = {
    "variant.pyraos.standard": "Règle de base",
    "variant.pyraos.children": "Enfants",
    "variant.pyraos.advanced": "Joueurs avertis",
    "variant.pyraos.standard.about": "Un carré de quatre billes à sa couleur permet de reprendre une ou deux billes.",
    "variant.pyraos.children.about": "Pas de carrés : seul l'empilement fait économiser des billes.",
    "variant.pyraos.advanced.about": "Carrés et alignements : 4 en ligne sur le plateau, 3 en ligne au niveau 1.",
    "outcome.pyraos.placed the apex": "Qui pose la bille du sommet gagne la partie.",
    "outcome.pyraos.ran out of balls": "Un joueur qui n'a plus de billes en réserve perd la partie.",
    "outcome.pyraos.threefold repetition": "La même position est revenue trois fois.",
    "pyraos.apex": "sommet",
    "pyraos.square": "Carré !",
    "pyraos.line": "Alignement !",
    "pyraos.square_and_line": "Carré et alignement !",
    "pyraos.formed": "{what} Reprenez une ou deux de vos billes.",
    "pyraos.turn": {"one": "{n} bille en réserve", "other": "{n} billes en réserve"},
    "pyraos.turn_last": "1 bille en réserve, la dernière !",
    "pyraos.turn_where": "cliquez une case éclairée pour votre bille",
    "pyraos.turn_where_up": "cliquez une case éclairée plus haut pour cette bille",
    "pyraos.turn_take": "{what} Reprenez une ou deux de vos billes",
    "pyraos.turn_take_second": "reprenez une deuxième bille, ou celle-ci seulement",
    "pyraos.take_just_one": "Reprendre celle-ci seulement",
    "pyraos.reserve": {"one": "{n} bille en réserve", "other": "{n} billes en réserve"},
    "pyraos.on_pyramid": {"one": "{n} bille sur la pyramide", "other": "{n} billes sur la pyramide"},
    "pyraos.notation": "1b3 = b3 au niveau 1",
    "pyraos.move_place": "pose {dst}",
    "pyraos.move_raise": "monte {src} → {dst}",
    "pyraos.move_take": ", reprend {balls}",
    "pyraos.result": "En réserve : {w} {light} · {b} {dark}",
    "pyraos.took_back": {"one": "Les {name}s reprennent {n} bille.", "other": "Les {name}s reprennent {n} billes."},
    "pyraos.repeated": "Cette position est déjà revenue deux fois : une troisième, et c'est la nulle.",
    "pyraos.warn_last_ball": "Ce coup vous laisse sans bille en réserve : vous perdez aussitôt. Le jouer quand même ?",
    "pyraos.map.ground": "Plateau",
    "pyraos.map.level": "Niveau {level}",
    "pyraos.map.apex": "Sommet",
    "pyraos.viewing": "{level} : les niveaux au-dessus sont estompés",
    "pyraos.why.not_a_move": "Ce n'est pas un coup.",
    "pyraos.why.over": "La partie est finie.",
    "pyraos.why.no_spot": "Ce n'est pas une place de la pyramide.",
    "pyraos.why.no_ball": "Il n'y a pas de bille ici.",
    "pyraos.why.taken": "Cette place est prise.",
    "pyraos.why.unsupported": "Une bille doit reposer sur quatre billes.",
    "pyraos.why.not_legal": "Ce coup n'est pas possible ici.",
    "pyraos.why.no_formation": "Ce coup ne forme aucun carré : rien à reprendre.",
    "pyraos.why.take_some": "Reprenez une ou deux de vos billes : cliquez une bille éclairée (Échap annule le coup).",
    "pyraos.why.take_too_many": "On ne reprend que deux billes au plus.",
    "pyraos.why.take_twice": "Reprenez deux billes différentes.",
    "pyraos.why.take_empty": "Il n'y a pas de bille ici à reprendre.",
    "pyraos.why.pick": "Cliquez votre réserve, ou une de vos billes libres.",
    "pyraos.why.their_tray": "Ce sont les billes des {name}s.",
    "pyraos.why.not_yours": "Cette bille appartient aux {name}s : vous ne jouez que les vôtres.",
    "pyraos.why.holds_up": "Cette bille en supporte une autre : elle ne peut pas bouger.",
    "pyraos.why.no_raise": "Cette bille ne peut monter nulle part : il faut une case libre plus haut, qu'elle ne supporte pas.",
    "pyraos.why.higher": "Une bille déplacée doit monter d'au moins un niveau.",
    "pyraos.why.holds_spot": "La bille en {src} supporte {dst} : elle ne peut pas s'y poser.",
    "pyraos.why.take_lit": "Reprenez une ou deux de vos billes : cliquez une bille éclairée (Échap annule le coup).",
    "pyraos.why.take_not_yours": "Vous ne pouvez reprendre que vos propres billes.",
    "pyraos.why.take_not_free": "Cette bille en supporte une autre : seules les billes libres se reprennent.",
    "rules.pyraos.under_way": "Une partie en cours",
    "rules.pyraos.apex_on_top": "La pyramide complète",
    "rules.pyraos.place": "Poser une bille de la réserve",
    "rules.pyraos.raise": "Monter une bille libre",
    "rules.pyraos.take_first": "1. La bille du dessus",
    "rules.pyraos.take_second": "2. Puis celle qui la portait",
    "rules.pyraos.goal.title": "Le but du jeu",
    "rules.pyraos.goal.text": "Les deux joueurs bâtissent ensemble une pyramide de 30 billes sur un plateau de 16 cases : 16 billes sur le plateau, puis 9 au niveau 1, 4 au niveau 2 et 1 au sommet. Chacun a 15 billes en réserve, claires ou foncées (les foncées portent un anneau doré) ; les Clairs commencent. Qui pose la bille du sommet gagne, et un joueur dont la réserve est vide après son coup perd aussitôt. Tout l'art est donc d'économiser ses billes.",
    "rules.pyraos.turn.title": "Un tour : poser ou monter",
    "rules.pyraos.turn.text": "À son tour, on pose une bille de sa réserve sur n'importe quelle case libre et soutenue : une case du plateau, ou le creux au-dessus de quatre billes, quelles que soient leurs couleurs. Ou bien on monte une de ses billes libres (aucune bille ne repose dessus) sur une case libre et soutenue d'un niveau plus haut : on économise ainsi une bille de sa réserve. Une bille ne peut jamais monter sur un carré dont elle fait partie (la croix rouge du schéma ci-dessous). Dans l'application : cliquez votre réserve (ou directement une case libre), ou une de vos billes libres, puis une case éclairée.",
    "rules.pyraos.square.title": "Carré à sa couleur : reprendre une ou deux billes",
    "rules.pyraos.square.text": "Quand la bille qu'on vient de poser ou de monter complète un carré de quatre billes à sa couleur, à n'importe quel niveau, on reprend tout de suite une ou deux de ses billes libres pour les remettre dans sa réserve, y compris celle qu'on vient de jouer. La deuxième peut être une bille sur laquelle reposait la première : une fois la première enlevée, elle est libre (1, puis 2, sur le schéma ci-dessous). Réaliser plusieurs carrés d'un coup ne donne toujours droit qu'à une ou deux billes. Dans l'application, le carré est entouré de rouge : cliquez les billes éclairées à reprendre, ou « Reprendre celle-ci seulement » pour s'arrêter à une.",
    "rules.pyraos.end.title": "Fin de la partie",
    "rules.pyraos.end.text": "Qui pose la bille du sommet gagne. Un joueur qui n'a plus de billes en réserve après son coup, reprises comprises, a perdu. Quand la même position (la pyramide, les deux réserves et le joueur qui a le trait) revient pour la troisième fois, la partie est nulle.",
    "rules.pyraos.variants.title": "Variantes",
    "rules.pyraos.variants.text": "Règle de base : les carrés, comme ci-dessus. Variante pour enfants : pas de carrés du tout, seul l'empilement fait économiser des billes. Variante pour joueurs avertis : les carrés, et aussi les alignements à sa couleur : 4 billes en ligne ou en colonne sur le plateau, ou 3 au niveau 1. Une diagonale ne constitue pas un alignement.",
    "rules.pyraos.levels.title": "Voir toutes les billes",
    "rules.pyraos.levels.text": "Les billes du dessus cachent celles du dessous. Les quatre petits plans sous le plateau montrent chaque niveau à plat : le plateau, le niveau 1, le niveau 2 et le sommet. Survolez un plan pour estomper sur la pyramide les niveaux au-dessus. La liste des coups nomme une case du plateau par sa colonne et sa rangée, inscrites sur les bords du plateau (b3) ; plus haut, le niveau vient devant : 1b3 est la case b3 du niveau 1, repérée sur le plan de ce niveau, et la case du haut est le sommet.",
    "rules.pyraos.reading.title": "Ce que PyraPack a tranché",
    "rules.pyraos.reading.text": "La règle laisse quelques points ouverts ; voici comment PyraPack les joue. Les Clairs commencent toujours (la règle tire les couleurs au sort : choisissez votre camp au lancement). Une bille qu'on monte doit gagner au moins un niveau, et ne peut pas se poser sur un carré qu'elle soutient. « Un joueur qui n'a plus de billes dans sa réserve perd la partie » se vérifie juste après chaque coup. Un simple décompte montre ce qui en découle : avant de pouvoir poser le sommet, il faut 29 billes en dessous, donc l'un des joueurs a déjà posé ses 15 billes et perdu. Une partie jouée depuis le début ne se termine donc jamais par la bille du sommet : elle s'arrête quand un joueur n'a plus de billes, ou par répétition. Reprendre la bille qu'on vient de poser est permis, ce qui revient à passer ; pour que toute partie se termine, une position vue pour la troisième fois donne la nulle (règle maison).",
    # its name on the menu
    "game.pyraos": "Pyraos",
    # the guided first game
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
    "tutorial.pyraos.out.done": "Les Foncés ont dû poser leur dernière bille : sans réserve, ils perdent. "
                                "Poser le sommet ferait gagner, mais la place sous lui coûte toujours d'abord "
                                "sa dernière bille à quelqu'un.",
    "tutorial.pyraos.repeat.try": "Les deux camps passent : un carré, et la même bille reprise (voyez les "
                                  "coups). Encore une fois : posez en b2, reprenez b2.",
    "tutorial.pyraos.repeat.done": "Partie nulle : la même position est revenue une troisième fois. Quand il "
                                   "vous reste moins de billes, c'est bon à prendre.",
    "tutorial.pyraos.repeat.other": "Ce coup est permis, mais cette étape porte sur la nulle : posez en b2, "
                                    "puis reprenez cette même bille.",
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
    "tutorial.pyraos.finale": "Une vraie partie contre Débutant, avec la règle de base : vous jouez les Clairs. "
                              "Économisez vos billes : le premier à court de billes perd !",
    # why a hinted move is good
    "bots.why.pyraos.apex": "La bille au sommet de la pyramide gagne la partie.",
    "bots.why.pyraos.square": {"one": "Ce coup forme un carré : reprenez {n} bille.",
                               "other": "Ce coup forme un carré : reprenez {n} billes."},
    "bots.why.pyraos.line": {"one": "Ce coup forme une ligne : reprenez {n} bille.",
                             "other": "Ce coup forme une ligne : reprenez {n} billes."},
    "bots.why.pyraos.square_and_line": {
        "one": "Ce coup forme un carré et une ligne : reprenez {n} bille.",
        "other": "Ce coup forme un carré et une ligne : reprenez {n} billes."},
    "bots.why.pyraos.blocks": "Cette bille bloque un carré que votre adversaire allait former.",
    "bots.why.pyraos.raise": "Monter une bille en économise une de votre réserve.",
}
