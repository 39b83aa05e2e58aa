"""English texts of Pyramidames: its name, variants and endings, the game screen, its rules page,
its lesson and the hint's reasons."""

from ...part_types import Strings

STRINGS: Strings = {  # its texts (part_types.Catalogue), each a text or its plural forms
    "pyramidames.typing": "“c3-d4”, a capture “e1xc3xa5” (“e1xa5” where only one path fits)",
    "outcome.pyramidames.reached the far row": "A pawn reached the far row.",
    "outcome.pyramidames.captured every piece": "Every enemy pawn was captured.",
    "outcome.pyramidames.left the opponent without a move": "The opponent was left without a move.",
    "pyramidames.turn_capture": "a capture is compulsory",
    "pyramidames.turn_step": "step a pawn diagonally forward",
    "pyramidames.on_board": {"one": "{n} pawn on the board", "other": "{n} pawns on the board"},
    "pyramidames.taken": {"one": "has taken {n} of {other}'s pawns", "other": "has taken {n} of {other}'s pawns"},
    "pyramidames.result": "Pawns left: {w} {white} – {black} {b}",
    "pyramidames.took": {"one": "{name} took {n} pawn.", "other": "{name} took {n} pawns."},
    "pyramidames.cube_stops": {"one": "({n} stop on an invisible cube: {cubes}.)",
                               "other": "({n} stops on invisible cubes: {cubes}.)"},
    "pyramidames.faces_title": "The pyramid's four sides",
    "pyramidames.faces_note": "Upright: captures go here",
    "pyramidames.face.A": "White's side",
    "pyramidames.face.B": "right side",
    "pyramidames.face.C": "Black's side",
    "pyramidames.face.D": "left side",
    "pyramidames.why.not_a_move": "That is not a move.",
    "pyramidames.why.over": "The game is over.",
    "pyramidames.why.too_short": "A move goes at least one square.",
    "pyramidames.why.off_board": "That is off the board.",
    "pyramidames.why.no_pawn": "There is no pawn there.",
    "pyramidames.why.not_a_jump": "This pawn cannot go there.",
    "pyramidames.why.must_go_on": "The capture goes on from {square}: it can take again.",
    "pyramidames.why.light_square": "Pawns stand only on the dark squares.",
    "pyramidames.pick_pawn": "Click one of your pawns first (or Tab to it, Enter).",
    "pyramidames.why.not_yours": "That pawn belongs to {name}.",
    "pyramidames.click_landing": "To capture, click the square where your pawn lands, beyond the pawn it jumps (or Tab to it, Enter).",
    "pyramidames.why.must_capture": "A capture is compulsory: take with {squares}.",
    "pyramidames.why.blocked": "This pawn is blocked: both squares diagonally ahead are taken or off the board.",
    "pyramidames.why.go_on": "The capture goes on: jump again, to a square marked with a dot.",
    "pyramidames.why.forward_only": "A pawn steps diagonally forward only (it captures backwards too).",
    "pyramidames.why.step_blocked": "This pawn cannot go there.",
    "pyramidames.why.twice": "The pawn on {over} was already jumped: a piece is taken only once.",
    "pyramidames.why.no_enemy": "No enemy pawn on {over} to jump.",
    "pyramidames.why.occupied": "{square} is taken: a jump lands on an empty square.",
    "pyramidames.why.wrong_face": "From the invisible cube on {square}, the next jump must be on face {faces}.",
    "pyramidames.why.no_face": "{here} (level {a}) and {over} (level {b}) share no face: a capture is a jump "
                           "along one face of the pyramid, never across the top view.",
    "pyramidames.why.ends_on_cube": "That jump would stop on an invisible cube on {square} with nothing more to "
                            "take: a capture may not end there.",
    "rules.pyramidames.goal.title": "The goal",
    "rules.pyramidames.goal.text": "Pyramidames is draughts played on a stepped pyramid. White has light pawns, Black dark pawns marked in gold. To win, be the first to end a move on your far row, the row farthest from your camp: row 8 for White, row 1 for Black. You also win by capturing every enemy pawn, or when your opponent cannot move on their turn.",
    "rules.pyramidames.goal_white": "White wins on row 8",
    "rules.pyramidames.goal_black": "Black wins on row 1",
    "rules.pyramidames.setup.title": "Set-up",
    "rules.pyramidames.setup.text": "Each player starts with 12 pawns on the dark squares of the three rows on their side: White on rows 1 to 3, Black on rows 6 to 8, as in the picture above. White moves first, then the players take turns, one move each. There are no kings: a pawn that reaches the far row has already won.",
    "rules.pyramidames.pyramid.title": "The pyramid: board E and faces A to D",
    "rules.pyramidames.pyramid.text": "Seen from above, the pyramid of cubes is an 8×8 draughts board, board E; pawns stand on its dark squares. The cubes rise in four terraces: the outer ring is level 0, the next ring level 1, then level 2, and the four squares in the middle are level 3, the summit. The four sloping sides of the pyramid are four more boards, the faces: A on White's side, B on the right, C on Black's side and D on the left. Set upright, as in the panel beside the board during a game, each face is a triangle of draughts squares whose rows are the levels (below, face A is lit and the digits give the levels). A square on a diagonal of board E lies on a ridge and belongs to two faces. Pawns step on board E; they capture on the faces.",
    "rules.pyramidames.step.title": "A move: the step",
    "rules.pyramidames.step.text": "A pawn steps one square diagonally forward on board E, towards the opponent's camp, onto an empty dark square, going up or down the pyramid as it goes: White's pawn on c3 (level 2) may step to b4 (level 1) or to d4 (level 3), never back to b2 or d2. Black steps towards row 1. In the app, click a pawn, then one of the squares marked with a dot (or Tab to each, Enter).",
    "rules.pyramidames.capture.title": "Capture: a jump on a face",
    "rules.pyramidames.capture.text": "Capturing is compulsory, forwards as well as backwards, and it never takes place on board E: a pawn jumps an enemy piece diagonally inside one face, as in draughts on that upright board, and lands on the empty square just beyond. The two pieces must therefore share a face, one level apart. On face A, c1 (level 0) jumps d2 (level 1) and lands on e3 (level 2). But f2 cannot take g3: both are on level 1, f2 is on face A and g3 on face B, and no face holds them both. In the app, click the pawn, then the square where it lands (or Tab to each, Enter).",
    "rules.pyramidames.rafle.title": "The rafle: several captures in one move",
    "rules.pyramidames.rafle.text": "After a jump, if the pawn can capture again it must, and so on: this multi-capture is called a rafle. It may change face at each jump. Here e1 takes d2 climbing face A to c3, a ridge square on faces A and D, then takes b4 going down face D to a5. During a rafle the pawn may cross the same empty square more than once, its starting square included, but it never jumps the same piece twice. In the app, click each landing square in turn (or Tab to each, Enter).",
    "rules.pyramidames.cubes.title": "The invisible cubes",
    "rules.pyramidames.cubes.text": "A jump can carry the pawn past the edge of its face's triangle. It then stops for a moment on an invisible cube: one more cube standing on that square, just outside the face (the app draws it as a ghost cube). From there the pawn must capture again, on another face that holds the square, and a rafle may never end on an invisible cube. Here b4 jumps c5 on face D; d6 is not on face D, so the pawn lands on the invisible cube over d6, then jumps e7 on face C and lands on f8: two pawns taken, and the far row reached. Without the black pawn on e7, the first jump would not be allowed.",
    "rules.pyramidames.summit.title": "Over the summit",
    "rules.pyramidames.summit.text": "The highest invisible cubes float above the summit. A pawn that jumps a summit piece lands on one of them, and its rafle must go on down the opposite face: from A into C, from C into A, from B into D, from D into B. Here c3 jumps d4 on face A (face D would do as well) and lands on the cube above e5, then goes down face C (or B) over f6 to g7.",
    "rules.pyramidames.choice.title": "Choosing a capture; taken pieces come off at the end",
    "rules.pyramidames.choice.text": "When several captures are possible, you choose freely: unlike international draughts, you need not take the most pieces, but the rafle you choose is played to its end. Here White may take one pawn with c1 or two with e1. Jumped pieces stay on the board, crossed in red, until the move is over, and they still block the way; then they are all removed together.",
    "rules.pyramidames.take_one": "c1xe3: one pawn",
    "rules.pyramidames.take_two": "e1xc3xa5: two pawns",
    "rules.pyramidames.reading.title": "PyraPack's reading",
    "rules.pyramidames.reading.text": "The French rule sheet lost all its diagrams, so the geometry of the game is PyraPack's reconstruction. It keeps every rule the sheet states in words; where the sheet relied on a lost picture, PyraPack chose as follows.\n• Board E is the top view of a stepped pyramid of four levels; pawns stand on its dark squares.\n• The faces are the pyramid's four sides: A on White's side, B on the right, C on Black's side, D on the left. Each is an upright triangular board whose rows are the levels. A square on a ridge belongs to two faces.\n• A capture is a jump inside one face, so the piece taken is one level above or below the capturing pawn, never on the same level.\n• An invisible cube is the square just past the edge of a face's triangle. From it, the next jump is made on the opposite face if that face holds the square (over the summit), otherwise on another face that holds it. A jump to an invisible cube with no capture to follow is not allowed.\n• A jump along a ridge can be made on either of its two faces; if it lands normally on one of them, it is a normal landing.\n• \"The square farthest from your camp\" is read as any square of the far row.\n• During a rafle the starting square counts as empty; the pieces taken are removed together at the end of the move.\n• Two passages of the sheet could not be placed and are left out: a capture \"in board E\" (which the sheet rules out elsewhere), and a special case of boards B and D where a square Q falls on a light square of board E.\n• The sheet's rules on irregularities (touch-move) do not apply: in the app you may pick another pawn until your move is complete.",
    "rules.pyramidames.white_steps": "White steps towards row 8",
    "rules.pyramidames.black_steps": "Black steps towards row 1",
    # its name on the menu
    "game.pyramidames": "Pyramidames",
    "byline.pyramidames": "Draughts in a pyramid",
    # the guided first game
    "tutorial.pyramidames.step.try": "You play White. A pawn steps one square diagonally forward, towards row 8. "
                                     "Click your pawn on c3, then a square marked with a dot (or Tab to each, Enter).",
    "tutorial.pyramidames.step.try.said": "You play White. A pawn steps one square diagonally forward, towards row 8. Move your pawn on "
                                          "c3: A lists its moves, N types one.",
    "tutorial.pyramidames.step.done": "c3 is on level 2: b4 is a terrace lower, d4 a terrace higher. Black answered: g7 to f6.",
    "tutorial.pyramidames.level.try": "A step may also stay on the same terrace. f2 and g3 are both on level 1: step f2 to g3.",
    "tutorial.pyramidames.level.done": "A step goes diagonally forward on the top view: a terrace up, a terrace down, or along the same one.",
    "tutorial.pyramidames.level.other": "That move is legal, but this step is about staying on the same terrace: step f2 to g3.",
    "tutorial.pyramidames.capture.try": "A capture is compulsory: the pawn that must take wears a “!” badge. c1 and "
                                        "d2 lie on face A: jump from c1 over d2 to e3.",
    "tutorial.pyramidames.capture.done": "A capture is a jump inside one face of the pyramid, one level up or down "
                                         "(see the faces on the right): d2 is taken.",
    "tutorial.pyramidames.capture.done.said": "A capture is a jump inside one face of the pyramid, one level up or down: d2 is taken.",
    "tutorial.pyramidames.backwards.try": "Captures go backwards too. Jump e3 over d2, back down face A to "
                                          "c1: it is Black's last pawn.",
    "tutorial.pyramidames.backwards.done": "A capture backwards, and Black has no pawn left: taking every "
                                           "enemy pawn wins.",
    "tutorial.pyramidames.rafle.try": "A pawn that can take again must go on, even on another face. Jump e1 over "
                                      "d2 to c3, then over b4 to a5.",
    "tutorial.pyramidames.rafle.done": "A rafle: c3 lies on the ridge of faces A and D, so the second jump went "
                                       "down face D.",
    "tutorial.pyramidames.choice.try": "Two captures: c1 takes one pawn, e1 takes two. You choose freely: you "
                                       "need not take the most. Play either.",
    "tutorial.pyramidames.choice.done": "Any capture will do, but the one chosen is played to its end; the "
                                        "pawns it took came off together once it was over.",
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
    "tutorial.pyramidames.far.done": "White wins at once: a pawn on its far row is not crowned, there are no kings. Reaching it is the win.",
    "tutorial.pyramidames.blocked.try": "Black's last pawn, on a3, can only step to b2. Take that square: "
                                        "step a1 to b2.",
    "tutorial.pyramidames.blocked.done": "Black cannot move: a player left without a move on their turn "
                                         "loses. White wins!",
    "tutorial.pyramidames.blocked.other": "That move is legal, but this step is about leaving Black without a "
                                          "move: step a1 to b2.",
    "tutorial.pyramidames.finale": "A real game against Beginner, from the start. Look out for “!” badges: a capture is "
                                   "compulsory. Reach row 8 first!",
    # why a hinted move is good
    "bots.why.pyramidames.captures": {"one": "This move captures {n} pawn.",
                                      "other": "This move captures {n} pawns."},
    "bots.why.pyramidames.far_row": "This pawn reaches the far row: you win.",
    "bots.why.pyramidames.last_piece": "This move takes your opponent's last pawn: you win.",
    "pyramidames.say.pawn.0": "{square}, White pawn",
    "pyramidames.say.pawn.1": "{square}, Black pawn",
    "pyramidames.say.square": "{square}, empty",
    "pyramidames.say.step": "{src} to {dst}",
    "pyramidames.say.capture": {"one": "{path}, takes {n} pawn: {taken}", "other": "{path}, takes {n} pawns: {taken}"},
    "pyramidames.say.then": " to ",
    "pyramidames.say.side": {"one": "{side}, {n} pawn: {squares}.", "other": "{side}, {n} pawns: {squares}."},
}
