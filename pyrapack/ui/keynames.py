"""Keys by the names a player reads on the keyboard, in the player's language ("Enter",
"Échap", "Ctrl+Z"), for the key-help card and anything else that names a key."""

import pygame

from ..i18n import t

_NAMES = {pygame.K_RETURN: "keys.name.enter", pygame.K_KP_ENTER: "keys.name.enter", pygame.K_ESCAPE: "keys.name.esc",
          pygame.K_SPACE: "keys.name.space", pygame.K_TAB: "keys.name.tab", pygame.K_BACKSPACE: "keys.name.backspace",
          pygame.K_HOME: "keys.name.home", pygame.K_END: "keys.name.end", pygame.K_PAGEUP: "keys.name.page_up",
          pygame.K_PAGEDOWN: "keys.name.page_down", pygame.K_LEFT: "←", pygame.K_RIGHT: "→", pygame.K_UP: "↑",
          pygame.K_DOWN: "↓"}


def key_name(key, ctrl=False):
    """What the key ``key`` (a pygame key code) is called; ``ctrl``: held with Ctrl."""
    name = _NAMES.get(key)
    if name is None:
        name = pygame.key.name(key).upper()
    elif name.startswith("keys."):
        name = t(name)
    return t("keys.name.ctrl", key=name) if ctrl else name
