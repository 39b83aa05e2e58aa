"""Drawings sized to the window are bounded and let go (issue 36, item 11), checked on the caches
themselves beside the storm test's resident memory: a cache keeps its budget, the app lets
go of what it drew for a window size once the size changes, and no frame makes a surface as
large as the window to veil it."""

import pygame

from pyrapack.ui import drawings, widgets


def test_a_cache_of_drawings_keeps_within_its_budget_the_newest_always():
    made = []

    @drawings.cached(budget=3 * 100 * 100 * 4)  # three 100x100 surfaces
    def square(side):
        made.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    for side in (100, 100, 100, 100, 100):
        square(side)
    assert made == [100]  # drawn once
    for n in range(10):
        square(100 + n)  # each a little larger
    assert square.bytes <= square.budget and len(square) == 2
    huge = square(400)  # over the whole budget alone: kept all the same, alone
    assert square(400) is huge and len(square) == 1
    drawings.forget()
    assert len(square) == 0 and square.bytes == 0


def test_the_app_lets_go_of_the_drawings_of_a_window_size_it_left(driver):
    driver.app.open_games()
    for size in ((3840, 2160), (960, 600)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        driver.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        driver.tick(2)
        held = drawings.held()
        if size[0] > 1000:
            assert held > 3840 * 2160 * 4  # the 4K backdrop, at least
    assert held < 3840 * 2160 * 4 / 4, held  # the small window's only


def test_a_veil_darkens_in_place_as_a_translucent_layer_would():
    ground = pygame.Surface((40, 30))
    ground.fill((200, 120, 60))
    layered = ground.copy()
    layer = pygame.Surface((40, 30), pygame.SRCALPHA)
    layer.fill((8, 6, 16, 150))
    layered.blit(layer, (0, 0))
    widgets.veil(ground, (8, 6, 16), 150)
    assert all(abs(a - b) <= 2 for a, b in zip(ground.get_at((5, 5)), layered.get_at((5, 5))))
