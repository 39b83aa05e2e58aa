"""Where the files the app loads live (fonts, sounds, icon), found from the package.

In a checkout they are in the top-level ``assets/`` folder; an installed copy
carries the same folder inside the package as ``pyrapack/_assets``, and the
stand-alone build next to the package again, as ``assets/``.
"""

from pathlib import Path

_HERE = Path(__file__).resolve().parent
ROOT = _HERE.parent / "assets" if (_HERE.parent / "assets").is_dir() else _HERE / "_assets"
FONTS = ROOT / "fonts"
SOUNDS = ROOT / "sounds"
ICON = ROOT / "icon.png"  # the window's icon; tools/make_icon.py draws it


def font_path(name):
    return FONTS / name


def sound_path(name):
    return SOUNDS / f"{name}.wav"
