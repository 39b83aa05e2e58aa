"""English texts of 27: its name, variants and endings, the game screen, its rules page, its
lesson and the hint's reasons."""

from ...part_types import Strings

STRINGS: Strings = {  # its texts (part_types.Catalogue), each a text or its plural forms
    "27.typing": "“3x4”: 3 pawns of cell 4 (the destination may follow: “3x4-7”)",
    "variant.twentyseven.basic": "Basic",
    "variant.twentyseven.grey": "Grey",
    "variant.twentyseven.red": "Red",
    "variant.twentyseven.basic.about": "Bases never move: nine cells from start to end.",
    "variant.twentyseven.grey.about": "Harder: a grey base may travel under its stack. "
                                      "Its cell vanishes and the line closes up.",
    "variant.twentyseven.red.about": "Hardest: red bases travel too. The goals are whatever "
                                     "cells end up at the two ends of the line.",
    "outcome.twentyseven.neither player can move": "Neither player can move any more.",
    "27.turn": {"one": "{n} stack owned, a move goes {n} cell", "other": "{n} stacks owned, a move goes {n} cells"},
    "27.stacks": {"one": "owns {n} stack", "other": "owns {n} stacks"},
    "27.score": {"one": "Score {n}: {n} pawn on their goal, cell {cell}",
                 "other": "Score {n}: {n} pawns on their goal, cell {cell}"},
    "27.goal_of": "{name}'s goal",
    "27.move": "{count} × {src} → {dst}",
    "27.move_base": "{count} × {src} → {dst} + base",
    "27.notation": "Read 2 × 9 → 8 as 2 pawns from cell 9 to cell 8",
    "27.notation_bases": "Read 2 × 9 → 8 as 2 pawns from cell 9 to cell 8, and “+ base” as their base went with them",
    "27.result": "{w} {white} – {black} {b}",
    "27.keys.updown_does": "with a stack chosen: one more pawn (↓) or one fewer (↑)",
    "27.pick_pawn": "Click a pawn in one of your stacks first (or Tab to it, Enter).",
    "27.why.not_a_move": "That is not a move.",
    "27.why.over": "The game is over.",
    "27.why.no_pass": "You cannot pass while you have a move.",
    "27.why.must_pass": "You have no move: you pass.",
    "27.why.no_cell": "There is no such cell.",
    "27.why.too_many": "This stack is not that tall.",
    "27.why.nobody_owns": "Nobody owns this stack: a grey or red pawn is on top.",
    "27.why.not_yours": "This stack belongs to {name}.",
    "27.why.base_stays": "Bases stay put in this variant.",
    "27.why.overshoot": {"one": "{name} owns {n} stack: from here a move of {n} cell would pass the end of the line.",
                     "other": "{name} owns {n} stacks: from here a move of {n} cells would pass the end of the line."},
    "rules.twentyseven.goal.title": "The goal",
    "rules.twentyseven.goal.text": "Nine cells make a line: a red pawn at each end, seven grey pawns between them. These are the bases. White stacks its nine pawns on the red base at the left, Black on the red base at the right. Each player races to the far end: build the highest stack you can on the cell where your opponent started. A first player is drawn by lot.",
    "rules.twentyseven.turn.title": "A turn",
    "rules.twentyseven.turn.text": "Count your stacks: every stack with one of your pawns on top is yours, wherever it stands, your goal included. Call that number n. Then take the top of one of your stacks (one pawn, several, or the whole stack above its base) and move it exactly n cells forward, onto whatever is there. Enemy pawns under your top pawn travel with it. You never move backwards, and a move that would pass the end of the line is not allowed. In the app: click a pawn of one of your stacks to take it and everything above it, then click the cell marked with a dot (or Tab to each, Enter).",
    "rules.twentyseven.blocked.title": "When you cannot move",
    "rules.twentyseven.blocked.text": "A player with no legal move passes, and the other keeps playing alone for as long as necessary. As soon as the blocked player can move again, they play again.",
    "rules.twentyseven.end.title": "End and score",
    "rules.twentyseven.end.text": "The game ends when neither player can move. Each player scores the height of the stack on their goal cell, counting every pawn above the base, whatever its colour. The higher score wins; equal scores are a draw.",
    "rules.twentyseven.variants.title": "Variants",
    "rules.twentyseven.variants.text": "Grey (harder): a grey base may leave with the stack on it. Its cell vanishes for good, the line closes up, and later moves count only the cells that remain. Grey pawns inside a stack count for the score. Red (hardest): the red bases may leave too, and the goals are simply the two cells at the ends of the line when the game ends.",
    "rules.twentyseven.eight_cells": "8 cells left",
    "rules.twentyseven.reading.title": "PyraPack's reading",
    "rules.twentyseven.reading.text": "The rule sheet leaves a few cases open; here is how PyraPack plays them. A player who owns no stack at all passes. Pawns still standing on a player's own start cell at the end are on the opponent's goal and count for the opponent. In the red variant, if the line shrinks to a single cell, it is both players' goal: the game is a draw.",
    # its name on the menu
    "game.twentyseven": "27",
    # the guided first game
    "tutorial.twentyseven.one.try": "You play White, from cell 1 to cell 9. Who starts is drawn by lot: this time Black did, three pawns from cell 9 to cell 8. You own one stack, so a move goes one cell. Click a pawn (or Tab to it, Enter): it moves with every pawn above it.",
    "tutorial.twentyseven.one.try.said": "You play White, from cell 1 to cell 9. Who starts is drawn by lot: this time Black did, three "
                                         "pawns from cell 9 to cell 8. You own one stack, so a move goes one cell. A pawn moves with "
                                         "every pawn above it: A lists the moves, N types one.",
    "tutorial.twentyseven.one.done": "The pawns you took went exactly one cell, all together.",
    "tutorial.twentyseven.two.try": "Count your stacks: a stack is yours when your pawn is on top. You own two, so "
                                    "this move goes exactly two cells. Move from either of them.",
    "tutorial.twentyseven.two.done": "Every move goes exactly as many cells as you own stacks: each move changes "
                                     "the next. Black answered: three pawns from cell 8 to cell 6.",
    "tutorial.twentyseven.part.try": "You need not move a whole stack. Take only the top two pawns of cell 4: "
                                     "click the second pawn from the top (or Tab to it, Enter).",
    "tutorial.twentyseven.part.try.said": "You need not move a whole stack. Take only the top two pawns of cell 4: the move 2x4.",
    "tutorial.twentyseven.part.done": "Two pawns left, four stayed: your white pawns now top the black stack on "
                                      "cell 6 too.",
    "tutorial.twentyseven.part.other": "That move is legal, but try taking part of a stack: the top two pawns of "
                                       "cell 4.",
    "tutorial.twentyseven.carry.try": "Your pawn tops cell 4, over two black pawns: the stack is yours. Take it "
                                      "with the black pawns under it (click the lowest black pawn, or Tab to it, Enter).",
    "tutorial.twentyseven.carry.try.said": "Your pawn tops cell 4, over two black pawns: the stack is yours. Take it with the black pawns "
                                           "under it: the move 3x4.",
    "tutorial.twentyseven.carry.done": "Enemy pawns under yours travel with them: those two black pawns went two "
                                       "cells the wrong way for Black.",
    "tutorial.twentyseven.carry.other": "That move is legal, but this step is about carrying enemy pawns: take the "
                                        "three pawns of cell 4.",
    "tutorial.twentyseven.pass.try": "You own two stacks, on cells 8 and 9: a move of two cells would pass the end "
                                     "of the line. You cannot move: click anywhere, or press Enter, to pass.",
    "tutorial.twentyseven.pass.try.said": "You own two stacks, on cells 8 and 9: a move of two cells would pass the end of the line. You "
                                          "cannot move: press Enter to pass.",
    "tutorial.twentyseven.pass.done": "White passed, and Black played on: seven pawns from cell 4 to cell 2. A "
                                      "blocked player plays again as soon as they can.",
    "tutorial.twentyseven.no_stack.try": "Every one of your pawns is under a black one: you own no stack at all, so you have no move. Click anywhere, or press Enter, to pass.",
    "tutorial.twentyseven.no_stack.try.said": "Every one of your pawns is under a black one: you own no stack at all, so you have no move. "
                                              "Press Enter to pass.",
    "tutorial.twentyseven.no_stack.done": "Owning no stack is a pass too. Black moved its pawn off cell 5: your six pawns there are on top again, and the stack is yours.",
    "tutorial.twentyseven.end.try": "Move your whole stack onto your goal, cell 9. After that, neither player can move, and the game ends.",
    "tutorial.twentyseven.end.done": "The end: each side scores the pawns above the base of its goal, any colour. Your two pawns left on cell 1, where you started, count for Black: 11 to 7, White wins.",
    "tutorial.twentyseven.end.other": "That move ends the game too, with fewer pawns on your goal: take all seven pawns of cell 8.",
    "tutorial.twentyseven.draw.try": "Whatever you play, the game ends. Black has 9 pawns on its goal, cell "
                                     "1; yours, cell 9, has 6. Bring all three pawns of cell 8.",
    "tutorial.twentyseven.draw.done": "9 to 9: equal scores make a draw, the best you could get here.",
    "tutorial.twentyseven.draw.other": "That move ends the game too, and Black would win: take all three "
                                       "pawns of cell 8.",
    "tutorial.twentyseven.grey.try": "In the grey variant a grey base may travel under its stack. Take the whole "
                                     "of cell 3, grey base included: click the base (or Tab to it, Enter).",
    "tutorial.twentyseven.grey.try.said": "In the grey variant a grey base may travel under its stack. Take the whole of cell 3, grey base "
                                          "included: A lists the moves.",
    "tutorial.twentyseven.grey.done": "The base went too: its cell is gone and the line closed up. Goals stay at "
                                      "the ends; every move counts only the cells left.",
    "tutorial.twentyseven.grey.other": "That move is legal, but this step is about moving a grey base: take all of "
                                       "cell 3, base included.",
    "tutorial.twentyseven.red.try": "In the red variant the red bases travel too. Black has four pawns home on "
                                    "cell 1, under your pawn: carry the whole stack away, red base included.",
    "tutorial.twentyseven.red.done": "The goals are the two ends of the line: Black's goal is now the empty grey "
                                     "cell that became first, and its four pawns went with you.",
    "tutorial.twentyseven.red.other": "That move is legal, but this step is about the red base: take all of cell 1, "
                                      "base included.",
    "tutorial.twentyseven.one_cell.try": "Two cells are left. Moving your red base too would leave one cell, "
                                         "the goal of both players: a draw. Move pawns only, and you win.",
    "tutorial.twentyseven.one_cell.done": "The base stayed: two cells, two goals, and yours is the higher. A "
                                          "line left with one cell ends in a draw.",
    "tutorial.twentyseven.one_cell.other": "Taking the base leaves a single cell, the goal of both players: a "
                                           "draw. Leave the red base where it is.",
    "tutorial.twentyseven.finale": "A real game against Beginner, in the basic game: you start. Build the tallest stack "
                                   "on cell 9!",
    # why a hinted move is good
    "bots.why.twentyseven.wins": "This move ends the game: you win {mine} to {theirs}.",
    "bots.why.twentyseven.home": {"one": "This move brings {n} pawn home to your goal.",
                                  "other": "This move brings {n} pawns home to your goal."},
    "bots.why.twentyseven.tower": {"one": "This move wins the tower ({n} pawn).",
                                   "other": "This move wins the tower ({n} pawns)."},
    "27.say.move": {"one": "{n} pawn from {src} to {dst}", "other": "{n} pawns from {src} to {dst}"},
    "27.say.move_base": {"one": "{n} pawn from {src} to {dst}, with the base",
                         "other": "{n} pawns from {src} to {dst}, with the base"},
    "27.say.pawns": {"one": "cell {cell}, its top pawn of {height}", "other": "cell {cell}, top {n} of its {height} pawns"},
    "27.say.pawns_base": {"one": "cell {cell}, its {n} pawn and its base", "other": "cell {cell}, its {n} pawns and its base"},
    "27.say.cell": "cell {cell}: {stack}",
    "27.say.base_R": "red base",
    "27.say.base_G": "grey base",
    "27.say.W": {"one": "{n} white", "other": "{n} white"},
    "27.say.B": {"one": "{n} black", "other": "{n} black"},
    "27.say.G": {"one": "{n} grey", "other": "{n} grey"},
    "27.say.R": {"one": "{n} red", "other": "{n} red"},
}
