"""What can be clicked looks clickable; the sound switch tells the truth about the device."""

import pygame
import pytest
from driver import Driver

from pyrapack import games, i18n
from pyrapack.scenes.banner import EndBanner
from pyrapack.sound import Sound
from pyrapack.ui import text, widgets

BACKDROP = (30, 26, 50)


def drawn(button, scale=1.0):
    """``button`` drawn alone on a plain backdrop."""
    surface = pygame.Surface((button.rect.right + 10, button.rect.bottom + 10))
    surface.fill(BACKDROP)
    button.draw(surface, scale)
    return surface


def outline_pixels(surface, rect):
    """How many pixels of ``rect``'s border row differ from the backdrop."""
    y = rect.centery
    row = [surface.get_at((x, y))[:3] for x in range(rect.left, rect.left + 4)]
    top = [surface.get_at((x, rect.top + 1))[:3] for x in range(rect.centerx - 10, rect.centerx + 10)]
    return sum(p != BACKDROP for p in row + top)


@pytest.fixture
def screen():
    pygame.display.init()
    pygame.font.init()
    text.forget()  # fonts cached by an earlier test died with its pygame.quit()
    pygame.display.set_mode((400, 200))
    yield
    pygame.display.quit()


@pytest.mark.parametrize("style", ["quiet", "normal", "primary"])
def test_every_button_style_is_drawn_as_a_button_not_plain_text(screen, style):
    button = widgets.Button(lambda: "Quit", lambda: None, style)
    button.rect = pygame.Rect(20, 20, 180, 44)
    assert outline_pixels(drawn(button), button.rect) >= 10


def test_a_button_looks_different_at_rest_under_the_mouse_and_held_down(screen):
    button = widgets.Button(lambda: "Sound: on", lambda: None, "quiet")
    button.rect = pygame.Rect(20, 40, 180, 44)
    rest = pygame.image.tobytes(drawn(button), "RGB")
    for _ in range(20):
        button.update(0.05, button.rect.center)
    hover = pygame.image.tobytes(drawn(button), "RGB")
    button.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    assert button.pressed
    held = pygame.image.tobytes(drawn(button), "RGB")
    assert len({rest, hover, held}) == 3
    button.update(0.05, (0, 0))  # dragged off: releasing now will not click
    assert not button.pressed


