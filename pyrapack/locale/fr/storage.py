"""Textes français sur les fichiers : le dossier de données, les parties gardées, le partage, une seconde fenêtre."""

from ...part_types import Strings

STRINGS: Strings = {
    # lire et écrire le dossier de données
    "storage.corrupt": "PyraPack n'a pas pu lire {what} ; le fichier est gardé dans {folder}.",
    "storage.too_large": "PyraPack n'a pas pu lire {what} : il dépasse {limit}. Le fichier est gardé dans "
                         "{folder}.",
    "storage.not_a_file": "PyraPack n'a pas pu lire {what} : ce n'est pas un fichier ordinaire. Il a été "
                          "déplacé dans {folder}.",
    "storage.unreadable": "PyraPack n'a pas pu lire {what} ({why}) : le fichier est gardé dans {folder}.",
    "storage.left_alone": "PyraPack n'a pas pu lire {what} : le fichier est laissé tel quel et ne sera pas "
                          "écrasé.",
    "storage.save_failed": "La sauvegarde a échoué ({why}) ; la partie continue.",
    "storage.save_still_failing": "La sauvegarde échoue toujours ({why}) : ce qui a changé depuis n'est "
                                  "pas encore gardé. PyraPack réessaie.",
    "storage.save_works": "La sauvegarde fonctionne de nouveau : tout est enregistré.",
    "storage.too_large_to_save": "PyraPack n'a pas enregistré {what} : le fichier dépasserait {limit}, plus "
                                 "que PyraPack ne relit. Il reste tel qu'il était.",
    "storage.no_lock": "PyraPack ne peut pas verrouiller son dossier de données, {folder} : cette fenêtre "
                       "n'enregistre rien.",
    "storage.folder_moved": "Le dossier de données de PyraPack a été déplacé pendant qu'il tournait : il "
                            "continue d'y enregistrer, dans {folder}.",
    "storage.folder_gone": "Le dossier de données de PyraPack, {folder}, a été supprimé pendant qu'il "
                           "tournait : cette fenêtre n'enregistre plus rien.",
    "storage.what.settings": "vos réglages ({file})",
    "storage.what.game": "une partie enregistrée ({file})",
    "storage.what.autosave": "la partie gardée par une ancienne version de PyraPack ({file})",
    "storage.what.lock": "le fichier de verrou de son dossier de données ({file})",
    "storage.what.file": "{file}",
    "storage.what.puzzles": "vos progrès aux problèmes ({file})",
    "storage.read_only_tag": "Lecture seule : rien n'est enregistré",
    # les fichiers livrés avec PyraPack (pyrapack/shipped.py)
    "shipped.missing": "Cette copie de PyraPack est incomplète : {what} ({files}) manquent ou sont abîmés dans "
                       "{folder}. Réinstallez PyraPack.",
    "shipped.what.bots": "les ouvertures du bot",
    "shipped.what.puzzles": "les problèmes",
    "settings.newer": "Vos réglages ont été écrits par un PyraPack plus récent (format {version}) : le "
                      "fichier est gardé tel quel, et cette fenêtre utilise les réglages habituels sans les "
                      "enregistrer.",
    # un second PyraPack sur le même dossier
    "locked.title": "PyraPack est déjà ouvert",
    "locked.explain": "Une autre fenêtre de PyraPack utilise vos parties et vos réglages ({folder}). "
                      "Ouvrez celle-ci en lecture seule pour jouer sans rien enregistrer, ou quittez "
                      "et revenez à l'autre fenêtre.",
    "locked.read_only": "Lecture seule",
    "locked.quit": "Quitter",
    # la bibliothèque des parties
    "library.missing": "Cette partie n'est plus dans la bibliothèque.",
    "library.human": "une personne",
    "library.player": "{side} : {who}",
    "library.in_progress": "En cours",
    "library.export_failed": "Impossible d'écrire {file} ({why}).",
    "library.export_too_large": "{file} n'a pas été écrit : cette partie dépasse {limit}, plus que ce que "
                                "PyraPack peut importer.",
    "library.too_long": "Cette partie est désormais trop longue pour être enregistrée (plus de {limit}) : "
                        "elle reste gardée telle qu'elle était avant ce coup.",
    "library.set_aside_many": "PyraPack n'a pas pu lire {count} parties enregistrées ; les fichiers sont "
                              "conservés dans {folder}.",
    "library.left_alone_many": "PyraPack n'a pas pu lire {count} parties enregistrées : les fichiers sont "
                               "laissés tels quels dans {folder}.",
    "library.folder_unreadable": "PyraPack ne peut pas lire le dossier de vos parties, {folder} ({why}) : "
                                 "elles ne sont pas affichées, et rien n'y est modifié.",
    "library.autosave_kept": "La partie gardée par une ancienne version de PyraPack n'a pas pu être copiée "
                             "parmi vos parties : {file} reste dans {folder}, et PyraPack réessaiera la "
                             "prochaine fois.",
    "library.import_missing": "{file} est introuvable.",
    "library.import_not_a_file": "{file} n'est pas un fichier.",
    "library.import_unreadable": "Impossible de lire {file} ({why}).",
    "library.import_too_large": "{file} est trop gros pour être une partie de PyraPack (plus de {limit}).",
    "library.import_not_json": "{file} n'est pas une partie de PyraPack : ce n'est pas du texte JSON.",
    "library.import_not_a_game": "{file} n'est pas un fichier de partie de PyraPack.",
    "library.import_future": "{file} a été enregistré par un PyraPack plus récent (format {version}) ; "
                             "mettez PyraPack à jour pour l'ouvrir.",
    "library.import_unknown_game": "{file} contient un jeu que PyraPack ne connaît pas ({game}).",
    "library.import_bad_move": "{file} : le coup {ply} est mal écrit.",
    "library.import_illegal_move": "{file} : le coup {ply} ({move}) n'est pas permis dans sa position.",
    "library.import_bad_field": "{file} : la partie « {field} » n'est pas valable.",
    "library.import_two_bots": "{file} est une partie entre deux ordinateurs ; PyraPack n'ouvre que "
                               "les parties où joue au moins une personne.",
}
