"""Textes français de Pyraos : nom, variantes et fins de partie, écran de jeu, page de règles,
leçon et raisons des conseils."""

from ...part_types import Strings

STRINGS: Strings = {  # its texts (part_types.Catalogue), each a text or its plural forms
    "pyraos.typing": "« b2 » pose une bille, « a1-1b2 » en monte une, « b2 x a1 c3 » reprend a1 et c3",
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
    "pyraos.turn_where": "cliquez (ou Tab, Entrée) une case à point pour votre bille",
    "pyraos.turn_where_up": "cliquez (ou Tab, Entrée) une case à point plus haut pour cette bille",
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
    "pyraos.why.take_some": "Reprenez une ou deux de vos billes : cliquez une bille entourée de points (ou Tab jusqu'à elle, Entrée ; Échap annule le coup).",
    "pyraos.why.take_too_many": "On ne reprend que deux billes au plus.",
    "pyraos.why.take_twice": "Reprenez deux billes différentes.",
    "pyraos.why.take_empty": "Il n'y a pas de bille ici à reprendre.",
    "pyraos.why.pick": "Cliquez votre réserve, ou une de vos billes libres (ou Tab jusqu'à elle, Entrée).",
    "pyraos.why.their_tray": "Ce sont les billes des {name}s.",
    "pyraos.why.not_yours": "Cette bille appartient aux {name}s : vous ne jouez que les vôtres.",
    "pyraos.why.holds_up": "Cette bille en supporte une autre : elle ne peut pas bouger.",
    "pyraos.why.no_raise": "Cette bille ne peut monter nulle part : il faut une case libre plus haut, qu'elle ne supporte pas.",
    "pyraos.why.higher": "Une bille déplacée doit monter d'au moins un niveau.",
    "pyraos.why.holds_spot": "La bille en {src} supporte {dst} : elle ne peut pas s'y poser.",
    "pyraos.why.take_lit": "Reprenez une ou deux de vos billes : cliquez une bille entourée de points (ou Tab jusqu'à elle, Entrée ; Échap annule le coup).",
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
    "rules.pyraos.turn.text": "À son tour, on pose une bille de sa réserve sur n'importe quelle case libre et soutenue : une case du plateau, ou le creux au-dessus de quatre billes, quelles que soient leurs couleurs. Ou bien on monte une de ses billes libres (aucune bille ne repose dessus) sur une case libre et soutenue d'un niveau plus haut : on économise ainsi une bille de sa réserve. Une bille ne peut jamais monter sur un carré dont elle fait partie (la croix rouge du schéma ci-dessous). Dans l'application : cliquez votre réserve (ou directement une case libre), ou une de vos billes libres, puis une case marquée d'un point (ou Tab jusqu'à chacune, Entrée).",
    "rules.pyraos.square.title": "Carré à sa couleur : reprendre une ou deux billes",
    "rules.pyraos.square.text": "Quand la bille qu'on vient de poser ou de monter complète un carré de quatre billes à sa couleur, à n'importe quel niveau, on reprend tout de suite une ou deux de ses billes libres pour les remettre dans sa réserve, y compris celle qu'on vient de jouer. La deuxième peut être une bille sur laquelle reposait la première : une fois la première enlevée, elle est libre (1, puis 2, sur le schéma ci-dessous). Réaliser plusieurs carrés d'un coup ne donne toujours droit qu'à une ou deux billes. Dans l'application, le carré est entouré de rouge : cliquez les billes entourées de points à reprendre (ou Tab jusqu'à chacune, Entrée), ou « Reprendre celle-ci seulement » pour s'arrêter à une.",
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
                                 "puis sur un creux libre du plateau (ou directement sur le creux ; au clavier, Tab jusqu'à chacun, Entrée).",
    "tutorial.pyraos.place.try.said": "Vous jouez les Clairs. Posez une bille de votre réserve sur un creux libre du plateau\u00a0: N, puis "
                                      "le creux, par exemple b2.",
    "tutorial.pyraos.place.done": "Chaque bille posée quitte votre réserve, et le joueur qui n'a plus de billes perd.",
    "tutorial.pyraos.raise.try": "Montez plutôt une bille : votre bille libre en c3 peut grimper sur les quatre billes du coin, en 1a1. Pas en 1b2 : c3 soutient ce carré, et une bille ne monte jamais sur son propre carré. Cliquez sur c3, puis sur le creux 1a1 (ou Tab jusqu'à chacun, Entrée).",
    "tutorial.pyraos.raise.try.said": "Montez plutôt une bille\u00a0: votre bille libre en c3 peut grimper sur les quatre billes du coin, "
                                      "en 1a1. Pas en 1b2\u00a0: c3 soutient ce carré, et une bille ne monte jamais sur son propre carré. "
                                      "Le coup c3-1a1.",
    "tutorial.pyraos.raise.done": "Monter déplace une bille déjà sur la pyramide : votre réserve garde sa bille. Les "
                                  "Foncés ont répondu en posant en d4.",
    "tutorial.pyraos.raise.other": "Ce coup est permis, mais cette étape montre la montée de c3 : montez-la en 1a1 (1b2 repose sur c3 elle-même).",
    "tutorial.pyraos.square.try": "Complétez un carré de quatre billes claires : posez une bille en b2. Puis reprenez "
                                  "une ou deux de vos billes libres.",
    "tutorial.pyraos.square.done": "Carré ! Les billes reprises sont de retour dans votre réserve.",
    "tutorial.pyraos.square.other": "Ce coup est permis, mais cette étape porte sur le carré : posez votre bille en b2.",
    "tutorial.pyraos.second.try": "Posez en d4 pour compléter un carré en c3-d4. Reprenez d'abord 1a1 : elle reposait sur votre bille a1, qu'elle cachait. La carte « Plateau » sous le plateau montre a1 ; reprenez-la ensuite.",
    "tutorial.pyraos.second.done": "Deux billes reprises : la seconde, a1, a été libérée en soulevant la première. Les petites cartes montrent chaque niveau à plat, même les billes cachées sous d'autres.",
    "tutorial.pyraos.second.other": "Ce coup est permis, mais cette étape montre la seconde bille : posez en d4, reprenez 1a1, puis a1 dessous.",
    "tutorial.pyraos.last_ball.try": "Il vous reste une bille : la poser viderait votre réserve, et vous perdriez. "
                                     "Montez plutôt une de vos billes éclairées.",
    "tutorial.pyraos.last_ball.try.said": "Il vous reste une bille\u00a0: la poser viderait votre réserve, et vous perdriez. Montez plutôt une "
                                          "de vos billes libres (A donne les coups).",
    "tutorial.pyraos.last_ball.done": "Votre dernière bille est toujours en réserve : une montée l'a sauvée.",
    "tutorial.pyraos.last_ball.other": "Poser votre dernière bille viderait votre réserve : vous perdriez aussitôt. "
                                       "Montez plutôt une bille éclairée.",
    "tutorial.pyraos.last_ball.other.said": "Poser votre dernière bille viderait votre réserve\u00a0: vous perdriez aussitôt. Montez plutôt une "
                                            "bille.",
    "tutorial.pyraos.out.try": "Il ne reste qu'une bille au Foncé, et aucune à monter. Posez une des vôtres au sommet du tas : le Foncé devra poser sa dernière. Le sommet, éclairé, ferait gagner aussitôt : voyez qui pourrait l'y poser.",
    "tutorial.pyraos.out.try.said": "Il ne reste qu'une bille au Foncé, et aucune à monter. Posez une des vôtres au sommet du tas\u00a0: "
                                    "le Foncé devra poser sa dernière. Le sommet ferait gagner aussitôt\u00a0: voyez qui pourrait l'y "
                                    "poser.",
    "tutorial.pyraos.out.done": "Le Foncé a dû poser sa dernière bille : il perd. Le sommet ferait gagner aussi, mais la place sous lui prend toujours d'abord la dernière bille de quelqu'un.",
    "tutorial.pyraos.repeat.try": "Les deux camps passent : un carré, et la même bille reprise (voyez les "
                                  "coups). Encore une fois : posez en b2, reprenez b2.",
    "tutorial.pyraos.repeat.try.said": "Les deux camps passent\u00a0: un carré, et la même bille reprise (V lit les coups). Encore une "
                                       "fois\u00a0: posez en b2, reprenez b2.",
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
    "pyraos.say.place": "pose en {dst}",
    "pyraos.say.raise": "monte {src} en {dst}",
    "pyraos.say.take": {"one": " et reprend {balls}", "other": " et en reprend {n} : {balls}"},
    "pyraos.say.rest": "les billes à reprendre",
    "pyraos.say.tray": {"one": "réserve de {side}, {n} bille", "other": "réserve de {side}, {n} billes"},
    "pyraos.say.ball.0": "{spot}, bille claire",
    "pyraos.say.ball.1": "{spot}, bille foncée",
    "pyraos.say.played": "{spot}, la bille qui vient d'être jouée",
    "pyraos.say.empty": "{spot}, vide",
    "pyraos.say.side": {"one": "{side} : {spots} ; {n} bille en réserve.", "other": "{side} : {spots} ; {n} billes en réserve."},
    "pyraos.say.none": "aucune bille sur la pyramide",
}