def test_the_pointer_becomes_a_hand_over_the_menu_buttons_and_tiles(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        menu = driver.top
        for place in (menu.language.rect.center, menu.mute.rect.center, menu.quit_button.rect.center,
                      menu.tiles[0].rect.center):
            pygame.mouse.set_pos(place)
            driver.tick(1)
            assert widgets.pointer.shape == "hand", place
        pygame.mouse.set_pos((5, 5))
        driver.tick(1)
        assert widgets.pointer.shape == "arrow"
    finally:
        driver.close()


def test_see_the_board_on_the_end_banner_is_a_button_with_a_hand(tmp_path):
    driver = Driver(tmp_path, size=(960, 600), game=games.GAMES[0].id)  # any game's banner
    try:
        driver.app.push(EndBanner(driver.app, driver.top.match, driver.top.texts, driver.top.play_again))
        driver.tick(5)
        look = driver.top.look
        pygame.mouse.set_pos(look.rect.center)
        driver.tick(5)
        assert widgets.pointer.shape == "hand" and look.hover > 0.5
    finally:
        driver.close()



@pytest.mark.parametrize("game", [info.id for info in games.GAMES])
def test_the_pointer_is_a_hand_over_what_the_player_can_click_on_the_board(tmp_path, game):
    driver = Driver(tmp_path, size=(960, 600), game=game)
    try:
        scene = driver.top
        driver.settle()
        live = scene.input.first_targets
        target = sorted(live, key=str)[0]
        pygame.mouse.set_pos(driver.point_of(target))
        driver.tick(1)
        assert widgets.pointer.shape == "hand", target
        rect = scene.board_rect
        quiet = next((x, y) for y in range(rect.top + 1, rect.bottom, 6) for x in range(rect.left + 1, rect.right, 6)
                     if not set(scene.board.targets_at((x, y))) & live)
        pygame.mouse.set_pos(quiet)
        driver.tick(1)
        assert widgets.pointer.shape == "arrow", quiet
    finally:
        driver.close()


def no_device(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_without_an_audio_device_the_switches_say_sound_is_unavailable(tmp_path, monkeypatch, lang):
    no_device(monkeypatch)
    driver = Driver(tmp_path, size=(960, 600), language=lang)
    try:
        menu = driver.top
        assert driver.app.sound.state == "unavailable"
        assert menu.mute.text() == i18n.t("menu.sound_unavailable") != i18n.t("menu.sound_on")
        assert not menu.mute.enabled  # greyed: there is nothing to switch on
        driver.click(menu.settings_button.rect.center)
        row = next(row for row in driver.top.rows if row.title == "settings.sound")
        assert row.value is False and [value for value, _ in row.options] == [False]  # no On to offer
        assert row.options[0][1] == "settings.sound_none"
        driver.press(pygame.K_ESCAPE)
        driver.click(menu.tiles[2].rect.center)
        driver.click(driver.top.start.rect.center, frames=2)
        scene = driver.top
        assert scene.hud.sound.text() == i18n.t("game.sound_unavailable")
        assert not scene.hud.sound.enabled
    finally:
        driver.close()
        i18n.set_language("en")


def test_started_without_sound_the_switch_says_off_and_opens_the_device_when_switched_on(monkeypatch):
    sound = Sound(enabled=False, device=False)
    assert sound.state == "off"
    no_device(monkeypatch)
    sound.toggle()
    assert sound.state == "unavailable"


def test_with_a_device_the_switch_says_on_and_off(tmp_path):
    driver = Driver(tmp_path, size=(960, 600))
    try:
        sound = driver.app.sound
        if not sound.available:
            pytest.skip("no audio device here, not even SDL's dummy one")
        menu = driver.top
        assert menu.mute.text() == i18n.t("menu.sound_on") and menu.mute.enabled
        driver.click(menu.mute.rect.center)
        assert sound.state == "off" and menu.mute.text() == i18n.t("menu.sound_off")
    finally:
        driver.close()


class CountingFont:
    """A font that counts its measures, and the characters measured."""

    def __init__(self, font):
        self.font, self.measures, self.characters = font, 0, 0

    def size(self, line):
        self.measures += 1
        self.characters += len(line)
        return self.font.size(line)


def linear_ellipsize(line, font, width):
    """The cut made one character at a time: what ``ellipsize`` must give, cheaper."""
    if font.size(line)[0] <= width:
        return line
    while line and font.size(line + "…")[0] > width:
        line = line[:-1]
    return line.rstrip() + "…"


@pytest.mark.parametrize("length", [10, 1000, 4000, 300_000])
def test_shortening_a_line_costs_a_logarithmic_number_of_measures(screen, monkeypatch, length):
    """Issue 24, item 4: a 4,000-character line cost 2 s a frame (a measure per character cut)."""
    from pyrapack.ui import theme

    line = ("A game · a variant with a very long name " * (length // 40 + 1))[:length]
    counting = {}

    def font(size, kind="body"):
        return counting.setdefault((size, kind), CountingFont(real(size, kind)))

    real = theme.font
    monkeypatch.setattr(theme, "font", font)
    if hasattr(text, "_cut"):
        text._cut.cache_clear()
    cut = text.ellipsize(line, 18, 240)
    [measured] = counting.values()
    assert measured.font.size(cut)[0] <= 240
    assert measured.measures <= 4 * max(1, length.bit_length()) and measured.characters <= 200 * 64
    if length <= 4000:
        assert cut == linear_ellipsize(line, real(18), 240)
    measured.measures = 0
    assert text.ellipsize(line, 18, 240) == cut and measured.measures == 0  # the rows ask every frame


def test_a_line_that_fits_is_left_whole_and_a_box_too_narrow_for_anything_gets_the_ellipsis(screen):
    assert text.ellipsize("27 · Grey", 18, 500) == "27 · Grey"
    assert text.ellipsize("27 · Grey", 18, 1) == "…"


@pytest.mark.parametrize("scales", [(0.75, 1.0), (1.0, 0.75)])
def test_what_is_measured_to_fit_fits_as_drawn_whatever_was_measured_before(screen, scales):
    """Issue 34, item 10: lines wrapped or cut for a 15 px size in a small window were kept for
    the design size, where nothing is drawn under 16 px: they overflowed their box there (and the
    other way round were cut when they fitted), depending on which window measured them first."""
    words, box = "Read 2 × 9 → 8 as 2 pawns from cell 9 to cell 8, and its base went with it", 180
    for scale in scales:
        text.set_scale(scale)
        assert all(text.render(line, 15).get_width() <= box for line in text.wrap(words, 15, box))
        assert text.render(text.ellipsize(words, 15, box), 15).get_width() <= box
        assert text.width(words, 15) == text.render(words, 15).get_width()
    text.set_scale(1.0)
