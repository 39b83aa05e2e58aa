"""Textes français du démarrage : la première installation et ce qui empêche le jeu de démarrer.

Affichés dans un terminal ou une boîte de dialogue avant toute fenêtre (voir ``pyrapack.bootstrap.preflight``).
"""

from ...part_types import Strings

STRINGS: Strings = {
    # la ligne de commande (--help et ses erreurs, dans la langue de --lang, sinon celle du système)
    "cli.description": "PyraPack : {games}, à deux sur un ordinateur ou contre le bot.",
    "cli.file": "une partie partagée (.pyrapack) à ouvrir : elle rejoint vos parties et se rejoue",
    "cli.no_sound": "démarrer sans le son",
    "cli.fullscreen": "démarrer en plein écran (F11 bascule)",
    "cli.game": "passer le menu et lancer ce jeu",
    "cli.vs_bot": "avec --game : jouer contre le bot à ce niveau ({levels})",
    "cli.side": "avec --vs-bot : le camp que vous jouez (blanc/clair commence ; par défaut : tiré au sort)",
    "cli.variant": "avec --game : la variante ({variants})",
    "cli.lang": "langue de l'interface",
    "cli.size": "taille de la fenêtre, par exemple 1280x800",
    "cli.speech": "parler par le lecteur d'écran ou la voix du système (Ctrl+Maj+S bascule)",
    "cli.data_dir": "où garder les réglages et les parties",
    "cli.listen": "une partie que vous hébergez (avec un ami sur un autre ordinateur) n'écoute que cette adresse "
                  "de votre ordinateur (à répéter pour plusieurs ; par défaut : toutes ses adresses)",
    "cli.listen_address": "--listen demande une adresse de cet ordinateur, comme 192.168.1.20 ou « ::1 », pas {address}",
    "cli.self_check": "vérifier que PyraPack marche sur cet ordinateur (fenêtre, polices, sons, processus du "
                      "bot, parole), afficher le résultat et quitter",
    "cli.help": "afficher cette aide et quitter",
    "cli.usage": "utilisation : ",
    "cli.positionals": "arguments ",  # argparse adds the colon
    "cli.options": "options ",
    "cli.error": "%(prog)s : erreur : %(message)s\n",
    "cli.argument": "argument %(argument_name)s : %(message)s",
    "cli.invalid_choice": "choix invalide : %(value)r (parmi %(choices)s)",
    "cli.invalid_value": "valeur %(type)s invalide : %(value)r",
    "cli.expected_one": "une valeur attendue",
    "cli.unrecognized": "arguments inconnus : %s",
    "cli.ambiguous": "option ambiguë : %(option)s peut être %(matches)s",
    "cli.not_a_size": "{value} n'est pas une taille : écrivez la largeur et la hauteur en pixels, par exemple 1280x800",
    "cli.no_window": "{value} ne peut pas être une fenêtre : largeur et hauteur de {low} à {high} pixels, par "
                     "exemple 1280x800",
    "cli.check_no_file": "--self-check vérifie cet ordinateur et n'ouvre aucune partie : démarrez sans pour ouvrir "
                         "{file}",
    "cli.needs_game": "--vs-bot demande --game : il dit qui joue ce jeu",
    "cli.variant_needs_game": "--variant demande --game : c'est une variante de ce jeu",
    "cli.side_needs_bot": "--side demande --vs-bot : c'est le camp que vous jouez contre le bot",
    "cli.empty_folder": "--data-dir demande un dossier : un nom vide serait pris pour le dossier habituel",
    "cli.not_playable": "{game} ne se joue pas encore : il n'a pas de plateau (bientôt)",
    "cli.no_variant": "{game} n'a pas de variante {variant!r}",
    "cli.no_variant_of": "{game} n'a pas de variante {variant!r} (parmi {variants})",
    # la première installation
    "launcher.first_run": "Premier démarrage : PyraPack installe ce dont il a besoin ({packages}, avec "
                          "ce dont ils ont besoin à leur tour) dans {folder}. Cela prend une minute ou deux, une "
                          "seule fois.",
    "launcher.and": "{first} et {last}",
    "launcher.completing": "Il manque à {folder} une partie de ce dont PyraPack a besoin : "
                           "installation avec pip.",
    "launcher.starting": "Terminé. PyraPack démarre…",
    "launcher.busy": "PyraPack est déjà en cours d'installation par un autre démarrage : "
                     "attendez que sa fenêtre s'ouvre, ou relancez PyraPack dans une minute.",
    "launcher.press_enter": "Appuyez sur Entrée pour fermer cette fenêtre.",
    # pourquoi le jeu ne peut pas démarrer
    "launcher.missing": "PyraPack a besoin de {packages}, que ce Python ({python}) n'a pas.",
    "launcher.no_home": "PyraPack ne sait pas où est votre dossier personnel (pas de HOME, et pas "
                        "d'entrée pour cet utilisateur dans la liste du système), donc pas où garder "
                        "vos parties. Lancez-le avec un dossier à lui : pyrapack --data-dir DOSSIER",
    "launcher.plain_pygame": "Ce Python ({python}) a le paquet pygame d'origine, alors que "
                             "PyraPack a besoin de pygame-ce. Les deux s'importent sous le nom "
                             "« pygame » : un seul des deux peut être installé.",
    "launcher.old_pygame": "PyraPack a besoin de pygame-ce {needed} ou plus récent ; ce Python "
                           "a pygame-ce {version}.",
    "launcher.broken": "{package} est installé mais ne se charge pas ({error}).",
    "launcher.no_venv": "Ce Python ne peut pas créer l'environnement virtuel où PyraPack "
                        "s'installe : son module venv (avec ensurepip) manque.",
    "launcher.offline": "pip n'a pas pu télécharger ce dont PyraPack a besoin : cet ordinateur "
                        "semble hors ligne.",
    "launcher.no_space": "Le disque est plein : il n'y avait plus de place pour installer ce "
                         "dont PyraPack a besoin.",
    "launcher.no_permission": "PyraPack n'a pas le droit d'écrire dans son dossier ({folder}), "
                              "où il installe ce dont il a besoin.",
    "launcher.no_wheel": "pip n'a trouvé aucun {package} pour Python {version} sur ce système.",
    "launcher.pip_failed": "pip n'a pas pu installer ce dont PyraPack a besoin. Son dernier "
                           "message : {detail}",
    # ce qui répare (les commandes suivent)
    "launcher.fix_run": "Pour réparer, lancez ceci, puis redémarrez PyraPack :",
    "launcher.fix_use_main": "Pour réparer, démarrez PyraPack avec main.py, qui installe ce dont "
                             "il a besoin dans son propre dossier .venv :",
    "launcher.fix_online": "Connectez-vous à Internet, puis redémarrez PyraPack :",
    "launcher.fix_space": "Libérez de la place sur le disque, puis redémarrez PyraPack :",
    "launcher.fix_move": "Copiez le dossier de PyraPack là où vous pouvez écrire, par exemple "
                         "dans votre dossier personnel, et démarrez-le depuis cet endroit :",
    "launcher.fix_python": "Installez une version de Python pour laquelle pygame-ce fournit des "
                           "paquets (listées sur pypi.org/project/pygame-ce), puis démarrez "
                           "main.py avec elle.",
    "launcher.fix_venv_elsewhere": "Installez le paquet venv de Python de votre système (ou "
                                   "Python depuis python.org), puis redémarrez PyraPack.",
    "launcher.fix_by_hand": "Faites l'installation à la main pour voir tous les messages de pip :",
}
