"""Opening a game someone sent, by keys as well as by dropping its file on the window.

The Games screen's "Open a file" asks for the file: the ``.pyrapack`` files in the places a
sent file lands (Downloads, the Desktop, Documents, the exports folder, the home folder), newest
first, each a row Tab reaches and Enter opens; or a path typed or pasted (Ctrl+V) in the field.
What is opened goes through ``App.open_shared``, as a dropped file does: a good one joins the
games and opens in the replay, a bad one gets its message and the card stays.
"""

import os
import stat
from pathlib import Path

import pygame

from ..file_words import home, shown_name
from ..i18n import said, t
from ..sharing import EXTENSION
from ..ui import text, theme
from ..ui.focus import Stop
from ..ui.text_field import TextField
from ..ui.widgets import Button, panel, pointer
from .modal import Modal

FOUND = 5  # files offered at most


def places(app):
    """Where a sent file is looked for: the exports folder, then the user's usual folders (those
    the system can name: without a home folder, none of them)."""
    found = [Path(app.export_folder)]
    try:
        import platformdirs

        found += [Path(platformdirs.user_downloads_dir()), Path(platformdirs.user_desktop_dir()),
                  Path(platformdirs.user_documents_dir())]
    except (ImportError, RuntimeError):  # RuntimeError: no home folder to find them in
        pass
    return [folder for folder in found + [home()] if folder is not None and folder.is_absolute()]


def game_files(folders, most=FOUND):
    """The ``.pyrapack`` files directly in ``folders``, newest first: regular files (or links to
    one) whatever their name; a folder that cannot be read, and an entry that cannot be looked
    at (a link to nothing, a loop of links, one gone meanwhile), are passed over."""
    files = {}
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except (OSError, ValueError):
            continue
        for entry in entries:
            try:
                if entry.name.endswith(EXTENSION) and stat.S_ISREG((info := entry.stat()).st_mode):
                    files[Path(os.path.realpath(entry.path))] = info.st_mtime
            except OSError:
                continue
    return sorted(files, key=lambda path: (-files[path], str(path)))[:most]


def pasted():
    """The text on the clipboard ("" when there is none, or no clipboard)."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


def typed_path(words):
    """A path as typed or pasted: spaces and quotes round it dropped, ``~`` the home folder (a
    ``~`` no home folder answers, such as ``~nosuchuser``, is left as typed, as a shell does)."""
    return Path(os.path.expanduser(words.strip().strip("'\"")))


class ImportDialog(Modal):
    CARD = (780, 520)

    def __init__(self, app):
        super().__init__(app)
        self.files = game_files(places(app))
        self.rows = [pygame.Rect(0, 0, 0, 0) for _ in self.files]
        self.field = TextField("", "import.placeholder", limit=500)
        self.open_button = Button("import.open", self.open_typed, "primary")
        self.cancel = Button("dialog.no", app.pop, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.open_button, self.cancel]

    def typing(self):
        return self.field.focused

    def open_file(self, path):
        self.app.open_shared(str(path))

    def open_typed(self):
        if self.field.value.strip():
            self.open_file(typed_path(self.field.value))
        else:
            self.field.focus(True)

    def handle(self, event):
        typing = self.field.focused
        if typing and event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.field.type(pasted())
            return True
        if self.field.handle(event):
            return True
        if typing and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_typed()  # Enter ends the typing and opens what was typed
            return True
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for path, rect in zip(self.files, self.rows):
                if rect.collidepoint(event.pos):
                    self.open_file(path)
                    return True
        return False

    def key_help(self):
        return [(t("keys.type_enter"), t("keys.type_enter_does")), (t("keys.paste"), t("keys.paste_does"))] \
            + super().key_help()

    def heading(self):
        """Speech: what the card is for, how to say where the file is, and how many were found."""
        about = f"{said('import.how')} {t('speech.files_found', n=len(self.files))}" if self.files else said("import.how")
        return t("speech.screen", title=t("import.title"), about=about)

    def focus_stops(self):
        """The field (Enter types in it), the files found, then Open and Cancel."""
        field = Stop("field", self.field.rect, lambda: self.field.focus(True), say=lambda: self.field_words())
        files = [Stop(("file", str(path)), rect, lambda path=path: self.open_file(path),
                      say=t("import.file", name=shown_name(path.name), folder=shown_name(str(path.parent))))
                 for path, rect in zip(self.files, self.rows)]
        return [field] + files + super().focus_stops()

    def field_words(self):
        return t("import.field", typed=self.field.value) if self.field.value else t("import.placeholder")

    def layout(self):
        super().layout()
        s = self.scale
        self.card.height = min(self.card.height, self.size[1] - round(20 * s))
        self.card.center = (self.size[0] // 2, self.size[1] // 2)
        inner = self.card.inflate(-round(60 * s), 0)
        self.field.rect = pygame.Rect(inner.left, self.card.top + round(112 * s), inner.width, round(48 * s))
        top = self.field.rect.bottom + round(44 * s)
        pitch = round(40 * s)
        for i in range(len(self.rows)):
            self.rows[i] = pygame.Rect(inner.left, top + i * pitch, inner.width, pitch - round(6 * s))
        for button in self.buttons:
            button.rect.bottom = self.card.bottom - round(22 * s)

    def update(self, dt):
        super().update(dt)
        mouse = self.app.pointer()
        self.field.update(dt, mouse)
        if any(rect.collidepoint(mouse) for rect in self.rows):
            pointer.over_clickable()

    def draw_content(self, surface, card):
        s = self.scale
        text.draw(surface, t("import.title"), (card.centerx, card.top + round(22 * s)), 30 * s, theme.GOLD, "title",
                  "midtop")
        how = pygame.Rect(self.field.rect.left, card.top + round(70 * s), self.field.rect.width,
                          self.field.rect.top - card.top - round(74 * s))  # a larger Size: two lines
        text.draw_wrapped_fitted(surface, t("import.how"), how, 19 * s, theme.TEXT_DIM)
        self.field.draw(surface, s, self.app.pointer())
        head = pygame.Rect(self.field.rect.left, self.field.rect.bottom + round(8 * s), self.field.rect.width,
                           round(32 * s))
        found = t("import.found") if self.files else t("import.none_found")
        text.draw_fitted(surface, found, head, 19 * s, theme.TEXT_DIM, "body", "midleft")
        mouse = self.app.pointer()
        for path, rect in zip(self.files, self.rows):
            fill = (88, 80, 128, 235) if rect.collidepoint(mouse) else (62, 56, 94, 235)
            panel(surface, rect, radius=rect.height // 3, fill=fill, edge=(255, 255, 255, 60))
            box = rect.inflate(-round(24 * s), 0)
            name = text.draw_fitted(surface, shown_name(path.name), box, 19 * s, theme.TEXT, "bold", "midleft")
            rest = pygame.Rect(name.right + round(14 * s), box.top, box.right - name.right - round(14 * s), box.height)
            if rest.width > 40 * s:
                text.draw_fitted(surface, shown_name(str(path.parent)), rest, 17 * s, theme.TEXT_DIM, "body",
                                 "midright")
