"""The texts of a generated game, in English and French: its name, byline, variants, ends,
reasons, words, rules page and lesson, written from its spec (French typography: a no-break
space before : ; ! ?)."""

NB = "\u00a0"  # before : ; ! ? in French

PLACE = {"en": "Place one of your stones on an empty cell",
         "fr": "Posez une de vos pierres sur une case vide"}


def strings(spec, lang, sections, steps):
    """``STRINGS`` of ``spec``'s game in ``lang``: every key its parts need (``protocol.text_keys``)
    and those its words and speech say."""
    g, en = spec.id, lang == "en"
    name = spec.name_en if en else spec.name_fr
    s = {f"game.{g}": name}
    if not spec.author:
        s[f"byline.{g}"] = "Made by the tests' generator" if en else "Fait par le générateur des tests"
    if spec.variants:
        s.update({
            f"variant.{g}.normal": "Normal" if en else "Normal",
            f"variant.{g}.normal.about": "More stones win." if en else "Le plus de pierres gagne.",
            f"variant.{g}.reverse": "Reverse" if en else "Inverse",
            f"variant.{g}.reverse.about": "Fewer stones win." if en else "Le moins de pierres gagne.",
        })
    s.update({
        f"outcome.{g}.the plies are played": "Every ply is played." if en else "Tous les coups sont joués.",
        f"outcome.{g}.no move is left": "No stone can be placed." if en else "Aucune pierre ne peut être posée.",
        f"{g}.why.not_a_move": "That is not a move." if en else "Ce n'est pas un coup.",
        f"{g}.why.over": "The game is over." if en else "La partie est finie.",
        f"{g}.why.no_cell": "There is no cell {cell}." if en else "Il n'y a pas de case {cell}.",
        f"{g}.why.own": "{cell} already holds your stone." if en else "{cell} porte déjà votre pierre.",
        f"{g}.why.held": ("The stone on {cell} needs two of yours beside it to be taken." if en
                          else f"Pour prendre la pierre en {{cell}}, il en faut deux des vôtres à côté."),
        f"{g}.why.closed": (f"{{cell}} is beside two enemy stones: it is closed to you." if en
                            else f"{{cell}} touche deux pierres adverses{NB}: elle vous est fermée."),
        f"{g}.why.no_pass": ("A player passes only when no stone can be placed." if en
                             else "On ne passe que si l'on ne peut poser aucune pierre."),
        # its words
        f"{g}.place": "{cell}",
        f"{g}.take": "{cell} takes" if en else "{cell} prend",
        f"{g}.pass": "pass" if en else "passe",
        f"{g}.stones": {"one": "{n} stone", "other": "{n} stones"} if en else
        {"one": "{n} pierre", "other": "{n} pierres"},
        f"{g}.left": {"one": "{n} ply left", "other": "{n} plies left"} if en else
        {"one": "{n} coup restant", "other": "{n} coups restants"},
        f"{g}.score": "{a} {x} – {y} {b}",
        f"{g}.say.place": "places a stone on {cell}" if en else "pose une pierre en {cell}",
        f"{g}.say.take": "takes the stone on {cell}" if en else "prend la pierre en {cell}",
        f"{g}.say.pass": "passes" if en else "passe",
        f"{g}.say.empty": "{cell}, empty" if en else "{cell}, vide",
        f"{g}.say.stone": "{cell}, {side} stone" if en else "{cell}, pierre {side}",
        f"{g}.say.none": "no stone" if en else "aucune pierre",
        f"{g}.say.side": ({"one": "{side}: {n} stone, {cells}.", "other": "{side}: {n} stones, {cells}."} if en else
                          {"one": f"{{side}}{NB}: {{n}} pierre, {{cells}}.", "other": f"{{side}}{NB}: {{n}} pierres, {{cells}}."}),
    })
    s.update(_page(spec, g, en, sections))
    s.update(_lesson(g, en, steps))
    return s


