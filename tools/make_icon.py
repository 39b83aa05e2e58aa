"""Draw PyraPack's app icon into assets/: icon.png, icon.ico (Windows) and icon.icns (macOS).

A stepped golden pyramid on the menu's night-purple, drawn with pygame at four
times the size and scaled down smoothly. The .ico and .icns files simply hold
PNG images (both formats allow it), so no image library is needed.
Run: ``python tools/make_icon.py`` (the stand-alone build uses the files it writes).
"""

import argparse
import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from pyrapack.ui import theme  # noqa: E402

OUT = ROOT / "assets"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
STEPS = 4


def _shade(colour, factor):
    return tuple(max(0, min(255, round(c * factor))) for c in colour)


def draw(size):
    """The icon at ``size`` pixels square (drawn at 4x, then smoothed down)."""
    big = size * 4
    surf = theme.gradient((big, big)).convert_alpha()
    corners = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=big // 5)
    surf.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # rounded, transparent corners
    _pyramid(surf, big)
    return pygame.transform.smoothscale(surf, (size, size))


def _pyramid(surf, big):
    """Stacked steps, each a lit top and a golden front with slanted sides, a ball on the summit."""
    glow = pygame.Surface((big, big), pygame.SRCALPHA)
    for r in range(big // 2, 0, -big // 40):
        alpha = round(34 * (1 - r / (big / 2)) ** 1.5)
        pygame.draw.circle(glow, (*theme.GOLD, alpha), (big // 2, round(big * 0.52)), r)
    surf.blit(glow, (0, 0))
    base_w, step_h, bottom = big * 0.80, big * 0.135, big * 0.86
    slant, lip = big * 0.035, step_h * 0.30
    for i in range(STEPS):
        w = base_w * (1 - i / (STEPS + 0.5))
        left, right = (big - w) / 2, (big + w) / 2
        y = bottom - (i + 1) * step_h
        front = [(left, y + lip), (right, y + lip), (right + slant * 0.4, y + step_h),
                 (left - slant * 0.4, y + step_h)]
        top = [(left + slant, y), (right - slant, y), (right, y + lip), (left, y + lip)]
        pygame.draw.polygon(surf, _shade(theme.GOLD, 0.92 - 0.06 * i), front)
        pygame.draw.polygon(surf, theme.GOLD_DARK, front[2:] + [(left, y + step_h * 0.86),
                                                                 (right, y + step_h * 0.86)][::-1])
        pygame.draw.polygon(surf, theme.SAND, top)
        pygame.draw.line(surf, (255, 236, 190), top[3], top[2], max(1, big // 128))
    summit = bottom - STEPS * step_h
    r = round(big * 0.075)
    centre = (big // 2, round(summit - r * 0.8))
    pygame.draw.ellipse(surf, _shade(theme.GOLD_DARK, 0.7),
                        pygame.Rect(0, 0, r * 2, r // 2).move(centre[0] - r, summit - r // 4))
    pygame.draw.circle(surf, _shade(theme.LIGHT_PIECE, 0.8), centre, r)
    pygame.draw.circle(surf, theme.LIGHT_PIECE, (centre[0] - r // 8, centre[1] - r // 8), round(r * 0.86))
    pygame.draw.circle(surf, (255, 255, 255), (centre[0] - r // 3, centre[1] - r // 3), round(r * 0.28))


def png_bytes(surface):
    data = io.BytesIO()
    pygame.image.save(surface, data, "icon.png")
    return data.getvalue()


def ico(images):
    """A Windows .ico holding PNG images: ``images`` maps size to PNG bytes."""
    head = struct.pack("<HHH", 0, 1, len(images))
    entries, blobs = b"", b""
    offset = 6 + 16 * len(images)
    for size, data in sorted(images.items()):
        edge = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return head + entries + blobs


def icns(images):
    """A macOS .icns holding PNG images: ``images`` maps size to PNG bytes."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", len(data) + 8) + data
                    for size, data in sorted(images.items()))
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write into (default: assets/)")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    sizes = sorted(set(ICO_SIZES) | set(ICNS_TYPES))
    images = {size: png_bytes(draw(size)) for size in sizes}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "icon.png").write_bytes(images[256])
    (args.out / "icon.ico").write_bytes(ico({s: images[s] for s in ICO_SIZES}))
    (args.out / "icon.icns").write_bytes(icns({s: images[s] for s in ICNS_TYPES}))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"wrote {args.out / name}")
    pygame.quit()


if __name__ == "__main__":
    main()
