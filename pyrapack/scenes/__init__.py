"""The screens of the app: menu, setup, the game scenes and their overlays, the games kept.

Shared here: ``game`` (the ``GameScene`` base), ``hud``, ``modal``, ``dialog``, ``banner``,
``menu``, ``setup`` and ``rules_page``; the Games screen (``games_list``), the replay
(``replay``, ``replay_panel``, ``branch`` for Play from here) and ``game_words`` (a kept game
in words). Each game has its own package ``<game>/``: ``view`` (its read-only ``BoardView``:
drawing and hit-testing only), ``texts`` (its ``GameTexts``: moves, cards and scores in
words, for the scene, the replay and exported move lists), ``scene`` (input and flow), and
the drawing helpers both share with the game's rules page (``board``, ``top``, ``faces``).
"""
