"""Caches of drawings (pieces, board parts, backdrops, panels): drawn once, blitted every frame,
and bounded by the memory of their surfaces.

Drawings are sized to the window, so a cache kept by count alone grows with the window: 256
balls are nothing at 960x600 and hundreds of megabytes at 4K, and backdrops the size of the
window are 33 MB each at 4K. A ``cached`` function keeps its results while their surfaces fit
its budget, the least recently used going first; ``forget`` empties every such cache, which
the app does when the window changes size (what was drawn for the old size is not drawn
again) and when the colours change.
"""

import collections
import functools
import weakref

import pygame

MB = 2**20
_CACHES: "weakref.WeakSet[_Cache]" = weakref.WeakSet()


def size_of(value):
    """The bytes of the surfaces in ``value`` (a surface, or a tuple or list holding some)."""
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, (tuple, list)):
        return sum(size_of(item) for item in value)
    return 0


class _Cache:
    """Results by arguments, least recently used first, within ``budget`` bytes of surfaces."""

    def __init__(self, function, budget):
        self.function, self.budget = function, budget
        self.entries = collections.OrderedDict()  # key -> (result, bytes)
        self.bytes = 0
        functools.update_wrapper(self, function)
        _CACHES.add(self)

    def __call__(self, *args):
        entry = self.entries.get(args)
        if entry is not None:
            self.entries.move_to_end(args)
            return entry[0]
        result = self.function(*args)
        size = size_of(result)
        self.entries[args] = (result, size)
        self.bytes += size
        while self.bytes > self.budget and len(self.entries) > 1:
            _, (_, gone) = self.entries.popitem(last=False)
            self.bytes -= gone
        return result

    def cache_clear(self):
        self.entries.clear()
        self.bytes = 0

    def __len__(self):
        return len(self.entries)


def cached(budget=8 * MB):
    """Decorate a function that draws (positional, hashable arguments) to keep its drawings
    within ``budget`` bytes; the newest one is always kept, whatever its size."""
    def decorate(function):
        return _Cache(function, budget)
    return decorate


def forget():
    """Empty every cache of drawings, and hand what they held back to the system."""
    for cache in list(_CACHES):
        cache.cache_clear()
    give_back()


def give_back():
    """Return freed memory to the system now. Large surfaces are freed by SDL into the C
    library's heap, which the GNU C library keeps (resident) for the next allocation: after a
    4K window shrank, the app stayed 150 MB larger than what it held. ``malloc_trim`` gives it
    back (a millisecond or so); elsewhere there is nothing to do."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def _malloc_trim():
    global _TRIM
    if _TRIM is False:
        try:
            import ctypes

            _TRIM = ctypes.CDLL(None).malloc_trim  # the C library the program runs on
        except (OSError, AttributeError, TypeError):
            _TRIM = None
    return _TRIM


_TRIM = False  # not looked for yet


def held():
    """The bytes of surfaces the caches of drawings hold now."""
    return sum(cache.bytes for cache in list(_CACHES))
