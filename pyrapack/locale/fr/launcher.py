"""Textes français du démarrage : la première installation et ce qui empêche le jeu de démarrer.

Affichés dans un terminal ou une boîte de dialogue avant toute fenêtre (voir ``pyrapack.bootstrap.preflight``).
"""

STRINGS = {
    # la première installation
    "launcher.first_run": "Premier démarrage : PyraPack installe ce dont il a besoin (pygame-ce "
                          "et platformdirs) dans {folder}. Cela prend une minute ou deux, une "
                          "seule fois.",
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
