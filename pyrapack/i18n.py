"""Every string the player sees, looked up by key in the current language.

One catalogue per language (``pyrapack/locale/<lang>.py``, a ``STRINGS``
dict). Switching language takes effect on the next frame, because scenes
look strings up when they draw rather than keeping translated copies.
"""

import importlib

LANGUAGES = ("en", "fr")
_catalogues = {}
_current = "en"


def catalogue(lang):
    """The ``STRINGS`` dict of ``lang``, loaded once."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    if lang not in _catalogues:
        _catalogues[lang] = importlib.import_module(f"pyrapack.locale.{lang}").STRINGS
    return _catalogues[lang]


def set_language(lang):
    global _current
    catalogue(lang)
    _current = lang


def language():
    return _current


def t(key, **values):
    """The text of ``key`` in the current language, with ``{name}`` fields filled.

    A key missing from the catalogue shows as the key itself, so a gap is
    visible on screen instead of crashing the game (tests check there is none).
    """
    text = catalogue(_current).get(key)
    if text is None:
        text = catalogue("en").get(key, key)
    return text.format(**values) if values else text
