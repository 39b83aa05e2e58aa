"""English texts of the guided first games (``pyrapack/tutorial/``): the coach's card, the
offer and buttons. Each lesson's steps (``tutorial.<game>.<step>.try``, ``.done``, ``.other``)
are in its game's module."""

from ...part_types import Strings

STRINGS: Strings = {
    # the card, the buttons, the offer
    "tutorial.learn": "Learn",
    "tutorial.step": "Learn {game} · step {number} of {count}",
    "tutorial.finale_title": "Learn {game} · your first game",
    "tutorial.finished": "That was your first game. Now set up a real one, with every choice open.",
    "tutorial.real_game": "Play a real game",
    "tutorial.next_step": "Next step",
    "tutorial.when_done": "Next step, once a step is done",
    "tutorial.when_ready": "When you are ready: Next step (or Enter, or a click on the board).",
    "tutorial.when_ready.said": "When you are ready: Enter for the next step.",
    "tutorial.retry": "Start again",
    "tutorial.show_me": "Show me",
    "tutorial.shown": "The arrow shows the move: play it.",
    "tutorial.again": "The step starts again.",
    "tutorial.not_this_one": "That move is legal, but this step is about another one: look at what is lit.",
    "tutorial.not_this_one.said": "That move is legal, but this step is about another one: H gives it.",
    "tutorial.offer_title": "New to {game}?",
    "tutorial.offer_text": "Learn it by playing: a few short steps on real positions, then a first game.",
    "tutorial.offer_yes": "Learn by playing",
    "tutorial.offer_no": "Not now",
    # a lesson left part way, and taken up again
    "tutorial.step_title": "Learn {game}",
    "tutorial.left_at": "You left this lesson at step {number} of {count}.",
    "tutorial.go_on": "Go on from step {number}",
    "tutorial.start_again": "Start again",
}
