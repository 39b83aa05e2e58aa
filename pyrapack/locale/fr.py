"""Textes français."""

STRINGS = {
    # jeux et camps
    "game.pyramida": "Pyramida",
    "game.pyramidames": "Pyramidames",
    "game.twentyseven": "27",
    "game.pyraos": "Pyraos",
    "side.white": "Blanc",
    "side.black": "Noir",
    "side.light": "Clair",
    "side.dark": "Foncé",
    "level.easy": "Facile",
    "level.medium": "Moyen",
    "level.hard": "Difficile",
    # menu
    "menu.tagline": "Quatre jeux de pyramide pour deux joueurs",
    "byline.pyramidames": "Les dames dans la pyramide",
    "menu.play": "Jouer",
    "menu.coming_soon": "Bientôt",
    "menu.not_yet": "Ce jeu n'est pas encore jouable.",
    "menu.resume": "Reprendre la partie de {game} ({moves} coups joués)",
    "menu.language": "English",
    "menu.sound_on": "Son : activé",
    "menu.sound_off": "Son : coupé",
    "menu.quit": "Quitter",
    # préparation
    "setup.new_game": "Nouvelle partie",
    "setup.players": "Joueurs",
    "setup.hotseat": "À deux sur cet écran",
    "setup.vs_bot": "Contre l'ordinateur",
    "setup.level": "Niveau",
    "setup.you_play": "Vous jouez",
    "setup.random": "Au hasard",
    "setup.variant": "Variante",
    "setup.first": "Qui commence",
    "setup.by_lot": "Tiré au sort",
    "setup.start": "Commencer",
    "setup.back": "Retour",
    # en partie
    "game.undo": "Annuler",
    "game.redo": "Rejouer",
    "game.hint": "Conseil",
    "game.again": "Rejouer une partie",
    "game.menu": "Menu",
    "game.sound_on": "Son activé",
    "game.sound_off": "Son coupé",
    "game.confirm": "Valider",
    "game.you": "vous",
    "game.bot": "ordinateur, {level}",
    "game.to_move": "Aux {name}s de jouer",
    "game.wins": "Les {name}s gagnent !",
    "game.draw": "Partie nulle",
    "game.moves": "Coups",
    "game.no_moves_yet": "Aucun coup pour l'instant",
    "game.pass": "passe",
    "game.must_pass": "{name} ne peut pas jouer et passe son tour.",
    "game.thinking": "réfléchit",
    "game.wait_bot": "Patience : l'ordinateur ({name}) réfléchit.",
    "game.reason": "{text}",
    "game.not_here": "Ce n'est pas un coup. Cliquez sur une de vos pièces.",
    "game.undone": "Coup annulé.",
    "game.hint_thinking": "Je cherche un bon coup…",
    "game.hint_shown": "Conseil : le coup en surbrillance.",
    "game.bot_failed": "L'ordinateur n'a pas pu réfléchir ; il a joué un coup au hasard.",
    "dialog.yes": "Jouer quand même",
    "dialog.no": "Annuler",
    "banner.look": "Voir le plateau",
    # fichiers
    "storage.unreadable": "Impossible de lire {file} ({why}) ; on repart de zéro.",
    "storage.corrupt": "Impossible de lire {file} : il est conservé sous le nom {aside} "
                       "et l'on repart de zéro.",
    "storage.corrupt_kept": "Impossible de lire {file} ; on repart de zéro.",
    "storage.save_failed": "La sauvegarde a échoué ({why}) ; la partie continue.",
    # 27
    "variant.twentyseven.basic": "De base",
    "variant.twentyseven.grey": "Gris",
    "variant.twentyseven.red": "Rouge",
    "variant.twentyseven.basic.about": "Les bases ne bougent jamais : neuf cases d'un bout à l'autre.",
    "variant.twentyseven.grey.about": "Plus difficile : une base grise peut partir avec sa pile. "
                                      "Sa case disparaît et la ligne se resserre.",
    "variant.twentyseven.red.about": "Encore plus difficile : les bases rouges partent aussi. "
                                     "Les buts sont les cases qui se trouvent aux deux bouts "
                                     "de la ligne en fin de partie.",
    "outcome.twentyseven.neither player can move": "Plus aucun joueur ne peut avancer.",
    "27.turn": "vous avez {n} piles, avancez de {n} cases",
    "27.turn_one": "vous avez 1 pile, avancez d'une case",
    "27.stacks": "{n} piles",
    "27.stacks_one": "1 pile",
    "27.score": "Score {score}",
    "27.goal_of": "But des {name}s",
    "27.move": "{count} de la case {src} à la case {dst}",
    "27.move_base": "{count} de la case {src} à la case {dst}, base comprise",
    "27.result": "{w} {white} – {black} {b}",
    "27.pick_pawn": "Cliquez d'abord sur un pion d'une de vos piles.",
    "27.nobody_owns": "Cette pile n'appartient à personne : un pion gris ou rouge est dessus.",
    "27.not_yours": "Cette pile appartient aux {name}s.",
    "27.base_stays": "Dans cette variante, les bases ne bougent pas.",
    "27.overshoot": "Les {name}s ont {n} piles : d'ici, avancer de {n} cases "
                    "dépasserait le bout de la ligne.",
    # --- pyramida ---
    # --- end pyramida ---
    # --- pyramidames ---
    # --- end pyramidames ---
    # --- pyraos ---
    # --- end pyraos ---
}
