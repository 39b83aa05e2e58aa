"""Learn by playing: a guided first game for each game (``tutorial/<game>.py``: its ``LESSON``,
made of the steps of ``lesson``), played in the game's own scene with a ``coach.Coach``."""
