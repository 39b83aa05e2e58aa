"""Français : ce que dit la parole (le mode pour qui ne voit pas le plateau), et pourquoi un
coup tapé n'en est pas un."""

STRINGS = {
    "settings.speech": "Parole",
    "settings.speech_none": "Indisponible sur cet ordinateur",
    "speech.on": "Parole activée. Tab passe d'un choix à l'autre, Entrée appuie. En partie : P position, "
                 "L dernier coup, T à qui le tour, A coups de la pièce choisie, N taper un coup, R répéter.",
    "speech.off": "Parole désactivée.",
    "speech.failed": "La parole s'est arrêtée ({error}). La partie continue.",
    "speech.button": "{label}, bouton",
    "speech.option": "{row} : {option}",
    "speech.option_chosen": "{row} : {option}, choisi",
    "speech.game_heading": "{game}, {players}.",
    "speech.move": "Coup {ply}, {name} : {move}.",
    "speech.target_first": "{what}, peut jouer",
    "speech.target_next": "{what}, Entrée pour choisir",
    "speech.target_chosen": "{what}, choisi ; Entrée à nouveau pour lâcher",
    "speech.player": "{name} : {lines}.",
    "speech.moves": {"one": "{n} coup : {moves}.", "other": "{n} coups : {moves}."},
    "speech.moves_of": {"one": "{what} : {n} coup : {moves}.", "other": "{what} : {n} coups : {moves}."},
    "speech.hint": "Conseil : {move}, c'est-à-dire {words}.",
    "speech.type_title": "Taper un coup",
    "speech.type_example": "par exemple {example}",
    "speech.type_heading": "Tapez un coup, {example}, puis Entrée. Échap revient au plateau.",
    "speech.menu": "PyraPack. Choisissez un jeu : Tab passe d'un jeu à l'autre, Entrée joue. "
                   "Contrôle Majuscule S coupe la parole.",
    "speech.setup": "{game} : préparation. Tab parcourt les choix, Commencer est le dernier.",
    "speech.tile": "{game} : {action}",
    "notation.empty": "Tapez d'abord un coup.",
    "notation.unreadable": "« {text} » ne s'écrit pas comme un coup.",
    "notation.square": "{name} n'est pas une case de ce plateau.",
    "notation.ambiguous": "{text} peut être {moves} : précisez lequel.",
    "notation.no_such": "Aucun coup permis ne s'écrit {text}.",
    "notation.or": " ou ",
    "notation.and": " et ",
}
