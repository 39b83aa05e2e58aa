"""Pieces that move visibly: flights along a path, and sound cues.

An animation works in *anchors* (model positions such as a cell or a spot),
which the scene turns into screen points at draw time; so a window resized
mid-animation just keeps going with the new layout. A click finishes it.
"""

import math

STEP = 0.25  # seconds per step of a move


def ease(t):
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


class Flight:
    """A piece travelling through ``anchors`` from ``start``, ``step`` seconds per leg."""

    def __init__(self, paint, anchors, start=0.0, step=STEP, lift=0.0):
        self.paint = paint  # paint(surface, (x, y)) draws the piece
        self.anchors = list(anchors)
        self.start = start
        self.step = step
        self.lift = lift  # arc height of each leg, in pixels at scale 1

    @property
    def end(self):
        return self.start + self.step * max(1, len(self.anchors) - 1)

    def position(self, now, locate, scale):
        if now <= self.start:
            return locate(self.anchors[0])
        legs = len(self.anchors) - 1
        if legs <= 0:
            return locate(self.anchors[0])
        progress = min(legs, (now - self.start) / self.step)
        leg = min(legs - 1, int(progress))
        f = ease(progress - leg)
        (x0, y0), (x1, y1) = locate(self.anchors[leg]), locate(self.anchors[leg + 1])
        arc = math.sin(math.pi * f) * self.lift * scale
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f - arc)

    def draw(self, surface, now, locate, scale):
        self.paint(surface, self.position(now, locate, scale))


class Animation:
    """A set of flights, plus what the static board must not draw meanwhile."""

    def __init__(self, parts=(), hidden=(), cues=()):
        self.parts = list(parts)
        self.hidden = set(hidden)  # keys the scene leaves out of the board until the end
        self.cues = sorted(cues)  # (time, sound name)
        self.now = 0.0
        self._cue = 0

    @property
    def duration(self):
        return max((part.end for part in self.parts), default=0.0)

    @property
    def done(self):
        return self.now >= self.duration

    def update(self, dt):
        """Advance; returns the sound cues that fell due."""
        self.now += dt
        return self._due()

    def finish(self):
        """Jump to the end (a click during an animation); returns the cues not yet played."""
        self.now = self.duration
        return self._due()[-1:]

    def _due(self):
        due = []
        while self._cue < len(self.cues) and self.cues[self._cue][0] <= self.now:
            due.append(self.cues[self._cue][1])
            self._cue += 1
        return due

    def draw(self, surface, locate, scale):
        for part in self.parts:
            part.draw(surface, self.now, locate, scale)


class Rewind:
    """A move's animation played backwards: a replay stepping back shows the move undone.

    It is drawn over the position *after* the move (the pieces it brought hidden, as
    forwards), time running from the end to the start: pieces fly home, captured ones
    reappear as the mover passes back over them, and the position before the move is
    shown once it is done. Views read ``now`` and ``parts`` as they do of any animation.
    """

    def __init__(self, forward):
        self.forward = forward
        self.parts, self.hidden = forward.parts, forward.hidden
        self.elapsed = 0.0
        self.cues = [(0.0, "move")] if forward.cues else []
        self._cued = False

    @property
    def duration(self):
        return self.forward.duration

    @property
    def now(self):
        return max(0.0, self.duration - self.elapsed)

    @property
    def done(self):
        return self.elapsed >= self.duration

    def update(self, dt):
        self.elapsed += dt
        return self._due()

    def finish(self):
        self.elapsed = self.duration
        return self._due()

    def _due(self):
        if self._cued or not self.cues:
            return []
        self._cued = True
        return [self.cues[0][1]]

    def draw(self, surface, locate, scale):
        for part in self.parts:
            part.draw(surface, self.now, locate, scale)
