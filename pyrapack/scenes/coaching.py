"""What a game scene asks whoever coaches the game: here, nobody; a lesson overrides it.

A game scene consults its ``coaching`` at a few points of its flow. ``Coaching`` itself is
the game as played (every move allowed, the game kept, the end banner); the guided first
game (``tutorial/coach.py``) is a subclass that says what to play, refuses what a step is
not about, says what happened in its card, and moves from step to step. The scene is handed
over in ``attach``; a coach drives it through its public methods only (``switch``,
``commit``, ``say``, ``take_back``, ``finish_animation``, ``new_position``, its ``input``, its
``turns``' ``passing`` and ``show`` and its ``hud``'s buttons' places); the buttons it adds, and
the words and the state of the HUD's buttons it uses its own way, the scene asks it for
(``buttons``, ``labels``, ``hud_buttons``).
"""


class Coaching:
    saves = True  # the game is kept in the library after each move
    banner = True  # the end banner opens when the game ends
    helps = True  # the board marks what can move before any click (when the setting says so)

    def attach(self, scene):
        self.scene = scene

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
        self.scene.app.back_to_menu()

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
