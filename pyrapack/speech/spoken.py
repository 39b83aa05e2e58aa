"""Text made for the eye, made for the ear: the screen's separators and arrows as words.

The screen writes "Replay · <game>", "White 3 – 2 Black", "8×8" and "raises a1 → 1b2": a voice
reads the dot as "middle dot", the dash and the arrow not at all. ``speakable`` turns them into
what a person would say ("Replay, <game>", "White 3 to 2 Black", "8 by 8", "raises a1 to 1b2"),
in the language of the texts. Words that point at the screen are another matter: each
text has its spoken form where it needs one (``i18n.said``).
"""

import re

from .. import i18n


def for_the_ear(text):
    """A rules page's ``text`` without what only the screen shows: the sentences on how to click
    (they open with ``speech.app_openers``) and the asides on its pictures (a parenthesis or a
    closing clause holding one of ``speech.picture_words``). What a player does by ear is said
    once, by the page's heading."""
    openers = tuple(i18n.t("speech.app_openers").split(" | "))
    pictures = "|".join(re.escape(word) for word in i18n.t("speech.picture_words").split(" | "))
    aside = rf"[^()]*\b({pictures})\b[^()]*"
    kept = []
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        if sentence.startswith(openers):
            continue
        sentence = re.sub(rf"\s*\({aside}\)", "", sentence)
        sentence = re.sub(rf",[^,]*\b({pictures})\b[^,]*?(?=[.!?]$)", "", sentence)
        kept.append(sentence)
    return " ".join(kept)


def speakable(text):
    """``text`` with the screen's symbols said as words (``speech.to``, ``speech.by``)."""
    if text.isascii():
        return text
    to, by = i18n.t("speech.to"), i18n.t("speech.by")
    text = re.sub(r"(\d)\s*[–—]\s*(\d)", rf"\1 {to} \2", text)  # a score or a range: "3 – 2", "1 – 4"
    text = re.sub(r"\s*[·•]\s*", ", ", text)  # a separator: a pause
    text = re.sub(r"\s+[–—]\s+", ", ", text)  # "Alice – Bob"
    text = re.sub(r"([a-z]\d+)–([a-z]\d+)", rf"\1 {to} \2", text)  # a move written "d1–e2"
    text = re.sub(r"(\d)\s*×\s*(\d)", rf"\1 {by} \2", text)  # "8×8"
    text = re.sub(r"(?<=\w)\s*[→⟶]\s*(?=\w)", f" {to} ", text)  # "e3→f4", "raises a1 → 1b2"
    for arrow, name in zip("←→↑↓", ("left", "right", "up", "down")):  # a key: "↑ ↓, Page Up"
        text = text.replace(arrow, i18n.t(f"speech.arrow.{name}"))
    return re.sub(r",\s*,", ",", text).strip()
