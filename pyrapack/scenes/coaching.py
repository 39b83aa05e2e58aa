"""What a game scene asks whoever coaches the game, and what a coach may know and ask of it.

A game scene consults its ``coaching`` at a few points of its flow. ``Coaching`` itself is
the game as played (every move allowed, the game kept, the end banner); a lesson's or a
puzzle's coach (``tutorial/``) is a subclass that says what to play, refuses what a step is
not about, says what happened in its card, and moves from step to step. The buttons it adds,
and the words and the state of the HUD's buttons it uses its own way, the scene asks it for
(``buttons``, ``labels``, ``hud_buttons``).

The other way round is the contract of this module: a coach is handed a ``CoachView`` of
the scene (``attach``), not the scene. It reads what a coach may know (the position, whether
a move is being shown, the move being entered, the game's words, the settings it needs) and
asks for the few things a coach does (play a move, set up a position, take moves back, say
something, show a hint, its card's button in focus, the set-up or the menu). Anything else
of the scene is not there to reach: the scene may change its parts without a coach noticing,
and a coach cannot leave the scene half-changed (``tests/test_coaching_contract.py`` reads
``tutorial/`` for any other name of ``scene`` and checks the view a real coach holds). A
network game's ``NetPlay`` is no coach: it is the scene's own part and keeps the scene.
"""

from typing import Any

import pygame


class CoachView:
    """The scene as a coach sees it: read-only facts and a few commands, nothing else.

    Each member says why a coach needs it; a coach that needs more asks here first (one place
    to see what coaches depend on)."""

    __slots__ = ("_scene",)
    _scene: Any  # the scene itself, set once (the view takes no write)

    def __init__(self, scene) -> None:
        object.__setattr__(self, "_scene", scene)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a coach does not write the scene ({name})")

    # -- what a coach may know -------------------------------------------------------------
    @property
    def state(self):
        """The position on the board (a rules State: it cannot be changed, only played from)."""
        return self._scene.state

    @property
    def ply(self) -> int:
        """How many moves the game has: where a step or a puzzle's try began, so that taking
        back goes no further."""
        return len(self._scene.match.moves)

    @property
    def moving(self) -> bool:
        """Whether a move is being shown (animated): a coach waits until it has been seen."""
        return self._scene.anim is not None

    @property
    def passing(self) -> bool:
        """Whether the player to move can only pass and is being told so (a hint has no move to show)."""
        return self._scene.turns.passing

    @property
    def clicks(self) -> tuple:
        """The clicks of the move being entered (a coach's lit targets step aside for them)."""
        return self._scene.input.clicks

    def sequences(self, move) -> tuple[tuple, ...]:
        """The click sequences that enter ``move`` (a coach judges a move half entered, or lights its first click)."""
        return tuple(self._scene.input.sequences.get(move, ()))

    @property
    def texts(self):
        """The game's words (``words/<game>.py``): sides, moves and targets in words, the result."""
        return self._scene.texts

    @property
    def title(self) -> str:
        """The game's title (a catalogue key): the card's heading."""
        return self._scene.info.title

    def turn_text(self) -> str:
        """The turn line as the scene shows it (a lesson's real game: how it ended)."""
        return self._scene.turn_text()

    @property
    def scale(self) -> float:
        """The window's scale: the card is drawn at it."""
        return self._scene.scale

    def hud_row(self) -> dict[str, pygame.Rect]:
        """Where the HUD's undo, redo and hint buttons are (copies): a coach's card shares their row."""
        hud = self._scene.hud
        return {name: getattr(hud, name).rect.copy() for name in ("undo", "redo", "hint")}

    @property
    def goes_on(self) -> bool:
        """Whether lessons and puzzles go on by themselves (Settings), else they wait for Next."""
        return self._scene.app.settings.go_on

    def choice(self, game: str, key: str, default: object) -> object:
        """A choice the player's settings keep for ``game`` (how far the lesson went)."""
        return self._scene.app.settings.choice(game, key, default)

    # -- what a coach may ask --------------------------------------------------------------
    def play(self, move) -> None:
        """Play ``move`` for whoever is to move, and show it: the other side's answer, a move
        played for the player, a refutation, a solution's next move."""
        self._scene.commit(move)

    def pass_turn(self) -> None:
        """The player to move passes as when they have read the pass notice (``passing``): the
        scene plays the pass, at its next frame."""
        self._scene.turns.pass_now()

    def switch(self, match) -> None:
        """Go on in ``match``: a lesson step's own position, or its real game."""
        self._scene.switch(match)

    def take_back_to(self, ply: int) -> None:
        """Take the game back to its first ``ply`` moves: a step or a puzzle tried again."""
        match = self._scene.match
        self._scene.take_back(lambda: match.undo_to(ply))

    def say(self, key: str, kind: str = "info", **values) -> None:
        """Say something (``GameScene.say``); the coach's ``tell`` gets it first, for its card."""
        self._scene.say(key, kind, **values)

    def show(self, move) -> None:
        """Light ``move`` on the board as a hint, until the position changes."""
        self._scene.turns.show(move)

    def finish_animation(self) -> None:
        """Show the move being shown at its end now: Next was asked for."""
        self._scene.finish_animation()

    def sound(self, name: str) -> None:
        """A sound cue (``sound.py``): a refused move, a lesson or a puzzle won."""
        self._scene.app.sound.play(name)

    def aim(self, button) -> None:
        """The keyboard's focus on one of the coach's buttons (Next), where the next key goes."""
        self._scene.focus.aim(button)

    def remember(self, game: str, **choices) -> None:
        """Keep ``choices`` for ``game`` in the player's settings, saved now (where the lesson is)."""
        app = self._scene.app
        app.settings.remember(game, **choices)
        app.save_settings()

    def set_up(self, game: str) -> None:
        """This screen gives way to the set-up of a real game of ``game``."""
        self._scene.app.set_up(game, replace=True)

    def close(self) -> None:
        """Back to the screen this one was opened from (the Puzzles screen)."""
        self._scene.app.pop()

    def to_menu(self) -> None:
        """Out of the game, to the menu (the game is kept when it is saved)."""
        self._scene.app.back_to_menu()


