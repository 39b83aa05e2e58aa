"""English texts of Pyramida: its name, variants and endings, the game screen, its rules page, its
lesson and the hint's reasons."""

from ...part_types import Strings

STRINGS: Strings = {  # its texts (part_types.Catalogue), each a text or its plural forms
    "pyramida.typing": "“d1-e2”, with the push where there is a choice: “d1-e2 f3>g2”",
    "outcome.pyramida.took all five stones off": "All five of the winner's stones have left the pyramid.",
    "outcome.pyramida.repeated a position for the third time": "The loser repeated a position for the third time.",
    "outcome.pyramida.both players blocked": "Neither player could move.",
    "pyramida.exit": "Exit",
    "pyramida.tray": {"one": "{name}: {n} of 5 out", "other": "{name}: {n} of 5 out"},
    "pyramida.plays_again": "{name} plays again",
    "pyramida.choose_target": "choose the stone to push",
    "pyramida.choose_retreat": "choose where {stone} retreats",
    "pyramida.last_stone": "one stone left: it moves one or two cells in a line",
    "pyramida.out": {"one": "{n} of 5 stones out", "other": "{n} of 5 stones out"},
    "pyramida.on_board": {"one": "{n} stone on the pyramid", "other": "{n} stones on the pyramid"},
    "pyramida.mv": "{src}–{dst}",
    "pyramida.mv_off": "{src}–{dst}, out",
    "pyramida.mv_push": "{src}–{dst}, {stone}→{to}",
    "pyramida.mv_column": "{src}–{dst}, column {stone}→{to}",
    "pyramida.mv_stuck": "{src}–{dst}, {stone} stuck, again",
    "pyramida.result": "Stones out: {w} {white} – {black} {b}",
    "pyramida.again_stuck": "{stone} cannot retreat: {name} plays again!",
    "pyramida.again_column": "The column attack on {stone} fails: {name} plays again!",
    "pyramida.left": {"one": "{name} takes a stone off the pyramid: {n} of 5 out.",
                      "other": "{name} takes a stone off the pyramid: {n} of 5 out."},
    "pyramida.left.said": {"one": "{n} of 5 out.", "other": "{n} of 5 out."},
    "pyramida.column_done": "Column attack: {stone} drops to {to}.",
    "pyramida.kind_contact": "Contact attack",
    "pyramida.kind_column": "Column attack",
    "pyramida.kind_column_failed": "Column attack fails: play again",
    "pyramida.kind_stuck": "Cannot retreat: play again",
    "pyramida.why_target": "Click one of the stones in a ring of dots (or Tab to it, Enter): the one your move pushes back.",
    "pyramida.why_retreat": "Click a cell with a dot below {stone} (or Tab to it, Enter): that is where it retreats.",
    "pyramida.why_pick": "Click one of {name}'s stones first, then the cell it goes to (or Tab to each, Enter).",
    "pyramida.why.not_a_move": "That is not a move.",
    "pyramida.why.over": "The game is over.",
    "pyramida.why.no_pass": "You cannot pass while a stone can move.",
    "pyramida.why.must_pass": "None of your stones can move: you pass.",
    "pyramida.why.no_cell": "That is not a cell of the pyramid.",
    "pyramida.why.no_stone": "There is no stone there.",
    "pyramida.why.push": "This attack must end another way.",
    "pyramida.why.two_cells": "Only a player's last stone may move two cells.",
    "pyramida.why.no_jump": "A stone cannot jump over another.",
    "pyramida.why.not_next": "From {src} a stone moves to a cell next to it, not to {dst}.",
    "pyramida.why.taken": "{cell} is taken: a stone only moves to an empty cell.",
    "pyramida.why_dest": "From {src} this stone can only go to {cells}.",
    "pyramida.why.not_yours": "That stone is {name}'s: move one of {mover}'s stones.",
    "pyramida.why.blocked": "The stone on {cell} cannot move: every cell next to it is taken.",
    "pyramida.repeat_warning": "This move repeats a position for the third time: {name} would lose at once. Play it anyway?",
    "rules.pyramida.goal.title": "The goal",
    "rules.pyramida.goal.text": "Pyramida is a race. The board is a pyramid of 97 cells: four full rows at the base, then rows that lose one cell at each end, up to the apex, the single cell at the top. Each player has five stones on the bottom row, White's and Black's in turn. Bring your stones up the pyramid and out through the apex: the first player to take all five stones off wins. White moves first.",
    "rules.pyramida.turn.title": "A turn",
    "rules.pyramida.turn.text": "Move one of your stones one cell diagonally, up or down, to an empty cell. Cells touch only at their corners: each has two neighbours above and two below. A stone that reaches the apex leaves the board at once and goes to its side's exit tray; it attacks nothing. There are no captures, but a move can push enemy stones back down. In the app: click one of your stones, then one of the cells marked with a dot (or Tab to each, Enter).",
    "rules.pyramida.contact.title": "Contact attack",
    "rules.pyramida.contact.text": "When your stone stops next to enemy stones, above or below it, you attack one of them: it must step one cell down, to an empty cell below it of your choice. You must attack one of the highest stones you touch and, among those, one that can step down if there is one. A stone on the bottom row has nothing below it: attacking it has no effect. In the app, pointing at a destination (or the keyboard's ring on it) shows the attack in red; when there is a choice, click the stone to push, then the cell it goes to (or Tab to each, Enter).",
    "rules.pyramida.extra.title": "Playing again",
    "rules.pyramida.extra.text": "If the attacked stone cannot step down because both cells below it are taken, it stays where it is and you play again at once, with any of your stones, the one that just moved included. This extra move is a normal move: it may attack and win yet another one.",
    "rules.pyramida.column.title": "Column attack",
    "rules.pyramida.column.text": "A column is an upright line of cells: the cells of one letter. If a column holds exactly two stones, one of each colour, and yours is the lower one, you can attack the higher one by moving a second stone up into the column, below it. The enemy stone then drops to the lowest empty cell of the column. A column attack comes before a contact attack. If the column has no empty cell below the enemy stone, the column attack fails: you make the contact attack instead when your stone touches an enemy stone that can step down, and otherwise you play again.",
    "rules.pyramida.last.title": "The last stone",
    "rules.pyramida.last.text": "A player with a single stone left on the board may move it one or two cells in a straight diagonal line, over an empty cell. When that stone is attacked, the attacker may send it one or two cells down in a straight line, the same way.",
    "rules.pyramida.end.title": "End of the game",
    "rules.pyramida.end.text": "The first player to take all five stones off wins. A player whose move brings about a position (every stone in its place and the same player to move) for the third time in the game loses at once: the app asks before such a move. A player who cannot move passes.",
    "rules.pyramida.reading.title": "PyraPack's reading",
    "rules.pyramida.reading.text": "The rule sheet's diagrams are lost, and it leaves a few cases open; here is how PyraPack plays them. The board and the starting position follow João Pedro Neto's World of Abstract Games. Attacking only stones on the bottom row does nothing and gives no extra move, as the French translator suggests; otherwise the first player would win an extra move on almost every opening move. Among the highest stones touched, one that can step down means one with an empty cell just below it. The column attack is taken literally: your second stone may even land below your first one in the column, and the attacked stone always drops to the lowest empty cell, even a last stone. A failed column attack not followed by a contact attack gives an extra move. For repetition, every time the position occurred in the game counts, not only in a row, and the starting position counts as the first time; a forced pass never loses, though the position after it counts too. Two passes in a row would be a draw, but this cannot happen: whoever owns the highest stone on the board can always move it up.",
    # its name on the menu
    "game.pyramida": "Pyramida",
    # the guided first game
    "tutorial.pyramida.climb.try": "Your stones are the white ones. Click your stone on h5, then one of the two cells marked above it (or Tab to each, Enter).",
    "tutorial.pyramida.climb.try.said": "Your stones are the white ones. Move your stone on h5 up, to one of the two cells above it: N, "
                                        "then type it, for example h5-g6.",
    "tutorial.pyramida.climb.done": "A stone moves one cell diagonally, up or down, to an empty cell. "
                                    "Black answered: d3 to e4.",
    "tutorial.pyramida.apex.try": "A stone that reaches the apex, k14, leaves the pyramid at once, attacking "
                                  "nothing. Four of yours are off: take the last one, on j13, out.",
    "tutorial.pyramida.apex.done": "All five of your stones are off: the first player to take all five stones "
                                   "off wins the game.",
    "tutorial.pyramida.contact.try": "Move f7 up to g8: your stone will stop next to Black's stone on h7.",
    "tutorial.pyramida.contact.done": "Contact attack: the black stone you touched had to step down, to i6, "
                                      "the only empty cell below it.",
    "tutorial.pyramida.retreat.try": "Move f7 to g8 again. Both cells under h7 are empty now: after g8, click (or Tab to, Enter) "
                                     "the one h7 must step down to.",
    "tutorial.pyramida.retreat.try.said": "Move f7 to g8 again. Both cells under h7 are empty now: the move goes on with the cell h7 must "
                                          "step down to (A lists the moves).",
    "tutorial.pyramida.retreat.done": "You chose where the attacked stone went. Black answered: c2 to d3.",
    "tutorial.pyramida.upwards.try": "Move h7 up to g8. It will touch f7 below, f9 and h9 above: you attack "
                                     "one of the highest, and one that can step down, h9.",
    "tutorial.pyramida.upwards.done": "An attack upwards: you push one of the highest stones you touch, even "
                                      "above you, and one that can step down if one can (f9 could not). h9 "
                                      "went to i8.",
    "tutorial.pyramida.upwards.other": "That move is legal, but this step is about h7 to g8, which pushes "
                                       "back h9, the highest stone that can step down.",
    "tutorial.pyramida.bottom.try": "Black has one stone left, on b1, the bottom row. Move d1 up to c2, next "
                                    "to it: a stone on the bottom row has nothing below it, so it cannot be "
                                    "attacked.",
    "tutorial.pyramida.bottom.done": "Nothing happened to b1, but it cannot move now: Black passed. Two "
                                     "passes in a row would be a draw, but whoever has the highest stone can "
                                     "always climb.",
    "tutorial.pyramida.stuck.try": "Move f7 to g8 once more: h7 cannot step down, both cells under it are "
                                   "taken. See what happens.",
    "tutorial.pyramida.stuck.done": "A stone that cannot retreat stays where it is, and you play again at once.",
    "tutorial.pyramida.column.try": "Play again, with a column attack: column l holds your l3 below Black's "
                                    "l9. Move k4 up into the column, to l5.",
    "tutorial.pyramida.column.done": "Column attack: the black stone dropped to the lowest empty cell of its "
                                     "column, l1. It comes first: m6, which you touched too, stayed.",
    "tutorial.pyramida.column.other": "That move is legal, but use this extra move for the column attack: "
                                      "k4 up to l5, under l9.",
    "tutorial.pyramida.column_failed.try": "Column k holds your k4 below Black's k6. Move j1 up into the "
                                           "column, to k2: no empty cell will be left under k6.",
    "tutorial.pyramida.column_failed.done": "The column attack failed: k6 had nowhere to drop. When no "
                                            "contact attack follows it, you play again.",
    "tutorial.pyramida.column_failed.other": "That move is legal, but this step is about the column attack "
                                             "that fails: j1 up to k2.",
    "tutorial.pyramida.last.try": "A player's last stone may move two cells in a straight line, over an "
                                  "empty cell. Move h9 to j11 in one go.",
    "tutorial.pyramida.last.done": "Two cells in one move: a last stone runs faster.",
    "tutorial.pyramida.last.other": "That move is legal, but try the last stone's long move: two cells up, "
                                    "from h9 to j11.",
    "tutorial.pyramida.last_retreat.try": "Black has one stone left: when attacked, it can be sent one or two "
                                          "cells down. Move h7 to i8, then choose k8 or l7.",
    "tutorial.pyramida.last_retreat.done": "You sent Black's last stone down the line, as far as you chose.",
    "tutorial.pyramida.repeat.try": "These stones went back and forth (see the moves). Moving i6 back to h5 "
                                    "would repeat a position for the third time: play any other move.",
    "tutorial.pyramida.repeat.try.said": "These stones went back and forth (V reads the moves). Moving i6 back to h5 would repeat a "
                                         "position for the third time: play any other move.",
    "tutorial.pyramida.repeat.done": "Whoever makes a position for the third time loses: the board marks such "
                                     "a move with a red \"!\", and the game asks first.",
    "tutorial.pyramida.repeat.other": "i6 back to h5 makes this position for the third time: White would lose "
                                      "at once. Play another move.",
    "tutorial.pyramida.finale": "A real game against Beginner. The opening was played for you: three stones of "
                                "each side are off. Take your last two out first!",
    # why a hinted move is good
    "bots.why.pyramida.off": "This move takes a stone off the pyramid, out through the apex.",
    "bots.why.pyramida.column": "Column attack: {stone} drops to the bottom of its column.",
    "bots.why.pyramida.contact": "Contact attack: {stone} is pushed down.",
    "bots.why.pyramida.extra": "This attack earns you an extra move.",
    "pyramida.say.stone.0": "{cell}, White stone",
    "pyramida.say.stone.1": "{cell}, Black stone",
    "pyramida.say.cell": "{cell}, empty",
    "pyramida.say.step": "{src} to {dst}",
    "pyramida.say.off": "{src} to {dst}: the stone leaves the pyramid",
    "pyramida.say.push": "{src} to {dst}, pushes {stone} to {to}",
    "pyramida.say.column": "{src} to {dst}, column attack: {stone} drops to {to}",
    "pyramida.say.stuck": "{src} to {dst}; {stone} cannot retreat: plays again",
    "pyramida.say.side": {"one": "{side}: {cells}; {n} stone off.", "other": "{side}: {cells}; {n} stones off."},
    "pyramida.say.none": "no stone on the pyramid",
}