def _page(spec, g, en, sections):
    cells = f"{spec.rows} × {spec.cols}"
    texts = {
        "goal": (("The goal", f"Two players place stones on a board of {cells} cells, Light first. After "
                  f"{spec.length} plies, whoever has more stones wins.") if en else
                 ("Le but", f"Deux joueurs posent des pierres sur un plateau de {cells} cases, Clair d'abord. "
                  f"Après {spec.length} coups, qui a le plus de pierres gagne.")),
        "turn": (("A turn", f"{PLACE['en']}: select it (or Tab, Enter).") if en else
                 ("Un tour", f"{PLACE['fr']}{NB}: choisissez-la (ou Tab, Entrée).")),
        "capture": (("Taking", "An enemy stone with two of yours beside it may be taken: yours replaces it.") if en
                    else ("Prendre", f"Une pierre adverse qui a deux des vôtres à côté peut être prise{NB}: "
                          "la vôtre la remplace.")),
        "closed": (("Closed cells", "An empty cell beside two enemy stones is closed to you. A player who cannot "
                    "place a stone passes.") if en else
                   ("Cases fermées", "Une case vide à côté de deux pierres adverses vous est fermée. Qui ne peut "
                    "poser aucune pierre passe.")),
        "end": (("The end", "The game ends when its plies are played" +
                 (", or when no stone can be placed." if spec.length > 1 else ".")) if en else
                ("La fin", "La partie finit quand tous ses coups sont joués" +
                 (", ou quand aucune pierre ne peut être posée." if spec.length > 1 else "."))),
        "variants": (("Reverse", "In the reverse game, fewer stones win.") if en else
                     ("Inverse", "Dans le jeu inverse, le moins de pierres gagne.")),
        "reading": (("PyraPack's reading", "A pass counts as a ply.") if en else
                    ("La lecture de PyraPack", "Un passe compte pour un coup.")),
    }
    out = {}
    for key in sections:
        title, text = texts[key]
        out[f"rules.{g}.{key}.title"], out[f"rules.{g}.{key}.text"] = title, text
    return out


def _lesson(g, en, steps):
    texts = {
        "place": ((f"You play Light. {PLACE['en']} (select it, or Tab, Enter).", "Placed. Any empty cell will do.") if en
                  else (f"Vous jouez Clair. {PLACE['fr']} (choisissez-la, ou Tab, Entrée).",
                        "Posée. Toute case vide convient.")),
        "again": (("Place another stone anywhere.", "Another stone on the board.") if en else
                  ("Posez une autre pierre, où vous voulez.", "Une pierre de plus sur le plateau.")),
        "more": (("One more stone, on any empty cell.", "Well placed.") if en else
                 ("Encore une pierre, sur une case vide.", "Bien posée.")),
        "capture": (("This enemy stone has two of yours beside it: take it.", "Taken: your stone replaces it.") if en
                    else (f"Cette pierre adverse a deux des vôtres à côté{NB}: prenez-la.",
                          f"Prise{NB}: votre pierre la remplace.")),
        "corner": (("Take the stone in the other corner too.", "Two of yours beside it: it was yours to take.") if en
                   else ("Prenez aussi la pierre de l'autre coin.",
                         f"Deux des vôtres à côté{NB}: elle était à prendre.")),
        "closed": (("The cell in the corner is beside two enemy stones: it is closed to you. Place elsewhere.",
                    "Closed cells stay closed while the two stones stand.") if en else
                   (f"La case du coin touche deux pierres adverses{NB}: elle vous est fermée. Posez ailleurs.",
                    "Une case fermée le reste tant que les deux pierres sont là.")),
        "pass": (("Place a stone: Dark will have no cell left and must pass.", "Dark could not place a stone: it passed.")
                 if en else (f"Posez une pierre{NB}: Foncé n'aura plus de case et devra passer.",
                             f"Foncé ne pouvait rien poser{NB}: il a passé.")),
        "last": (("One ply is left: place a stone, and win with more stones.", "The last ply is played: more stones win.")
                 if en else (f"Il reste un coup{NB}: posez une pierre, et gagnez avec plus de pierres.",
                             f"Le dernier coup est joué{NB}: le plus de pierres gagne.")),
        "blocked": (("Fill the last cell: then no stone can be placed, and the game ends.",
                     "No stone can be placed any more: the game is over.") if en else
                    (f"Remplissez la dernière case{NB}: plus aucune pierre ne peut être posée, et la partie finit.",
                     f"Plus aucune pierre ne peut être posée{NB}: la partie est finie.")),
        "reverse": (("In the reverse game, fewer stones win. Place your stone: you still have fewer.",
                     "Fewer stones: you win the reverse game.") if en else
                    (f"Dans le jeu inverse, le moins de pierres gagne. Posez votre pierre{NB}: vous en avez encore moins.",
                     f"Moins de pierres{NB}: vous gagnez le jeu inverse.")),
    }
    out = {f"tutorial.{g}.finale": "A real game against Beginner: win it!" if en else
           f"Une vraie partie contre Débutant{NB}: gagnez-la{NB}!"}
    for step in steps:
        out[f"tutorial.{g}.{step}.try"], out[f"tutorial.{g}.{step}.done"] = texts[step]
    return out
