"""What runs before the game can: is pygame-ce there, and if not, the first-run set-up.

``main.py`` and ``python -m pyrapack`` ask ``preflight`` before importing pygame;
``firstrun`` makes the project's own ``.venv`` (showing ``progress``) and starts
again inside it; ``notice`` tells a player who may have no terminal what went
wrong. Standard library only: this runs before anything is installed.
"""
