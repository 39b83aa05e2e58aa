"""The screens of the app: menu, setup, the game scenes and their overlays.

Shared here: ``game`` (the ``GameScene`` base), ``hud``, ``modal``, ``dialog``, ``banner``,
``menu``, ``setup`` and ``rules_page``. Each game has its own package ``<game>/``: ``view``
(its read-only ``BoardView``: drawing and hit-testing only), ``scene`` (input and flow),
and the drawing helpers both share with the game's rules page (``board``, ``top``, ``faces``).
"""
