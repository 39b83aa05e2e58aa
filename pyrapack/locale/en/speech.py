"""English: what speech says (the mode for players who cannot see the board), and why a typed
move is no move."""

STRINGS = {
    "settings.speech": "Speech",
    "settings.speech_none": "Not available on this computer",
    "speech.on": "Speech on. Tab moves between choices, Enter presses. In a game: P position, "
                 "L last move, T whose turn, A moves of the piece in focus, N type a move, R repeat.",
    "speech.off": "Speech off.",
    "speech.failed": "Speech stopped working ({error}). The game goes on.",
    "speech.button": "{label}, button",
    "speech.option": "{row}: {option}",
    "speech.option_chosen": "{row}: {option}, chosen",
    "speech.game_heading": "{game}, {players}.",
    "speech.move": "Move {ply}, {name}: {move}.",
    "speech.target_first": "{what}, can move",
    "speech.target_next": "{what}, press Enter to choose",
    "speech.target_chosen": "{what}, chosen; Enter again lets go",
    "speech.player": "{name}: {lines}.",
    "speech.moves": {"one": "{n} move: {moves}.", "other": "{n} moves: {moves}."},
    "speech.moves_of": {"one": "{what}: {n} move: {moves}.", "other": "{what}: {n} moves: {moves}."},
    "speech.hint": "Hint: {move}, that is {words}.",
    "speech.type_title": "Type a move",
    "speech.type_example": "for example {example}",
    "speech.type_heading": "Type a move, {example}, then Enter. Escape goes back to the board.",
    "speech.menu": "PyraPack. Choose a game: Tab moves between the games, Enter plays. "
                   "Control Shift S turns speech off.",
    "speech.setup": "{game}: set-up. Tab goes through the choices, Start is last.",
    "speech.tile": "{game}: {action}",
    "notation.empty": "Type a move first.",
    "notation.unreadable": "“{text}” is not written like a move.",
    "notation.square": "{name} is not a square of this board.",
    "notation.ambiguous": "{text} could be {moves}: say which.",
    "notation.no_such": "No legal move is written {text}.",
    "notation.or": " or ",
    "notation.and": " and ",
}
