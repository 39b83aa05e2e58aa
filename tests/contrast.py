"""How a board mark or a piece stands out from what is under it, as people with each kind of
colour vision see it: the WCAG contrast ratio of luminances, after the colour-vision
simulation of Machado, Oliveira and Fernandes (2009, severity 1).

A mark passes when the pixels it changes that contrast at least 3:1 with what was under them
are at least as many as the pixels on its edge: a band one pixel wide, all round, that
anyone can see, whatever the colours.
"""

import pygame

# Machado et al. 2009, severity 1.0, applied to linear RGB
VISION = {
    "typical": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
ENOUGH = 3.0  # WCAG's ratio for graphical objects


def _linear(channel):
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


_LINEAR = [_linear(c) for c in range(256)]


def luminance(color, vision="typical"):
    """Relative luminance of an sRGB colour as ``vision`` sees it."""
    rgb = [_LINEAR[c] for c in color[:3]]
    seen = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in VISION[vision]]
    return 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]


def ratio(a, b, vision="typical"):
    la, lb = luminance(a, vision), luminance(b, vision)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def changed(before, after):
    """The mask of the pixels that differ between two pictures of the same size."""
    diff = after.copy()
    diff.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = before.copy()
    other.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0), (3, 3, 3, 255))
    same.invert()
    return same


def standing_out(before, after, vision):
    """``(strong, edge)``: how many changed pixels contrast 3:1 with what was under them, and how
    many changed pixels lie on the changed region's edge."""
    mask = changed(before, after)
    width, height = mask.get_size()
    strong = edge = 0
    cache = {}
    for rect in mask.get_bounding_rects():
        for y in range(rect.top, rect.bottom):
            for x in range(rect.left, rect.right):
                if not mask.get_at((x, y)):
                    continue
                pair = (tuple(before.get_at((x, y)))[:3], tuple(after.get_at((x, y)))[:3])
                good = cache.get(pair)
                if good is None:
                    good = cache[pair] = ratio(*pair, vision) >= ENOUGH
                strong += good
                edge += any(not (0 <= x + dx < width and 0 <= y + dy < height) or not mask.get_at((x + dx, y + dy))
                            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
    return strong, edge


# -- marks told apart by their shape --------------------------------------------------------
# Greyscale pictures (pygame's, a second method beside the luminance of the simulations) and
# the three colour blindnesses: what a person who sees no hue, or not all of them, sees.
MARK_VISIONS = ("greyscale", "protanopia", "deuteranopia", "tritanopia")


def seen(before, after, region, vision):
    """The mask (the pictures' size) of the pixels of ``region`` where ``after`` contrasts 3:1
    with ``before``, as ``vision`` sees them: what a mark drawn on ``before`` shows such a person.
    "greyscale" compares pygame's greyscale pictures of the two."""
    region = region.clip(before.get_rect())
    mask = pygame.mask.Mask(before.get_size())
    if vision == "greyscale":
        one, other = (pygame.transform.grayscale(picture.subsurface(region)) for picture in (before, after))
        vision, offset = "typical", region.topleft
    else:
        one, other, offset = before.subsurface(region), after.subsurface(region), region.topleft
    diff = changed(one, other)
    cache = {}
    for rect in diff.get_bounding_rects():
        for y in range(rect.top, rect.bottom):
            for x in range(rect.left, rect.right):
                if diff.get_at((x, y)):
                    pair = (tuple(one.get_at((x, y)))[:3], tuple(other.get_at((x, y)))[:3])
                    strong = cache.get(pair)
                    if strong is None:
                        strong = cache[pair] = ratio(*pair, vision) >= ENOUGH
                    if strong:
                        mask.set_at((x + offset[0], y + offset[1]))
    return mask


def _grown(mask, reach):
    """``mask`` grown by ``reach`` pixels all round (a disc)."""
    side = 2 * reach + 1
    disc = pygame.mask.Mask((side, side))
    for y in range(side):
        for x in range(side):
            if (x - reach) ** 2 + (y - reach) ** 2 <= reach * reach:
                disc.set_at((x, y))
    return mask.convolve(disc, None, (-reach, -reach))


def apart(one, other, reach):
    """How many pixels of each mask lie farther than ``reach`` from every pixel of the other:
    what one shape has that the other has not, small shifts and widths forgiven."""
    return (one.count() - one.overlap_area(_grown(other, reach), (0, 0))
            + other.count() - other.overlap_area(_grown(one, reach), (0, 0)))
