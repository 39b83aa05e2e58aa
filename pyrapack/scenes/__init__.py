"""The screens of the app: menu, setup, the game scenes and their overlays."""
