"""The screens of the app: menu, setup, the game scenes and their overlays, the games kept.

Shared here: ``game`` (the ``GameScene`` base), ``hud``, ``modal``, ``dialog``, ``banner``,
``menu``, ``setup`` and ``rules_page``; the Games screen (``games_list``) and the replay
(``replay``, its ``replay_panel``, ``replay_review`` and ``replay_speech``, ``branch`` for Play
from here). Each game has its own package ``<game>/``: ``view`` (its read-only ``BoardView``:
drawing and hit-testing only), ``scene`` (input and flow), and the drawing helpers both share
with the game's rules page (``board``, ``top``, ``faces``). What a game says in words is in ``pyrapack/words/``.
"""
