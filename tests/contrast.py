"""How a board mark or a piece stands out from what is under it, as people with each kind of
colour vision see it: the WCAG contrast ratio of luminances, after the colour-vision
simulation of Machado, Oliveira and Fernandes (2009, severity 1).

A mark passes when the pixels it changes that contrast at least 3:1 with what was under them
are at least as many as the pixels on its edge: a band one pixel wide, all round, that
anyone can see, whatever the colours.
"""

import itertools

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


def changed_colours(one, other, mask):
    """``{(colour in one, colour in other): [(x, y), ...]}``: the pixels set in ``mask``, by the
    pair of colours they change between (colours as RGB bytes). Read once from the pictures'
    bytes round the mask, for every vision: each vision only judges the pairs."""
    pixels = {}
    for rect, crop in _cropped(mask):
        old, new = (pygame.image.tobytes(picture.subsurface(rect), "RGB") for picture in (one, other))
        flags = pygame.image.tobytes(crop.to_surface(setcolor=(1, 1, 1, 255), unsetcolor=(0, 0, 0, 255)), "RGB")[::3]
        width = rect.width
        for y in range(rect.height):
            for x in itertools.compress(range(width), flags[y * width:(y + 1) * width]):
                i = 3 * (y * width + x)
                pixels.setdefault((old[i:i + 3], new[i:i + 3]), []).append((rect.x + x, rect.y + y))
    return pixels


def _cropped(mask):
    """``[(rect, the part of mask in rect)]``: one rectangle round every pixel set in ``mask``
    (none when no pixel is)."""
    rects = mask.get_bounding_rects()
    if not rects:
        return []
    rect = rects[0].unionall(rects[1:])
    crop = pygame.mask.Mask(rect.size)
    crop.draw(mask, (-rect.x, -rect.y))
    return [(rect, crop)]


def edge_of(mask):
    """How many pixels of ``mask`` lie on its edge: one of their four neighbours is not in it
    (or off the picture)."""
    edge = 0
    for _, crop in _cropped(mask):  # a neighbour outside the rectangle round the mask is not in it
        inner = crop
        for offset in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            inner = inner.overlap_mask(crop, offset)
        edge += crop.count() - inner.count()
    return edge


def strong_pixels(pixels, vision):
    """How many of ``pixels`` (``changed_colours``) contrast 3:1 with what was under them."""
    return sum(len(where) for pair, where in pixels.items() if ratio(*pair, vision) >= ENOUGH)


def standing_out(before, after, vision):
    """``(strong, edge)``: how many changed pixels contrast 3:1 with what was under them, and how
    many changed pixels lie on the changed region's edge."""
    mask = changed(before, after)
    return strong_pixels(changed_colours(before, after, mask), vision), edge_of(mask)


# -- marks told apart by their shape --------------------------------------------------------
# Greyscale pictures (pygame's, a second method beside the luminance of the simulations) and
# the three colour blindnesses: what a person who sees no hue, or not all of them, sees.
MARK_VISIONS = ("greyscale", "protanopia", "deuteranopia", "tritanopia")


def seen(before, after, region, vision):
    """The mask (the pictures' size) of the pixels of ``region`` where ``after`` contrasts 3:1
    with ``before``, as ``vision`` sees them: what a mark drawn on ``before`` shows such a person.
    "greyscale" compares pygame's greyscale pictures of the two."""
    return seen_by_all(before, after, region, (vision,))[vision]


def seen_by_all(before, after, region, visions=MARK_VISIONS):
    """``{vision: seen(before, after, region, vision)}``, the pictures read once for them all."""
    region = region.clip(before.get_rect())
    colour = [vision for vision in visions if vision != "greyscale"]
    shown = {}
    if colour:
        one, other = before.subsurface(region), after.subsurface(region)
        pixels = changed_colours(one, other, changed(one, other))
        shown.update((vision, _mask_of(pixels, vision, before.get_size(), region.topleft)) for vision in colour)
    if "greyscale" in visions:
        one, other = (pygame.transform.grayscale(picture.subsurface(region)) for picture in (before, after))
        pixels = changed_colours(one, other, changed(one, other))
        shown["greyscale"] = _mask_of(pixels, "typical", before.get_size(), region.topleft)
    return shown


def _mask_of(pixels, vision, size, offset):
    """The mask (``size``) of the ``pixels`` (``changed_colours``, moved by ``offset``) that contrast
    3:1 with what was under them, as ``vision`` sees them."""
    mask = pygame.mask.Mask(size)
    for pair, where in pixels.items():
        if ratio(*pair, vision) >= ENOUGH:
            for x, y in where:
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
