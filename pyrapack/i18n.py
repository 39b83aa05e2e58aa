"""Every string the player sees, looked up by key in the current language.

One catalogue per language (the package ``pyrapack/locale/<lang>/``, one
module per subject, and each registered game's own texts, merged into one dict: ``catalogue``;
a game registered later is in it from then on). Switching language takes
effect on the next frame, because scenes look strings up when they draw
rather than keeping translated copies.

A text that shows a count has two forms, ``{"one": ..., "other": ...}``, and
is looked up with the count as ``n``: ``t("menu.resume", game="27", n=1)``.
Each language says which counts take the "one" form (French: 0 and 1).
"""

from . import games
from .locale import en, fr, merge
from .protocol import LANGUAGES

FORMS = ("one", "other")
_ONE = {"en": lambda n: n == 1, "fr": lambda n: n in (0, 1)}
_SUBJECTS = {"en": en.SUBJECTS, "fr": fr.SUBJECTS}
_catalogues: dict[str, dict] = {}  # language -> its catalogue, merged with the games of ``_merged_with``
_merged_with = None
_current = "en"


def catalogue(lang):
    """Every text of ``lang``, by key: merged once, again when the registry has changed."""
    global _merged_with
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    if _merged_with is not games.GAMES:
        _catalogues.clear()
        _merged_with = games.GAMES
    if lang not in _catalogues:
        _catalogues[lang] = merge.catalogue(lang, _SUBJECTS[lang])
    return _catalogues[lang]


def set_language(lang):
    global _current
    catalogue(lang)
    _current = lang


def language():
    return _current


def plural_form(n, lang=None):
    """``"one"`` or ``"other"``: the form a count of ``n`` takes in ``lang`` (default: current)."""
    return "one" if _ONE[lang or _current](abs(n)) else "other"


def t(key, **values):
    """The text of ``key`` in the current language, with ``{name}`` fields filled.

    A key missing from the catalogue shows as the key itself, so a gap is
    visible on screen instead of crashing the game (tests check there is none).
    A text with plural forms takes the one that suits ``values["n"]``. Text values
    are made drawable: a file or folder name from the system may hold bytes that
    are not UTF-8 (lone surrogates in Python), which no font draws; each shows as "�".
    """
    lang = _current
    text = catalogue(lang).get(key)
    if text is None:
        lang = "en"
        text = catalogue(lang).get(key, key)
    if isinstance(text, dict):
        text = text[plural_form(values.get("n", 0), lang)]
    if not values:
        return text
    return text.format(**{name: _drawable(value) if isinstance(value, str) else value
                          for name, value in values.items()})


def said(key, **values):
    """What speech says for the text of ``key``: its spoken form ``<key>.said`` where the text
    shown points at the screen or is a symbol ("the highlighted move", "«"), else the text."""
    spoken = key + ".said"
    return t(spoken, **values) if spoken in catalogue(_current) or spoken in catalogue("en") else t(key, **values)


class Phrase:
    """A text to look up when it is shown rather than when it is made: a value of another text
    (a message names "your settings", in the language on screen when it shows)."""

    def __init__(self, key, **values):
        self.key, self.values = key, values

    def __format__(self, spec):
        return format(t(self.key, **self.values), spec)

    def __eq__(self, other):
        return isinstance(other, Phrase) and (self.key, self.values) == (other.key, other.values)

    def __repr__(self):
        return f"Phrase({self.key!r}, **{self.values!r})"


def _drawable(text):
    """``text`` with each lone surrogate (an undecodable byte of a file name...) as U+FFFD."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        pass
    try:
        data = text.encode("utf-8", "surrogateescape")  # bytes of a name the system gave back as they were
    except UnicodeEncodeError:
        data = text.encode("utf-8", "surrogatepass")
    return data.decode("utf-8", "replace")
