"""Where the files the app loads live (fonts, sounds), found from the package."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "assets"
FONTS = ROOT / "fonts"
SOUNDS = ROOT / "sounds"


def font_path(name):
    return FONTS / name


def sound_path(name):
    return SOUNDS / f"{name}.wav"