#: The names a coach may use of the scene: ``CoachView``'s, and only those.
CONTRACT = frozenset(name for name in vars(CoachView) if not name.startswith("_"))


class Coaching:
    saves = True  # the game is kept in the library after each move
    banner = True  # the end banner opens when the game ends
    helps = True  # the board marks what can move before any click (when the setting says so)

    def attach(self, scene):
        """The scene this coaching is consulted by, seen through the contract (``CoachView``)."""
        self.scene = CoachView(scene)

    def buttons(self):
        """Buttons of the coach's own, clicked and drawn with the scene's (a lesson's "Set up a
        real game")."""
        return []

    def labels(self):
        """The words of the HUD's buttons the coach uses its own way: ``{"undo": key, "hint":
        key}`` (a lesson's undo starts the step again)."""
        return {}

    def hud_buttons(self):
        """How the HUD's buttons the coach uses its own way show this frame, over what the
        position allows: ``{name: {"visible": ..., "enabled": ..., "rect": ...}}`` (a puzzle has
        no redo; a lesson's two buttons share their row). The scene applies it after ``update``."""
        return {}

    def leave(self):
        """Esc with nothing selected: out of the game, to the menu (it is kept)."""
        self.scene.to_menu()

    def layout(self, board):
        """The board's room, once the coach has taken what it needs of ``board``."""
        return board

    def draw(self, surface):
        """Draw over the scene (a lesson's card)."""

    def update(self, dt):
        """Each frame, after the scene's own update (a lesson moves on)."""

    def new_position(self):
        """The scene has just set up a new position."""

    def played(self, before, move, after):
        """``move`` was just played, whoever played it."""

    def allows(self, move):
        """Whether the player may play ``move`` now (a refusal is the coach's to explain)."""
        return True

    def allows_clicks(self, clicks):
        """Whether the clicks so far may lead somewhere (a refusal is the coach's to explain)."""
        return True

    def takes_click(self):
        """A click the coach uses itself (True), not the board (a lesson's "seen, go on")."""
        return False

    def tell(self, message):
        """A message of the game (``hud.Message``) the coach says itself (True), or not."""
        return False

    def live(self):
        """What speech says again as it changes (``Scene.live``): a lesson's card."""
        return []

    def heading_words(self):
        """What speech says as the game opens, when the coach says what it is (a lesson's step,
        a puzzle), instead of who plays it ("": the game's own heading)."""
        return ""

    def takes_moves(self):
        """Whether a move may be played now (not while a puzzle waits for "Try again"): speech's
        A and N say ``instruction`` instead."""
        return True

    def instruction(self, say=None):
        """What the coach asks for now, in words (``say``: ``i18n.t``, or ``i18n.said`` for speech)."""
        return ""

    def turn_line(self):
        """The turn line in the coach's words, or "" (a game over the network: waiting for the friend)."""
        return ""

    def exit(self):
        """The game's screen is left for good."""

    def key_help(self):
        """What keys the coach adds, as ``(keys, what)`` texts (a lesson's Next step)."""
        return []

    def marks(self, marks):
        """The board's marks, with whatever the coach points at."""
        return marks

    # -- the buttons: True when the coach did it its own way -------------------------------
    def hint(self):
        return False

    def undo(self):
        return False

    def redo(self):
        return False

    def again(self):
        return False
