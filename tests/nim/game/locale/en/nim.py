"""English texts of Pyramid Nim: its name, variants and end, the game screen, its rules page and
its lesson."""

STRINGS = {
    "game.nim": "Pyramid Nim",
    "variant.nim.normal": "Normal",
    "variant.nim.normal.about": "Whoever takes the last stone wins.",
    "variant.nim.misere": "Misère",
    "variant.nim.misere.about": "Whoever takes the last stone loses.",
    "outcome.nim.the last stone is taken": "The last stone is taken.",
    "nim.move": "{count} from row {row}",
    "nim.left": {"one": "{n} stone left", "other": "{n} stones left"},
    "nim.result.normal": "The last stone won",
    "nim.result.misere": "The last stone lost",
    "nim.why.not_a_move": "That is not a move.",
    "nim.why.over": "The game is over.",
    "nim.why.no_row": "There is no row {row}.",
    "nim.why.at_most": "A turn takes {most} stones at most.",
    "nim.why.empty": "Row {row} has no stone left.",
    "nim.why.too_many": {"one": "Row {row} has only {n} stone.", "other": "Row {row} has only {n} stones."},
    # its rules page
    "rules.nim.goal.title": "The goal",
    "rules.nim.goal.text": "Sixteen stones stand in a pyramid of four rows: 1, 3, 5 and 7 stones. Two players "
                           "take turns, Light first. Whoever takes the last stone wins.",
    "rules.nim.turn.title": "A turn",
    "rules.nim.turn.text": "Take one, two or three stones, all from the same row. In the app: click a stone (or Tab to it, Enter); "
                           "it goes with every stone to its right in its row.",
    "rules.nim.variants.title": "Misère",
    "rules.nim.variants.text": "In the misère game, whoever takes the last stone loses: leave it to the other "
                               "player.",
    "rules.nim.reading.title": "PyraPack's reading",
    "rules.nim.reading.text": "Stones leave a row from its right-hand end; which stones are taken changes "
                              "nothing, only how many.",
    # its lesson
    "tutorial.nim.one.try": "You play Light. Take one stone: click (or Tab, Enter) the last stone of the bottom row.",
    "tutorial.nim.one.done": "One stone gone. Dark answered: it took the top stone.",
    "tutorial.nim.three.try": "A turn may take up to three stones of one row. Take three: click (or Tab, Enter) the third "
                              "stone from the right.",
    "tutorial.nim.three.done": "Three stones in one turn, the most a turn takes. Dark took one from row 2.",
    "tutorial.nim.two.try": "Now take two stones from the bottom row.",
    "tutorial.nim.two.done": "Two stones, from one row. Dark took one more from the bottom row.",
    "tutorial.nim.two.other": "That move is legal, but take two stones from the bottom row.",
    "tutorial.nim.four.try": "Four stones in a row are a trap for whoever must take from them. Take the stone "
                             "of row 3 and leave Dark the four.",
    "tutorial.nim.four.done": "Whatever Dark takes from four, you take the rest. It took three.",
    "tutorial.nim.four.other": "That move is legal, but it lets Dark leave you four: take the stone of row 3.",
    "tutorial.nim.last.try": "One stone is left: take it, and win.",
    "tutorial.nim.last.done": "You took the last stone: in the normal game, that wins.",
    "tutorial.nim.misere.try": "In the misère game the last stone loses. Take one of the two stones.",
    "tutorial.nim.misere.done": "Dark had to take the last stone, and lost.",
    "tutorial.nim.finale": "A real game against Beginner: take the last stone!",
}
