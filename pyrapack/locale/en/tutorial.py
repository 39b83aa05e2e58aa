"""English texts of the guided first games (``pyrapack/tutorial/``): the coach's card, the
offer and buttons, and each lesson's steps (``tutorial.<game>.<step>.try``, ``.done``,
``.other``)."""

STRINGS = {
    # the card, the buttons, the offer
    "tutorial.learn": "Learn",
    "tutorial.step": "Learn {game} · step {number} of {count}",
    "tutorial.finale_title": "Learn {game} · your first game",
    "tutorial.finished": "That was your first game. Now set up a real one, with every choice open.",
    "tutorial.result": "{headline} {score}",
    "tutorial.real_game": "Play a real game",
    "tutorial.retry": "Start again",
    "tutorial.show_me": "Show me",
    "tutorial.shown": "The move is lit in green: play it.",
    "tutorial.again": "The step starts again.",
    "tutorial.not_this_one": "That move is legal, but this step is about another one: look at what is lit.",
    "tutorial.offer_title": "New to {game}?",
    "tutorial.offer_text": "Learn it by playing: a few short steps on real positions, then a first game.",
    "tutorial.offer_yes": "Learn by playing",
    "tutorial.offer_no": "Not now",
    # Pyramida
    "tutorial.pyramida.climb.try": "Your stones are the white ones. Click your stone on h5, then one of the "
                                   "two cells that light up above it.",
    "tutorial.pyramida.climb.done": "A stone moves one cell diagonally, up or down, to an empty cell. "
                                    "Black answered: d3 to e4.",
    "tutorial.pyramida.apex.try": "A stone that reaches the apex, k14, leaves the pyramid. Take your "
                                  "stone on j13 out.",
    "tutorial.pyramida.apex.done": "One more stone out: the first player to take all five stones off wins.",
    "tutorial.pyramida.contact.try": "Move f7 up to g8: your stone will stop next to Black's stone on h7.",
    "tutorial.pyramida.contact.done": "Contact attack: the black stone you touched had to step down, to i6, "
                                      "the only empty cell below it.",
    "tutorial.pyramida.retreat.try": "Move f7 to g8 again. Both cells under h7 are empty now: after g8, click "
                                     "the one h7 must step down to.",
    "tutorial.pyramida.retreat.done": "You chose where the attacked stone went. Black answered: c2 to d3.",
    "tutorial.pyramida.upwards.try": "Move h7 up to g8. It will touch two black stones, f7 below and h9 above: "
                                     "you attack the higher one.",
    "tutorial.pyramida.upwards.done": "An attack upwards: you push one of the highest stones you touch, even "
                                      "one above you. h9 stepped down to i8.",
    "tutorial.pyramida.upwards.other": "That move is legal, but this step is about h7 to g8, which pushes "
                                       "back the higher stone, h9.",
    "tutorial.pyramida.stuck.try": "Move f7 to g8 once more: h7 cannot step down, both cells under it are "
                                   "taken. See what happens.",
    "tutorial.pyramida.stuck.done": "A stone that cannot retreat stays where it is, and you play again at once.",
    "tutorial.pyramida.column.try": "Play again, with a column attack: column l holds your l3 below Black's "
                                    "l9. Move k4 up into the column, to l5.",
    "tutorial.pyramida.column.done": "Column attack: the black stone dropped to the lowest empty cell of its "
                                     "column, l1.",
    "tutorial.pyramida.column.other": "That move is legal, but use this extra move for the column attack: "
                                      "k4 up to l5, under l9.",
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
    "tutorial.pyramida.repeat.done": "Whoever makes a position for the third time loses: the board marks such "
                                     "a move with a red \"!\", and the game asks first.",
    "tutorial.pyramida.repeat.other": "i6 back to h5 makes this position for the third time: White would lose "
                                      "at once. Play another move.",
    "tutorial.pyramida.finale": "A real game against Easy. The opening was played for you: three stones of "
                                "each side are off. Take your last two out first!",
    # Pyramidames
    "tutorial.pyramidames.step.try": "You play White. A pawn steps one square diagonally forward, towards row 8. "
                                     "Click your pawn on c3, then a lit square.",
    "tutorial.pyramidames.step.done": "A step goes diagonally forward on the top view, up or down the terraces. "
                                      "Black answered: g7 to f6.",
    "tutorial.pyramidames.capture.try": "A capture is compulsory: the pawn that must take is ringed in red. c1 and "
                                        "d2 lie on face A: jump from c1 over d2 to e3.",
    "tutorial.pyramidames.capture.done": "A capture is a jump inside one face of the pyramid, one level up or down "
                                         "(see the faces on the right): d2 is taken.",
    "tutorial.pyramidames.rafle.try": "A pawn that can take again must go on, even on another face. Jump e1 over "
                                      "d2 to c3, then over b4 to a5.",
    "tutorial.pyramidames.rafle.done": "A rafle: c3 lies on the ridge of faces A and D, so the second jump went "
                                       "down face D.",
    "tutorial.pyramidames.cube.try": "Jump c1 over b2: a3 lies past the edge of face A, so the pawn stops on an "
                                     "invisible cube there. Then jump again, on face D, over b4 to c5.",
    "tutorial.pyramidames.cube.done": "The invisible cube over a3 was only a stop on the way: a capture may never "
                                      "end on one.",
    "tutorial.pyramidames.summit.try": "Over the summit: jump c3 over d4 onto the cube above e5, then down the far "
                                       "side over f6 to g7.",
    "tutorial.pyramidames.summit.done": "From a cube above the summit, a rafle goes on down the opposite face: "
                                        "two pawns taken.",
    "tutorial.pyramidames.far.try": "The first pawn to end a move on its far row wins: row 8 for White. Step e7 "
                                    "forward.",
    "tutorial.pyramidames.far.done": "White wins! Taking every enemy pawn, or leaving the opponent without a move, "
                                     "wins too.",
    "tutorial.pyramidames.finale": "A real game against Easy, from the start. Look out for red rings: a capture is "
                                   "compulsory. Reach row 8 first!",
    # 27
    "tutorial.twentyseven.one.try": "You play White, from cell 1 to cell 9. You own one stack, so a move goes one "
                                    "cell. Click a pawn: it moves with every pawn above it.",
    "tutorial.twentyseven.one.done": "The pawns you took went exactly one cell, all together. Black answered: "
                                     "three pawns from cell 9 to cell 8.",
    "tutorial.twentyseven.two.try": "Count your stacks: a stack is yours when your pawn is on top. You own two, so "
                                    "this move goes exactly two cells. Move from either of them.",
    "tutorial.twentyseven.two.done": "Every move goes exactly as many cells as you own stacks: each move changes "
                                     "the next. Black answered: three pawns from cell 8 to cell 6.",
    "tutorial.twentyseven.part.try": "You need not move a whole stack. Take only the top two pawns of cell 4: "
                                     "click the second pawn from the top.",
    "tutorial.twentyseven.part.done": "Two pawns left, four stayed: your white pawns now top the black stack on "
                                      "cell 6 too.",
    "tutorial.twentyseven.part.other": "That move is legal, but try taking part of a stack: the top two pawns of "
                                       "cell 4.",
    "tutorial.twentyseven.carry.try": "Your pawn tops cell 4, over two black pawns: the stack is yours. Take it "
                                      "with the black pawns under it (click the lowest black pawn).",
    "tutorial.twentyseven.carry.done": "Enemy pawns under yours travel with them: those two black pawns went two "
                                       "cells the wrong way for Black.",
    "tutorial.twentyseven.carry.other": "That move is legal, but this step is about carrying enemy pawns: take the "
                                        "three pawns of cell 4.",
    "tutorial.twentyseven.pass.try": "You own two stacks, on cells 8 and 9: a move of two cells would pass the end "
                                     "of the line. You cannot move: click anywhere to pass.",
    "tutorial.twentyseven.pass.done": "White passed, and Black played on: seven pawns from cell 4 to cell 2. A "
                                      "blocked player plays again as soon as they can.",
    "tutorial.twentyseven.end.try": "Move your whole stack onto your goal, cell 9. After that, neither player can "
                                    "move, and the game ends.",
    "tutorial.twentyseven.end.done": "The end: each side scores the pawns above the base of its goal, any colour. "
                                     "White has 13 on cell 9, Black 5 on cell 1: White wins.",
    "tutorial.twentyseven.end.other": "That move ends the game too, with fewer pawns on your goal: take all nine "
                                      "pawns of cell 8.",
    "tutorial.twentyseven.grey.try": "In the grey variant a grey base may travel under its stack. Take the whole "
                                     "of cell 3, grey base included: click the base.",
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
    "tutorial.twentyseven.finale": "A real game against Easy, in the basic game: you start. Build the tallest stack "
                                   "on cell 9!",
    # Pyraos
    "tutorial.pyraos.place.try": "You play Light. Place a ball from your reserve: click your tray, then an empty "
                                 "hollow of the board (or click the hollow straight away).",
    "tutorial.pyraos.place.done": "Each ball placed leaves your reserve, and the player who runs out of balls loses.",
    "tutorial.pyraos.raise.try": "Raise a ball instead: your free ball on c3 may climb onto the four balls of the "
                                 "corner. Click it, then the lit hollow above them.",
    "tutorial.pyraos.raise.done": "A raise moves a ball already on the pyramid: your reserve keeps its ball. Dark "
                                  "answered by placing on d4.",
    "tutorial.pyraos.raise.other": "That move is legal, but this step is about raising: move your ball on c3 up "
                                   "to the lit hollow.",
    "tutorial.pyraos.square.try": "Complete a square of four light balls: place a ball on b2. Then take back one "
                                  "or two of your free balls.",
    "tutorial.pyraos.square.done": "Square! The balls you took back are in your reserve again.",
    "tutorial.pyraos.square.other": "That move is legal, but this step is about the square: place your ball on b2.",
    "tutorial.pyraos.last_ball.try": "You have one ball left: placing it would leave you without any, and you "
                                     "would lose. Raise one of your lit balls instead.",
    "tutorial.pyraos.last_ball.done": "Your last ball is still in reserve: a raise saved it.",
    "tutorial.pyraos.last_ball.other": "Placing your last ball would empty your reserve: you would lose at once. "
                                       "Raise a lit ball instead.",
    "tutorial.pyraos.out.try": "Now Dark has a single ball left, and no ball to raise. Place one of yours on "
                               "top: Dark will have to place its last one.",
    "tutorial.pyraos.out.done": "Dark had to place its last ball: a player with no ball left in reserve loses. "
                                "Light wins!",
    "tutorial.pyraos.children.try": "In the children's game there are no squares. Place a ball on b2, completing "
                                    "four light balls, and see.",
    "tutorial.pyraos.children.done": "Nothing taken back: in the children's game only raises save balls.",
    "tutorial.pyraos.children.other": "That move is legal, but this step is about the square that gives nothing: "
                                      "place your ball on b2.",
    "tutorial.pyraos.advanced.try": "In the advanced game lines count too: four in a row on the ground, or three on "
                                    "level 1. Complete the row on d1, then take back balls.",
    "tutorial.pyraos.advanced.done": "Line! In the advanced game a line of your colour saves balls like a square.",
    "tutorial.pyraos.advanced.other": "That move is legal, but this step is about the line: place your ball on d1.",
    "tutorial.pyraos.finale": "A real game against Easy, in the standard game: you are Light. Save your balls: the "
                              "player who runs out first loses!",
}
