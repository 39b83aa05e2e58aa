"""What a reader sees as one character (a grapheme cluster): a letter and its accents, a flag of
two or seven code points, a family emoji joined from four people. A name is counted, cut and
erased by these, never inside one: a cut inside one leaves half a flag, a family with only its
man, an e without its accent.

Where one ends is Unicode's rule (UAX #29), which grows with each version of Unicode (new emoji,
new scripts): the ``regex`` package's ``\\X`` follows it, kept up to date by its maintainers,
rather than rules of our own that would age. It is imported at first use: the command line
and the start's check of what is installed (``bootstrap.preflight``) run before it is known to be.
"""

import functools

#: code points in one character at most: Unicode's stream-safe text keeps 30 marks at most after
#: a letter; a letter under hundreds of accents (a "zalgo" text) is left out of a name whole
LONGEST = 32


@functools.cache
def _cluster():
    import regex

    return regex.compile(r"\X")


def split(text):
    """``text``'s characters as a reader sees them, in order."""
    return _cluster().findall(text)


def first(text, most):
    """``text`` cut after its first ``most`` characters as a reader sees them (never inside one),
    a character of over ``LONGEST`` code points left out."""
    return "".join([c for c in split(text) if len(c) <= LONGEST][:most])


def without_last(text):
    """``text`` less its last character as a reader sees it (what Backspace erases)."""
    clusters = split(text)
    return "".join(clusters[:-1])
