"""The built-in opponent: one search engine, a small evaluation per game.

Nothing here imports pygame: the search runs in a worker process (see
``worker``) so the window keeps repainting while the bot thinks.
"""
